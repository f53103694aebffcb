"""RULES.md §1 and §9.1-§9.2: cards and moves in text form."""
import pytest

from game.engine import IllegalMove, Move, parse_cards, parse_move
from game.engine.moves import MoveKind

from .helpers import hand


def test_cards_parse_case_insensitive_with_ten_and_commas():
    """§9.1: 'Input also accepts 10 for T and commas between cards.'"""
    assert [str(c) for c in parse_cards("10h, 3s,jk")] == ["TH", "3S", "JK"]


def test_unknown_card_is_refused_with_reason():
    with pytest.raises(ValueError, match="suit"):
        parse_cards("3X")
    with pytest.raises(ValueError, match="rank"):
        parse_cards("1S")


def test_canonical_text_sorts_rank_then_suit_shdc():
    """§9.1: 'cards sort by natural rank, then suit in the order S H D C'."""
    assert str(parse_move("3C 3D 3S")) == "3S 3D 3C"
    assert str(parse_move("give 2C 3D 3S")) == "give 3S 3D 2C"


def test_joker_with_reading_sorts_after_natural_card_there_bare_jokers_last():
    """§9.1: 'a joker with a reading sorts at the card it stands for, after a natural card there; bare jokers last'."""
    assert str(parse_move("JK=7H 5H 6H")) == "5H 6H JK=7H"
    assert str(parse_move("JK=5 5D 5S")) == "5S 5D JK=5"
    assert str(parse_move("give JK 3C")) == "give 3C JK"


def test_moves_are_order_free_and_round_trip():
    """§1: 'Parsing is case-insensitive and order-free; printing is canonical (sorted).'"""
    for text in ("pass", "5H 5D JK=5", "5h 6h jk=7h", "give 3C 4D", "discard 9S", "return 3C 4D", "JK", "JK JK",
                 "give", "discard"):
        m = parse_move(text)
        assert parse_move(str(m)) == m
    assert parse_move("6H JK=7H 5H") == parse_move("5H 6H JK=7H")


def test_lone_jokers_take_no_reading():
    """§9.2: 'a lone joker is JK, a pair of jokers JK JK, without readings'."""
    assert str(parse_move("JK=5")) == "JK"
    assert parse_move("JK JK").info.joker_group


def test_empty_give_is_bare_word():
    """§9.2: 'Giving or discarding nothing ... is a bare give / discard'."""
    assert parse_move("give") == Move(MoveKind.GIVE)
    assert str(Move(MoveKind.DISCARD)) == "discard"


def test_implicit_readings_are_filled_when_certain():
    assert str(parse_move("5H 5D JK")) == "5H 5D JK=5"
    assert str(parse_move("5H JK 7H")) == "5H JK=6H 7H"


@pytest.mark.parametrize("text", ["3S 5S", "3S 4H 5S", "3S 4S 4S", "JK JK JK", "QS KS AS 2S 3S"])
def test_cards_that_form_no_shape_are_refused(text):
    with pytest.raises(ValueError):
        parse_move(text)


def test_bare_joker_accepted_when_exactly_one_reading_is_legal():
    """Issue 2: 'A bare JK in a move is accepted when exactly one reading is legal.'"""
    h = hand(cards=["3H 4H JK 9D", "9S", "9H"])
    events = h.apply("3H 4H JK")  # a run cannot go below the 3, so only JK=5H fits
    assert str(events[0].move) == "3H 4H JK=5H"


def test_bare_joker_with_several_readings_asks_for_one():
    h = hand(cards=["5H 6H JK 9D", "9S", "9H"])
    with pytest.raises(IllegalMove, match="JK=4H|JK=7H"):
        h.apply("5H 6H JK")
