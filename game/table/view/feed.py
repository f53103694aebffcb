"""Owns one seat's story of a match, written once: what a screen showing that seat may see and say.

Three screens show a match: the desktop's table (``TableView``), a friend's
phone (``game.net.host.net_room`` sends it) and a joined computer (the table there is
fed the same way, by ``ClientSession``). Each draws from a ``Feed``: one per
seat, and one with no seat for the shared screen every friend looks at (a host
at a TV), which holds no hand. So the three tell one story three ways. A feed gives:

- ``view()``: the seat's ``SeatView``; with no seat, the seat shown's view
  with its cards turned into face-down stand-ins and nothing of its
  exchanges or moves, so a shared screen cannot draw a card it was never given;
- ``tell(events)``: the events this seat may see (``seen_by``), each with its
  effects (``animations.effects_for``: the banner of an eight-cut, a
  revolution, a lock, a jack-back, a going out, a foul, a fall from grace;
  the flight of a seven-give, a ten-discard, the tax), in the desktop's words;
  an exchange shows its faces to its two parties only;
- ``standing``: the seats best first at the match's end, ties on total
  broken by the last hand's places, the same order on every screen;
- ``owed()``: the decision the seat owes now, with its key: the same number
  while it is the same decision, the next one for a new decision, so an
  answer names the decision it answers and a late one is known as late;
- ``presence()``: for every seat, played by its person (``HERE``), by the
  CPU while they are away or handed it over (``CPU``), or waiting for a
  friend whose device is gone (``AWAY``): said alike on every screen
  (``words.presence``);
- ``submit(move)``: the engine's own check of a move for the decision owed
  (``Hand.resolve``, the check every move passes before it is applied): the
  refusal, or None once the session has it to play on its next tick.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Hashable, Sequence

import pygame

from game.engine import IllegalMove, Move, SeatView
from game.engine import events as ev
from game.engine.cards import CARDS
from game.table.view import layout
from game.table.view.animations import Effect, effects_for
from game.table.wording import refusals

if TYPE_CHECKING:
    from game.table.match.table_session import TableSession

UNSEEN = CARDS[52]  # the stand-in for a card this seat may not see: counted, drawn face down
HERE, AWAY, CPU = "", "away", "cpu"  # ``presence``: its person plays the seat; gone; the CPU plays it

# Events every seat may see whole: plays, passes and effects on the table, cards sent face up to the
# discard pile (a ten-discard, a fallen millionaire's hand, a cleared trick), the results.
_PUBLIC: frozenset[type[ev.Event]] = frozenset({
    ev.DecisionOwed, ev.LeadTo, ev.Played, ev.Passed, ev.SpadeThreeCounter, ev.SuitLocked,
    ev.RevolutionPending, ev.RevolutionCancelled, ev.RevolutionLanded, ev.JackBack, ev.Discarded,
    ev.EightCut, ev.TableCleared, ev.WentOut, ev.Fouled, ev.FellFromGrace, ev.HandOver, ev.MatchOver,
})
# Cards handed from one seat to another: the two seats' fields (giver, receiver).
_PASSED: dict[type[ev.Event], tuple[str, str]] = {
    ev.TaxPaid: ("giver", "receiver"), ev.TaxReturned: ("giver", "receiver"), ev.Gave: ("seat", "to")}


def parties(event: ev.Event) -> tuple[int, int] | None:
    """The two seats of an exchange (who see its cards), or None for an event that is not one."""
    fields = _PASSED.get(type(event))
    return None if fields is None else (getattr(event, fields[0]), getattr(event, fields[1]))


def seen_by(event: ev.Event, seat: int | None) -> ev.Event | None:
    """The event as ``seat`` (None: a shared screen) may see it, or None when no seat may be told of it.

    A deal shows the seat its own hand and every other as stand-ins; an exchange shows its cards to
    its two parties and stand-ins to the rest. Any other event is sent only if ``_PUBLIC`` names it,
    so an event the engine adds later stays unseen until someone decides who may see it."""
    if isinstance(event, ev.HandStarted):
        return replace(event, hands=tuple(h if i == seat else (UNSEEN,) * len(h) for i, h in enumerate(event.hands)))
    between = parties(event)
    if between is not None:
        return event if seat in between else replace(event, cards=(UNSEEN,) * len(event.cards))  # type: ignore[attr-defined]
    return event if type(event) in _PUBLIC else None


@dataclass(frozen=True)
class Told:
    """One event as a seat may see it, and what it shows there (its effects, in order)."""

    event: ev.Event
    effects: list[Effect]


@dataclass(frozen=True)
class Decision:
    """What a seat owes now: a play (``can_pass``: or a pass), or ``count`` cards to give, discard or
    return to ``to``; ``key`` names this decision (see the module docstring)."""

    kind: str
    count: int | None
    to: int | None
    can_pass: bool
    key: int


@dataclass(frozen=True)
class Refused:
    """A move turned down: the engine's refusal code (or ``out_of_turn``) and why, in the player's words."""

    code: str
    reason: str


def presence_of(session: "TableSession", seat: int) -> str:
    """Who plays ``seat`` now: its person (``HERE``), the CPU (``CPU``), or nobody yet, its friend's
    device gone (``AWAY``; the CPU takes over after the grace period)."""
    return CPU if seat in session.standins else AWAY if seat in session.away else HERE


def standing(scores: Sequence[int], last_places: Sequence[int]) -> list[int]:
    """Seats best first at a match's end, as every screen ranks them: by total, a tie on total broken
    by the last hand's places (as the engine picks the winner)."""
    return sorted(last_places, key=lambda seat: (-scores[seat], list(last_places).index(seat)))


