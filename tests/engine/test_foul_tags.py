"""Foul finishes, tag by tag: which last play makes going out a foul (RULES.md §5, §9.12).

Every scenario is built with ``Hand.setup`` (the cards not named go to the discard pile) on classic with
foul finish and every foul tag on unless a test says otherwise; each docstring quotes the sentence of
RULES.md it checks.
"""
from __future__ import annotations

from game.engine import Hand, parse_cards
from game.engine.events import DecisionOwed, Discarded, EightCut, Fouled, Gave, LeadTo, RevolutionLanded, WentOut

from .helpers import foul_rules, of


def fouled_tags(events) -> set[str]:
    (foul,) = of(events, Fouled)
    return set(foul.tags)


def test_clean_finish_without_foul_card():
    """§5: "going out with a play that holds a foul card ranks you below every clean finisher" - a plain 5 is clean."""
    hand = Hand.setup(foul_rules(), ["5S", "6S 9H", "7S 9D"], leader=0)
    events = hand.apply("5S")
    assert of(events, Fouled) == []
    assert of(events, WentOut) == [WentOut(0, 1)]


def test_foul_finish_off_means_no_fouls():
    """§5: "**Foul finish** (`foul_finish`, with the card set `foul_cards`)" - with the switch off a 2 finishes cleanly."""
    hand = Hand.setup(foul_rules(foul_finish=False), ["2S", "6S 9H", "7S 9D"], leader=0)
    events = hand.apply("2S")
    assert of(events, Fouled) == []
    assert of(events, WentOut) == [WentOut(0, 1)]


def test_foul_tag_joker_lone_joker():
    """§5: "Tags in `foul_cards`: `joker`" - going out with a lone joker fouls."""
    hand = Hand.setup(foul_rules(), ["JK", "6S 9H", "7S 9D"], leader=0)
    events = hand.apply("JK")
    assert fouled_tags(events) == {"joker"}
    assert of(events, WentOut) == []
    assert hand.places == [0]


def test_foul_tag_joker_standing_in_a_group():
    """§9.12: "Foul tags count natural cards only (the `joker` tag covers jokers)." - a joker standing in fouls."""
    hand = Hand.setup(foul_rules(), ["5S JK", "6S 9H", "7S 9D"], leader=0)
    events = hand.apply("5S JK=5")
    assert fouled_tags(events) == {"joker"}


def test_joker_standing_as_a_two_is_not_a_two():
    """§9.12: "Foul tags count natural cards only (the `joker` tag covers jokers)." - JK=2H tags joker, not two/top_rank."""
    hand = Hand.setup(foul_rules(), ["KH AH JK", "6S 9H", "7S 9D"], leader=0)
    events = hand.apply("KH AH JK=2H")
    assert fouled_tags(events) == {"joker"}


def test_joker_tag_not_in_foul_cards_is_clean():
    """§5: "Tags in `foul_cards`" - a tag not in the set does not foul."""
    hand = Hand.setup(foul_rules(foul_cards=["two"]), ["JK", "6S 9H", "7S 9D"], leader=0)
    events = hand.apply("JK")
    assert of(events, Fouled) == []
    assert of(events, WentOut) == [WentOut(0, 1)]


def test_foul_tag_two():
    """§5: "`two` (any natural 2)" """
    hand = Hand.setup(foul_rules(foul_cards=["two"]), ["2H", "6S 9H", "7S 9D"], leader=0)
    events = hand.apply("2H")
    assert of(events, Fouled)[0].tags == ("two",)


def test_two_in_a_run_is_a_two():
    """§5: "`two` (any natural 2)" - also inside a run."""
    hand = Hand.setup(foul_rules(foul_cards=["two"]), ["KH AH 2H", "6S 9H", "7S 9D"], leader=0)
    events = hand.apply("KH AH 2H")
    assert of(events, Fouled)[0].tags == ("two",)


def test_foul_tag_top_rank_is_two_in_normal_order():
    """§5: "`top_rank` (2 normally, 3 while the order is reversed)" """
    hand = Hand.setup(foul_rules(foul_cards=["top_rank"]), ["2H", "6S 9H", "7S 9D"], leader=0)
    events = hand.apply("2H")
    assert of(events, Fouled)[0].tags == ("top_rank",)


def test_two_and_top_rank_together_in_normal_order():
    """§5: "`two` (any natural 2); `top_rank` (2 normally ...)" - a 2 carries both tags."""
    hand = Hand.setup(foul_rules(), ["2H", "6S 9H", "7S 9D"], leader=0)
    events = hand.apply("2H")
    assert fouled_tags(events) == {"two", "top_rank"}


def test_three_is_not_top_rank_in_normal_order():
    """§5: "`top_rank` (2 normally, 3 while the order is reversed)" - a 3 (not the spade) is clean normally."""
    hand = Hand.setup(foul_rules(), ["3H", "6S 9H", "7S 9D"], leader=0)
    events = hand.apply("3H")
    assert of(events, Fouled) == []


