"""A joined desktop at the match's final results: it stays seated for the host's rematch and plays it
as a match of its own, or leaves with Menu, which says bye so the host gives the seat to the CPU."""
import random
import threading

from game import writer
from game.app import testing as T
from game.net.join import seat_record
from game.records import store
from game.scenes.menu import MainMenu
from game.table.screens.results_scene import ResultsScene
from tests.net import joining
from tests.net.clients import ticking_in_thread


def _to_final_results(app):
    """Play this seat's hands to the match's final results (Next hand after the first)."""
    for number in (1, 2):
        joining.until_play(app)
        joining.play_hand(app)
        results = app.stack.top
        assert isinstance(results, ResultsScene) and results.board.over.number == number
        if results.final is None:
            T.Keyboard(app).press("confirm")
    return results


def test_a_joined_desktop_stays_seated_for_the_hosts_rematch_and_plays_it_as_a_new_match(host):
    table, port = host
    app, seat = joining.started(table, port)
    rematch = threading.Event()

    def clock():  # the host's Rematch, chosen on its own thread (the session's) once asked
        if rematch.is_set() and table.session.match.is_over:
            rematch.clear()
            table.rematch()
        table.tick()

    with ticking_in_thread(table, clock):
        results = _to_final_results(app)
        session = results.session
        assert [row.label for row in results.menu.rows] == ["Rematch", "Menu"]
        app.step(1)
        assert results.host_decides  # the screen says the host is to deal
        rematch.set()  # the host is quick: its new deal comes before the player chooses
        joining.until(app, lambda: not results.host_decides, "the host's rematch")
        assert app.stack.top is results and app.services  # nothing thrown away, no bye said
        T.Keyboard(app).choose("Rematch")
        play = joining.until_play(app)
        assert play.session is session and session.viewer == seat and session.view().number == 1
        assert not session.match.is_over and session.match.results == [] and session.match.scores == (0, 0, 0, 0)
        assert seat not in table.session.standins and table.session.match.hand.number == 1  # still this player's
        joining.play_hand(app)  # hand 1 of the new match, from the same seat
        assert app.stack.top.board.over.number == 1 and app.stack.top.final is None
    writer.settle()
    friends = store.load_records().players["You"].scopes["mode:friends"]
    assert (friends.hands, friends.matches) == (3, 1)  # the new match counts on its own: not finished yet
    assert seat_record.load().room == table.code  # the seat can be taken back in the new match


def test_leaving_the_final_results_with_menu_says_bye_and_the_host_gives_the_seat_to_the_cpu(host):
    table, port = host
    app, seat = joining.started(table, port)
    heard = joining.bye_heard(table, seat)
    with ticking_in_thread(table):
        _to_final_results(app)
        T.Keyboard(app).choose("Menu")
        joining.until(app, lambda: isinstance(app.stack.top, MainMenu) and not app.stack.busy, "menu")
        assert heard.wait(10)
    assert app.services == []
    table.serve()  # the host takes in the bye (its clock stopped: this thread is the session's now)
    shown = table.session.seed  # the finished match's deal code names it
    again = table.rematch()
    assert seat in again.standins  # the CPU plays the seat until its player returns
    assert again.seed != random.Random(shown).randrange(1 << 30)  # the rematch's is secret, not drawn from it
    writer.settle()
    assert seat_record.load() is None  # the match is over and the player left it: nothing to rejoin


def test_a_rematch_dealt_while_the_seats_link_was_down_is_played_once_it_is_back(host, monkeypatch):
    """The link drops at the final results and the host deals its rematch meanwhile: the rejoin is told
    the new match's table as it stands (no deal events), and the results take that for the deal rather
    than waiting for one without end (the host, meanwhile, waits on this seat)."""
    import asyncio

    from game.net.join import link as link_module
    from tests.net.clients import BOUND

    table, port = host
    app, seat = joining.started(table, port)
    gate = threading.Event()
    gate.set()
    real = link_module.connect

    async def gated(*args, **kwargs):  # a reconnect waits while the gate is shut (the network still down)
        await asyncio.get_running_loop().run_in_executor(None, gate.wait, BOUND)
        return await real(*args, **kwargs)

    monkeypatch.setattr(link_module, "connect", gated)
    monkeypatch.setattr(link_module, "RETRY_SECONDS", 0.01)
    rematch = threading.Event()

    def clock():
        if rematch.is_set() and table.session.match.is_over and seat not in table.net.connected:
            rematch.clear()
            table.rematch()  # dealt while this seat's device is away
        table.tick()

    with ticking_in_thread(table, clock):
        results = _to_final_results(app)
        gate.clear()
        peer = table.room.seats[seat].peer
        asyncio.run_coroutine_threadsafe(peer.ws.close(), table.room.loop).result(BOUND)
        rematch.set()
        joining.until(app, lambda: not rematch.is_set() and table.session.match.hand.number == 1, "the host's rematch")
        gate.set()  # the network is back: the seat rejoins
        joining.until(app, lambda: not results.host_decides, "the rejoin's table")
        T.Keyboard(app).choose("Rematch")
        play = joining.until_play(app)
        session = play.session
        assert session.view().number == 1 and not session.match.is_over and session.match.results == []
        joining.play_hand(app)
        assert app.stack.top.board.over.number == 1
