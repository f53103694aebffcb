"""Personality leans for a strength that searches: a character's wish, weighed by the search.

``style.styled`` forces a signature move (the revolution, the cut, the hoard,
the broken group) before and regardless of the strength's own choice. That is
the character at beginner and medium, whose choice is a habit; at advanced it
overrules a search that rated the move worse, and each character cost 4-6
points of first places against steady (issue 38, ``levels/README.md``).

Here the search runs once, with the character's wished-for moves among its
candidates (``wishes``), and a signature move is taken, with the same
probabilities as ``styled`` (so a character's strength of feeling still
matters), only when the search rates it within that signature's margin of its
best move. A hoarder keeps its control cards back unless the best play that
keeps them is rated more than ``HOARD_MARGIN`` below the best.

Margins are in utility units (``advanced.place_values``: 1.0 for first place,
0.5, 0.25 and 0 below it at four seats), measured on the same guesses as the
best move (``AdvancedBot.behind``). Each was chosen from the spread of the
search's ratings at the default budget, on classic views of medium-played
matches (a scratch scan, not a table): the share of chances whose best-rated
signature move lies within a gap of the best (0 means the search's own choice
may already be it). Revolutions (145 chances): 47% at 0, 59% within 0.1, 69%
within 0.2, 74% within 0.25. Cuts (483): 50%, 80% within 0.1, 88% within 0.15.
The hoarder's best keeping play (1,129 decisions): 84%, 96% within 0.1, 98%
within 0.15. Group breaks (200): 39%, 67% within 0.1. Each margin is about the
smallest that, with the lean's probability on top, should still carry the
signature to steady's rate plus 25 points (issue 38: steady revolts on 39% of
chances at advanced, cuts on 43-47%), so every signature move taken is one the
search rates close; the moves it rates far below are left. Starting values:
the arena measures what they cost (``levels/README.md``).
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from game.engine import PASS, Move, MoveKind, SeatView
from game.engine.judge import cuts, is_revolution

from .base import Personality, decision_rng
from .policy import plan, strength
from .style import BREAK_BY_CHOICE, breaks_group, hoards, is_control, scale, shunned

REVOLUTION_MARGIN = 0.3  # the search dislikes most revolutions it does not choose by far: wide (at 0.25 the
# revolutionary revolted on 69% of its chances to steady's 44% over 1,216 classic hands, +25, the bound; at 0.4
# on 70% to 26% in casual, but 4.3 points below steady's first places there)
CUT_MARGIN = 0.12  # a cut rated this close to the best
HOARD_MARGIN = 0.15  # the hoard (and the hoarder's shunned revolution) given up past this
BREAK_MARGIN = 0.1  # breaking a group (or any plain play) to take a trick rather than pass
SPEND_MARGIN = 0.1  # spending a control card rather than pass (or passing rather than spend one)
HOARD_MOOD = 1.4  # a hoarder is in its hoarding mood this much more often than at medium (half its hands: 70%)

Rated = list[tuple[Move, float]]  # candidates best first, each with its utility below the best


def promises(p: Personality) -> bool:
    """Whether a habit is at its full value, kept whatever the search rates it, as ``styled`` keeps
    it: a boss's promise, said in its level's intro (Red Ren revolts, Kiri cuts, Baron Hold keeps his
    2s, whenever they can), and the gambler's risk, which is its whole character. Weighed by the
    search, the gambler broke groups on 56% of its chances to steady's 32% (short of the mark a
    signature keeps) and still took 14 points fewer first places; forced, it breaks 71% for 17
    points (``levels/README.md``): a gambler cannot be both, so it stays true."""
    return p.revolution >= 1.0 or p.cut >= 1.0 or p.hold >= 1.0 or p.risk >= 1.0


def in_mood(p: Personality) -> Personality:
    """The character a searching bot plays: a hoarder (a hold between steady's and a promise) is in its
    hoarding mood ``HOARD_MOOD`` times as often as at medium (``style.hoards``), since its search gives
    up the hoards that cost. In half its hands, as at medium, the advanced hoarder kept a 2 or a joker
    to its last three cards in 54% of casual hands to steady's 32% (its hoarding hands keep about
    four in five), short of the +25 its signature needs, while it took as many first places."""
    if not 0.5 < p.hold < 1.0:
        return p
    chance = min(1.0, scale(p.hold, 0.5, 0.9) * HOARD_MOOD)
    return replace(p, hold=0.5 + 0.4 * chance)


def searched_lean(p: Personality, seed: int, view: SeatView,
                  rate: Callable[[SeatView, list[Move]], Rated]) -> Move:
    """The move a searching bot of this personality makes; ``rate(view, wishes)`` is its search."""
    p = in_mood(p)
    legal = view.legal
    rated = rate(view, wishes(p, seed, view))
    best = rated[0][0]
    if view.pending:
        if hoards(p, seed, view):  # a hoarder gives and throws away anything but its control cards
            return _within(rated, lambda m: not is_control(m, view.revolution), HOARD_MARGIN) or best
        return best
    n = len(view.cards)
    plays = [m for m in legal if m.kind is MoveKind.PLAY]
    if any(m.size == n for m in plays):
        return best  # going out is every character's first wish
    rng = decision_rng(seed, view, "style")
    rules, rev = view.rules, view.reversed
    if p.revolution > 0 and any(is_revolution(m, rules) for m in plays) and rng.random() < p.revolution:
        move = _within(rated, lambda m: m.kind is MoveKind.PLAY and is_revolution(m, rules), REVOLUTION_MARGIN)
        if move:
            return move
    if view.table is not None and p.cut > 0.5 and any(cuts(m, rules) for m in plays) \
            and rng.random() < scale(p.cut, 0.5, 1.0):
        move = _within(rated, lambda m: m.kind is MoveKind.PLAY and cuts(m, rules), CUT_MARGIN)
        if move:
            return move
    units = plan([int(c) for c in view.cards], rev)
    breaking = lambda m: m.kind is MoveKind.PLAY and not is_control(m, rev) and breaks_group(units, m)
    if view.table is not None and p.risk > 0.3 and rng.random() < BREAK_BY_CHOICE * scale(p.risk, 0.3, 1.0):
        move = _within(rated, breaking, BREAK_MARGIN)
        if move:
            return move
    banned = shunned(p, seed, view, plays, rng.random() < -p.revolution if p.revolution < 0 else False)
    move = (_within(rated, lambda m: m not in banned, HOARD_MARGIN) or best) if banned else best
    if view.table is None:
        return move
    if move.kind is MoveKind.PASS:
        if p.risk > 0.3 and rng.random() < scale(p.risk, 0.3, 1.0):
            other = _within(rated, lambda m: m.kind is MoveKind.PLAY and not is_control(m, rev)
                            and m not in banned, BREAK_MARGIN)
            if other:
                return other
        if p.hold < 0.5 and rng.random() < scale(p.hold, 0.5, 0.0):
            spend = _within(rated, lambda m: m.kind is MoveKind.PLAY and is_control(m, rev) and m not in banned,
                            SPEND_MARGIN)
            if spend:
                return spend
    elif p.risk < 0.3 and is_control(move, rev) and PASS in legal and rng.random() < scale(p.risk, 0.3, 0.0):
        return _within(rated, lambda m: m.kind is MoveKind.PASS, SPEND_MARGIN) or move
    return move


def wishes(p: Personality, seed: int, view: SeatView) -> list[Move]:
    """The moves this character may want that the search should rate too: the cheapest
    revolution, cut, group-breaking play, control play and spare give, as ``styled`` picks them."""
    rev, rules = view.revolution, view.rules
    if view.pending:
        spare = [m for m in view.legal if not is_control(m, rev)]
        return spare[:1] if hoards(p, seed, view) else []
    plays = [m for m in view.legal if m.kind is MoveKind.PLAY]
    cheap = lambda m: (len(m.jokers), m.size)
    low = lambda m: strength(int(m.cards[0]), view.reversed)
    out: list[Move] = []
    if p.revolution > 0:
        out += sorted((m for m in plays if is_revolution(m, rules)), key=cheap)[:1]
    if view.table is not None and p.cut > 0.5:
        out += sorted((m for m in plays if cuts(m, rules)), key=cheap)[:1]
    if view.table is not None and p.risk > 0.3:
        units = plan([int(c) for c in view.cards], view.reversed)
        natural = [m for m in plays if not is_control(m, view.reversed)]
        out += sorted((m for m in natural if breaks_group(units, m)), key=low)[:1] + sorted(natural, key=low)[:1]
    if view.table is not None and p.hold < 0.5:
        out += sorted((m for m in plays if is_control(m, view.reversed)), key=cheap)[:1]
    if hoards(p, seed, view):
        out += sorted((m for m in plays if not is_control(m, view.reversed)), key=low)[:1]
    return out  # one wish may answer two leanings: the search rates it once (``evaluate``)


def _within(rated: Rated, wanted: Callable[[Move], bool], margin: float) -> Move | None:
    """The best-rated move ``wanted`` that the search rates within ``margin`` of its best, if any."""
    return next((m for m, gap in rated if wanted(m) and gap <= margin), None)
