"""The server's limits cover whole messages and joins, however slowly a peer's bytes come (127.0.0.1 only).

Drip peers send one byte every ``PACE`` seconds, far too slow for the limits set
here through the server's options; each test waits on threads and sockets, never
on the clock, and checks that the slow peer was dropped and the match went on.
"""
import socket
import threading

import pytest

from game.uecda import wire
from game.uecda.lobby import JoinLimits, _Joiner, _making_way

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


def test_a_joiner_beyond_max_joining_closes_the_oldest_silent_one_and_is_seated():
    server = ServerThread(1, limits=JoinLimits(join_timeout=JOIN, profile_timeout=JOIN, max_joining=1))
    silent = socket.create_connection(("127.0.0.1", server.port))  # connected, its profile never sent
    raws = [RawClient(server.port, garbage, "first")]  # the newer one is taken in, the silent one goes
    raws[0].seated()
    silent.settimeout(JOIN)
    assert silent.recv(1) == b""
    silent.close()
    for i in range(4):  # one at a time, within the bound: none makes another go
        raws.append(RawClient(server.port, garbage, f"junk{i}"))
        raws[-1].seated()
    threads = [start(r.run) for r in raws]
    lines = server.finish()
    for t in threads:
        t.join(JOIN)
    refused = [line for line in lines if line.startswith("refused a client")]
    assert len(refused) == 1
    assert refused[0].startswith("refused a client from 127.0.0.1: made way for a newer connection "
                                 "(0 of 480 bytes of the profile arrived in ")
    assert lines[-1] == "All games are overed "


def test_fifty_silent_connections_cost_five_honest_clients_nothing():
    """Fifty sockets that never send a profile, all from this address and all taken in before the real
    clients come; the profile limit (a minute) never runs out: the five join past them and play."""
    limits = JoinLimits(join_timeout=JOIN, profile_timeout=JOIN)
    server = ServerThread(1, backlog=limits.max_joining_total, limits=limits)
    silent = [socket.create_connection(("127.0.0.1", server.port)) for _ in range(50)]
    try:
        server.said(50 - limits.max_joining, "refused a client from 127.0.0.1: made way")  # sixteen are left
        ours = [ClientThread(server.port, f"ok{i}", "beginner", seed=i) for i in range(5)]
        for c in ours:
            assert c.finish().games == 1
        lines = server.finish()
        for sock in silent:  # every one closed by the server, none left open
            sock.settimeout(JOIN)
            try:
                assert sock.recv(1) == b""
            except ConnectionResetError:
                pass
    finally:
        for sock in silent:
            sock.close()
    made_way = [line for line in lines if "made way for a newer connection" in line]
    full = [line for line in lines if line.endswith(": the table is full")]
    assert len(made_way) >= 50 - limits.max_joining and len(made_way) + len(full) == 50  # each silent one, once
    assert all("(0 of 480 bytes" in line for line in made_way)
    assert not any("timed out" in line or "already joining" in line for line in lines)
    assert lines[-1] == "All games are overed "


@pytest.mark.parametrize("joining, newcomer, goes", [
    ({"a": 16, "b": 1}, "a", "a"),  # its own address is at the bound: its own oldest goes
    ({"a": 15, "b": 1}, "a", None),  # room for it
    ({"a": 16, "b": 16, "c": 16, "d": 15}, "e", None),  # 63 of 64
    ({"a": 16, "b": 16, "c": 16, "d": 16}, "e", "a"),  # all addresses at the total: the busiest's oldest goes
    ({"a": 10, "b": 16, "c": 16, "d": 16, "e": 6}, "e", "b"),
])
def test_the_peer_that_makes_way_is_the_oldest_of_the_newcomers_address_or_of_the_busiest(joining, newcomer, goes):
    limits = JoinLimits()
    peers = {}
    for host, count in joining.items():
        for i in range(count):
            j = _Joiner(object(), host, deadline=float(len(peers)))
            peers[j.sock] = j
    out = _making_way(peers, newcomer, limits)
    if goes is None:
        assert out is None
    else:
        assert out.host == goes and out.deadline == min(j.deadline for j in peers.values() if j.host == goes)
