"""Loopback helpers: our server in a thread, our clients in threads, and scripted misbehaving peers."""
from __future__ import annotations

import socket
import threading

from game.bots import make_bot
from game.uecda import wire
from game.uecda.client import Stats, play_match
from game.uecda.conn import Closed, Conn
from game.uecda.server import ContestServer

JOIN = 60.0  # a hang guard for thread joins, never a timing assertion


def listener(backlog: int = 5) -> tuple[socket.socket, int]:
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.bind(("127.0.0.1", 0))
    sock.listen(backlog)
    return sock, sock.getsockname()[1]


class ServerThread:
    """Our contest server on a free loopback port; ``lines`` is what it printed."""

    def __init__(self, games: int, seed: int = 1, backlog: int = 5, **kw) -> None:
        self.sock, self.port = listener(backlog)
        self.lines: list[str] = []
        self._said = threading.Condition()
        self.server = ContestServer(self.sock, games, seed, out=self._out, **kw)
        self.error: BaseException | None = None
        self.thread = threading.Thread(target=self._run, daemon=True)
        self.thread.start()

    def _run(self) -> None:
        try:
            if self.server.join():
                self.server.play()
        except BaseException as exc:  # reported by finish(), never swallowed
            self.error = exc
        finally:
            self.server.close()
            self.sock.close()

    def _out(self, line: str) -> None:
        with self._said:
            self.lines.append(line)
            self._said.notify_all()

    def said(self, count: int, start: str) -> None:
        """Wait (within ``JOIN``) until ``count`` printed lines start with ``start``."""
        with self._said:
            done = self._said.wait_for(lambda: sum(line.startswith(start) for line in self.lines) >= count, JOIN)
        assert done, f"the server never printed {count} lines starting {start!r}: {self.lines[-5:]}"

    def finish(self) -> list[str]:
        self.thread.join(JOIN * 5)
        assert not self.thread.is_alive(), "the server hung"
        if self.error:
            raise self.error
        return self.lines


class Tape(Conn):
    """A connection that keeps every message it read, in order: a server's stream to one client, to replay."""

    def __init__(self, sock: socket.socket, timeout: float) -> None:
        super().__init__(sock, timeout)
        self.messages: list[bytes] = []

    def read(self, n: int, what: str) -> bytes:
        data = super().read(n, what)
        self.messages.append(data)
        return data


class Replay:
    """A recorded (or mutated) server stream fed to ``play_match`` in-process: reads come from the bytes,
    whatever the client sends is dropped; the end of the bytes is a closed connection."""

    def __init__(self, data: bytes) -> None:
        self.data, self.pos = data, 0

    def read(self, n: int, what: str) -> bytes:
        if self.pos + n > len(self.data):
            raise Closed(f"the peer closed the connection while we waited for the {what}")
        self.pos += n
        return self.data[self.pos - n:self.pos]

    def read_table(self, what: str) -> wire.Table:
        return wire.unpack_table(self.read(wire.TABLE_BYTES, what))

    def read_int(self, what: str) -> int:
        return wire.unpack_int(self.read(wire.INT_BYTES, what))

    def send(self, data: bytes, what: str) -> None:
        pass

    def send_table(self, table: wire.Table, what: str = "table") -> None:
        wire.pack_table(table)  # what would go out must still pack

    def send_int(self, value: int, what: str = "int") -> None:
        pass

    def close(self) -> None:
        pass


class ClientThread:
    """One of our clients playing a whole match with a bot; ``conn`` keeps what it read when it is a ``Tape``."""

    def __init__(self, port: int, name: str, spec: str = "beginner", seed: int = 0, bot=None,
                 conn_class: type[Conn] = Conn) -> None:
        self.stats = Stats()
        self.error: BaseException | None = None
        self.bot = bot or make_bot(spec, seed=seed)
        sock = socket.create_connection(("127.0.0.1", port))
        self.conn = conn_class(sock, JOIN)
        self.name = name
        self.thread = threading.Thread(target=self._run, daemon=True)
        self.thread.start()

    def _run(self) -> None:
        try:
            play_match(self.conn, self.name, self.bot, self.stats, log=lambda m: None)
        except BaseException as exc:
            self.error = exc
        finally:
            self.conn.close()

    def finish(self) -> Stats:
        self.thread.join(JOIN * 5)
        assert not self.thread.is_alive(), "a client hung"
        if self.error:
            raise self.error
        return self.stats


