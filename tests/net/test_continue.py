"""The friends' table's own save: it keeps the room code and the friends' secrets, Continue hosts the
table again under that code, and each device rejoins its own seat with the secret it kept (a seat
whose friend has not come back yet shows as away); the save's new fields are held like the others."""
import asyncio
import copy
import socket
import threading

import pytest

from game import writer
from game.app import testing as T
from game.app.common import MessageOverlay
from game.net.host.hosting import HostedTable
from game.net.host.room import FRIEND
from game.net.host.server import NetServer
from game.net.screens import lobby_scene
from game.table.saving import save
from game.table.screens import resume
from tests.net.clients import IDLE, RULES, Device, close_tables, play_out, seated, ticking

KINDS = (FRIEND, FRIEND, "beginner", "beginner")


def _hosted_and_saved() -> tuple[str, list[str], int]:
    """A desktop's table played to the end of its first hand, then closed: its room code, the devices'
    secrets and its port."""
    async def run():
        table = HostedTable(RULES, list(KINDS), 1, bind="127.0.0.1", saved=True, idle=IDLE)
        try:
            ann, bo = await seated(table, table.port, ["Ann", "Bo"])
            async with ticking(table):
                await asyncio.gather(*(play_out(d, table, stop=lambda m: m["type"] == "result") for d in (ann, bo)))
            code, port = table.code, table.port
        finally:
            await asyncio.to_thread(table.close)  # its own server's stop waits for these devices' answers
        return code, [ann.secret, bo.secret], port
    code, secrets, port = asyncio.run(run())
    writer.settle()
    return code, secrets, port


def test_a_continued_friends_table_is_hosted_under_its_code_and_the_devices_rejoin_their_seats():
    code, secrets, port = _hosted_and_saved()
    assert [slot for slot, _when in save.saved()] == ["friends"]
    session, error = save.load("friends")
    assert error is None and session is not None
    assert session.friends.room == code and session.friends.secrets == [*secrets, None, None]
    assert session.friends.port == port
    assert [s.name for s in session.seats[:2]] == ["Ann", "Bo"]
    assert len(session.match.results) == 1

    async def run():
        server = NetServer("127.0.0.1", 0, per_second=1e6)  # bots answer far faster than people
        server.start()
        table = HostedTable.continued(session, server=server, idle=IDLE)
        try:
            assert table.code == code
            async with ticking(table):  # the host's frames answer the devices
                ann = await Device.open(table.port)
                await ann.join(code, "anyone", secret=secrets[0])
                assert ann.seat == 0
                view = (await ann.until("view"))["view"]
                assert view["names"][:2] == ["Ann", "Bo"] and view["status"][:2] == ["", "away"]  # Bo not back yet
                assert view["scores"] == list(session.match.scores)  # the same position: the first hand's scores
                bo = await Device.open(table.port)
                await bo.join(code, "Bo", secret=secrets[1])
                assert bo.seat == 1
                await asyncio.gather(play_out(ann, table), play_out(bo, table))
            assert table.session is session and session.match.is_over
        finally:
            table.close()
            await asyncio.to_thread(server.stop)  # it waits for the devices on this loop to answer
    asyncio.run(run())


def test_a_continued_friends_table_keeps_each_friends_pass_switches():
    _hosted_and_saved()
    session, _error = save.load("friends")
    data = save.encode(session)
    data["session"]["auto_pass"], data["session"]["pass_if_stuck"] = [0], [1]  # as Ann and Bo left them
    session = save.decode(data)
    table = HostedTable.continued(session, bind="127.0.0.1", idle=IDLE)
    try:
        assert session.auto_pass == {0} and session.pass_if_stuck == {1}
        assert table.net.remotes[0].auto_pass and table.net.remotes[1].pass_if_stuck  # the devices' seats keep them
    finally:
        table.close()


