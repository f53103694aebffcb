"""The hint is searched off the main thread: "thinking..." shows at once, the highlighted move lands later."""
from game.app import testing as T
from game.table import selection


def test_hint_shows_thinking_then_highlights_a_legal_move(table):
    app, scene = table()
    s = scene.session
    T.step_until(app, lambda: scene.my_turn, why="the human's turn")
    T.press_key(app, "h")
    assert scene.table.hinting
    assert scene.table.status_line() == ("Hint: thinking...", "sky")  # the screen keeps drawing meanwhile
    T.step_until(app, lambda: not scene.table.hinting, why="the hint")
    assert scene.table.message.startswith("Hint: ") and " - " in scene.table.message  # the move and its one-line reason
    if scene.table.hinted:
        assert scene.table.selected == scene.table.hinted
        assert selection.matching(s, sorted(scene.table.hinted)), "the highlighted cards must make a legal play"
    else:
        assert s.can_pass() and "pass" in scene.table.message
    assert scene.my_turn  # the hint never plays for you


def test_a_hint_for_an_old_position_is_dropped(table):
    app, scene = table()
    T.step_until(app, lambda: scene.my_turn, why="the human's turn")
    T.press_key(app, "h")
    T.press_key(app, "c" if scene.session.can_pass() else "z")  # move on before the hint lands
    assert not scene.my_turn or scene.session.match.number > 1
    assert not scene.table.hinting and not scene.table.hinted