def _position(view: SeatView) -> Hashable:
    """The position a decision is owed in: it changes with every move, so each decision has its own."""
    return (view.number, len(view.history), view.to_act, view.pending, view.owed, view.counts)


class Feed:
    """One seat's story of a match (see the module docstring); ``seat`` None: a shared screen's."""

    def __init__(self, session: "TableSession", seat: int | None) -> None:
        self.session = session  # a rematch points the feed at the new match: decisions keep counting
        self._seat = seat
        self._asked: tuple[int, Hashable] = (-1, None)  # the last decision's number and position
        self._boxes: dict[int, pygame.Rect] | None = None  # the seats' boxes while ``tell`` builds effects

    @property
    def seat(self) -> int | None:
        return self._seat

    # -- what the seat sees (``animations.Table`` too: the effects are built from the feed) ---------
    @property
    def viewer(self) -> int:
        """The seat the table is drawn from: this feed's own, or for a shared screen the session's seat shown."""
        return self.session.viewer if self.seat is None else self.seat

    def name(self, seat: int) -> str:
        return self.session.name(seat)

    def title_of(self, seat: int, place: int) -> str:
        return self.session.title_going_out(seat, place)

    def boxes(self) -> dict[int, pygame.Rect]:
        view = self.session.view(self.viewer)
        return layout.seat_boxes(view.seats, view.seat, view.order)

    def box(self, seat: int) -> pygame.Rect:
        return (self._boxes or self.boxes())[seat]

    def private_ok(self, giver: int, receiver: int) -> bool:
        """An exchange's faces show only to its two parties."""
        return self.seat is not None and self.seat in (giver, receiver)

    def view(self) -> SeatView:
        view = self.session.view(self.viewer)
        if self.seat is not None:
            return view
        return replace(view, cards=(UNSEEN,) * len(view.cards), exchanges=(), legal=())

    def seen(self, events: Sequence[ev.Event]) -> list[ev.Event]:
        """The events as this seat may see them (``seen_by``), those it may be told of."""
        return [e for e in (seen_by(event, self.seat) for event in events) if e is not None]

    def tell(self, events: Sequence[ev.Event]) -> list[Told]:
        """Each event this seat may see, with what it shows (the seats' boxes, where flights start and
        land, worked out once for them all: each is a whole view of the table)."""
        seen = self.seen(events)
        self._boxes = self.boxes() if seen else None
        try:
            return [Told(e, effects_for(e, self, self.private_ok)) for e in seen]
        finally:
            self._boxes = None

    def presence(self) -> list[str]:
        return [presence_of(self.session, seat) for seat in range(self.session.match.seats)]

    # -- what the seat owes, and its answer ---------------------------------------------------------
    def owed(self, seen: SeatView | None = None) -> Decision | None:
        """The decision this seat owes now, or None (not its turn, between hands, the CPU plays it);
        ``seen``: the seat's view as it stands, when the caller has it."""
        s, seat = self.session, self.seat
        if seat is None or s.match.between_hands or s.to_act != seat or seat in s.standins:
            return None
        view = seen or s.view(seat)
        if not view.my_turn:
            return None
        position = _position(view)
        number, last = self._asked
        if last != position:
            number += 1
            self._asked = (number, position)
        kind = str(view.pending or "play")
        return Decision(kind, view.owed if kind != "play" else None, view.owed_to,
                        any(m.is_pass for m in view.legal), number)

    def submit(self, move: Move | str, key: int | None = None) -> Refused | None:
        """Check ``move`` for the decision this seat owes (named by ``key``, when the answer says which) with
        the engine, and hand it to the session to play on its next tick; or say why not."""
        owed = self.owed()
        if owed is None or (key is not None and key != owed.key):
            return Refused("out_of_turn", refusals.not_your_turn())
        try:
            resolved = self.session.match.hand.resolve(move)
        except IllegalMove as exc:
            return Refused(exc.code, refusals.word(exc))
        assert self.seat is not None  # owed() says it is this seat's turn
        self.session.submit(self.seat, resolved)
        return None


class ScreenFeed(Feed):
    """The feed of this device's own screen: the seat shown while its person holds the device (their own
    at a quick match; the one who confirmed the "pass to" screen at pass and play), else no seat: a
    shared screen (a host at a TV, every hand a friend's on their own device, or nobody confirmed yet)."""

    def __init__(self, session: "TableSession") -> None:
        super().__init__(session, None)

    @property
    def seat(self) -> int | None:
        s = self.session
        held = s.sits_here(s.viewer) and (s.confirmed or not s.shared_screen)
        return s.viewer if held else None

