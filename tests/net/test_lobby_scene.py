"""The friends' table on the host's screen: the setup seats friends, the lobby hosts the table with its
address, code and QR code, seats fill as friends join, an empty seat can go to a bot, dealing plays the
match at this screen, and leaving it closes the table."""
import asyncio
import threading

import pytest

from game.app import testing as T
from game.gfx import qr
from game.net.screens import join_panel, lobby_scene
from game.net.screens.lobby_scene import LobbyScene
from game.table.screens.deal_scene import DealScene
from game.table.screens.setup_scene import RulesSetup
from tests.net.clients import BOUND, Device, close_tables


def open_lobby(monkeypatch):
    monkeypatch.setattr(lobby_scene, "BIND", "127.0.0.1")  # tests listen on loopback only
    app = T.headless_app(lambda a: RulesSetup(a, "friends"))
    setup = app.stack.top
    assert [s.kind for s in setup.seats[:4]] == ["human", "friend", "friend", "friend"]
    setup.start()
    scene = app.stack.top
    assert isinstance(scene, LobbyScene)
    return app, scene


@pytest.fixture
def lobby(monkeypatch):
    app, scene = open_lobby(monkeypatch)
    yield app, scene
    close_tables(app)


class SlowNetwork:
    """A stand-in for the lobby's discovery whose announcements wait for ``answer``: the test says when
    the network has answered, and sees what was announced and on which thread discovery was opened."""

    def __init__(self) -> None:
        self.ads = []
        self.opened_on: threading.Thread | None = None
        self.announcing = threading.Event()
        self.answer = threading.Event()
        self.closed = False

    def open(self, enabled=True):
        self.opened_on = threading.current_thread()
        return self

    def advertise(self, ad):
        self.ads.append(ad)
        self.announcing.set()
        assert self.answer.wait(30), "the test never answered"

    def close(self):
        self.closed = True


@pytest.fixture
def slow_lobby(monkeypatch):
    """The lobby over a slow network (``SlowNetwork``), its first announcement under way: (app, scene,
    network)."""
    network = SlowNetwork()
    monkeypatch.setattr(lobby_scene, "Discovery", network.open)
    app, scene = open_lobby(monkeypatch)
    assert network.announcing.wait(30)
    yield app, scene, network
    network.answer.set()
    close_tables(app)


@pytest.fixture
def tv_lobby(monkeypatch):
    """The lobby of a host at a TV: no seat at this screen (every seat a friend's or a bot's)."""
    monkeypatch.setattr(lobby_scene, "BIND", "127.0.0.1")
    app = T.headless_app(lambda a: RulesSetup(a, "friends"))
    setup = app.stack.top
    setup.seats[0].kind = "medium"
    setup.start()
    scene = app.stack.top
    assert isinstance(scene, LobbyScene)
    yield app, scene
    close_tables(app)


class Ann:
    """Ann's device, on an event loop of its own thread as a phone is a machine of its own: it answers
    the host's pings and its closing while the test's thread is inside one of the host's frames or its
    close (a loop run only between frames left the host's stop waiting out its 2 s close deadline). Once
    made, she has joined, between two of the host's frames (none runs meanwhile)."""

    def __init__(self, hosted) -> None:
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, name="Ann's device", daemon=True)
        self.thread.start()
        self.device = self.run(self._join(hosted))

    async def _join(self, hosted) -> Device:
        device = await Device.open(hosted.port)
        await device.join(hosted.code, "Ann")
        return device

    def run(self, work):
        """What ``work`` (a coroutine on Ann's loop) returns, waited for here."""
        return asyncio.run_coroutine_threadsafe(work, self.loop).result(BOUND)

    def bye_reason(self) -> str:
        """The reason in the ``bye`` her device is told; the device is closed after."""
        try:
            return self.run(self.device.until("bye"))["reason"]
        finally:
            self.close()

    def close(self) -> None:
        try:
            self.run(self.device.close())
        finally:
            self.loop.call_soon_threadsafe(self.loop.stop)
            self.thread.join(BOUND)
            self.loop.close()


def ann_joins(app, hosted) -> Ann:
    """Ann's device joins and the lobby sees her."""
    ann = Ann(hosted)
    app.step(2)
    return ann


