"""The turn-timer fallback: the move the engine makes for a seat whose time ran out (RULES.md §7, §9.20).

Each scenario is a small hand built with ``Hand.setup`` (the cards not named go to the discard pile),
or a match played with a fixed deterministic policy, so every run sees the same hands.
"""
from __future__ import annotations

import pytest

from game.engine import PASS, Hand, IllegalMove, Match, MoveKind, Rules, parse_cards, parse_move
from game.engine.events import Discarded, Gave, TaxPaid, TaxReturned

from .helpers import finish_hand, ids, of


def test_timeout_follower_passes():
    """§9.20: "a follower passes" """
    hand = Hand.setup(Rules.preset("classic"), ["5S 9S", "6S 3D", "7S 9D"], leader=0)
    hand.apply("5S")
    assert hand.timeout_move() == PASS
    hand.apply(hand.timeout_move())
    assert hand.to_act == 2


def test_timeout_leader_plays_weakest_single():
    """§9.20: "a leader plays its weakest single" """
    hand = Hand.setup(Rules.preset("classic"), ["9S 4C KD 5H 5S", "6S 3D", "7S 9D"], leader=0)
    move = hand.timeout_move()
    assert move == parse_move("4C")
    hand.apply(move)
    assert ids(hand.cards(0)) == ids(parse_cards("9S KD 5H 5S"))


def test_timeout_leader_weakest_single_while_reversed():
    """§9.20: "a leader plays its weakest single" - in the order in force: reversed, the 2 is weakest."""
    hand = Hand.setup(Rules.preset("classic"), ["9S 2C KD", "6S 3D", "7S 9D"], leader=0, reversed=True)
    assert hand.timeout_move() == parse_move("2C")


def test_timeout_leader_weakest_is_not_the_joker():
    """§9.20: "a leader plays its weakest single (a joker if that is all it has)" - a natural card first."""
    hand = Hand.setup(Rules.preset("classic"), ["2S JK", "6S 3D", "7S 9D"], leader=0)
    assert hand.timeout_move() == parse_move("2S")


@pytest.mark.parametrize("preset, jokers, left", [("classic", "JK", 0), ("president", "JK JK", 1)],
                         ids=["one joker", "two jokers"])
def test_timeout_leader_with_only_jokers_plays_one_single(preset, jokers, left):
    """§9.20: "a leader plays its weakest single (a joker if that is all it has)" - a single, not a pair."""
    hand = Hand.setup(Rules.preset(preset), [jokers, "6S 3D", "7S 9D"], leader=0)
    move = hand.timeout_move()
    assert move == parse_move("JK")
    hand.apply(move)
    assert len(hand.cards(0)) == left


def test_timeout_owed_give_made_in_full_with_weakest_cards():
    """§9.20: "an owed give, discard or return is made in full with the weakest cards." """
    rules = Rules.preset("classic").replace(seven_give=True, give_discard_up_to=True)
    hand = Hand.setup(rules, ["7H 7D KD 4S 9C", "6S 3D", "8S 9D"], leader=0)
    hand.apply("7H 7D")
    assert hand.pending == "give"
    move = hand.timeout_move()
    assert move.kind is MoveKind.GIVE
    assert ids(move.cards) == ids(parse_cards("4S 9C"))
    events = hand.apply(move)
    assert ids(of(events, Gave)[0].cards) == ids(parse_cards("4S 9C"))


def test_timeout_owed_give_capped_by_the_hand():
    """§4: "the player gives N cards of their choice (fewer if they hold fewer)"; §9.20: "made in full" """
    rules = Rules.preset("classic").replace(seven_give=True)
    hand = Hand.setup(rules, ["7H 7D KD", "6S 3D", "8S 9D"], leader=0)
    hand.apply("7H 7D")
    move = hand.timeout_move()
    assert move == parse_move("give KD")


