"""Playout policies: legal in every position, and the search benchmark that times them."""
from __future__ import annotations

import random
import re

import pytest

from game.bench import search
from game.bots.advanced import GUESSES, PLAYOUT_POLICIES, playout
from game.engine import Match, Rules

from tests.engine.helpers import random_rules


@pytest.mark.parametrize("policy", list(PLAYOUT_POLICIES))
@pytest.mark.parametrize("seed", range(4))
def test_policy_plays_whole_matches_legally(policy, seed):
    rng = random.Random(seed)
    rules = random_rules(rng) if seed else Rules.preset("classic")
    match = Match(rules, seats=rng.randint(3, 6), seed=seed)
    move_for = PLAYOUT_POLICIES[policy]
    while not match.is_over:
        if match.between_hands:
            match.deal_next()
            continue
        move = move_for(match.hand, rng, 0.02)
        assert move in match.legal_moves(), (policy, move)
        match.apply(move)


def test_general_policy_takes_a_trick_the_medium_bot_would_pass():
    from game.engine import Hand

    hand = Hand.setup(Rules.preset("classic"), ["9S 3H 5D 6D", "TS TH 4C 5C 2D", "6C 7C 8D", "QD QC KD"], leader=0)
    hand.apply("9S")
    assert str(PLAYOUT_POLICIES["model"](hand, random.Random(0))) == "pass"
    answers = [str(PLAYOUT_POLICIES["general"](hand, random.Random(s))) for s in range(200)]
    taken = set(answers) - {"pass"}
    assert taken <= {"TS", "TH", "2D"} and "2D" in taken and taken & {"TS", "TH"}  # a broken pair or the 2
    assert 0.15 < 1 - answers.count("pass") / len(answers) < 0.45  # about TAKE_CHANCE of the time


def test_playout_settles_the_seat_place():
    match = Match(Rules.preset("classic"), seats=4, seed=2)
    for policy in PLAYOUT_POLICIES:
        place, moves = playout(match.hand.copy(), 0, random.Random(1), policy)
        assert 0 <= place < 4 and moves > 0


def test_search_benchmark_prints_each_policy(capsys):
    assert search.main(["--presets", "classic", "--positions", "2", "--samples", "1", "--bots", "advanced:quick"]) == 0
    out = capsys.readouterr().out
    assert "playouts/s" in out and all(p in out for p in PLAYOUT_POLICIES)
    assert "cpu ms/decision" in out
    assert re.search(r"^classic +advanced:quick +\d+\.\d +\d+\.\d +\d+\.\d$", out, re.M)  # mean, p50, p99
    assert re.search(rf"^classic +{GUESSES} guesses +\d+\.\d$", out, re.M)  # and the guessing apart


def test_search_benchmark_times_no_decisions_when_asked_for_no_bots(capsys):
    assert search.main(["--presets", "classic", "--positions", "1", "--samples", "1", "--policies", "general",
                        "--bots", ""]) == 0
    assert "ms/decision" not in capsys.readouterr().out
