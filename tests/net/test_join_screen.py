"""The "Join a Table" screen: tables found nearby, the address as typed or pasted, and why a join
failed, in words; and the host's side, its table announced as the lobby fills. A headless App at
the screen joins a table hosted in this test process on 127.0.0.1."""
import socket

import pytest

from game.app import testing as T
from game.net.join import link as link_module
from game.net.screens.join_scene import BadAddress, JoinScene, read_address
from game.net.wire.discovery import TableAd
from tests.net import joining


def test_a_table_found_nearby_is_joined_from_the_list(host):
    table, port = host
    app = T.headless_app(lambda a: JoinScene(a, joining.Found([TableAd(table.code, "Kai", 4, 1, "127.0.0.1", port)])))
    app.step(1)
    T.Keyboard(app).choose(f"{table.code}: Kai's table, 1 free")
    assert joining.seated(app, app.stack.top) == 0


@pytest.mark.parametrize("typed, said", [
    ("nonsense", "Address: expected a port after the host (nonsense:8765)"),
    ("", "Address: expected the host's address and port, as its join panel shows them (192.168.1.5:8765)"),
])
def test_an_address_that_does_not_read_says_what_was_expected(typed, said):
    with pytest.raises(BadAddress, match=r"^Address: expected"):
        read_address(typed)
    app = T.headless_app(lambda a: JoinScene(a, joining.Found()))
    scene = app.stack.top
    scene.address.text = typed
    T.Keyboard(app).choose("Join")
    assert scene.status == said and scene.link is None


def test_the_join_panel_address_names_the_room_too():
    assert read_address("http://192.168.1.5:8765/?room=ACDE") == ("192.168.1.5", 8765, "ACDE")
    assert read_address("daifugo.lan:80") == ("daifugo.lan", 80, None)
    assert read_address("[fd00::5]:8765") == ("fd00::5", 8765, None)
    assert read_address("http://192.168.1.5:8765/?room=acde") == ("192.168.1.5", 8765, "ACDE")  # as pasted


def _free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _attempt(app, address, code="ACDE"):
    scene = app.stack.top
    scene.address.text, scene.code.text = address, code
    T.Keyboard(app).choose("Join")
    joining.until(app, lambda: scene.link is None, "an answer")
    return scene.status


def test_a_refused_connection_a_silent_host_and_a_wrong_code_or_a_full_room_each_say_so(host, monkeypatch):
    table, port = host
    app = T.headless_app(lambda a: JoinScene(a, joining.Found()))
    closed = f"127.0.0.1:{_free_port()}"
    assert _attempt(app, closed) == f"{closed} refused the connection: is the host's table still open?"
    with monkeypatch.context() as short, socket.socket() as silent:  # listens, never answers the handshake
        short.setattr(link_module, "OPEN_SECONDS", 0.2)  # for this attempt only: a loaded machine needs more
        silent.bind(("127.0.0.1", 0))
        silent.listen()
        address = f"127.0.0.1:{silent.getsockname()[1]}"
        assert _attempt(app, address) == f"No answer from {address}: is the address right, and the host's table open?"
    wrong = next(c for c in ("ACDE", "CDEF") if c != table.code)
    assert _attempt(app, f"127.0.0.1:{port}", wrong).startswith(f"No table with a free seat under the code {wrong}")
    other = T.headless_app(lambda a: JoinScene(a, joining.Found()))
    joining.seated(other, joining.join(other, port, table.code))  # the one friend seat is taken
    # The host answers a full table as an unknown code (a code guesser cannot tell them apart).
    assert _attempt(app, f"127.0.0.1:{port}", table.code).startswith(f"No table with a free seat under the code {table.code}")


def test_a_hosted_table_is_advertised_for_join_a_table_as_its_lobby_fills(monkeypatch):
    from game.net.screens import lobby_scene
    from game.table.screens.setup_scene import RulesSetup

    ads = []

    class Recorder(joining.Found):
        def __init__(self, enabled=True):
            super().__init__()

        def advertise(self, ad):
            ads.append(ad)

    monkeypatch.setattr(lobby_scene, "BIND", "127.0.0.1")
    monkeypatch.setattr(lobby_scene, "Discovery", Recorder)
    app = T.headless_app(lambda a: RulesSetup(a, "friends"))
    app.stack.top.start()
    lobby = app.stack.top
    hosted = lobby.hosting.hosted
    try:
        guest = T.headless_app(lambda a: JoinScene(a, joining.Found()))
        joining.seated(guest, joining.join(guest, hosted.port, hosted.code))
        joining.until(app, lambda: len(ads) > 1, "a second announcement")
        lobby.hosting.adverts.shutdown(wait=True)
        first, last = ads[0], ads[-1]
        assert (first.room, first.host, first.seats, first.free) == (hosted.code, "Host", 4, 3)
        assert (last.address, last.port, last.free) == ("127.0.0.1", hosted.port, 2)
    finally:
        lobby.hosting.close()
        lobby.hosting.closing.join(30)
