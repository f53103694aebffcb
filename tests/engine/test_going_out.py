"""Going out, places, foul finishes and the fall from grace (RULES.md §5, §9.11-§9.14).

Every test is a small scenario built with ``Hand.setup``: the cards not named
go to the discard pile. Each docstring quotes the sentence of RULES.md it checks.
"""
from __future__ import annotations

import pytest

from game.engine import Hand, IllegalMove, Rules, parse_cards, parse_move
from game.engine.events import (
    DecisionOwed, Discarded, EightCut, FellFromGrace, Fouled, Gave, HandOver, LeadTo, RevolutionLanded,
    TableCleared, WentOut,
)
from game.engine.rules import FOUL_TAGS

from .helpers import of, step

ALL_TAGS = frozenset(FOUL_TAGS)


def rules(**changes) -> Rules:
    """Classic with foul finish on and every foul tag, plus ``changes``."""
    base = dict(foul_finish=True, foul_cards=ALL_TAGS)
    base.update(changes)
    return Rules.preset("classic").replace(**base)


def cards(text: str) -> list[str]:
    return sorted(str(c) for c in parse_cards(text))


def held(hand: Hand, seat: int) -> list[str]:
    return sorted(str(c) for c in hand.cards(seat))


def fouled_tags(events) -> set[str]:
    (foul,) = of(events, Fouled)
    return set(foul.tags)


# -- going out and places (§5, §9.13) ------------------------------------------------


def test_empty_hand_goes_out_with_first_place():
    """§5: "A seat whose hand is empty goes out and takes the next finishing place." """
    hand = Hand.setup(rules(), ["5S", "6S 9H", "7S 9D", "4S 9C"], leader=0)
    events = hand.apply("5S")
    assert of(events, WentOut) == [WentOut(0, 1)]
    assert hand.places == [0]
    assert not hand.is_over


def test_second_finisher_takes_second_place():
    """§5: "A seat whose hand is empty goes out and takes the next finishing place." """
    hand = Hand.setup(rules(), ["5S", "6S", "7S 9D", "4S 9C"], leader=0)
    hand.apply("5S")
    events = hand.apply("6S")
    assert of(events, WentOut) == [WentOut(1, 2)]
    assert hand.places == [0, 1]


def test_gone_out_seat_is_skipped_in_turn():
    """§3: "A seat that has gone out is skipped." (seat 0 went out; the trick goes 1, 2, 3 and back to 1)"""
    hand = Hand.setup(rules(pass_locks_out=False), ["5S", "6S 9H", "7S 9D", "4S 9C"], leader=0)
    hand.apply("5S")
    assert hand.to_act == 1
    hand.apply("6S")
    hand.apply("7S")
    hand.apply("9C")
    assert hand.to_act == 1


def test_hand_ends_when_one_seat_is_left_which_takes_the_last_place():
    """§5: "The hand ends when one seat is left; it takes the last place not taken by the rules below." """
    hand = Hand.setup(rules(), ["5S", "6S", "4S 3H"], leader=0)
    hand.apply("5S")
    events = hand.apply("6S")
    assert hand.is_over
    assert hand.places == [0, 1, 2]
    (over,) = of(events, HandOver)
    assert over.places == (0, 1, 2)
    assert over.titles == ("Millionaire", "Commoner", "Beggar")
    assert hand.to_act is None
    assert hand.legal_moves() == []


def test_no_move_after_the_hand_is_over():
    """§5: "The hand ends when one seat is left" - nothing more may be played."""
    hand = Hand.setup(rules(), ["5S", "6S", "4S 3H"], leader=0)
    hand.apply("5S")
    hand.apply("6S")
    with pytest.raises(IllegalMove):
        hand.apply("4S")


def test_left_over_seat_ranks_after_clean_finishers_but_above_fouls():
    """§9.13: "when the hand ends, the seat left over goes after the clean finishers." """
    hand = Hand.setup(rules(), ["2S", "5S", "4S 6S"], leader=0)
    hand.apply("2S")  # fouls (two, top_rank)
    hand.apply("pass")
    hand.apply("pass")  # clear: seat 1 leads
    events = hand.apply("5S")
    assert hand.is_over
    assert hand.places == [1, 2, 0]
    (over,) = of(events, HandOver)
    assert over.titles == ("Beggar", "Millionaire", "Commoner")


