"""Owns the link between table seats and the bots (game.bots) that play them, and the hint.

Each bot seat gets its strength and personality; a human seat handed to a bot
gets a medium stand-in. Searches run in the ``BotWorker`` process so the window
keeps drawing: ``move_for`` and ``hint_for`` submit a position once and return
None until the answer is in, or, with ``block``, wait for it. The table asks
early (so the search runs while the bot's "thinking" delay is drawn) and blocks
at the delay's last tick, so a move lands on a fixed tick whatever the search
took: a seed plus an input log replays the same frames. A position is named by
what changes with every decision, so after a move, an undo or a reload the old search is simply
superseded. The hint has its own worker: asking for one never cancels a bot's
search, and a bot's turn never eats the hint.
"""
from __future__ import annotations

from typing import Sequence

from game.bots import Bot, make_bot
from game.bots.hint import hint as bot_hint
from game.bots.worker import BotWorker
from game.engine import Move, SeatView

STANDIN = "medium"  # plays for a human who handed over their seat


class _Hinter:
    """The hint as a worker job: ``choose`` answers (move, reason) for the seat's view."""

    name = "hint"

    def __init__(self, seed: int) -> None:
        self.seed = seed

    def choose(self, view: SeatView) -> tuple[Move, str]:
        return bot_hint(view, seed=self.seed)


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
        self.hint_worker = BotWorker()
        self._hint_asked: tuple | None = None

    @staticmethod
    def _key(seat: int, view: SeatView) -> tuple:
        return (seat, view.number, len(view.history), view.pending, view.owed, len(view.cards), view.counts)

    def think(self, seat: int, view: SeatView) -> None:
        """Start the bot's search for this position if it is not running yet (hands nothing over)."""
        key = self._key(seat, view)
        if key != self._asked:
            self._asked = key
            self.worker.submit(self.bots[seat], view)

    def think_hint(self, seat: int, view: SeatView) -> None:
        """Start the hint's search for this position if it is not running yet."""
        key = self._key(seat, view)
        if key != self._hint_asked:
            self._hint_asked = key
            self.hint_worker.submit(_Hinter(self.seed), view)  # type: ignore[arg-type]

    def move_for(self, seat: int, view: SeatView, block: bool = False) -> Move | None:
        """The bot's move once it is in (None before); ``block`` waits for the search to end."""
        key = self._key(seat, view)
        if key != self._asked:
            self._asked = key
            self.worker.submit(self.bots[seat], view)
            if not block:
                return None
        move = self.worker.wait() if block else self.worker.poll()
        if move is not None:
            self._asked = None
        return move

    def hint_for(self, seat: int, view: SeatView, block: bool = False) -> tuple[Move, str] | None:
        """The advanced bot's move for a human's turn and why, once the (bounded) search is done."""
        key = self._key(seat, view)
        if key != self._hint_asked:
            self._hint_asked = key
            self.hint_worker.submit(_Hinter(self.seed), view)  # type: ignore[arg-type]
            if not block:
                return None
        answer = self.hint_worker.wait() if block else self.hint_worker.poll()
        if answer is not None:
            self._hint_asked = None
        return answer  # type: ignore[return-value]

    def cancel_hint(self) -> None:
        """Drop a hint still being searched (the player moved on)."""
        self._hint_asked = None
        self.hint_worker.cancel()
