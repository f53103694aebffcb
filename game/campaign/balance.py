"""Owns the balance estimate: how often a medium-strength stand-in for the player clears a level.

``python -m game.campaign.balance`` plays every shipped level (or ``--level
levels/NN.toml``, repeatable) ``--matches`` times with a medium bot in the
player's seat and the level's own opponents, judges each match with the level's
goal, and prints a table of clear rates and stars. ``python -m game.arena
--level ...`` delegates here.

The searching bot's think budget can be capped (``--budget``) so a full run
fits on a small machine; the cap weakens only opponents above it, and the
table says which cap was used.
"""
from __future__ import annotations

import argparse
import math
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Sequence

from game import paths
from game.bots import STRENGTHS, Bot, personality
from game.engine import Match
from game.progress import Progress

from .goals import MatchResult
from .level import Level, Opponent, load_level

STAND_IN = "medium"


@dataclass(frozen=True)
class Estimate:
    level: Level
    matches: int
    clears: int
    stars: int  # summed over the matches
    seconds: float

    @property
    def rate(self) -> float:
        return self.clears / self.matches if self.matches else 0.0

    @property
    def margin(self) -> float:
        """Half-width of a 95% normal interval on the clear rate."""
        p = self.rate
        return 1.96 * math.sqrt(p * (1 - p) / self.matches) if self.matches else 0.0


def opponent_bot(opp: Opponent, seed: int, budget_cap: int = 0) -> Bot:
    persona = personality(opp.personality).with_changes(**dict(opp.style))
    if budget_cap and persona.budget > budget_cap:
        persona = persona.with_changes(budget=budget_cap)
    return STRENGTHS[opp.strength](persona, seed)


def play_once(level: Level, seed: int, budget_cap: int = 0) -> MatchResult:
    """One match: a medium stand-in at seat 0, the level's opponents after it."""
    bots: list[Bot] = [STRENGTHS[STAND_IN](personality("steady"), seed)]
    bots += [opponent_bot(o, seed * 31 + i, budget_cap) for i, o in enumerate(level.opponents, 1)]
    match = Match(level.rules, level.seats, seed)
    while not match.is_over:
        if match.between_hands:
            match.deal_next()
            continue
        seat = match.to_act
        assert seat is not None, "a hand in play always has a seat to act"
        match.apply(bots[seat].choose(match.view(seat)))
    return MatchResult.from_match(match, 0)


def estimate(level: Level, matches: int, budget_cap: int = 0, first_seed: int = 1,
             progress: Progress | None = None) -> Estimate:
    start = time.perf_counter()
    clears = stars = 0
    for done, seed in enumerate(range(first_seed, first_seed + matches), 1):
        result = play_once(level, seed, budget_cap)
        got = level.goal.stars(result)
        clears += got > 0
        stars += got
        if progress is not None:
            progress.update(done)
    return Estimate(level, matches, clears, stars, time.perf_counter() - start)


def header() -> str:
    return (f"{'level':<22} {'preset':<9} {'seats':>5}  {'opponents':<18} {'goal':<32} "
            f"{'clear':>6} {'+/-':>5} {'stars':>5}")


def row(e: Estimate) -> str:
    lv = e.level
    opps = "/".join(o.strength[0].upper() + ("*" if o.boss else "") for o in lv.opponents)
    mean_stars = e.stars / e.matches if e.matches else 0.0
    return (f"{lv.id:<22} {lv.preset:<9} {lv.seats:>5}  {opps:<18} {lv.goal.describe():<32} "
            f"{e.rate:>6.0%} {e.margin:>5.0%} {mean_stars:>5.2f}")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.campaign.balance", description=__doc__.split("\n")[0])
    parser.add_argument("--level", action="append", type=Path, help="a level file (default: every shipped level)")
    parser.add_argument("--matches", type=int, default=40, help="matches per level (default 40)")
    parser.add_argument("--budget", type=int, default=0, help="cap on the searching bots' think budget (0 = none)")
    parser.add_argument("--seed", type=int, default=1, help="first match seed")
    args = parser.parse_args(argv)
    files = args.level or sorted(paths.levels_dir().glob("*.toml"))
    levels = [load_level(f) for f in files]  # a broken level stops here with its message
    print(f"stand-in: {STAND_IN}; {args.matches} matches per level; budget cap: {args.budget or 'none'}")
    print("opponents: B beginner, M medium, A advanced, * boss")
    print(header(), flush=True)
    for level in levels:
        progress = Progress(args.matches, "matches")  # on a terminal only, cleared before the row
        e = estimate(level, args.matches, args.budget, args.seed, progress)
        progress.finish()
        print(f"{row(e)}  ({e.seconds:.0f}s)", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