def test_places_during_hand_list_clean_finishers_before_fouls():
    """§9.13: "`places` during a hand: clean finishers in order, then the fallen millionaire, then fouls, earliest first" """
    hand = Hand.setup(rules(), ["2S", "5S", "4S 6S", "3H 3D"], leader=0)
    hand.apply("2S")  # seat 0 fouls
    assert hand.places == [0]
    for _ in range(3):
        hand.apply("pass")  # clear: seat 1 leads
    hand.apply("5S")  # seat 1 clean
    assert hand.places == [1, 0]
    assert not hand.is_over


# -- foul finish: each tag (§5, §9.12) ---------------------------------------------------


def test_clean_finish_without_foul_card():
    """§5: "going out with a play that holds a foul card ranks you below every clean finisher" - a plain 5 is clean."""
    hand = Hand.setup(rules(), ["5S", "6S 9H", "7S 9D"], leader=0)
    events = hand.apply("5S")
    assert of(events, Fouled) == []
    assert of(events, WentOut) == [WentOut(0, 1)]


def test_foul_finish_off_means_no_fouls():
    """§5: "**Foul finish** (`foul_finish`, with the card set `foul_cards`)" - with the switch off a 2 finishes cleanly."""
    hand = Hand.setup(rules(foul_finish=False), ["2S", "6S 9H", "7S 9D"], leader=0)
    events = hand.apply("2S")
    assert of(events, Fouled) == []
    assert of(events, WentOut) == [WentOut(0, 1)]


def test_foul_tag_joker_lone_joker():
    """§5: "Tags in `foul_cards`: `joker`" - going out with a lone joker fouls."""
    hand = Hand.setup(rules(), ["JK", "6S 9H", "7S 9D"], leader=0)
    events = hand.apply("JK")
    assert fouled_tags(events) == {"joker"}
    assert of(events, WentOut) == []
    assert hand.places == [0]


def test_foul_tag_joker_standing_in_a_group():
    """§9.12: "Foul tags count natural cards only (the `joker` tag covers jokers)." - a joker standing in fouls."""
    hand = Hand.setup(rules(), ["5S JK", "6S 9H", "7S 9D"], leader=0)
    events = hand.apply("5S JK=5")
    assert fouled_tags(events) == {"joker"}


def test_joker_standing_as_a_two_is_not_a_two():
    """§9.12: "Foul tags count natural cards only (the `joker` tag covers jokers)." - JK=2H tags joker, not two/top_rank."""
    hand = Hand.setup(rules(), ["KH AH JK", "6S 9H", "7S 9D"], leader=0)
    events = hand.apply("KH AH JK=2H")
    assert fouled_tags(events) == {"joker"}


def test_joker_tag_not_in_foul_cards_is_clean():
    """§5: "Tags in `foul_cards`" - a tag not in the set does not foul."""
    hand = Hand.setup(rules(foul_cards=["two"]), ["JK", "6S 9H", "7S 9D"], leader=0)
    events = hand.apply("JK")
    assert of(events, Fouled) == []
    assert of(events, WentOut) == [WentOut(0, 1)]


def test_foul_tag_two():
    """§5: "`two` (any natural 2)" """
    hand = Hand.setup(rules(foul_cards=["two"]), ["2H", "6S 9H", "7S 9D"], leader=0)
    events = hand.apply("2H")
    assert of(events, Fouled)[0].tags == ("two",)


def test_two_in_a_run_is_a_two():
    """§5: "`two` (any natural 2)" - also inside a run."""
    hand = Hand.setup(rules(foul_cards=["two"]), ["KH AH 2H", "6S 9H", "7S 9D"], leader=0)
    events = hand.apply("KH AH 2H")
    assert of(events, Fouled)[0].tags == ("two",)


def test_foul_tag_top_rank_is_two_in_normal_order():
    """§5: "`top_rank` (2 normally, 3 while the order is reversed)" """
    hand = Hand.setup(rules(foul_cards=["top_rank"]), ["2H", "6S 9H", "7S 9D"], leader=0)
    events = hand.apply("2H")
    assert of(events, Fouled)[0].tags == ("top_rank",)


def test_two_and_top_rank_together_in_normal_order():
    """§5: "`two` (any natural 2); `top_rank` (2 normally ...)" - a 2 carries both tags."""
    hand = Hand.setup(rules(), ["2H", "6S 9H", "7S 9D"], leader=0)
    events = hand.apply("2H")
    assert fouled_tags(events) == {"two", "top_rank"}


def test_three_is_not_top_rank_in_normal_order():
    """§5: "`top_rank` (2 normally, 3 while the order is reversed)" - a 3 (not the spade) is clean normally."""
    hand = Hand.setup(rules(), ["3H", "6S 9H", "7S 9D"], leader=0)
    events = hand.apply("3H")
    assert of(events, Fouled) == []


