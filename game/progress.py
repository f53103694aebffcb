"""A one-line progress report for long command-line runs (the arena, the balance estimate).

On a terminal it rewrites one line in place and ``finish`` clears it before
the table. Written to a file or a pipe (a long run in the background) it adds
a whole line at most once a minute, so a 50-minute run says how far it is
without burying the log; a run shorter than that writes nothing there.
"""
from __future__ import annotations

import sys
import time
from collections.abc import Callable
from typing import TextIO


class Progress:
    """``update(done)`` as work completes: done/total, rate and time left, at most a few
    times a second on a terminal (``every``), once a minute elsewhere (``log_every``)."""

    def __init__(self, total: int, unit: str = "hands", stream: TextIO | None = None,
                 every: float = 0.5, log_every: float = 60.0,
                 clock: Callable[[], float] = time.perf_counter) -> None:
        self.total = total
        self.unit = unit
        self.stream = stream if stream is not None else sys.stderr
        self.tty = self.stream.isatty()
        self.every = every if self.tty else log_every
        self.clock = clock
        self.start = clock()
        self._shown = 0.0 if self.tty else self.start  # a log's first line comes after a whole interval
        self._width = 0

    def update(self, done: int) -> None:
        now = self.clock()
        due = now - self._shown >= self.every
        if self.tty:  # the last count is always shown: ``finish`` clears it before the table
            if due or done >= self.total:
                self._shown = now
                self._write(self._line(done, now))
        elif due and done < self.total:  # a log line only mid-run: the table follows the last deal at once
            self._shown = now
            self.stream.write(self._line(done, now) + "\n")
            self.stream.flush()

    def _line(self, done: int, now: float) -> str:
        return line(done, self.total, now - self.start, self.unit)

    def finish(self) -> None:
        if self.tty and self._width:
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
