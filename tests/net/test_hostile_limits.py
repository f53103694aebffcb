"""Each limit docs/protocol.md states, against a hostile peer on loopback (issue 50, item 6), while a probe
room on the same server keeps playing: its moves and answer times, and the process's memory, are
printed (run with ``-s`` to see them). The deadlines are shortened for the test (monkeypatch), so each
attack takes a second or so, not the 15 s a real peer is given."""
import asyncio
import json
import socket

import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from game.net.host import server
from game.net.wire import protocol
from tests.net.clients import BOUND, Device
from tests.net.hostile import frame, raw_join, under_attack

SILENT = 250  # of each kind: 500 in all


async def _closed(reader: asyncio.StreamReader) -> bool:
    """Read what the host sends until it hangs up (bounded): True once it has."""
    for _ in range(100_000):
        if not await asyncio.wait_for(reader.read(65536), BOUND):
            return True
    return False


async def _gone(table) -> bool:
    """Wait (bounded) until the host has let the table's seat 0 go: True once it has."""
    for _ in range(int(BOUND / 0.01)):
        if not table.lobby()[0]["connected"]:
            return True
        await asyncio.sleep(0.01)
    return False


async def _close_code(ws) -> int | None:
    """The code the host closed ``ws`` with, once it has (bounded)."""
    await asyncio.wait_for(ws.wait_closed(), BOUND)
    return ws.close_code


def test_five_hundred_silent_connections_are_dropped_at_their_deadlines(monkeypatch, capsys):
    monkeypatch.setattr(server, "OPEN_SECONDS", 1.0)  # the handshake's deadline (10 s for a real peer)
    monkeypatch.setattr(server, "JOIN_SECONDS", 0.5)  # the join's (15 s)

    async def attack(_table, port: int) -> str:
        mute = [await asyncio.wait_for(asyncio.open_connection("127.0.0.1", port), BOUND)
                for _ in range(SILENT)]  # connect, and never send the handshake
        never_join = [await Device.open(port) for _ in range(SILENT)]  # a socket, and never a join
        assert all(await asyncio.gather(*(_closed(reader) for reader, _writer in mute)))
        codes = await asyncio.gather(*(_close_code(device.ws) for device in never_join))
        assert set(codes) == {server.POLICY}
        for _reader, writer in mute:
            writer.close()
        await asyncio.gather(*(writer.wait_closed() for _reader, writer in mute), return_exceptions=True)
        return f"{2 * SILENT} silent connections"
    print(under_attack(attack))
    print(capsys.readouterr().out)


def test_a_frame_dripped_a_byte_at_a_time_is_dropped_by_the_keepalive(monkeypatch, capsys):
    monkeypatch.setattr(server, "PING_SECONDS", 0.2)
    monkeypatch.setattr(server, "CLOSE_SECONDS", 0.1)

    async def attack(table, port: int) -> str:
        reader, writer = await raw_join(port, table.code)
        dripped = frame(json.dumps({"v": 1, "type": "check", "cards": ["3S"] * 20}).encode())
        hung_up = asyncio.ensure_future(_closed(reader))
        for byte in dripped:
            if hung_up.done():
                break
            writer.write(bytes([byte]))
            await asyncio.sleep(0.05)
        assert await hung_up and await _gone(table)
        writer.close()
        await asyncio.gather(writer.wait_closed(), return_exceptions=True)
        return "a dripped frame"
    print(under_attack(attack))
    print(capsys.readouterr().out)


async def _ann(table, port: int) -> Device:
    """A friend seated at the attacked table: the attacker."""
    device = await Device.open(port)
    await device.join(table.code, "Ann")
    return device


def test_a_message_dripped_in_fragments_past_its_deadline_is_closed(monkeypatch, capsys):
    monkeypatch.setattr(server, "MESSAGE_SECONDS", 0.3)  # each whole message's deadline (5 s)

    async def attack(table, port: int) -> str:
        device = await _ann(table, port)

        async def drip():
            for _ in range(1000):  # a fragment each 50 ms, the message never whole
                yield '{"v": 1, '
                await asyncio.sleep(0.05)

        sending = asyncio.ensure_future(device.ws.send(drip()))
        assert await _close_code(device.ws) == server.POLICY
        sending.cancel()
        await asyncio.gather(sending, return_exceptions=True)
        return "a message dripped in fragments"
    print(under_attack(attack))
    print(capsys.readouterr().out)


