"""Joining a table from another computer: a headless App at "Join a Table" sits at a table hosted in
this test process on 127.0.0.1, and plays it through the table's own scenes with the keyboard."""
import asyncio

from game import writer
from game.app import testing as T
from game.app.common import MessageOverlay
from game.engine.cards import TEXT
from game.engine.events import HandStarted
from game.net.join import link as link_module
from game.net.join import seat_record
from game.net.screens.join_scene import JoinScene
from game.net.wire.client_events import UNSEEN
from game.records import store
from game.scenes.menu import MainMenu
from game.table.match.session import Listener
from game.table.screens.play_scene import PlayScene
from game.table.screens.results_scene import ResultsScene
from tests.net import joining
from tests.net.clients import RULES, hosting, ticking_in_thread


def test_a_desktop_joins_by_address_and_code_and_plays_the_whole_match_from_its_own_seat(host):
    table, port = host
    app, scene = joining.joined_app(table, port)
    assert "Waiting for the host to deal" in scene.status
    table.start()
    seat = scene.seat
    dealt = []

    def own_cards_only(play):
        session = play.session
        engine_hand = sorted(int(c) for c in table.session.match.hand.hands[seat])  # the host waits on this seat
        assert sorted(play.table.hand_cards()) == engine_hand
        assert [int(c) for c in session.view().cards] == [int(c) for c in session.view().cards if c in engine_hand
                                                          or c >= 52]

    with ticking_in_thread(table):
        for number in (1, 2):
            play = joining.until_play(app)
            session = play.session
            session.subscribe(Deals(dealt))
            assert session.view().number == number and session.viewer == seat
            joining.play_hand(app, own_cards_only)
            results = app.stack.top
            assert results.board.over.number == number
            T.Keyboard(app).choose("Next hand" if number == 1 else "Menu")  # Menu: not staying for a rematch
        joining.until(app, lambda: isinstance(app.stack.top, MainMenu) and not app.stack.busy, "menu")
    assert app.services == []  # the seat said bye
    writer.settle()
    assert seat_record.load() is None  # the match is over: nothing to rejoin
    you = store.load_records().players["You"]  # this player's results count, as a match at home
    friends = you.scopes["mode:friends"]
    assert (friends.hands, friends.matches, sum(friends.places)) == (2, 1, 2)
    assert you.scopes["career"].hands == 2
    rivals = {f"rival:{play.session.name(other)}" for other in range(4) if other != seat}
    assert rivals == {s for s in you.scopes if s.startswith("rival:")}  # the others by the host's names
    assert all(r.mode != "friends" for r in store.load_replays())  # no replay from a seat's partial view
    for events in dealt:
        started = next(e for e in events if isinstance(e, HandStarted))
        assert all(card == UNSEEN for other, cards in enumerate(started.hands) if other != seat for card in cards)


class Deals(Listener):
    """Records the deals a table heard (the second hand's: the first is dealt before any listener)."""

    def __init__(self, into):
        self.into = into

    def dealt(self, session, events):
        self.into.append(events)


def test_a_selection_the_rules_refuse_and_a_move_the_host_refuses_show_their_reasons(host):
    table, port = host
    app, _seat = joining.started(table, port)
    with ticking_in_thread(table):
        bound = joining.Bound()
        while not bound.over():
            play = joining.until_play(app)
            if play.my_turn and play.session.decision().value == "play":
                break
            app.step(1)
        else:
            raise bound.failed(app, "this seat's turn to play")
        table_view, session = play.table, play.session
        cards = table_view.hand_cards()
        pair = next(((a, b) for a in cards for b in cards if a < b < 52 and a >> 2 != b >> 2), None)
        keys = T.Keyboard(app)
        for card in pair:
            while cards[table_view.cursor] != card:
                keys.press("right")
            keys.press("up")
        assert table_view.selection_legal is False and table_view.message_color == "pink"
        said = table_view.message
        keys.press("confirm")
        assert play.my_turn and table_view.message == said  # refused here, in the engine's words: nothing sent
        held = {int(c) for c in session.view().cards}
        stranger = next(c for c in range(52) if c not in held and c not in {int(x) for x in session.view().discard})
        session.apply(TEXT[stranger])  # a card this seat does not hold: only the host can refuse it now
        joining.until(app, lambda: play.my_turn and table_view.message_color == "pink" and table_view.message != said,
                      "the host's refusal")
        assert table_view.message  # the host's reason, as a refusal is shown at home


