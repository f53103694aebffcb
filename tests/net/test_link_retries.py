"""The desktop's link to a host over a whole evening: how it comes back after drops, and what it sends
when it does. A ``Link`` joins a table hosted in this test process on 127.0.0.1; the network "drops"
by the host's side closing the seat's connection."""
import asyncio
import threading

from game.net.host.room import FRIEND
from game.net.join import link as link_module
from game.net.join.link import ENDED, LOST, Link, Note
from tests.net.clients import BOUND, hosting

KINDS = (FRIEND, FRIEND, "beginner", "beginner")


def heard_until(link, wanted):
    """What the link queued, in order, up to the first item ``wanted`` picks or a Note that ends it
    (each wait bounded: a link that goes quiet fails the test instead of hanging it)."""
    got = []
    while True:
        item = link.inbox.get(timeout=BOUND)
        got.append(item)
        if wanted(item) or (isinstance(item, Note) and item.what == ENDED):
            return got


def seated(item):
    return isinstance(item, dict) and item.get("type") == "seat"


def drop(table, seat):
    """The network drops ``seat``'s connection, from the host's side (no bye is said)."""
    peer = table.room.seats[seat].peer  # given before the seat message was sent
    asyncio.run_coroutine_threadsafe(peer.ws.close(), table.room.loop).result(BOUND)


def test_each_drop_gets_its_own_tries_so_an_evening_of_drops_keeps_the_seat(monkeypatch):
    """``RETRIES`` counts tries in a row: a rejoin that succeeds starts the count again, so the seat
    survives more drops in an evening than one drop's tries."""
    monkeypatch.setattr(link_module, "RETRY_SECONDS", 0.01)
    with hosting(kinds=KINDS) as (_server, table, port):
        link = Link("127.0.0.1", port, table.code, "Ann").start()
        try:
            seat = heard_until(link, seated)[-1]["seat"]
            for n in range(link_module.RETRIES + 2):
                drop(table, seat)
                got = heard_until(link, seated)
                assert seated(got[-1]), f"drop {n + 1}: {got}"
                assert got[-1]["seat"] == seat
        finally:
            link.close()
            assert link.join(BOUND)


def test_a_host_that_stays_down_after_a_drop_is_given_up_after_the_tries(monkeypatch):
    """Only a seat given starts the count again: a host that no longer answers after a drop ends the
    link after ``RETRIES`` tries, never a retry without end."""
    monkeypatch.setattr(link_module, "RETRY_SECONDS", 0.01)
    monkeypatch.setattr(link_module, "RETRIES", 2)
    real, down = link_module.connect, threading.Event()

    def connect(*args, **kwargs):
        if down.is_set():
            raise ConnectionRefusedError("the host is gone")
        return real(*args, **kwargs)

    monkeypatch.setattr(link_module, "connect", connect)
    with hosting(kinds=KINDS) as (_server, table, port):
        link = Link("127.0.0.1", port, table.code, "Ann").start()
        try:
            seat = heard_until(link, seated)[-1]["seat"]
            down.set()
            drop(table, seat)
            assert heard_until(link, seated) == [Note(LOST), Note(LOST), Note(ENDED, link_module.UNREACHABLE)]
        finally:
            link.close()
            assert link.join(BOUND)


class Gated(Link):
    """A link whose connections after the first wait for ``gate``: what the player does while the
    connection is down is done before the link connects again, whatever the threads' timing."""

    def __init__(self, *args):
        super().__init__(*args)
        self.gate = threading.Event()
        self.sessions = 0

    async def _session(self):
        self.sessions += 1
        if self.sessions > 1:
            await asyncio.get_running_loop().run_in_executor(None, self.gate.wait, BOUND)
        return await super()._session()


def test_a_move_made_while_the_connection_is_down_is_not_sent_after_the_rejoin(monkeypatch):
    """The move answered a decision of the connection that dropped; after the rejoin the host tells
    the decision again and the seat answers that, so the stale move would only earn a "not your turn"."""
    monkeypatch.setattr(link_module, "RETRY_SECONDS", 0.01)  # the gate orders things, not this wait
    with hosting(kinds=KINDS) as (_server, table, port):
        link = Gated("127.0.0.1", port, table.code, "Ann").start()
        try:
            seat = heard_until(link, seated)[-1]["seat"]
            drop(table, seat)
            assert heard_until(link, lambda item: item == Note(LOST))[-1] == Note(LOST)
            link.send("move", move="pass", key=0)  # typed while the table says it is reconnecting
            link.gate.set()
            assert seated(heard_until(link, seated)[-1])
            link.send("check", cards=["3S"])  # the first thing sent on the new connection: its refusal marks
            # that everything before it has been answered
            got = heard_until(link, lambda item: isinstance(item, dict) and item.get("type") == "refusal"
                              and "cards" in item)
            assert [item for item in got if isinstance(item, dict) and item.get("type") == "refusal"] == got[-1:], got
        finally:
            link.close()
            assert link.join(BOUND)