def test_foul_tag_top_rank_is_three_while_reversed():
    """§5: "`top_rank` (2 normally, 3 while the order is reversed)" """
    hand = Hand.setup(foul_rules(), ["3H", "6S 9H", "7S 9D"], leader=0, reversed=True)
    events = hand.apply("3H")
    assert fouled_tags(events) == {"top_rank"}


def test_two_while_reversed_is_a_two_but_not_top_rank():
    """§5: "`two` (any natural 2); `top_rank` (2 normally, 3 while the order is reversed)" """
    hand = Hand.setup(foul_rules(), ["2H", "6S 9H", "7S 9D"], leader=0, reversed=True)
    events = hand.apply("2H")
    assert fouled_tags(events) == {"two"}


def test_top_rank_judged_before_own_revolution_four_threes_clean():
    """§9.12: "`top_rank` is judged by the order in force *before* the finishing play's own effects." -
    four 3s in the natural order flip the order (immediate) but are not top rank."""
    r = foul_rules(revolution_timing="immediate", foul_cards=["top_rank"])
    hand = Hand.setup(r, ["3S 3H 3D 3C", "6S 9H", "7S 9D"], leader=0)
    events = hand.apply("3S 3H 3D 3C")
    assert of(events, RevolutionLanded)  # the play's own effect did reverse the order
    assert of(events, Fouled) == []
    assert of(events, WentOut) == [WentOut(0, 1)]


def test_top_rank_judged_before_own_revolution_four_threes_while_reversed():
    """§9.12: "`top_rank` is judged by the order in force *before* the finishing play's own effects." -
    while reversed, four 3s are top rank even though they end the revolution."""
    r = foul_rules(revolution_timing="immediate", foul_cards=["top_rank"])
    hand = Hand.setup(r, ["3S 3H 3D 3C", "6S 9H", "7S 9D"], leader=0, reversed=True)
    events = hand.apply("3S 3H 3D 3C")
    assert of(events, Fouled)[0].tags == ("top_rank",)


def test_top_rank_judged_before_own_revolution_four_twos():
    """§9.12: "`top_rank` is judged by the order in force *before* the finishing play's own effects." -
    four 2s are top rank although they start a revolution."""
    r = foul_rules(revolution_timing="immediate", foul_cards=["top_rank"])
    hand = Hand.setup(r, ["2S 2H 2D 2C", "6S 9H", "7S 9D"], leader=0)
    events = hand.apply("2S 2H 2D 2C")
    assert of(events, Fouled)[0].tags == ("top_rank",)


def test_top_rank_judged_before_own_jack_back():
    """§9.12: "`top_rank` is judged by the order in force *before* the finishing play's own effects." -
    a run 3..J in the natural order reverses the order by its own jack-back; its 3 was not top rank before."""
    r = foul_rules(jack_back=True, foul_cards=["top_rank"])
    hand = Hand.setup(r, ["3H 4H 5H 6H 7H 8H 9H TH JH", "6S 9C", "7S 9D"], leader=0)
    events = hand.apply("3H 4H 5H 6H 7H 8H 9H TH JH")
    assert of(events, Fouled) == []
    assert of(events, WentOut) == [WentOut(0, 1)]


def test_top_rank_judged_before_own_jack_back_while_reversed():
    """§9.12: "`top_rank` is judged by the order in force *before* the finishing play's own effects." -
    while reversed, a run J..2 whose jack-back restores the natural order is judged reversed: no 3, clean."""
    r = foul_rules(jack_back=True, foul_cards=["top_rank"])
    hand = Hand.setup(r, ["JH QH KH AH 2H", "6S 9H", "7S 9D"], leader=0, reversed=True)
    events = hand.apply("JH QH KH AH 2H")
    assert of(events, Fouled) == []


def test_top_rank_after_jack_back_in_the_trick_is_three():
    """§5: "`top_rank` (2 normally, 3 while the order is reversed)" - reversed by an earlier jack-back in the trick."""
    r = foul_rules(jack_back=True, foul_cards=["top_rank"])
    hand = Hand.setup(r, ["JS 9S", "3H", "7S 9D"], leader=0)
    hand.apply("JS")  # jack-back: the order is reversed until the clear
    assert hand.reversed
    events = hand.apply("3H")
    assert of(events, Fouled)[0].tags == ("top_rank",)


def test_top_rank_is_two_when_jack_back_undoes_a_revolution():
    """§1: "the natural order, reversed while exactly one of *revolution* and *jack-back* is active"; §5:
    "`top_rank` (2 normally, 3 while the order is reversed)" - revolution plus jack-back: the 2 is top again."""
    r = foul_rules(jack_back=True, foul_cards=["top_rank"])
    hand = Hand.setup(r, ["JS 9S", "2H", "7S 9D"], leader=0, reversed=True)
    hand.apply("JS")
    assert not hand.reversed
    events = hand.apply("2H")
    assert of(events, Fouled)[0].tags == ("top_rank",)