def test_foul_tag_top_rank_is_three_while_reversed():
    """§5: "`top_rank` (2 normally, 3 while the order is reversed)" """
    hand = Hand.setup(rules(), ["3H", "6S 9H", "7S 9D"], leader=0, reversed=True)
    events = hand.apply("3H")
    assert fouled_tags(events) == {"top_rank"}


def test_two_while_reversed_is_a_two_but_not_top_rank():
    """§5: "`two` (any natural 2); `top_rank` (2 normally, 3 while the order is reversed)" """
    hand = Hand.setup(rules(), ["2H", "6S 9H", "7S 9D"], leader=0, reversed=True)
    events = hand.apply("2H")
    assert fouled_tags(events) == {"two"}


def test_top_rank_judged_before_own_revolution_four_threes_clean():
    """§9.12: "`top_rank` is judged by the order in force *before* the finishing play's own effects." -
    four 3s in the natural order flip the order (immediate) but are not top rank."""
    r = rules(revolution_timing="immediate", foul_cards=["top_rank"])
    hand = Hand.setup(r, ["3S 3H 3D 3C", "6S 9H", "7S 9D"], leader=0)
    events = hand.apply("3S 3H 3D 3C")
    assert of(events, RevolutionLanded)  # the play's own effect did reverse the order
    assert of(events, Fouled) == []
    assert of(events, WentOut) == [WentOut(0, 1)]


def test_top_rank_judged_before_own_revolution_four_threes_while_reversed():
    """§9.12: "`top_rank` is judged by the order in force *before* the finishing play's own effects." -
    while reversed, four 3s are top rank even though they end the revolution."""
    r = rules(revolution_timing="immediate", foul_cards=["top_rank"])
    hand = Hand.setup(r, ["3S 3H 3D 3C", "6S 9H", "7S 9D"], leader=0, reversed=True)
    events = hand.apply("3S 3H 3D 3C")
    assert of(events, Fouled)[0].tags == ("top_rank",)


def test_top_rank_judged_before_own_revolution_four_twos():
    """§9.12: "`top_rank` is judged by the order in force *before* the finishing play's own effects." -
    four 2s are top rank although they start a revolution."""
    r = rules(revolution_timing="immediate", foul_cards=["top_rank"])
    hand = Hand.setup(r, ["2S 2H 2D 2C", "6S 9H", "7S 9D"], leader=0)
    events = hand.apply("2S 2H 2D 2C")
    assert of(events, Fouled)[0].tags == ("top_rank",)


def test_top_rank_judged_before_own_jack_back():
    """§9.12: "`top_rank` is judged by the order in force *before* the finishing play's own effects." -
    a run 3..J in the natural order reverses the order by its own jack-back; its 3 was not top rank before."""
    r = rules(jack_back=True, foul_cards=["top_rank"])
    hand = Hand.setup(r, ["3H 4H 5H 6H 7H 8H 9H TH JH", "6S 9C", "7S 9D"], leader=0)
    events = hand.apply("3H 4H 5H 6H 7H 8H 9H TH JH")
    assert of(events, Fouled) == []
    assert of(events, WentOut) == [WentOut(0, 1)]


def test_top_rank_judged_before_own_jack_back_while_reversed():
    """§9.12: "`top_rank` is judged by the order in force *before* the finishing play's own effects." -
    while reversed, a run J..2 whose jack-back restores the natural order is judged reversed: no 3, clean."""
    r = rules(jack_back=True, foul_cards=["top_rank"])
    hand = Hand.setup(r, ["JH QH KH AH 2H", "6S 9H", "7S 9D"], leader=0, reversed=True)
    events = hand.apply("JH QH KH AH 2H")
    assert of(events, Fouled) == []


def test_top_rank_after_jack_back_in_the_trick_is_three():
    """§5: "`top_rank` (2 normally, 3 while the order is reversed)" - reversed by an earlier jack-back in the trick."""
    r = rules(jack_back=True, foul_cards=["top_rank"])
    hand = Hand.setup(r, ["JS 9S", "3H", "7S 9D"], leader=0)
    hand.apply("JS")  # jack-back: the order is reversed until the clear
    assert hand.reversed
    events = hand.apply("3H")
    assert of(events, Fouled)[0].tags == ("top_rank",)


