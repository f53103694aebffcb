"""Owns game time: a fixed 60 Hz update clock fed by real frame times.

Following "Fix Your Timestep!": real time accumulates and is spent in fixed
ticks; a long frame (a stall, a dragged window) is clamped and the steps per
frame are capped, so the game slows down instead of spiralling. Everything
else in the game counts ticks, never seconds, so a seed plus an input log
replays the same frames.

Time goes on while nothing moves, but the picture need not: ``Pacer`` tells the
loop when the frames have shown nothing new for a while, and the loop then
sleeps in SDL's event wait between frames (woken at once by any input) instead
of drawing 60 identical frames a second.
"""
from __future__ import annotations

import time
from dataclasses import dataclass

TICKS_PER_SECOND = 60
TICK = 1.0 / TICKS_PER_SECOND
MAX_FRAME = 0.25  # seconds; a longer frame counts as this long
MAX_STEPS = 8  # ticks per rendered frame at most
IDLE_AFTER = 12  # frames in a row with nothing new on screen (0.2 s) before the loop slows down
IDLE_WAIT_MS = 100  # how long the idle loop sleeps between frames unless an event wakes it


@dataclass(frozen=True)
class LoopState:
    accumulator: float = 0.0  # real seconds not yet spent in ticks
    ticks: int = 0  # ticks run since start


def advance(
    state: LoopState,
    frame_time: float,
    *,
    tick: float = TICK,
    max_frame: float = MAX_FRAME,
    max_steps: int = MAX_STEPS,
) -> tuple[LoopState, int]:
    """Add one frame's real time; return the new state and how many ticks to run now.

    Pure, so tests can feed any sequence of frame times.
    """
    acc = state.accumulator + min(max(frame_time, 0.0), max_frame)
    # A tiny epsilon so 1/60 s frames always yield exactly one tick despite float error.
    steps = int((acc + 1e-9) // tick)
    if steps > max_steps:
        steps = max_steps
        acc = 0.0  # drop the debt rather than carry it into the next frame (no spiral)
    else:
        acc = max(acc - steps * tick, 0.0)
    return LoopState(acc, state.ticks + steps), steps


class Clock:
    """Measures real frame times and turns them into tick counts."""

    def __init__(self) -> None:
        self.state = LoopState()
        self._last: float | None = None

    def frame(self) -> int:
        """Call once per rendered frame; returns the ticks to run."""
        now = time.perf_counter()
        elapsed = 0.0 if self._last is None else now - self._last
        self._last = now
        self.state, steps = advance(self.state, elapsed)
        return steps

    def restart(self) -> None:
        """Forget the time spent away (e.g. while paused) so it is not replayed as ticks."""
        self._last = None
        self.state = LoopState(0.0, self.state.ticks)

    @property
    def ticks(self) -> int:
        return self.state.ticks


class Pacer:
    """Decides whether the loop runs at the full frame rate or idles.

    A picture that moves (a card in flight, a blinking prompt) keeps the full rate;
    ``IDLE_AFTER`` frames in a row that presented nothing new make the loop idle,
    sleeping up to ``IDLE_WAIT_MS`` between frames, so a still screen costs a few
    frames a second. Any input wakes it back to the full rate, so a key press is
    answered within a frame, not at the idle rate.
    """

    def __init__(self, idle_after: int = IDLE_AFTER) -> None:
        self.idle_after = idle_after
        self.still = 0  # frames in a row that presented nothing new

    def shown(self, changed: bool) -> None:
        """A frame was drawn; ``changed``: it presented something new."""
        self.still = 0 if changed else self.still + 1

    def woken(self) -> None:
        """Input arrived: answer it at the full rate."""
        self.still = 0

    @property
    def idle(self) -> bool:
        return self.still >= self.idle_after
