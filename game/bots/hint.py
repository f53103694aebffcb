"""The hint: what the advanced bot would play for a human's seat, and why, with what its search found.

Two halves, because they run in two places. ``advise`` is the search: the
advanced bot's own (steady, its own budget, deterministic per seed), with
every playout it made per candidate (``Outcomes``); the table runs it in the
bot process like a bot's move. ``reason`` words it on the table's side, in
the language in force there and with the seats' names, as a player would say
it: how the play tends to fare ("it usually gets beaten; you finish about
2nd on average (3rd if you pass)") and one thing about the table or the
hand's shape that a player can check ("careful: Ren has 1 card left",
"breaks your pair of Ks").

Every figure in one hint comes from one set of playouts: the halving drops
weak moves early, so passing may have been tried on the first few deals
only, and setting the choice's mean over every deal against passing's over
those few (or counting the deals of one set and averaging another) would
compare different luck. The figures are therefore taken on the playouts the
two moves share; below ``MIN_DEALS`` deals no figure is said at all, since
one deal is an anecdote, not a tendency. Each phrase is said only when it is
true of the position, and each is short, so a hint fits the table's message
box in two lines at 1x in either language.
"""
from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from game.engine import PASS, Hand, Move, MoveKind, SeatView
from game.engine.judge import cuts, foul_tags, is_revolution
from game.engine.moves import play
from game.i18n import N_, _, ngettext
from game.naming import play_name

from .advanced import AdvancedBot, takes_trick
from .base import Personality, personality
from .policy import TOP, Unit, move_strength, plan

HINT_BUDGET = Personality().budget  # the advanced bot's own: the hint is the move it would make
NEAR_OUT = 2  # an opponent with this few cards left is worth a warning
MIN_DEALS = 5  # fewer deals tried than this and the hint says no figure (one deal proves nothing)
SAME = 0.2  # mean places closer than this are "about the same"
SHEDS = (MoveKind.GIVE, MoveKind.DISCARD, MoveKind.RETURN)
PLACES = (N_("1st"), N_("2nd"), N_("3rd"), N_("4th"), N_("5th"), N_("6th"))  # a finishing place as said


@dataclass(frozen=True)
class Outcomes:
    """Every playout the search gave one candidate: the hint's figures are counted from these."""

    move: Move
    playouts: tuple[tuple[int, int, int], ...]  # (deal drawn, playout stream, finishing place: 0 for first)
    took: frozenset[int]  # the deals on which the play took its trick (``advanced.takes_trick``)


@dataclass(frozen=True)
class Advice:
    """The search's answer: the move, and the outcomes of every candidate it tried (best first)."""

    move: Move
    figures: tuple[Outcomes, ...]


def advise(view: SeatView, budget: int = HINT_BUDGET, seed: int = 0) -> Advice:
    """The advanced bot's search for ``view``'s seat (it must be that seat's turn), watched playout by
    playout. Whether a play took its trick is found once per deal by playing that trick on from the
    deal with the stream of its first playout there, outside the budget; the choice is the bot's own."""
    if not view.legal:
        raise ValueError("no hint: it is not this seat's turn")
    bot = AdvancedBot(personality("steady").with_changes(budget=budget), seed)  # steady leans nowhere
    deals: dict[int, int] = {}  # id of a drawn hand -> its number (the search holds every hand it drew)
    runs: dict[Move, list[tuple[int, int, int]]] = {}
    seen: dict[Move, set[int]] = {}
    took: dict[Move, set[int]] = {}

    def watch(move: Move, base: Hand, stream: int, place: int) -> None:
        deal = deals.setdefault(id(base), len(deals))
        runs.setdefault(move, []).append((deal, stream, place))
        if move.kind is not MoveKind.PLAY or deal in seen.setdefault(move, set()):
            return
        seen[move].add(deal)
        h = base.copy()
        h.push(move)
        if takes_trick(h, random.Random(stream)):
            took.setdefault(move, set()).add(deal)

    ranked = bot.evaluate(view, watch)
    return Advice(ranked[0][0], tuple(Outcomes(m, tuple(runs.get(m, ())), frozenset(took.get(m, ())))
                                      for m, _ in ranked))


def hint(view: SeatView, names: Sequence[str] | None = None, budget: int = HINT_BUDGET, seed: int = 0,
         fits: Callable[[str], bool] | None = None) -> tuple[Move, str]:
    """The suggested move and its reason in the language in force (``names`` and ``fits``: see ``reason``)."""
    advice = advise(view, budget, seed)
    return advice.move, reason(view, advice.move, advice.figures, names, fits)


def _cards(move: Move) -> str:
    """A move as its cards: "4H 4D" (a give or discard without its kind word)."""
    return str(move).split(" ", 1)[-1] if move.kind in SHEDS else str(move)