def test_top_rank_is_two_when_jack_back_undoes_a_revolution():
    """§1: "the natural order, reversed while exactly one of *revolution* and *jack-back* is active"; §5:
    "`top_rank` (2 normally, 3 while the order is reversed)" - revolution plus jack-back: the 2 is top again."""
    r = rules(jack_back=True, foul_cards=["top_rank"])
    hand = Hand.setup(r, ["JS 9S", "2H", "7S 9D"], leader=0, reversed=True)
    hand.apply("JS")
    assert not hand.reversed
    events = hand.apply("2H")
    assert of(events, Fouled)[0].tags == ("top_rank",)


def test_foul_tag_eight_that_cut():
    """§5: "`eight` (an 8 that cut the table)" """
    hand = Hand.setup(rules(), ["8H", "6S 9H", "7S 9D"], leader=0)
    events = hand.apply("8H")
    assert of(events, EightCut) == [EightCut(0)]
    assert fouled_tags(events) == {"eight"}
    # the cut clears, and the next seat still in leads
    assert of(events, LeadTo) == [LeadTo(1)]


def test_eight_that_did_not_cut_is_clean_switch_off():
    """§9.12: "`eight` needs an 8 that really cut." - eight_cut off."""
    hand = Hand.setup(rules(eight_cut=False), ["8H", "6S 9H", "7S 9D"], leader=0)
    events = hand.apply("8H")
    assert of(events, EightCut) == []
    assert of(events, Fouled) == []


def test_eight_in_a_run_with_sets_only_is_clean():
    """§9.12: "`eight` needs an 8 that really cut." - effects_in_runs false: an 8 in a run does not cut."""
    hand = Hand.setup(rules(effects_in_runs=False), ["6H 7H 8H", "6S 9H", "7S 9D"], leader=0)
    events = hand.apply("6H 7H 8H")
    assert of(events, EightCut) == []
    assert of(events, Fouled) == []


def test_eight_in_a_run_that_cut_fouls():
    """§5: "`eight` (an 8 that cut the table)" - effects_in_runs true: an 8 in a run cuts."""
    hand = Hand.setup(rules(effects_in_runs=True), ["6H 7H 8H", "6S 9H", "7S 9D"], leader=0)
    events = hand.apply("6H 7H 8H")
    assert of(events, EightCut) == [EightCut(0)]
    assert fouled_tags(events) == {"eight"}


def test_joker_standing_as_eight_does_not_cut_or_tag_eight():
    """§4: "A joker standing in for the rank never fires an effect"; §9.12: "`eight` needs an 8 that really cut." """
    hand = Hand.setup(rules(), ["6H 7H JK", "6S 9H", "7S 9D"], leader=0)
    events = hand.apply("6H 7H JK=8H")
    assert of(events, EightCut) == []
    assert fouled_tags(events) == {"joker"}


def test_foul_tag_spade3_single():
    """§5: "`spade3` (a single 3S)" """
    hand = Hand.setup(rules(), ["3S", "6S 9H", "7S 9D"], leader=0)
    events = hand.apply("3S")
    assert fouled_tags(events) == {"spade3"}


def test_spade3_counter_finish_fouls():
    """§5: "`spade3` (a single 3S)" - going out with the spade-3 counter on a joker."""
    hand = Hand.setup(rules(), ["JK 9S", "3S", "7S 9D"], leader=0)
    hand.apply("JK")
    events = hand.apply("3S")
    assert fouled_tags(events) == {"spade3"}


def test_spade3_tag_needs_the_spade3_switch():
    """§9.12: "`spade3` needs the `spade3` switch on." """
    hand = Hand.setup(rules(spade3=False), ["3S", "6S 9H", "7S 9D"], leader=0)
    events = hand.apply("3S")
    assert of(events, Fouled) == []
    assert of(events, WentOut) == [WentOut(0, 1)]


def test_spade3_in_a_pair_is_not_a_single_3s():
    """§5: "`spade3` (a single 3S)" - a pair holding the 3S is clean."""
    hand = Hand.setup(rules(), ["3S 3H", "6S 9H", "7S 9D"], leader=0)
    events = hand.apply("3S 3H")
    assert of(events, Fouled) == []


def test_foul_tag_seven_when_give_fired():
    """§5: "`seven`, `ten` (when that effect fired)"; §9.9: "An effect fires even when the play empties the hand
    (nothing is then owed, but the `seven`/`ten` foul tags apply)." """
    hand = Hand.setup(rules(seven_give=True), ["7H", "6S 9H", "7S 9D"], leader=0)
    events = hand.apply("7H")
    assert fouled_tags(events) == {"seven"}
    assert of(events, DecisionOwed) == []
    assert hand.pending is None


