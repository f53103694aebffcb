"""Owns the log of the hand as each friend's device reads it: the desktop's own lines, made for one
seat's eyes.

The desktop's log (``game.table.hand_log``) is what its table said since the
deal: each effect's words as ``animations.effects_for`` makes them. A device
gets the same lines in the host's language, made for its own seat: an exchange
shows its cards only to the two seats in it (``private_ok``), as the desktop
shows them only to a party of it. The lines are made on the session's thread as
the events come, for every friend seat, so a device that was away gets the whole
hand's log when it rejoins; each device is sent only the lines it has not had.
"""
from __future__ import annotations

from functools import partial
from typing import Any, Sequence

import pygame

from game.engine.events import Event, HandStarted
from game.table import layout
from game.table.animations import effects_for
from game.table.session import Session
from game.table.words import cards_in

RESEND = -1  # ``sent``: the device has none of this hand's log (a new hand, a rejoin): send it all


def _party(seat: int, giver: int, receiver: int) -> bool:
    """May ``seat`` see the faces of cards passed from ``giver`` to ``receiver``? Only as one of the two."""
    return seat in (giver, receiver)


class _Seen:
    """The table as one seat's log tells it (``animations.Table``): names, titles, and where each seat
    sits as seen from it (the effects' flights start there; the log reads only their words)."""

    def __init__(self, session: Session, seat: int) -> None:
        self.session = session
        self.viewer = seat
        view = session.view(seat)
        self.boxes = layout.seat_boxes(view.seats, view.seat, view.order)

    def name(self, seat: int) -> str:
        return self.session.name(seat)

    def title_of(self, seat: int, place: int) -> str:
        return self.session.title_going_out(seat, place)

    def box(self, seat: int) -> pygame.Rect:
        return self.boxes[seat]


class SeatLogs:
    """Each friend seat's log of the hand, and how much of it its device has been sent."""

    def __init__(self) -> None:
        self.lines: dict[int, list[str]] = {}
        self.sent: dict[int, int] = {}

    def heard(self, session: Session, seats: Sequence[int], events: Sequence[Event]) -> None:
        """Add what ``events`` say to each of ``seats``' logs (a deal starts a new one)."""
        for seat in seats:
            seen = _Seen(session, seat)
            lines = self.lines.setdefault(seat, [])
            private_ok = partial(_party, seat)
            for event in events:
                if isinstance(event, HandStarted):
                    lines.clear()
                    self.sent[seat] = RESEND
                for effect in effects_for(event, seen, private_ok):
                    if effect.text:
                        lines.append(cards_in(effect.line))

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
