"""Reads made ready once (``reads.read_checks``) judge a guess exactly as a fresh ``contradiction``
does, however many hands they were asked about before and in whatever order: the remembered
answers and the shared table of planned hands never leak from one hand, read or order to another."""
from __future__ import annotations

import random

from game.bench.search import positions
from game.bots.reads import contradiction, hand_key, pass_reads, read_checks
from game.engine import Hand, Rules, SeatView
from game.engine.determinize import unseen


def after_a_revolution() -> SeatView:
    """Seat 0's view once a revolution was played and passed, then a king led and passed in the
    new order: reads in both orders at once (and sharing one table of planned hands)."""
    h = Hand.setup(Rules.preset("classic"), ["3C 5S 5H 5D 5C 4C", "9H KD KC 7D 6S 6H 6C 6D", "4D 4H 7C TH",
                                             "QD QH JS 9D"], leader=0)
    for move in ["3C", "7D", "pass", "pass", "pass", "6S 6H 6C 6D", "pass", "pass", "pass",
                 "KD", "pass", "pass", "pass"]:
        h.apply(move)
    return h.view(0)


def test_ready_reads_answer_as_fresh_ones_over_many_hands_asked_again():
    rng = random.Random(7)
    asked = reversed_reads = broken = 0
    views = [v for preset in ("classic", "jda", "uecda") for v in positions(preset, 12, 4)]
    for view in views + [after_a_revolution()]:
        reads = pass_reads(view)
        if not reads:
            continue
        checks = read_checks(reads, view.rules)
        assert read_checks(checks, view.rules) == checks  # made ready once, kept as they are
        pool = [int(c) for c in unseen(view)]
        hands = [rng.sample(pool, rng.randint(1, min(12, len(pool)))) for _ in range(15)]
        for held in hands + rng.sample(hands, len(hands)):  # each hand asked twice, the second time remembered
            for read, check in zip(reads, checks):
                want = contradiction(held, read, view.rules)
                assert check(held) == want
                assert check.judge(*hand_key(held)) == want
                asked += 1
                reversed_reads += read.reversed
                broken += want is not None
    assert asked > 2000 and broken > 100 and reversed_reads > 0  # the comparison covered real breaks


def test_a_joker_breaks_a_read_as_held_first():
    view = next(v for v in positions("classic", 40, 4) if any(r.below > 12 and r.table.size == 1
                                                             and not r.table.info.lone_joker
                                                             for r in pass_reads(v)))
    read = next(r for r in pass_reads(view) if r.below > 12 and r.table.size == 1 and not r.table.info.lone_joker)
    check = read_checks([read], view.rules)[0]
    assert check([53, 52]) == (53,) and check([52, 53]) == (52,)
