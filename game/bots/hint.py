"""The hint: what the advanced bot would play for a human's seat, and why, with what its search found.

Two halves, because they run in two places. ``advise`` is the search: the
advanced bot's own (steady, its own budget, deterministic per seed), with its
figures per candidate (``advanced.tried``); the table runs it in the bot
process like a bot's move. ``reason`` words it on the table's side, in the
language in force there and with the seats' names: what the search found
("takes the trick in 7 of 10 deals tried; average place 1.8 (2.6 if you
pass)") and one thing about the table or the hand's shape that a player can
check ("careful: Ren has 1 card left", "breaks your pair of Ks"). Each phrase
is said only when it is true of the position, and each is short, so a hint
fits the table's message box in two lines at 1x in either language.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from game.engine import PASS, Move, MoveKind, SeatView
from game.engine.judge import cuts, foul_tags, is_revolution
from game.engine.moves import play
from game.i18n import _, ngettext
from game.naming import play_name

from .advanced import AdvancedBot, Tried, tried
from .base import Personality, personality
from .policy import TOP, Unit, move_strength, plan

HINT_BUDGET = Personality().budget  # the advanced bot's own: the hint is the move it would make
NEAR_OUT = 2  # an opponent with this few cards left is worth a warning
SHEDS = (MoveKind.GIVE, MoveKind.DISCARD, MoveKind.RETURN)


@dataclass(frozen=True)
class Advice:
    """The search's answer: the move, and the figures of every candidate it tried (best first)."""

    move: Move
    figures: tuple[Tried, ...]


def advise(view: SeatView, budget: int = HINT_BUDGET, seed: int = 0) -> Advice:
    """The advanced bot's search for ``view``'s seat (it must be that seat's turn)."""
    if not view.legal:
        raise ValueError("no hint: it is not this seat's turn")
    bot = AdvancedBot(personality("steady").with_changes(budget=budget), seed)  # steady leans nowhere
    rows = tried(bot, view)
    return Advice(rows[0].move, tuple(rows))


def hint(view: SeatView, names: Sequence[str] | None = None, budget: int = HINT_BUDGET, seed: int = 0,
         fits: Callable[[str], bool] | None = None) -> tuple[Move, str]:
    """The suggested move and its reason in the language in force (``names`` and ``fits``: see ``reason``)."""
    advice = advise(view, budget, seed)
    return advice.move, reason(view, advice.move, advice.figures, names, fits)


def _cards(move: Move) -> str:
    """A move as its cards: "4H 4D" (a give or discard without its kind word)."""
    return str(move).split(" ", 1)[-1] if move.kind in SHEDS else str(move)


# -- what the search found -----------------------------------------------------------------
def _row(figures: Sequence[Tried], move: Move) -> Tried | None:
    return next((r for r in figures if r.move == move and r.deals), None)


def _trick(row: Tried) -> str:
    """How often the play held the table; "in 0 of 53" reads as a slip, so a play always beaten says so."""
    if row.tricks == 0:
        # TRANSLATORS: the search played the move out on n guesses of the hidden cards and it never held the table
        return ngettext("is beaten in the {n} deal tried", "is beaten in all {n} deals tried",
                        row.deals).format(n=row.deals)
    # TRANSLATORS: the search played the move out on n guesses of the hidden cards; k is how often it held the table
    return ngettext("takes the trick in {k} of {n} deal tried", "takes the trick in {k} of {n} deals tried",
                    row.deals).format(k=row.tricks, n=row.deals)


def _place(place: float) -> str:
    return f"{place + 1:.1f}"


def _against(row: Tried, other: Tried, figures: Sequence[Tried]) -> tuple[str, str]:
    """(row's mean place, other's) as said: on the playouts both had when ``row`` is the
    search's choice (a move the halving dropped early saw only the first guesses)."""
    if row is figures[0] and other.shared is not None:
        return _place(other.shared[1]), _place(other.shared[0])
    return _place(row.place), _place(other.place)


def _places(move: Move, figures: Sequence[Tried]) -> str | None:
    """Mean finishing place with the move against passing, else against the search's next best move."""
    row = _row(figures, move)
    if row is None:
        return None
    others = [r for r in figures if r.deals and r.move != move]
    passing = next((r for r in others if r.move.kind is MoveKind.PASS), None)
    if move.kind is MoveKind.PASS:
        if not others:
            return _("passing averages place {q}").format(q=_place(row.place))
        q, p = _against(row, others[0], figures)
        # TRANSLATORS: places are mean finishing places over the deals tried (1.0 = always first)
        return _("passing averages place {q} ({p} with {move})").format(q=q, p=p, move=_cards(others[0].move))
    if passing is not None:
        p, q = _against(row, passing, figures)
        return _("average place {p} ({q} if you pass)").format(p=p, q=q)
    if others:
        p, q = _against(row, others[0], figures)
        return _("average place {p} ({q} with {move})").format(p=p, q=q, move=_cards(others[0].move))
    return _("average place {p}").format(p=_place(row.place))


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


def reason(view: SeatView, move: Move, figures: Sequence[Tried] = (), names: Sequence[str] | None = None,
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


def _shed(view: SeatView, move: Move, figures: Sequence[Tried]) -> Clauses:
    what = {
        MoveKind.GIVE: ngettext("gives away a card you can spare", "gives away cards you can spare", move.size),
        MoveKind.DISCARD: ngettext("throws away a card you can spare", "throws away cards you can spare", move.size),
        MoveKind.RETURN: ngettext("returns a card you can spare", "returns cards you can spare", move.size),
    }[move.kind]
    kept = _kept(view, move)
    return [(0, what), (1, _places(move, figures)), (2, _("keeps your {group}").format(group=kept) if kept else None)]


def _passing(view: SeatView, figures: Sequence[Tried], names: Sequence[str] | None) -> Clauses:
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
    return [(1, _places(PASS, figures)), note]


def _playing(view: SeatView, move: Move, figures: Sequence[Tried], names: Sequence[str] | None) -> Clauses:
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
    elif broken is not None:
        note = (3, _("breaks your {group}").format(group=_your(broken)))
    else:
        note = (4, _("keeps your {group}").format(group=kept) if kept else None)
    row = _row(figures, move)
    return [(2, _trick(row) if row and not cut else None), (1, _places(move, figures)), note]
