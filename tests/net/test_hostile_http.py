"""The listener against hostile HTTP (issue 53, cases 4 and 5): a rebound name, headers it cannot read,
other methods, and paths that try to leave the page's files. Each is refused in a few bytes and one line
of the log, and an honest request still gets the page."""
import asyncio
import logging
import socket

import pytest
from websockets.exceptions import InvalidStatus

from game.net.host import gate
from tests.net.clients import BOUND, Device, hosting

UPGRADE = ("Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
           "Sec-WebSocket-Version: 13\r\n")


def raw(port: int, head: str) -> tuple[int, bytes]:
    """Send ``head`` (a request line and headers, no blank line) as it is; (status, the answer read up to
    the end of its body, or of its head for a socket's upgrade, which stays open)."""
    with socket.create_connection(("127.0.0.1", port), timeout=BOUND) as sock:
        sock.sendall((head + "\r\n").encode("latin-1"))
        answer = b""
        while b"\r\n\r\n" not in answer or not _whole(answer):
            part = sock.recv(65536)
            if not part:
                break
            answer += part
    status = int(answer.split(b" ", 2)[1]) if answer.startswith(b"HTTP/1.1 ") else 0
    return status, answer


def _whole(answer: bytes) -> bool:
    head, _sep, body = answer.partition(b"\r\n\r\n")
    if head.startswith(b"HTTP/1.1 101") or head.startswith(b"HEAD"):
        return True
    for line in head.split(b"\r\n"):
        name, _colon, value = line.partition(b":")
        if name.strip().lower() == b"content-length":
            return len(body) >= int(value)
    return False


def get(port: int, path: str = "/", host: str | None = None, extra: str = "", method: str = "GET") -> int:
    host = f"127.0.0.1:{port}" if host is None else host
    return raw(port, f"{method} {path} HTTP/1.1\r\nHost: {host}\r\n{extra}")[0]


def test_a_rebound_name_is_refused_on_the_page_and_the_socket_and_the_hosts_own_names_are_not():
    with hosting() as (_server, _table, port):
        evil = f"evil.example:{port}"
        assert get(port, "/", evil) == 403  # before: 200, the page
        assert get(port, "/ws", evil, f"Origin: http://{evil}\r\n" + UPGRADE) == 403  # before: 101, a socket
        for name in (f"127.0.0.1:{port}", f"localhost:{port}", f"[::1]:{port}", "192.168.1.20", "LocalHost"):
            assert get(port, "/", name) == 200, name
        assert get(port, "/ws", f"127.0.0.1:{port}", f"Origin: http://127.0.0.1:{port}\r\n" + UPGRADE) == 101


def test_a_public_host_name_is_answered_when_the_server_is_told_it():
    with hosting(public=("play.example",)) as (_server, _table, port):
        assert get(port, "/", "play.example") == 200
        assert get(port, "/", f"PLAY.example.:{port}") == 200
        assert get(port, "/ws", "play.example", "Origin: https://play.example\r\n" + UPGRADE) == 101
        assert get(port, "/", "evil.play.example") == 403


@pytest.mark.parametrize("extra", [
    "Origin: http://127.0.0.1\r\nOrigin: http://127.0.0.1\r\n",  # two Origins
    "Host: 127.0.0.1\r\n",  # a second Host
    "Origin: http://[\r\n",  # no URL
    "Origin: http://127.0.0.1:port\r\n",  # a port that is no number
])
def test_headers_the_listener_cannot_read_are_a_400_in_one_line_of_the_log(extra, caplog):
    caplog.set_level(logging.INFO)
    with hosting() as (_server, _table, port):
        for path in ("/", "/ws"):
            for _ in range(20):  # before: 500, and a traceback in the log for each
                assert get(port, path, extra=extra + (UPGRADE if path == "/ws" else "")) == 400
        assert get(port) == 200  # and the page is still served
    refused = [r for r in caplog.records if r.name == gate.__name__]
    assert len(refused) == 40 and all(r.exc_info is None for r in caplog.records)
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]


def test_a_request_with_no_host_is_a_400():
    with hosting() as (_server, _table, port):
        assert raw(port, "GET / HTTP/1.1\r\n")[0] == 400


@pytest.mark.parametrize("method", ["POST", "PUT", "DELETE", "OPTIONS", "TRACE", "PATCH", "CONNECT"])
def test_methods_other_than_get_and_head_are_a_405(method):
    with hosting() as (_server, _table, port):
        status, answer = raw(port, f"{method} / HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n")
        assert status == 405 and b"Allow: GET, HEAD" in answer and b"<html" not in answer


def test_head_is_the_pages_headers_with_no_body():
    with hosting() as (_server, _table, port):
        status, answer = raw(port, f"HEAD / HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n")
        head, _sep, body = answer.partition(b"\r\n\r\n")
        assert status == 200 and b"Content-Type: text/html" in head and body == b""


@pytest.mark.parametrize("path", [
    "/../pyproject.toml", "/%2e%2e/pyproject.toml", "/%2E%2E%2Fpyproject.toml", "/..%2fpyproject.toml",
    "/..%5cpyproject.toml", "/.%2e/.%2e/etc/passwd", "/web/../../pyproject.toml", "//etc/passwd",
    "http://127.0.0.1/../pyproject.toml", "http://evil.example/app.js", "/app.js%00.png", "/app.js/",
    "/" + "a" * 10_000, "/" + "../" * 1000, "*",
], ids=lambda path: path[:40])
def test_path_traversal_in_every_spelling_finds_nothing(path):
    with hosting() as (_server, _table, port):
        status = get(port, path)
        assert status in (404, 414), status  # a request line past websockets' 8 KB bound: 414
        assert get(port) == 200


def test_a_socket_from_a_rebinding_page_is_refused_and_one_from_the_page_let_in():
    async def run():
        async with hosting() as (_server, table, port):
            with pytest.raises(InvalidStatus) as caught:
                await Device.open(port, Origin=f"http://127.0.0.1.evil.example:{port}")
            assert caught.value.response.status_code == 403
            device = await Device.open(port, Origin=f"http://127.0.0.1:{port}")
            await device.join(table.code, "Ann")
            await device.close()
    asyncio.run(run())
