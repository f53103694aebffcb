"""Once every human is out, the rest of the hand runs fast, says so, and can be skipped to the results."""
from game.app import testing as T
from game.table.screens.results_scene import ResultsScene
from game.table.view import hud


def human_out_early(table):
    """A table where the human's seat (played by a stand-in) goes out before the hand ends."""
    for seed in range(7, 40):
        app, scene = table(seed=seed)
        s = scene.session
        s.set_standin(s.viewer, True)
        T.step_until(app, lambda: s.viewer not in s.view().active or s.match.between_hands, limit=6000,
                   why="the human out or the hand over")
        if not s.match.between_hands:
            return app, scene
    raise AssertionError("no seed where the human goes out before the end")


def test_animations_speed_up_with_a_marker_once_every_human_is_out(table, monkeypatch):
    app, scene = human_out_early(table)
    phases = []
    real = hud.draw
    monkeypatch.setattr(hud, "draw", lambda surface, view, phase, tick: (phases.append(phase),
                                                                         real(surface, view, phase, tick)))
    app.step(1)
    assert scene.table.animator.fast and not scene.session.fast  # without asking for it
    assert "FAST >>" in phases[-1]
    assert ("confirm", "Skip to results") in scene.prompts()


def test_skip_to_the_results(table):
    app, scene = human_out_early(table)
    app.step(1)
    T.press_key(app, "z")
    for _ in range(200):  # one bot move a tick, nothing animated
        if isinstance(app.stack.top, ResultsScene):
            break
        app.step(1)
    assert isinstance(app.stack.top, ResultsScene)
