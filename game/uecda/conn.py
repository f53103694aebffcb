"""A framed TCP connection for the contest protocol: whole tables and ints, each read against a deadline.

Reads loop until exactly 480 (or 4) bytes have arrived, so partial TCP reads are
harmless. The time limit covers the whole message, not each ``recv``: a peer
that drips one byte just inside a per-read limit would otherwise hold us for
480 times that limit. So every message gets a monotonic deadline and each
``recv`` waits only for what is left of it. Every message goes out in one
``sendall`` (whose timeout, since Python 3.5, also covers the whole call) with
TCP_NODELAY set, so a play is one write and is not held back by Nagle's
algorithm. tndhms writes its small messages without TCP_NODELAY, so on Linux
each read asks for an immediate ACK (TCP_QUICKACK): otherwise its next message
waits for our delayed ACK.
"""
from __future__ import annotations

import socket
import time

_QUICKACK = getattr(socket, "TCP_QUICKACK", None)  # Linux only; the flag resets itself, so set it per read

from .wire import INT_BYTES, TABLE_BYTES, Table, pack_int, pack_table, unpack_int, unpack_table


class Closed(ConnectionError):
    """The peer closed the connection, or a message did not arrive in time; the text says which message."""


class Conn:
    """One peer; ``timeout`` is the seconds a whole message may take, from the moment we start waiting."""

    def __init__(self, sock: socket.socket, timeout: float) -> None:
        sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        sock.settimeout(timeout)
        self.sock, self.timeout = sock, timeout

    def read(self, n: int, what: str) -> bytes:
        """Exactly ``n`` bytes, all of them within ``timeout`` seconds of the call, or ``Closed``."""
        deadline = time.monotonic() + self.timeout
        buf = bytearray()
        while len(buf) < n:
            left = deadline - time.monotonic()
            try:
                if left <= 0:
                    raise TimeoutError
                self.sock.settimeout(left)
                if _QUICKACK is not None:
                    self.sock.setsockopt(socket.IPPROTO_TCP, _QUICKACK, 1)
                chunk = self.sock.recv(n - len(buf))
            except TimeoutError:
                raise Closed(f"timed out after {self.timeout:g} s waiting for the {what} "
                             f"({len(buf)} of {n} bytes arrived)") from None
            except OSError as exc:
                raise Closed(f"connection lost while reading the {what}: {exc}") from None
            if not chunk:
                raise Closed(f"the peer closed the connection while we waited for the {what} "
                             f"({len(buf)} of {n} bytes arrived)")
            buf += chunk
        return bytes(buf)

    def read_table(self, what: str) -> Table:
        return unpack_table(self.read(TABLE_BYTES, what))

    def read_int(self, what: str) -> int:
        return unpack_int(self.read(INT_BYTES, what))

    def send(self, data: bytes, what: str) -> None:
        try:
            self.sock.settimeout(self.timeout)  # a read may have left a shorter one
            self.sock.sendall(data)
        except TimeoutError:
            raise Closed(f"timed out after {self.timeout:g} s sending the {what}") from None
        except OSError as exc:
            raise Closed(f"connection lost while sending the {what}: {exc}") from None

    def send_table(self, table: Table, what: str = "table") -> None:
        self.send(pack_table(table), what)

    def send_int(self, value: int, what: str = "int") -> None:
        self.send(pack_int(value), what)

    def close(self) -> None:
        try:
            self.sock.close()
        except OSError:  # pragma: no cover - closing twice is harmless
            pass
