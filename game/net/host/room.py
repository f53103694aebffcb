"""Owns one hosted table's network side: its lobby (who sits where), the seats' secrets and
connections, and what goes to and comes from each device.

The room runs on the server's event loop and never touches the session, which
belongs to one other thread (the desktop's frame, or the dedicated server's
ticking task): that side (``host.NetRoom``) hands in what each seat is to be
told with ``post`` (thread-safe), and takes what the devices asked from
``requests`` (a thread-safe queue). A move or a check waits in
``requests``, stamped with the decision the device was last shown, for the
session's thread to answer it. A move or a
check from a seat that was shown no decision is refused here at once. The
lobby (names, secrets, who is connected) is read by the host's screen from its
own thread, so it is kept under a lock.
"""
from __future__ import annotations

import asyncio
import queue
import secrets
import threading
from dataclasses import dataclass
from typing import Callable, Hashable, Protocol, Sequence, Union, cast

from game.net.host.limits import TokenBucket
from game.net.wire import protocol
from game.net.wire.protocol import (
    NO_SEAT, AutoPass, Bye, Check, ClientMessage, HintRequest, Join, MoveRequest, ProtocolError,
)
from game.table.match.seating import SeatConfig
from game.table.wording.refusals import not_your_turn

FRIEND = "friend"  # a seat played from a device
LOCAL = "local"  # the host's own player, at the desktop
BOT = "bot"

Listener = Callable[[int, str], None]


class Peer(Protocol):
    """A connection as the room sees it: it queues text to send, and can be closed."""

    def send(self, text: str) -> None: ...

    def close(self, reason: str) -> None: ...


class SeatTaken(ValueError):
    """A lobby change asked of a seat that is not an empty friend seat (someone joined it, or it is a bot's)."""


class TableStarted(RuntimeError):
    """The lobby was asked to change after the match began."""


@dataclass
class LobbySeat:
    """One seat before and during the match: its kind (``FRIEND``, ``LOCAL``, ``BOT``), how it is set
    up, and for a friend the secret of their join and their connection."""

    kind: str
    config: SeatConfig
    secret: str = ""
    peer: Peer | None = None
    open: bool = False  # a bot holds this friend's seat (nobody took it, or its friend said bye): a latecomer may take it


@dataclass(frozen=True)
class Asked:
    """A device's ``check``, for the decision it was shown (``key``)."""

    seat: int
    key: Hashable
    cards: tuple[str, ...]


@dataclass(frozen=True)
class Moved:
    """A device's ``move``, for the decision it was shown (``key``)."""

    seat: int
    key: Hashable
    move: str


@dataclass(frozen=True)
class Came:
    """A friend's device joined its seat (the first time, or back with the secret); ``late``: a latecomer
    took a bot's seat while the match is on, to play it from the next hand."""

    seat: int
    late: bool = False


@dataclass(frozen=True)
class Went:
    """A friend's device is gone: it said ``bye`` (``left``) or its connection dropped."""

    seat: int
    left: bool


@dataclass(frozen=True)
class Hinted:
    """A device asked for the hint on the decision it was shown (``key``)."""

    seat: int
    key: Hashable


@dataclass(frozen=True)
class Switched:
    """A device set its seat's pass switches (``protocol.AutoPass``)."""

    seat: int
    until_clear: bool
    when_stuck: bool


@dataclass(frozen=True)
class Stirred:
    """A device the CPU stands in for, because it let its turn wait past the idle period while
    connected, said something: its seat is its own again."""

    seat: int


Request = Union[Asked, Moved, Came, Went, Hinted, Switched, Stirred]
KEEP = object()  # ``post``: the decision the seat owes is unchanged (a check's answer, a refusal)


