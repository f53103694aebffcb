"""Mutated server streams: whatever a server sends, the client plays on or stops with a message, never a traceback.

A seeded loopback match is recorded once (what the server sent each of the five
clients); every case mutates a copy with a seeded generator (bits flipped,
cells rewritten, a second joker, cards added or taken away, flags and counts
changed, messages dropped, doubled, swapped or cut short) and replays it to
``play_match``. Only ``WireError`` (``TableError`` included) and ``Closed`` may
come out. In-process: 2000 cases with the beginner bot, 500 with the medium
(it takes the best of the moves offered) and 200 with the advanced on its
smallest budget (its search deals the unseen cards by the counts, the history
and the discard pile); 30 more through a real socket. About 12 ms a case: the
whole file stays near half a minute on a busy machine.
"""
from __future__ import annotations

import random
import socket
import struct
import traceback

import pytest

from game.bots import make_bot
from game.uecda import wire
from game.uecda.client import Stats, play_match
from game.uecda.conn import Closed, Conn
from game.uecda.wire import WireError

from .helpers import JOIN, ClientThread, FakeServer, Replay, ServerThread, Tape

GAMES = 2  # a reset game, then one with the exchange
VALUES = (0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 14, 15, 52, 53, 54, 100, 20070, 2**31 - 1, -1, -(2**31))
_CELLS = struct.Struct("!120i")


@pytest.fixture(scope="module")
def streams() -> list[list[bytes]]:
    """The messages the server sent each player, from one seeded match of beginner bots."""
    server = ServerThread(GAMES, seed=11)
    clients = [ClientThread(server.port, f"rec{i}", "beginner", seed=i, conn_class=Tape) for i in range(5)]
    for c in clients:
        c.finish()
    server.finish()
    return [c.conn.messages for c in clients]


# -- mutations: each takes and returns the list of messages ------------------------------------------
def _tables(msgs: list[bytes]) -> list[int]:
    return [i for i, m in enumerate(msgs) if len(m) == wire.TABLE_BYTES]


def _set(msgs: list[bytes], rng: random.Random, rows, cols, values) -> list[bytes]:
    i = rng.choice(_tables(msgs))
    cells = list(_CELLS.unpack(msgs[i]))
    cells[rng.choice(rows) * wire.COLS + rng.choice(cols)] = rng.choice(values)
    return msgs[:i] + [_CELLS.pack(*cells)] + msgs[i + 1:]


def flip(msgs, rng):
    i = rng.randrange(len(msgs))
    data = bytearray(msgs[i])
    data[rng.randrange(len(data))] ^= 1 << rng.randrange(8)
    return msgs[:i] + [bytes(data)] + msgs[i + 1:]


def any_cell(msgs, rng):
    return _set(msgs, rng, range(8), range(15), VALUES)


def status(msgs, rng):
    return _set(msgs, rng, (5, 6), range(15), VALUES[:12])


def turn(msgs, rng):
    return _set(msgs, rng, (5,), (2, 3, 4), (0, 1, 2, 3, 4, 6))


def count(msgs, rng):
    return _set(msgs, rng, (6,), range(5), range(15))


def joker(msgs, rng):
    """A second joker: in our hand ([4][1]) or standing in anywhere on the field."""
    if rng.random() < 0.5:
        return _set(msgs, rng, (4,), (1,), (2,))
    return _set(msgs, rng, range(5), range(15), (2,))


def card(msgs, rng):
    """A card put in (one the table also shows elsewhere, or another hand holds) or taken out."""
    return _set(msgs, rng, range(4), range(1, 14), (0, 1, 1))


def an_int(msgs, rng):
    ints = [i for i, m in enumerate(msgs) if len(m) == wire.INT_BYTES]
    i = rng.choice(ints)
    return msgs[:i] + [wire.pack_int(rng.choice(VALUES))] + msgs[i + 1:]


def drop(msgs, rng):
    i = rng.randrange(len(msgs))
    return msgs[:i] + msgs[i + 1:]


def double(msgs, rng):
    i = rng.randrange(len(msgs))
    return msgs[:i + 1] + msgs[i:]


def swap(msgs, rng):
    i = rng.randrange(len(msgs) - 1)
    return msgs[:i] + [msgs[i + 1], msgs[i]] + msgs[i + 2:]