def test_the_host_quitting_sends_the_player_back_to_the_menu_saying_so(host):
    table, port = host
    app, _seat = joining.started(table, port)
    with ticking_in_thread(table):
        joining.until_play(app)
    table.close()
    joining.until(app, lambda: isinstance(app.stack.top, MessageOverlay), "the message")
    assert app.stack.top.lines == ["The host closed the table."]
    assert isinstance(app.stack.scenes[0], MainMenu) and app.services == []
    writer.settle()
    assert seat_record.load() is None


def test_a_dropped_connection_comes_back_to_the_same_seat_with_its_secret(host):
    table, port = host
    app, seat = joining.started(table, port)
    with ticking_in_thread(table):
        play = joining.until_play(app)
        link = play.session.link
        secret = link.secret
        peer = table.room.seats[seat].peer
        asyncio.run_coroutine_threadsafe(peer.ws.close(), table.room.loop).result(10)  # the network drops it
        joining.play_hand(app)  # the seat is taken back and the hand played to its end
    assert link.secret == secret and isinstance(app.stack.top, ResultsScene)
    assert table.room.seats[seat].peer is not None  # connected again


def test_after_a_crash_the_join_screen_offers_to_rejoin_the_seat_it_held(host):
    table, port = host
    app, seat = joining.started(table, port)
    with ticking_in_thread(table):
        joining.until_play(app).session.link.close()  # this game is gone (the host hears a bye)
        writer.settle()
        again = T.headless_app(lambda a: JoinScene(a, joining.Found()))
        T.Keyboard(again).choose(f"Rejoin {table.code} as Ann")
        joining.until(again, lambda: isinstance(again.stack.top, (PlayScene, ResultsScene)) and not again.stack.busy,
                      "the table")
        assert again.stack.top.session.viewer == seat
        assert table.room.seats[seat].peer is not None


def test_the_hint_works_from_the_joined_seat_alone(host):
    table, port = host
    app, _seat = joining.started(table, port)
    with ticking_in_thread(table):
        play = joining.my_turn(app)
        T.Keyboard(app).press("hint")
        joining.until(app, lambda: play.table.hint_move is not None, "the hint")
        assert play.table.hint_move in play.session.view().legal and play.table.message_color == "sky"


def test_while_the_connection_is_down_the_table_says_so_and_the_player_may_leave_keeping_the_seat(host, monkeypatch):
    from game.net.join.joined import Reconnecting

    monkeypatch.setattr(link_module, "RETRY_SECONDS", 600.0)  # the next try waits: the state is held to look at
    table, port = host
    app, seat = joining.started(table, port)
    with ticking_in_thread(table):
        joining.until_play(app)
        peer = table.room.seats[seat].peer
        asyncio.run_coroutine_threadsafe(peer.ws.close(), table.room.loop).result(10)
        joining.until(app, lambda: isinstance(app.stack.top, Reconnecting), "the notice")
        T.Keyboard(app).press("cancel")
        joining.until(app, lambda: isinstance(app.stack.top, MainMenu) and not app.stack.busy, "menu")
    assert app.services == []
    writer.settle()
    assert seat_record.load().room == table.code  # the seat can still be taken back


def test_a_seat_taken_up_on_another_computer_sends_the_first_one_to_the_menu_saying_so(host):
    table, port = host
    app, seat = joining.started(table, port)
    with ticking_in_thread(table):
        joining.until_play(app)
        writer.settle()
        other = T.headless_app(lambda a: JoinScene(a, joining.Found()))
        T.Keyboard(other).choose(f"Rejoin {table.code} as Ann")  # the same seat's secret, from its note
        joining.until(other, lambda: isinstance(other.stack.top, (PlayScene, ResultsScene)), "table")
        joining.until(app, lambda: isinstance(app.stack.top, MessageOverlay), "the message")
    assert app.stack.top.title == "Seat taken back" and isinstance(app.stack.scenes[0], MainMenu)
    assert other.stack.top.session.viewer == seat


def test_a_mouse_player_picks_cards_on_a_joined_seat_as_at_home(host):
    from game.table.view import layout

    table, port = host
    app, _seat = joining.started(table, port)
    with ticking_in_thread(table):
        play = joining.my_turn(app)
        cards = play.table.hand_cards()
        T.click(app, layout.hand_rects(len(cards), set())[0].center)
        assert play.table.selected == {cards[0]}


