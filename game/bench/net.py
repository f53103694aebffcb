"""``python -m game.bench net --rooms N``: many friends' tables at once, played over real sockets.

The host side is the game's own ``NetServer`` on 127.0.0.1 with ``N`` rooms of
four friend seats. The people are simulated in other processes (a few workers,
each running many asyncio WebSocket clients), so their work never runs on the
server's loop or holds its interpreter lock: they share only the cores. Each simulated person thinks 0.5-3 s (seeded) when the host
asks for its decision, then sends a move the beginner bot chose from the view
it was sent (rebuilt with ``game.net.wire.views.view_from``), as ``tests/net`` does.

Printed: moves per second, and the latency from a move being sent to the last
of its room's four clients receiving the view that follows it (p50, p99; the
think time is not in it, the clients' own reading is), with the load average
at start and end so a figure taken on a busy machine says so. A benchmark, not
a test: nothing here asserts on time.

A view is matched to the move it follows by the state it names (the hand, the
length of its history, who acts, what is owed, the counts: every move changes
one of them), so a late view is never taken for the next move's.
"""
from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import statistics
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from multiprocessing import get_context
from typing import Any

from websockets.asyncio.client import ClientConnection, connect

from game.bots import make_bot
from game.engine import Rules
from game.net.dedicated import Dedicated, RoomSpec
from game.net.host.room import FRIEND
from game.net.wire.protocol import ByeSent, DecisionSent, ErrorSent, RefusalSent, SeatSent, ViewSent, host_message
from game.net.wire.views import view_from

SEATS = 4
THINK = (0.5, 3.0)  # seconds a simulated person takes over a decision
CONNECTING = 16  # connections a worker opens at once: a burst of 800 would outrun the host's handshake deadline
JOIN_SECONDS = 60.0  # every client of a worker seated within this, or the run stops with an error
# Long enough that no match ends inside a run: each room keeps playing until the clients stop.
RULES = Rules.preset("classic").replace(rounds=99_999, target_points=0)

Key = tuple[Any, ...]


def state_key(view: dict[str, Any]) -> Key:
    """What a view's state is, the same for all four seats; every move changes it (as a decision's key
    in ``feed.Feed.owed``)."""
    return (view["number"], len(view["history"]), view["to_act"], view["pending"], view["owed"],
            tuple(view["counts"]))


@dataclass
class WorkerResult:
    """What one worker process measured (picklable: it comes back from the process pool)."""

    moves: int = 0
    seconds: float = 0.0
    latencies: list[float] = field(default_factory=list)  # milliseconds, one per move fully delivered
    refusals: int = 0
    errors: list[str] = field(default_factory=list)


class _Table:
    """One room as its four clients in this worker share it: the moves in flight and who has seen them."""

    def __init__(self, result: WorkerResult) -> None:
        self.result = result
        self.in_flight: dict[Key, tuple[float, set[int]]] = {}
        self.seats: set[int] = set()  # the seats its clients here took (a desktop host keeps one of its own)

    def sent(self, key: Key) -> None:
        self.in_flight[key] = (time.perf_counter(), set(self.seats))

    def seen(self, key: Key, seat: int) -> None:
        """``seat`` received the view after the move made from state ``key``."""
        found = self.in_flight.get(key)
        if found is None:
            return  # not a move's: the view a join sends, or a move sent before this worker measured
        started, waiting = found
        waiting.discard(seat)
        if not waiting:
            del self.in_flight[key]
            self.result.latencies.append((time.perf_counter() - started) * 1000)
            self.result.moves += 1


class _Person:
    """One simulated friend at one room: joins, then answers each decision after a think time."""

    def __init__(self, ws: ClientConnection, table: _Table, rng: random.Random,
                 think: tuple[float, float] = THINK) -> None:
        self.ws = ws
        self.table = table
        self.rng = rng
        self.think = think
        self.seat = -1
        self.shown: dict[str, Any] = {}
        self.bot = make_bot("beginner:steady", rng.getrandbits(32))

    async def join(self, code: str, name: str) -> None:
        await self.ws.send(json.dumps({"v": 1, "type": "join", "room": code, "name": name}))
        while self.seat < 0:
            self._read(json.loads(await self.ws.recv()))

    def _read(self, message: dict[str, Any]) -> bool:
        """Take in one message; True when it asks this seat for a decision."""
        sent = host_message(message)
        if isinstance(sent, SeatSent):
            self.seat = message["seat"]
            self.table.seats.add(self.seat)
        elif isinstance(sent, ViewSent):
            if self.shown and state_key(self.shown) != state_key(message["view"]):
                self.table.seen(state_key(self.shown), self.seat)
            self.shown = message["view"]
        elif isinstance(sent, RefusalSent):
            self.table.result.refusals += 1
        elif isinstance(sent, (ErrorSent, ByeSent)):
            raise RuntimeError(f"seat {self.seat} was told {message}")
        return isinstance(sent, DecisionSent)

    async def play(self) -> None:
        """Answer decisions until cancelled (the worker's deadline)."""
        while True:
            if not self._read(json.loads(await self.ws.recv())):
                continue
            await asyncio.sleep(self.rng.uniform(*self.think))
            move = self.bot.choose(view_from(self.shown))
            self.table.sent(state_key(self.shown))
            await self.ws.send(json.dumps({"v": 1, "type": "move", "move": str(move)}))


