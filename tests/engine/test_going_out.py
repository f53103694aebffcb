"""Going out and places: finishers, the seat left over, several fouls, a hand ending mid-trick
(RULES.md §5, §9.13, §9.14).

Every test is a small scenario built with ``Hand.setup``: the cards not named
go to the discard pile. Each docstring quotes the sentence of RULES.md it checks.
Foul tags one by one are in ``test_foul_tags``, the fall from grace in ``test_fall_from_grace``.
"""
from __future__ import annotations

import pytest

from game.engine import Hand, IllegalMove, parse_move
from game.engine.events import Fouled, HandOver, RevolutionLanded, TableCleared, WentOut

from .helpers import card_names, foul_rules, of


# -- going out and places (§5, §9.13) ------------------------------------------------


def test_empty_hand_goes_out_with_first_place():
    """§5: "A seat whose hand is empty goes out and takes the next finishing place." """
    hand = Hand.setup(foul_rules(), ["5S", "6S 9H", "7S 9D", "4S 9C"], leader=0)
    events = hand.apply("5S")
    assert of(events, WentOut) == [WentOut(0, 1)]
    assert hand.places == [0]
    assert not hand.is_over


def test_second_finisher_takes_second_place():
    """§5: "A seat whose hand is empty goes out and takes the next finishing place." """
    hand = Hand.setup(foul_rules(), ["5S", "6S", "7S 9D", "4S 9C"], leader=0)
    hand.apply("5S")
    events = hand.apply("6S")
    assert of(events, WentOut) == [WentOut(1, 2)]
    assert hand.places == [0, 1]


def test_gone_out_seat_is_skipped_in_turn():
    """§3: "A seat that has gone out is skipped." (seat 0 went out; the trick goes 1, 2, 3 and back to 1)"""
    hand = Hand.setup(foul_rules(pass_locks_out=False), ["5S", "6S 9H", "7S 9D", "4S 9C"], leader=0)
    hand.apply("5S")
    assert hand.to_act == 1
    hand.apply("6S")
    hand.apply("7S")
    hand.apply("9C")
    assert hand.to_act == 1


def test_hand_ends_when_one_seat_is_left_which_takes_the_last_place():
    """§5: "The hand ends when one seat is left; it takes the last place not taken by the rules below." """
    hand = Hand.setup(foul_rules(), ["5S", "6S", "4S 3H"], leader=0)
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
    hand = Hand.setup(foul_rules(), ["5S", "6S", "4S 3H"], leader=0)
    hand.apply("5S")
    hand.apply("6S")
    with pytest.raises(IllegalMove):
        hand.apply("4S")


def test_left_over_seat_ranks_after_clean_finishers_but_above_fouls():
    """§9.13: "when the hand ends, the seat left over goes after the clean finishers." """
    hand = Hand.setup(foul_rules(), ["2S", "5S", "4S 6S"], leader=0)
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
    hand = Hand.setup(foul_rules(), ["2S", "5S", "4S 6S", "3H 3D"], leader=0)
    hand.apply("2S")  # seat 0 fouls
    assert hand.places == [0]
    for _ in range(3):
        hand.apply("pass")  # clear: seat 1 leads
    hand.apply("5S")  # seat 1 clean
    assert hand.places == [1, 0]
    assert not hand.is_over


# -- several fouls (§5) ----------------------------------------------------------------


def test_several_fouls_earlier_ranks_above_later():
    """§5: "Several fouls: an earlier foul ranks above a later one." """
    hand = Hand.setup(foul_rules(), ["2S", "JK", "3S", "4S 5S"], leader=0)
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
    hand = Hand.setup(foul_rules(), ["2S", "JK", "4S 5S"], leader=0)
    hand.apply("2S")
    events = hand.apply("JK")
    assert hand.is_over
    assert hand.places == [2, 0, 1]
    (over,) = of(events, HandOver)
    assert over.titles[2] == "Millionaire"


# -- the hand ends mid-trick (§9.14) ------------------------------------------------------


def test_hand_ending_mid_trick_sweeps_the_table():
    """§9.14: "**A hand ending mid-trick** sweeps the table like a clear" """
    hand = Hand.setup(foul_rules(), ["5S", "6S", "4S 3H"], leader=0)
    hand.apply("5S")
    events = hand.apply("6S")
    cleared = of(events, TableCleared)
    assert [c.reason for c in cleared] == ["hand_over"]
    assert sorted(map(str, cleared[0].cards)) == card_names("5S 6S")
    assert hand.table is None


def test_hand_ending_mid_trick_lands_a_pending_revolution():
    """§9.14: "sweeps the table like a clear (a pending revolution lands, which matters only with
    `revolution_carries_over`)." """
    r = foul_rules(revolution_timing="on_clear", revolution_carries_over=True)
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
    hand = Hand.setup(foul_rules(), ["5S JK", "6S 9H", "7S 9D"], leader=0)
    events = hand.apply("JK=5 5S")
    assert events[0].move == parse_move("5S JK=5")

