"""The per-connection token bucket: a burst, then a steady pace."""
from game.net.limits import TokenBucket


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def test_a_burst_is_let_through_then_the_pace_is_held():
    clock = Clock()
    bucket = TokenBucket(capacity=3, rate=2.0, clock=clock)
    assert [bucket.take() for _ in range(4)] == [True, True, True, False]
    clock.now += 0.5  # one token back at 2 a second
    assert [bucket.take(), bucket.take()] == [True, False]


def test_an_idle_bucket_fills_no_further_than_its_burst():
    clock = Clock()
    bucket = TokenBucket(capacity=2, rate=1.0, clock=clock)
    clock.now += 100
    assert [bucket.take() for _ in range(3)] == [True, True, False]
