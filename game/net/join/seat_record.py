"""Owns the joining computer's note of its seat at a friend's table, so it can rejoin after a crash.

The host gives each seat an unguessable secret (``docs/protocol.md``); with it
the same seat is taken back, in the same place in the match. The desktop
client keeps it, with where the table is, in ``joined.json`` in the data
folder: written off the frame's thread by the game's one writer
(``game.writer``) when a seat is given, removed when the match ends or the
host closes the table. The join screen offers "Rejoin" while the note is
fresh (``FRESH_SECONDS``): after that the host has long dealt the seat to the
CPU, or closed. A note that does not read is ignored (never partly used).
"""
from __future__ import annotations

import time
from dataclasses import asdict, dataclass
from typing import Any

from game import bounds, userdata, writer
from game.i18n import N_
from game.net.wire.protocol import NAME_CHARS, ROOM_CODE, ROOM_CODE_CHARS, ROOM_LETTERS, SEAT_SECRET
from game.quoting import quote

FILE_NAME = "joined.json"
KIND = "daifugo-arcade-joined"
VERSION = 1
# TRANSLATORS: box=none (named in a notice about the file: "... cannot be saved")
WHAT = N_("Your seat at a friend's table")
# TRANSLATORS: box=message title; "... reset" (joined.json could not be read)
TITLE = N_("Seat at a friend's table")
# TRANSLATORS: box=message text; after why joined.json could not be read
NO_REJOIN = N_("Join a Table has no seat to offer back.")
FRESH_SECONDS = 6 * 3600  # an evening: a note older than this names a table that is gone
# A host as the join screen lets one be typed: a name or an IPv4 or IPv6 address, never a control or format
# character (a NUL, a right-to-left override), which the system's resolver would choke on off the frame's thread.
HOST_CHARS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.:-_")
HOST_MOST = 253  # the longest name DNS carries


def is_host(text: Any) -> bool:
    """Is ``text`` a host the join screen could have been typed with (see ``HOST_CHARS``)?"""
    return (isinstance(text, str) and 0 < len(text) <= HOST_MOST and set(text) <= HOST_CHARS
            and text.strip(".:-") != "")


@dataclass(frozen=True)
class SeatRecord:
    """Where this computer sat last: the host, the room, the name it joined with and the seat's secret."""

    host: str
    port: int
    room: str
    name: str
    secret: str
    saved: float  # seconds since the epoch, when the seat was given

    def fresh(self, now: float | None = None) -> bool:
        age = (time.time() if now is None else now) - self.saved
        return 0 <= age <= FRESH_SECONDS


def _text(data: dict[str, Any], key: str, most: int) -> str:
    value = data.get(key)
    if not isinstance(value, str) or not value or len(value) > most:
        raise ValueError(f"{key}: expected text of 1 to {most} characters, got {quote(value)}")
    return value


def decode(data: Any) -> tuple[SeatRecord, list[str]]:
    """The note read back (ValueError names the field that does not read)."""
    if not isinstance(data, dict) or data.get("kind") != KIND:
        raise ValueError(f"kind: expected {KIND!r}")
    if data.get("version") != VERSION:
        if isinstance(data.get("version"), int) and data["version"] > VERSION:
            raise userdata.NewerFile(f"was written by a newer version (version {quote(data['version'])})")
        raise ValueError(f"version: expected {VERSION}, got {quote(data.get('version'))}")
    port, saved = data.get("port"), data.get("saved")
    if isinstance(port, bool) or not isinstance(port, int) or not 0 < port < 65536:
        raise ValueError(f"port: expected a port number, got {quote(port)}")
    if not bounds.is_moment(saved):  # checked before any arithmetic: a 400-digit number is no time
        raise ValueError(f"saved: expected a time in seconds from 0 to {bounds.MAX_SECONDS}, got {quote(saved)}")
    room = _text(data, "room", ROOM_CODE_CHARS)
    if not ROOM_CODE.fullmatch(room):
        raise ValueError(f"room: expected {ROOM_CODE_CHARS} letters from {ROOM_LETTERS}, got {quote(room)}")
    host = data.get("host")
    if not is_host(host):
        raise ValueError(f"host: expected a host name or address of letters, digits, '.', ':', '-' or '_' "
                         f"(1 to {HOST_MOST}), got {quote(host)}")
    name = data.get("name")
    if not bounds.is_name(name, NAME_CHARS):  # as the host takes one: printable, no NUL, no right-to-left override
        raise ValueError(f"name: expected 1 to {NAME_CHARS} printable characters, got {quote(name)}")
    record = SeatRecord(host, port, room, name, _secret(data), float(saved))
    return record, []


def _secret(data: dict) -> str:
    secret = data.get("secret")
    if not isinstance(secret, str) or not SEAT_SECRET.fullmatch(secret):
        raise ValueError("secret: expected the seat's secret as the host sent it")
    return secret


def read() -> tuple[SeatRecord | None, userdata.Notice | None]:
    """The note, if there is one that reads and is still fresh, and what to tell the player about a note
    that does not read (named, with the field: the join screen shows it)."""
    found = userdata.load(FILE_NAME, decode, TITLE, NO_REJOIN)
    record = found.value if found.value is not None and found.value.fresh() else None
    return record, found.notice


def load() -> SeatRecord | None:
    """The note, if there is one that reads and is still fresh."""
    return read()[0]


def keep(record: SeatRecord) -> None:
    """Write the note, off the frame's thread."""
    data = {"kind": KIND, "version": VERSION, **asdict(record)}

    def write() -> None:
        userdata.write_json(FILE_NAME, data, subject=WHAT)

    writer.queue(write)


def forget() -> None:
    """Remove the note (the match is over, the host closed the table), off the frame's thread."""
    writer.queue(lambda: userdata.remove(FILE_NAME, KIND, VERSION))
