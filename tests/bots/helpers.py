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


def views_with_choices(preset: str, seed: int, count: int, seat: int | None = 0, **switches) -> list:
    """Up to ``count`` views of ``seat`` (None: every seat) with more than one legal move, from a match
    the medium bot plays under ``preset`` with ``switches`` changed."""
    rules = Rules.preset(preset).replace(rounds=3, target_points=0, **switches)
    match = Match(rules, seats=4, seed=seed)
    medium = make_bot("medium")
    out = []
    while len(out) < count and not match.is_over:
        if match.between_hands:
            match.deal_next()
            continue
        view = match.view(match.to_act)
        if seat in (None, match.to_act) and len(view.legal) > 1:
            out.append(view)
        match.apply(medium.choose(view))
    return out