async def _people(port: int, codes: list[str], seed: int, seconds: float,
                  think: tuple[float, float]) -> WorkerResult:
    result = WorkerResult()
    rng = random.Random(seed)
    gate = asyncio.Semaphore(CONNECTING)
    people: list[_Person] = []

    async def seat(code: str, table: _Table, name: str, own: random.Random) -> None:
        async with gate:
            # The host's own limits stay on; a room's clients are ordinary devices to it.
            ws = await connect(f"ws://127.0.0.1:{port}/ws", compression=None, open_timeout=JOIN_SECONDS)
            person = _Person(ws, table, own, think)
            people.append(person)
            await person.join(code, name)

    try:
        async with asyncio.timeout(JOIN_SECONDS):
            tables = [_Table(result) for _ in codes]
            # Each person's generator is drawn here, in order, so a seed gives the same think times.
            await asyncio.gather(*[seat(code, table, f"P{i + 1}", random.Random(rng.getrandbits(32)))
                                   for code, table in zip(codes, tables) for i in range(SEATS)])
        started = time.perf_counter()
        playing = [asyncio.create_task(p.play()) for p in people]
        done, _pending = await asyncio.wait(playing, timeout=seconds, return_when=asyncio.FIRST_EXCEPTION)
        result.seconds = time.perf_counter() - started
        for task in playing:
            task.cancel()
        result.errors += [repr(t.exception()) for t in done if not t.cancelled() and t.exception()]
    except (OSError, TimeoutError, RuntimeError) as exc:
        result.errors.append(repr(exc))
    finally:
        await asyncio.gather(*(p.ws.close() for p in people), return_exceptions=True)
    return result


def play_rooms(port: int, codes: list[str], seed: int, seconds: float,
               think: tuple[float, float] = THINK) -> WorkerResult:
    """One worker process: four simulated people at each of ``codes`` for ``seconds`` once all are seated,
    each thinking ``think`` seconds (at least, at most) over a decision."""
    return asyncio.run(_people(port, codes, seed, seconds, think))


def _percentile(values: list[float], p: int) -> float:
    if len(values) < 2:
        return values[0] if values else float("nan")
    return statistics.quantiles(values, n=100, method="inclusive")[p - 1]


def load() -> str:
    return " ".join(f"{x:.2f}" for x in os.getloadavg())


def run(rooms: int, seconds: float, workers: int, seed: int) -> int:
    """Host ``rooms`` tables, play them from ``workers`` processes, print the figures; 1 on errors."""
    workers = max(1, min(workers, rooms))
    print(f"net bench: {rooms} rooms, {rooms * SEATS} clients in {workers} worker processes, "
          f"{seconds:g} s, think {THINK[0]:g}-{THINK[1]:g} s, {os.cpu_count()} cores")
    print(f"load average at start: {load()}")
    # As the dedicated server hosts them: each room's session ticked on the server's loop.
    host = Dedicated([RoomSpec("bench", RULES, (FRIEND,) * SEATS)] * rooms, "127.0.0.1", 0)
    host.start()
    try:
        assert host.server.address is not None
        port = host.server.address[1]
        codes = [table.code for table in host.tables]
        # Spawned, not forked: the server's thread is running in this process.
        with ProcessPoolExecutor(workers, mp_context=get_context("spawn")) as executor:
            futures = [executor.submit(play_rooms, port, codes[w::workers], seed * 1000 + w, seconds)
                       for w in range(workers)]
            results = [f.result() for f in futures]
    finally:
        host.stop()
    latencies = [ms for r in results for ms in r.latencies]
    moves = sum(r.moves for r in results)
    rate = sum(r.moves / r.seconds for r in results if r.seconds > 0)
    print(f"moves per second: {rate:.1f} ({moves} moves)")
    print(f"latency, move sent to its last client's view: p50 {_percentile(latencies, 50):.1f} ms, "
          f"p99 {_percentile(latencies, 99):.1f} ms, max {max(latencies, default=float('nan')):.1f} ms")
    print(f"load average at end: {load()}")
    errors = [e for r in results for e in r.errors]
    refusals = sum(r.refusals for r in results)
    print(f"refusals: {refusals}, errors: {len(errors)}" + (f" (first: {errors[0]})" if errors else ""))
    return 1 if errors or refusals else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.bench net", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rooms", type=int, default=10, help="tables of four simulated friends")
    parser.add_argument("--seconds", type=float, default=60.0, help="how long the tables play once seated")
    parser.add_argument("--workers", type=int, default=2, help="processes running the simulated clients")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    if args.rooms < 1 or args.seconds <= 0:
        parser.error("--rooms must be at least 1 and --seconds above 0")
    return run(args.rooms, args.seconds, args.workers, args.seed)
