"""The arena: bots play duplicate deals and the results come back as a table.

``python -m game.arena --preset classic --seats 4 --hands 2000 --bots advanced,medium,medium,medium --seed 1``

Duplicate deals: each deal (a match seed) is replayed once per rotation of the
bot list through the seats, so every bot plays every seat's cards and the luck
of the deal cancels. A deal is a short match of ``--match-hands`` hands (so the
tax and titles are exercised) with the match end fixed to that many hands, so
every rotation plays the same number of hands. Deals run on every core.

``run_arena`` is the reusable part (rules + bot specs -> stats); the campaign
can call it with a level's rules and opponents.
"""
from __future__ import annotations

import argparse
import math
import multiprocessing
import os
import sys
import time
import tomllib
from collections.abc import Sequence
from dataclasses import dataclass, field, fields
from typing import Any

from game.bots import BotSpec, make_bot
from game.bots.traits import Traits
from game.bots.worker import keep_caches
from game.engine import Match, Rules
from game.engine.rules import PRESETS
from game.progress import Progress

MATCH_HANDS = 4


@dataclass
class BotStats:
    """Everything measured for one bot spec (identical specs in the list are pooled)."""

    spec: str
    seats: int = 0  # how many entries of the bot list carry this spec
    places: list[int] = field(default_factory=list)  # finishing place per hand played (0 = first)
    points: list[int] = field(default_factory=list)
    times: list[float] = field(default_factory=list)  # seconds per decision that had a choice
    traits: Traits = field(default_factory=Traits)  # habits counted when the run asks for a style report

    @property
    def hands(self) -> int:
        return len(self.places)

    @property
    def first_share(self) -> float:
        return sum(1 for p in self.places if p == 0) / max(1, self.hands)

    @property
    def mean_place(self) -> float:
        return sum(self.places) / max(1, self.hands) + 1  # places print 1-based

    def points_ci(self) -> tuple[float, float]:
        """Mean points per hand and the half-width of its 95% confidence interval."""
        n = len(self.points)
        if n == 0:
            return 0.0, 0.0
        mean = sum(self.points) / n
        if n == 1:
            return mean, 0.0
        var = sum((p - mean) ** 2 for p in self.points) / (n - 1)
        return mean, 1.96 * math.sqrt(var / n)

    def time_ms(self, q: float) -> float:
        if not self.times:
            return 0.0
        ordered = sorted(self.times)
        return 1000 * ordered[min(len(ordered) - 1, int(q * len(ordered)))]


@dataclass(frozen=True)
class Deal:
    """One task: a match seed played with the bot list rotated by ``rotation``."""

    rules: dict[str, Any]
    seats: int
    specs: tuple[str, ...]
    seed: int
    rotation: int
    style: bool = False  # count each bot's habits (``traits``) as well


DealResult = tuple[int, list[int], list[int], list[float], Traits]


def play_deal(deal: Deal) -> list[DealResult]:
    """Play one rotated deal; per bot-list entry: (index, places, points, decision times, habits)."""
    rules = Rules.from_dict(dict(deal.rules))
    match = Match(rules, seats=deal.seats, seed=deal.seed)
    entry_of = [(seat + deal.rotation) % deal.seats for seat in range(deal.seats)]
    bots = [make_bot(deal.specs[entry_of[seat]], seed=deal.seed * 16 + seat) for seat in range(deal.seats)]
    times: list[list[float]] = [[] for _ in range(deal.seats)]
    traits = [Traits() for _ in range(deal.seats)]
    while not match.is_over:
        if match.between_hands:
            match.deal_next()
            continue
        seat = match.to_act
        view = match.view(seat)
        start = time.perf_counter()
        move = bots[seat].choose(view)
        spent = time.perf_counter() - start
        keep_caches()
        if len(view.legal) > 1:
            times[seat].append(spent)
        if deal.style:
            traits[seat].observe(view, move)
        match.apply(move)
    out = []
    for seat in range(deal.seats):
        places = [list(r.places).index(seat) for r in match.results]
        points = [r.points[seat] for r in match.results]
        out.append((entry_of[seat], places, points, times[seat], traits[seat]))
    return out


