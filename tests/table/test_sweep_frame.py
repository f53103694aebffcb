"""A table clear slides only the play area: no pixel outside its band changes while it sweeps."""
from game.app import testing as T

from game.table.view import board


def test_a_sweep_moves_nothing_outside_the_play_area(table):
    app, scene = table(seed=3)
    anim = scene.table.animator
    for _ in range(6000):
        if anim.current is not None and anim.current.kind == "sweep":
            break
        if scene.my_turn:
            T.press_key(app, "c" if scene.session.can_pass() else "z")
        else:
            app.step(1)
    else:
        raise AssertionError("the table never cleared")
    fx = anim.current
    canvas = app.display.canvas
    frames = []
    for t in (0, fx.ticks // 2, fx.ticks - 1):
        fx.t = t
        scene.draw(canvas)
        frames.append(canvas.copy())
    band = board.SWEEP_BAND
    for frame in frames[1:]:
        for y in range(0, canvas.get_height(), 1):
            for x in range(0, canvas.get_width(), 3):
                if not band.collidepoint(x, y):
                    assert frame.get_at((x, y)) == frames[0].get_at((x, y)), f"pixel {(x, y)} moved"
    inside = [(x, y) for y in range(band.top, band.bottom) for x in range(band.left, band.right, 2)]
    assert any(frames[1].get_at(p) != frames[0].get_at(p) for p in inside)  # the play area itself slides
