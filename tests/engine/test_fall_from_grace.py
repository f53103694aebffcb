"""The fall from grace: a millionaire who is not first out leaves the hand (RULES.md §5, §9.11).

Every scenario is built with ``Hand.setup`` (the cards not named go to the discard pile) on classic with
foul finish and every foul tag on, so a fall and a foul can meet; each docstring quotes the sentence of
RULES.md it checks.
"""
from __future__ import annotations

from game.engine import Hand, Match, Rules, parse_cards
from game.engine.events import FellFromGrace, Fouled, HandOver, LeadTo, TableCleared, WentOut

from .helpers import card_names, foul_rules, held, of, step


def ffg(**changes) -> Rules:
    return foul_rules(fall_from_grace=True, **changes)


def test_fall_from_grace_when_another_seat_goes_out_first_cleanly():
    """§5: "if a seat other than the reigning millionaire goes out first (cleanly), the millionaire leaves the
    hand at once; their cards go to the discard pile" """
    hand = Hand.setup(ffg(), ["5S", "6S 9H", "7S 9D", "KS KH 4C"], leader=0, millionaire=3)
    events = hand.apply("5S")
    assert of(events, WentOut) == [WentOut(0, 1)]
    assert of(events, FellFromGrace) == [FellFromGrace(3, tuple(parse_cards("4C KS KH")))]
    assert hand.cards(3) == []
    discard = {int(c) for c in hand.discard}
    assert {int(c) for c in parse_cards("KS KH 4C")} <= discard
    assert hand.places == [0, 3]
    # the fallen seat no longer takes turns
    assert hand.to_act == 1
    hand.apply("6S")
    hand.apply("7S")
    assert hand.to_act == 1 or hand.is_over


def test_fallen_millionaire_is_skipped():
    """§5: "the millionaire leaves the hand at once" - the trick goes round without them."""
    hand = Hand.setup(ffg(pass_locks_out=False), ["5S", "6S 9H", "7S 9D", "KS KH 4C"], leader=0, millionaire=3)
    hand.apply("5S")
    hand.apply("6S")  # seat 1
    hand.apply("7S")  # seat 2
    assert hand.to_act == 1  # seat 3 is out


def test_fallen_millionaire_ranks_below_non_foul_seats():
    """§5: "they rank below every other non-foul seat." """
    hand = Hand.setup(ffg(), ["5S", "6S", "7S 9D", "KS KH 4C"], leader=0, millionaire=3)
    hand.apply("5S")  # seat 0 out, seat 3 falls
    events = hand.apply("6S")  # seat 1 out, seat 2 left over
    assert hand.is_over
    assert hand.places == [0, 1, 2, 3]
    (over,) = of(events, HandOver)
    assert over.titles[3] == "Beggar"


def test_fouls_rank_below_a_fallen_millionaire():
    """§5: "Foul finishers rank below a fallen millionaire." """
    hand = Hand.setup(ffg(), ["2S", "5S", "4S 6S", "9S 9H"], leader=0, millionaire=3)
    events = hand.apply("2S")  # seat 0 fouls: not clean, no fall
    assert of(events, FellFromGrace) == []
    for _ in range(3):
        hand.apply("pass")  # clear: seat 1 leads
    events = hand.apply("5S")  # first clean finisher: seat 3 falls; seat 2 is left over
    assert of(events, FellFromGrace) == [FellFromGrace(3, tuple(parse_cards("9S 9H")))]
    assert hand.is_over
    assert hand.places == [1, 2, 3, 0]
    (over,) = of(events, HandOver)
    assert over.titles == ("Beggar", "Millionaire", "Rich", "Poor")


def test_foul_first_finisher_does_not_trigger_the_fall():
    """§9.11: "**Fall from grace** is triggered by the first *clean* finisher, if that is not the millionaire." """
    hand = Hand.setup(ffg(), ["2S", "5S 9H", "4S 6S", "9S 9D"], leader=0, millionaire=3)
    events = hand.apply("2S")
    assert of(events, Fouled)
    assert of(events, FellFromGrace) == []
    assert held(hand, 3) == card_names("9S 9D")


