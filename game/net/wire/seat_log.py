"""Owns the log of the hand as each friend's device reads it: the desktop's own lines, made for one
seat's eyes.

The desktop's log (``game.table.wording.hand_log``) is what its table said since the
deal: each effect's words. A device gets the same lines in the host's
language, from what its seat's feed told (``Feed.tell``): an exchange shows
its cards only to the two seats in it, as the desktop shows them only to a
party of it. The lines are kept on the session's thread as the events come,
for every friend seat, so a device that was away gets the whole hand's log
when it rejoins; each device is sent only the lines it has not had.
"""
from __future__ import annotations

from typing import Any, Sequence

from game.engine.events import HandStarted
from game.table.view.feed import Told
from game.table.wording.words import cards_in

RESEND = -1  # ``sent``: the device has none of this hand's log (a new hand, a rejoin): send it all


class SeatLogs:
    """Each friend seat's log of the hand, and how much of it its device has been sent."""

    def __init__(self) -> None:
        self.lines: dict[int, list[str]] = {}
        self.sent: dict[int, int] = {}

    def heard(self, seat: int, told: Sequence[Told]) -> None:
        """Add what ``seat``'s feed told to its log (a deal starts a new one)."""
        lines = self.lines.setdefault(seat, [])
        for item in told:
            if isinstance(item.event, HandStarted):
                lines.clear()
                self.sent[seat] = RESEND
            lines.extend(cards_in(effect.line) for effect in item.effects if effect.text)

    def resend(self, seat: int) -> None:
        """The device is new to the table (a rejoin, a reload): its next news has the whole log."""
        self.sent[seat] = RESEND

    def news(self, seat: int) -> dict[str, Any] | None:
        """The ``log`` message's fields for the lines ``seat``'s device has not had (``start``: where they
        go in its log, 0 for a whole new one), or None when there are none."""
        lines = self.lines.get(seat, [])
        start = self.sent.get(seat, RESEND)
        if start != RESEND and start >= len(lines):
            return None
        start = max(start, 0)
        self.sent[seat] = len(lines)
        return {"start": start, "lines": lines[start:]}
