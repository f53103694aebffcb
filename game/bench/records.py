"""``python -m game.bench records``: opening Records and Replays with a full history (200 stored
matches), and what recording one finished hand costs then.

The history is real: a few matches played by bots are recorded as at the table,
then copied (fresh ids) up to the store's 200. Everything runs headless in a
throwaway data folder. Prints the median and worst of several openings, each
from the files (nothing cached between them), and the size of the files.
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
        from game.records_screens.records_scene import RecordsScene
        from game.records_screens.replays_scene import ReplaysScene
        from game import writer
        from game.records_screens.shots import autoplay
        from game.table import recorder
        from game.table.seating import SeatConfig
        from game.table.session import Session

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
        app.shutdown()
    print(f"{stored} stored matches; replays.json {sizes[store.REPLAYS]:,} bytes "
          f"({sizes[store.REPLAYS] // max(1, stored):,} per match), records.json {sizes[store.RECORDS]:,} bytes")
    for name, times in results.items():
        print(f"open {name:<8} first {times[0]:6.1f} ms   median {statistics.median(times):6.1f} ms   "
              f"worst {max(times):6.1f} ms ({args.runs} runs, load + build + first draw; the first reads the file)")
    print(f"recording a finished hand with the full history: median {statistics.median(hand):6.1f} ms "
          "on the frame (what is recorded, taken from the session)")
    print(f"  and written: median {statistics.median(written):6.1f} ms on the history writer's thread "
          "(the replay list and the records read and written)")
    return 0