def test_timeout_owed_discard_made_in_full_with_weakest_cards():
    """§9.20: "an owed give, discard or return is made in full with the weakest cards." """
    rules = Rules.preset("classic").replace(ten_discard=True, give_discard_up_to=True)
    hand = Hand.setup(rules, ["TH KD 5S 2C", "6S 3D", "8S 9D"], leader=0)
    hand.apply("TH")
    assert hand.pending == "discard"
    move = hand.timeout_move()
    assert move == parse_move("discard 5S")
    events = hand.apply(move)
    assert ids(of(events, Discarded)[0].cards) == ids(parse_cards("5S"))


def test_timeout_owed_discard_weakest_while_reversed():
    """§9.20: "made in full with the weakest cards" - weakest in the order in force."""
    rules = Rules.preset("classic").replace(ten_discard=True)
    hand = Hand.setup(rules, ["TH KD 5S 2C", "6S 3D", "8S 9D"], leader=0, reversed=True)
    hand.apply("TH")
    assert hand.timeout_move() == parse_move("discard 2C")


def test_timeout_owed_return_made_in_full_with_weakest_cards():
    """§9.20: "an owed give, discard or return is made in full with the weakest cards." """
    match = Match(Rules.preset("jda"), seats=4, seed=0)  # tax 2, choose
    finish_hand(match)
    match.deal_next()
    places = match.results[-1].places
    assert match.hand.pending == "return"
    mill = match.hand.cards(places[0])
    rev = match.hand.reversed
    key = (lambda c: (99 if c.is_joker else (12 - c.rank if rev else c.rank), c.suit))
    expected = sorted(mill, key=key)[:2]
    move = match.timeout_move()
    assert move.kind is MoveKind.RETURN
    assert ids(move.cards) == ids(expected)
    returned = match.apply(move)
    assert ids(of(returned, TaxReturned)[0].cards) == ids(expected)
    # the Rich's return, one card
    assert match.hand.pending == "return"
    move = match.timeout_move()
    assert move.kind is MoveKind.RETURN and len(move.cards) + len(move.jokers) == 1
    match.apply(move)
    assert match.hand.pending is None


def test_timeout_move_is_always_legal_in_a_match():
    """§9.20: the fallback is a move the rules allow - a whole match played by the timer alone."""
    match = Match(Rules.preset("jda").replace(rounds=2), seats=4, seed=3)
    steps = 0
    while not match.is_over:
        if match.between_hands:
            match.deal_next()
            continue
        move = match.timeout_move()
        assert move in match.legal_moves()
        match.apply(move)
        steps += 1
    assert len(match.results) == 2 and steps > 0


def test_timeout_after_hand_over_is_refused():
    """§9.20: the fallback is for a seat whose time ran out; a finished hand has no seat to act."""
    hand = Hand.setup(Rules.preset("classic"), ["5S", "6S", "4S 3H"], leader=0)
    hand.apply("5S")
    hand.apply("6S")
    with pytest.raises(IllegalMove):
        hand.timeout_move()


def test_a_stacked_match_deals_its_first_hand_as_given_and_the_next_from_the_seed():
    from game.engine.events import HandStarted

    rules = Rules.preset("classic").replace(rounds=2, target_points=0)
    m = Match.stacked(rules, ["3D 4D", "5S", "6H", "7C"], leader=2, seed=5)
    started = m.opening_events[0]
    assert isinstance(started, HandStarted) and started.hands[0] == tuple(parse_cards("3D 4D"))
    assert m.to_act == 2 and m.dealt_as_given and m.number == 1
    assert not Match(rules, 4, seed=5).dealt_as_given  # a dealt match replays from its seed
    m.apply("6H")
    assert m.to_act == 3 and parse_move("7C") in m.legal_moves()
    while not m.between_hands:
        m.apply(m.legal_moves()[0])
    dealt = m.deal_next()
    assert sum(len(h) for h in m.hand.hands) == 53  # hand 2 is a full deal from the seed
    assert any(isinstance(e, TaxPaid) for e in dealt)
