"""``python -m game.bench engine``: random full hands per second through the public API.

Each hand is one ``Match`` dealt from a fresh seed and played out by picking a
uniformly random legal move. Two ways: as a search bot's playouts do, on a
copy that keeps no record, each move pushed unchecked (``copy(record=False)``,
``legal_moves`` + ``push``: the first figures), and as the table does, each
move checked and its events made (``apply``: the last but one). Also times one
``legal_moves()`` call on a fresh position.
"""
from __future__ import annotations

import argparse
import random
import time

from game.engine import Match, Rules
from game.engine.rules import PRESETS


def hands_per_second(preset: str, seats: int, seconds: float, seed: int = 1,
                     checked: bool = False) -> tuple[float, float, float]:
    """Play random hands for about ``seconds``; returns (hands/s, hands per CPU-second, moves per hand).
    ``checked``: each move by ``apply`` on the match's own hand, else by ``push`` on a copy without a record.

    The CPU-time rate is the steadier figure on a machine shared with other work.
    """
    rules = Rules.preset(preset)
    rng = random.Random(seed)
    hands = moves = 0
    start, cpu = time.perf_counter(), time.process_time()
    while time.perf_counter() - start < seconds:
        match = Match(rules, seats=seats, seed=rng.getrandbits(32))
        hand = match.hand if checked else match.hand.copy(record=False)
        make = hand.apply if checked else hand.push
        while not hand.is_over:
            make(rng.choice(hand.legal_moves()))
            moves += 1
        hands += 1
    elapsed, used = time.perf_counter() - start, time.process_time() - cpu
    return hands / elapsed, hands / used, moves / max(hands, 1)


def legal_moves_time(preset: str, seats: int, samples: int = 2000) -> float:
    """Microseconds for one ``legal_moves()`` on a position never seen before (no cache hit)."""
    rules = Rules.preset(preset)
    total = 0.0
    for i in range(samples):
        hand = Match(rules, seats=seats, seed=10_000 + i).hand
        t = time.perf_counter()
        hand.legal_moves()
        total += time.perf_counter() - t
    return total / samples * 1e6


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.bench engine", description=__doc__)
    parser.add_argument("--seconds", type=float, default=3.0, help="time per preset and seat count")
    parser.add_argument("--presets", default=",".join(PRESETS))
    parser.add_argument("--seats", default="4,6")
    args = parser.parse_args(argv)
    print(f"{'preset':<10} {'seats':>5} {'hands/s':>9} {'hands/cpu-s':>12} {'moves/hand':>11} "
          f"{'apply cpu-s':>12} {'legal_moves() us':>17}")
    for preset in args.presets.split(","):
        for seats in (int(s) for s in args.seats.split(",")):
            rate, cpu_rate, per_hand = hands_per_second(preset, seats, args.seconds)
            # other deals (seed 2): the first way's must not warm the caches for the second
            _, checked, _ = hands_per_second(preset, seats, args.seconds, seed=2, checked=True)
            lm = legal_moves_time(preset, seats, 500)
            print(f"{preset:<10} {seats:>5} {rate:>9.0f} {cpu_rate:>12.0f} {per_hand:>11.1f} {checked:>12.0f} "
                  f"{lm:>17.1f}")
    return 0
