"""The join screen and the seat's note when the table goes while the player waits there, and a seat
taken back mid-hand: a headless App at "Join a Table" joins a table hosted in this test process on
127.0.0.1."""
from game import writer
from game.app import testing as T
from game.net.join import seat_record
from game.net.screens.join_scene import JoinScene
from game.table.screens.deal_scene import DealScene
from game.table.screens.play_scene import PlayScene
from tests.net import joining
from tests.net.clients import hosting, ticking_in_thread


def test_the_host_quitting_before_the_deal_drops_the_seats_note_so_no_dead_rejoin_is_offered():
    with hosting(kinds=joining.ONE_FRIEND) as (_server, table, port):
        app = T.headless_app(lambda a: JoinScene(a, joining.Found()))
        scene = joining.join(app, port, table.code)
        joining.seated(app, scene)
        writer.settle()
        assert seat_record.load() is not None  # kept when the seat was given
        table.close()
        joining.until(app, lambda: scene.link is None, "the host's bye")
    assert scene.status == "The host closed the table."
    writer.settle()
    assert seat_record.load() is None
    assert JoinScene(app, joining.Found()).record is None  # the screen offers no "Rejoin" for a table that is gone


def test_a_bot_move_reaching_a_rejoining_seat_before_the_table_is_told_again_shows_no_deal():
    """A move made at the host between the seat's rejoin and the host's next tick reaches the device as
    an ``event`` before any ``view``: the table opens on the hand as it stands, with no deal mid-hand."""
    with hosting(kinds=joining.ONE_FRIEND) as (_server, table, port):
        app, seat = joining.started(table, port)
        with ticking_in_thread(table):
            assert joining.until_play(app).session.link.quit()  # this game is gone; the host has taken its bye
        writer.settle()
        session = table.session  # the host's clock is stopped: the test moves for it
        while session.to_act == seat:
            session.apply(session.view(seat).legal[0])
        again = T.headless_app(lambda a: JoinScene(a, joining.Found()))
        scene = again.stack.top
        T.Keyboard(again).choose(f"Rejoin {table.code} as Ann")
        joining.until(again, lambda: scene.seat == seat, "the seat back")
        assert not session.match.between_hands
        session.apply(session.view(session.to_act).legal[0])  # a bot's move, before the host serves the rejoin
        joining.until(again, lambda: isinstance(again.stack.top, (DealScene, PlayScene)) and not again.stack.busy,
                      "the table")
        assert isinstance(again.stack.top, PlayScene)
        assert again.stack.top.session.match.opening_events == []  # the stray move is not the hand's opening