def run_arena(rules: Rules, specs: Sequence[str], hands: int, seed: int = 1, workers: int | None = None,
              match_hands: int = MATCH_HANDS, style: bool = False,
              progress: Progress | None = None) -> list[BotStats]:
    """Play at least ``hands`` hands of duplicate deals; stats per distinct bot spec, in list order.

    ``style`` also counts each bot's habits; ``progress`` is told the hands done as deals finish.
    """
    seats = len(specs)
    if not 3 <= seats <= 6:
        raise ValueError(f"the arena needs 3 to 6 bots (one per seat), got {seats}")
    for spec in specs:
        BotSpec.parse(spec)  # fail early on a bad spec, not inside a worker
    fixed = rules.replace(seats=seats, rounds=match_hands, target_points=0).to_dict()
    deals = max(1, math.ceil(hands / (match_hands * seats)))
    tasks = [Deal(fixed, seats, tuple(specs), seed * 1_000_003 + d, r, style)
             for d in range(deals) for r in range(seats)]
    stats: dict[str, BotStats] = {}
    for spec in specs:
        stats.setdefault(spec, BotStats(spec)).seats += 1
    if progress is not None:
        progress.total = len(tasks) * match_hands
    workers = workers or os.cpu_count() or 1
    if workers > 1:
        with multiprocessing.get_context("fork").Pool(workers) as pool:
            _collect(pool.imap_unordered(play_deal, tasks, chunksize=1), stats, specs, match_hands, progress)
    else:
        _collect(map(play_deal, tasks), stats, specs, match_hands, progress)
    return list(stats.values())


def _collect(results, stats: dict[str, BotStats], specs: Sequence[str], match_hands: int,
             progress: Progress | None) -> None:
    for done, result in enumerate(results, 1):
        for entry, places, points, spent, habits in result:
            s = stats[specs[entry]]
            s.places += places
            s.points += points
            s.times += spent
            s.traits.merge(habits)
        if progress is not None:
            progress.update(done * match_hands)


def format_table(stats: Sequence[BotStats], title: str = "") -> str:
    head = f"{'bot':<28} {'seats':>5} {'hands':>6} {'1st%':>6} {'avg place':>9} {'pts/hand (95% CI)':>20}" \
           f" {'p50 ms':>8} {'p99 ms':>8}"
    lines = [title] if title else []
    lines += [head, "-" * len(head)]
    for s in stats:
        mean, half = s.points_ci()
        lines.append(f"{s.spec:<28} {s.seats:>5} {s.hands:>6} {100 * s.first_share:>6.1f} {s.mean_place:>9.2f}"
                     f" {mean:>+11.3f} ± {half:<6.3f} {s.time_ms(0.5):>8.2f} {s.time_ms(0.99):>8.2f}")
    return "\n".join(lines)


def format_style(stats: Sequence[BotStats]) -> str:
    """The style report: each habit as made / chances (share), over the same deals for every bot."""
    head = (f"{'bot':<28} {'revolutions':>15} {'eight-cuts':>15} {'top/JK kept <=3':>17}"
            f" {'groups broken':>15} {'passes w/ play':>15}")
    lines = ["style: made / chances (share)", head, "-" * len(head)]

    def cell(a: int, b: int, width: int) -> str:
        return f"{a}/{b} {a / b if b else 0.0:>4.0%}".rjust(width)

    for s in stats:
        t = s.traits
        lines.append(f"{s.spec:<28} {cell(t.revolutions, t.revolution_turns, 15)} {cell(t.cuts, t.cut_turns, 15)}"
                     f" {cell(t.kept, t.kept_hands, 17)} {cell(t.broken, t.broken_turns, 15)}"
                     f" {cell(t.passes, t.pass_turns, 15)}")
    return "\n".join(lines)


