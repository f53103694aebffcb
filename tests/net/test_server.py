"""The listener's guards: only the page's files, the Origin, the size and rate bounds, the join deadline,
and messages that break the protocol or the turn order answered without changing the table."""
import asyncio
import http.client
import json

import pytest
from websockets.exceptions import ConnectionClosedError, InvalidStatus

from game.net.host import server
from game.net.host.room import FRIEND
from game.net.wire import protocol
from tests.net.clients import BOUND, Device, hosting
from tests.net.hostile import raw_join


def _get(port: int, path: str) -> tuple[int, bytes, str]:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=BOUND)
    try:
        conn.request("GET", path)
        response = conn.getresponse()
        return response.status, response.read(), response.getheader("Content-Type") or ""
    finally:
        conn.close()


def test_the_page_its_sprite_and_its_words_are_served():
    with hosting() as (_server, _table, port):
        status, body, kind = _get(port, "/")
        assert status == 200 and kind.startswith("text/html") and b"app.js" in body
        assert _get(port, "/app.js")[0] == _get(port, "/style.css")[0] == 200
        status, body, kind = _get(port, "/cards.png")
        assert status == 200 and kind == "image/png" and body.startswith(b"\x89PNG")
        status, body, _kind = _get(port, "/strings.json")
        assert status == 200 and json.loads(body)["join"] == "Join"


@pytest.mark.parametrize("path", ["/../pyproject.toml", "/%2e%2e/pyproject.toml", "/web/", "/game/net/web/app.js",
                                  "/app.js/..", "//etc/passwd", "/index.htm", "/host.py", "/favicon.ico"])
def test_nothing_outside_the_pages_files_is_served(path):
    with hosting() as (_server, _table, port):
        assert _get(port, path)[0] == 404


def test_a_socket_from_another_origin_is_refused_and_the_same_host_is_let_in():
    async def run():
        async with hosting() as (_server, table, port):
            with pytest.raises(InvalidStatus) as caught:
                await Device.open(port, Origin="http://evil.example")
            assert caught.value.response.status_code == 403
            device = await Device.open(port, Origin=f"http://127.0.0.1:{port}")
            await device.join(table.code, "Ann")
            await device.close()
    asyncio.run(run())


async def _closed_code(device: Device) -> int:
    with pytest.raises(ConnectionClosedError) as caught:
        for _ in range(1000):
            await device.recv()
    assert caught.value.rcvd is not None
    return caught.value.rcvd.code


def test_an_oversize_message_drops_the_connection():
    async def run():
        async with hosting() as (_server, table, port):
            device = await Device.open(port)
            await device.join(table.code, "Ann")
            await device.ws.send(json.dumps({"v": 1, "type": "bye", "pad": "x" * protocol.MAX_MESSAGE_BYTES}))
            assert await _closed_code(device) == 1009
    asyncio.run(run())


def test_a_flood_of_messages_drops_the_connection():
    async def run():
        async with hosting(per_second=0.001) as (_server, table, port):
            device = await Device.open(port)
            await device.join(table.code, "Ann")
            for _ in range(server.BURST + 1):
                await device.send(type="check", cards=["3S"])
            assert await _closed_code(device) == server.POLICY
    asyncio.run(run())


def test_a_peer_that_never_joins_is_dropped(monkeypatch):
    monkeypatch.setattr(server, "JOIN_SECONDS", 0.05)

    async def run():
        async with hosting() as (_server, _table, port):
            device = await Device.open(port)
            with pytest.raises(ConnectionClosedError):
                for _ in range(10):
                    await device.recv()
    asyncio.run(run())


@pytest.mark.parametrize("join, field", [
    ({"room": "elsewhere", "name": "Ann"}, "room"),  # a well-formed code, but no table is hosted under it
    ({"room": None, "name": "Ann"}, "room"),
    ({"name": "Ann", "secret": "b" * 32}, "secret"),
])
def test_a_join_that_cannot_be_seated_is_an_error(join, field):
    async def run():
        async with hosting() as (_server, table, port):
            device = await Device.open(port)
            fields = {"room": table.code, **join}
            if fields["room"] == "elsewhere":
                fields["room"] = "ACDE" if table.code != "ACDE" else "CDEF"
            await device.send(type="join", **fields)
            error = await device.until("error")
            assert error["field"] == field
            await device.close()
    asyncio.run(run())


def test_a_full_table_turns_a_newcomer_away():
    async def run():
        async with hosting(kinds=(FRIEND, "beginner", "beginner", "beginner")) as (_server, table, port):
            first = await Device.open(port)
            await first.join(table.code, "Ann")
            late = await Device.open(port)
            await late.send(type="join", room=table.code, name="Bo")
            assert (await late.until("error"))["field"] == "room"
            for device in (first, late):
                await device.close()
    asyncio.run(run())


def test_a_message_dripped_in_fragments_past_its_deadline_drops_the_connection(monkeypatch):
    monkeypatch.setattr(server, "MESSAGE_SECONDS", 0.05)

    async def run():
        async with hosting() as (_server, table, port):
            device = await Device.open(port)
            await device.join(table.code, "Ann")
            never = asyncio.get_running_loop().create_future()

            async def drip():
                yield '{"v": 1, '
                await never  # the rest of the message never comes

            sending = asyncio.ensure_future(device.ws.send(drip()))
            assert await _closed_code(device) == server.POLICY
            sending.cancel()
            await asyncio.gather(sending, return_exceptions=True)
    asyncio.run(run())


def test_the_pages_words_come_in_the_hosts_language(monkeypatch):
    from game import i18n

    monkeypatch.setattr(i18n, "_active", i18n._active)  # restored after the test
    i18n.set_language("ja")
    with hosting() as (_server, _table, port):
        words = json.loads(_get(port, "/strings.json")[1])
    assert words["lang"] == "ja" and words["join"] == "参加"


def test_a_silent_peer_is_dropped_by_the_keepalive(monkeypatch):
    monkeypatch.setattr(server, "PING_SECONDS", 0.05)
    monkeypatch.setattr(server, "CLOSE_SECONDS", 0.05)

    async def run():
        async with hosting() as (_server, table, port):
            reader, writer = await raw_join(port, table.code)
            for _ in range(10_000):  # read what the host sends, never answering its pings, until it hangs up
                if not await asyncio.wait_for(reader.read(4096), BOUND):
                    break
            else:
                raise AssertionError("the silent peer was never dropped")
            writer.close()
    asyncio.run(run())


def test_the_join_address_names_where_the_server_listens():
    with hosting() as (server_, table, port):
        assert server_.page_url(table.code) == f"http://127.0.0.1:{port}/?room={table.code}"
    assert server.lan_address().count(".") == 3
