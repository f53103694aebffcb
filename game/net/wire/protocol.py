"""Owns the wire format between the host and a friend's device: versioned JSON messages.

Every message is one JSON object with ``"v"`` (the protocol version) and
``"type"``; docs/protocol.md lists each kind and its fields. What a device
sends is read here strictly, before anything else looks at it: an unknown
type, a missing or extra field, a value of the wrong kind or a message larger
than ``MAX_MESSAGE_BYTES`` raises ``ProtocolError`` naming the field and what
was expected, so the room answers with an ``error`` and changes nothing. A
message that reads well but that the rules refuse (a move that does not beat
the table, acting out of turn) is not a protocol error: the room answers it
with a ``refusal``. The host's own messages are built with ``encode``; a
joining computer reads each as its kind's class (``host_message``), so a
message's kind is named here and nowhere else.
"""
from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any, Callable, Union

from game.bounds import ROOM_CODE, ROOM_CODE_CHARS, ROOM_LETTERS, SEAT_SECRET  # noqa: F401 (the protocol's names too)
from game.engine import parse_move
from game.engine.cards import parse_cards
from game.quoting import field_name

VERSION = 1
# A device's message is small (a join, a handful of cards, one move); the bound keeps a peer from
# making the host read and parse megabytes. The host's own messages (a whole view) are larger.
MAX_MESSAGE_BYTES = 2048
MOST_CARDS = 20  # more than any one move can hold (the longest run, a three-seat tax)
NAME_CHARS = 12  # as the desktop's seat names (SeatConfig.from_dict)
MOST_KEYS = 1 << 31  # a decision's key counts the decisions a seat was asked: far below this in any match
_CARD = re.compile(r"JK|[3-9TJQKA2][SHDC]")
_MOVE_TEXT = re.compile(r"[0-9A-Za-z =+\-]{1,80}")

# Kinds the host sends (docs/protocol.md); ``encode`` refuses any other so a typo cannot go out.
HOST_KINDS = frozenset({"seat", "view", "decision", "check", "refusal", "event", "result", "error", "bye",
                        "hint", "log"})


# What a ``join`` is refused with when no table here has a free seat under its code: an unknown code and
# a full table are answered alike, so a code guesser cannot tell a live code from a dead one.
NO_SEAT = "the code of a table hosted here with a free seat (send your seat's secret to rejoin)"


class ProtocolError(ValueError):
    """A message that does not follow the protocol: ``field`` names where, ``expected`` what was wanted."""

    def __init__(self, field: str, expected: str) -> None:
        super().__init__(f"{field}: expected {expected}")
        self.field = field
        self.expected = expected


@dataclass(frozen=True)
class Join:
    """Take a seat in ``room``; with the ``secret`` a seat was given before, take that seat back."""

    room: str
    name: str
    secret: str | None


@dataclass(frozen=True)
class Check:
    """Would these cards (text codes, jokers as ``JK``) make a legal move now? Changes nothing."""

    cards: tuple[str, ...]
    key: int | None = None  # the ``key`` of the decision it was asked for (None: a page that sends none)


@dataclass(frozen=True)
class MoveRequest:
    """Make this move (the engine's notation: ``5H 6H JK=7H``, ``pass``, ``give 3C 4C``), for the decision
    named ``key`` (None: a page that sends none, taken for the decision its device was last shown)."""

    move: str
    key: int | None = None


@dataclass(frozen=True)
class HintRequest:
    """What would the desktop's hint play for the decision named ``key`` (None: the one last shown)?"""

    key: int | None = None


@dataclass(frozen=True)
class AutoPass:
    """The seat's pass switches, as the desktop table's: pass until the table clears (``until_clear``),
    and pass whenever passing is all there is to do (``when_stuck``)."""

    until_clear: bool
    when_stuck: bool


@dataclass(frozen=True)
class Bye:
    """The device is leaving; its seat stays its own for a rejoin with the secret."""


ClientMessage = Union[Join, Check, MoveRequest, Bye, HintRequest, AutoPass]

def _text(field: str, value: Any, pattern: re.Pattern[str], expected: str) -> str:
    if not isinstance(value, str) or not pattern.fullmatch(value):
        raise ProtocolError(field, expected)
    return value


def _room(value: Any) -> str:
    return _text("room", value, ROOM_CODE, f"a room code of {ROOM_CODE_CHARS} letters from {ROOM_LETTERS}")


def _name(value: Any) -> str:
    if not isinstance(value, str) or not value.strip() or len(value) > NAME_CHARS or not value.isprintable():
        raise ProtocolError("name", f"a name of 1 to {NAME_CHARS} printable characters")
    return value.strip()


def _secret(value: Any) -> str | None:
    if value is None:
        return None
    return _text("secret", value, SEAT_SECRET, "the seat's secret as the host sent it, or null")


def _cards(value: Any) -> tuple[str, ...]:
    expected = f'a list of up to {MOST_CARDS} distinct card codes such as "5H", "TS" or "JK"'
    if not isinstance(value, list) or len(value) > MOST_CARDS or not all(isinstance(c, str) and _CARD.fullmatch(c)
                                                                for c in value):
        raise ProtocolError("cards", expected)
    try:
        parse_cards(value)  # the engine's reading: no card twice, at most two jokers
    except ValueError:
        raise ProtocolError("cards", expected) from None
    return tuple(value)


