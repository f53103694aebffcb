"""Turns, clears and going out: how play moves round the table after a move (RULES.md §3, §5, §9.13, §10).

The half of ``Hand`` that decides who acts next, when the table clears and
when a seat or the hand is finished, kept here so each module stays one
thing: ``Hand`` (``hand.py``) makes the moves and inherits these. Like every
step of a hand, each builds its events only for a hand that keeps a record
(``ev`` is None in a search).
"""
from __future__ import annotations

from .cards import shown
from .events import Event, FellFromGrace, Fouled, HandOver, JackBack, LeadTo, RevolutionLanded, TableCleared, WentOut
from .kinds import ClearReason
from .titles import titles_for


class Turns:
    """Who acts next, clears, going out and the hand's end, for ``Hand`` (whose fields these read and set)."""

    __slots__ = ()

    def _next_in(self, seat: int) -> int | None:
        """The next seat still in after ``seat`` in turn order."""
        active = self.active
        for s in _turns(self.order)[seat]:
            if s in active and s != seat:
                return s
        return None

    def _advance(self, seat: int, ev: list[Event] | None) -> None:
        if len(self.active) < 2 or self.is_over:
            self._check_over(ev)
            return
        last, passed = self.table_seat, self.passed
        # §10.11 (tndhms): with last_player_answers the last player is asked too, and only its pass clears
        owner = None if self.rules.last_player_answers else last
        for s in self.active:
            if s != owner and s not in passed:
                break
        else:  # every other seat still in has passed since the last play
            if last is None:  # everyone passed an empty table: its leader, next after the last passer, plays
                self._lead(self._next_in(seat), ev)
                return
            self._clear(ClearReason.PASSES, ev)
            self._lead(last if last in self.active else self._next_in(last), ev)
            return
        # sitting out: every passer with pass_locks_out, else only those who passed the empty table (§10.14)
        out = passed if self.rules.pass_locks_out else self.lead_passed
        active = self.active
        for s in _turns(self.order)[seat]:
            if s != owner and s in active and s not in out:
                self.to_act = s
                return
        raise AssertionError("no seat to act")  # pragma: no cover - the clear check above covers it

    def _lead(self, seat: int, ev: list[Event] | None) -> None:
        self.to_act = seat
        if ev is not None:
            ev.append(LeadTo(seat))

    def _clear(self, reason: ClearReason, ev: list[Event] | None) -> None:
        if ev is not None:
            ev.append(TableCleared(reason, shown(self.trick_cards)))
            self.discard += self.trick_cards
            self.trick_cards = []
        self.trick = []
        self.table = self.table_seat = None
        self.passed.clear()
        self.lead_passed.clear()
        self.lock = 0
        if self.jack_back:
            self.jack_back = False
            self.reversed = not self.reversed
            if ev is not None:
                ev.append(JackBack(None, False, self.reversed))
        if self.pending_revolution:
            self.pending_revolution = False
            self.revolution = not self.revolution
            self.reversed = not self.reversed
            if ev is not None:
                ev.append(RevolutionLanded(self.revolution, self.reversed))

    def _go_out(self, seat: int, tags: tuple[str, ...], ev: list[Event] | None) -> None:
        self.active.remove(seat)
        fouls = tuple(t for t in tags if self.rules.is_foul_tag_on(t))
        if fouls:
            self.fouls.append(seat)
            if ev is not None:
                ev.append(Fouled(seat, fouls))
            return
        self.finished.append(seat)
        if ev is not None:
            ev.append(WentOut(seat, len(self.finished)))
        mill = self.millionaire
        if (self.rules.fall_from_grace and len(self.finished) == 1 and mill is not None
                and mill != seat and mill in self.active):
            self.active.remove(mill)
            if ev is not None:
                ev.append(FellFromGrace(mill, shown(self.hands[mill])))
                self.discard += self.hands[mill]
            self.hands[mill] = []
            self.fallen = mill

    def _check_over(self, ev: list[Event] | None) -> bool:
        if self.is_over:
            return True
        if len(self.active) > 1:
            return False
        if self.active:
            self.left_over = self.active.pop()
        if self.table is not None:
            self._clear(ClearReason.HAND_OVER, ev)  # §9.14: a pending revolution lands
        self.is_over = True
        self.to_act = None
        self.owed = []
        if ev is None:  # the places stand; the titles and points are for the record
            return True
        places = self.places
        titles = titles_for(len(places))
        by_seat = [""] * self.seats
        points = [0] * self.seats
        for i, s in enumerate(places):
            by_seat[s] = titles[i]
            points[s] = self.rules.points_for(i, titles[i])
        ev.append(HandOver(self.number, tuple(places), tuple(by_seat), tuple(points)))
        return True


_TURNS: dict[tuple[int, ...], dict[int, tuple[int, ...]]] = {}


def _turns(order: tuple[int, ...]) -> dict[int, tuple[int, ...]]:
    """For each seat, the seats in turn order from the next one round to itself, worked out once per
    order (at most 720 of them) rather than on every move."""
    found = _TURNS.get(order)
    if found is None:
        n = len(order)
        found = _TURNS[order] = {s: tuple(order[(i + k) % n] for k in range(1, n + 1)) for i, s in enumerate(order)}
    return found
