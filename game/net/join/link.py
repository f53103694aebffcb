"""Owns a joining computer's connection to a host's table: a WebSocket on a thread of its own.

As the host does (``game.net.host.server``), the network runs on its own asyncio
loop in a background thread, so a frame never waits on it: the game reads what
came in from ``inbox`` (a thread-safe queue, drained once a tick) and hands
messages to ``send``. What the link itself has to say comes through the same
queue as a ``Note``: seated, lost (and trying again), given up with a reason.

Joining is bounded: the connection must open within ``OPEN_SECONDS``. Once
seated, the link keeps the seat's secret; when the connection drops without a
``bye`` it connects again and rejoins with the secret (``RETRIES`` times in a
row, ``RETRY_SECONDS`` apart; a rejoin that is seated starts the count again)
before it gives up. A host's ``bye``, an ``error``
before a seat (a wrong code, a full room) or ``close`` end it for good.
"""
from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import queue
import threading
from dataclasses import dataclass
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from game.net.wire.protocol import VERSION, ByeSent, ErrorSent, SeatSent, host_message

Json = dict[str, Any]
log = logging.getLogger(__name__)
OPEN_SECONDS = 5.0  # a host that does not answer by then is not there
RETRIES = 5  # a dropped connection is tried again this often before the seat is given up
RETRY_SECONDS = 1.0
BYE_SECONDS = 1.0  # leaving: the bye and the closing handshake each get this long, then the link lets go
MAX_HOST_MESSAGE = 1 << 20  # a view with a long hand's history is a few KB; far more is not a host of ours

# What a Note says: the connection dropped (the link is trying again), or the link is over.
LOST, ENDED = "lost", "ended"
# Why a link ended (``Note.why``): the game words each. FAILED: the link's own thread met what it could not
# handle (a host the resolver refuses, a fault of ours); ``detail`` says what, so the screen never waits on a
# link that is gone.
UNREACHABLE, REFUSED, CLOSED, FAILED = "unreachable", "refused", "closed", "failed"


@dataclass(frozen=True)
class Note:
    """News of the link itself, queued in order with the host's messages."""

    what: str  # LOST (trying again) or ENDED
    why: str = ""  # for ENDED: UNREACHABLE, REFUSED, CLOSED, or the host's bye reason
    detail: str = ""  # what the system or the host said, for the player's message


