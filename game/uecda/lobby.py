"""Joining a contest table: clients accepted and their profiles read side by side, each against a deadline.

tndhms accepts one client at a time and then waits for its profile, so one
silent or slow peer holds every client behind it. Here one selector watches the
listening socket and every peer still sending its profile: peers join in the
order their profiles complete (that order gives the player numbers 0-4), and a
peer whose whole profile has not arrived within ``profile_timeout`` seconds of
its connect is refused, however its bytes are paced.

Silent joiners must not cost honest ones their seat, so the server keeps
accepting: at most ``max_joining`` peers from one address may be half-joined at
once, and ``4 * max_joining`` from all addresses; a newcomer beyond either
bound is taken in and the oldest half-joined peer of its own address (over the
total: of the address holding the most) is closed to make way. A real client
sends its profile as it connects and is seated within moments, so fifty idle
sockets, from one address or many, only ever close each other, and a flood of
them cannot grow the server's memory or its file table. Nothing outlives
``join_timeout``: when it runs out, every half-joined peer is closed with the
seated ones left to the caller.
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
    max_joining: int = 16  # half-joined peers from one address

    @property
    def max_joining_total(self) -> int:
        """Half-joined peers from all addresses at once (also the listening socket's backlog)."""
        return 4 * self.max_joining


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
                if j is not None and j.sock not in joining:  # closed earlier in this batch to make way
                    continue
                if j is None:
                    for newcomer in _accept(listener, limits, out):
                        oldest = _making_way(joining, newcomer.host, limits)
                        if oldest is not None:
                            waited = max(0.0, limits.profile_timeout - (oldest.deadline - now))
                            refuse(oldest, f"made way for a newer connection ({len(oldest.buf)} of {TABLE_BYTES} "
                                           f"bytes of the profile arrived in {waited:.1f} s)")
                        joining[newcomer.sock] = newcomer
                        sel.register(newcomer.sock, selectors.EVENT_READ, newcomer)
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


def _accept(listener: socket.socket, limits: JoinLimits, out: Callable[[str], None]) -> list[_Joiner]:
    """Every connection waiting in the backlog (at most the total bound at a time), as new joiners."""
    found: list[_Joiner] = []
    while len(found) < limits.max_joining_total:
        try:
            sock, addr = listener.accept()
        except (BlockingIOError, InterruptedError):  # the backlog is empty (or the peer gave up meanwhile)
            break
        except OSError as exc:  # out of file descriptors, say: leave it in the backlog for now
            out(f"cannot accept a client: {exc}")
            break
        sock.setblocking(False)
        found.append(_Joiner(sock, addr[0], time.monotonic() + limits.profile_timeout))
    return found


def _making_way(joining: dict[socket.socket, _Joiner], host: str, limits: JoinLimits) -> _Joiner | None:
    """The half-joined peer to close so a newcomer from ``host`` fits the bounds, if one must go: the oldest
    of its own address, or when all addresses together are at the bound, the oldest of the busiest one."""
    by_host: dict[str, list[_Joiner]] = {}
    for j in joining.values():
        by_host.setdefault(j.host, []).append(j)
    if len(by_host.get(host, ())) >= limits.max_joining:
        return min(by_host[host], key=lambda j: j.deadline)
    if len(joining) >= limits.max_joining_total:
        return min(max(by_host.values(), key=len), key=lambda j: j.deadline)
    return None


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
