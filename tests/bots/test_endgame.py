"""Small two-seat endgames are solved exactly, within their node limit."""
from __future__ import annotations

import pytest

from game.bots import make_bot
from game.bots.endgame import TooBig, solvable, solve
from game.engine import Hand, Rules, parse_move

CLASSIC = Rules.preset("classic")


def race() -> Hand:
    """Seat 0 goes out on 4H; seat 1 (3S 2H) must take the trick with its 2 or lose to seat 2's 5D."""
    hand = Hand.setup(CLASSIC, ["4H", "3S 2H", "5D"], leader=0)
    hand.apply("4H")
    return hand


def test_solve_finds_the_only_winning_line():
    hand = race()
    assert solvable(hand, 1)
    places = {}
    for move in hand.legal_moves():
        child = hand.copy()
        child.apply(move)
        places[str(move)] = solve(child, 1, {})[0]
    assert places == {"2H": 1, "pass": 2}


def test_solve_gives_up_past_its_node_limit():
    hand = Hand.setup(CLASSIC, ["4H", "3S 5S 7S 9S", "4D 6D 8D JD"], leader=0)
    hand.apply("4H")
    with pytest.raises(TooBig):
        solve(hand, 1, {}, limit=3)


def test_searching_bot_takes_the_winning_line():
    view = race().view(1)
    assert make_bot("advanced:budget=200", seed=1).choose(view) == parse_move("2H")
