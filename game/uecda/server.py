"""``python -m game.uecda.server``: a UECda contest match for five clients, judged by our engine.

It speaks protocol 20070 as the reference server ``tndhms`` does and keeps its
quirks (uecda-protocol.md §3-§4): deal tables showing the lower classes their hand
before the tribute, an exchange answered by nothing, a bad exchange replaced by the
giver's strongest cards, a rejected play counted as a pass (ack 8, also for a pass
after a lone joker or under a lock), the 20-pass stalemate guard, seats reshuffled
every 3 games and titles reset every 100 (the ``uecda`` preset, RULES.md §10). It
prints each game's places and the running totals in tndhms's layout.

It never waits forever on a client. Clients join side by side (``lobby``), so a
silent or slow peer holds no other; every limit covers a whole message, however
its bytes are paced (``conn``). A client that misses a limit, disconnects or
breaks the framing is dropped; its turns are then rejected plays (passes), and
the match goes on, or ends with "every client has gone" when none is left.

Limits (seconds unless said): ``--timeout`` (60) for each whole message a seated
client sends, counted from when the server starts waiting for it, its thinking
included; ``--profile-timeout`` (10) for a joining peer's whole profile, counted
from its connect; ``--join-timeout`` (600) for all five to join; ``--max-joining``
(16) peers half-joined at once from one address, four times that from all: a
newcomer beyond them closes the oldest half-joined peer of its address, so
silent sockets cannot keep a real client out.
"""
from __future__ import annotations

import argparse
import random
import socket
import sys
import time

from game.engine import IllegalMove, Match, Owed, Rules
from game.engine.events import HandStarted
from game.engine.legality import strongest
from game.engine.moves import PASS, MoveKind, cards_move

from .conn import Closed, Conn
from .lobby import JoinLimits, gather
from .wire import (
    ACCEPTED, GAME_ON, GAME_OVER, MATCH_OVER, REJECTED, WireError, cards_table, empty, exchange_cards, table_move,
)

SEATS = 5
STALEMATE = 20  # passes or rejections in a row (server.cc:1247)
CLASS_NAMES = ("daihugou  ", "fugo      ", "heimin    ", "himmin    ", "daihinmin ")  # server.cc:1370
TITLE_CLASS = {"Millionaire": 0, "Rich": 1, "Commoner": 2, "Poor": 3, "Beggar": 4}


def contest_rules(games: int) -> Rules:
    return Rules.preset("uecda").replace(rounds=games, target_points=0)


