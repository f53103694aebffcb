"""Searching off the UI thread: submit a view, poll for the move each frame.

The search is pure Python and yields the interpreter every few milliseconds
(CPython's switch interval), so a thread is enough to keep the window drawing
while a bot thinks. A new ``submit`` or ``cancel`` makes any search still
running stale: its answer is dropped, so a scene that moved on never receives
a move for an old position.
"""
from __future__ import annotations

import threading

from game.engine import Move, SeatView

from .base import Bot


class BotWorker:
    """One search at a time in a daemon thread; ``poll`` hands over the answer once."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._generation = 0
        self._result: Move | None = None
        self._error: Exception | None = None
        self._done = threading.Event()
        self._done.set()

    @property
    def busy(self) -> bool:
        return not self._done.is_set()

    def submit(self, bot: Bot, view: SeatView) -> None:
        """Start choosing for ``view`` (the bot object must not be searching elsewhere)."""
        with self._lock:
            self._generation += 1
            generation = self._generation
            self._result = self._error = None
            done = self._done = threading.Event()
        threading.Thread(target=self._run, args=(bot, view, generation, done), daemon=True,
                         name=f"bot-{bot.name}").start()

    def _run(self, bot: Bot, view: SeatView, generation: int, done: threading.Event) -> None:
        try:
            move = bot.choose(view)
            error = None
        except Exception as exc:  # noqa: BLE001 - poll() re-raises it on the UI thread
            move, error = None, exc
        with self._lock:
            if generation == self._generation:
                self._result, self._error = move, error
            done.set()

    def poll(self) -> Move | None:
        """The chosen move once it is ready (then None again); re-raises a search error."""
        with self._lock:
            if self._error is not None:
                error, self._error = self._error, None
                raise error
            move, self._result = self._result, None
            return move

    def wait(self, timeout: float | None = None) -> Move | None:
        """Block until the current search ends (headless play and tests), then poll."""
        self._done.wait(timeout)
        return self.poll()

    def cancel(self) -> None:
        """Forget the search in flight; its answer will be dropped."""
        with self._lock:
            self._generation += 1
            self._result = self._error = None
