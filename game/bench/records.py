"""``python -m game.bench records``: opening Records and Replays with a full history (200 stored
matches), and what recording one finished hand costs then.

The history is real: a few matches played by bots are recorded as at the table,
then copied (fresh ids) up to the store's 200. Everything runs headless in a
throwaway data folder. Prints the median and worst of several openings, each
from the files (nothing cached between them), and the size of the files.

Then the worst legal files: a ``replays.json`` and a ``records.json`` filled
up to the 4 MB cap with entries every check accepts (the longest moves a
replay may hold, as many scopes as fit), and the time to open Replays and
Records from them as at a fresh launch: the figure the "under 100 ms whatever
a file of legal size holds" goal is read against.
"""
from __future__ import annotations

import argparse
import dataclasses
import os
import statistics
import time


def _fill(matches: int, played: int) -> None:
    from game import userdata
    from game.engine import Rules
    from game.records import store
    from game.records_screens.shots import recorded

    for seed in range(played):
        recorded(Rules.preset(("classic", "jda", "casual")[seed % 3]).replace(rounds=5, target_points=0), seed,
                 seats=4 + seed % 3, humans=1 + (seed % 4 == 0), mode="pass" if seed % 4 == 0 else "quick")
    base = store.load_replays()
    many = [dataclasses.replace(base[i % len(base)], id=f"bench{i:04d}") for i in range(matches)]
    userdata.write_json(store.REPLAYS, {"kind": store.REPLAYS_KIND, "version": store.VERSION,
                                        "matches": [r.to_dict() for r in many]})


def _worst_replays(template: dict) -> int:
    """``replays.json`` just under the file cap, of ``store.KEEP`` entries that each load: moves of the longest
    legal text (``game.bounds.MAX_MOVE_TEXT``), as many as fit. Returns the file's size."""
    import json

    from game import bounds, userdata
    from game.records import store

    move = " ".join(["3S"] * 22)[:bounds.MAX_MOVE_TEXT]
    budget = (userdata.MAX_BYTES - 64 * 1024) // store.KEEP - len(json.dumps(dict(template, moves="")))
    moves = ";".join([move] * (budget // (len(move) + 1)))  # what each entry may take, its other fields aside
    entries = [dict(template, id=f"worst{i:04d}", moves=moves) for i in range(store.KEEP)]
    userdata.write_json(store.REPLAYS, {"kind": store.REPLAYS_KIND, "version": store.VERSION, "matches": entries},
                        indent=None)
    return userdata.path_of(store.REPLAYS).stat().st_size


def _worst_records(tally: dict) -> int:
    """``records.json`` just under the file cap: ``stats.MAX_PLAYERS`` players with as many scopes as fit."""
    import json

    from game import userdata
    from game.records import stats, store

    one = len(json.dumps({"preset:" + "x" * 33: tally}))
    scopes = (userdata.MAX_BYTES - 64 * 1024) // stats.MAX_PLAYERS // one
    players = {f"player{p:03d}": {"scopes": {f"preset:{s:033d}": tally for s in range(scopes)}, "recent": [1] * 20}
               for p in range(stats.MAX_PLAYERS)}
    userdata.write_json(store.RECORDS, {"kind": store.RECORDS_KIND, "version": store.RECORDS_VERSION, "players": players},
                        indent=None)
    return userdata.path_of(store.RECORDS).stat().st_size


def _time(fn, runs: int) -> list[float]:
    out = []
    for _ in range(runs):
        t = time.perf_counter()
        fn()
        out.append((time.perf_counter() - t) * 1000)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.bench records", description=__doc__)
    parser.add_argument("--matches", type=int, default=200)
    parser.add_argument("--played", type=int, default=8, help="distinct bot matches behind the copies")
    parser.add_argument("--runs", type=int, default=15)
    args = parser.parse_args(argv)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game import userdata

    with userdata.throwaway("daifugo-bench-records-") as folder:
        from game.app.app import App
        from game.engine import Rules
        from game.records import store
        from game import writer
        from game.records import stats
        from game.records_screens.records_scene import RecordsScene
        from game.records_screens.replays_scene import ReplaysScene
        from game.records_screens.shots import autoplay
        from game.table.saving import recorder
        from game.table.match.seating import SeatConfig
        from game.table.match.session import Session

        _fill(args.matches, args.played)
        app = App(headless=True)

        def open_records() -> None:
            RecordsScene(app).draw(app.canvas)

        def open_replays() -> None:
            ReplaysScene(app).draw(app.canvas)

        results = {"Records": _time(open_records, args.runs), "Replays": _time(open_replays, args.runs)}
        stored = len(store.load_replays())
        finished = autoplay(Session(Rules.preset("classic").replace(rounds=1, target_points=0),
                                    [SeatConfig("human", "You", "You")] + [SeatConfig("medium", n, n)
                                                                          for n in ("Aki", "Ben", "Chie")], 99))
        hand = _time(lambda: recorder.hand_ended(finished), 5)
        writer.settle()
        written = _time(lambda: (recorder.hand_ended(finished), writer.settle()), 5)
        sizes = {name: (folder / name).stat().st_size for name in (store.REPLAYS, store.RECORDS)}
        template = store.load_replays()[0].to_dict()
        tally = next(iter(next(iter(store.load_records().players.values())).scopes.values())).to_dict()
        worst = {"replays.json": _worst_replays(template), "records.json": _worst_records(tally)}

        def fresh(open_scene):  # as at a launch: nothing read before
            store._replays.clear()
            open_scene()

        at_worst = {"Records": _time(lambda: fresh(open_records), args.runs),
                    "Replays": _time(lambda: fresh(open_replays), args.runs)}
        kept = (len(store.load_replays()), len(store.load_records().players), store.take_notices())
        if kept != (store.KEEP, stats.MAX_PLAYERS, []):  # a figure for files the game refused would mean nothing
            raise SystemExit(f"the worst legal files did not load whole: {kept[:2]} {[str(n) for n in kept[2]]}")
        app.shutdown()
    print(f"{stored} stored matches; replays.json {sizes[store.REPLAYS]:,} bytes "
          f"({sizes[store.REPLAYS] // max(1, stored):,} per match), records.json {sizes[store.RECORDS]:,} bytes")
    for name, times in results.items():
        print(f"open {name:<8} first {times[0]:6.1f} ms   median {statistics.median(times):6.1f} ms   "
              f"worst {max(times):6.1f} ms ({args.runs} runs, load + build + first draw; the first reads the file)")
    print("worst legal files: " + ", ".join(f"{name} {size:,} bytes" for name, size in worst.items()))
    for name, times in at_worst.items():
        print(f"open {name:<8} from the worst legal file: median {statistics.median(times):6.1f} ms   "
              f"worst {max(times):6.1f} ms ({args.runs} runs, each reading the file as at a launch)")
    print(f"recording a finished hand with the full history: median {statistics.median(hand):6.1f} ms "
          "on the frame (what is recorded, taken from the session)")
    print(f"  and written: median {statistics.median(written):6.1f} ms on the history writer's thread "
          "(the replay list and the records read and written)")
    return 0
