"""Every bot plays complete matches, legally, under every preset and random rule sets."""
from __future__ import annotations

import random

import pytest

from game.engine import Rules

from .helpers import PRESETS, play_match, random_rules

QUICK_ADVANCED = "advanced:budget=150"


@pytest.mark.parametrize("preset", PRESETS)
def test_every_strength_finishes_a_match_under_each_preset(preset):
    rules = Rules.preset(preset).replace(rounds=3, target_points=0)
    log = play_match(rules, ["beginner", "medium", QUICK_ADVANCED, "medium:hoarder"], seed=11)
    assert log


@pytest.mark.parametrize("seed", range(6))
def test_bots_survive_random_rule_sets(seed):
    rng = random.Random(seed)
    rules = random_rules(rng)
    seats = rng.randint(3, 6)
    specs = [rng.choice(["beginner", "medium", QUICK_ADVANCED]) for _ in range(seats)]
    play_match(rules, specs, seed=seed)


@pytest.mark.parametrize("seed", range(20))
def test_cheap_bots_survive_many_random_rule_sets(seed):
    rng = random.Random(1000 + seed)
    rules = random_rules(rng)
    seats = rng.randint(3, 6)
    play_match(rules, [rng.choice(["beginner", "medium"]) for _ in range(seats)], seed=seed)


def test_same_seed_same_match():
    rules = Rules.preset("jda").replace(rounds=2)
    specs = ["advanced:budget=200", "medium", "beginner", "advanced:gambler:budget=200"]
    assert play_match(rules, specs, seed=5) == play_match(rules, specs, seed=5)
