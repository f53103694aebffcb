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



def test_the_players_frame_waits_until_the_table_takes_their_input(table, monkeypatch):
    from game.table.view import board

    app, scene = table()
    t = scene.table
    framed: list[tuple[int, bool]] = []
    real = board.seat_box
    monkeypatch.setattr(board, "seat_box", lambda surface, art, s, view, seat, box, passed, acting=None, count=None:
                        framed.append((seat, acting)) or real(surface, art, s, view, seat, box, passed, acting, count))
    T.step_until(app, lambda: t.turn_coming, why="the human's turn coming while a move still shows")
    framed.clear()
    app.draw()
    assert (0, False) in framed  # the engine says it is the player's turn; the table does not yet
    T.step_until(app, lambda: scene.my_turn, why="the turn shown")
    framed.clear()
    app.draw()
    assert (0, True) in framed
