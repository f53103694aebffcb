"""The join screen and the seat's note when the table goes while the player waits there, and a seat
taken back mid-hand: a headless App at "Join a Table" joins a table hosted in this test process on
127.0.0.1."""
from game import writer
from game.app import testing as T
from game.net import seat_record
from game.net.join_scene import JoinScene
from game.net.room import FRIEND
from tests.net import joining
from tests.net.clients import hosting
from tests.net.test_join import Found

KINDS = (FRIEND, "beginner", "beginner", "beginner")


def test_the_host_quitting_before_the_deal_drops_the_seats_note_so_no_dead_rejoin_is_offered():
    with hosting(kinds=KINDS) as (_server, table, port):
        app = T.headless_app(lambda a: JoinScene(a, Found()))
        scene = joining.join(app, port, table.code)
        joining.seated(app, scene)
        writer.settle()
        assert seat_record.load() is not None  # kept when the seat was given
        table.close()
        T.step_until(app, lambda: scene.link is None, joining.TICKS, "the host's bye")
    assert scene.status == "The host closed the table."
    writer.settle()
    assert seat_record.load() is None
    assert JoinScene(app, Found()).record is None  # the screen offers no "Rejoin" for a table that is gone
