"""Owns listening for friends' devices: the WebSocket server, its thread, its rooms and its limits.

Built on ``websockets`` (asyncio) rather than aiohttp: the host needs one
WebSocket endpoint and four small files, and websockets gives both (its
``process_request`` hook answers plain HTTP requests) with no web framework,
no C extension and no other dependency, and with the protections this server
leans on built in: a bound on each whole message (``max_size``), keepalive
pings with a deadline, and an opening-handshake deadline.

The server runs in a background thread with its own event loop, so a pygame
frame never waits on the network; the game talks to it only through
``start``, ``open_room``, ``close_room``, ``spawn`` and ``stop`` (thread-safe,
each a short hand-over to the loop). It listens only between ``start`` and ``stop``,
on the address and port given (port 0: any free port), and ``start`` returns
the address it really listens on.

Every connection is held to: a join within ``JOIN_SECONDS``; each whole
message within ``MESSAGE_SECONDS`` of its first fragment (a peer dripping a
message is dropped; a peer dripping one frame cannot answer pings and is
dropped by the keepalive); ``MAX_MESSAGE_BYTES``; its seat's token bucket of
messages, joins included (``limits.TokenBucket``: the seat's, so reconnecting
does not refill it); a bounded queue of messages to send (a device that does
not read is dropped rather than let the host's memory grow). An address that
gets joins wrong is slowed down (``limits.WrongJoins``), and an unknown code is
answered as a full table is, so a live code cannot be told from a dead one.
Before any of it, ``gate.Gate`` answers only requests for this host's names
(against DNS rebinding), with one ``Host``, a readable ``Origin`` of that host,
and GET or HEAD.
"""
from __future__ import annotations

import asyncio
import concurrent.futures
import ipaddress
import logging
import secrets
import socket
import threading
from typing import Any, Coroutine, Sequence

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.datastructures import Headers
from websockets.exceptions import ConnectionClosed
from websockets.http11 import Request, Response

from game.net.host.gate import Gate
from game.net.host.limits import BURST, PER_SECOND, TokenBucket, WrongJoins
from game.net.host.page import Page
from game.net.host.room import Room
from game.net.wire import protocol
from game.net.wire.protocol import NO_SEAT, Join, ProtocolError

log = logging.getLogger(__name__)

SOCKET_PATH = "/ws"
JOIN_SECONDS = 15.0
MESSAGE_SECONDS = 5.0
OPEN_SECONDS = 10.0
PING_SECONDS = 15.0  # a ping this often, and its pong within as long, or the peer is gone
CLOSE_SECONDS = 2.0  # a closing peer has this long to answer the close before it is cut off
OUTBOX = 256  # messages waiting for a device; past this it is not reading and is dropped
POLICY = 1008  # the WebSocket close code for a peer that broke the rules
WAIT_TO_JOIN = "fewer wrong joins from this address: wait 10 seconds, then check the code"


class _Warnings(logging.LoggerAdapter):  # type: ignore[type-arg]
    """The WebSocket library's log, its warnings and errors only: its line per connection opened, answered
    and closed would be three lines for each refused request (``gate`` says one)."""

    def isEnabledFor(self, level: int) -> bool:
        return level >= logging.WARNING and self.logger.isEnabledFor(level)


class _Connection:
    """One device's connection: a bounded outbox drained by a writer task, so the room never waits."""

    def __init__(self, ws: ServerConnection) -> None:
        self.ws = ws
        self.outbox: asyncio.Queue[str | None] = asyncio.Queue(OUTBOX)
        self.reason = ""
        self.writer = asyncio.get_running_loop().create_task(self._write())

    def send(self, text: str) -> None:
        if self.reason:
            return  # closing: nothing more goes out
        try:
            self.outbox.put_nowait(text)
        except asyncio.QueueFull:
            self.reason = "not reading"
            self.writer.cancel()
            asyncio.get_running_loop().create_task(self.ws.close(POLICY, self.reason))

    def close(self, reason: str) -> None:
        """Close once what is queued has been sent (a ``bye`` reaches the device first)."""
        if not self.reason:
            self.reason = reason
            if self.outbox.full():
                self.writer.cancel()
                asyncio.get_running_loop().create_task(self.ws.close(POLICY, "not reading"))
            else:
                self.outbox.put_nowait(None)

    async def _write(self) -> None:
        while True:
            text = await self.outbox.get()
            if text is None:
                await self.ws.close(1000, self.reason)
                return
            await self.ws.send(text)


