"""The move that ends a hand stops the engine at the finished hand; the table shows it from the
engine's own state (its number and the viewer's cards) until the results are dismissed, and only
then is the next hand dealt."""
from game.app import testing as T
from game.table.screens.deal_scene import DealScene
from game.table.screens.results_scene import ResultsScene


def test_the_last_plays_animate_on_the_finished_hand(table, render_log):
    app, scene = table()
    s = scene.session
    render_log.watch(app, s)
    s.set_standin(s.viewer, True)  # a bot plays the human's seat: the hand runs by itself
    seen = []

    def hand_over():
        if not s.match.between_hands:
            seen.append({int(c) for c in s.view().cards})
        return s.match.between_hands

    T.step_until(app, hand_over, limit=6000, why="the end of hand 1")
    assert s.match.number == 1 and s.to_act is None  # the engine waits for the next deal
    held = seen[-1]  # the viewer's cards just before the last move
    render_log.frames.clear()
    T.step_until(app, lambda: isinstance(app.stack.top, ResultsScene), why="the results")
    assert render_log.frames, "the last plays were animated"
    for f in render_log.frames:
        mine = {cid for cid, owner in f.face_up if owner == s.viewer}
        assert mine <= held, f"cards {mine - held} the viewer never held were shown before the results"
        assert f.hand == 1, "the table must still be on hand 1"


def test_the_table_shows_the_engines_finished_hand(table):
    app, scene = table()
    s = scene.session
    s.set_standin(s.viewer, True)
    T.step_until(app, lambda: s.match.between_hands, limit=6000, why="the end of hand 1")
    T.step_until(app, lambda: scene.table.animator.idle, why="the last animations")
    over = s.match.results[-1]
    view = s.view()
    assert view.number == over.number == 1
    assert all(seat not in view.active for seat in over.places[:-1])  # every finisher is shown out
    assert not scene.my_turn and not s.match.legal_moves()


def test_the_next_hand_is_dealt_when_the_results_are_dismissed(table):
    app, scene = table()
    s = scene.session
    s.set_standin(s.viewer, True)
    T.step_until(app, lambda: isinstance(app.stack.top, ResultsScene), limit=6000, why="the results")
    T.step_until(app, lambda: not app.stack.busy, why="the wipe")
    app.step(30)  # the results wait as long as they are shown
    assert s.match.number == 1 and s.match.between_hands
    app.post("confirm")  # "Next hand"
    T.step_until(app, lambda: isinstance(app.stack.top, DealScene), why="the next deal")
    assert s.match.number == 2 and not s.match.between_hands


def test_a_bot_playing_your_seat_leaves_your_cards_and_switches_on_your_screen(table):
    """"Bot plays You" hands the decisions to the CPU, not the seat: its cards stay face up and its
    switches stay in the table menu (a friend's seat on their own device is the one that shows neither)."""
    from game.table.screens.handoff_scene import TableMenu

    app, scene = table()
    s = scene.session
    s.set_standin(s.viewer, True)
    assert s.hand_visible() and scene.table.private_ok(s.viewer, (s.viewer + 1) % s.match.seats)
    labels = [row.label for row in TableMenu(app, s).menu.rows]
    assert "Pass this trick" in labels and f"Bot plays {s.name(s.viewer)}" in labels
