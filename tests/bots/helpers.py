"""Shared helpers for the bot tests: playing matches and random rule sets."""
from __future__ import annotations

import random

from game.bots import make_bot
from game.engine import Match, Rules

PRESETS = ("classic", "jda", "president", "casual")


def random_rules(rng: random.Random) -> Rules:
    """A random but valid rule set: every switch the bots must cope with."""
    revolution = rng.random() < 0.8
    return Rules.preset(rng.choice(PRESETS)).replace(
        jokers=rng.randint(0, 2), deal=rng.choice(["all", "equal"]), pass_locks_out=rng.random() < 0.5,
        effects_in_runs=rng.random() < 0.5, eight_cut=rng.random() < 0.7, revolution=revolution,
        revolution_timing=rng.choice(["immediate", "on_clear"]),
        revolution_runs=rng.choice([0, 4, 5]) if revolution else 0,
        revolution_carries_over=rng.random() < 0.5, spade3=rng.random() < 0.5, suit_lock=rng.random() < 0.5,
        jack_back=rng.random() < 0.5, seven_give=rng.random() < 0.5, ten_discard=rng.random() < 0.5,
        give_discard_up_to=rng.random() < 0.5, foul_finish=rng.random() < 0.5,
        fall_from_grace=rng.random() < 0.5, tax_cards=rng.choice(["by_players", 0, 1, 2, 3]),
        tax_return=rng.choice(["choose", "weakest"]), first_leader=rng.choice(["random", "seat0", "3D"]),
        next_leader=rng.choice(["beggar", "millionaire", "random"]), seating=rng.choice(["keep", "shuffle"]),
        rounds=3, target_points=0,
    )


def play_match(rules: Rules, specs: list[str], seed: int) -> list[str]:
    """Play a whole match with these bots; every move must be legal. Returns the move log."""
    match = Match(rules, seats=len(specs), seed=seed)
    bots = [make_bot(spec, seed=seed * 10 + i) for i, spec in enumerate(specs)]
    log: list[str] = []
    while not match.is_over:
        if match.between_hands:
            match.deal_next()
            continue
        seat = match.to_act
        view = match.view(seat)
        move = bots[seat].choose(view)
        assert move in match.legal_moves(), f"seat {seat} ({specs[seat]}) chose illegal {move}"
        log.append(f"{seat}:{move}")
        match.apply(move)
    return log
