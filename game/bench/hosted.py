"""``python -m game.bench frames --hosting``: the frame while the desktop hosts four friends' devices.

The host's screen as a desktop hosting a friends' table has it: a five-seat
match at this screen's table (the host's own seat handed to its stand-in, so
no one waits on a key), four friend seats played from four simulated clients
over loopback, and the hosted table answering them on the frame's thread each
frame (``lobby_scene.Hosting``), saved and recorded as a desktop's is. The
clients run in another process (``bench.net.play_rooms``: real WebSocket
clients, a beginner bot choosing each move from the view it was sent, after a
short think), so their work never runs on the host's interpreter. The frames
are paced at 60 Hz, as in a window, so the network's traffic and the bots'
searches interleave with them as in play; a finished hand's results are
dismissed on the next frame, off the clock.
"""
from __future__ import annotations

import time
from concurrent.futures import ProcessPoolExecutor
from multiprocessing import get_context
from typing import TYPE_CHECKING, Callable

from game.app.scene import Scene

if TYPE_CHECKING:
    from game.app.app import App
    from game.net.host.hosting import HostedTable

FRIENDS = 4
THINK = (0.2, 1.0)  # seconds a simulated friend takes over a decision: quick, so the table stays busy
FRAME = 1 / 60
JOIN_SECONDS = 60.0


def host(app: "App", seed: int) -> "HostedTable":
    """Host the table on loopback for four friends and the desktop's own seat (not dealt yet)."""
    from game.engine import Rules
    from game.net.host.hosting import HostedTable
    from game.net.screens.lobby_scene import Hosting
    from game.net.host.room import FRIEND, LOCAL

    rules = Rules.preset("classic").replace(seats=FRIENDS + 1, rounds=50, target_points=0)
    hosted = HostedTable(rules, [LOCAL] + [FRIEND] * FRIENDS, seed, bind="127.0.0.1", saved=True)
    Hosting(app, hosted)
    return hosted


def deal(app: "App", hosted: "HostedTable") -> None:
    """Every friend has joined: deal at this screen's table, the host's seat played by its stand-in."""
    from game.net.screens.lobby_scene import FriendsMatch
    from game.table.screens import flow

    session = hosted.start()
    session.subscribe(FriendsMatch(hosted))
    session.set_standin(0, True)
    flow.start(app, session)


def paced(app: "App") -> Callable[[int], None]:
    """Between frames, off the clock: wait for the next 60 Hz frame, and dismiss a hand's results."""
    from game.table.screens.results_scene import ResultsScene

    next_at = [time.perf_counter()]

    def on_frame(i: int) -> None:
        if isinstance(app.stack.top, ResultsScene) and not app.stack.busy:
            app.post("confirm")  # the next hand (or, at the match's end, the rematch: everyone stays seated)
        next_at[0] += FRAME
        time.sleep(max(0.0, next_at[0] - time.perf_counter()))

    return on_frame


Timer = Callable[["App", int, int, Callable[[int], None]], tuple[list[float], list[float]]]


def measure(frames: int, warmup: int, run: Timer, seed: int = 1) -> tuple[list[float], list[float], int]:
    """Host, seat the four clients, deal, and time ``frames`` paced frames with ``run`` (the frame
    benchmark's timer): (wall ms, CPU ms, moves the clients made)."""
    from game.app.app import App
    from game.bench import net
    from game.net.screens.lobby_scene import Hosting

    app = App(headless=True, start=lambda a: Scene(a), patient=False)
    hosted = host(app, seed)
    app.stack.push(_Joining(app, hosted))
    seconds = (frames + warmup) * FRAME + 5.0
    # Spawned, not forked: the server's thread is running in this process.
    with ProcessPoolExecutor(1, mp_context=get_context("spawn")) as executor:
        clients = executor.submit(net.play_rooms, hosted.port, [hosted.code], seed, seconds, THINK)
        deadline = time.monotonic() + JOIN_SECONDS
        while not hosted.full:  # a benchmark, not a test: the clients join in their own time
            if time.monotonic() > deadline or clients.done():
                raise RuntimeError(f"the clients did not all join: {clients.result() if clients.done() else ''}")
            app.tick()
            time.sleep(FRAME)
        deal(app, hosted)
        wall, cpu = run(app, frames, warmup, paced(app))
        result = clients.result()
    for service in list(app.services):
        if isinstance(service, Hosting):
            service.close()
    if result.errors or result.refusals:
        raise RuntimeError(f"the clients were refused {result.refusals} moves; errors: {result.errors[:1]}")
    return wall, cpu, result.moves


class _Joining(Scene):
    """The screen while the friends join, in the lobby's place: it holds the hosted table on screen
    (``Hosting.on_screen``), and dealing replaces it with the table as dealing in the lobby does."""

    def __init__(self, app: "App", hosted: "HostedTable") -> None:
        super().__init__(app)
        self.hosted = hosted
