"""Test helpers: a hosted table on 127.0.0.1 ticked by the test, and devices that play it over the wire.

The test's own event loop stands in for the desktop's frame: ``ticking`` runs
the host's clock (``HostedTable.tick``) as a task on it, so the session is
touched by that one thread while the server runs on its own.

A ``Device`` is a WebSocket client that keeps every byte it received. Its
player is a bot (``game.bots``) standing in for a person: when the host asks
this seat for a decision, the bot chooses from the seat's own ``SeatView``
rebuilt from the last view the device was sent (``own_view`` also checks it
against the host's engine), the device asks the host to ``check`` the cards and
then sends the move, as the phone page does. Every wait is bounded (``BOUND``
seconds, message counts), as a safety net only: nothing is ordered by sleeping.
"""
from __future__ import annotations

import asyncio
import json
import sys
import threading
from contextlib import asynccontextmanager, contextmanager
from dataclasses import replace
from typing import Any, AsyncIterator, Callable, Iterator

from websockets.asyncio.client import ClientConnection, connect

from game import writer
from game.bots import make_bot
from game.engine import Rules, SeatView
from game.net.host.hosting import HostedTable
from game.net.host.limits import WrongJoins
from game.net.host.room import FRIEND
from game.net.host.server import NetServer
from game.net.wire.views import seat_fields as view_fields
from game.net.wire.views import view_from

BOUND = 30.0  # seconds any one wait may take before the test fails instead of hanging
MOST_MESSAGES = 20_000  # per device and match
TICK = 0.001  # the host's clock in the tests: far faster than a frame, the order of things is the same
SWITCH = 0.0005  # seconds: the interpreter's thread switch interval while a host's clock runs on a thread
IDLE = 3600.0  # so a seat's turn waits an hour of that clock before the CPU plays it (a bot's thinking under load)
RULES = Rules.preset("classic").replace(rounds=2, target_points=0)


class hosting:  # noqa: N801 - used as a with-statement, like the context managers beside it
    """A server listening on 127.0.0.1 hosting one table: ``(server, table, port)``. Bots answer far
    faster than people, so the rate limit is lifted unless a test sets ``per_second``; and the host's clock
    runs far faster than a person's (``TICK``), so a seat's turn waits an hour of it before the CPU
    plays it unless a test sets ``idle``. ``public`` and ``wrong_joins`` are the server's (``NetServer``).

    Inside a test's event loop, say ``async with``: the server's stop waits for each device to answer its
    closing, and the devices answer on that loop, so stopping it while the loop is blocked waited out the
    server's whole close deadline (2 s a test) instead; ``async with`` stops it on a thread while the loop
    goes on. A test with no loop of its own (a real browser) says ``with``."""

    def __init__(self, kinds=(FRIEND, FRIEND, FRIEND, "beginner"), rules: Rules = RULES, seed: int | None = 1,
                 per_second: float = 1e6, grace: float = 30.0, idle: float = IDLE, saved: bool = False,
                 public: tuple[str, ...] = (), wrong_joins: WrongJoins | None = None) -> None:
        self.server = NetServer("127.0.0.1", 0, per_second=per_second, public=public, wrong_joins=wrong_joins)
        self._table = lambda: HostedTable(rules, list(kinds), seed, grace=grace, idle=idle, server=self.server,
                                          saved=saved)
        self.table: HostedTable | None = None

    def __enter__(self) -> tuple[NetServer, HostedTable, int]:
        _host, port = self.server.start()
        try:
            self.table = self._table()
        except BaseException:
            self.server.stop()
            raise
        return self.server, self.table, port

    def __exit__(self, *_exc: object) -> None:
        try:
            if self.table is not None:
                self.table.close()
        finally:
            self.server.stop()

    async def __aenter__(self) -> tuple[NetServer, HostedTable, int]:
        return self.__enter__()

    async def __aexit__(self, *_exc: object) -> None:
        try:
            if self.table is not None:
                self.table.close()  # tells the devices on this loop "bye" (the room closes on the server's loop)
        finally:
            await asyncio.to_thread(self.server.stop)


def close_tables(app: Any) -> None:
    """Close the tables a desktop App hosts (its services) and wait for each to wind down off the frame,
    then for the writes they queued: what a test does after its App hosted friends."""
    for service in list(app.services):
        service.close()
        service.closing.join(BOUND)
    writer.settle()


@asynccontextmanager
async def ticking(table: HostedTable) -> AsyncIterator[None]:
    """The host's clock as a task on the test's loop, as the desktop's frame would tick it; a failure
    in it fails the test."""
    async def run() -> None:
        while True:
            table.tick()
            await asyncio.sleep(TICK)

    task = asyncio.get_running_loop().create_task(run())
    try:
        yield
    finally:
        if task.done():
            task.result()  # raises what stopped the clock
        task.cancel()
        await asyncio.gather(task, return_exceptions=True)


