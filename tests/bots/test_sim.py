"""The search-only hand (``bots.sim``) plays exactly as the engine: same moves, same states, same places."""
from __future__ import annotations

import random

import pytest

from game.bots.advanced import playout
from game.bots.endgame import TooBig, solvable, solve
from game.bots.policy import general_move, model_move
from game.bots.sim import Sim, supports
from game.engine import Match, Rules
from tests.engine.helpers import random_rules

STATE = ("hands", "table", "table_seat", "to_act", "passed", "lead_passed", "active", "finished", "fouls", "fallen",
         "left_over", "is_over", "revolution", "jack_back", "pending_revolution", "lock", "reversed", "places")


def state(h) -> tuple:
    return tuple(getattr(h, name) for name in STATE)


def positions(count: int, seed: int):
    """Hands paused at a random point under random rules (no mid-hand gives or discards), from real matches."""
    rng = random.Random(seed)
    found = 0
    while found < count:
        rules = random_rules(rng).replace(seven_give=False, ten_discard=False)
        match = Match(rules, seed=rng.randrange(10**6))
        stop = rng.randrange(60)
        steps = 0
        while not match.is_over:
            if match.between_hands:
                match.deal_next()
                continue
            h = match.hand
            if not h.owed and steps >= stop:
                found += 1
                yield h.copy()
                break
            match.apply(rng.choice(match.legal_moves()))
            steps += 1


@pytest.mark.parametrize("policy", [general_move, model_move])
def test_sim_plays_every_move_as_the_engine(policy):
    played = 0
    for i, hand in enumerate(positions(150, seed=11)):
        sim = Sim(hand)
        r1, r2 = random.Random(i), random.Random(i)
        assert state(sim) == state(hand)
        while not hand.is_over:
            assert sim.legal_moves() == hand.legal_moves()
            move = policy(hand, r1, 0.25)  # some random moves reach the rarer rules
            assert policy(sim, r2, 0.25) == move
            hand.apply(move)
            sim.apply(move)
            assert state(sim) == state(hand), f"after {move} under {hand.rules.to_dict()}"
            played += 1
        assert sim.is_over
    assert played > 2000


def test_a_playout_settles_the_same_place_both_ways():
    for i, hand in enumerate(positions(60, seed=12)):
        if hand.is_over:
            continue
        seat = hand.active[i % len(hand.active)]
        engine = playout(hand.copy(), seat, random.Random(i), fast=False)
        assert playout(hand.copy(), seat, random.Random(i), fast=True) == engine


@pytest.mark.parametrize("preset", ["classic", "jda", "president", "casual", "uecda"])
def test_every_preset_runs_on_the_sim(preset):
    assert supports(Rules.preset(preset))


def test_gives_and_discards_stay_on_the_engine():
    assert not supports(Rules().replace(seven_give=True))
    assert not supports(Rules().replace(ten_discard=True))
    match = Match(Rules().replace(seven_give=True), seed=1)
    with pytest.raises(ValueError):
        Sim(match.hand)


def test_a_copy_plays_on_alone():
    """The candidates of one guess start from copies of one ``Sim``: playing a copy leaves the start as it was."""
    for i, hand in enumerate(positions(40, seed=13)):
        start = Sim(hand)
        legal = list(start.legal_moves())  # cached before the copy, so the copy starts with it
        copy = start.copy()
        assert state(copy) == state(hand)
        rng = random.Random(i)
        while not copy.is_over:
            copy.apply(general_move(copy, rng))
        assert state(start) == state(hand)  # the engine hand is a separate object: a shared list would show
        assert start.legal_moves() == legal == hand.legal_moves()


def test_the_endgame_solver_answers_alike_on_the_sim():
    """The search solves small endgames on its ``Sim`` copies: the solver reads them as it reads the engine."""
    rng = random.Random(14)
    solved = 0
    while solved < 20:
        rules = random_rules(rng).replace(seven_give=False, ten_discard=False)
        match = Match(rules, seed=rng.randrange(10**6))
        if match.between_hands:
            match.deal_next()
        h = match.hand
        while not h.is_over and not (not h.owed and len(h.active) == 2 and solvable(h, h.active[0])):
            h.apply(rng.choice(h.legal_moves()))
        if h.is_over:
            continue
        for seat in h.active:
            try:
                engine = solve(h.copy(), seat, {})
            except TooBig:
                continue
            assert solve(Sim(h), seat, {}) == engine
            solved += 1
