"""Idle benchmark: the game process's CPU share in a real window while nothing happens.

A game that waits for the player should leave the machine alone. This opens the
real window (so it needs a display: under a headless machine run it inside
``xvfb-run -s "-screen 0 1920x1080x24"``), fullscreen by default, which on a
1920x1080 screen is the 1920x1080 window the complaint was measured in, and runs
the real frame loop (``App.run``) twice:

1. at the title, measured once its attract animation has run ``--settle``
   seconds;
2. at a 4-seat table, measured once the bots have played up to the player's
   turn, the table waits for the player and ``--settle`` seconds have passed.

Each phase is measured over ``--seconds`` of wall time from a side thread that
only sleeps and reads the process's CPU clock (all threads: the loop, the bot
workers, the audio thread), then posts a QUIT so ``run`` returns. Prints the
CPU seconds and the share of one core for both phases; target: at most 10%
each (exit status 1 otherwise). User data goes to a throwaway folder.
"""
from __future__ import annotations

import argparse
import os
import tempfile
import threading
import time
from typing import TYPE_CHECKING, Callable

if TYPE_CHECKING:
    from game.app.app import App
    from game.table.screens.play_scene import PlayScene

TARGET = 0.10  # share of one core
WAIT_FOR_TURN = 60.0  # seconds the table phase waits for the bots to reach the player's turn


def waiting_table(app: "App", seed: int = 5) -> "PlayScene":
    """A classic 4-seat table, the player at seat 0 and three bots: the bots play until it is the
    player's turn, and then the table waits."""
    from game.engine import Rules
    from game.table.saving import tables
    from game.table.screens.play_scene import PlayScene
    from game.table.match.seating import SeatConfig
    from game.table.view.table_view import TableView

    kinds, names = ("human", "medium", "beginner", "medium"), ("You", "Aki", "Ben", "Chie")
    seats = [SeatConfig(k, n, n) for k, n in zip(kinds, names)]
    table = TableView(app, tables.new_match(Rules.preset("classic"), seats, seed))
    table.show_as_it_stands()
    return PlayScene(app, table)


def measure(app: "App", ready: Callable[[], bool], settle: float, seconds: float) -> tuple[float, float]:
    """Run the real loop until ``ready()`` then ``settle`` seconds; return (CPU s, wall s) of the
    next ``seconds``."""
    import pygame

    out: list[tuple[float, float]] = []

    def watch() -> None:
        deadline = time.monotonic() + WAIT_FOR_TURN
        while not ready() and time.monotonic() < deadline:
            time.sleep(0.1)
        time.sleep(settle)
        cpu, wall = time.process_time(), time.perf_counter()
        time.sleep(seconds)
        out.append((time.process_time() - cpu, time.perf_counter() - wall))
        pygame.event.post(pygame.event.Event(pygame.QUIT))  # SDL's queue is safe to post to from a thread

    watcher = threading.Thread(target=watch, daemon=True)
    watcher.start()
    app.running = True
    app.run()
    watcher.join()
    return out[0]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.bench idle")
    parser.add_argument("--seconds", type=float, default=10.0, help="wall seconds measured per phase")
    parser.add_argument("--settle", type=float, default=5.0, help="seconds left to the scene before measuring")
    parser.add_argument("--scale", type=int, default=None, help="a window at this scale instead of fullscreen")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="daifugo-idle-") as folder:
        os.environ["DAIFUGO_DATA_DIR"] = folder  # never the player's settings, saves or records
        return _run(args)


def _run(args: argparse.Namespace) -> int:
    import pygame

    from game.app import registry
    from game.app.app import App

    registry.load_plugins()
    windowed = args.scale is not None
    app = App(scale=args.scale, fullscreen=not windowed, start=registry.factory("title"))
    size = app.display.window_size
    print(f"window {size[0]}x{size[1]} ({'windowed' if windowed else 'fullscreen'}), canvas x{app.display.pixel}, "
          f"video {pygame.display.get_driver()}, audio {os.environ.get('SDL_AUDIODRIVER', 'default')}")
    shares = []
    for name in ("title", "table"):
        ready: Callable[[], bool] = lambda: True  # noqa: E731 - the title is ready at once
        if name == "table":
            scene = waiting_table(app)
            app.stack.push(scene)
            ready = lambda: scene.table.session.human_to_act and scene.table.animator.idle  # noqa: E731
        cpu, wall = measure(app, ready, args.settle, args.seconds)
        shares.append(cpu / wall)
        print(f"{name}: {cpu:.2f} CPU-s in {wall:.1f} s = {100 * cpu / wall:.1f}% of a core (target <= 10%)")
    return 0 if max(shares) <= TARGET else 1


if __name__ == "__main__":
    raise SystemExit(main())
