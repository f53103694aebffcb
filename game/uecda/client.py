"""``python -m game.uecda.client``: one of our bots at a UECda contest table (protocol 20070).

Connects, sends its profile at once (tndhms waits only 2 s for it), then plays
every game the server runs, as the standard client does (uecda-protocol.md §3):
read the deal table and give cards if owed; then per turn read a hand table,
play if it is our turn and read the ack, read the field table and the end flag.
Every table is checked before the bot sees it (``seat``, ``check``): one that
is malformed or contradicts itself or the tables before it stops the client.
``--timeout`` bounds each whole message from the server, however its bytes are
paced (``conn``), and the connect. Exits 0 when the server ends the match (end
flag 2), 1 with a one-line message naming the field on a bad table, or saying
which message a closed or too slow connection was to bring.
"""
from __future__ import annotations

import argparse
import socket
import sys
import time

from game.bots import make_bot

from .conn import Closed, Conn
from .seat import SeatState
from .wire import ACCEPTED, GAME_ON, WireError, move_table, profile


class Stats:
    """Decisions timed on our side, and the plays the server rejected."""

    def __init__(self) -> None:
        self.times: list[float] = []
        self.rejected = 0
        self.games = 0

    def line(self, name: str) -> str:
        t = sorted(self.times) or [0.0]
        p99 = t[min(len(t) - 1, int(len(t) * 0.99))]
        return (f"uecda client {name}: games {self.games}, decisions {len(self.times)}, rejected {self.rejected}, "
                f"mean {sum(t) / len(t) * 1000:.1f} ms, p99 {p99 * 1000:.1f} ms")


def play_match(conn: Conn, name: str, bot, stats: Stats, log=print) -> None:
    """The whole match on an open connection; returns when the server sends end flag 2."""
    conn.send_table(profile(name), "profile")
    me = conn.read_int("player number")
    if not 0 <= me < 5:
        raise WireError(f"player number: expected 0-4, got {me}")
    state = SeatState(me)

    def decide():
        view = state.view()
        start = time.perf_counter()
        move = bot.choose(view)
        stats.times.append(time.perf_counter() - start)
        return move, view

    while True:
        deal = conn.read_table("deal table")
        if deal[5][0] != 1:
            raise WireError(f"deal table [5][0]: expected 1 (the deal of a new game), got {deal[5][0]}")
        if state.deal(deal):
            move, _ = decide()
            conn.send_table(move_table(move), "exchange")
            state.gave(move)
        while True:
            if state.hand(conn.read_table("hand table")):
                move, view = decide()
                conn.send_table(move_table(move, view.reversed), "play")
                ack = conn.read_int("ack")
                if ack not in (ACCEPTED, 8):
                    raise WireError(f"ack: expected 9 (accepted) or 8 (rejected), got {ack}")
                if ack != ACCEPTED and not move.is_pass:
                    stats.rejected += 1
                    log(f"{name}: the server rejected {move} (counted as a pass)")
            state.field(conn.read_table("field table"))
            flag = conn.read_int("end flag")
            if flag == GAME_ON:
                continue
            stats.games += 1
            if flag == 1:
                break
            return  # 2 (or anything else, as the standard client reads it): the match is over


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.uecda.client", description=__doc__.split("\n")[0])
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=42485)
    parser.add_argument("--name", default="daifugo")
    parser.add_argument("--bot", default="advanced", help="bot spec, e.g. advanced:hoarder or medium")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--timeout", type=float, default=120.0,
                        help="seconds to wait for any one whole message, the others' thinking included (120)")
    args = parser.parse_args(argv)
    if not args.timeout > 0:
        parser.error("--timeout: expected a number above 0")
    try:
        bot = make_bot(args.bot, seed=args.seed)
    except ValueError as exc:
        parser.error(str(exc))
    stats = Stats()
    try:
        sock = socket.create_connection((args.host, args.port), timeout=args.timeout)
    except OSError as exc:
        print(f"cannot connect to {args.host}:{args.port}: {exc}", file=sys.stderr)
        return 1
    conn = Conn(sock, args.timeout)
    try:
        play_match(conn, args.name[:14], bot, stats, log=lambda m: print(m, file=sys.stderr))
    except (WireError, Closed) as exc:
        print(f"{args.name}: {exc}", file=sys.stderr)
        print(stats.line(args.name), file=sys.stderr)
        return 1
    finally:
        conn.close()
    print(stats.line(args.name))
    return 0


if __name__ == "__main__":
    sys.exit(main())
