"""The server's limits cover whole messages and joins, however slowly a peer's bytes come (127.0.0.1 only).

Drip peers send one byte every ``PACE`` seconds, far too slow for the limits set
here through the server's options; each test waits on threads and sockets, never
on the clock, and checks that the slow peer was dropped and the match went on.
"""
import socket
import threading

from game.uecda import wire
from game.uecda.lobby import JoinLimits

from .helpers import JOIN, ClientThread, RawClient, ServerThread, drip, garbage

PACE = 0.1  # a whole table at this pace takes 48 s


def start(target, *args) -> threading.Thread:
    thread = threading.Thread(target=target, args=args, daemon=True)
    thread.start()
    return thread


def test_a_client_dripping_its_play_is_dropped_and_the_match_goes_on():
    stop = threading.Event()
    server = ServerThread(2, seed=6, timeout=2.0)  # the real clients share the limit: room for a busy machine
    dripper = RawClient(server.port, lambda t: bytes(480), "drip", pace=PACE, stop=stop)
    ours = [ClientThread(server.port, f"ok{i}", "beginner", seed=i) for i in range(4)]
    thread = start(dripper.run)
    for c in ours:
        assert c.finish().games == 2
    lines = server.finish()
    stop.set()
    thread.join(JOIN)
    dropped = [line for line in lines if "drip dropped" in line]
    assert len(dropped) == 1 and "timed out after 2 s waiting for the play (" in dropped[0]
    assert lines[-1] == "All games are overed "


def test_a_dripping_profile_cannot_stretch_the_join():
    stop = threading.Event()
    server = ServerThread(1, limits=JoinLimits(join_timeout=1.0, profile_timeout=JOIN))
    sock = socket.create_connection(("127.0.0.1", server.port))
    thread = start(drip, sock, wire.pack_table(wire.profile("drip")), PACE, stop)
    lines = server.finish()
    stop.set()
    thread.join(JOIN)
    sock.close()
    assert "only 0 of 5 clients joined in 1 s" in lines
    assert "refused a client from 127.0.0.1: the join ended" in lines


def test_a_dripping_profile_is_refused_and_five_clients_then_play():
    stop = threading.Event()
    server = ServerThread(1, limits=JoinLimits(join_timeout=JOIN, profile_timeout=2.0))
    sock = socket.create_connection(("127.0.0.1", server.port))
    start(drip, sock, wire.pack_table(wire.profile("drip")), PACE, stop).join(JOIN)  # ends when refused
    sock.close()
    ours = [ClientThread(server.port, f"ok{i}", "beginner", seed=i) for i in range(5)]
    for c in ours:
        assert c.finish().games == 1
    lines = server.finish()
    refused = [line for line in lines if line.startswith("refused a client")]
    assert len(refused) == 1 and "timed out after 2 s waiting for the profile (" in refused[0]
    assert lines[-1] == "All games are overed "


def test_silent_joiners_hold_no_one():
    """Three connections that never send a profile come first; the five real clients join past them."""
    server = ServerThread(1, limits=JoinLimits(join_timeout=JOIN, profile_timeout=JOIN))
    silent = [socket.create_connection(("127.0.0.1", server.port)) for _ in range(3)]
    ours = [ClientThread(server.port, f"ok{i}", "beginner", seed=i) for i in range(5)]
    for c in ours:
        assert c.finish().games == 1
    lines = server.finish()
    for sock in silent:
        sock.settimeout(JOIN)
        assert sock.recv(1) == b""  # closed by the server
        sock.close()
    assert sum(1 for line in lines if line.endswith(": the table is full")) == 3


def test_joiners_beyond_max_joining_are_closed_at_once():
    server = ServerThread(1, limits=JoinLimits(join_timeout=JOIN, profile_timeout=JOIN, max_joining=1))
    holder = RawClient(server.port, garbage, profile=b"")  # connected, its profile not sent yet
    extra = socket.create_connection(("127.0.0.1", server.port))
    extra.settimeout(JOIN)
    assert extra.recv(1) == b""  # refused while the holder is joining
    extra.close()
    holder.sock.sendall(wire.pack_table(wire.profile("holder")))
    raws = [holder]
    holder.seated()  # its place is free again: clients that join one at a time get in
    for i in range(4):
        raws.append(RawClient(server.port, garbage, f"junk{i}"))
        raws[-1].seated()
    threads = [start(r.run) for r in raws]
    lines = server.finish()
    for t in threads:
        t.join(JOIN)
    assert "refused a client from 127.0.0.1: 1 clients are already joining" in lines
    assert lines[-1] == "All games are overed "
