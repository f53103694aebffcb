"""One confirm rule on every screen that asks for cards (issue 51): confirm sends what is picked, else
the card under the cursor; at the table's play, the tax return and the seven-give alike, each driven
here by keys through the app as a player would, and the prompt bar saying the rule as it stands."""
from game.app import testing as T
from game.engine import Match, MoveKind, Rules
from game.engine.cards import TEXT
from game.engine.events import Gave, Played, TaxReturned
from game.table.match.seating import SeatConfig
from game.table.match.session import Session
from game.table.screens.play_scene import PlayScene
from game.table.view.table_view import TableView
from tests.table.helpers import owing_a_tax_return

SEATS = [SeatConfig("human", "Ann", "Ann")] + [SeatConfig("beginner", n, n) for n in ("Bea", "Cal", "Dot")]


def stacked(hands: list[str], **rules):
    """A headless play scene whose first hand is dealt as ``hands`` says, the human (seat 0) to lead,
    every event the session announces kept in the returned list."""
    app = T.headless_app()
    base = Rules.preset("classic").replace(rounds=2, target_points=0, **rules)
    session = Session(base, list(SEATS), 7, match=Match.stacked(base, hands, 0, 7))
    scene = PlayScene(app, TableView(app, session), list(session.match.opening_events))
    app.stack.reset(scene)
    heard: list = []
    feed = scene.table.feed
    scene.table.feed = lambda events: heard.extend(events) or feed(events)
    return app, scene, heard


def cursor_card(scene: PlayScene) -> str:
    return TEXT[scene.table.hand_cards()[scene.table.cursor]]


def confirm_label(scene: PlayScene) -> str:
    return dict(scene.prompts())["confirm"]


def test_at_the_table_confirm_plays_the_card_under_the_cursor_when_nothing_is_picked():
    app, scene, heard = stacked(["3D 5S 9C KH", "4C 6D", "7D 8S", "TC JD"])
    T.step_until(app, lambda: scene.my_turn, why="the human's lead")
    T.press_key(app, "right")
    T.press_key(app, "right")  # onto the 9
    assert cursor_card(scene) == "9C" and confirm_label(scene) == "Play this card"
    T.press_key(app, "z")
    assert [e.move for e in heard if isinstance(e, Played) and e.seat == 0][0].cards == (TEXT.index("9C"),)


def test_at_the_table_confirm_plays_the_picked_cards_not_the_cursor_card():
    app, scene, heard = stacked(["3D 5S 5H KH", "4C 6D", "7D 8S", "TC JD"])
    T.step_until(app, lambda: scene.my_turn, why="the human's lead")
    for key in ("right", "up", "right", "up", "right"):  # pick both 5s, then move on to the K
        T.press_key(app, key)
    assert cursor_card(scene) == "KH" and confirm_label(scene) == "Play picked"
    T.press_key(app, "z")
    played = [e.move for e in heard if isinstance(e, Played) and e.seat == 0][0]
    assert sorted(TEXT[c] for c in played.cards) == ["5H", "5S"]


def test_the_seven_give_gives_the_card_under_the_cursor_when_nothing_is_picked():
    app, scene, heard = stacked(["3D 7S 9C KH", "4C 6D", "8D 8S", "TC JD"], seven_give=True)
    T.step_until(app, lambda: scene.my_turn, why="the human's lead")
    T.press_key(app, "right")  # onto the 7
    T.press_key(app, "z")
    T.step_until(app, lambda: scene.my_turn, why="the give owed")
    assert scene.session.decision() is MoveKind.GIVE
    assert cursor_card(scene) == "9C"  # the cursor stayed where the 7 was: on the card after it
    T.press_key(app, "right")  # 3 9 K: onto the K
    assert cursor_card(scene) == "KH" and confirm_label(scene) == "Give this card"
    T.press_key(app, "z")
    assert [e.cards for e in heard if isinstance(e, Gave)] == [(TEXT.index("KH"),)]


def test_where_giving_none_is_allowed_the_pass_key_gives_none():
    app, scene, heard = stacked(["3D 7S 9C KH", "4C 6D", "8D 8S", "TC JD"], seven_give=True,
                                give_discard_up_to=True)
    T.step_until(app, lambda: scene.my_turn, why="the human's lead")
    T.press_key(app, "right")
    T.press_key(app, "z")
    T.step_until(app, lambda: scene.my_turn, why="the give owed")
    assert dict(scene.prompts())["pass"] == "Give none"
    T.press_key(app, "c")
    assert [e.cards for e in heard if isinstance(e, Gave)] == [()] and len(scene.table.hand_cards()) == 3


def test_the_tax_return_sends_the_card_under_the_cursor_when_nothing_is_picked(table):
    app, scene = owing_a_tax_return(table)
    app.stack.reset(scene := PlayScene(app, scene.table))
    heard: list = []
    feed = scene.table.feed
    scene.table.feed = lambda events: heard.extend(events) or feed(events)
    T.step_until(app, lambda: scene.my_turn, why="the return owed")
    T.press_key(app, "right")
    card = scene.table.hand_cards()[scene.table.cursor]
    assert confirm_label(scene) == "Return this card"
    T.press_key(app, "z")
    returned = [e for e in heard if isinstance(e, TaxReturned) and e.giver == 0]
    assert returned and returned[0].cards == (card,)  # never "return exactly 1 card"


def test_the_cursor_stays_on_a_real_card_when_the_hand_shrinks_below_it():
    app, scene, _heard = stacked(["3D 5S 9C KH", "4C 6D", "7D 8S", "TC JD"])
    T.step_until(app, lambda: scene.my_turn, why="the human's lead")
    T.press_key(app, "left")  # wraps round to the last card, the K
    assert cursor_card(scene) == "KH"
    T.press_key(app, "z")
    assert len(scene.table.hand_cards()) == 3 and scene.table.cursor == 2  # on the 9 now, never past the end