# -- command line ----------------------------------------------------------------
_SWITCHES = {f.name for f in fields(Rules)}


def parse_switch(text: str) -> Any:
    """A rule switch value as TOML reads it (``true``, ``2``, ``[2, 1]``); bare words stay strings."""
    try:
        return tomllib.loads(f"v = {text}")["v"]
    except tomllib.TOMLDecodeError:
        return text


def build_rules(args: argparse.Namespace, extra: list[str]) -> Rules:
    """Preset, then a rules file, then switches from the command line, later ones winning."""
    rules = Rules.preset(args.preset)
    if args.rules:
        with open(args.rules, "rb") as f:
            data = tomllib.load(f)
        data = data.get("rules", data)
        rules = Rules.from_dict(data) if "preset" in data else rules.replace(**data)
    changes: dict[str, Any] = {}
    i = 0
    while i < len(extra):
        arg = extra[i]
        if not arg.startswith("--"):
            raise ValueError(f"unexpected argument {arg!r}")
        name, eq, value = arg[2:].partition("=")
        if not eq:
            if i + 1 >= len(extra):
                raise ValueError(f"--{name} needs a value")
            value = extra[i + 1]
            i += 1
        name = name.replace("-", "_")
        if name not in _SWITCHES:
            raise ValueError(f"unknown option or rule switch --{name}")
        changes[name] = parse_switch(value)
        i += 1
    return rules.replace(**changes) if changes else rules


def main(argv: Sequence[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    if any(a == "--level" or a.startswith("--level=") for a in argv):
        from game.campaign import (
            balance,  # the campaign owns level files and how a goal is judged
        )

        return balance.main(argv)
    parser = argparse.ArgumentParser(prog="python -m game.arena", description=__doc__.split("\n\n")[0],
                                     epilog="Any rule switch may follow, e.g. --suit_lock true --jokers 2.")
    parser.add_argument("--preset", default="classic", help=f"{', '.join(PRESETS)} (default classic)")
    parser.add_argument("--rules", help="a TOML file of rule switches (optionally under [rules])")
    parser.add_argument("--seats", type=int, help="seats (default: the number of bots)")
    parser.add_argument("--hands", type=int, default=200, help="hands to play, at least (default 200)")
    parser.add_argument("--bots", default="advanced,medium,medium,medium", help="comma-separated bot specs")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=0, help="processes (default: every core)")
    parser.add_argument("--match-hands", type=int, default=MATCH_HANDS, help="hands per deal (tax from hand 2)")
    parser.add_argument("--style", action="store_true", help="also print each bot's habits (revolutions, "
                        "cuts, 2s and jokers kept, groups broken, passes)")
    parser.add_argument("--level", help="a campaign level file: how often a medium stand-in clears it "
                        "(python -m game.campaign.balance --help)")
    args, extra = parser.parse_known_args(argv)
    specs = [s.strip() for s in args.bots.split(",") if s.strip()]
    progress = Progress(0)  # its total is set when the deals are known
    try:
        rules = build_rules(args, extra)
        if args.seats is not None and args.seats != len(specs):
            raise ValueError(f"--seats {args.seats} but {len(specs)} bots: give one bot per seat")
        start = time.perf_counter()
        stats = run_arena(rules, specs, args.hands, args.seed, args.workers or None, args.match_hands,
                          args.style, progress)
    except ValueError as exc:
        print(f"arena: {exc}", file=sys.stderr)
        return 2
    finally:
        progress.finish()
    took = time.perf_counter() - start
    title = (f"preset {args.preset}{' + ' + args.rules if args.rules else ''}"
             f"{' ' + ' '.join(extra) if extra else ''}: {len(specs)} seats, seed {args.seed}, {took:.0f} s")
    print(format_table(stats, title))
    if args.style:
        print(format_style(stats))
    return 0


if __name__ == "__main__":
    sys.exit(main())
