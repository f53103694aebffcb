"""Owns the rate limits: a seat's token bucket of messages, and each address's wrong joins.

A device sends a message when its player taps (a check, a move), so a short
burst is normal and a steady stream is not; a peer that outruns the bucket is
dropped, which keeps a flood from costing the host more than a few parses. The
bucket is the seat's, not the connection's: a device that reconnects and joins
again (each join takes a token too) finds it as it left it.
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

    def refill(self) -> None:
        """Add the tokens the time since the last look earned, up to ``capacity``."""
        now = self.clock()
        self.tokens = min(self.capacity, self.tokens + (now - self.last) * self.rate)
        self.last = now

    def take(self) -> bool:
        self.refill()
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True


WRONG_JOINS = 10  # joins an address may get wrong at once (a mistyped code, a stale secret)
WRONG_JOINS_PER_SECOND = 0.1  # and one more each 10 s after that: a code guesser's pace
ADDRESSES = 4096  # addresses remembered; past this the longest-idle is forgotten (memory stays bounded)


class WrongJoins:
    """The joins each address got wrong (an unknown code, a full table, an unknown secret), as a token
    bucket per address, so a room code (19^4 = 130,321 of them) cannot be found by trying them: past
    ``WRONG_JOINS`` an address tries one code each 10 s, 15 days for the whole space. Only
    wrong joins count: friends behind one address (a home router) who join right
    are never held back."""

    def __init__(self, burst: float = WRONG_JOINS, rate: float = WRONG_JOINS_PER_SECOND,
                 clock: Callable[[], float] = time.monotonic, most: int = ADDRESSES) -> None:
        self.burst = burst
        self.rate = rate
        self.clock = clock
        self.most = most
        self._buckets: dict[str, TokenBucket] = {}  # in order of last use, the longest-idle first

    def blocked(self, address: str) -> bool:
        """Has ``address`` used up its wrong joins for now (so its join is not even looked at)?"""
        bucket = self._buckets.get(address)
        if bucket is None:
            return False
        bucket.refill()
        return bucket.tokens < 1

    def wrong(self, address: str) -> None:
        """``address`` got a join wrong: one token less."""
        bucket = self._buckets.pop(address, None)
        if bucket is None:
            bucket = TokenBucket(self.burst, self.rate, self.clock)
            while len(self._buckets) >= self.most:
                del self._buckets[next(iter(self._buckets))]
        self._buckets[address] = bucket
        bucket.take()
