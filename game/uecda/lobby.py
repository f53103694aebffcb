"""Joining a contest table: clients accepted and their profiles read side by side, each against a deadline.

tndhms accepts one client at a time and then waits for its profile, so one
silent or slow peer holds every client behind it. Here one selector watches the
listening socket and every peer still sending its profile: peers join in the
order their profiles complete (that order gives the player numbers 0-4), and a
peer whose whole profile has not arrived within ``profile_timeout`` seconds of
its connect is refused, however its bytes are paced. At most ``max_joining``
peers may be half-joined at once; a connection beyond that is closed at once,
so a flood of idle sockets cannot grow the server's memory or its file table.
Nothing outlives ``join_timeout``: when it runs out, every half-joined peer is
closed with the seated ones left to the caller.
"""
from __future__ import annotations

import selectors
import socket
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from .conn import Closed, Conn
from .wire import PROTOCOL, TABLE_BYTES, WireError, read_profile, unpack_table


@dataclass(frozen=True)
class JoinLimits:
    """The command line's limits on joining (server ``--join-timeout``, ``--profile-timeout``, ``--max-joining``)."""

    join_timeout: float = 600.0
    profile_timeout: float = 10.0
    max_joining: int = 16


@dataclass
class _Joiner:
    sock: socket.socket
    host: str
    deadline: float
    buf: bytearray = field(default_factory=bytearray)


class _Refused(Exception):
    """Why a half-joined peer is closed; the text goes after 'refused a client from HOST: '."""


def gather(listener: socket.socket, seats: int, limits: JoinLimits, timeout: float,
           out: Callable[[str], None]) -> list[tuple[Conn, str]]:
    """Up to ``seats`` clients that sent a 20070 profile, each told its player number, as (conn, name).

    Fewer than ``seats`` means ``join_timeout`` ran out (the caller reports it). The
    returned connections read and write with ``timeout``, the in-game limit.
    """
    end = time.monotonic() + limits.join_timeout
    joined: list[tuple[Conn, str]] = []
    joining: dict[socket.socket, _Joiner] = {}
    sel = selectors.DefaultSelector()
    was_blocking = listener.getblocking()
    listener.setblocking(False)
    sel.register(listener, selectors.EVENT_READ)

    def refuse(j: _Joiner, why: str) -> None:
        out(f"refused a client from {j.host}: {why}")
        sel.unregister(j.sock)
        del joining[j.sock]
        j.sock.close()

    out("now waiting 0")
    try:
        while len(joined) < seats:
            now = time.monotonic()
            for late in [j for j in joining.values() if j.deadline <= now]:
                refuse(late, f"timed out after {limits.profile_timeout:g} s waiting for the profile "
                             f"({len(late.buf)} of {TABLE_BYTES} bytes arrived)")
            if now >= end:
                break
            wait = min([end, *(j.deadline for j in joining.values())]) - now
            for key, _ in sel.select(wait):
                if len(joined) == seats:  # the table filled earlier in this batch: the rest are refused below
                    break
                j: _Joiner | None = key.data  # None for the listener
                if j is None:
                    _accept(listener, sel, joining, limits, out)
                    continue
                try:
                    seated = _receive(j, len(joined), timeout)
                except _Refused as exc:
                    refuse(j, str(exc))
                    continue
                if seated is not None:
                    sel.unregister(j.sock)
                    del joining[j.sock]
                    joined.append(seated)
                    out(f"protocol_version: {PROTOCOL}")
                    out(f"NAME: {seated[1]}")
                    out(f"accepted from {j.host}")
                    if len(joined) < seats:
                        out(f"now waiting {len(joined)}")
        for left in list(joining.values()):
            refuse(left, "the table is full" if len(joined) == seats else "the join ended")
    finally:
        sel.close()
        listener.setblocking(was_blocking)
    return joined


def _accept(listener: socket.socket, sel: selectors.BaseSelector, joining: dict[socket.socket, _Joiner],
            limits: JoinLimits, out: Callable[[str], None]) -> None:
    try:
        sock, addr = listener.accept()
    except (BlockingIOError, InterruptedError):  # the peer gave up between select and accept
        return
    except OSError as exc:  # out of file descriptors, say: leave it in the backlog for now
        out(f"cannot accept a client: {exc}")
        return
    if len(joining) >= limits.max_joining:
        out(f"refused a client from {addr[0]}: {limits.max_joining} clients are already joining")
        sock.close()
        return
    sock.setblocking(False)
    joining[sock] = _Joiner(sock, addr[0], time.monotonic() + limits.profile_timeout)
    sel.register(sock, selectors.EVENT_READ, joining[sock])


def _receive(j: _Joiner, number: int, timeout: float) -> tuple[Conn, str] | None:
    """Take what the peer sent; once the whole profile is in, check it and send the player number."""
    try:
        chunk = j.sock.recv(TABLE_BYTES - len(j.buf))
    except (BlockingIOError, InterruptedError):
        return None
    except OSError as exc:
        raise _Refused(f"connection lost while reading the profile: {exc}") from None
    if not chunk:
        raise _Refused(f"the peer closed the connection while we waited for the profile "
                       f"({len(j.buf)} of {TABLE_BYTES} bytes arrived)")
    j.buf += chunk
    if len(j.buf) < TABLE_BYTES:
        return None
    try:
        version, name = read_profile(unpack_table(bytes(j.buf)))
        if version != PROTOCOL:
            raise WireError(f"profile [0][0]: expected protocol {PROTOCOL}, got {version}")
        conn = Conn(j.sock, timeout)  # blocking again, with the in-game limit
        conn.send_int(number, "player number")
    except (WireError, Closed) as exc:
        raise _Refused(str(exc)) from None
    return conn, name