def sounds_of(app, monkeypatch):
    """The sound effects the App plays from now on, by name."""
    played = []
    monkeypatch.setattr(app.mixer, "play", played.append)
    return played


def bots_take(app, scene, empty):
    for _ in range(empty):
        scene.menu.set_focus(1, sound=False)
        T.press_key(app, "z")  # "A bot takes seat N"


def bots_take_the_empty_seats_and_deal(app, scene, empty):
    bots_take(app, scene, empty)
    scene.menu.set_focus(0, sound=False)
    T.press_key(app, "z")
    T.settle(app)


def test_the_lobby_shows_where_to_join_and_who_is_awaited(lobby, drawn):
    app, scene = lobby
    hosted = scene.hosted
    assert hosted.url.startswith("http://") and hosted.code in hosted.url
    cells = qr.matrix(hosted.url)
    assert scene.code.get_width() == (len(cells) + 2 * qr.QUIET) * join_panel.MODULE
    drawn.clear()
    app.step(1)
    texts = [text for text, _rect in drawn]
    assert any(hosted.url in t for t in texts) and "2. Waiting for a friend..." in texts


def test_a_seat_awaiting_a_friend_shows_an_empty_chair_not_the_hosts_face(lobby, monkeypatch):
    app, scene = lobby
    faces = []
    real = lobby_scene.portraits.portrait
    monkeypatch.setattr(lobby_scene.portraits, "portrait", lambda name, *a: faces.append(name) or real(name, *a))
    app.step(1)
    assert faces == [scene.seen[0]["portrait"]]  # the host's own seat only: three chairs wait


def test_a_friend_joins_an_empty_seat_goes_to_a_bot_and_the_deal_plays_here_until_the_host_leaves(lobby):
    app, scene = lobby
    hosted = scene.hosted
    ann = ann_joins(app, hosted)
    assert scene.seen[1]["name"] == "Ann" and scene.seen[1]["joined"]
    labels = [row.label for row in scene.menu.rows]
    assert labels[1] == "A bot takes seat 3"
    scene.menu.set_focus(1, sound=False)
    T.press_key(app, "z")
    assert scene.seen[2]["kind"] == "bot" and scene.menu.rows[1].label == "A bot takes seat 4"
    scene.menu.set_focus(0, sound=False)
    T.press_key(app, "z")  # deal: seat 4, still empty, goes to a bot too
    T.settle(app)
    top = app.stack.top
    assert isinstance(top, DealScene) and top.session.seats[1].name == "Ann"
    assert [s.kind for s in top.session.seats] == ["human", "human", "medium", "medium"]
    assert len(app.services) == 1
    from game.table.screens import flow

    flow.leave(app)  # the host leaves to the menu
    T.settle(app)
    app.step(1)
    assert app.services == []  # the table is closing: nothing answers any more
    scene.hosting.closing.join(30)  # it closes off the frame
    assert hosted.server._thread is None  # the server stopped
    assert app.at_quit == []  # nothing left for the window's close to wait for
    assert ann.bye_reason() == "host saved"  # the match is kept: Continue hosts it again


def test_closing_the_window_while_hosting_tells_every_device_before_the_game_ends(lobby):
    """The window's close button runs ``App.shutdown``: the table says goodbye there and then (not on a
    thread the ending process would cut short), so a friend's device hears it rather than a dead link."""
    app, scene = lobby
    hosted = scene.hosted
    ann = ann_joins(app, hosted)
    bots_take_the_empty_seats_and_deal(app, scene, 2)
    assert hosted.session is not None and not hosted.session.match.is_over
    app.shutdown()
    assert app.services == [] and app.at_quit == []
    assert hosted.server._thread is None  # stopped before shutdown returned
    assert ann.bye_reason() == "host saved"  # Continue hosts it again


