"""Owns the dedicated server: many friends' tables at once, with no window.

``daifugo-server --port P [--bind ADDR] [--public-host NAME ...] [--room PRESET_OR_LEVEL_FILE ...]``
listens on one port (``NetServer``) and hosts one ``HostedTable`` per
``--room``: a preset's name (classic, jda, president, casual, uecda: every seat
a friend's; ``classic:2`` seats two friends and bots in the rest) or a level
file (its player's seat a friend's, its opponents the bots). Each room's session
is ticked on the server's loop at the session's 60 Hz (one task ticks them all), so
the loop is the one thread that touches it; a room deals once every friend seat is
taken, and keeps answering comebacks after its match. One line per room is
printed: its code, the address friends open, and what it plays. Ctrl-C (or
SIGTERM) tells every device the host quit and stops listening. Each room deals
from a secret seed (``hosting.fresh_seed``), never from its place on the line.
The page and the socket answer only requests for the server's addresses,
``localhost`` and each ``--public-host`` (the name a reverse proxy forwards).

The phone page's card sprite is drawn with pygame at start-up; the server asks
SDL for no window (``SDL_VIDEODRIVER=dummy``) unless told otherwise.
"""
from __future__ import annotations

import argparse
import asyncio
import concurrent.futures
import logging
import os
import signal
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Mapping, Sequence

from game.campaign.level import LevelError, load_level
from game.campaign.play import seats_for
from game.engine import Rules
from game.engine.rules import PRESETS
from game.net.host.hosting import HostedTable
from game.net.host.limits import PER_SECOND
from game.net.host.room import FRIEND
from game.net.host.server import NetServer
from game.table.match.seating import SeatConfig
from game.table.match.session import TICKS_PER_SECOND

log = logging.getLogger(__name__)

DEFAULT_PORT = 8765
STOP_SECONDS = 10.0  # a room's task has this long to finish its tick when the server stops
BOTS = "medium"  # the strength of the bots beside the friends at a preset's table


@dataclass(frozen=True)
class RoomSpec:
    """One room as the command line names it: what it plays, and who sits where."""

    name: str
    rules: Rules
    kinds: tuple[str, ...]
    configs: Mapping[int, SeatConfig] = field(default_factory=dict)


def room_spec(text: str) -> RoomSpec:
    """``--room``'s value read: a preset (``classic``, ``classic:2``) or a level file's path."""
    preset, _sep, friends = text.partition(":")
    if preset in PRESETS:
        rules = Rules.preset(preset)
        try:
            count = int(friends) if friends else rules.seats
        except ValueError:
            count = 0
        if not 1 <= count <= rules.seats:
            raise argparse.ArgumentTypeError(f"{text}: the friends after the colon: 1 to {rules.seats}")
        return RoomSpec(text, rules, (FRIEND,) * count + (BOTS,) * (rules.seats - count))
    path = Path(text)
    if not path.is_file():
        raise argparse.ArgumentTypeError(f"{text}: expected a preset ({', '.join(PRESETS)}) or a level file")
    try:
        level = load_level(path, custom=True)
    except (LevelError, OSError) as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None
    seats = seats_for(level, "You")  # the player's seat goes to a friend, who brings their own name
    kinds = (FRIEND,) + tuple(cfg.kind for cfg in seats[1:])
    return RoomSpec(level.name, level.rules, kinds, {i: cfg for i, cfg in enumerate(seats) if i})


def parse_args(argv: Sequence[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="daifugo-server", description="Host Daifugo tables for friends' "
                                     "browsers, with no window.")
    parser.add_argument("--port", type=int, default=DEFAULT_PORT, help=f"port to listen on (default {DEFAULT_PORT}; "
                        "0: any free port)")
    parser.add_argument("--bind", default="0.0.0.0", help="address to listen on (default: every interface; "
                        "127.0.0.1 behind a reverse proxy)")
    parser.add_argument("--public-host", action="append", dest="public", default=[], metavar="NAME",
                        help="a name friends reach this server by (a reverse proxy's, say); repeat for more. "
                        "Requests for any other name are refused (against DNS rebinding); the server's "
                        "addresses and localhost are always accepted")
    parser.add_argument("--room", type=room_spec, action="append", dest="rooms", metavar="PRESET_OR_LEVEL_FILE",
                        help="a table to host: a preset (" + ", ".join(PRESETS) + "; PRESET:N seats N friends "
                        "and bots) or a level file; repeat for more rooms (default: one classic room)")
    args = parser.parse_args(argv)
    if not 0 <= args.port <= 65535:
        parser.error(f"--port: expected 0 to 65535, got {args.port}")
    args.rooms = args.rooms or [room_spec("classic")]
    return args


class Dedicated:
    """The server and its rooms, from ``start`` to ``stop`` (``main`` holds one; so do the tests)."""

    def __init__(self, rooms: Sequence[RoomSpec], bind: str, port: int,
                 tick_seconds: float = 1 / TICKS_PER_SECOND, per_second: float = PER_SECOND,
                 public: Sequence[str] = ()) -> None:
        """``tick_seconds``: the rooms' clock (a test runs it faster); ``per_second``: each device's
        message rate (``limits.TokenBucket``); ``public``: the names it is reached by (``gate.Gate``)."""
        self.specs = list(rooms)
        self.server = NetServer(bind, port, per_second=per_second, public=public)
        self.tick_seconds = tick_seconds
        self.tables: list[HostedTable] = []
        self._stopping = threading.Event()
        self._tasks: list[concurrent.futures.Future[None]] = []

    def start(self) -> list[str]:
        """Listen, open every room and start its clock; one line per room (code, address, what it plays)."""
        self.server.start()
        lines = []
        for spec in self.specs:
            table = HostedTable(spec.rules, spec.kinds, configs=spec.configs, server=self.server)
            self.tables.append(table)
            lines.append(f"{table.code}  {table.url}  {spec.name}")
        self._tasks.append(self.server.spawn(self._run(list(self.tables))))
        return lines

    async def _run(self, tables: list[HostedTable]) -> None:
        """The rooms' clock, on the server's loop: each tick, every room deals once every friend seat is
        taken, then ticks. One task ticks them all: a task each woke the loop once a tick per room (12,000
        times a second for 200 rooms), which cost the loop more than the rooms' own ticks. A room that
        fails is said in the log and stands still; the other rooms play on."""
        loop = asyncio.get_running_loop()
        due = loop.time()
        while not self._stopping.is_set():
            for table in list(tables):
                try:
                    if table.session is None and table.full:
                        table.start()
                    table.tick()
                except Exception:
                    log.exception("room %s stopped", table.code)
                    tables.remove(table)
            # The next tick one period after this one began (the rooms' ticks are in it), or at once
            # when they took longer than a period: a late clock never tries to catch up.
            due = max(due + self.tick_seconds, loop.time())
            await asyncio.sleep(due - loop.time())

    def stop(self) -> None:
        """Stop every room's clock, tell every device the host quit, and stop listening."""
        self._stopping.set()
        for task in self._tasks:
            task.result(timeout=STOP_SECONDS)
        for table in self.tables:
            table.close()
        self.server.stop()


def main(argv: Sequence[str] | None = None) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    args = parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    dedicated = Dedicated(args.rooms, args.bind, args.port, public=args.public)
    stopping = threading.Event()
    for sig in (signal.SIGINT, signal.SIGTERM):
        signal.signal(sig, lambda _signum, _frame: stopping.set())
    try:
        for line in dedicated.start():
            print(line, flush=True)
        while not stopping.wait(0.5):
            pass
    finally:
        dedicated.stop()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