def totals(lines: list[str]) -> list[int]:
    """The last 'TOTAL (AVERAGE) p.name' block of tndhms's layout, by player number."""
    start = max(i for i, line in enumerate(lines) if line == "--------- total point")
    return [int(line.split()[0]) for line in lines[start + 1:start + 6]]


class FakeServer:
    """A scripted server: accepts one client, reads its profile, then runs ``script(conn)``."""

    def __init__(self, script) -> None:
        self.sock, self.port = listener()
        self.done = threading.Event()
        self.profile: list[list[int]] | None = None
        self.thread = threading.Thread(target=self._run, args=(script,), daemon=True)
        self.thread.start()

    def _run(self, script) -> None:
        peer, _ = self.sock.accept()
        conn = Conn(peer, JOIN)
        try:
            self.profile = conn.read_table("profile")
            conn.send_int(0, "player number")
            script(conn, self)
        finally:
            conn.close()
            self.sock.close()

    def finish(self) -> None:
        self.done.set()
        self.thread.join(JOIN)


def deal_table(cards, order=(0, 1, 2, 3, 4)) -> list[list[int]]:
    t = wire.cards_table(cards)
    t[5][0], t[5][3] = 1, 6
    t[6][0:5] = [11, 11, 11, 10, 10]
    t[6][10:15] = list(order)
    return t


def drip(sock: socket.socket, data: bytes, pace: float, stop: threading.Event) -> bool:
    """Send ``data`` one byte every ``pace`` seconds until it is all out (True), the peer has closed or ``stop``
    is set (False). The pace is how slow a peer is, never a way to order threads; at most len(data) sends."""
    for i in range(len(data)):
        try:
            sock.sendall(data[i:i + 1])
        except OSError:
            return False
        if stop.wait(pace):
            return False
    return True


def garbage(table) -> bytes:
    return b"\x7f" * 480


class RawClient:
    """Follows the message sequence but plays whatever ``play`` returns (bytes), for misbehaving seats.

    With ``pace`` each play goes out one byte every ``pace`` seconds (until ``stop`` is set); ``closed`` is
    why the connection ended early, if it did (a dropped seat)."""

    def __init__(self, port, play, name="raw", profile=None, quit_after=None, pace: float | None = None,
                 stop: threading.Event | None = None) -> None:
        self.sock = socket.create_connection(("127.0.0.1", port))
        self.conn = Conn(self.sock, JOIN)
        self.play, self.quit_after = play, quit_after
        self.pace, self.stop = pace, stop or threading.Event()
        self.closed: str | None = None
        self.number: int | None = None
        data = profile if profile is not None else wire.pack_table(wire.profile(name))
        for i in range(0, len(data), 100):  # the server must join the pieces
            self.conn.send(data[i:i + 100], "profile piece")

    def _send(self, data: bytes, what: str) -> None:
        if self.pace is None:
            self.conn.send(data, what)
        elif not drip(self.sock, data, self.pace, self.stop):
            raise Closed(f"the {what} was cut short")

    def seated(self) -> int:
        """Wait for the player number: the profile has been read and accepted."""
        if self.number is None:
            self.number = self.conn.read_int("player number")
        return self.number

    def run(self) -> None:
        actions = 0
        try:
            self.seated()
            while True:
                deal = self.conn.read_table("deal")
                if deal[5][1]:
                    self._send(self.play(deal), "exchange")
                while True:
                    hand = self.conn.read_table("hand")
                    if hand[5][2]:
                        actions += 1
                        if self.quit_after is not None and actions > self.quit_after:
                            return
                        self._send(self.play(hand), "play")
                        self.conn.read_int("ack")
                    self.conn.read_table("field")
                    flag = self.conn.read_int("flag")
                    if flag == 1:
                        break
                    if flag != 0:
                        return
        except Closed as exc:
            self.closed = str(exc)
        finally:
            self.conn.close()