class Room:
    """One table's lobby and the connections sitting in it (see the module docstring)."""

    def __init__(self, seats: Sequence[LobbySeat]) -> None:
        self.code = ""  # given by the server when it opens the room
        self.loop: asyncio.AbstractEventLoop | None = None  # the server's, likewise
        self.seats = list(seats)
        self.requests: queue.SimpleQueue[Request] = queue.SimpleQueue()
        # Everything sent to a seat's device, as it is made: logs, a network bench, the privacy test.
        self.listeners: list[Listener] = []
        self.started = False
        self._lock = threading.Lock()
        self._owes: dict[int, tuple[int, Hashable] | None] = {}  # seat -> the decision its device was last shown:
        # (its number in the ``decision`` message's ``key``, and the key the seat's feed answers it by)
        self._late: set[int] = set()  # seats a latecomer took that are not theirs to be told of yet
        # Each seat's token bucket of messages, joins included (``take``): the seat's, so a device that
        # joins again on a new connection does not start afresh. Made by ``budget``, given by the server.
        self.budget: Callable[[], TokenBucket] = TokenBucket
        self._buckets: dict[int, TokenBucket] = {}
        self._dozing: set[int] = set()  # seats the CPU took from a silent device: its next message stirs it
        # How long a seat's turn waits for its device, in seconds, as the ``seat`` message says: ``grace``
        # while it is away, ``idle`` while it is connected and silent (None: a turn timer moves for it).
        self.waits: dict[str, int | None] = {}

    # -- the lobby (any thread) ---------------------------------------------------------------
    def lobby(self) -> list[dict[str, object]]:
        """Per seat: its kind (friend, bot, local), name, portrait, and for a friend whether someone
        joined it and is connected now."""
        with self._lock:
            return [{"kind": s.kind, "name": s.config.name, "portrait": s.config.portrait,
                     "joined": bool(s.secret), "connected": s.peer is not None} for s in self.seats]

    def kept(self) -> list[str | None]:
        """Per seat, what a save keeps to seat its friend again (``seating.FriendsLink``): their secret,
        "" for a friend's seat nobody holds or a bot holds, None for a seat no friend takes."""
        with self._lock:
            return [s.secret if s.kind == FRIEND else "" if s.open else None for s in self.seats]

    def give_to_bot(self, seat: int, config: SeatConfig) -> None:
        """An empty friend seat is played by a bot set up as ``config``. Raises ``SeatTaken`` or
        ``TableStarted``."""
        with self._lock:
            if self.started:
                raise TableStarted("the match has begun: the seats are set")
            if not 0 <= seat < len(self.seats) or self.seats[seat].kind != FRIEND or self.seats[seat].secret:
                raise SeatTaken(f"seat {seat} is not an empty friend seat")
            self.seats[seat] = LobbySeat(BOT, config, open=True)

    def begin(self, stand_in: Callable[[int], SeatConfig]) -> list[LobbySeat]:
        """Close the lobby: a friend seat nobody joined goes to the bot ``stand_in(seat)`` sets up;
        returns the seats as the match is played (no newcomer joins from now on)."""
        with self._lock:
            if self.started:
                raise TableStarted("the match has begun already")
            self.started = True
            for i, seat in enumerate(self.seats):
                if seat.kind == FRIEND and not seat.secret:
                    self.seats[i] = LobbySeat(BOT, stand_in(i), open=True)
            return list(self.seats)

    # -- sending --------------------------------------------------------------------------------
    def hear(self, seat: int, text: str) -> None:
        """Tell the listeners what is going to ``seat``'s device (on the thread that made it)."""
        for listener in self.listeners:
            listener(seat, text)

    def post_all(self, batch: Sequence[tuple[int, Sequence[str], object]]) -> None:
        """From the session's thread: send each ``(seat, texts, owes)`` of the batch to that seat's device,
        and note the decision it is shown (``owes``: its number and key, None for no decision, ``KEEP`` to
        leave it). Every seat's news after a move goes in one batch: one hand-over to the network's loop,
        whose wake-up costs the session's thread a system call."""
        assert self.loop is not None, "the room is not open"
        self.loop.call_soon_threadsafe(self._deliver_all, [(seat, list(texts), owes) for seat, texts, owes in batch])

    def _deliver_all(self, batch: list[tuple[int, list[str], object]]) -> None:
        for seat, texts, owes in batch:
            self._deliver(seat, texts, owes)

    def welcome(self, seat: int) -> None:
        """From the session's thread: the latecomer at ``seat`` plays it now, and is told of it from here
        on (nothing of the hand the CPU played there before reaches them)."""
        assert self.loop is not None, "the room is not open"
        self.loop.call_soon_threadsafe(self._late.discard, seat)

    def _deliver(self, seat: int, texts: list[str], owes: object) -> None:
        if seat in self._late:
            return
        if owes is not KEEP:
            self._owes[seat] = cast("tuple[int, Hashable] | None", owes)
        peer = self.seats[seat].peer
        if peer is not None:  # a seat away from the table is told everything again when it rejoins
            for text in texts:
                peer.send(text)

    def _send(self, to: int, kind: str, peer: Peer | None = None, **fields: object) -> None:
        """Send seat ``to``'s device (or ``peer``, a connection of that seat's) one message from here."""
        peer = peer or self.seats[to].peer
        if peer is None:
            return
        text = protocol.encode(kind, **fields)
        self.hear(to, text)
        peer.send(text)

    def take(self, seat: int) -> bool:
        """On the network's loop: may ``seat`` send one more message (or join once more) now?"""
        bucket = self._buckets.get(seat)
        if bucket is None:
            bucket = self._buckets[seat] = self.budget()
        return bucket.take()

    def doze(self, seat: int) -> None:
        """From the session's thread: the CPU took ``seat`` from its silent device; its next message says
        it is back (``Stirred``)."""
        assert self.loop is not None, "the room is not open"
        self.loop.call_soon_threadsafe(self._dozing.add, seat)

    # -- seats ----------------------------------------------------------------------------------
    def join(self, peer: Peer, message: Join) -> int:
        """Seat ``peer``: back in its own seat with the secret, else in the first free friend seat before
        the match, or during it in the first friend's seat a bot holds (``open``: the latecomer plays it
        from the next hand, under a new secret). Raises ``ProtocolError`` (a wrong secret, a full table):
        the caller answers and closes."""
        with self._lock:
            if message.secret is not None:
                seat = next((i for i, s in enumerate(self.seats)
                             if s.secret and secrets.compare_digest(s.secret, message.secret)), None)
                if seat is None:
                    raise ProtocolError("secret", "the secret of a seat at this table, or none to take a free seat")
            else:
                free = (lambda s: s.open) if self.started else (lambda s: s.kind == FRIEND and not s.secret)
                seat = next((i for i, s in enumerate(self.seats) if free(s)), None)
                if seat is None:
                    raise ProtocolError("room", NO_SEAT)
            if not self.take(seat):  # rejoining again and again is sending messages, as any other
                raise ProtocolError("join", "fewer joins of this seat: wait a few seconds")
            state = self.seats[seat]
            late = message.secret is None and state.open
            old, state.peer = state.peer, peer
            if late:  # the seat is the latecomer's now: whoever held it before can no longer take it back
                state.kind, state.secret = FRIEND, ""
                state.config = SeatConfig("human", message.name, "You")
                self._late.add(seat)
            state.open = False
            if not state.secret:
                state.secret = secrets.token_urlsafe(24)
                state.config.name = message.name
            self._owes.pop(seat, None)  # the new device has been shown nothing yet
            self._dozing.discard(seat)  # coming back says it is here (``Came``)
        if old is not None and old is not peer:
            # The same player on a new connection (a reload, a new phone): the old one is sent away.
            self._send(seat, "bye", old, reason="rejoined elsewhere")
            old.close("rejoined elsewhere")
        self._send(seat, "seat", seat=seat, secret=state.secret, room=self.code, seats=len(self.seats),
                   name=state.config.name, next_hand=late, **self.waits)
        self.requests.put(Came(seat, late))
        return seat

    def leave(self, seat: int, peer: Peer) -> None:
        """``peer``'s connection to ``seat`` closed or dropped; the seat waits for its secret."""
        with self._lock:
            if self.seats[seat].peer is not peer:
                return  # already replaced or said bye
            self.seats[seat].peer = None
        self._owes.pop(seat, None)
        self.requests.put(Went(seat, left=False))

    # -- a seat's messages ----------------------------------------------------------------------
    def handle(self, seat: int, message: ClientMessage) -> None:
        """Answer one message from ``seat``'s own connection."""
        if seat in self._dozing:
            self._dozing.discard(seat)
            self.requests.put(Stirred(seat))
        if isinstance(message, Join):
            self._send(seat, "error", field="type", expected="check, move or bye: this connection has a seat")
        elif isinstance(message, Bye):
            self._bye(seat)
        elif isinstance(message, Check):
            key = self._owed(seat, message.key)
            if key is None:
                self._send(seat, "refusal", cards=list(message.cards), reason=not_your_turn(), code="out_of_turn")
            else:
                self.requests.put(Asked(seat, key, message.cards))
        elif isinstance(message, MoveRequest):
            key = self._owed(seat, message.key)
            if key is None:
                self._send(seat, "refusal", move=message.move, reason=not_your_turn(), code="out_of_turn")
            else:
                self.requests.put(Moved(seat, key, message.move))
        elif isinstance(message, HintRequest):
            key = self._owed(seat, message.key)
            if key is None:
                self._send(seat, "refusal", reason=not_your_turn(), code="out_of_turn")
            else:
                self.requests.put(Hinted(seat, key))
        elif isinstance(message, AutoPass):
            self.requests.put(Switched(seat, message.until_clear, message.when_stuck))

    def _owed(self, seat: int, number: int | None) -> Hashable | None:
        """The decision a message from ``seat`` answers: the one its device was last shown, unless the
        message names another by its number (a move sent for a decision that has gone since, which must
        never be taken for the next one); None when it answers none owed now."""
        shown = self._owes.get(seat)
        if shown is None or (number is not None and number != shown[0]):
            return None
        return shown[1]

    def _bye(self, seat: int) -> None:
        """The device leaves: before the match its seat is free again; during it the seat waits for
        the secret (and between hands a bot takes it over: ``host.NetRoom``)."""
        with self._lock:
            state = self.seats[seat]
            peer, state.peer = state.peer, None
            if not self.started:
                state.secret = ""
                state.config.name = ""
            else:
                state.open = True  # a latecomer may take the seat the CPU plays on
        self._send(seat, "bye", peer, reason="bye")
        if peer is not None:
            peer.close("bye")
        self._owes.pop(seat, None)
        self.requests.put(Went(seat, left=True))

    def close(self, reason: str) -> None:
        """Send every connected device away with ``reason`` (the host quit, the server stopped)."""
        for seat, state in enumerate(self.seats):
            with self._lock:
                peer, state.peer = state.peer, None
            if peer is not None:
                self._send(seat, "bye", peer, reason=reason)
                peer.close(reason)