@pytest.mark.parametrize("megabytes", [1, 10])
def test_a_frame_past_the_message_bound_closes_its_connection(megabytes, capsys):
    async def attack(table, port: int) -> str:
        device = await _ann(table, port)
        try:
            await device.ws.send("x" * (megabytes << 20))
        except ConnectionClosed:
            pass  # the host hung up before it was all sent
        assert await _close_code(device.ws) == 1009  # "message too big", past 2,048 bytes
        return f"a {megabytes} MB frame (the bound: {protocol.MAX_MESSAGE_BYTES} bytes)"
    print(under_attack(attack))
    print(capsys.readouterr().out)


def test_a_seat_past_its_token_bucket_is_closed(capsys):
    async def attack(table, port: int) -> str:
        device = await _ann(table, port)
        try:
            for _ in range(1000):
                await device.send(type="check", cards=["3S"])
        except ConnectionClosed:
            pass
        assert await _close_code(device.ws) == server.POLICY
        return "1,000 messages at once (a burst of 30, 5 a second)"
    print(under_attack(attack, per_second=server.PER_SECOND))
    print(capsys.readouterr().out)


def test_a_device_that_never_reads_is_dropped_once_its_messages_pile_up(monkeypatch, capsys):
    monkeypatch.setattr(server, "CLOSE_SECONDS", 0.1)

    async def attack(table, port: int) -> str:
        sock = socket.socket()
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)  # a small window: the host's
        sock.setblocking(False)  # answers pile up in its own outbox, not in the kernel
        await asyncio.get_running_loop().sock_connect(sock, ("127.0.0.1", port))
        ws = await connect(f"ws://127.0.0.1:{port}/ws", sock=sock, max_queue=1)  # reads no further
        await ws.send(json.dumps({"v": 1, "type": "join", "room": table.code, "name": "Deaf"}))
        assert json.loads(await asyncio.wait_for(ws.recv(), BOUND))["type"] == "seat"  # the last it reads
        sent = 0
        try:
            for sent in range(1, 20_001):  # each answered with a refusal it never reads
                await ws.send(json.dumps({"v": 1, "type": "check", "cards": ["3S"]}))
                if sent % 100 == 0:
                    await asyncio.sleep(0)
                    if not table.lobby()[0]["connected"]:
                        break
        except ConnectionClosed:
            pass
        assert await _gone(table), f"still connected after {sent} unread answers"
        ws.transport.abort()
        await asyncio.wait_for(ws.wait_closed(), BOUND)
        return f"a device that never reads (dropped after {sent} messages sent)"
    print(under_attack(attack))
    print(capsys.readouterr().out)


def test_wrong_origins_and_paths_outside_the_page_are_refused_while_the_room_plays(capsys):
    paths = ["/../pyproject.toml", "/%2e%2e/pyproject.toml", "/..%2fpyproject.toml", "http://127.0.0.1/../x",
             "/" + "a" * 7000]

    async def request(port: int, text: str) -> int:
        reader, writer = await asyncio.wait_for(asyncio.open_connection("127.0.0.1", port), BOUND)
        try:
            writer.write(text.encode())
            return int((await asyncio.wait_for(reader.readline(), BOUND)).split()[1])
        finally:
            writer.close()
            await asyncio.gather(writer.wait_closed(), return_exceptions=True)

    async def attack(_table, port: int) -> str:
        host = f"Host: 127.0.0.1:{port}\r\n"
        for _ in range(40):
            assert await request(port, f"GET /ws HTTP/1.1\r\n{host}Origin: http://evil.example\r\n"
                                       "Upgrade: websocket\r\nConnection: Upgrade\r\n"
                                       "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
                                       "Sec-WebSocket-Version: 13\r\n\r\n") == 403
            for path in paths:
                assert await request(port, f"GET {path} HTTP/1.1\r\n{host}\r\n") == 404
        return f"{40 * (1 + len(paths))} wrong Origins and paths"
    print(under_attack(attack))
    print(capsys.readouterr().out)
