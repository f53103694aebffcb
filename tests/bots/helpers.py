"""Shared helpers for the bot tests: playing a whole match with chosen bots (random rules: tests.engine.helpers)."""
from __future__ import annotations

from game.bots import make_bot
from game.engine import Match, Rules


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
