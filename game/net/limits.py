"""Owns the per-connection rate limit: a token bucket of messages.

A device sends a message when its player taps (a check, a move), so a short
burst is normal and a steady stream is not; a peer that outruns the bucket is
dropped, which keeps a flood from costing the host more than a few parses.
"""
from __future__ import annotations

import time
from typing import Callable

BURST = 30  # messages a device may send at once
PER_SECOND = 5.0  # and the pace it may keep up


class TokenBucket:
    """``take`` answers whether one more message fits now; tokens refill at ``rate`` per second."""

    def __init__(self, capacity: float = BURST, rate: float = PER_SECOND,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.capacity = capacity
        self.rate = rate
        self.clock = clock
        self.tokens = capacity
        self.last = clock()

    def take(self) -> bool:
        now = self.clock()
        self.tokens = min(self.capacity, self.tokens + (now - self.last) * self.rate)
        self.last = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True
