"""Owns ``daifugo --first-frame``: the time from start-up to the first frame on screen.

``--first-frame`` opens the real window, draws and presents one frame, prints
the time taken and exits: launch-time measurements (``tools/ci_build.sh``)
time the process from exec to that line. It is a measurement, not a check of
the build, so it lives apart from ``game.selftest``, which holds the checks.
"""
from __future__ import annotations

import time


def run(scale: int | None = None) -> int:
    """Open the window, draw and present one frame, print the time since this call and exit."""
    start = time.perf_counter()
    from game.app.app import App
    from game.app.common import MessageOverlay
    from game.scenes.title import opening

    app = App(scale=scale, start=opening, notice=MessageOverlay)
    app.draw()
    app.display.present(app.settings.scanlines)
    print(f"first frame {time.perf_counter() - start:.3f} s after start-up", flush=True)
    app.shutdown()
    return 0
