"""Pass-and-play privacy: during B's turn no frame shows any of A's cards face up (render log)."""
from game.app import testing as T
from game.app.app import App
from game.engine import Rules
from game.table.handoff_scene import HandoffScene
from game.table.layout import RENDER_LOG
from game.table.play_scene import PlayScene
from game.table.session import SeatConfig, Session


def test_no_frame_in_bs_turn_shows_as_cards():
    app = App(headless=True)
    rules = Rules.preset("classic").replace(seats=4, rounds=1, target_points=0, jokers=0)
    seats = [SeatConfig("human", "Ann", "Ann"), SeatConfig("beginner", "Bot1", "Bot1"),
             SeatConfig("human", "Bea", "Bea"), SeatConfig("beginner", "Bot2", "Bot2")]
    session = Session(rules, seats, seed=5, mode="pass")
    app.stack.reset(PlayScene(app, session, list(session.match.opening_events)))
    a, b = 0, 2
    checked = handoffs = 0
    for _ in range(6000):
        if session.match.is_over or session.match.number > 1:
            break
        scene = app.stack.top
        if isinstance(scene, HandoffScene):
            handoffs += 1
            T.press_key(app, "z")
        elif isinstance(scene, PlayScene) and scene.my_turn:
            T.press_key(app, "c" if session.can_pass() else "z")
        else:
            app.step(1)
        frame = RENDER_LOG.frames[-1]
        if frame.to_act == b and session.to_act == b:
            hidden = {int(c) for c in session.match.hand.cards(a)}
            shown = {cid for cid, _owner in frame.face_up}
            assert not hidden & shown, f"A's cards {hidden & shown} drawn face up during B's turn"
            assert all(owner != a for _cid, owner in frame.face_up if owner is not None and _cid in hidden)
            checked += 1
    assert handoffs >= 2 and checked > 20


def test_handoff_screen_draws_no_card():
    app = App(headless=True)
    rules = Rules.preset("classic").replace(seats=3, rounds=1, target_points=0)
    seats = [SeatConfig("human", "Ann", "Ann"), SeatConfig("human", "Bea", "Bea"), SeatConfig("beginner", "B", "B")]
    session = Session(rules, seats, seed=1, mode="pass")
    app.stack.reset(HandoffScene(app, session, 1))
    app.step(1)
    assert RENDER_LOG.frames[-1].face_up == []
    T.press_key(app, "z")
    assert session.viewer == 1
