"""Test helpers for hostile peers: one join on a connection of its own, room codes that are not the
table's, and a probe room whose friend keeps playing (and timing each answer) while an attack runs."""
from __future__ import annotations

import asyncio
import json
import statistics
import time
from contextlib import asynccontextmanager
from typing import AsyncIterator, Awaitable, Callable

from game.bots import make_bot
from game.net.host.hosting import HostedTable
from game.net.host.limits import TokenBucket
from game.net.host.server import NetServer
from game.net.wire import protocol
from tests.net.clients import BOUND, MOST_MESSAGES, RULES, Device, hosting, own_view, ticking
from tests.net.joining import ONE_FRIEND



class Clock:
    """A clock a test moves by hand (``now``), for the limits that take one."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


async def attempt(port: int, **join: object) -> dict:
    """One join on a connection of its own: the host's answer to it (an ``error`` or a ``seat``)."""
    device = await Device.open(port)
    try:
        await device.send(type="join", name="Eve", **join)
        return await device.recv()
    finally:
        await device.close()


def codes(n: int, but: str) -> list[str]:
    """``n`` well-formed room codes, none of them ``but``."""
    letters = protocol.ROOM_LETTERS
    made = ("".join(letters[(i // len(letters) ** k) % len(letters)] for k in range(protocol.ROOM_CODE_CHARS))
            for i in range(n + 1))
    return [c for c in made if c != but][:n]


def rss_mb() -> float:
    """This process's resident memory (the server runs in it), in MB."""
    with open("/proc/self/statm", encoding="ascii") as statm:
        return int(statm.read().split()[1]) * 4096 / 1e6


class Probe:
    """A friend playing a room of its own on the attacked server: the moves it made, and how long the host
    took to answer each (from the move sent to the view that shows it)."""

    def __init__(self, table: HostedTable, device: Device, server: NetServer) -> None:
        self.table = table
        self.device = device
        self.answers: list[float] = []
        # A person's pace: within the server's own message limit (with room for the join), or the probe's
        # fast bot would be closed for flooding by the limit a test puts on the server it shares.
        self.pace = TokenBucket(server.burst - 2, server.per_second * 0.8)

    async def play(self, stop: asyncio.Event) -> None:
        """Play the seat until ``stop`` is set (or the match ends)."""
        bot = make_bot("beginner:steady", seed=0)
        for _ in range(MOST_MESSAGES):
            if stop.is_set():
                return
            try:
                message = await asyncio.wait_for(self.device.recv(), 0.2)
            except TimeoutError:
                continue
            if message["type"] == "result" and message["result"]["match_over"]:
                return
            if message["type"] == "decision":
                move = bot.choose(own_view(self.device.shown, self.table, self.device.seat))
                while not self.pace.take():
                    await asyncio.sleep(1 / self.pace.rate)
                sent = time.perf_counter()
                await self.device.send(type="move", move=str(move))
                await self.device.until("view")
                self.answers.append(time.perf_counter() - sent)

    def said(self, attack: str, before_mb: float) -> str:
        """The line a test prints: the probe's moves and answer times, and the memory the attack cost."""
        times = sorted(self.answers) or [0.0]
        return (f"\n{attack}: probe room {len(self.answers)} moves, answer median "
                f"{statistics.median(times) * 1000:.1f} ms, max {times[-1] * 1000:.1f} ms; "
                f"memory {before_mb:.0f} -> {rss_mb():.0f} MB")


@asynccontextmanager
async def probing(server: NetServer) -> AsyncIterator[Probe]:
    """A probe room on ``server``, its friend seated and playing until the block ends; the block's attack
    must leave it playing (at least one move made meanwhile)."""
    table = HostedTable(RULES.replace(rounds=50), list(ONE_FRIEND), server=server)
    device = await Device.open(server.address[1] if server.address else 0)
    try:
        await device.join(table.code, "Pia")
        table.start()
        probe = Probe(table, device, server)
        stop = asyncio.Event()
        async with ticking(table):
            playing = asyncio.ensure_future(probe.play(stop))
            try:
                yield probe
                for _ in range(int(BOUND / 0.01)):  # at least one move made under the attack
                    if probe.answers or playing.done():
                        break
                    await asyncio.sleep(0.01)
            finally:
                stop.set()
                await asyncio.wait_for(playing, 10)
        assert probe.answers, "the probe room made no move while the attack ran"
    finally:
        await device.close()
        table.close()


async def raw_join(port: int, room: str) -> tuple[asyncio.StreamReader, asyncio.StreamWriter]:
    """A peer that does the handshake and joins by hand, and then never answers anything (no pongs)."""
    reader, writer = await asyncio.wait_for(asyncio.open_connection("127.0.0.1", port), BOUND)
    writer.write((f"GET /ws HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                  "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n").encode())
    head = await asyncio.wait_for(reader.readuntil(b"\r\n\r\n"), BOUND)
    assert head.startswith(b"HTTP/1.1 101")
    payload = json.dumps({"v": 1, "type": "join", "room": room, "name": "Mute"}).encode()
    writer.write(frame(payload))
    await writer.drain()
    return reader, writer


def frame(payload: bytes, length: int | None = None) -> bytes:
    """A masked text frame of ``payload`` as a client sends it (its header claiming ``length`` bytes when
    given: a frame whose rest is dripped, or never comes)."""
    size = len(payload) if length is None else length
    mask = b"\x01\x02\x03\x04"
    if size < 126:
        head = bytes([0x81, 0x80 | size])
    elif size < 1 << 16:
        head = bytes([0x81, 0x80 | 126]) + size.to_bytes(2, "big")
    else:
        head = bytes([0x81, 0x80 | 127]) + size.to_bytes(8, "big")
    return head + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload))


def under_attack(attack: Callable[[HostedTable, int], Awaitable[str]], **hosting_args) -> str:
    """Run ``attack(table, port)`` against a one-friend table on a server where a probe room plays (``probing``:
    it must keep playing), hosted with ``hosting_args``; the line saying what the attack (named by what
    ``attack`` returns) cost the probe room and the process's memory."""
    async def run() -> str:
        async with hosting(kinds=ONE_FRIEND, **hosting_args) as (server, table, port):
            before = rss_mb()
            async with probing(server) as probe:
                name = await attack(table, port)
            return probe.said(name, before)
    return asyncio.run(run())
