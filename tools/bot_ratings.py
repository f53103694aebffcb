"""The bots' fixed ratings (``game.records.rating.BOTS``, ``STYLES``), measured by the arena.

    nice -n 19 python tools/bot_ratings.py --hands 160 --seed 1 \\
        --bots beginner,medium,advanced,advanced:quick,advanced:deep

The arena's duplicate deals (``game.arena.play_deal``: each deal a short match,
replayed once per rotation of the bots through the seats, so the luck of the
cards cancels) are played one at a time, on one process, and each match's final
totals rate every bot with the game's own model (``rating.MODEL``, Plackett-Luce;
level totals a draw), every bot starting at 1500 and learning. Prints each bot's
rating and its uncertainty as the game shows them; the figures go into
``rating.py`` by hand, with this command beside them.
"""
from __future__ import annotations

import argparse
import math
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from game.arena import MATCH_HANDS, Deal, play_deal  # noqa: E402
from game.bots import BotSpec  # noqa: E402
from game.engine import Rules  # noqa: E402
from game.records.rating import MODEL, ranks  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--bots", required=True, help="comma-separated bot specs, 3 to 6, all different")
    parser.add_argument("--hands", type=int, default=160, help="hands to play, at least")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--preset", default="classic")
    parser.add_argument("--match-hands", type=int, default=MATCH_HANDS)
    args = parser.parse_args(argv)
    specs = [s.strip() for s in args.bots.split(",") if s.strip()]
    if not 3 <= len(specs) <= 6 or len(set(specs)) != len(specs):
        parser.error("give 3 to 6 different bot specs")
    for spec in specs:
        BotSpec.parse(spec)
    seats = len(specs)
    rules = Rules.preset(args.preset).replace(seats=seats, rounds=args.match_hands, target_points=0).to_dict()
    deals = max(1, math.ceil(args.hands / (args.match_hands * seats)))
    ratings = [MODEL.rating() for _ in specs]
    start, played = time.perf_counter(), 0
    for d in range(deals):
        for rotation in range(seats):
            result = play_deal(Deal(rules, seats, tuple(specs), args.seed * 1_000_003 + d, rotation))
            totals = [0] * seats
            for entry, _places, points, _times, _traits in result:
                totals[entry] = sum(points)
            rated = MODEL.rate([[r] for r in ratings], ranks=ranks(totals))
            ratings = [team[0] for team in rated]
            played += args.match_hands
            print(f"{played} hands, {time.perf_counter() - start:.0f} s", file=sys.stderr)
    print(f"preset {args.preset}: {deals * seats} matches of {args.match_hands} hands, seed {args.seed}, "
          f"{time.perf_counter() - start:.0f} s")
    for spec, r in sorted(zip(specs, ratings), key=lambda x: -x[1].mu):
        print(f"{spec:<28} {r.mu:7.0f} ± {r.sigma:4.0f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
