"""Every bot plays complete matches, legally, under every preset and random rule sets."""
from __future__ import annotations

import random

import pytest

from game.engine import Rules
from game.engine.rules import PRESETS
from tests.engine.helpers import random_rules

from .helpers import play_match

QUICK_ADVANCED = "advanced:budget=150"


@pytest.mark.parametrize("preset", list(PRESETS))
def test_every_strength_finishes_a_match_under_each_preset(preset):
    rules = Rules.preset(preset).replace(rounds=3, target_points=0)
    log = play_match(rules, ["beginner", "medium", QUICK_ADVANCED, "medium:hoarder"], seed=11)
    assert log


@pytest.mark.parametrize("seed", range(6))
def test_bots_survive_random_rule_sets(seed):
    rng = random.Random(seed)
    rules = random_rules(rng)
    specs = [rng.choice(["beginner", "medium", QUICK_ADVANCED]) for _ in range(rules.seats)]
    play_match(rules, specs, seed=seed)


@pytest.mark.parametrize("seed", range(20))
def test_cheap_bots_survive_many_random_rule_sets(seed):
    rng = random.Random(1000 + seed)
    rules = random_rules(rng)
    play_match(rules, [rng.choice(["beginner", "medium"]) for _ in range(rules.seats)], seed=seed)


def test_same_seed_same_match():
    rules = Rules.preset("jda").replace(rounds=2)
    specs = ["advanced:budget=200", "medium", "beginner", "advanced:gambler:budget=200"]
    assert play_match(rules, specs, seed=5) == play_match(rules, specs, seed=5)