@contextmanager
def ticking_in_thread(table: HostedTable, step: Callable[[], None] | None = None) -> Iterator[None]:
    """The host's clock on a thread of its own (a test driving a real browser has no event loop to lend);
    the session is touched only there once it runs. ``step``: what each tick does, ``table.tick`` unless
    given (``table.serve`` answers the devices and deals nothing, as a desktop host still on its results).

    Meanwhile the interpreter hands the GIL over every ``SWITCH`` seconds, not every 5 ms: the test's
    thread steps its App without pause, so the clock waking each millisecond (and the link's thread with
    the host's news) would otherwise wait out that thread's whole 5 ms slice on each wake, and the match
    crawled at a fifth of its pace while the App spun through empty ticks. Put back on the way out."""
    stop = threading.Event()
    failed: list[BaseException] = []

    def run() -> None:
        try:
            while not stop.wait(TICK):
                (step or table.tick)()
        except BaseException as exc:  # noqa: BLE001 - handed to the test below
            failed.append(exc)

    thread = threading.Thread(target=run, name="host-clock", daemon=True)
    switch = sys.getswitchinterval()
    sys.setswitchinterval(SWITCH)
    thread.start()
    try:
        yield
    finally:
        stop.set()
        thread.join(BOUND)
        sys.setswitchinterval(switch)
        if failed:
            raise failed[0]


class Device:
    """One friend's device: a connection, what it received, and its seat once joined."""

    def __init__(self, ws: ClientConnection) -> None:
        self.ws = ws
        self.received: list[str] = []
        self.seat = -1
        self.secret = ""
        self.shown: dict[str, Any] = {}  # the last view received

    @classmethod
    async def open(cls, port: int, **headers: str) -> "Device":
        ws = await asyncio.wait_for(connect(f"ws://127.0.0.1:{port}/ws", additional_headers=headers or None, max_queue=None), BOUND)
        return cls(ws)

    async def send(self, **message: Any) -> None:
        await self.ws.send(json.dumps({"v": 1, **message}))

    async def recv(self) -> dict[str, Any]:
        text = await asyncio.wait_for(self.ws.recv(), BOUND)
        self.received.append(text)
        message = json.loads(text)
        if message["type"] == "view":
            self.shown = message["view"]
        return message

    async def until(self, kind: str) -> dict[str, Any]:
        """Read on until a message of ``kind`` arrives (bounded)."""
        for _ in range(MOST_MESSAGES):
            message = await self.recv()
            if message["type"] == kind:
                return message
        raise AssertionError(f"no {kind} message in {MOST_MESSAGES}")

    async def join(self, room: str, name: str, secret: str | None = None) -> dict[str, Any]:
        """Take a seat (as a newcomer, or back with ``secret``); the ``seat`` message."""
        await self.send(type="join", room=room, name=name, **({"secret": secret} if secret else {}))
        seat = await self.until("seat")
        self.seat, self.secret = seat["seat"], seat["secret"]
        return seat

    async def close(self) -> None:
        await self.ws.close()


def own_view(shown: dict[str, Any], table: HostedTable, seat: int) -> SeatView:
    """The seat's view rebuilt from what its device was sent, checked against the host's engine (the
    host is waiting on this seat, so nothing moves meanwhile): the bot plays from what came over the wire."""
    view = view_from(shown)
    assert table.session is not None
    engine = table.session.view(seat)
    assert replace(view, exchanges=engine.exchanges) == engine  # a joker in an exchange reads as the one JK
    assert view_fields(view) == view_fields(engine)
    return view


async def play_out(device: Device, table: HostedTable, strength: str = "beginner",
                   stop: Callable[[dict[str, Any]], bool] | None = None) -> int:
    """Play ``device``'s seat until the match is over, then say bye (or until a message ``stop`` picks,
    which is read and left); returns the number of moves made. Each move is checked first and must be
    among the moves the check found."""
    bot = make_bot(f"{strength}:steady", seed=device.seat)
    moves = 0
    answered = None  # the key of the decision last answered: a decision told again (the table re-told
    for _ in range(MOST_MESSAGES):  # after a seat came or went) is answered once, as the phone does
        message = await device.recv()
        if stop is not None and stop(message):
            return moves
        if message["type"] == "result" and message["result"]["match_over"]:
            await device.send(type="bye")
            await device.until("bye")  # everything the host sent before it has arrived too
            return moves
        if message["type"] in ("error", "refusal"):
            raise AssertionError(f"seat {device.seat} was told {message}")
        if message["type"] != "decision" or message["decision"]["key"] == answered:
            continue
        answered = message["decision"]["key"]
        move = bot.choose(own_view(device.shown, table, device.seat))
        if not move.is_pass:
            await device.send(type="check", cards=[str(c) if c < 52 else "JK" for c in move.cards]
                              + ["JK"] * len(move.jokers))
            check = (await device.until("check"))["check"]
            assert check["legal"], check
            assert str(move) in [m["move"] for m in check["moves"]], (move, check)
        await device.send(type="move", move=str(move), key=answered)
        moves += 1
    raise AssertionError(f"seat {device.seat}: the match did not end within {MOST_MESSAGES} messages")


async def seated(table: HostedTable, port: int, names: list[str]) -> list[Device]:
    """Devices joined under ``names`` in order, and the match started."""
    devices = [await Device.open(port) for _ in names]
    for device, name in zip(devices, names, strict=True):
        await device.join(table.code, name)
    table.start()
    return devices
