"""The play scene's options, driven by synthetic input: turn timer, undo, a bot standing in for a
human seat (the in-game menu) and auto-pass."""
from game.app import testing as T
from game.table.screens.handoff_scene import HandoffScene, TableMenu


def moves_by(session, seat):
    return [m for s, m in session.match.hand.history if s == seat]


def test_idle_human_gets_the_engines_timeout_move_after_the_configured_seconds(table):
    app, scene = table(turn_timer=1)
    s = scene.session
    T.step_until(app, lambda: scene.my_turn, why="the human's turn")
    expected = s.match.timeout_move()
    before = len(moves_by(s, 0))
    assert s.timer_ticks == 60
    app.step(s.timer_left - 1)  # one tick short of a second: nothing happens yet
    assert scene.my_turn and len(moves_by(s, 0)) == before
    app.step(1)
    assert moves_by(s, 0)[before:] == [expected]
    assert scene.table.message == "Time is up: the move was made for you"


def test_no_timer_means_the_human_is_never_hurried(table):
    app, scene = table()
    T.step_until(app, lambda: scene.my_turn, why="the human's turn")
    app.step(600)
    assert scene.my_turn and moves_by(scene.session, 0) == []


def test_undo_goes_back_to_before_your_last_move(table):
    app, scene = table()
    s = scene.session
    T.step_until(app, lambda: scene.my_turn, why="the human's turn")
    before, hand = s.match.to_dict(), s.match.number
    T.press_key(app, "c" if s.can_pass() else "z")
    assert moves_by(s, 0)
    T.step_until(app, lambda: scene.my_turn, why="the human's next turn")
    assert s.match.number == hand and s.can_undo
    T.press_key(app, "u")
    assert s.match.to_dict() == before
    assert scene.table.message.startswith("Undone") and scene.my_turn
    T.press_key(app, "u")  # nothing older to go back to
    assert s.match.to_dict() == before and scene.table.message.startswith("Nothing to undo")


def test_undo_is_refused_when_two_humans_play(table):
    app, scene = table(humans=2)
    s = scene.session
    moved = set()
    for _ in range(3000):
        top = app.stack.top
        if isinstance(top, HandoffScene):
            T.press_key(app, "z")
        elif scene.my_turn and s.viewer in moved:
            break
        elif scene.my_turn:
            moved.add(s.viewer)
            T.press_key(app, "c" if s.can_pass() else "z")
        else:
            app.step(1)
    assert scene.my_turn and moved == {0, 1}
    before = s.match.to_dict()
    T.press_key(app, "u")
    assert s.match.to_dict() == before and not s.can_undo
    assert scene.table.message.startswith("Nothing to undo")


def toggle_in_menu(app, label):
    T.press_key(app, "escape")
    menu = app.stack.top
    assert isinstance(menu, TableMenu)
    while menu.menu.rows[menu.menu.focus].label != label:
        T.press_key(app, "down")
    T.press_key(app, "z")
    T.press_key(app, "escape")  # back to the table
    assert not isinstance(app.stack.top, TableMenu)


def test_a_bot_plays_your_seat_and_gives_it_back(table):
    app, scene = table()
    s = scene.session
    T.step_until(app, lambda: scene.my_turn, why="the human's turn")
    toggle_in_menu(app, "Bot plays Ann")
    assert s.standins == {0} and not scene.my_turn
    T.step_until(app, lambda: len(moves_by(s, 0)) >= 2 or s.match.number > 1, why="the stand-in's moves")
    toggle_in_menu(app, "Bot plays Ann")
    assert s.standins == set()
    T.step_until(app, lambda: scene.my_turn, why="the seat coming back")
    played = len(s.match.hand.history)
    app.step(300)
    assert scene.my_turn and len(s.match.hand.history) == played  # the bot let go of the seat


def test_auto_pass_passes_for_you_until_the_table_clears(table, drawn, monkeypatch):
    from game.engine.events import HandOver, TableCleared

    app, scene = table()
    s = scene.session
    T.step_until(app, lambda: scene.my_turn and s.can_pass(), why="a turn with a play to beat")
    passes = sum(m.is_pass for m in moves_by(s, 0))
    T.press_key(app, "v")
    assert s.auto_pass == {0} and scene.table.message.startswith("Pass this trick ON")
    assert sum(m.is_pass for m in moves_by(s, 0)) == passes + 1  # it passed for the player at once
    drawn.clear()
    app.step(1)
    texts = [t for t, _ in drawn]
    assert "PASS THIS TRICK" in texts and "V: stop" in texts  # the badge says it is on and how to stop it
    clears = []
    feed = scene.table.feed
    monkeypatch.setattr(scene.table, "feed", lambda events: clears.extend(
        e for e in events if isinstance(e, (TableCleared, HandOver))) or feed(events))
    T.step_until(app, lambda: clears, why="the table clearing")
    assert s.auto_pass == set()  # it stops at the clear
    assert not scene.table.message.startswith("Pass this trick ON")  # and no line says it is still on
    drawn.clear()
    app.step(1)
    assert "PASS THIS TRICK" not in [t for t, _ in drawn]


def test_auto_pass_can_be_stopped_while_the_bots_play(table):
    app, scene = table()
    s = scene.session
    T.step_until(app, lambda: scene.my_turn, why="the human's turn")
    T.press_key(app, "v")
    T.press_key(app, "z" if not s.can_pass() else "c")  # take the turn; the bots play next
    T.step_until(app, lambda: not scene.my_turn and s.to_act != 0 or s.auto_pass == set(), why="a bot's turn")
    if s.auto_pass:
        assert ("auto_pass", "Stop passing") in scene.prompts()
        T.press_key(app, "v")
    assert s.auto_pass == set() and scene.table.message == "Pass this trick OFF"


def test_page_left_is_not_auto_pass(table):
    app, scene = table()
    s = scene.session
    T.step_until(app, lambda: scene.my_turn, why="the human's turn")
    T.press_key(app, "q")
    assert s.auto_pass == set()
