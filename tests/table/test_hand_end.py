"""The move that ends a hand stops the engine at the finished hand; the table keeps showing it
(its number, titles, scores and the viewer's cards) until the results take over."""
from game.table.layout import RENDER_LOG
from game.table.results_scene import ResultsScene


def test_the_last_plays_animate_on_the_finished_hand(table, step_until):
    app, scene = table()
    s = scene.session
    s.set_standin(s.viewer, True)  # a bot plays the human's seat: the hand runs by itself
    seen = []

    def hand_over():
        if scene.results_due is None:
            seen.append({int(c) for c in s.view().cards})
        return scene.results_due is not None

    step_until(app, hand_over, limit=6000, why="the end of hand 1")
    assert s.match.number == 1 and s.match.between_hands  # the engine waits for the next deal
    held = seen[-1]  # the viewer's cards just before the last move
    assert {int(c) for c in s.view().cards} <= held
    RENDER_LOG.frames.clear()  # the log is bounded: start it afresh
    step_until(app, lambda: isinstance(app.stack.top, ResultsScene), why="the results")
    frames = list(RENDER_LOG.frames)
    assert frames, "the last plays were animated"
    for f in frames:
        mine = {cid for cid, owner in f.face_up if owner == s.viewer}
        assert mine <= held, f"new cards {mine - held} shown before the results"
        assert f.hand == 1, "the status strip must still say Hand 1"


def test_played_cards_leave_the_frozen_hand(table, step_until):
    app, scene = table()
    s = scene.session
    s.set_standin(s.viewer, True)
    step_until(app, lambda: scene.results_due is not None, limit=6000, why="the end of hand 1")
    step_until(app, lambda: scene.animator.idle, why="the last animations")
    before = s.before
    over = scene.results_due[0]
    assert scene.table_view().number == over.number
    last = over.places[-1]
    # every finisher is shown out, the counts follow the plays, and no title of hand 2 shows
    assert all(seat not in scene.table_view().active for seat in over.places[:-1])
    assert sum(scene.table_view().counts) <= sum(before.counts)
    assert scene.table_view().titles == before.titles
    assert last in over.places