def test_seven_without_seven_give_is_clean():
    """§5: "`seven`, `ten` (when that effect fired)" - seven_give off."""
    hand = Hand.setup(rules(seven_give=False), ["7H", "6S 9H", "7S 9D"], leader=0)
    events = hand.apply("7H")
    assert of(events, Fouled) == []


def test_seven_in_a_run_with_sets_only_is_clean():
    """§5: "`seven`, `ten` (when that effect fired)" - effects_in_runs false: a 7 in a run fires nothing."""
    r = rules(seven_give=True, effects_in_runs=False)
    hand = Hand.setup(r, ["5H 6H 7H", "6S 9H", "7S 9D"], leader=0)
    events = hand.apply("5H 6H 7H")
    assert of(events, Fouled) == []


def test_foul_tag_ten_when_discard_fired():
    """§5: "`seven`, `ten` (when that effect fired)" """
    hand = Hand.setup(rules(ten_discard=True), ["TH", "6S 9H", "7S 9D"], leader=0)
    events = hand.apply("TH")
    assert fouled_tags(events) == {"ten"}


def test_ten_without_ten_discard_is_clean():
    """§5: "`seven`, `ten` (when that effect fired)" - ten_discard off."""
    hand = Hand.setup(rules(ten_discard=False), ["TH", "6S 9H", "7S 9D"], leader=0)
    events = hand.apply("TH")
    assert of(events, Fouled) == []


def test_going_out_by_giving_is_judged_on_the_seven_play():
    """§5: "A player who goes out by giving or discarding is judged on the play that fired the effect." """
    hand = Hand.setup(rules(seven_give=True), ["7H 2C", "6S 9H", "7S 9D"], leader=0)
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
    hand = Hand.setup(rules(seven_give=True, foul_cards=["two", "joker"]), ["7H 2C", "6S 9H", "7S 9D"], leader=0)
    hand.apply("7H")
    events = hand.apply("give 2C")
    assert of(events, Fouled) == []
    assert of(events, WentOut) == [WentOut(0, 1)]


def test_going_out_by_giving_carries_the_plays_other_tags():
    """§5: "A player who goes out by giving or discarding is judged on the play that fired the effect." -
    the play held a joker standing in as a 7."""
    hand = Hand.setup(rules(seven_give=True), ["7H JK 4C 5C", "6S 9H", "7S 9D"], leader=0)
    events = hand.apply("7H JK=7")
    assert of(events, DecisionOwed) == [DecisionOwed(0, "give", 2, 1)]
    events = hand.apply("give 4C 5C")
    assert fouled_tags(events) == {"joker", "seven"}


def test_going_out_by_discarding_is_judged_on_the_ten_play():
    """§5: "A player who goes out by giving or discarding is judged on the play that fired the effect." """
    hand = Hand.setup(rules(ten_discard=True), ["TH 2C", "6S 9H", "7S 9D"], leader=0)
    hand.apply("TH")
    assert hand.pending == "discard"
    events = hand.apply("discard 2C")
    assert of(events, Discarded) == [Discarded(0, tuple(parse_cards("2C")))]
    assert fouled_tags(events) == {"ten"}


def test_going_out_by_discarding_top_rank_uses_order_before_the_play():
    """§9.12: "`top_rank` is judged by the order in force *before* the finishing play's own effects." -
    with the order reversed, going out by discarding after a run T-J-Q (no 3) is clean."""
    r = rules(ten_discard=True, foul_cards=["top_rank"])
    hand = Hand.setup(r, ["TH JH QH 9C", "6S 9H", "7S 9D"], leader=0, reversed=True)
    hand.apply("TH JH QH")
    events = hand.apply("discard 9C")
    # the run holds no 3: reversed, the top rank is 3, so the finish is clean
    assert of(events, Fouled) == []
    assert of(events, WentOut) == [WentOut(0, 1)]


def test_going_out_by_giving_with_a_run_holding_the_top_rank():
    """§5: "A player who goes out by giving or discarding is judged on the play that fired the effect." -
    while reversed, the run 3-4-5-6-7 holds the top rank 3; its 7 fired the give that emptied the hand."""
    r = rules(seven_give=True, foul_cards=["top_rank"])
    hand = Hand.setup(r, ["3H 4H 5H 6H 7H 9C", "6S 9H", "7S 9D"], leader=0, reversed=True)
    hand.apply("3H 4H 5H 6H 7H")
    events = hand.apply("give 9C")
    assert of(events, Fouled)[0].tags == ("top_rank",)