class Link:
    """One seat's connection to a host (see the module docstring)."""

    def __init__(self, host: str, port: int, room: str, name: str, secret: str | None = None) -> None:
        self.host, self.port = host, port
        self.url = f"ws://[{host}]:{port}/ws" if ":" in host else f"ws://{host}:{port}/ws"  # an IPv6 address in brackets
        self.room = room
        self.name = name
        self.secret = secret
        self.inbox: queue.Queue[Json | Note] = queue.Queue()
        self._loop = asyncio.new_event_loop()
        self._outbox: asyncio.Queue[str] | None = None
        self._closing: asyncio.Event | None = None
        self._seated = False  # the connection open now has been given its seat
        self._tries = 0  # connections in a row that ended without a seat: a seat given starts the count again
        self._thread = threading.Thread(target=self._run, name="join-link", daemon=True)

    def start(self) -> "Link":
        self._thread.start()
        return self

    def send(self, kind: str, **fields: Any) -> None:
        """Queue a message to the host (any thread); dropped when the link is over, or when no connection
        is open (the rejoin's decision is answered instead)."""
        text = json.dumps({"v": VERSION, "type": kind, **fields}, ensure_ascii=False)
        with contextlib.suppress(RuntimeError):  # the loop has closed: the link is over
            self._loop.call_soon_threadsafe(self._put, text)

    def close(self) -> None:
        """Say bye and stop (any thread, never waits): the thread ends by itself."""
        with contextlib.suppress(RuntimeError):
            self._loop.call_soon_threadsafe(self._quit)

    def quit(self) -> bool:
        """Say bye and wait for it to be out, within ``BYE_SECONDS`` for the bye and as long again for
        the closing handshake (the game is going: its thread would die with it); True when it was."""
        self.close()
        return self.join(2 * BYE_SECONDS)

    def join(self, timeout: float) -> bool:
        """Wait for the thread to end (tests, and leaving the game); True when it has."""
        self._thread.join(timeout)
        return not self._thread.is_alive()

    # -- the loop's side ------------------------------------------------------------------------------
    def _put(self, text: str) -> None:
        if self._outbox is not None:
            self._outbox.put_nowait(text)

    def _quit(self) -> None:
        if self._closing is not None:
            self._closing.set()

    def _run(self) -> None:
        asyncio.set_event_loop(self._loop)
        try:
            self._loop.run_until_complete(self._main())
        except Exception as exc:  # noqa: BLE001 - whatever ends this thread ends in a Note the screen words
            log.exception("the link to %s:%s failed", self.host, self.port)
            self.inbox.put(Note(ENDED, FAILED, f"{type(exc).__name__}: {exc}"[:200]))
        finally:
            self._loop.close()

    async def _main(self) -> None:
        self._closing = asyncio.Event()
        while not self._closing.is_set():
            ended = await self._session()
            if ended is not None:
                self.inbox.put(ended)
                return
            self._tries += 1
            if self.secret is None or self._tries > RETRIES:
                self.inbox.put(Note(ENDED, UNREACHABLE))
                return
            self.inbox.put(Note(LOST))
            try:
                await asyncio.wait_for(self._closing.wait(), RETRY_SECONDS)  # a close cuts the wait short
            except TimeoutError:
                pass
        self.inbox.put(Note(ENDED, CLOSED))

    async def _session(self) -> Note | None:
        """One connection from its opening to its end: a Note when the link is over, None to try again."""
        assert self._closing is not None
        try:
            ws = await connect(self.url, open_timeout=OPEN_SECONDS, max_size=MAX_HOST_MESSAGE, compression=None,
                               close_timeout=BYE_SECONDS)
        except ValueError as exc:  # a host the resolver cannot take (an embedded NUL, a name IDNA refuses)
            return Note(ENDED, FAILED, str(exc)[:200] or type(exc).__name__)
        except (OSError, TimeoutError, InvalidHandshake, InvalidURI) as exc:
            if self.secret is None:
                refused = isinstance(exc, (ConnectionRefusedError, InvalidHandshake))
                return Note(ENDED, REFUSED if refused else UNREACHABLE, str(exc) or type(exc).__name__)
            return None
        # What the game said while no connection was open answered a decision of the one that dropped:
        # after the rejoin the host tells the decision again and the seat answers that (a move sent now
        # would only be refused as out of turn).
        self._outbox = asyncio.Queue()
        join: Json = {"v": VERSION, "type": "join", "room": self.room, "name": self.name}
        if self.secret:
            join["secret"] = self.secret
        writer = asyncio.get_running_loop().create_task(self._write(ws))
        self._seated = False
        try:
            await ws.send(json.dumps(join, ensure_ascii=False))
            return await self._read(ws)
        except ConnectionClosed:
            return None
        finally:
            writer.cancel()
            await ws.close()

    async def _write(self, ws: ClientConnection) -> None:
        assert self._outbox is not None
        while True:
            await ws.send(await self._outbox.get())

    async def _read(self, ws: ClientConnection) -> Note | None:
        assert self._closing is not None
        closing = asyncio.get_running_loop().create_task(self._closing.wait())
        try:
            while True:
                receiving = asyncio.get_running_loop().create_task(ws.recv())
                await asyncio.wait({receiving, closing}, return_when=asyncio.FIRST_COMPLETED)
                if not receiving.done():
                    receiving.cancel()
                    with contextlib.suppress(ConnectionClosed, TimeoutError):
                        await asyncio.wait_for(ws.send(json.dumps({"v": VERSION, "type": "bye"})), BYE_SECONDS)
                    return Note(ENDED, CLOSED)
                note = self._heard(receiving.result())
                if note is not None:
                    return note
        finally:
            closing.cancel()

    def _heard(self, raw: str | bytes) -> Note | None:
        """One message from the host, queued for the game; a Note when it ends the link."""
        try:
            message = json.loads(raw)
        except ValueError:
            return Note(ENDED, REFUSED, "not JSON")
        if not isinstance(message, dict):
            return Note(ENDED, REFUSED, "not a JSON object")
        sent = host_message(message)
        if isinstance(sent, SeatSent) and isinstance(message.get("secret"), str):
            self.secret = message["secret"]
            self._seated = True
            self._tries = 0  # each drop of the evening gets its RETRIES tries, not the evening as a whole
        self.inbox.put(message)
        if isinstance(sent, ByeSent):
            return Note(ENDED, str(message.get("reason", "")))
        if isinstance(sent, ErrorSent) and not self._seated:  # the join was refused: a wrong code or secret, a full room
            return Note(ENDED, REFUSED)
        return None
