"""The hint's words are true of the position: no ace called cheap, a broken pair named, a threat said."""
from __future__ import annotations

from game.bots.hint import reason
from game.engine import Hand, Rules, parse_move

CLASSIC = Rules.preset("classic")


def test_an_ace_is_not_called_a_cheap_play():
    hand = Hand.setup(CLASSIC, ["5S 3H 4D", "AS 6H 6D 9C", "6C 7C 8D", "QD QC KD"], leader=0)
    hand.apply("5S")
    text = reason(hand.view(1), parse_move("AS"))
    assert "cheap" not in text and "keeps your pair of 6s" in text


def test_breaking_a_pair_is_said():
    hand = Hand.setup(CLASSIC, ["5S 3H 4D", "KS KH JC 6D", "6C 7C 8D", "QD QC 9D"], leader=0)
    hand.apply("5S")
    text = reason(hand.view(1), parse_move("KS"))
    assert "breaking your pair of Ks" in text and "cheap" not in text


def test_a_seat_about_to_go_out_is_mentioned():
    hand = Hand.setup(CLASSIC, ["4S 5H 9H 9D", "3C", "6C 7C 8D", "QD QC 9C"], leader=0)
    text = reason(hand.view(0), parse_move("4S"))
    assert "seat 1 has only 1 card left" in text
