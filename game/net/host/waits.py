"""Owns how long a friend's turn waits for them: the grace period (their device away), the idle period
(connected and silent), and when a seat the CPU took is theirs again.

The clock is the turn's, not the connection's: it counts the ticks the seat
has owed its turn, and neither a rejoin nor a message restarts it, so a device
that reconnects again and again cannot hold the table. A seat that comes back
on a turn past its period is given back once the CPU has made that turn's move.
``host.NetRoom`` ticks it on the session's thread and tells the devices what
changed.
"""
from __future__ import annotations

from typing import Collection

from game.table.match.session import Session


class TurnWaits:
    """The ticks each friend's turn has waited, and the seats to give back once their turn is played."""

    def __init__(self, grace_ticks: int, idle_ticks: int | None) -> None:
        """``idle_ticks``: None when nothing watches a connected seat (a turn timer moves for it)."""
        self.grace_ticks = grace_ticks
        self.idle_ticks = idle_ticks
        self.waited: dict[int, int] = {}  # per seat: ticks its turn has waited for it, away or silent
        self.returning: set[int] = set()  # seats back on a turn past its period: theirs after it

    def give_back(self, session: Session, seat: int) -> None:
        """The person at ``seat`` is back: the seat is theirs again, at once, or once the CPU has made the
        move of a turn that waited past the grace or idle period."""
        period = self.grace_ticks if self.idle_ticks is None else min(self.grace_ticks, self.idle_ticks)
        if session.to_act == seat and self.waited.get(seat, 0) >= period:
            self.returning.add(seat)
        else:
            session.set_standin(seat, False)

    def tick(self, session: Session, friends: Collection[int], connected: Collection[int]) -> tuple[int | None, bool]:
        """One tick: (the seat the CPU takes now, or None; whether a seat was given back)."""
        seat = session.to_act
        for other in [s for s in self.waited if s != seat]:
            del self.waited[other]  # turn by turn: an earlier turn's wait never shortens this one's
        given = False
        for back in [s for s in self.returning if s != seat]:
            self.returning.discard(back)
            if back in connected:
                session.set_standin(back, False)
                given = True
        if seat is None or seat not in friends or seat in session.standins or session.match.between_hands:
            return None, given
        self.waited[seat] = self.waited.get(seat, 0) + 1
        limit = self.idle_ticks if seat in connected else self.grace_ticks
        if limit is not None and self.waited[seat] >= limit:
            session.set_standin(seat, True)
            return seat, given
        return None, given
