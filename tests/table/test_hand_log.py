"""The log of the hand: every play, pass, clear and exchange the table said since the deal, kept when
animations are skipped, opened from the table menu (and the replay viewer) and scrollable."""
from game.app import testing as T
from game.table.screens.handoff_scene import TableMenu
from game.table.wording.hand_log import ROWS, HandLog


def test_the_table_menu_opens_the_log_of_what_the_table_said(table):
    app, scene = table()
    s = scene.session
    s.set_standin(0, True)  # a bot plays for you meanwhile
    T.step_until(app, lambda: len(s.match.hand.history) >= 6, limit=6000, why="six moves")
    s.set_standin(0, False)
    T.step_until(app, lambda: scene.my_turn or s.match.between_hands, limit=6000, why="your turn")
    log = list(scene.table.animator.log)
    plays = [m for _seat, m in s.match.hand.history]
    assert len(log) >= len(plays) and any("pass" in line.lower() for line in log) == any(m.is_pass for m in plays)
    T.press_key(app, "escape")
    menu = app.stack.top
    assert isinstance(menu, TableMenu)
    T.choose(app, "Log of this hand")
    shown = app.stack.top
    assert isinstance(shown, HandLog) and shown.lines[-1] and len(shown.lines) >= len(log)
    T.press_key(app, "escape")
    assert app.stack.top is menu


def test_skipped_animations_still_reach_the_log(table):
    app, scene = table()
    s = scene.session
    T.step_until(app, lambda: scene.my_turn, why="the human's turn")
    before = len(scene.table.animator.log)
    s.apply(s.match.legal_moves()[0])
    scene.table.animator.flush()  # as skipping to the results does: nothing animates
    assert len(scene.table.animator.log) > before


def test_a_long_log_scrolls_and_opens_on_the_newest_lines(table):
    app, _scene = table()
    lines = [f"line {i}" for i in range(3 * ROWS)]
    log = HandLog(app, lines)
    app.stack.push(log)
    assert log.top == 2 * ROWS  # the newest at the bottom
    T.press_key(app, "up")
    assert log.top == 2 * ROWS - 1
    T.press_key(app, "down")
    T.press_key(app, "down")  # no further than the end
    assert log.top == 2 * ROWS
