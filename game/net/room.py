"""Owns one hosted table on the network: its seats, their secrets and connections, and its turn loop.

The host is authoritative: a device sends intentions (``check``, ``move``)
and the room answers from the table (``host.TableHost``), acting only on the
connection's own seat and only when the decision is that seat's. After every
move each connected seat is sent what it may see of the events, its own view
and, when it owes a decision, the decision. Bot seats are played on the host
as soon as every friend seat has been taken once (so nobody's first turn goes
by unseen); a bot's search runs in the bot process so the room keeps
answering. When the rules set a turn timer, a friend who lets it run out gets
the engine's timeout move, as at the desktop. A finished hand is announced with ``result`` and the next one is
dealt at once: the device keeps showing the results until its player taps on.

Everything here runs on the server's event loop; the room is never touched
from another thread.
"""
from __future__ import annotations

import asyncio
import logging
import secrets
from dataclasses import dataclass
from typing import Callable, Protocol, Sequence

from game.engine import IllegalMove
from game.engine.events import Event
from game.net import protocol
from game.net.host import OutOfTurn, TableHost
from game.net.protocol import Bye, Check, ClientMessage, Join, MoveRequest, ProtocolError

log = logging.getLogger(__name__)

Listener = Callable[[int, str], None]


class Peer(Protocol):
    """A connection as the room sees it: it queues text to send, and can be closed."""

    def send(self, text: str) -> None: ...

    def close(self, reason: str) -> None: ...


@dataclass
class _Seat:
    secret: str
    name: str = ""
    peer: Peer | None = None


