"""RULES.md §10: runs under the contest rules (run_beats, joker_past_ends) and jokers_fire."""
import pytest

from game.engine import IllegalMove
from game.engine.events import EightCut, RevolutionLanded
from game.engine.moves import parse_move

from .helpers import hand, legal_set, moves


# -- run_beats ------------------------------------------------------------------------
def test_run_beats_above_needs_the_whole_run_above():
    """§10: '`above`: a run beats only a run lying wholly above it in the order in force'."""
    lowest = hand(cards=["3S 4S 5S 9C", "5H 6H 7H 6D 7D 8D", "QC"])
    lowest.apply("3S 4S 5S")
    assert moves("5H 6H 7H", "6D 7D 8D") <= legal_set(lowest)
    above = hand(cards=["3S 4S 5S 9C", "5H 6H 7H 6D 7D 8D", "QC"], run_beats="above")
    above.apply("3S 4S 5S")
    assert not moves("5H 6H 7H") <= legal_set(above)  # its weakest card (5) does not beat the 5
    assert moves("6D 7D 8D") <= legal_set(above)
    with pytest.raises(IllegalMove, match="wholly above"):
        above.apply("5H 6H 7H")


def test_run_beats_above_is_judged_in_the_order_in_force():
    """§10.2: 'while reversed, the new run must lie wholly below the old one'."""
    h = hand(cards=["9S TS JS 3C", "7H 8H 9H 6D 7D 8D", "QC"], run_beats="above", reversed=True)
    h.apply("9S TS JS")
    assert not moves("7H 8H 9H") <= legal_set(h)
    assert moves("6D 7D 8D") <= legal_set(h)


# -- joker_past_ends --------------------------------------------------------------------
def test_minus_and_plus_sort_at_their_place():
    """§10.13: '`-` and `+` sort at their place in the natural order (`JK=-S 3S 4S`, `AS 2S JK=+S`)'."""
    assert str(parse_move("4S 3S JK=-S")) == "JK=-S 3S 4S"
    assert str(parse_move("JK=+S 2S AS")) == "AS 2S JK=+S"
    minus = parse_move("JK=-S 3S 4S").info
    plus = parse_move("AS 2S JK=+S").info
    assert (minus.lo, minus.hi, plus.lo, plus.hi) == (-1, 1, 11, 13)


def test_joker_past_the_ends_only_with_the_switch():
    """§10: 'a run's joker may stand one place below the 3 or one place above the 2'."""
    on = hand(cards=["3S 4S AH 2H JK", "5C", "6C"], joker_past_ends=True)
    assert moves("JK=-S 3S 4S", "AH 2H JK=+H") <= legal_set(on)
    off = hand(cards=["3S 4S AH 2H JK", "5C", "6C"])
    assert not moves("JK=-S 3S 4S", "AH 2H JK=+H") & legal_set(off)
    with pytest.raises(IllegalMove, match="past the 3 or the 2"):
        off.apply("JK=-S 3S 4S")


def test_a_run_may_use_both_past_end_places():
    """§10.12: 'A run may use both past-end places'."""
    h = hand(cards=["3S 4S 5S 6S 7S 8S 9S TS JS QS KS AS 2S JK JK", "5C", "6C"], jokers=2, joker_past_ends=True)
    assert moves("JK=-S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AS 2S JK=+S") <= legal_set(h)


def test_past_end_places_compare_at_their_place():
    """§10.13: 'In comparisons `-` is just below the 3 and `+` just above the 2 (reversed: `-` strongest,
    `+` weakest)'."""
    h = hand(cards=["JK 3S 4S 9C", "3H 4H 5H 4D 5D 6D", "QC"], joker_past_ends=True, run_beats="above")
    h.apply("JK=-S 3S 4S")
    assert not moves("4D 5D 6D") <= legal_set(h)  # its 4 is not above the 4
    assert not moves("3H 4H 5H") <= legal_set(h)
    rev = hand(cards=["JK AS 2S 9C", "QH KH AH JD QD KD", "3C"], joker_past_ends=True, run_beats="above",
               reversed=True)
    rev.apply("AS 2S JK=+S")  # the weakest run there is while reversed
    assert moves("JD QD KD") <= legal_set(rev)
    assert not moves("QH KH AH") <= legal_set(rev)  # its A is not below the A


def test_lowest_compares_the_weakest_places_past_ends_included():
    """§10.13: '`run_beats = lowest` compares the weakest places, `-`/`+` included'."""
    h = hand(cards=["JK 3S 4S 9C", "3H 4H 5H", "QC"], joker_past_ends=True)
    h.apply("JK=-S 3S 4S")
    assert moves("3H 4H 5H") <= legal_set(h)  # its 3 beats the place below the 3


def test_past_end_joker_fires_nothing_but_counts_toward_length():
    """§10.13: 'A `-`/`+` joker stands for no real rank: it fires nothing ...; it counts toward the run's
    length'."""
    h = hand(cards=["JK 3S 4S 5S 6S 9C", "QC", "KC"], joker_past_ends=True, revolution_runs=5,
             revolution_timing="immediate", jokers_fire=True)
    events = h.apply("JK=-S 3S 4S 5S 6S")
    assert any(isinstance(e, RevolutionLanded) for e in events)
    assert not any(isinstance(e, EightCut) for e in events)


# -- jokers_fire -------------------------------------------------------------------------
def test_joker_standing_for_8_in_a_run_cuts_with_jokers_fire():
    """§10: '`jokers_fire`: ... a run whose joker stands for the 8 cuts'."""
    h = hand(cards=["7S 9S JK 3C", "9D 4C", "5C"], jokers_fire=True)
    events = h.apply("7S JK=8S 9S")
    assert EightCut(0) in events and h.table is None and h.to_act == 0


def test_joker_standing_for_7_gives_with_no_natural_7():
    """§10.3: 'a joker standing for an 8, 7, 10 or J fires that effect, and §9.9's count N then needs no
    natural card'."""
    h = hand(cards=["6S 8S JK 3C 4C", "9D 4D", "5C"], jokers_fire=True, seven_give=True, eight_cut=False)
    h.apply("6S JK=7S 8S")
    assert h.pending == "give" and h.owed[0][1] == 1


def test_lone_jokers_fire_nothing():
    """§10.3: 'lone jokers (`JK`, `JK JK`) fire nothing'."""
    h = hand(cards=["JK 3C", "9D 4C", "5C"], jokers_fire=True)
    h.apply("JK")
    assert h.table is not None


def test_eight_tag_follows_the_effect():
    """§10.3: 'the `eight`, `seven`, `ten` foul tags follow the effect'."""
    from game.engine import Rules
    from game.engine.judge import foul_tags

    rules = Rules.preset("jda").replace(jokers_fire=True, effects_in_runs=True)
    assert "eight" in foul_tags(parse_move("7S JK=8S 9S"), rules, False)
    assert "eight" not in foul_tags(parse_move("7S JK=8S 9S"), rules.replace(jokers_fire=False), False)
