"""Malformed input on both sides: the client stops with a message naming the field, the server goes on."""
import os
import socket
import subprocess
import sys
from pathlib import Path

import pytest

from game.bots import make_bot
from game.uecda import wire
from game.uecda.client import Stats, play_match
from game.uecda.conn import Closed, Conn
from game.uecda.wire import WireError

from .helpers import JOIN, ClientThread, FakeServer, RawClient, ServerThread, deal_table, drip, garbage

ROOT = Path(__file__).resolve().parents[2]


server_profile: list = []


def client_against(script, timeout=JOIN):
    server = FakeServer(script)
    server_profile.append(None)
    conn = Conn(socket.create_connection(("127.0.0.1", server.port)), timeout)
    try:
        play_match(conn, "probe", make_bot("beginner"), Stats(), log=lambda m: None)
    finally:
        conn.close()
        server.finish()
        server_profile[-1] = server.profile
    return server


# -- the client --------------------------------------------------------------------------------------
def test_the_client_sends_its_profile_at_once():
    """§1: 'A client must send its profile at once after connect': [0][0] = 20070 and the name."""
    def script(conn, server):
        pass  # close straight after the player number

    with pytest.raises(Closed):
        client_against(script)
    assert server_profile[-1] is not None and wire.read_profile(server_profile[-1]) == (20070, "probe")


def test_a_server_that_closes_early_is_a_clear_error():
    def script(conn, server):
        conn.send(wire.pack_table(deal_table([0, 1, 2]))[:100], "half a deal table")  # then close

    with pytest.raises(Closed, match=r"closed the connection while we waited for the deal table \(100 of 480"):
        client_against(script)


def test_partial_reads_are_joined():
    """§2: 'On the receiving side, loop until exactly 480 (or 4) bytes have arrived'."""
    def script(conn, server):
        data = wire.pack_table(deal_table([0, 1, 2], order=(0, 1, 2, 2, 4)))
        for i in range(0, 480, 7):
            conn.send(data[i:i + 7], "a piece")

    with pytest.raises(WireError, match=r"\[6\]\[10\.\.14\]: expected each player number 0-4 once"):
        client_against(script)


@pytest.mark.parametrize("cell, value, match", [
    ((5, 0), 0, r"deal table \[5\]\[0\]: expected 1"),
    ((0, 14), 1, r"deal table \[0\]\[14\]"),
    ((6, 5), 9, r"deal table \[6\]\[5\.\.9\]: expected classes"),
    ((6, 0), 60, r"\[6\]\[0\.\.4\]: expected card counts"),
])
def test_a_malformed_table_names_the_field(cell, value, match):
    def script(conn, server):
        t = deal_table([0, 1, 2])
        t[cell[0]][cell[1]] = value
        conn.send_table(t, "deal table")

    with pytest.raises(WireError, match=match):
        client_against(script)


def test_a_silent_server_times_out():
    def script(conn, server):
        server.done.wait(JOIN)  # say nothing until the client gave up

    with pytest.raises(Closed, match="timed out after 0.2 s waiting for the deal table"):
        client_against(script, timeout=0.2)


def test_a_dripping_server_times_out_on_the_whole_table():
    """The client's limit covers a whole message: a byte every 0.05 s never resets it."""
    def script(conn, server):
        drip(conn.sock, wire.pack_table(deal_table([0, 1, 2])), 0.05, server.done)  # 24 s for the table

    with pytest.raises(Closed, match=r"timed out after 0.3 s waiting for the deal table \(\d+ of 480 bytes"):
        client_against(script, timeout=0.3)


def _our_turn_named_for_another(conn, server):
    conn.send_table(deal_table([0, 1, 2]), "deal table")
    t = wire.cards_table([0, 1, 2])
    t[5][2], t[5][3], t[5][4] = 1, 3, 1  # "your turn", but player 3 is named to move
    t[6][0:5], t[6][10:15] = [3, 13, 13, 12, 12], [0, 1, 2, 3, 4]
    conn.send_table(t, "hand table")
    server.done.wait(JOIN)


@pytest.mark.parametrize("script, timeout, message", [
    (lambda conn, server: conn.send_int(7, "garbage"), "20",
     "cli: the peer closed the connection while we waited for the deal table"),
    (lambda conn, server: drip(conn.sock, wire.pack_table(deal_table([0, 1, 2])), 0.05, server.done), "0.5",
     "cli: timed out after 0.5 s waiting for the deal table ("),
    (_our_turn_named_for_another, "20",
     "cli: hand table [5][2]: says our turn, but [5][3] names player 3 to move and we are player 0"),
])
def test_the_command_line_exits_1_with_a_one_line_message(script, timeout, message):
    server = FakeServer(script)
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    run = subprocess.run([sys.executable, "-m", "game.uecda.client", "--host", "127.0.0.1", "--port",
                          str(server.port), "--name", "cli", "--bot", "beginner", "--timeout", timeout],
                         cwd=ROOT, env=env, capture_output=True, text=True, timeout=JOIN, check=False)
    server.finish()
    assert run.returncode == 1
    assert run.stderr.splitlines()[0].startswith(message) and "Traceback" not in run.stderr
    assert server.profile[0][0] == wire.PROTOCOL


# -- the server -----------------------------------------------------------------------------------------
def test_the_server_survives_garbage_a_disconnect_and_a_wrong_version():
    import threading

    server = ServerThread(6, seed=4, timeout=JOIN)
    wrong = RawClient(server.port, garbage, profile=wire.pack_table([[20060] + [0] * 14] + [[0] * 15] * 7))
    wrong.sock.settimeout(JOIN)
    assert wrong.sock.recv(4) == b""  # refused and closed
    wrong.conn.close()
    ours = [ClientThread(server.port, f"ok{i}", "beginner", seed=i) for i in range(3)]
    raws = [RawClient(server.port, garbage, "junk"), RawClient(server.port, lambda t: bytes(480), "quitter",
                                                                 quit_after=5)]
    threads = [threading.Thread(target=r.run, daemon=True) for r in raws]
    for t in threads:
        t.start()
    for c in ours:
        assert c.finish().games == 6
    lines = server.finish()
    for t in threads:
        t.join(JOIN)
    assert any("refused a client" in line and "20070" in line for line in lines)
    assert any("junk: play rejected" in line for line in lines)
    assert any("quitter dropped" in line for line in lines)
    assert lines[-1] == "All games are overed "


def test_twenty_rejections_in_a_row_end_the_game_at_random():
    """§4: 'after 20 passes or rejections in a row, the server gives the remaining places at random and ends
    the game'; a bad exchange moves the giver's strongest cards instead (§3.2)."""
    import threading

    server = ServerThread(3, seed=5, timeout=JOIN)
    raws = [RawClient(server.port, garbage, f"junk{i}") for i in range(5)]
    threads = [threading.Thread(target=r.run, daemon=True) for r in raws]
    for t in threads:
        t.start()
    lines = server.finish()
    for t in threads:
        t.join(JOIN)
    assert sum(1 for line in lines if "20 passes in a row" in line) == 3
    assert any("exchange refused" in line for line in lines)
    assert lines[-1] == "All games are overed "
