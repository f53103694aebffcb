"""Reading the public history: a guess that gives a passing seat a cheap beating unit, or a seat
that answered a play a cheaper answer, is unlikely; a seat that led holds nothing below its lead."""
from __future__ import annotations

import random

from game.bots.reads import ALL_RANKS, lead_floors, pass_reads, public_steps, violations
from game.bots.sampling import Guesser, repair, sample_read
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
    passes = [r for r in reads if r.seat == 2]
    assert [(r.seat, r.table.size) for r in reads] == [(2, 1), (1, 1)]  # seat 1's 9H on the 5S is read too
    assert violations({2: ids("6C 6D 7C")}, passes, rules) == 0
    assert violations({2: ids("6C 6D JC")}, passes, rules) == 1
    assert violations({2: ids("6C JD JC")}, passes, rules) == 0  # a pair is kept whole
    hidden = sample_read(view, random.Random(1), reads, tries=50)
    assert violations(hidden, reads, rules) == 0
    assert all(len(c) == view.counts[s] for s, c in hidden.items())


def test_a_play_on_a_table_rules_out_a_cheaper_lone_answer():
    rules = Rules.preset("classic")
    hand = Hand.setup(rules, ["5S 3C 4C", "KH 9D 9C", "6C 6D 7C", "QD QH JS"], leader=0)
    hand.apply("5S")
    hand.apply("KH")  # seat 1 answers a 5 with a king: no lone 6 to Q it would rather spend
    reads = pass_reads(hand.view(0))
    assert [(r.seat, r.below) for r in reads] == [(1, 10)]  # below the king's strength
    assert violations({1: ids("9D 9C")}, reads, rules) == 0  # a pair is kept whole
    assert violations({1: ids("9D 8C")}, reads, rules) == 1
    assert violations({1: ids("AC 2C")}, reads, rules) == 0  # an ace is no cheaper answer than the king


def test_a_seat_that_led_holds_nothing_below_its_lead():
    rules = Rules.preset("classic")
    hand = Hand.setup(rules, ["3S 9C KD", "6H 9D QS 5C", "4D TC 7D", "JD JH KS 3H"], leader=1)
    hand.apply("9D")  # seat 1 leads a 9 while holding a 5 and a 6: not read, as it shows below
    for move in ("TC", "pass", "pass", "pass", "4D"):  # seat 2 takes the trick and leads its 4
        hand.apply(move)
    view = hand.view(0)
    assert lead_floors(view) == {1: ALL_RANKS & ~0b111111, 2: ALL_RANKS & ~0b1}  # 9 and up; 4 and up
    hand.apply("pass")
    hand.apply("pass")
    hand.apply("6H")  # seat 1 plays below its own lead: it does not lead its weakest, so no floor
    view = hand.view(0)
    assert lead_floors(view) == {2: ALL_RANKS & ~0b1}
    guesser = Guesser(view, lead_floors(view))
    for seed in range(30):
        hidden = guesser.deal(random.Random(seed))
        assert all(c >> 2 >= 1 for c in hidden[2])  # no 3 for the seat that led a 4
        assert sorted(len(c) for c in hidden.values()) == sorted(view.counts[s] for s in (1, 2, 3))


def test_a_lead_reads_the_order_in_force():
    rules = Rules.preset("classic")
    hand = Hand.setup(rules, ["3S 9C", "QH 8D 5C", "4D TC", "JD KS"], leader=1, reversed=True)
    hand.apply("QH")  # under a revolution a queen is weak: nothing above it, K, A and 2 included
    assert lead_floors(hand.view(0)) == {1: (1 << 10) - 1}  # ranks 3 to Q


def test_a_guess_is_mended_toward_the_reads_by_swaps_that_keep_every_constraint():
    rules = Rules.preset("classic")
    hand = Hand.setup(rules, ["3S 9C KD 3H", "6H 9D QS 5C 4H", "4D 7D JC JD 9H 9S", "8H KS 3C AC 2D"], leader=1)
    for move in ("5C", "7D", "8H"):  # seat 3 cuts with the 8H and leads again
        hand.apply(move)
    hand.apply("3C")  # ... and leads its 3
    hand.apply("pass")  # seat 0
    hand.apply("6H")
    hand.apply("pass")  # seat 2 passes on a 6: no lone card from 7 to A (its pairs it keeps)
    view = hand.view(0)
    steps = public_steps(view)
    reads, floors = pass_reads(view, steps), lead_floors(view, steps)
    guesser = Guesser(view, floors)
    assert sum(violations(guesser.deal(random.Random(seed)), reads, rules) > 0 for seed in range(20)) >= 15
    for seed in range(20):
        rng = random.Random(seed)
        first = guesser.deal(random.Random(seed))
        mended = repair(guesser, {s: list(c) for s, c in first.items()}, reads, rng, 300)
        assert violations(mended, reads, rules) == 0
        assert {s: len(c) for s, c in mended.items()} == {s: len(c) for s, c in first.items()}
        assert sorted(c for cs in mended.values() for c in cs) == sorted(c for cs in first.values() for c in cs)
        assert all(guesser.fit[s](c) for s in guesser.fit for c in mended[s])