def test_foul_tag_eight_that_cut():
    """§5: "`eight` (an 8 that cut the table)" """
    hand = Hand.setup(foul_rules(), ["8H", "6S 9H", "7S 9D"], leader=0)
    events = hand.apply("8H")
    assert of(events, EightCut) == [EightCut(0)]
    assert fouled_tags(events) == {"eight"}
    # the cut clears, and the next seat still in leads
    assert of(events, LeadTo) == [LeadTo(1)]


def test_eight_that_did_not_cut_is_clean_switch_off():
    """§9.12: "`eight` needs an 8 that really cut." - eight_cut off."""
    hand = Hand.setup(foul_rules(eight_cut=False), ["8H", "6S 9H", "7S 9D"], leader=0)
    events = hand.apply("8H")
    assert of(events, EightCut) == []
    assert of(events, Fouled) == []


def test_eight_in_a_run_with_sets_only_is_clean():
    """§9.12: "`eight` needs an 8 that really cut." - effects_in_runs false: an 8 in a run does not cut."""
    hand = Hand.setup(foul_rules(effects_in_runs=False), ["6H 7H 8H", "6S 9H", "7S 9D"], leader=0)
    events = hand.apply("6H 7H 8H")
    assert of(events, EightCut) == []
    assert of(events, Fouled) == []


def test_eight_in_a_run_that_cut_fouls():
    """§5: "`eight` (an 8 that cut the table)" - effects_in_runs true: an 8 in a run cuts."""
    hand = Hand.setup(foul_rules(effects_in_runs=True), ["6H 7H 8H", "6S 9H", "7S 9D"], leader=0)
    events = hand.apply("6H 7H 8H")
    assert of(events, EightCut) == [EightCut(0)]
    assert fouled_tags(events) == {"eight"}


def test_joker_standing_as_eight_does_not_cut_or_tag_eight():
    """§4: "A joker standing in for the rank never fires an effect"; §9.12: "`eight` needs an 8 that really cut." """
    hand = Hand.setup(foul_rules(), ["6H 7H JK", "6S 9H", "7S 9D"], leader=0)
    events = hand.apply("6H 7H JK=8H")
    assert of(events, EightCut) == []
    assert fouled_tags(events) == {"joker"}


def test_foul_tag_spade3_single():
    """§5: "`spade3` (a single 3S)" """
    hand = Hand.setup(foul_rules(), ["3S", "6S 9H", "7S 9D"], leader=0)
    events = hand.apply("3S")
    assert fouled_tags(events) == {"spade3"}


def test_spade3_counter_finish_fouls():
    """§5: "`spade3` (a single 3S)" - going out with the spade-3 counter on a joker."""
    hand = Hand.setup(foul_rules(), ["JK 9S", "3S", "7S 9D"], leader=0)
    hand.apply("JK")
    events = hand.apply("3S")
    assert fouled_tags(events) == {"spade3"}


def test_spade3_tag_needs_the_spade3_switch():
    """§9.12: "`spade3` needs the `spade3` switch on." """
    hand = Hand.setup(foul_rules(spade3=False), ["3S", "6S 9H", "7S 9D"], leader=0)
    events = hand.apply("3S")
    assert of(events, Fouled) == []
    assert of(events, WentOut) == [WentOut(0, 1)]


def test_spade3_in_a_pair_is_not_a_single_3s():
    """§5: "`spade3` (a single 3S)" - a pair holding the 3S is clean."""
    hand = Hand.setup(foul_rules(), ["3S 3H", "6S 9H", "7S 9D"], leader=0)
    events = hand.apply("3S 3H")
    assert of(events, Fouled) == []


def test_foul_tag_seven_when_give_fired():
    """§5: "`seven`, `ten` (when that effect fired)"; §9.9: "An effect fires even when the play empties the hand
    (nothing is then owed, but the `seven`/`ten` foul tags apply)." """
    hand = Hand.setup(foul_rules(seven_give=True), ["7H", "6S 9H", "7S 9D"], leader=0)
    events = hand.apply("7H")
    assert fouled_tags(events) == {"seven"}
    assert of(events, DecisionOwed) == []
    assert hand.pending is None


def test_seven_without_seven_give_is_clean():
    """§5: "`seven`, `ten` (when that effect fired)" - seven_give off."""
    hand = Hand.setup(foul_rules(seven_give=False), ["7H", "6S 9H", "7S 9D"], leader=0)
    events = hand.apply("7H")
    assert of(events, Fouled) == []