def test_the_final_results_offer_a_rematch_at_the_same_hosted_table(lobby):
    app, scene = lobby
    hosted = scene.hosted
    bots_take_the_empty_seats_and_deal(app, scene, 3)
    session = hosted.session
    while not session.match.is_over:  # the match played out at once: only its end is looked at here
        if session.match.between_hands:
            session.deal_next()
            continue
        seat = session.to_act
        session.apply(session.brains.bots[seat].choose(session.view(seat)))
    from game.table.screens import flow

    flow.hand_over(app, app.stack.top.table)
    T.settle(app)
    results = app.stack.top
    assert [row.label for row in results.menu.rows] == ["Rematch", "Menu"]
    T.press_key(app, "z")  # Rematch
    T.settle(app)
    assert isinstance(app.stack.top, DealScene) and app.stack.top.session is hosted.session
    assert hosted.session is not session and not hosted.session.match.results
    app.step(2)
    assert len(app.services) == 1 and hosted.server._thread is not None  # still hosted, still listening


def test_during_the_match_the_table_menu_shows_how_to_join_for_a_latecomer(lobby, drawn):
    from game.net.screens.join_panel import JoinPanel
    from game.table.screens.handoff_scene import TableMenu

    app, scene = lobby
    hosted = scene.hosted
    for _ in range(3):
        scene.menu.set_focus(1, sound=False)
        T.press_key(app, "z")  # a bot takes each friend seat: a latecomer may take one between hands
    scene.menu.set_focus(0, sound=False)
    T.press_key(app, "z")
    T.settle(app)
    T.step_until(app, lambda: not isinstance(app.stack.top, DealScene), why="the deal shown")
    T.press_key(app, "escape")
    menu = app.stack.top
    assert isinstance(menu, TableMenu)
    T.choose(app, "Show how to join")
    panel = app.stack.top
    assert isinstance(panel, JoinPanel) and panel.hosted is hosted
    drawn.clear()
    app.step(1)
    texts = [text for text, _rect in drawn]
    assert hosted.url in texts and hosted.code in texts
    T.press_key(app, "z")
    assert app.stack.top is menu  # closed: back to the table's menu


def test_a_host_at_a_tv_deals_only_once_a_friend_has_joined(tv_lobby):
    """With no seat at this screen (every seat a friend's or a bot's), dealing before anyone joined would
    seat bots only: the lobby waits for a friend instead of failing."""
    app, scene = tv_lobby
    assert not scene.hosted.can_start
    assert scene.menu.rows[0].label == "Deal once a friend has joined"
    scene.menu.set_focus(0, sound=False)
    T.press_key(app, "z")
    T.settle(app)
    assert app.stack.top is scene and not scene.hosted.room.started  # nothing dealt, nothing broken
    with pytest.raises(ValueError):
        scene.hosted.start()


def test_a_bot_asked_for_the_seat_a_friend_took_meanwhile_is_refused_and_the_rows_follow(lobby, monkeypatch):
    """Input is handled before the lobby's update: a friend who joins seat 2 on the network's thread just
    before the host presses "A bot takes seat 2" has the seat, and the host hears an error, not a crash."""
    app, scene = lobby
    played = sounds_of(app, monkeypatch)
    scene.menu.set_focus(1, sound=False)
    assert scene.menu.rows[1].label == "A bot takes seat 2"
    ann = Ann(scene.hosted)  # no frame in between: the rows still offer seat 2
    T.press_key(app, "z")
    assert "error" in played
    assert scene.seen[1]["kind"] == "friend" and scene.seen[1]["name"] == "Ann"
    assert scene.menu.rows[1].label == "A bot takes seat 3"
    close_tables(app)
    assert ann.bye_reason() == "host quit"


def test_once_the_last_empty_seat_is_filled_the_focus_is_on_deal_not_on_close(lobby):
    """A host pressing "A bot takes seat N" again and again: the focus stays on that row while seats are
    left, and once none is, it goes to Deal rather than to the row that slid under it (Close the table)."""
    app, scene = lobby
    T.press_key(app, "down")
    for seat in (2, 3, 4):
        assert scene.menu.rows[scene.menu.focus].label == f"A bot takes seat {seat}"
        T.press_key(app, "z")
    assert [row.label for row in scene.menu.rows] == ["Deal: start the match", "Close the table"]
    assert scene.menu.focus == 0


