"""Owns the link between table seats and the bots (game.bots) that play them, and the hint.

Each bot seat gets its strength and personality; a human seat handed to a bot
gets a medium stand-in. Searches run on ``BotWorker``'s thread so the window
keeps drawing: ``move_for`` submits a position once and returns None until
the answer is in. A position is named by what changes with every decision, so
after an undo or a reload the old search is simply superseded.
"""
from __future__ import annotations

from typing import Sequence

from game.bots import Bot, make_bot
from game.bots.hint import hint as bot_hint
from game.bots.worker import BotWorker
from game.engine import Move, SeatView

STANDIN = "medium"  # plays for a human who handed over their seat


class Brains:
    """Chooses moves for bot seats (and human seats a bot stands in for)."""

    def __init__(self, seats: Sequence, seed: int) -> None:
        self.seed = seed
        self.bots: dict[int, Bot] = {}
        for i, cfg in enumerate(seats):
            spec = STANDIN if cfg.is_human else f"{cfg.kind}:{cfg.personality}"
            self.bots[i] = make_bot(spec, seed + i)
        self.worker = BotWorker()
        self._asked: tuple | None = None

    @staticmethod
    def _key(seat: int, view: SeatView) -> tuple:
        return (seat, view.number, len(view.history), view.pending, view.owed, len(view.cards), view.counts)

    def move_for(self, seat: int, view: SeatView) -> Move | None:
        key = self._key(seat, view)
        if key != self._asked:
            self._asked = key
            self.worker.submit(self.bots[seat], view)
            return None
        move = self.worker.poll()
        if move is not None:
            self._asked = None
        return move

    def hint(self, view: SeatView) -> tuple[Move, str]:
        """The advanced bot's move for a human's turn, and why (a short, bounded search)."""
        return bot_hint(view, seed=self.seed)