class ContestServer:
    def __init__(self, listener: socket.socket, games: int, seed: int, *, timeout: float = 60.0,
                 limits: JoinLimits | None = None, out=print) -> None:
        self.listener, self.games, self.seed = listener, games, seed
        self.timeout, self.limits = timeout, limits or JoinLimits()
        self.out = out
        self.conns: list[Conn | None] = []
        self.names: list[str] = []
        self.rng = random.Random(f"{seed}/server")
        self.play_time = [0.0] * SEATS
        self.rejected = [0] * SEATS
        self._events: list = []  # what the last engine move reported (the next deal, when a game ends)

    # -- joining ------------------------------------------------------------------------------
    def join(self) -> bool:
        """Seat five clients that send a 20070 profile (``lobby``); False if they do not come in time."""
        joined = gather(self.listener, SEATS, self.limits, self.timeout, self.out)
        self.conns = [conn for conn, _ in joined]
        self.names = [name or f"player{p}" for p, (_, name) in enumerate(joined)]
        if len(joined) < SEATS:
            self.out(f"only {len(joined)} of {SEATS} clients joined in {self.limits.join_timeout:g} s")
            return False
        return True

    def _drop(self, p: int, why: str) -> None:
        if self.conns[p] is not None:
            self.out(f"player {p}.{self.names[p]} dropped: {why}")
            self.conns[p].close()
            self.conns[p] = None

    def _send(self, p: int, data_table=None, value: int | None = None, what: str = "table") -> None:
        conn = self.conns[p]
        if conn is None:
            return
        try:
            if data_table is not None:
                conn.send_table(data_table, what)
            else:
                conn.send_int(value, what)
        except Closed as exc:
            self._drop(p, str(exc))

    def _read(self, p: int, what: str):
        conn = self.conns[p]
        if conn is None:
            return None
        start = time.perf_counter()
        try:
            return conn.read_table(what)
        except Closed as exc:
            self._drop(p, str(exc))
            return None
        finally:
            self.play_time[p] += time.perf_counter() - start

    def close(self) -> None:
        """Close every client connection (tndhms shuts them all down after the last game)."""
        for p, conn in enumerate(self.conns):
            if conn is not None:
                conn.close()
                self.conns[p] = None

    # -- tables -----------------------------------------------------------------------------------
    def _status(self, t, hand, classes, counts=None) -> None:
        t[5][5] = 0
        t[5][6] = int(hand.revolution)
        t[5][7] = int(bool(hand.lock))
        t[6][0:5] = counts if counts is not None else [len(h) for h in hand.hands]
        t[6][5:10] = classes
        t[6][10:15] = list(hand.order)

    def _deal_tables(self, hand, started: HandStarted, classes: list[int], reset: bool) -> None:
        counts = [len(h) for h in started.hands]
        for p in range(SEATS):
            before = classes[p] >= 3 and not reset  # hinmin/daihinmin see their hand before the tribute
            t = cards_table([int(c) for c in started.hands[p]] if before else hand.hands[p])
            t[5][0] = 1
            t[5][1] = 0 if reset else max(0, 2 - classes[p])
            t[5][3] = 6
            self._status(t, hand, classes, counts)
            self._send(p, t, what="deal table")

    def _hand_tables(self, hand, classes) -> None:
        for p in range(SEATS):
            t = cards_table(hand.hands[p])
            t[5][2] = int(p == hand.to_act)
            t[5][3] = hand.to_act
            t[5][4] = int(hand.table is None)
            self._status(t, hand, classes)
            self._send(p, t, what="hand table")

    # -- one game -------------------------------------------------------------------------------
    def play(self) -> None:
        match = Match(contest_rules(self.games), seats=SEATS, seed=self.seed)
        events = list(match.opening_events)
        for number in range(1, self.games + 1):
            started = next(e for e in events if isinstance(e, HandStarted))
            places = self._game(match, started)
            self._print_game(number, places, match)
            if all(c is None for c in self.conns):
                self.out("every client has gone: the match ends")
                return
            if number < self.games:
                events = match.deal_next() if hasattr(match, "deal_next") else self._events
        self._print_end()

    def _game(self, match: Match, started: HandStarted) -> list[int]:
        hand = match.hand
        reset = hand.millionaire is None
        classes = [0] * SEATS if reset else [TITLE_CLASS[t] for t in match.titles]
        self._deal_tables(hand, started, classes, reset)
        while hand.pending is Owed.RETURN:
            self._exchange(match, hand)
        top = empty()
        streak = 0
        while True:
            mover = hand.to_act
            self._hand_tables(hand, classes)
            raw = self._read(mover, "play")
            move, ack = self._judge(hand, raw, mover)
            self._send(mover, value=ack, what="ack")
            streak = 0 if move is not None and not move.is_pass else streak + 1
            if move is not None:
                self._apply(match, move)
                if not move.is_pass:
                    top = empty()
                    top[0:5] = [list(row) for row in raw[0:5]]
            if streak >= STALEMATE and not hand.is_over:
                self.out(f"{STALEMATE} passes in a row: the remaining places are drawn at random")
                self._finish_at_random(match, hand)
            field = [list(row) for row in top]
            field[5][3] = mover
            field[5][4] = int(hand.table is None and not any(any(r) for r in top[0:5]))
            self._status(field, hand, classes)
            for p in range(SEATS):
                self._send(p, field, what="field table")
            if hand.table is None:
                top = empty()  # the flush shows in the next hand table
            flag = GAME_ON if not hand.is_over else MATCH_OVER if len(match.results) >= self.games else GAME_OVER
            for p in range(SEATS):
                self._send(p, value=flag, what="end flag")
            if hand.is_over:
                return list(match.results[-1].places)

    def _apply(self, match: Match, move) -> None:
        self._events = match.apply(move)

    def _judge(self, hand, raw, mover: int):
        """(move to apply or None, ack): a rejected play is a pass when a pass is legal."""
        move = None
        if raw is not None:
            try:
                move = hand.resolve(table_move(raw, "play"))
            except (WireError, IllegalMove) as exc:
                self.out(f"player {mover}.{self.names[mover]}: play rejected: {exc}")
        if move is not None and move.is_pass:
            quirk = hand.lock or hand.table is not None and hand.table.info.lone_joker
            return move, REJECTED if quirk else ACCEPTED  # tndhms answers 8 there, and counts a pass
        if move is not None:
            return move, ACCEPTED
        self.rejected[mover] += 1
        return (PASS if PASS in hand.legal_moves() else None), REJECTED

    def _exchange(self, match: Match, hand) -> None:
        """The Millionaire, then the Rich, give cards; a bad table gives their strongest instead."""
        giver = hand.to_act
        n = hand.owed[0][1]
        raw = self._read(giver, "exchange")
        move = None
        if raw is not None:
            try:
                move = hand.resolve(exchange_cards(raw))
            except (WireError, IllegalMove) as exc:
                self.out(f"player {giver}.{self.names[giver]}: exchange refused ({exc}): the strongest go")
        if move is None or move.kind is not MoveKind.RETURN:
            move = cards_move(MoveKind.RETURN, strongest(hand.hands[giver], n, False))
        self._apply(match, move)

    def _finish_at_random(self, match: Match, hand) -> None:
        """Random legal plays, sent to nobody, until the hand is over (tndhms draws the places)."""
        while not hand.is_over:
            legal = [m for m in hand.legal_moves() if not m.is_pass] or hand.legal_moves()
            self._apply(match, self.rng.choice(legal))

    # -- output -------------------------------------------------------------------------------------
    def _print_game(self, number: int, places: list[int], match: Match) -> None:
        self.out(f"================ game {number} ")
        for k, p in enumerate(places):
            self.out(f"{CLASS_NAMES[k]} {p}.{self.names[p]}")
        self.out("--------- total point")
        for p in range(SEATS):
            self.out(f"{match.scores[p]} ({match.scores[p] / number:1.3f}) {p}.{self.names[p]}")

    def _print_end(self) -> None:
        self.out("Player Statistics")
        for p in range(SEATS):
            self.out(f"{self.names[p]}  Play Time : {int(self.play_time[p] * 1e6)} micsec / "
                     f"rejected : {self.rejected[p]}")
        self.out("All games are overed ")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.uecda.server", description=__doc__.split("\n")[0])
    parser.add_argument("--port", type=int, default=42485)
    parser.add_argument("--host", default="127.0.0.1", help="address to listen on (0.0.0.0: every interface)")
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=None)
    parser.add_argument("--timeout", type=float, default=60.0,
                        help="seconds a client may take for one whole message, its thinking included (60)")
    parser.add_argument("--join-timeout", type=float, default=600.0, help="seconds to wait for five clients (600)")
    parser.add_argument("--profile-timeout", type=float, default=10.0,
                        help="seconds a joining client may take for its whole profile, from its connect (10)")
    parser.add_argument("--max-joining", type=int, default=16,
                        help="clients from one address that may be joining at once (four times as many from "
                             "all); a newer one closes the oldest (16)")
    args = parser.parse_args(argv)
    if not 1 <= args.games <= 99_999:
        parser.error("--games: expected 1 to 99999")
    for option in ("timeout", "join_timeout", "profile_timeout", "max_joining"):
        if not getattr(args, option) > 0:
            parser.error(f"--{option.replace('_', '-')}: expected a number above 0")
    limits = JoinLimits(args.join_timeout, args.profile_timeout, args.max_joining)
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(1 << 31)
    listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        listener.bind((args.host, args.port))
    except OSError as exc:
        print(f"cannot listen on {args.host}:{args.port}: {exc}", file=sys.stderr)
        return 1
    listener.listen(max(SEATS, limits.max_joining_total))
    out = lambda line: print(line, flush=True)  # noqa: E731 - one line, flushed so a pipe sees each game
    out(f"uecda server on our engine: {args.games} games, seed {seed}, port {args.port}")
    server = ContestServer(listener, args.games, seed, timeout=args.timeout, limits=limits, out=out)
    try:
        if not server.join():
            return 1
        server.play()
        ok = any(c is not None for c in server.conns)
    finally:
        server.close()
        listener.close()
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