def test_a_pass_when_another_seat_is_near_out_says_no_joker_and_no_top_card():
    rules = Rules.preset("classic")
    hand = Hand.setup(rules, ["5S 3C", "9H KD KC 4C", "6C 6D 7C 8S", "QD QH JS 4H"], leader=0)
    hand.apply("5S")  # seat 0 is down to one card: a careful player answers now with anything
    hand.apply("9H")
    hand.apply("pass")
    reads = [r for r in pass_reads(hand.view(0)) if r.seat == 2]
    assert violations({2: ids("6C 6D 2C")}, reads, rules) == 1  # it would have spent the 2
    assert violations({2: [int(c) for c in parse_cards("6C 6D JK")]}, reads, rules) == 1  # or the joker
    assert violations({2: ids("6C 6D 7C")}, reads, rules) == 0


def test_the_set_aside_pile_of_a_guess_never_holds_a_joker():
    from game.engine import Match

    rules = Rules.preset("president")  # two jokers, an equal deal: two natural cards set aside at 4 seats
    match = next(m for m in (Match(rules, seats=4, seed=s) for s in range(1, 50))
                 if m.hand.set_aside and all(c < 52 for c in m.hand.hands[0]))
    view = match.view(0)
    guesser, rng = Guesser(view), random.Random(3)
    for _ in range(200):
        hidden = guesser.deal(rng)
        assert sum(c >= 52 for cards in hidden.values() for c in cards) == 2
        assert all(len(hidden[s]) == view.counts[s] for s in hidden)
        assert all(c < 52 for c in Hand.from_view(view, hidden).set_aside)


def test_a_card_no_seat_may_hold_is_mended_into_the_set_aside_pile():
    rules = Rules.preset("jda")  # an equal deal: leftovers lie face down, out of play
    hands = [ids("5S 3C 4C"), ids("6D 6C"), ids("7C 7D")]
    aside = ids("KD")
    discard = [c for c in range(52) if c not in {c for h in hands for c in h} | set(aside)] + [52]
    hand = Hand(rules, hands, leader=0, discard=discard, set_aside=aside)
    hand.apply("5S")
    hand.apply("pass")
    hand.apply("pass")  # neither seat had a lone card above the 5 to spend: the KD is in neither hand
    view = hand.view(0)
    reads = pass_reads(view)
    guesser = Guesser(view)
    assert sorted(guesser.pool) == sorted(ids("6D 6C 7C 7D KD"))
    mended_any = 0
    for seed in range(20):
        first = guesser.deal(random.Random(seed))
        mended_any += violations(first, reads, rules) > 0
        mended = repair(guesser, {s: list(c) for s, c in first.items()}, reads, random.Random(seed), 60)
        assert violations(mended, reads, rules) == 0
        assert {s: len(c) for s, c in mended.items()} == {1: 2, 2: 2}
        assert Hand.from_view(view, mended).set_aside == ids("KD")
    assert mended_any >= 10  # most deals put the KD in a hand


def test_the_pile_takes_no_joker_when_a_guess_is_mended():
    rules = Rules.preset("president")
    hands = [ids("5S 3C 4C"), [52, int(parse_cards("6C")[0])], ids("7C 7D")]
    aside = ids("KD 9S")
    discard = [c for c in range(52) if c not in {c for h in hands for c in h} | set(aside)] + [53]
    hand = Hand(rules, hands, leader=0, discard=discard, set_aside=aside)
    hand.apply("5S")
    hand.apply("pass")
    hand.apply("pass")  # the joker must be somewhere: never set aside, whatever the reads say
    view = hand.view(0)
    reads, guesser = pass_reads(view), Guesser(view)
    for seed in range(20):
        mended = repair(guesser, guesser.deal(random.Random(seed)), reads, random.Random(seed), 60)
        assert sum(c >= 52 for cs in mended.values() for c in cs) == 1