def test_seven_in_a_run_with_sets_only_is_clean():
    """§5: "`seven`, `ten` (when that effect fired)" - effects_in_runs false: a 7 in a run fires nothing."""
    r = foul_rules(seven_give=True, effects_in_runs=False)
    hand = Hand.setup(r, ["5H 6H 7H", "6S 9H", "7S 9D"], leader=0)
    events = hand.apply("5H 6H 7H")
    assert of(events, Fouled) == []


def test_foul_tag_ten_when_discard_fired():
    """§5: "`seven`, `ten` (when that effect fired)" """
    hand = Hand.setup(foul_rules(ten_discard=True), ["TH", "6S 9H", "7S 9D"], leader=0)
    events = hand.apply("TH")
    assert fouled_tags(events) == {"ten"}


def test_ten_without_ten_discard_is_clean():
    """§5: "`seven`, `ten` (when that effect fired)" - ten_discard off."""
    hand = Hand.setup(foul_rules(ten_discard=False), ["TH", "6S 9H", "7S 9D"], leader=0)
    events = hand.apply("TH")
    assert of(events, Fouled) == []


def test_going_out_by_giving_is_judged_on_the_seven_play():
    """§5: "A player who goes out by giving or discarding is judged on the play that fired the effect." """
    hand = Hand.setup(foul_rules(seven_give=True), ["7H 2C", "6S 9H", "7S 9D"], leader=0)
    events = hand.apply("7H")
    assert of(events, DecisionOwed) == [DecisionOwed(0, "give", 1, 1)]
    assert of(events, Fouled) == []
    events = hand.apply("give 2C")  # the 2 given away is not in the play
    assert of(events, Gave) == [Gave(0, 1, tuple(parse_cards("2C")))]
    assert fouled_tags(events) == {"seven"}
    assert hand.places == [0]


def test_going_out_by_giving_clean_when_seven_not_a_foul_card():
    """§5: "A player whose hand empties by giving or discarding goes out." - judged on the 7 play, which holds
    no foul card from this set (the 2 given away does not count)."""
    hand = Hand.setup(foul_rules(seven_give=True, foul_cards=["two", "joker"]), ["7H 2C", "6S 9H", "7S 9D"], leader=0)
    hand.apply("7H")
    events = hand.apply("give 2C")
    assert of(events, Fouled) == []
    assert of(events, WentOut) == [WentOut(0, 1)]


def test_going_out_by_giving_carries_the_plays_other_tags():
    """§5: "A player who goes out by giving or discarding is judged on the play that fired the effect." -
    the play held a joker standing in as a 7."""
    hand = Hand.setup(foul_rules(seven_give=True), ["7H JK 4C 5C", "6S 9H", "7S 9D"], leader=0)
    events = hand.apply("7H JK=7")
    assert of(events, DecisionOwed) == [DecisionOwed(0, "give", 2, 1)]
    events = hand.apply("give 4C 5C")
    assert fouled_tags(events) == {"joker", "seven"}


def test_going_out_by_discarding_is_judged_on_the_ten_play():
    """§5: "A player who goes out by giving or discarding is judged on the play that fired the effect." """
    hand = Hand.setup(foul_rules(ten_discard=True), ["TH 2C", "6S 9H", "7S 9D"], leader=0)
    hand.apply("TH")
    assert hand.pending == "discard"
    events = hand.apply("discard 2C")
    assert of(events, Discarded) == [Discarded(0, tuple(parse_cards("2C")))]
    assert fouled_tags(events) == {"ten"}


def test_going_out_by_discarding_top_rank_uses_order_before_the_play():
    """§9.12: "`top_rank` is judged by the order in force *before* the finishing play's own effects." -
    with the order reversed, going out by discarding after a run T-J-Q (no 3) is clean."""
    r = foul_rules(ten_discard=True, foul_cards=["top_rank"])
    hand = Hand.setup(r, ["TH JH QH 9C", "6S 9H", "7S 9D"], leader=0, reversed=True)
    hand.apply("TH JH QH")
    events = hand.apply("discard 9C")
    # the run holds no 3: reversed, the top rank is 3, so the finish is clean
    assert of(events, Fouled) == []
    assert of(events, WentOut) == [WentOut(0, 1)]


def test_going_out_by_giving_with_a_run_holding_the_top_rank():
    """§5: "A player who goes out by giving or discarding is judged on the play that fired the effect." -
    while reversed, the run 3-4-5-6-7 holds the top rank 3; its 7 fired the give that emptied the hand."""
    r = foul_rules(seven_give=True, foul_cards=["top_rank"])
    hand = Hand.setup(r, ["3H 4H 5H 6H 7H 9C", "6S 9H", "7S 9D"], leader=0, reversed=True)
    hand.apply("3H 4H 5H 6H 7H")
    events = hand.apply("give 9C")
    assert of(events, Fouled)[0].tags == ("top_rank",)
