"""RULES.md §2: shapes, and what beats what."""
import pytest

from game.engine import IllegalMove

from .helpers import hand, legal_texts


def test_single_beaten_by_stronger_single_only():
    """§2: a single is 'beaten by a stronger single'; 'An equal play never beats.'"""
    h = hand(cards=["9S 3C", "9H TD 8C", "4C"])
    h.apply("9S")
    assert legal_texts(h) == {"pass", "TD"}
    with pytest.raises(IllegalMove, match="must beat the 9S"):
        h.apply("9H")


def test_two_is_strongest_natural_three_weakest():
    """§1: 'Natural order, weakest to strongest: 3 4 5 6 7 8 9 T J Q K A 2'."""
    h = hand(cards=["AS 3C", "2H 3D", "4C"])
    h.apply("AS")
    assert "2H" in legal_texts(h) and "3D" not in legal_texts(h)


def test_pair_must_beat_pair_with_reason():
    """Issue 2 message: 'a pair must beat the pair of 9s on the table'."""
    h = hand(cards=["9S 9H 3C", "5S 5H 8D", "4C"])
    h.apply("9S 9H")
    with pytest.raises(IllegalMove) as info:
        h.apply("5S 5H")
    assert str(info.value) == "a pair must beat the pair of 9s on the table"


def test_group_answered_only_by_same_size():
    """§2: 'Everyone after must answer in the same shape and size, stronger, or pass.'"""
    h = hand(cards=["9S 9H 3C", "KS KH KD", "4C"])
    h.apply("9S 9H")
    assert legal_texts(h) == {"pass", "KS KH", "KS KD", "KH KD"}
    with pytest.raises(IllegalMove, match="answer it with a pair"):
        h.apply("KS KH KD")


def test_joker_in_group_is_equal_to_natural_tie_does_not_beat():
    """§2: 'A joker inside a group or run ... is equal to that natural card, never stronger. An equal play never beats.'"""
    h = hand(cards=["5S 5H 3C", "5D JK 4H", "4C"])
    h.apply("5S 5H")
    assert "5D JK=5" not in legal_texts(h)
    with pytest.raises(IllegalMove) as info:
        h.apply("5D JK=5")
    assert str(info.value) == "5-JK ties 5-5; a tie does not beat"


def test_run_beaten_by_same_length_with_stronger_lowest_card():
    """§2: a run is beaten by 'a run of the same length whose weakest card ... beats the other's weakest card'."""
    h = hand(cards=["4D 5D 6D 3C", "5H 6H 7H TS JS QS KS", "4C"])
    h.apply("4D 5D 6D")
    legal = legal_texts(h)
    assert {"5H 6H 7H", "TS JS QS", "JS QS KS"} <= legal
    assert "TS JS QS KS" not in legal  # a run of 4 does not answer a run of 3


def test_run_with_joker_ties_natural_run():
    h = hand(cards=["5D 6D 7D 3C", "5H 6H JK 9C", "4C"])
    h.apply("5D 6D 7D")
    with pytest.raises(IllegalMove, match="ties"):
        h.apply("5H 6H JK=7H")


def test_runs_do_not_wrap_and_k_a_2_is_highest():
    """§2: 'no wrap (3-4-5 lowest, K-A-2 highest)'."""
    with pytest.raises(ValueError):
        hand(cards=["AS 2S 3S", "4C", "5C"]).apply("AS 2S 3S")
    h = hand(cards=["QH KH AH", "KS AS 2S", "4C"])
    h.apply("QH KH AH")
    assert "KS AS 2S" in legal_texts(h)


def test_run_needs_one_suit_and_three_cards():
    """§2: a run is '3 or more consecutive ranks of one suit'."""
    h = hand(cards=["5H 6H 7D 8C", "4C", "5C"])
    with pytest.raises(IllegalMove):
        h.apply("5H 6H 7D")
    with pytest.raises(IllegalMove):
        h.apply("5H 6H")


def test_lone_joker_strongest_single_in_both_orders():
    """§2: 'A lone joker is the strongest single in both orders.'"""
    for reversed_ in (False, True):
        h = hand(cards=["2S 3S 4C", "JK 5C", "6C"], reversed=reversed_, spade3=False)
        h.apply("3S" if reversed_ else "2S")
        assert "JK" in legal_texts(h)
        h.apply("JK")
        assert legal_texts(h) == {"pass"}


def test_second_lone_joker_does_not_beat_first():
    """§2: 'A second lone joker does not beat it.'"""
    h = hand("president", cards=["JK 4C", "JK 5C", "6C"])
    h.apply("JK")
    assert legal_texts(h) == {"pass"}
    with pytest.raises(IllegalMove, match="second joker"):
        h.apply("JK")


def test_group_of_jokers_alone_ranks_as_strongest_rank_in_force():
    """§2: 'A group made of jokers alone ranks as the strongest rank in force.'"""
    h = hand("president", cards=["JK JK 4C", "2S 2H 5C", "6C"])
    h.apply("JK JK")
    assert legal_texts(h) == {"pass"}  # 2-2 ties JK JK
    h = hand("president", cards=["JK JK 4C", "3S 3H 5C", "6C"], reversed=True)
    h.apply("JK JK")
    assert legal_texts(h) == {"pass"}  # reversed: the 3 is the strongest rank, and a tie does not beat
    h = hand("president", cards=["4S 4H 4C", "JK JK 5C", "6C"], reversed=True)
    h.apply("4S 4H")
    assert "JK JK" in legal_texts(h)


def test_leader_may_play_any_legal_shape():
    """§2: 'The leader may play any legal shape.'"""
    h = hand(cards=["5H 6H 7H 9S 9D JK", "4C", "5C"])
    legal = legal_texts(h)
    assert {"5H", "9S 9D", "9S 9D JK=9", "5H 6H 7H", "5H 6H 7H JK=8H", "JK"} <= legal
    assert "pass" not in legal


def test_cards_not_held_are_refused():
    h = hand(cards=["5H 6H 7H", "4C", "5C"])
    with pytest.raises(IllegalMove, match="do not hold 9S"):
        h.apply("9S")
