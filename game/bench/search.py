"""``python -m game.bench search``: playouts per second of the searching bot, on fixed positions.

The positions are seat 0's decisions with a real choice in matches played by
medium bots (fixed seeds), so every run, before and after a change, times the
same work: for each position, guesses at the hidden cards (``sampling``), each
candidate pushed, and the hand played out by a playout policy until the
seat's place is known, as the bot does it (one hand without a record per guess,
each candidate tried on a copy). Each policy is timed on the same guesses, the
second time round (the caches of plays and plans warm, as a decision's later
playouts find them; the search-only simulator this replaced was timed so), and
prints playouts per second (wall and CPU) and moves per playout. A second table times
whole decisions of the advanced bot at each budget (``--bots``) on the same
positions, and the guessing alone: as many guesses as a default decision draws,
fitted to the reads and mended as the bot does (``sampling.sample_read``),
which was more than half of a decision's time before the reads were made ready
once per decision (``reads.ReadCheck``).
"""
from __future__ import annotations

import argparse
import random
import time

from game.bots import make_bot
from game.bots.advanced import GUESSES, PLAYOUT_POLICIES, candidates, guess_source, playout
from game.bots.sampling import sample_hidden
from game.engine import Hand, Match, Rules, SeatView


def positions(preset: str, count: int, seed: int = 1) -> list[SeatView]:
    """``count`` decision points of seat 0 (a real choice, no give or discard pending)."""
    medium = make_bot("medium")
    found: list[SeatView] = []
    match_seed = seed
    while len(found) < count:
        rules = Rules.preset(preset).replace(rounds=2, target_points=0)
        match = Match(rules, seats=rules.seats, seed=match_seed)
        while not match.is_over and len(found) < count:
            if match.between_hands:
                match.deal_next()
                continue
            view = match.view(match.to_act)
            if view.seat == 0 and len(view.legal) > 1 and not view.pending:
                found.append(view)
            match.apply(medium.choose(view))
        match_seed += 1
    return found


def time_policy(views: list[SeatView], policy: str, samples: int) -> tuple[float, float, float]:
    """(playouts per wall second, per CPU second, moves per playout) over the same guesses."""
    playouts = moves = 0
    wall, cpu = time.perf_counter(), time.process_time()
    for i, view in enumerate(views):
        rng = random.Random(i)  # the same guesses and playout streams for every policy
        cands = candidates(view)
        for _ in range(samples):
            base = Hand.from_view(view, sample_hidden(view, rng), record=False)  # as the bot does
            seed = rng.getrandbits(32)
            for move in cands:
                h = base.copy()
                h.push(move)
                _, used = playout(h, view.seat, random.Random(seed), policy)
                playouts += 1
                moves += used
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    return playouts / wall, playouts / cpu, moves / max(1, playouts)


def time_decisions(views: list[SeatView], spec: str) -> tuple[float, float, float]:
    """CPU milliseconds per decision of the bot ``spec`` (an advanced bot at some budget): (mean, p50, p99).

    The median is a typical decision; the 99th percentile the slow ones a player waits on (the
    deep rival's is what its budget was set by: ``bots.base.PERSONALITIES``)."""
    bot = make_bot(spec)
    times = []
    for view in views:
        cpu = time.process_time()
        bot.choose(view)
        times.append(1000 * (time.process_time() - cpu))
    ranked = sorted(times)
    return sum(times) / len(times), ranked[len(ranked) // 2], ranked[min(len(ranked) - 1, len(ranked) * 99 // 100)]


def time_guessing(views: list[SeatView], guesses: int = GUESSES) -> float:
    """CPU milliseconds per position to draw ``guesses`` guesses the way the advanced bot does."""
    cpu = time.process_time()
    for i, view in enumerate(views):
        rng, guess = random.Random(i), guess_source(view)
        for _ in range(guesses):
            guess(rng)
    return 1000 * (time.process_time() - cpu) / len(views)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.bench search", description=__doc__.split("\n\n")[0])
    parser.add_argument("--presets", default="classic,jda,uecda")
    parser.add_argument("--positions", type=int, default=30, help="decision points per preset")
    parser.add_argument("--samples", type=int, default=8, help="guesses per position")
    parser.add_argument("--policies", default=",".join(PLAYOUT_POLICIES))
    parser.add_argument("--bots", default="advanced:quick,advanced,advanced:deep",
                        help="searching bots whose decisions are timed (empty: none)")
    args = parser.parse_args(argv)
    tables = {preset: positions(preset, args.positions) for preset in args.presets.split(",")}
    print(f"{'preset':<10} {'policy':<10} {'playouts/s':>11} {'playouts/cpu-s':>15} {'moves/playout':>14}")
    for preset, views in tables.items():
        for policy in args.policies.split(","):
            time_policy(views, policy, args.samples)  # once to warm the caches, as the "sim" path was timed
            rate, cpu_rate, per = time_policy(views, policy, args.samples)
            print(f"{preset:<10} {policy:<10} {rate:>11.0f} {cpu_rate:>15.0f} {per:>14.1f}")
    bots = [b for b in args.bots.split(",") if b]
    if bots:
        print()
        print(f"{'preset':<10} {'bot':<16} {'cpu ms/decision':>16} {'p50 ms':>8} {'p99 ms':>8}")
        for preset, views in tables.items():
            for spec in bots:
                mean, p50, p99 = time_decisions(views, spec)
                print(f"{preset:<10} {spec:<16} {mean:>16.1f} {p50:>8.1f} {p99:>8.1f}")
            print(f"{preset:<10} {f'{GUESSES} guesses':<16} {time_guessing(views):>16.1f}")
    return 0
