"""Random play: thousands of complete matches under every preset and random rule sets.

After every move: each card exists exactly once across hands, table, discard
pile and set-aside cards; exactly one seat is to act until the hand is over;
the state round-trips through its dict after a random share of the moves (half under the
presets, a quarter under random rules, every move in the full-length matches) and after every
hand's last, since a save writes the whole history and round-tripping every move cost nine
tenths of the time. At every hand end the places are a
permutation of the seats, and between hands nobody acts, the finished hand
stays as it ended, the match round-trips through its dict and ``deal_next``
deals the same next hand from the copy as from the original.
"""
from __future__ import annotations

import random

import pytest

from game.engine import Hand, Match, Rules
from game.engine.events import HandOver
from game.engine.rules import PRESETS
from game.engine.state import saved_hand, saved_hand_from_dict

from .helpers import random_rules

PRESET_MATCHES = 40  # per preset and seat count: 5 presets x 4 seat counts x 40 = 800
RANDOM_MATCHES = 1400  # 800 + 1400 + 5 full-length matches: over 2,000 complete matches


def check_hand(hand: Hand, round_trip: bool = True) -> None:
    every = [c for h in hand.hands for c in h] + hand.discard + hand.set_aside + hand.trick_cards
    assert sorted(every) == list(range(52 + hand.rules.jokers)), "a card is missing or doubled"
    if hand.is_over:
        assert hand.to_act is None and hand.legal_moves() == []
    else:
        assert hand.to_act is not None and hand.legal_moves()
        assert hand.to_act in hand.active
    if round_trip or hand.is_over:
        data = saved_hand(hand)
        assert saved_hand(saved_hand_from_dict(data)) == data


def check_between_hands(match: Match) -> None:
    """The match stopped at a finished hand: nobody acts, and the pause survives a save exactly."""
    assert match.between_hands and match.to_act is None and match.legal_moves() == []
    assert match.hand.is_over and match.hand.number == len(match.results)
    assert sorted(match.hand.places) == list(range(match.seats))
    data = match.to_dict()
    copy = Match.from_dict(data)
    assert copy.to_dict() == data and copy.between_hands
    if not match.is_over:
        assert copy.deal_next() == match.deal_next()


def play_out(match: Match, rng: random.Random, saves: random.Random | None = None, share: float = 1.0) -> int:
    """Play ``match`` to its end at random, checking after every move; the hand round-trips through its
    save after a random ``share`` of the moves, drawn from ``saves`` (apart from ``rng``, so the games
    are the same whatever the share), and after every hand's last."""
    moves = 0
    while not match.is_over:
        before = match.hand
        legal = match.legal_moves()
        move = rng.choice(legal) if rng.random() < 0.9 else match.timeout_move()
        assert move in legal
        events = match.apply(move)
        moves += 1
        check_hand(before, saves is None or saves.random() < share)
        for event in events:
            if isinstance(event, HandOver):
                assert sorted(event.places) == list(range(match.seats))
        assert match.hand is before
        if match.between_hands:
            check_between_hands(match)  # deals the next hand unless the match is over
            check_hand(match.hand)
    assert match.winner is not None
    assert sorted(match.results[-1].places) == list(range(match.seats))
    return moves


@pytest.mark.parametrize("seats", [3, 4, 5, 6])
@pytest.mark.parametrize("preset", list(PRESETS))
def test_random_matches_under_each_preset(preset, seats):
    rng = random.Random(f"{preset}/{seats}")
    saves = random.Random(f"{preset}/{seats}/saves")
    for i in range(PRESET_MATCHES):
        rules = Rules.preset(preset).replace(rounds=1 + i % 2, target_points=0)  # two hands bring in the tax
        play_out(Match(rules, seats=seats, seed=i), rng, saves, share=0.5)


CHUNKS = 28  # parts the test workers share out: a long one last to start set the run's end


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_random_matches_under_random_rules(chunk):
    rng = random.Random(f"random-rules/{chunk}")
    saves = random.Random(f"random-rules/{chunk}/saves")
    for i in range(RANDOM_MATCHES // CHUNKS):
        rules = random_rules(rng)
        play_out(Match(rules, seats=rules.seats, seed=rng.getrandbits(32)), rng, saves, share=0.25)


def test_full_length_preset_matches():
    """Each preset's own match end (target 7 points, or 5 rounds) is reached."""
    rng = random.Random(5)
    for preset in PRESETS:
        match = Match(Rules.preset(preset), seats=4, seed=3)
        play_out(match, rng)
        if match.rules.rounds:
            assert len(match.results) == match.rules.rounds
        else:
            assert max(match.scores) >= match.rules.target_points