# -- what the search found -----------------------------------------------------------------
@dataclass(frozen=True)
class Figures:
    """What the hint says of a move, every number over the same playouts."""

    deals: int  # distinct deals among them
    tricks: int  # of those deals, how many the play took its trick on
    place: float  # the move's mean finishing place over them (0 for first)
    other: Outcomes | None  # what it is set against: passing, else the search's next best move
    other_place: float | None  # that move's mean place over the same playouts


def figures_for(move: Move, figures: Sequence[Outcomes]) -> Figures | None:
    """The figures said for ``move``: against passing (else the next best move tried) on the playouts
    both had; where those hold too few deals, the move alone on all of its own; None below ``MIN_DEALS``."""
    mine = next((o for o in figures if o.move == move and o.playouts), None)
    if mine is None:
        return None
    others = [o for o in figures if o.playouts and o.move != move]
    other = next((o for o in others if o.move.kind is MoveKind.PASS), others[0] if others else None)
    if other is not None:
        theirs = {(deal, stream): place for deal, stream, place in other.playouts}
        both = [(deal, place, theirs[deal, stream]) for deal, stream, place in mine.playouts
                if (deal, stream) in theirs]
        deals = {deal for deal, _, _ in both}
        if len(deals) >= MIN_DEALS:
            return Figures(len(deals), len(deals & mine.took), sum(p for _, p, _ in both) / len(both), other,
                           sum(q for _, _, q in both) / len(both))
    deals = {deal for deal, _, _ in mine.playouts}
    if len(deals) < MIN_DEALS:
        return None
    return Figures(len(deals), len(deals & mine.took), sum(p for _, _, p in mine.playouts) / len(mine.playouts),
                   None, None)


def _trick(fig: Figures) -> str:
    """How the play fares against the next players, in words: the share of deals it took its trick in."""
    share = fig.tricks / fig.deals
    if share == 0:
        return _("it gets beaten every time")
    if share < 0.4:
        return _("it usually gets beaten")
    if share <= 0.6:
        return _("it takes the trick about half the time")
    if share < 1:
        return _("it usually takes the trick")
    return _("it takes the trick every time")


def _ordinal(place: float) -> str:
    """A mean place (0 for first) as the nearest finishing place said: "2nd"."""
    return _(PLACES[min(int(place + 0.5), len(PLACES) - 1)])


def _if_other(move: Move, other: Move) -> str:
    if other.kind is MoveKind.PASS:
        return _("if you pass")
    if move.kind is MoveKind.PASS:
        # TRANSLATORS: {move} is the search's best play, in card codes: "9C"
        return _("if you play {move}").format(move=_cards(other))
    # TRANSLATORS: {move} is the search's next best move, in card codes: "9C" or "3C 4C" (a give)
    return _("with {move}").format(move=_cards(other))


def _places(move: Move, fig: Figures | None) -> str | None:
    """The move's mean finishing place against the other's (``figures_for``), nearest places in words; a
    difference too small to round apart is said as such, and one that favours the other move is left unsaid."""
    if fig is None:
        return None
    mine = _ordinal(fig.place)
    if fig.other is None or fig.other_place is None or fig.other_place - fig.place <= -SAME:
        return _("you finish about {place} on average").format(place=mine)
    when = _if_other(move, fig.other.move)
    if _ordinal(fig.other_place) != mine:
        # TRANSLATORS: "3rd if you pass": the other move's place said after the choice's
        than = _("{place} {when}").format(place=_ordinal(fig.other_place), when=when)
    elif fig.other_place - fig.place >= SAME:
        than = _("a little worse {when}").format(when=when)
    else:
        than = _("about the same {when}").format(when=when)
    # TRANSLATORS: places are mean finishing places over the deals the search tried; {than} compares another move
    return _("you finish about {place} on average ({than})").format(place=mine, than=than)


# -- what the hand and the table say -------------------------------------------------------
def _your(unit: Unit) -> str:
    return play_name(play(unit))


def _kept(view: SeatView, move: Move) -> str | None:
    """The best thing the hand still holds after the move: a group or run, else a control card."""
    rev = view.reversed
    used = {int(c) for c in move.cards}
    jokers = [c for c in map(int, view.cards) if c >= 52]
    rest = [c for c in map(int, view.cards) if c < 52 and c not in used] + jokers[len(move.jokers):]
    units = plan(rest, rev)
    groups = [u for u in units if len(u) > 1]
    if groups:
        return _your(max(groups, key=lambda u: (len(u), move_strength(play(u), rev))))
    if any(c >= 52 for c in rest) and len(rest) > 1:
        return _("joker")
    tops = [u for u in units if move_strength(play(u), rev) >= TOP]
    return _your(tops[0]) if tops else None


def _threat(view: SeatView, names: Sequence[str] | None) -> str | None:
    """A warning about the opponent nearest to going out, by name."""
    near = [s for s in view.active if s != view.seat and view.counts[s] <= NEAR_OUT]
    if not near:
        return None
    seat = min(near, key=lambda s: view.counts[s])
    who = names[seat] if names else _("seat {n}").format(n=seat)
    held = view.counts[seat]
    return ngettext("careful: {name} has {n} card left", "careful: {name} has {n} cards left", held).format(
        name=who, n=held)