class NetServer:
    """The host's listener: rooms by code, run on a loop of its own in a background thread."""

    def __init__(self, bind: str = "0.0.0.0", port: int = 0, burst: float = BURST,
                 per_second: float = PER_SECOND, public: Sequence[str] = (),
                 wrong_joins: WrongJoins | None = None) -> None:
        """``public``: the names this server is reached by besides its addresses and ``localhost`` (a
        reverse proxy's); ``wrong_joins``: the bound on each address's wrong joins (a test's clock)."""
        self.bind = bind
        self.port = port
        self.burst = burst  # each seat's token bucket (limits.TokenBucket)
        self.per_second = per_second
        self.gate = Gate(public)
        self.wrong_joins = wrong_joins or WrongJoins()
        self.rooms: dict[str, Room] = {}
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._stop: asyncio.Event | None = None
        self._page: Page | None = None
        self.address: tuple[str, int] | None = None  # where it listens, once started

    # -- the game's side (any thread) ------------------------------------------------------
    def start(self) -> tuple[str, int]:
        """Listen (the page is drawn first, on this thread: pygame's drawing stays off the loop);
        returns the address and port listened on."""
        self._page = Page()
        started: concurrent.futures.Future[tuple[str, int]] = concurrent.futures.Future()
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._run, args=(started,), name="daifugo-net", daemon=True)
        self._thread.start()
        try:
            self.address = started.result(timeout=OPEN_SECONDS)
        except BaseException:  # the port taken, say: the caller is told, and nothing is left running
            self._thread.join(timeout=OPEN_SECONDS)
            self._loop = self._thread = None
            raise
        return self.address

    def page_url(self, code: str) -> str:
        """The address a friend opens to join room ``code`` (for the join panel and its QR code): this
        machine's LAN address when listening on every interface, else the address listened on."""
        assert self.address is not None, "start the server first"
        host, port = self.address
        if host in ("0.0.0.0", "::", ""):
            host = lan_address()
        return f"http://{host}:{port}/?room={code}"

    def open_room(self, room: Room, code: str | None = None) -> Room:
        """Let devices join ``room`` under a new code, or under ``code`` (a continued table's) when it is
        free here (``Room.code``)."""
        return self._call(self._open_room(room, code))

    def close_room(self, code: str, reason: str = "closed") -> None:
        """Send the room's devices away with ``reason`` (in their ``bye``) and forget the room."""
        self._call(self._close_room(code, reason))

    def spawn(self, work: Coroutine[Any, Any, None]) -> concurrent.futures.Future[None]:
        """Run ``work`` on the server's loop (the dedicated server's rooms tick there)."""
        assert self._loop is not None, "start the server first"
        return asyncio.run_coroutine_threadsafe(work, self._loop)

    def stop(self) -> None:
        """Close every room and stop listening."""
        if self._loop is None or self._thread is None or self._stop is None:
            return
        for code in list(self.rooms):
            self.close_room(code)
        self._loop.call_soon_threadsafe(self._stop.set)
        self._thread.join(timeout=OPEN_SECONDS + CLOSE_SECONDS)
        self._loop = self._thread = None

    def _call(self, work: Any) -> Any:
        assert self._loop is not None, "start the server first"
        return asyncio.run_coroutine_threadsafe(work, self._loop).result(timeout=OPEN_SECONDS)

    # -- the loop's side ----------------------------------------------------------------------------
    def _run(self, started: concurrent.futures.Future[tuple[str, int]]) -> None:
        loop = self._loop
        assert loop is not None
        asyncio.set_event_loop(loop)
        try:
            loop.run_until_complete(self._main(started))
        except BaseException as exc:  # whatever stopped the loop must reach start()
            if started.done():
                raise
            started.set_exception(exc)  # start() raises it: told once, to the caller, never as a traceback
        finally:
            loop.close()

    async def _main(self, started: concurrent.futures.Future[tuple[str, int]]) -> None:
        self._stop = asyncio.Event()
        async with serve(self._connection, self.bind, self.port, process_request=self._http,
                         max_size=protocol.MAX_MESSAGE_BYTES, open_timeout=OPEN_SECONDS,
                         ping_interval=PING_SECONDS, ping_timeout=PING_SECONDS, close_timeout=CLOSE_SECONDS, max_queue=4,
                         # No permessage-deflate: the messages are small, and each compressed connection
                         # would hold deflate state on the host and cost CPU on every message.
                         compression=None, logger=_Warnings(logging.getLogger("websockets.server"))) as server:
            started.set_result(_address(server))
            await self._stop.wait()

    async def _open_room(self, room: Room, code: str | None) -> Room:
        if code is None or code in self.rooms or not protocol.ROOM_CODE.fullmatch(code):
            code = _room_code()
        while code in self.rooms:
            code = _room_code()
        room.code, room.loop = code, asyncio.get_running_loop()
        room.budget = lambda: TokenBucket(self.burst, self.per_second)
        self.rooms[code] = room
        return room

    async def _close_room(self, code: str, reason: str) -> None:
        room = self.rooms.pop(code, None)
        if room is not None:
            room.close(reason)

    def _http(self, connection: ServerConnection, request: Request) -> Response | None:
        """Plain HTTP: a request the gate refuses is answered so (``gate``); else the page's own files,
        else 404; the socket's path goes on to the WebSocket handshake."""
        refused = self.gate.refusal(request, connection.remote_address)
        if refused is not None:
            headers = Headers([("Content-Type", "text/plain; charset=utf-8"), ("Connection", "close")])
            if refused.status == 405:
                headers["Allow"] = "GET, HEAD"
            body = f"{refused.phrase}\n".encode()
            headers["Content-Length"] = str(len(body))
            return Response(refused.status, refused.phrase, headers, body)
        if request.path == SOCKET_PATH and request.method == "GET":
            return None
        assert self._page is not None
        found = self._page.get(request.path)
        if found is None:
            return connection.respond(404, "Not Found\n")
        body, kind = found
        headers = Headers([("Content-Type", kind), ("Content-Length", str(len(body))),
                           ("Cache-Control", "no-store"), ("X-Content-Type-Options", "nosniff"),
                           ("Content-Security-Policy", "default-src 'self'; connect-src 'self' ws: wss:")])
        return Response(200, "OK", headers, b"" if request.method == "HEAD" else body)

    def _join(self, first: str | bytes, peer: _Connection, address: str) -> tuple[Room, int]:
        """Seat the connection whose first message is ``first``: (its room, its seat). Raises
        ``ProtocolError``: not a join, a wrong one (an unknown code and a full table alike, counted against
        ``address``), or one from an address that got too many wrong lately (not even looked at)."""
        join = protocol.parse(first)
        if not isinstance(join, Join):
            raise ProtocolError("type", "join: a connection's first message takes a seat")
        if self.wrong_joins.blocked(address):
            raise ProtocolError("room", WAIT_TO_JOIN)
        room = self.rooms.get(join.room)
        try:
            if room is None:
                raise ProtocolError("room", NO_SEAT)
            return room, room.join(peer, join)
        except ProtocolError as exc:
            if exc.field in ("room", "secret"):
                self.wrong_joins.wrong(address)
            raise

    async def _connection(self, ws: ServerConnection) -> None:
        """One device, from its join to its last message."""
        peer = _Connection(ws)
        room: Room | None = None
        seat = -1
        try:
            async with asyncio.timeout(JOIN_SECONDS):
                first = await _whole_message(ws)
            try:
                room, seat = self._join(first, peer, _address_of(ws))
            except ProtocolError as exc:
                await ws.send(protocol.error(exc))
                await ws.close(POLICY, exc.field)
                return
            while True:
                raw = await _whole_message(ws)
                if not room.take(seat):
                    await ws.close(POLICY, "too many messages")
                    return
                try:
                    message = protocol.parse(raw)
                except ProtocolError as exc:
                    peer.send(protocol.error(exc))
                    continue
                room.handle(seat, message)
        except ConnectionClosed:
            pass
        except TimeoutError:
            await ws.close(POLICY, "too slow: a join, and each whole message, have a deadline")
        finally:
            peer.writer.cancel()
            if room is not None and seat >= 0:
                room.leave(seat, peer)
            await ws.close()


