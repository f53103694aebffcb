"""Owns the balance estimate: how often a medium-strength stand-in for the player clears a level.

``python -m game.campaign.balance`` plays every shipped level (or ``--level
levels/NN.toml``, repeatable) ``--matches`` times with a medium bot in the
player's seat and the level's own opponents, judges each match with the level's
goal, and prints a table of clear rates and stars. ``python -m game.arena
--level ...`` delegates here.

The searching bot's think budget can be capped (``--budget``) so a full run
fits on a small machine; the cap weakens only opponents above it, and the
table says which cap was used. Matches are independent, so they are played
on a pool of worker processes (``--workers``, one per core by default); each
match's seeds depend only on its number, so the table is the same whatever
the number of workers.
"""
from __future__ import annotations

import argparse
import math
import multiprocessing
import os
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Sequence

from game import paths
from game.bots import STRENGTHS, Bot, personality
from game.bots.worker import keep_caches
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
        keep_caches()  # in a worker process only (``worker.keep_caches``)
    return MatchResult.from_match(match, 0)


def _stars(task: tuple[Level, int, int]) -> int:
    """Stars earned in one match (0 when the goal is missed): the unit of work a worker does."""
    level, seed, budget_cap = task
    return level.goal.stars(play_once(level, seed, budget_cap))


def estimate(level: Level, matches: int, budget_cap: int = 0, first_seed: int = 1,
             progress: Progress | None = None, workers: int = 1) -> Estimate:
    """Play ``matches`` matches (seeds ``first_seed`` on) and count clears and stars.

    ``workers`` above 1 plays them on that many processes; the counts do not
    depend on it, as every match is seeded by its own number.
    """
    start = time.perf_counter()
    clears = stars = 0
    tasks = [(level, seed, budget_cap) for seed in range(first_seed, first_seed + matches)]
    # spawn, not fork: a process with threads running (the game's bot process, a test run) can
    # fork a child holding a lock no thread will release, and the run hangs.
    pool = multiprocessing.get_context("spawn").Pool(min(workers, matches)) if workers > 1 and matches > 1 else None
    try:
        results = pool.imap_unordered(_stars, tasks, chunksize=1) if pool else map(_stars, tasks)
        for done, got in enumerate(results, 1):
            clears += got > 0
            stars += got
            if progress is not None:
                progress.update(done)
    finally:
        if pool is not None:
            pool.terminate()  # all results are in (or one failed): nothing left to wait for
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
    parser.add_argument("--workers", type=int, default=0,
                        help="processes playing matches at once (default: one per core)")
    args = parser.parse_args(argv)
    files = args.level or sorted(paths.levels_dir().glob("*.toml"))
    levels = [load_level(f) for f in files]  # a broken level stops here with its message
    workers = args.workers or os.cpu_count() or 1
    print(f"stand-in: {STAND_IN}; {args.matches} matches per level; budget cap: {args.budget or 'none'}; "
          f"workers: {workers}")
    print("opponents: B beginner, M medium, A advanced, * boss")
    print(header(), flush=True)
    for level in levels:
        progress = Progress(args.matches, "matches")  # cleared before the row on a terminal, a line a minute in a log
        e = estimate(level, args.matches, args.budget, args.seed, progress, workers)
        progress.finish()
        print(f"{row(e)}  ({e.seconds:.0f}s)", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