def test_continue_on_the_title_hosts_the_friends_table_again_where_the_phones_left_it(monkeypatch):
    code, _secrets, port = _hosted_and_saved()
    monkeypatch.setattr(lobby_scene, "BIND", "127.0.0.1")
    app = T.headless_app(lambda a: resume.continue_scene(a))
    try:
        [hosting] = [s for s in app.services if isinstance(s, lobby_scene.Hosting)]
        hosted = hosting.hosted
        assert (hosted.code, hosted.port) == (code, port) and hosting.on_screen()
        note, table = app.stack.scenes[-1], app.stack.scenes[-2]
        assert table.session is hosted.session
        assert isinstance(note, MessageOverlay)  # where the friends rejoin, over the table
        assert hosted.url in "".join(note.lines).replace(" ", "")
    finally:
        close_tables(app)


def test_a_saved_port_taken_now_is_left_for_a_free_one_quietly_and_the_note_gives_the_new_address(monkeypatch):
    code, _secrets, port = _hosted_and_saved()
    failures = []
    monkeypatch.setattr(threading, "excepthook", failures.append)  # a server thread's traceback would land here
    monkeypatch.setattr(lobby_scene, "BIND", "127.0.0.1")
    with socket.socket() as other:  # another program listens on the table's port now
        other.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # as servers do: the closed table's
        other.bind(("127.0.0.1", port))  # connections may still be in TIME_WAIT on it
        other.listen()
        app = T.headless_app(lambda a: resume.continue_scene(a))
        try:
            [hosting] = [s for s in app.services if isinstance(s, lobby_scene.Hosting)]
            hosted = hosting.hosted
            assert hosted.code == code and hosted.port != port
            assert hosted.session.friends.port == hosted.port  # the save keeps the new port
            note = "".join(app.stack.top.lines).replace(" ", "")
            assert hosted.url in note and f"Port{port}istakennow" in note
        finally:
            close_tables(app)
    assert failures == []


@pytest.fixture(scope="module")
def friends_saved(tmp_path_factory) -> dict:
    """A friends' table's save as its file holds it (``save.encode``), played once for the tests that
    only change its fields: each played hand is a few seconds of the suite."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("DAIFUGO_DATA_DIR", str(tmp_path_factory.mktemp("friends_saved")))
        _hosted_and_saved()
        session, error = save.load("friends")
        assert error is None and session is not None
        return save.encode(session)


@pytest.mark.parametrize("friends, field", [
    ("table", "friends"),
    ({"room": "ACDE", "secrets": [None] * 4, "port": 70000}, "friends.port"),
    ({"room": "ACDE", "secrets": [None] * 4, "port": True}, "friends.port"),
    ({"room": "ab", "secrets": []}, "friends.room"),
    ({"room": "ACDE", "secrets": ["x" * 20]}, "friends.secrets"),
    ({"room": "ACDE", "secrets": ["x" * 20, "x" * 20, None, None]}, "friends.secrets[1]"),  # one secret twice
    ({"room": "ACDE", "secrets": ["x" * 20, None, "y" * 20, None]}, "friends.secrets[2]"),  # a bot's seat
    ({"room": "ACDE", "secrets": ["short", None, None, None]}, "friends.secrets[0]"),
    ({"room": "ACDE", "secrets": ["x" * 20, 7, None, None]}, "friends.secrets[1]"),
    ({"room": "ACDE", "secrets": ["x" * 20, "y" * 20, None]}, "friends.secrets"),  # a seat short
    ({"room": "ACDE", "secrets": ["x" * 19 + "!", None, None, None]}, "friends.secrets[0]"),
])
def test_a_friends_save_out_of_bounds_is_refused_naming_the_field(friends_saved, friends, field):
    data = copy.deepcopy(friends_saved)
    data["friends"] = friends
    with pytest.raises(ValueError) as refused:
        save.decode(data)
    assert str(refused.value).startswith(f"{field}: expected")
    # a seat's secret takes the seat back, and the notice may be on the screen every friend sees
    secrets = friends.get("secrets", []) if isinstance(friends, dict) else []
    assert not any(secret in str(refused.value) for secret in secrets if isinstance(secret, str)), refused.value