def test_the_table_menu_of_a_joined_seat_leaves_the_table_rather_than_saving_it(host):
    from game.engine import Rules
    from game.table.saving import tables
    from game.table.screens.handoff_scene import TableMenu
    from game.table.match.seating import SeatConfig

    local = tables.new_match(Rules.preset("classic"), [SeatConfig()] + [SeatConfig("beginner", n, n) for n in "ABC"], 1)
    assert "Save and quit" in [r.label for r in TableMenu(T.headless_app(), local).menu.rows]
    table, port = host
    app, seat = joining.started(table, port)
    with ticking_in_thread(table):
        joining.until_play(app)
        keys = T.Keyboard(app)
        keys.press("menu")
        assert "Save and quit" not in [r.label for r in app.stack.top.menu.rows]
        keys.choose("Leave the table")
        assert app.stack.top.question == "Leave the table?"
        heard = joining.bye_heard(table, seat)
        keys.choose("Yes")
        joining.until(app, lambda: isinstance(app.stack.top, MainMenu) and not app.stack.busy, "menu")
        assert heard.wait(10)  # the host hands the seat to the CPU at once
    assert app.services == [] and app.at_quit == []
    writer.settle()
    assert seat_record.load().room == table.code  # left on purpose, the seat can still be taken back


def test_a_seat_taken_up_again_between_hands_shows_that_hands_results(host):
    table, port = host
    app, seat = joining.started(table, port)
    joining.until_play(app).session.link.close()  # this game is gone before the hand ends
    writer.settle()
    session = table.session
    while not session.match.between_hands:  # the hand played out at the host (the CPU has the seat)
        session.apply(session.view(session.to_act).legal[0])
    again = T.headless_app(lambda a: JoinScene(a, joining.Found()))
    with ticking_in_thread(table, table.serve):  # the host answers but deals nothing: still on its results
        T.Keyboard(again).choose(f"Rejoin {table.code} as Ann")
        joining.until(again, lambda: isinstance(again.stack.top, ResultsScene) and not again.stack.busy,
                      "the finished hand's results")
    assert again.stack.top.board.over.number == 1 and again.stack.top.session.viewer == seat


def test_a_move_from_a_joined_seat_names_the_decision_it_answers(host):
    table, port = host
    app, seat = joining.started(table, port)
    with ticking_in_thread(table):
        play = joining.my_turn(app)
        sent = []
        play.session.link.send = lambda kind, **fields: sent.append((kind, fields))
        joining.play_turn(app)
    assert sent and sent[0][0] == "move" and sent[0][1]["key"] == table.room._owes[seat][0]  # the number it was shown


def test_a_host_saving_its_table_leaves_the_joined_seat_its_way_back():
    """Save and quit at the host closes the table as "host saved": the seat's note is kept, since
    Continue hosts the table again under the same code and secrets."""
    with hosting(kinds=joining.ONE_FRIEND, saved=True) as (_server, table, port):
        app, _seat = joining.started(table, port)
        with ticking_in_thread(table):
            joining.until_play(app)
        table.close()
        joining.until(app, lambda: isinstance(app.stack.top, MessageOverlay), "the message")
        assert "Join a Table offers to rejoin your seat" in " ".join(app.stack.top.lines)
        writer.settle()
        assert seat_record.load() is not None and seat_record.load().room == table.code



def test_closing_the_game_at_a_joined_table_says_bye_to_the_host_before_the_window_goes(host):
    table, port = host
    app, seat = joining.started(table, port)
    with ticking_in_thread(table):
        joining.until_play(app)
        heard = joining.bye_heard(table, seat)
        app.quit()
        app.shutdown()  # what the frame loop does once the window is closed
        assert heard.wait(10)
        assert table.room.seats[seat].open  # the CPU plays it now, and the player may take it back
    assert seat_record.load().room == table.code


def test_when_the_hosts_turn_timer_moves_for_the_joined_seat_the_table_says_time_is_up():
    with hosting(kinds=joining.ONE_FRIEND, rules=RULES.replace(turn_timer=1)) as (_server, table, port):
        app, _seat = joining.started(table, port)
        with ticking_in_thread(table):
            play = joining.my_turn(app)  # and the player lets the time run out
            said = []

            class Notice(Listener):  # heard after the table's own listener: what the table says then
                def timed_out(self, session, seat):
                    said.append((seat, play.table.message, play.table.message_color))

            play.session.subscribe(Notice())
            # The bots' next moves may follow at once and take the status strip: the notice is checked as it is set.
            joining.until(app, lambda: said, "the host's timer moving for this seat")
    assert said[0] == (play.session.viewer, "Time is up: the move was made for you", "pink")


def test_closing_the_game_while_waiting_for_the_deal_frees_the_seat_at_once(host):
    table, port = host
    app, scene = joining.joined_app(table, port)
    heard = joining.bye_heard(table, scene.seat)
    app.quit()
    app.shutdown()
    assert heard.wait(10)
    assert table.room.seats[scene.seat].secret == ""  # free again for another friend
