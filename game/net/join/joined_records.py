"""Owns the records of a match played from a seat at another computer's table: the player's own
results count in Records, as a match at home does, under the mode "friends" (Friends' Table).

What is counted is this seat's alone: its place, title and points each hand,
what it did (revolutions, eight-cuts... from the events it was shown, which
name every face-up play), the time played, and at the end the match's result,
beside the other seats by the names the host gave them (the rival scopes).
The host keeps the records of its own players.

No replay is kept. A replay holds every seat's cards from the deal and plays
the match again from them (``game.records.replay``); this computer was only
ever shown its own hand and the face-up cards, so it cannot write one that
plays, and it never asks the host for more (no other seat's card leaves the
host: ``docs/protocol.md``).
"""
from __future__ import annotations

from game.engine.events import Event
from game.records.history import MatchLog
from game.table.match.session import Listener
from game.table.match.table_session import TableSession
from game.table.saving.recorder import counted, record

MODE = "friends"


class SeatRecorder(Listener):
    """Counts one joined seat's finished hands (and its match, at its end) into Records."""

    def __init__(self, opening: list[Event]) -> None:
        self.log = MatchLog(complete=False)  # the counts and the time: its moves are never a replay here
        self.log.count(opening)

    def moved(self, session: TableSession, events: list[Event]) -> None:
        self.log.timed()
        self.log.count(events)

    def dealt(self, session: TableSession, events: list[Event]) -> None:
        self.log.count(events)

    def hand_ended(self, session: TableSession) -> None:
        record(None, *counted(session.match, session.seats, [session.viewer], MODE, self.log))