def test_a_friend_taking_the_last_seat_while_its_bot_row_is_focused_leaves_the_focus_on_deal(lobby):
    app, scene = lobby
    T.press_key(app, "down")
    T.press_key(app, "z")
    T.press_key(app, "z")  # seats 2 and 3 to bots; the focus on "A bot takes seat 4"
    ann = ann_joins(app, scene.hosted)
    assert scene.seen[3]["name"] == "Ann"
    assert [row.label for row in scene.menu.rows] == ["Deal: start the match", "Close the table"]
    assert scene.menu.focus == 0
    close_tables(app)
    assert ann.bye_reason() == "host quit"


def test_a_deal_pressed_as_the_only_friend_leaves_a_tv_host_waits_for_a_friend_again(tv_lobby, monkeypatch):
    """At a TV, the friend who joined says bye just before the host presses Deal: nobody would play, so
    the host hears an error and the lobby waits for a friend again, rather than the game crashing."""
    app, scene = tv_lobby
    ann = ann_joins(app, scene.hosted)
    assert scene.menu.rows[0].label == "Deal: start the match"
    played = sounds_of(app, monkeypatch)

    async def leave():
        await ann.device.send(type="bye")
        return await ann.device.until("bye")

    assert ann.run(leave())["reason"] == "bye"  # no frame in between: Deal is still offered
    ann.close()
    scene.menu.set_focus(0, sound=False)
    T.press_key(app, "z")
    T.settle(app)
    assert "error" in played
    assert app.stack.top is scene and not scene.hosted.room.started
    assert scene.menu.rows[0].label == "Deal once a friend has joined"


def test_zeroconf_starts_off_the_frame_and_a_lobby_changing_meanwhile_is_announced_once_as_it_stands(slow_lobby):
    """Each announcement takes the network a while: lobby changes meanwhile (here three bots seated, or a
    peer joining and leaving every frame) replace the one queued, rather than queueing one each."""
    app, scene, network = slow_lobby
    assert network.opened_on is not threading.current_thread()  # not on the frame's thread
    bots_take(app, scene, 3)
    network.answer.set()
    scene.hosting.adverts.submit(lambda: None).result(30)  # after every announcement queued before it
    assert [ad.free for ad in network.ads] == [3, 0]


def test_a_table_closing_while_the_network_is_slow_waits_only_for_the_announcement_under_way(slow_lobby):
    """Closing (or the window closing, which does it on the frame's thread) waits for the announcement
    under way only, then withdraws the table: the lobby's changes queued meanwhile are never announced."""
    app, scene, network = slow_lobby
    bots_take(app, scene, 3)
    scene.hosting.close()
    network.answer.set()
    scene.hosting.closing.join(30)
    assert not scene.hosting.closing.is_alive()
    assert [ad.free for ad in network.ads] == [3] and network.closed


def test_closing_the_window_while_a_closed_table_still_says_goodbye_waits_for_it(slow_lobby):
    """The host closed the table and the window just after: the goodbye under way on its thread (here
    the slow network's last announcement, then the table's withdrawal) is finished before the game ends,
    or other computers would list a dead table until its record expired."""
    app, scene, network = slow_lobby
    app.at_quit.append(network.answer.set)  # the network answers only once the window is closing
    scene.hosting.close()
    assert scene.hosting.closing.is_alive()  # held up by the announcement under way
    app.shutdown()
    assert network.closed and not scene.hosting.closing.is_alive()
    assert app.at_quit == [network.answer.set]


def test_a_network_without_multicast_leaves_the_table_unannounced_but_hosted(monkeypatch, caplog):
    """zeroconf failing to open (no multicast, no interface) is logged on the worker; the table is still
    joined by its address, the lobby keeps answering and the next change tries the network again."""
    tries = []

    def no_multicast(enabled=True):
        tries.append(threading.current_thread())
        raise OSError("no multicast on this network")

    monkeypatch.setattr(lobby_scene, "Discovery", no_multicast)
    with caplog.at_level("WARNING", logger="game.net.screens.lobby_scene"):
        app, scene = open_lobby(monkeypatch)
        try:
            scene.hosting.adverts.submit(lambda: None).result(30)  # after the first announcement
            bots_take(app, scene, 1)
            scene.hosting.adverts.submit(lambda: None).result(30)
            assert len(tries) == 2 and threading.current_thread() not in tries
            assert "not announced on the local network: no multicast" in caplog.text
            assert app.services == [scene.hosting]  # still hosting
        finally:
            close_tables(app)