def _broken(units: list[Unit], move: Move) -> Unit | None:
    """The planned pair, triple or run the move takes part of without the whole of it."""
    used = {int(c) for c in move.cards}
    return next((u for u in units if len(u) > 1 and used & set(u) and not set(u) <= used), None)


Clauses = list[tuple[int, str | None]]  # (rank: 0 is kept longest, text) in the order they are said


def _join(parts: list[str]) -> str:
    out = ""
    for part in parts:
        # TRANSLATORS: joins the clauses of one hint ("takes the trick ...; breaks your pair of Ks")
        out = _("{first}; {second}").format(first=out, second=part) if out else part
    return out


def _fit(clauses: Clauses, fits: Callable[[str], bool] | None) -> str:
    """The clauses in order, joined; while the text does not ``fit`` the box, the least needed
    (highest rank) goes first, down to one."""
    kept = [(rank, text) for rank, text in clauses if text]
    while fits is not None and len(kept) > 1 and not fits(_join([t for _, t in kept])):
        kept.remove(max(kept, key=lambda c: c[0]))
    return _join([t for _, t in kept])


def reason(view: SeatView, move: Move, figures: Sequence[Outcomes] = (), names: Sequence[str] | None = None,
           fits: Callable[[str], bool] | None = None) -> str:
    """Why ``move`` is suggested for ``view``: the search's ``figures`` and one true thing about the
    position, in the language in force. ``names`` name the seats (by number without them); ``fits``
    says whether a reason fits where it is shown (clauses are dropped, least needed first, until it does)."""
    if move.kind in SHEDS:
        return _fit(_shed(view, move, figures), fits)
    if move.kind is MoveKind.PASS:
        if not any(m.kind is MoveKind.PLAY for m in view.legal):
            return _("nothing you hold beats the {what}").format(what=play_name(view.table))
        return _fit(_passing(view, figures, names), fits)
    if move.size == len(view.cards):
        if any(view.rules.is_foul_tag_on(tag) for tag in foul_tags(move, view.rules, view.reversed)):
            # A foul finish still empties the hand, but ranks the seat last: say so, never praise it.
            return _("plays out your last cards, but as a foul finish: you would place last")
        return _("plays out your last cards")
    return _fit(_playing(view, move, figures, names), fits) or _("the only sensible play")


def _shed(view: SeatView, move: Move, figures: Sequence[Outcomes]) -> Clauses:
    what = {
        MoveKind.GIVE: ngettext("gives away a card you can spare", "gives away cards you can spare", move.size),
        MoveKind.DISCARD: ngettext("throws away a card you can spare", "throws away cards you can spare", move.size),
        MoveKind.RETURN: ngettext("returns a card you can spare", "returns cards you can spare", move.size),
    }[move.kind]
    kept = _kept(view, move)
    return [(0, what), (1, _places(move, figures_for(move, figures))), (2, _("keeps your {group}").format(group=kept) if kept else None)]


def _passing(view: SeatView, figures: Sequence[Outcomes], names: Sequence[str] | None) -> Clauses:
    rev = view.reversed
    cheapest = min((m for m in view.legal if m.kind is MoveKind.PLAY), key=lambda m: move_strength(m, rev))
    broken = _broken(plan([int(c) for c in view.cards], rev), cheapest)
    threat = _threat(view, names)
    if threat:
        note = (0, threat)
    elif cheapest.jokers or move_strength(cheapest, rev) >= TOP:
        note = (2, _("the {what} is worth more later").format(what=play_name(cheapest)))
    elif broken is not None:
        note = (2, _("passing keeps your {group} together").format(group=_your(broken)))
    else:
        note = (2, _("your answers are better spent leading later"))
    return [(1, _places(PASS, figures_for(PASS, figures))), note]


def _playing(view: SeatView, move: Move, figures: Sequence[Outcomes], names: Sequence[str] | None) -> Clauses:
    cut = cuts(move, view.rules)
    broken = _broken(plan([int(c) for c in view.cards], view.reversed), move)
    kept = _kept(view, move)
    threat = _threat(view, names)
    if threat:
        note = (0, threat)
    elif is_revolution(move, view.rules):
        note = (1, _("starts a revolution: the order flips at once") if view.rules.revolution_timing == "immediate"
                else _("starts a revolution: the order flips when the table clears"))
    elif cut:
        note = (1, _("clears the table so you lead again"))
    elif broken is not None and is_revolution(play(broken), view.rules):
        note = (1, _("breaks up your {group}: no revolution from it").format(group=_your(broken)))
    elif broken is not None:
        note = (3, _("breaks your {group}").format(group=_your(broken)))
    else:
        note = (4, _("keeps your {group}").format(group=kept) if kept else None)
    fig = figures_for(move, figures)
    return [(2, _trick(fig) if fig and not cut else None), (1, _places(move, fig)), note]