# -- several fouls (§5) ----------------------------------------------------------------


def test_several_fouls_earlier_ranks_above_later():
    """§5: "Several fouls: an earlier foul ranks above a later one." """
    hand = Hand.setup(rules(), ["2S", "JK", "3S", "4S 5S"], leader=0)
    hand.apply("2S")  # seat 0 fouls (two)
    hand.apply("JK")  # seat 1 fouls (joker)
    assert hand.places == [0, 1]
    events = hand.apply("3S")  # seat 2 fouls (spade3): the counter beats the joker
    assert hand.is_over
    assert hand.places == [3, 0, 1, 2]
    assert [e.seat for e in of(events, Fouled)] == [2]
    (over,) = of(events, HandOver)
    assert over.titles == ("Rich", "Poor", "Beggar", "Millionaire")


def test_every_finisher_fouled_left_over_is_millionaire():
    """§9.13: "If every finisher fouled, the seat left over is Millionaire." """
    hand = Hand.setup(rules(), ["2S", "JK", "4S 5S"], leader=0)
    hand.apply("2S")
    events = hand.apply("JK")
    assert hand.is_over
    assert hand.places == [2, 0, 1]
    (over,) = of(events, HandOver)
    assert over.titles[2] == "Millionaire"


# -- fall from grace (§5, §9.11) -----------------------------------------------------------


def ffg(**changes) -> Rules:
    return rules(fall_from_grace=True, **changes)


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
    assert held(hand, 3) == cards("9S 9D")


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
    hand = Hand.setup(rules(fall_from_grace=False), ["5S", "6S 9H", "7S 9D", "KS KH 4C"], leader=0, millionaire=3)
    events = hand.apply("5S")
    assert of(events, FellFromGrace) == []
    assert held(hand, 3) == cards("KS KH 4C")


def test_no_fall_from_grace_in_the_first_hand():
    """§5: "from the second hand on" - a first hand has no reigning millionaire."""
    hand = Hand.setup(ffg(), ["5S", "6S 9H", "7S 9D", "KS KH 4C"], leader=0)
    events = hand.apply("5S")
    assert of(events, FellFromGrace) == []
    assert held(hand, 3) == cards("KS KH 4C")


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


# -- the hand ends mid-trick (§9.14) ------------------------------------------------------


def test_hand_ending_mid_trick_sweeps_the_table():
    """§9.14: "**A hand ending mid-trick** sweeps the table like a clear" """
    hand = Hand.setup(rules(), ["5S", "6S", "4S 3H"], leader=0)
    hand.apply("5S")
    events = hand.apply("6S")
    cleared = of(events, TableCleared)
    assert [c.reason for c in cleared] == ["hand_over"]
    assert sorted(map(str, cleared[0].cards)) == cards("5S 6S")
    assert hand.table is None


def test_hand_ending_mid_trick_lands_a_pending_revolution():
    """§9.14: "sweeps the table like a clear (a pending revolution lands, which matters only with
    `revolution_carries_over`)." """
    r = rules(revolution_timing="on_clear", revolution_carries_over=True)
    hand = Hand.setup(r, ["9S", "5S 5H 5D 5C", "4S 6S"], leader=0)
    hand.apply("9S")  # seat 0 out
    hand.apply("pass")
    hand.apply("pass")  # clear: seat 1 leads
    events = hand.apply("5S 5H 5D 5C")  # revolution pending; seat 1 out; one seat left
    assert hand.is_over
    assert [c.reason for c in of(events, TableCleared)] == ["hand_over"]
    assert of(events, RevolutionLanded) == [RevolutionLanded(True, True)]
    assert hand.reversed
    kinds = [e.kind for e in events]
    assert kinds.index("TableCleared") < kinds.index("HandOver")


def test_parse_move_roundtrip_of_finishing_play():
    """§9.1: "Tests compare parsed moves, not strings." - the Played event carries the parsed move."""
    hand = Hand.setup(rules(), ["5S JK", "6S 9H", "7S 9D"], leader=0)
    events = hand.apply("JK=5 5S")
    assert events[0].move == parse_move("5S JK=5")


def test_fall_from_grace_in_a_match_only_from_the_second_hand():
    """§5: "from the second hand on, if a seat other than the reigning millionaire goes out first (cleanly), the
    millionaire leaves the hand at once" - played out with jda (fall from grace on), first legal move each time."""
    from game.engine import Match

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