class Room:
    """One table, its friend seats and the connections sitting in them."""

    def __init__(self, code: str, table: TableHost, bot_pace: float = 0.0) -> None:
        self.code = code
        self.table = table
        self.bot_pace = bot_pace  # seconds between bot moves, so friends can follow the table
        self.seats: dict[int, _Seat] = {s: _Seat(secrets.token_urlsafe(24)) for s in table.friend_seats}
        # Everything sent to a seat's device, as sent: logs, a network bench, the privacy test.
        self.listeners: list[Listener] = []
        self._wake = asyncio.Event()
        self._driver: asyncio.Task[None] | None = None
        self._timer: asyncio.TimerHandle | None = None

    @property
    def started(self) -> bool:
        """Every friend seat has been taken at least once: the bots may play."""
        return all(seat.name for seat in self.seats.values())

    # -- sending ------------------------------------------------------------------------------
    def _send(self, to: int, kind: str, peer: Peer | None = None, **fields: object) -> None:
        """Send seat ``to``'s device (or ``peer``, a connection of that seat's) one message."""
        peer = peer or self.seats[to].peer
        if peer is None:
            return  # a seat away from the table gets the whole view again when it rejoins
        text = protocol.encode(kind, **fields)
        for listener in self.listeners:
            listener(to, text)
        peer.send(text)

    def _tell_state(self, seat: int) -> None:
        self._send(seat, "view", view=self.table.view(seat))
        decision = self.table.decision(seat)
        if decision is not None:
            self._send(seat, "decision", decision=decision)

    def _broadcast(self, found: Sequence[Event]) -> None:
        for seat in self.seats:
            shown = self.table.events(found, seat)
            if shown:
                self._send(seat, "event", events=shown)
        if self.table.between_hands:
            result = self.table.result()
            for seat in self.seats:
                self._send(seat, "result", result=result)
            if not self.table.is_over:
                self._broadcast(self.table.deal_next())
                return
        for seat in self.seats:
            self._tell_state(seat)
        self._arm_timer()
        self._wake.set()

    # -- seats --------------------------------------------------------------------------------
    def join(self, peer: Peer, message: Join) -> int:
        """Seat ``peer``: back in its own seat with the secret, else in the first free friend seat.
        Raises ``ProtocolError`` (a wrong secret, a full table): the caller answers and closes."""
        if message.secret is not None:
            seat = next((s for s, state in self.seats.items() if secrets.compare_digest(state.secret,
                                                                                        message.secret)), None)
            if seat is None:
                raise ProtocolError("secret", "the secret of a seat at this table, or none to take a free seat")
        else:
            seat = next((s for s, state in self.seats.items() if not state.name), None)
            if seat is None:
                raise ProtocolError("room", "a table with a free seat (send your seat's secret to rejoin)")
        state = self.seats[seat]
        if state.peer is not None and state.peer is not peer:
            # The same player on a new connection (a reload, a new phone): the old one is sent away.
            self._send(seat, "bye", state.peer, reason="rejoined elsewhere")
            state.peer.close("rejoined elsewhere")
        state.peer = peer
        if not state.name:
            state.name = message.name
            self.table.sit(seat, message.name)
        self._send(seat, "seat", seat=seat, secret=state.secret, room=self.code, seats=self.table.seats,
                   name=state.name)
        for other in self.seats:
            self._send(other, "view", view=self.table.view(other))  # everyone sees the new name
        decision = self.table.decision(seat)
        if decision is not None:
            self._send(seat, "decision", decision=decision)
        result = self.table.result()
        if result is not None and self.table.is_over:
            self._send(seat, "result", result=result)
        self._start_driver()
        return seat

    def leave(self, seat: int, peer: Peer) -> None:
        """``peer`` left ``seat`` (closed or dropped); the seat waits for its secret."""
        state = self.seats[seat]
        if state.peer is peer:
            state.peer = None

    # -- a seat's messages ---------------------------------------------------------------------
    def handle(self, seat: int, message: ClientMessage) -> None:
        """Answer one message from ``seat``'s own connection."""
        if isinstance(message, Join):
            self._send(seat, "error", field="type", expected="check, move or bye: this connection has a seat")
        elif isinstance(message, Bye):
            peer = self.seats[seat].peer
            self._send(seat, "bye", reason="bye")
            if peer is not None:
                peer.close("bye")
            self.seats[seat].peer = None  # away from the table from now on, whenever the socket closes
        elif isinstance(message, Check):
            try:
                self._send(seat, "check", check=self.table.check(seat, message.cards))
            except OutOfTurn as exc:
                self._send(seat, "refusal", cards=list(message.cards), reason=str(exc), code="out_of_turn")
        elif isinstance(message, MoveRequest):
            self._move(seat, message.move)

    def _move(self, seat: int, move: str) -> None:
        try:
            found = self.table.play(seat, move)
        except OutOfTurn as exc:
            self._send(seat, "refusal", move=move, reason=str(exc), code="out_of_turn")
            return
        except IllegalMove as exc:
            self._send(seat, "refusal", move=move, reason=self.table.refusal_words(exc), code=exc.code)
            return
        self._broadcast(found)

    # -- the turn timer --------------------------------------------------------------------------
    def _arm_timer(self) -> None:
        """Start the rules' turn timer for a friend's decision (the desktop's timer, on the network)."""
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        seat = self.table.to_act
        if self.started and self.table.turn_seconds and seat in self.seats and not self.table.between_hands:
            self._timer = asyncio.get_running_loop().call_later(
                self.table.turn_seconds, self._timed_out, self.table.decision_key())

    def _timed_out(self, key: tuple[object, ...]) -> None:
        self._timer = None
        if self.table.decision_key() == key and not self.table.between_hands:
            self._broadcast(self.table.time_out())

    # -- the bots -----------------------------------------------------------------------------
    def _start_driver(self) -> None:
        if self._driver is None and self.started:
            self._driver = asyncio.get_running_loop().create_task(self._drive(), name=f"room {self.code} bots")
            self._driver.add_done_callback(self._stopped)
            self._arm_timer()
            self._wake.set()

    def _stopped(self, task: asyncio.Task[None]) -> None:
        # A bot that fails leaves the table waiting on it: say so in the log rather than nowhere.
        if not task.cancelled() and task.exception() is not None:
            log.error("room %s: the bots stopped", self.code, exc_info=task.exception())

    async def _drive(self) -> None:
        """Play every bot seat's decision as it comes up; sleeps until a move wakes it."""
        while not self.table.is_over:
            turn = self.table.bot_move()
            if turn is None:
                self._wake.clear()
                await self._wake.wait()
                continue
            seat, chosen = turn
            move, _paced = await asyncio.gather(asyncio.wrap_future(chosen), asyncio.sleep(self.bot_pace))
            self._broadcast(self.table.play(seat, move))

    def close(self) -> None:
        """Stop the bots and send every connected seat away."""
        if self._driver is not None:
            self._driver.cancel()
        if self._timer is not None:
            self._timer.cancel()
        self.table.close()
        for seat, state in self.seats.items():
            if state.peer is not None:
                self._send(seat, "bye", reason="closed")
                state.peer.close("the table closed")
                state.peer = None
