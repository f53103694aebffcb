"""Shared helpers for the bot tests: playing a whole match with chosen bots (random rules: tests.engine.helpers)."""
from __future__ import annotations

import json
from pathlib import Path

from game.bots import AdvancedBot, make_bot
from game.bots.hint import advise
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


# -- the same moves, move for move (issue 49) -------------------------------------------------
# Decisions from several presets, each answered by several bots on fixed seeds; what they chose (and,
# for the searching bots, every candidate's utility and the work spent) is kept in ``SAME_MOVES``, so
# a change to the engine or the search that changes one choice, or one playout, shows here.
SAME_MOVES = Path(__file__).with_name("same_moves.json")
SEVENS = {"seven_give": True, "ten_discard": True, "jack_back": True, "give_discard_up_to": True}
SAME_PRESETS = {"classic": ("classic", {}), "president": ("president", {}), "jda": ("jda", {}),
                "uecda": ("uecda", {}), "casual": ("casual", {}), "sevens": ("classic", SEVENS)}
# (bot, how many of a preset's decisions it answers, the first ones): the searching bots at small budgets
# but for one decision each at the default and the deep budget (the deep searches its own leads)
SAME_BOTS = (("beginner", 6), ("medium", 6), ("medium:cutter", 6), ("medium:hoarder:hold=0.95", 6),
             ("advanced:quick:budget=800", 6), ("advanced", 1), ("advanced:revolutionary:budget=800", 2),
             ("advanced:gambler:budget=800", 2), ("advanced:hoarder:budget=800", 2), ("advanced:deep", 1),
             ("hint:800", 2))


def same_move_views(name: str) -> list:
    """Six decisions of preset ``name`` (any seat, a real choice): four plays, then two gives, discards
    or tax returns owed where the rules have them, from a match the medium bot plays at the preset's own seats."""
    preset, switches = SAME_PRESETS[name]
    rules = Rules.preset(preset).replace(rounds=3, target_points=0, **switches)
    match = Match(rules, seats=rules.seats, seed=49)
    medium = make_bot("medium")
    plays, owed, steps = [], [], 0
    while (len(plays) < 6 or len(owed) < 2) and not match.is_over:
        if match.between_hands:
            match.deal_next()
            continue
        view = match.view(match.to_act)
        steps += 1
        if len(view.legal) > 1 and view.pending:
            owed.append(view)
        elif len(view.legal) > 1 and steps % 5 == 0:
            plays.append(view)
        match.apply(medium.choose(view))
    return plays[:4] + owed[:2] if len(owed) >= 2 else plays[:6]


def same_move(spec: str, view, seed: int) -> dict:
    """What bot ``spec`` (or ``hint:BUDGET``, the hint's search) chooses for ``view``, with the search's figures."""
    if spec.startswith("hint:"):
        advice = advise(view, budget=int(spec[5:]), seed=seed)
        ranked = [[str(o.move), [list(p) for p in sorted(o.playouts)], sorted(o.took)] for o in advice.figures]
        return {"move": str(advice.move), "ranked": ranked}
    bot = make_bot(spec, seed=seed)
    out = {"move": str(bot.choose(view))}
    if isinstance(bot, AdvancedBot):
        out |= {"work": bot.work, "samples": bot.samples,
                "behind": sorted([str(m), repr(round(v, 9))] for m, v in bot.behind.items())}
    return out


def same_moves() -> dict:
    """Every recorded decision's answers, as ``SAME_MOVES`` holds them."""
    out = {}
    for name in SAME_PRESETS:
        views = same_move_views(name)
        for spec, first in SAME_BOTS:
            for i, view in enumerate(views[:first]):
                out[f"{name}/{i}/{spec}"] = same_move(spec, view, seed=i + 1)
    return out


def write_same_moves() -> None:
    """Record the answers anew: only when a change of the choices is meant (``python -m tests.bots.helpers``)."""
    rows = (f"{json.dumps(key)}: {json.dumps(value)}" for key, value in sorted(same_moves().items()))
    SAME_MOVES.write_text("{\n" + ",\n".join(rows) + "\n}\n", encoding="utf-8")  # a decision a line


if __name__ == "__main__":
    write_same_moves()
