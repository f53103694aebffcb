"""Owns the link between table seats and the bots that play them, and the hint.

Interim stand-in until ``game.bots`` lands: every bot seat plays its first
legal move and the hint suggests the same, with a plain reason.
"""
from __future__ import annotations

from typing import Sequence

from game.engine import Move, SeatView


class Brains:
    """Chooses moves for bot seats (and human seats a bot stands in for)."""

    def __init__(self, seats: Sequence[object], seed: int) -> None:
        self.seed = seed

    def move_for(self, seat: int, view: SeatView) -> Move | None:
        return view.legal[0] if view.legal else None

    def hint(self, view: SeatView) -> tuple[Move, str]:
        return view.legal[0], "the first legal move"
