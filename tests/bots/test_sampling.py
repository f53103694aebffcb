"""Reading passes: a guess that gives a passing seat a cheap beating unit is unlikely."""
from __future__ import annotations

import random

from game.bots.reads import pass_reads, violations
from game.bots.sampling import sample_read
from game.engine import Hand, Rules, parse_cards


def ids(text: str) -> list[int]:
    return [int(c) for c in parse_cards(text)]


def test_a_pass_on_a_low_single_rules_out_a_cheap_lone_card():
    rules = Rules.preset("classic")
    hand = Hand.setup(rules, ["5S 3C 4C", "9H KD KC", "6C 6D 7C", "QD QH JS"], leader=0)
    hand.apply("5S")
    hand.apply("9H")
    hand.apply("pass")  # seat 2 passes on a 9: no lone T, J, Q, K or A it would spend
    view = hand.view(0)
    reads = pass_reads(view)
    assert [(r.seat, r.table.size) for r in reads] == [(2, 1)]
    assert violations({2: ids("6C 6D 7C")}, reads, rules) == 0
    assert violations({2: ids("6C 6D JC")}, reads, rules) == 1
    assert violations({2: ids("6C JD JC")}, reads, rules) == 0  # a pair is kept whole
    hidden = sample_read(view, random.Random(1), reads, tries=50)
    assert violations(hidden, reads, rules) == 0
    assert all(len(c) == view.counts[s] for s, c in hidden.items())
