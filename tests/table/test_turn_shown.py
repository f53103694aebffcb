"""The turn is shown when the table takes the player's input, and a turn's key pressed while a banner
or a move still holds the table is kept and taken then, never lost (issue 51)."""
from game.app import testing as T


def test_a_hint_asked_while_the_table_still_animates_is_given_when_the_turn_shows(table):
    app, scene = table()
    t = scene.table
    T.step_until(app, lambda: t.turn_coming, why="the human's turn coming while a move still shows")
    assert not scene.my_turn and "hint" not in dict(scene.prompts())  # the turn is not shown yet
    T.press_key(app, "h")
    T.step_until(app, lambda: scene.my_turn, why="the turn shown")
    app.step(1)
    assert t.hinting or t.hint_move is not None  # the key pressed early was kept

