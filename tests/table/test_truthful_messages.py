"""Every prompt and message shows only what is true and possible now: no Pass offered while leading,
no auto-pass during the tax return, "time is up" gone with the next move, nothing left picked once a
bot plays for you, and Esc works on the "pass the device" screen."""
from game.app import testing as T
from game.table.screens.handoff_scene import HandoffScene, TableMenu
from tests.table.helpers import owing_a_tax_return


def test_pass_is_offered_only_when_passing_is_legal(table):
    app, scene = table()
    s = scene.session
    seen = set()
    for _ in range(60):
        T.step_until(app, lambda: scene.my_turn or s.match.between_hands, why="the human's turn")
        if s.match.between_hands:
            break
        keys = [key for key, _label in scene.prompts()]
        assert ("pass" in keys) == s.can_pass(), (keys, s.match.hand.table)
        seen.add(s.can_pass())
        if seen == {True, False}:
            break
        scene.submit(s.match.legal_moves()[-1])  # the strongest play takes tricks, so leads come
    assert seen == {True, False}  # both a turn with a play to beat and a lead were seen


def test_no_auto_pass_or_pass_while_a_tax_return_is_owed(table):
    app, scene = owing_a_tax_return(table)
    scene.table.animator.flush()
    assert scene.my_turn
    keys = [key for key, _label in scene.prompts()]
    assert "auto_pass" not in keys and "pass" not in keys and ("confirm", "Return this card") in scene.prompts()


def test_time_is_up_goes_with_the_next_move(table):
    app, scene = table(turn_timer=1)
    s = scene.session
    T.step_until(app, lambda: scene.my_turn, why="the human's turn")
    app.step(s.timer_left)
    assert scene.table.message == "Time is up: the move was made for you"
    moves = len(s.match.hand.history)
    T.step_until(app, lambda: len(s.match.hand.history) > moves + 1 or s.match.between_hands, why="another move")
    assert scene.table.message != "Time is up: the move was made for you"


def test_a_bot_playing_for_you_leaves_nothing_picked(table):
    app, scene = table()
    s = scene.session
    T.step_until(app, lambda: scene.my_turn, why="the human's turn")
    T.press_key(app, "h")
    T.step_until(app, lambda: not scene.table.hinting, why="the hint")
    assert scene.table.hinted
    T.press_key(app, "escape")
    menu = app.stack.top
    assert isinstance(menu, TableMenu)
    labels = [row.label for row in menu.menu.rows]
    menu.menu.set_focus(labels.index(next(label for label in labels if label.startswith("Bot plays"))), sound=False)
    T.press_key(app, "z")  # Bot plays Ann: on
    T.press_key(app, "escape")  # back to the table
    assert app.stack.top is scene and s.controller(0).person is False
    assert not scene.table.hinted and not scene.table.selected


def test_escape_on_the_pass_the_device_screen_opens_the_table_menu(table):
    app, scene = table(humans=2)
    T.step_until(app, lambda: isinstance(app.stack.top, HandoffScene), why="a handoff")
    T.press_key(app, "escape")
    assert isinstance(app.stack.top, TableMenu)
    assert ("menu", "Menu") in app.stack.scenes[-2].prompts()


def test_pass_when_i_cannot_play_passes_only_when_passing_is_all_there_is():
    from types import SimpleNamespace

    from game.engine import PASS, parse_move
    from game.table.match.controllers import Person

    person = Person()
    person.pass_if_stuck = True
    stuck = SimpleNamespace(legal=(PASS,))
    could_play = SimpleNamespace(legal=(PASS, parse_move("9S")))
    assert person.answer(0, stuck) == PASS and person.answer(0, could_play) is None


def test_pass_when_i_cannot_play_stays_on_across_tricks_and_saves(table):
    from game.table.saving import save

    app, scene = table()
    s = scene.session
    T.step_until(app, lambda: scene.my_turn, why="the human's turn")
    T.press_key(app, "escape")
    menu = app.stack.top
    labels = [row.label for row in menu.menu.rows]
    menu.menu.set_focus(labels.index("Pass when I can't play"), sound=False)
    T.press_key(app, "z")
    T.press_key(app, "escape")
    assert s.pass_if_stuck == {0}
    assert save.decode(save.encode(s)).pass_if_stuck == {0}
    passed = False
    for _ in range(200):  # the test always plays when it can: any pass of seat 0 is the switch's
        T.step_until(app, lambda: scene.my_turn or s.match.between_hands or
                     any(m.is_pass for seat, m in s.match.hand.history if seat == 0), limit=6000, why="a turn")
        passed = any(m.is_pass for seat, m in s.match.hand.history if seat == 0)
        if passed or s.match.between_hands:
            break
        scene.submit(next(m for m in s.match.legal_moves() if not m.is_pass))
    assert passed, "no turn came with nothing to beat the table"
    assert s.pass_if_stuck == {0}  # not ended by a clear, unlike auto-pass
