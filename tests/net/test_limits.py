"""The rate limits: a token bucket (a burst, then a steady pace), and each address's wrong joins."""
from game.net.host.limits import TokenBucket, WrongJoins
from tests.net.hostile import Clock


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


def test_an_address_gets_its_wrong_joins_then_one_each_ten_seconds():
    clock = Clock()
    wrong = WrongJoins(burst=3, rate=0.1, clock=clock)
    for _ in range(3):
        assert not wrong.blocked("10.0.0.1")
        wrong.wrong("10.0.0.1")
    assert wrong.blocked("10.0.0.1") and not wrong.blocked("10.0.0.2")  # another address is untouched
    clock.now += 10
    assert not wrong.blocked("10.0.0.1")
    wrong.wrong("10.0.0.1")
    assert wrong.blocked("10.0.0.1")


def test_the_addresses_remembered_are_bounded_the_longest_idle_forgotten_first():
    wrong = WrongJoins(burst=1, rate=0.0, clock=Clock(), most=3)
    for address in ("a", "b", "c"):
        wrong.wrong(address)
    wrong.wrong("a")  # a is the latest used now: b is the longest idle
    wrong.wrong("d")
    assert len(wrong._buckets) == 3 and wrong.blocked("a") and not wrong.blocked("b") and wrong.blocked("d")
