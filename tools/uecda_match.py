"""A contest match by hand (a benchmark, not CI): a UECda server and five clients of chosen kinds.

    python tools/uecda_match.py --fuji /tmp/fuji --server fuji --games 100 \\
        --players ours:advanced,fuji,fuji,fuji,fuji

``--fuji`` is a folder where YuriCat/FujiGokoroUECda was built (``make out/server
out/client``); its server (``tndhms``) or ours (``--server ours``) runs the match.
A player is ``ours:SPEC`` (``python -m game.uecda.client --bot SPEC``) or ``fuji``
(``out/client -th 1``). Every client talks to the server through a small relay here
that follows the message sequence, so decision times and rejected plays are measured
the same way for every kind. Prints per player: points, mean points a game,
first-place share, rejected plays, mean and p99 decision time.

A plain clone of FujiGokoroUECda holds Git-LFS pointers instead of its learned
parameter files, so its client plays without its learned policy: say so next to
any figure from this script.
"""
from __future__ import annotations

import argparse
import os
import queue
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from game.uecda.conn import Closed, Conn  # noqa: E402
from game.uecda.wire import REJECTED  # noqa: E402


class Relay(threading.Thread):
    """Client <-> server, message by message, timing each decision and counting rejected plays."""

    def __init__(self, listener: socket.socket, server_port: int) -> None:
        super().__init__(daemon=True)
        self.listener, self.server_port = listener, server_port
        self.times: list[float] = []
        self.rejected = 0
        self.error = ""

    def run(self) -> None:
        peer, _ = self.listener.accept()
        client = Conn(peer, 600)
        server = Conn(socket.create_connection(("127.0.0.1", self.server_port)), 600)
        try:
            server.send(client.read(480, "profile"), "profile")
            client.send(server.read(4, "player number"), "player number")
            while self._game(client, server):
                pass
        except Closed as exc:
            self.error = str(exc)
        finally:
            client.close()
            server.close()

    def _game(self, client: Conn, server: Conn) -> bool:
        deal = server.read(480, "deal table")
        client.send(deal, "deal table")
        give = int.from_bytes(deal[(5 * 15 + 1) * 4:(5 * 15 + 2) * 4], "big", signed=True)
        if 0 < give < 100:
            server.send(client.read(480, "exchange"), "exchange")
        while True:
            hand = server.read(480, "hand table")
            start = time.perf_counter()
            client.send(hand, "hand table")
            if int.from_bytes(hand[(5 * 15 + 2) * 4:(5 * 15 + 3) * 4], "big"):
                play = client.read(480, "play")
                self.times.append(time.perf_counter() - start)
                server.send(play, "play")
                ack = server.read(4, "ack")
                if int.from_bytes(ack, "big") == REJECTED and any(play[:5 * 15 * 4]):
                    self.rejected += 1
                client.send(ack, "ack")
            client.send(server.read(480, "field table"), "field table")
            flag = server.read(4, "end flag")
            client.send(flag, "end flag")
            value = int.from_bytes(flag, "big")
            if value != 0:
                return value == 1


def lines_of(proc: subprocess.Popen, out: queue.Queue, keep: list[str]) -> None:
    for line in proc.stdout:
        keep.append(line.rstrip("\n"))
        out.put(line)


def wait_for(lines: queue.Queue, text: str, limit: float = 60.0) -> None:
    deadline = time.monotonic() + limit
    while True:
        try:
            line = lines.get(timeout=max(0.01, deadline - time.monotonic()))
        except queue.Empty:
            raise SystemExit(f"the server never printed {text!r}") from None
        if text in line:
            return


def summary(lines: list[str], games: int) -> tuple[list[int], list[int]]:
    """(final totals, first places) by player number, from tndhms's layout."""
    firsts = [0] * 5
    for i, line in enumerate(lines):
        if line.startswith("================ game") and i + 1 < len(lines):
            firsts[int(lines[i + 1].split()[1].split(".")[0])] += 1
    start = max(i for i, line in enumerate(lines) if line.startswith("--------- total point"))
    return [int(line.split()[0]) for line in lines[start + 1:start + 6]], firsts


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--fuji", type=Path, required=True, help="built FujiGokoroUECda folder")
    parser.add_argument("--server", choices=("fuji", "ours"), default="fuji")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--port", type=int, default=42485)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", default="ours:advanced,fuji,fuji,fuji,fuji")
    parser.add_argument("--threads", type=int, default=1, help="threads per FujiGokoro client")
    args = parser.parse_args(argv)
    kinds = [p.strip() for p in args.players.split(",")]
    if len(kinds) != 5 or any(k != "fuji" and not k.startswith("ours:") for k in kinds):
        parser.error("--players: five of fuji or ours:SPEC, comma-separated")
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    if args.server == "fuji":
        (args.fuji / "record").mkdir(exist_ok=True)
        cmd = ["./out/server", "-g", str(args.games), "-p", str(args.port)]
        cwd = args.fuji
    else:
        cmd = [sys.executable, "-m", "game.uecda.server", "--port", str(args.port), "--games", str(args.games),
               "--seed", str(args.seed)]
        cwd = ROOT
    server = subprocess.Popen(cmd, cwd=cwd, env=env, stdout=subprocess.PIPE, text=True, bufsize=1)
    lines: queue.Queue = queue.Queue()
    keep: list[str] = []
    threading.Thread(target=lines_of, args=(server, lines, keep), daemon=True).start()
    wait_for(lines, "now waiting 0")
    relays, procs = [], []
    for i, kind in enumerate(kinds):
        listener = socket.socket()
        listener.bind(("127.0.0.1", 0))
        listener.listen(1)
        relay = Relay(listener, args.port)
        relay.start()
        port = listener.getsockname()[1]
        name = f"{kind.split(':')[0]}{i}"
        if kind == "fuji":
            proc = subprocess.Popen(["./out/client", "-p", str(port), "-th", str(args.threads), "-n", name,
                                     "-s", str(args.seed + i)], cwd=args.fuji,
                                    stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        else:
            proc = subprocess.Popen([sys.executable, "-m", "game.uecda.client", "--port", str(port), "--name", name,
                                     "--bot", kind[5:], "--seed", str(args.seed + i)], cwd=ROOT, env=env,
                                    stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        procs.append(proc)
        relays.append(relay)
        wait_for(lines, "accepted from")  # player numbers follow the connection order
    server.wait()
    for p in procs:
        p.wait(timeout=60)
    totals, firsts = summary(keep, args.games)
    print(f"{args.games} games on {'tndhms (FujiGokoro build)' if args.server == 'fuji' else 'our server'}; "
          "FujiGokoro plays without its learned parameters (Git-LFS pointers)")
    print(f"{'player':<24} {'points':>7} {'mean':>6} {'first':>6} {'rejected':>8} {'mean ms':>8} {'p99 ms':>8}")
    for i, (kind, relay) in enumerate(zip(kinds, relays)):
        t = sorted(relay.times) or [0.0]
        p99 = t[min(len(t) - 1, int(len(t) * 0.99))]
        print(f"{i}.{kind:<22} {totals[i]:>7} {totals[i] / args.games:>6.3f} {firsts[i] / args.games:>6.1%} "
              f"{relay.rejected:>8} {sum(t) / len(t) * 1000:>8.1f} {p99 * 1000:>8.1f}"
              + (f"  ({relay.error})" if relay.error else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
