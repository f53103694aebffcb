"""A one-line progress report for long command-line runs (the arena, the balance estimate).

It writes only to a terminal, rewriting one line in place, so piped output and
logs keep just the final table; ``finish`` clears the line before the table.
"""
from __future__ import annotations

import sys
import time
from typing import TextIO


class Progress:
    """``update(done)`` as work completes: done/total, rate and time left, at most a few times a second."""

    def __init__(self, total: int, unit: str = "hands", stream: TextIO | None = None,
                 every: float = 0.5) -> None:
        self.total = total
        self.unit = unit
        self.stream = stream if stream is not None else sys.stderr
        self.enabled = self.stream.isatty()
        self.every = every
        self.start = time.perf_counter()
        self._shown = 0.0
        self._width = 0

    def update(self, done: int) -> None:
        if not self.enabled:
            return
        now = time.perf_counter()
        if now - self._shown < self.every and done < self.total:
            return
        self._shown = now
        self._write(line(done, self.total, now - self.start, self.unit))

    def finish(self) -> None:
        if self.enabled and self._width:
            self._write("")

    def _write(self, text: str) -> None:
        self.stream.write("\r" + text.ljust(self._width) + ("" if text else "\r"))
        self.stream.flush()
        self._width = len(text)


def line(done: int, total: int, seconds: float, unit: str = "hands") -> str:
    """``120/400 hands  8.1 hands/s  35 s left`` (time left once a rate is known)."""
    rate = done / seconds if seconds > 0 else 0.0
    text = f"{done}/{total} {unit}  {rate:.1f} {unit}/s"
    if rate > 0 and done < total:
        text += f"  {(total - done) / rate:.0f} s left"
    return text