def _key(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < MOST_KEYS:
        raise ProtocolError("key", f"the key of the decision it answers, a whole number from 0 to {MOST_KEYS - 1}")
    return value


def _switch(field: str) -> Callable[[Any], bool]:
    def read(value: Any) -> bool:
        if not isinstance(value, bool):
            raise ProtocolError(field, "true or false")
        return value
    return read


def _move(value: Any) -> str:
    expected = 'a move in the engine\'s notation, such as "5H 6H JK=7H", "pass" or "give 3C 4C"'
    text = _text("move", value, _MOVE_TEXT, expected)
    try:
        return str(parse_move(text))
    except ValueError:
        raise ProtocolError("move", expected) from None


# Each kind's fields: name -> (required, reader). The reader raises ProtocolError or returns the value.
_FIELDS: dict[str, dict[str, tuple[bool, Any]]] = {
    "join": {"room": (True, _room), "name": (True, _name), "secret": (False, _secret)},
    "check": {"cards": (True, _cards), "key": (False, _key)},
    "move": {"move": (True, _move), "key": (False, _key)},
    "bye": {},
    "hint": {"key": (False, _key)},
    "auto_pass": {"until_clear": (True, _switch("until_clear")), "when_stuck": (True, _switch("when_stuck"))},
}
_BUILD: dict[str, Callable[[dict[str, Any]], ClientMessage]] = {"join": lambda f: Join(f["room"], f["name"], f.get("secret")), "check": lambda f: Check(f["cards"], f.get("key")),
          "move": lambda f: MoveRequest(f["move"], f.get("key")), "bye": lambda f: Bye(),
          "hint": lambda f: HintRequest(f.get("key")),
          "auto_pass": lambda f: AutoPass(f["until_clear"], f["when_stuck"])}


def parse(raw: str | bytes) -> ClientMessage:
    """Read one message from a device, or raise ``ProtocolError`` naming the first field at fault."""
    if isinstance(raw, bytes):
        raise ProtocolError("message", "a text frame (JSON), not binary")
    if len(raw.encode("utf-8", "surrogatepass")) > MAX_MESSAGE_BYTES:
        raise ProtocolError("message", f"at most {MAX_MESSAGE_BYTES} bytes")
    try:
        data = json.loads(raw)
    except (ValueError, RecursionError):
        raise ProtocolError("message", "one JSON object") from None
    if not isinstance(data, dict):
        raise ProtocolError("message", "one JSON object")
    if data.get("v") != VERSION or isinstance(data.get("v"), bool):
        raise ProtocolError("v", f"the protocol version {VERSION}")
    kind = data.get("type")
    if not isinstance(kind, str) or kind not in _FIELDS:
        raise ProtocolError("type", "one of " + ", ".join(sorted(_FIELDS)))
    spec = _FIELDS[kind]
    extra = sorted(set(data) - set(spec) - {"v", "type"})
    if extra:
        raise ProtocolError(field_name(extra[0]),
                            f"only the fields of a {kind} message ({', '.join(['v', 'type', *spec])})")
    fields = {}
    for name, (required, read) in spec.items():
        if name not in data:
            if required:
                raise ProtocolError(name, f"this field in a {kind} message")
            continue
        fields[name] = read(data[name])
    return _BUILD[kind](fields)


# -- the host's messages, as a joining computer reads them ---------------------------------------------
@dataclass(frozen=True)
class HostMessage:
    """A message from the host, as its kind's class (the only place a kind's name is read); ``fields``
    as sent, each read where it is used (``client_events`` checks what it reads)."""

    fields: dict[str, Any]


class SeatSent(HostMessage):
    """The seat is taken: its number and the secret to take it back."""


class ViewSent(HostMessage):
    """The seat's view of the table as it stands now."""


class EventSent(HostMessage):
    """What happened, as the seat may see it (the view after it follows)."""


class DecisionSent(HostMessage):
    """The decision the seat owes now, with its key."""


class ResultSent(HostMessage):
    """A finished hand's results (the match's too, at its end)."""


class RefusalSent(HostMessage):
    """A move or a check turned down, and why."""


class ErrorSent(HostMessage):
    """A message this computer sent broke the protocol (or a join was refused): the field and what was expected."""


class ByeSent(HostMessage):
    """The host ends the connection, and why."""


class OtherSent(HostMessage):
    """A kind this computer does not use (a check's answer, a hint, the log) or does not know (a newer host)."""


_HOST_MESSAGES: dict[str, type[HostMessage]] = {
    "seat": SeatSent, "view": ViewSent, "event": EventSent, "decision": DecisionSent, "result": ResultSent,
    "refusal": RefusalSent, "error": ErrorSent, "bye": ByeSent}


def host_message(data: dict[str, Any]) -> HostMessage:
    """One host message (a JSON object) as its kind's class."""
    kind = data.get("type")
    return _HOST_MESSAGES.get(kind, OtherSent)(data) if isinstance(kind, str) else OtherSent(data)


def encode(kind: str, **fields: Any) -> str:
    """One host message as JSON text (compact, UTF-8 kept as is)."""
    if kind not in HOST_KINDS:
        raise ValueError(f"unknown host message kind {kind!r}")
    return json.dumps({"v": VERSION, "type": kind, **fields}, ensure_ascii=False, separators=(",", ":"))


def error(exc: ProtocolError) -> str:
    """The ``error`` answer to a message that broke the protocol."""
    return encode("error", field=exc.field, expected=exc.expected)
