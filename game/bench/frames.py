"""Frame-time benchmark: the busiest scene headless for 1,200 frames, update+draw per frame.

Prints p50 and p99 milliseconds per frame (one tick plus one draw, as at 60
Hz) and the process's peak RSS. Targets: p99 <= 4 ms, RSS <= 150 MB. The
busiest scene today is the title's attract mode (a live game, four hands, the
table and the logo); table scenes may take over once they exist.
"""
from __future__ import annotations

import argparse
import os
import resource
import sys
import time


def peak_rss_mb() -> float:
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    # Linux reports KiB, macOS bytes.
    return peak / (1024 * 1024) if sys.platform == "darwin" else peak / 1024


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.bench frames")
    parser.add_argument("--frames", type=int, default=1200)
    parser.add_argument("--scene", default="title", help="registered scene name to measure")
    parser.add_argument("--warmup", type=int, default=60, help="frames run first and not timed (caches fill)")
    args = parser.parse_args(argv)
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    from game import scenes
    from game.app.app import App

    scenes.load_plugins()
    make = scenes.factory(args.scene)
    if make is None:
        parser.error(f"no scene {args.scene!r}; registered: {', '.join(scenes.names())}")
    app = App(headless=True, start=make)
    for _ in range(args.warmup):
        app.step(1)
    times: list[float] = []
    for _ in range(args.frames):
        start = time.perf_counter()
        app.tick()
        app.draw()
        times.append((time.perf_counter() - start) * 1000)
    p50, p99 = percentile(times, 50), percentile(times, 99)
    rss = peak_rss_mb()
    scene = type(app.stack.top).__name__
    print(f"frames: {args.frames} of {scene} (update+draw)")
    print(f"p50 {p50:.2f} ms   p99 {p99:.2f} ms   max {max(times):.2f} ms   (target p99 <= 4 ms)")
    print(f"peak RSS {rss:.1f} MB (target <= 150 MB)")
    return 0 if p99 <= 4.0 and rss <= 150 else 1


if __name__ == "__main__":
    raise SystemExit(main())
