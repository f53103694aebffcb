"""Drawing the table changes nothing: not the scene, not its animator, not the session or the match
(the render log is the tests' own watch on ``board.card``, never written by a scene)."""
import json

import pytest

from game.engine.events import JackBack, Played
from game.engine.moves import parse_move
from game.table.saving import session_state
from game.table.screens.deal_scene import DealScene
from game.table.screens.handoff_scene import HandoffScene
from game.table.screens.results_scene import ResultsScene
from game.table.view.table_view import TableView


def state_of(scene):
    parts = [repr(sorted(vars(scene).items()))]
    animator = getattr(scene, "animator", None)
    if animator is not None:
        parts.append(repr(sorted(vars(animator).items())))
    parts.append(json.dumps(session_state.state_of(scene.session), sort_keys=True))
    return parts


def deal(app, play):
    s = play.session
    return DealScene(app, TableView(app, s), list(s.match.opening_events))


def playing(app, play):
    play.table.feed([Played(1, parse_move("3S"), 12), JackBack(1, True, True)])
    return play


def handoff(app, play):
    return HandoffScene(app, play.session, 1)


def results(app, play):
    s = play.session
    while not s.match.between_hands:
        s.apply(s.match.legal_moves()[0])
    return ResultsScene(app, TableView(app, s))


@pytest.mark.parametrize("make", [deal, playing, handoff, results])
def test_drawing_a_table_scene_changes_nothing(table, make):
    app, play = table(humans=2)
    scene = make(app, play)
    app.stack.reset(scene)
    app.step(5)
    before = state_of(scene)
    for _ in range(3):
        app.draw()
    assert state_of(scene) == before