def test_fall_triggered_only_by_the_first_clean_finisher():
    """§9.11: "**Fall from grace** is triggered by the first *clean* finisher" - the millionaire going out first
    cleanly keeps their place, and a later finisher does not make them fall."""
    hand = Hand.setup(ffg(), ["4S 9H", "5S", "6S 9C", "7S"], leader=0, millionaire=1)
    hand.apply("4S")
    events = hand.apply("5S")  # the millionaire goes out first
    assert of(events, WentOut) == [WentOut(1, 1)]
    assert of(events, FellFromGrace) == []
    hand.apply("6S")
    events = hand.apply("7S")  # seat 3 goes out second
    assert of(events, FellFromGrace) == []
    assert hand.places[:2] == [1, 3]


def test_millionaire_who_fouled_out_does_not_also_fall():
    """§9.11: "A millionaire who has already fouled out does not also fall." """
    hand = Hand.setup(ffg(), ["2S", "5S", "4S 6S", "9S 9D"], leader=0, millionaire=0)
    hand.apply("2S")  # the millionaire fouls out
    for _ in range(3):
        hand.apply("pass")  # clear: seat 1 leads
    events = hand.apply("5S")
    assert of(events, FellFromGrace) == []
    assert of(events, WentOut) == [WentOut(1, 1)]
    assert hand.places == [1, 0]


def test_no_fall_from_grace_when_switch_off():
    """§5: "**Fall from grace** (`fall_from_grace`)" - off, the millionaire stays in."""
    hand = Hand.setup(foul_rules(fall_from_grace=False), ["5S", "6S 9H", "7S 9D", "KS KH 4C"], leader=0, millionaire=3)
    events = hand.apply("5S")
    assert of(events, FellFromGrace) == []
    assert held(hand, 3) == card_names("KS KH 4C")


def test_no_fall_from_grace_in_the_first_hand():
    """§5: "from the second hand on" - a first hand has no reigning millionaire."""
    hand = Hand.setup(ffg(), ["5S", "6S 9H", "7S 9D", "KS KH 4C"], leader=0)
    events = hand.apply("5S")
    assert of(events, FellFromGrace) == []
    assert held(hand, 3) == card_names("KS KH 4C")


def test_fall_from_grace_with_three_seats_ends_the_hand():
    """§5: "The hand ends when one seat is left" - a fall can leave one seat, which is left over."""
    hand = Hand.setup(ffg(), ["5S", "6S 9H", "KS KH"], leader=0, millionaire=2)
    events = hand.apply("5S")
    assert of(events, FellFromGrace)
    assert hand.is_over
    assert hand.places == [0, 1, 2]


def test_fall_when_millionaire_holds_the_table():
    """§5: "the millionaire leaves the hand at once" - even with their play on the table; the trick goes on."""
    hand = Hand.setup(ffg(), ["5S 3C", "7S KS KH", "TS", "4S 4H"], leader=0, millionaire=1)
    hand.apply("5S")
    hand.apply("7S")  # the millionaire's play on the table
    events = hand.apply("TS")  # seat 2 out first, cleanly
    assert of(events, FellFromGrace) == [FellFromGrace(1, tuple(parse_cards("KS KH")))]
    assert hand.to_act == 3
    hand.apply("pass")
    events = hand.apply("pass")  # seat 0 passes: the table clears, seat 3 (next in after seat 2) leads
    assert of(events, TableCleared)
    assert of(events, LeadTo) == [LeadTo(3)]


def test_every_finisher_fouled_millionaire_left_over_keeps_the_top():
    """§9.13: "If every finisher fouled, the seat left over is Millionaire." - with fall from grace on, no clean
    finisher means no fall."""
    hand = Hand.setup(ffg(), ["2S", "JK", "4S 5S"], leader=0, millionaire=2)
    hand.apply("2S")
    events = hand.apply("JK")
    assert of(events, FellFromGrace) == []
    assert hand.places == [2, 0, 1]


def test_fall_from_grace_in_a_match_only_from_the_second_hand():
    """§5: "from the second hand on, if a seat other than the reigning millionaire goes out first (cleanly), the
    millionaire leaves the hand at once" - played out with jda (fall from grace on), first legal move each time."""
    falls = 0
    for seed in range(6):
        match = Match(Rules.preset("jda").replace(rounds=2), seats=4, seed=seed)
        while not match.is_over:
            number = match.hand.number
            events = step(match, lambda m: m.legal_moves()[0])
            for fell in of(events, FellFromGrace):
                assert number == 2, f"seed {seed}: a fall in hand {number}"
                assert fell.seat == match.results[0].places[0]
                falls += 1
        second = match.results[1]
        assert len(second.places) == 4
    assert falls >= 1
