"""Owns saving a match as it is played: after every move, deal and undo, off the frame's thread, in
its own kind of table's save (Quick Match, Pass & Play, the campaign: ``save.SLOTS``).

``Autosave`` listens to a session. On the frame's thread it only takes the
match's state (``save.encode``: plain values, no disk); the file itself is
written by the game's one ordered writer (``game.writer``), after every write
queued before it, so the disk goes through the positions in the order they
were played and never gets an older one after a newer. Leaving the game
flushes the queue (``App.shutdown``), so a crash loses at most the move in
flight; a failing disk still gets its one notice (``userdata.write_json``).
When the finished match has been shown (``Session.close``), the save is
cleared through the same queue, so no autosave still waiting can bring it back.
"""
from __future__ import annotations

from game import writer
from game.engine.events import Event
from game.table.match.session import Listener, Session
from game.table.saving import save


class Autosave(Listener):
    """Writes the session's save after each change (see the module docstring)."""

    keeps = True

    def moved(self, session: Session, events: list[Event]) -> None:
        self.write(session)

    def dealt(self, session: Session, events: list[Event]) -> None:
        self.write(session)

    def restored(self, session: Session) -> None:
        self.write(session)

    def write(self, session: Session) -> None:
        """Queue the session as it stands now (its state is taken here, on the caller's thread), as
        its kind of table's save (``save.slot_of``)."""
        data, slot = save.encode(session), save.slot_of(session)
        writer.queue(lambda: save.write_data(data, slot))

    def closed(self, session: Session) -> None:
        """The finished match has been shown: forget its save once every write queued before has run."""
        slot = save.slot_of(session)
        writer.queue(lambda: save.clear(slot))
