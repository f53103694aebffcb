"""Owns the link between table seats and the bots (game.bots) that play them, and the hint.

Each bot seat gets its strength and personality; a human seat handed to a bot
gets a medium stand-in. Bot moves and hints take one path (``_Asker``): the
search runs in the bot process (``game.bots.worker``) so the window keeps
drawing; ``move_for`` and ``hint_for`` submit a position once and return None
until the answer is in (``block`` waits for it: for tools without a window).
The table asks early (so the search runs while the bot's "thinking" delay is
drawn) and collects the move at the delay's last tick, or, when the search is
late, on the first tick after it answers, the match clock holding meanwhile:
the move lands on the same tick of the match whatever the search took, and
the frame never waits. A position is named by
what changes with every decision, so after a move, an undo or a reload the old
search is simply superseded. The hint has its own worker: asking for one never
cancels a bot's search, and a bot's turn never eats the hint. The hint's search
comes back as figures and is worded here, on the table's side, in the language
in force and with the seats' names.
"""
from __future__ import annotations

from typing import Any, Callable, Sequence

from game.bots import Bot, BotSpec, Strength, make_bot
from game.bots.base import personality_of
from game.bots.hint import Advice, advise, reason
from game.bots.worker import BotWorker
from game.engine import Move, SeatView

Fits = Callable[[Move, str], bool]
STANDIN = BotSpec(Strength.MEDIUM)  # plays for a human who handed over their seat


def _spec_of(seat) -> BotSpec:
    """A bot seat's settings (``SeatConfig``: a strength and a personality) as its bot's spec."""
    return BotSpec(Strength(seat.kind), personality_of(seat.personality, checked=False))


class _Hinter:
    """The hint as a worker job: ``choose`` answers the search's advice for the seat's view."""

    name = "hint"

    def __init__(self, seed: int) -> None:
        self.seed = seed

    def choose(self, view: SeatView) -> Advice:
        return advise(view, seed=self.seed)


class _Asker:
    """One worker and the position it was last asked about: the same path for bot moves and hints."""

    def __init__(self) -> None:
        self.worker = BotWorker()
        self.asked: tuple | None = None

    def think(self, key: tuple, bot: Bot | _Hinter, view: SeatView) -> bool:
        """Submit ``view`` unless this position is being searched already; True when it was submitted."""
        if key == self.asked:
            return False
        self.asked = key
        self.worker.submit(bot, view)  # type: ignore[arg-type]
        return True

    def answer(self, key: tuple, bot: Bot | _Hinter, view: SeatView, block: bool) -> Any:
        """The answer once it is in (None before); ``block`` waits for the search to end."""
        if self.think(key, bot, view) and not block:
            return None
        answer = self.worker.wait() if block else self.worker.poll()
        if answer is not None:
            self.asked = None
        return answer

    def cancel(self) -> None:
        self.asked = None
        self.worker.cancel()


class Brains:
    """Chooses moves for bot seats (and human seats a bot stands in for), and the human's hint."""

    def __init__(self, seats: Sequence, seed: int) -> None:
        self.seed = seed
        self.bots: dict[int, Bot] = {}
        self.names = [cfg.name for cfg in seats]
        for i, cfg in enumerate(seats):
            self.seat(i, cfg)
        self._moves = _Asker()
        self._hints = _Hinter(seed)
        self._hint = _Asker()

    def seat(self, i: int, cfg: Any) -> None:
        """Seat ``i`` is played as ``cfg`` says (at the start, or when someone else sits down there)."""
        self.names[i] = cfg.name
        self.bots[i] = make_bot(STANDIN if cfg.is_human else _spec_of(cfg), self.seed + i)

    @staticmethod
    def _key(seat: int, view: SeatView) -> tuple:
        return (seat, view.number, len(view.history), view.pending, view.owed, len(view.cards), view.counts)

    def think(self, seat: int, view: SeatView) -> None:
        """Start the bot's search for this position if it is not running yet (hands nothing over)."""
        self._moves.think(self._key(seat, view), self.bots[seat], view)

    def think_hint(self, seat: int, view: SeatView) -> None:
        """Start the hint's search for this position if it is not running yet."""
        self._hint.think(self._key(seat, view), self._hints, view)

    def move_for(self, seat: int, view: SeatView, block: bool = False) -> Move | None:
        """The bot's move once it is in (None before); ``block`` waits for the search to end."""
        return self._moves.answer(self._key(seat, view), self.bots[seat], view, block)

    def hint_for(self, seat: int, view: SeatView, block: bool = False,
                 fits: Fits | None = None) -> tuple[Move, str] | None:
        """The advanced bot's move for a human's turn and why, once the (bounded) search is done.
        ``fits(move, reason)``: does the reason fit where it is shown (it is shortened until it does)."""
        advice = self._hint.answer(self._key(seat, view), self._hints, view, block)
        if advice is None:
            return None
        move = advice.move
        fit = None if fits is None else (lambda text: fits(move, text))
        return move, reason(view, move, advice.figures, self.names, fit)

    def settle(self) -> None:
        """Wait until the searches under way have answered, leaving the answers to be collected (for
        play without a window: a headless match, a tool, the screenshot tour)."""
        self._moves.worker.settle()
        self._hint.worker.settle()

    def cancel_move(self) -> None:
        """Drop a bot's search still running (the position changed: an undo)."""
        self._moves.cancel()

    def cancel_hint(self) -> None:
        """Drop a hint still being searched (the player moved on)."""
        self._hint.cancel()