async def _whole_message(ws: ServerConnection) -> str | bytes:
    """The next message, waited for as long as the peer stays alive (its pings), then read whole
    within ``MESSAGE_SECONDS`` of its first fragment."""
    stream = ws.recv_streaming()
    parts = [await anext(stream)]
    async with asyncio.timeout(MESSAGE_SECONDS):
        async for part in stream:
            parts.append(part)
    if isinstance(parts[0], bytes):
        return b"".join(p for p in parts if isinstance(p, bytes))
    return "".join(p for p in parts if isinstance(p, str))


def _address_of(ws: ServerConnection) -> str:
    """The address a join comes from, as the wrong joins count it: the peer's; for a peer on this machine
    (a reverse proxy) the last address its ``X-Forwarded-For`` names (the one the proxy added), so every
    friend behind the proxy is not one address, and one guesser cannot hold all of them back."""
    peer = str(ws.remote_address[0]) if ws.remote_address else ""
    forwarded = ws.request.headers.get_all("X-Forwarded-For") if ws.request is not None else []
    try:
        local = ipaddress.ip_address(peer).is_loopback
    except ValueError:
        local = False
    if local and forwarded:
        return forwarded[-1].rpartition(",")[2].strip()[:64] or peer
    return peer


def _room_code() -> str:
    return "".join(secrets.choice(protocol.ROOM_LETTERS) for _ in range(protocol.ROOM_CODE_CHARS))


def lan_address() -> str:
    """This machine's address on its local network, as a friend's phone would reach it: the source
    address of a route to a documentation-only address (a UDP "connect" sends nothing). Loopback when
    there is no network."""
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(("192.0.2.1", 9))
            return str(probe.getsockname()[0])
    except OSError:
        return "127.0.0.1"


def _address(server: Server) -> tuple[str, int]:
    host, port = server.sockets[0].getsockname()[:2]
    return host, port