MUTATIONS = (flip, any_cell, status, status, turn, turn, count, joker, joker, card, card, an_int, drop, double,
             swap)


def mutated(messages: list[bytes], rng: random.Random) -> bytes:
    msgs = list(messages)
    for _ in range(rng.choice((1, 1, 1, 2, 3))):
        msgs = rng.choice(MUTATIONS)(msgs, rng)
    data = b"".join(msgs)
    return data[:rng.randrange(len(data))] if rng.random() < 0.1 else data


def tracebacks(streams, cases: range, spec: str) -> list[str]:
    """Replay each case in-process; the one-line summary of every exception a client must never raise."""
    crashes = []
    for case in cases:
        rng = random.Random(case)
        data = mutated(streams[case % len(streams)], rng)
        try:
            play_match(Replay(data), "fuzz", make_bot(spec, seed=case), Stats(), log=lambda m: None)
        except (WireError, Closed):
            pass
        except Exception as exc:  # noqa: BLE001 - the finding: reported with its place, never raised here
            where = traceback.extract_tb(exc.__traceback__)[-1]
            crashes.append(f"case {case}: {type(exc).__name__}: {exc} at {where.filename}:{where.lineno}")
    return crashes


def test_the_recorded_stream_replays_to_the_end(streams):
    """The harness itself: the unmutated streams are whole matches, played to end flag 2."""
    for p, messages in enumerate(streams):
        stats = Stats()
        play_match(Replay(b"".join(messages)), "fuzz", make_bot("beginner", seed=p), stats, log=lambda m: None)
        assert stats.games == GAMES


# Each bot's cases in parts of their own, so the test workers share them out (the 2,000 beginner cases in
# one test were the last to finish); 500 and 200 divide by it too, so no case is left out.
PARTS = 4


def _part(first: int, count: int, part: int) -> range:
    size = count // PARTS
    return range(first + part * size, first + (part + 1) * size)


@pytest.mark.parametrize("part", range(PARTS))
def test_mutated_streams_never_crash_the_beginner(streams, part):
    crashes = tracebacks(streams, _part(0, 2000, part), "beginner")
    assert not crashes, f"{len(crashes)} tracebacks, e.g.\n" + "\n".join(crashes[:10])


@pytest.mark.parametrize("part", range(PARTS))
def test_mutated_streams_never_crash_the_medium_bot(streams, part):
    crashes = tracebacks(streams, _part(50_000, 500, part), "medium")
    assert not crashes, f"{len(crashes)} tracebacks, e.g.\n" + "\n".join(crashes[:10])


@pytest.mark.parametrize("part", range(PARTS))
def test_mutated_streams_never_crash_the_advanced_bot(streams, part):
    crashes = tracebacks(streams, _part(100_000, 200, part), "advanced:budget=100")
    assert not crashes, f"{len(crashes)} tracebacks, e.g.\n" + "\n".join(crashes[:10])


def test_mutated_streams_through_a_socket(streams):
    """The real path: a server socket sends the bytes, the client reads them with its ``Conn``; case 0 is the
    recording itself, played to the end."""
    first = next(m for m in streams if wire.unpack_int(m[0]) == 0)[1:]  # FakeServer sends player number 0
    for case in range(30):
        rng = random.Random(200_000 + case)
        data = mutated(first, rng) if case else b"".join(first)

        def script(conn, server, data=data):
            try:
                conn.send(data, "stream")
                conn.sock.shutdown(socket.SHUT_WR)  # the end of the stream: the client reads a close
                while conn.sock.recv(4096):  # its plays, until it closes: closing on unread data would
                    pass  # reset the connection and lose what the client has not read yet
            except (Closed, OSError):
                pass  # the client stopped reading: it gave up on a bad table

        server = FakeServer(script)
        conn = Conn(socket.create_connection(("127.0.0.1", server.port)), JOIN)
        stats = Stats()
        try:
            play_match(conn, "fuzz", make_bot("beginner", seed=case), stats, log=lambda m: None)
        except (WireError, Closed):
            pass
        finally:
            conn.close()
            server.finish()
        assert case or stats.games == GAMES
