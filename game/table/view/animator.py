"""Plays the table's effects one at a time, in event order, so what the play area shows follows what
has been animated (``Shown``), while the effects themselves are built in ``game.table.view.animations``.

Apart from the builders because it is the one stateful part: the queue, the effect running, the
animation-speed scale, skipping, and the log of the hand every effect's words are written to.
"""
from __future__ import annotations

from collections import deque
from typing import Callable

from game.table.view.animations import Effect, Shown


class Animator:
    """Plays effects one at a time; ``shown`` follows what has been animated."""

    def __init__(self, scale: Callable[[int], int]) -> None:
        self.scale = scale  # app.ticks_for: the animation-speed setting
        self.queue: deque[Effect] = deque()
        self.current: Effect | None = None
        self.shown = Shown()
        self.fast = False
        self.log: list[str] = []  # every effect's words in the order shown: the log of the hand

    @property
    def idle(self) -> bool:
        return self.current is None and not self.queue

    def unlanded(self) -> dict[int, int]:
        """Per seat, the cards to add to the engine's count to get the count shown: the engine has moved an
        exchange's cards (a give, the tax) at once, the table moves them as they fly. A queued one is still
        its giver's; one in flight has left its giver and is its receiver's only when it lands."""
        behind: dict[int, int] = {}
        for fx, taken_off in self._exchanges():
            if not taken_off:
                behind[fx.owner] = behind.get(fx.owner, 0) + len(fx.cards)
            behind[fx.to] = behind.get(fx.to, 0) - len(fx.cards)
        return behind

    def unlanded_cards(self, seat: int) -> tuple[list[int], set[int]]:
        """``unlanded`` for one seat's own cards (the viewer's fan): the cards still to show in its hand,
        and those the engine gave it that have not landed."""
        kept: list[int] = []
        coming: set[int] = set()
        for fx, taken_off in self._exchanges():
            if fx.owner == seat and not taken_off:
                kept += [cid for _key, cid in fx.cards]
            if fx.to == seat:
                coming |= {cid for _key, cid in fx.cards}
        return kept, coming

    def _exchanges(self) -> list[tuple[Effect, bool]]:
        """The exchanges not landed, each with whether its cards have left the giver (it is flying)."""
        pending = ([self.current] if self.current is not None else []) + list(self.queue)
        return [(fx, fx is self.current) for fx in pending if fx.to is not None and fx.owner is not None]

    def push(self, effects: list[Effect]) -> None:
        self.queue.extend(effects)

    def update(self, sound: Callable[[str], None]) -> None:
        if self.current is None:
            if not self.queue:
                return
            self.current = self._begin(self.queue.popleft())
            if self.current.sound:
                sound(self.current.sound)
        fx = self.current
        fx.t += 1
        if fx.t >= fx.ticks:
            self._end(fx)

    def _begin(self, fx: Effect) -> Effect:
        """An effect starts: its length is scaled and the status line takes its text (once per effect)."""
        fx.ticks = max(1, self.scale(fx.ticks) // (4 if self.fast else 1))
        if fx.text:
            self.shown.last_text = fx.line
            self.log.append(self.shown.last_text)
        return fx

    def _end(self, fx: Effect) -> None:
        if fx.finish:
            fx.finish(self.shown)
        self.current = None

    def flush(self) -> None:
        """Finish every queued effect at once (undo, skipping): the table shows the end state. The one
        running has started already and only ends; the queued ones end without ever starting."""
        if self.current is not None:
            self._end(self.current)
        while self.queue:
            fx = self.queue.popleft()
            if fx.text:  # never shown, yet it happened: the log keeps it
                self.log.append(fx.line)
            self._end(fx)
