"""Pass-and-play privacy: during B's turn no frame shows any of A's cards face up (render log)."""
from game.app import testing as T
from game.app.app import App
from game.engine import Rules
from game.table.match.seating import SeatConfig
from game.table.match.session import Session
from game.table.saving.autosave import Autosave
from game.table.screens.handoff_scene import HandoffScene
from game.table.screens.play_scene import PlayScene
from game.table.view.table_view import TableView


def test_no_frame_in_bs_turn_shows_as_cards(render_log):
    app = App(headless=True)
    rules = Rules.preset("classic").replace(seats=4, rounds=1, target_points=0, jokers=0)
    seats = [SeatConfig("human", "Ann", "Ann"), SeatConfig("beginner", "Bot1", "Bot1"),
             SeatConfig("human", "Bea", "Bea"), SeatConfig("beginner", "Bot2", "Bot2")]
    session = Session(rules, seats, seed=5, mode="pass")
    render_log.watch(app, session)
    app.stack.reset(PlayScene(app, TableView(app, session), list(session.match.opening_events)))
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
        frame = render_log.frames[-1]
        if frame.to_act == b and session.to_act == b:
            hidden = {int(c) for c in session.match.hand.cards(a)}
            shown = {cid for cid, _owner in frame.face_up}
            assert not hidden & shown, f"A's cards {hidden & shown} drawn face up during B's turn"
            assert all(owner != a for _cid, owner in frame.face_up if owner is not None and _cid in hidden)
            checked += 1
    assert handoffs >= 2 and checked > 20


def test_handoff_screen_draws_no_card(render_log):
    app = App(headless=True)
    rules = Rules.preset("classic").replace(seats=3, rounds=1, target_points=0)
    seats = [SeatConfig("human", "Ann", "Ann"), SeatConfig("human", "Bea", "Bea"), SeatConfig("beginner", "B", "B")]
    session = Session(rules, seats, seed=1, mode="pass")
    render_log.watch(app, session)
    app.stack.reset(HandoffScene(app, session, 1))
    app.step(1)
    assert render_log.frames[-1].face_up == []
    T.press_key(app, "z")
    assert session.viewer == 1


# -- across hands, decisions, the first turn and a resume -------------------------------------
# The test keeps its own idea of who holds the device: nobody at the start, after a resume and
# whenever the results are on screen (everyone looks at them); the human who confirms a "pass to"
# screen from then on. No frame may show a human's cards face up unless that human holds it.

def two_human_session(seed=5, rounds=3):
    rules = Rules.preset("classic").replace(seats=4, rounds=rounds, target_points=0, seven_give=True,
                                            ten_discard=True, tax_return="choose")
    seats = [SeatConfig("human", "Ann", "Ann"), SeatConfig("beginner", "Bot1", "Bot1"),
             SeatConfig("human", "Bea", "Bea"), SeatConfig("beginner", "Bot2", "Bot2")]
    return Session(rules, seats, seed=seed, mode="pass")


def decide(app, scene):
    """One human decision by keys: pass when allowed, lead the cursor card, or pick the owed cards."""
    s = scene.session
    if s.decision() == "play":
        T.press_key(app, "c" if s.can_pass() else "z")
        return
    for _ in range(s.view().owed):
        T.press_key(app, "up")
        T.press_key(app, "right")
    T.press_key(app, "z")


def drive(app, session, until, log, limit=20000):
    """Play by synthetic input until ``until()``, checking every frame ``log`` saw; returns what was seen."""
    from game.table.screens.deal_scene import DealScene
    from game.table.screens.results_scene import ResultsScene

    log.watch(app, session)
    humans = set(session.humans)
    holder = None
    seen = {"handoffs": 0, "decisions": set(), "hands": set(), "checked": 0, "bot_frames": 0}
    for _ in range(limit):
        if until():
            return seen
        scene = app.stack.top
        log.frames.clear()
        if isinstance(scene, HandoffScene):
            seen["handoffs"] += 1
            holder = scene.seat
            T.press_key(app, "z")
        elif isinstance(scene, ResultsScene):
            holder = None
            T.press_key(app, "z")  # next hand
        elif isinstance(scene, DealScene):
            T.press_key(app, "z")  # skip the deal
        elif isinstance(scene, PlayScene) and scene.my_turn:
            seen["decisions"].add(session.decision())
            decide(app, scene)
        else:
            app.step(1)
        if isinstance(app.stack.top, ResultsScene):
            holder = None
        seen["hands"].add(session.match.number)
        held = {c for h in humans for c in map(int, session.match.hand.cards(h))}
        for frame in log.frames:
            if frame.to_act is not None and frame.to_act not in humans:  # a bot's turn: backs only
                shown = held & {cid for cid, _owner in frame.face_up}
                assert not shown, f"hand {session.match.number}: held cards {shown} face up during a bot's turn"
                seen["bot_frames"] += 1
        for frame in log.frames:
            for cid, owner in frame.face_up:
                assert owner not in humans or owner == holder, (
                    f"hand {session.match.number}: {session.name(owner)}'s card {cid} face up while "
                    f"{'nobody' if holder is None else session.name(holder)} holds the device")
            seen["checked"] += 1
    raise AssertionError("the match never got there")


def test_first_turn_decisions_and_later_hands_stay_private(render_log):
    app = App(headless=True)
    session = two_human_session()
    app.stack.reset(PlayScene(app, TableView(app, session), list(session.match.opening_events)))
    seen = drive(app, session, lambda: session.match.is_over or session.match.number > 2
                 and session.match.hand.pending is None and session.match.hand.history, render_log)
    assert seen["hands"] >= {1, 2} and seen["handoffs"] >= 4 and seen["bot_frames"] > 50
    assert "return" in seen["decisions"] or "give" in seen["decisions"] or "discard" in seen["decisions"]


def test_a_first_turn_waits_for_the_pass_screen(render_log):
    """Even when the first human to act is the default viewer, their cards wait for the confirm."""
    app = App(headless=True)
    session = two_human_session()
    app.stack.reset(PlayScene(app, TableView(app, session), list(session.match.opening_events)))
    drive(app, session, lambda: isinstance(app.stack.top, HandoffScene), render_log, limit=3000)


def test_resume_hides_the_saved_viewers_cards_until_confirmed(render_log):
    from game import writer
    from game.table.saving import save
    from game.table.screens.resume import continue_scene

    app = App(headless=True)
    session = two_human_session(seed=9)
    session.subscribe(Autosave())
    app.stack.reset(PlayScene(app, TableView(app, session), list(session.match.opening_events)))
    drive(app, session, lambda: len(session.match.hand.history) > 6 and session.human_to_act
          and not isinstance(app.stack.top, HandoffScene) and app.stack.top.my_turn, render_log)
    # Saved with the viewer to act, as after a play that leaves a seven-give owed by the same human.
    writer.settle()
    save.write_data(save.encode(session), save.slot_of(session))
    assert session.to_act == session.viewer
    app2 = App(headless=True)  # the saved viewer held the device when play stopped; now nobody does
    app2.stack.push(continue_scene(app2))
    resumed = app2.stack.top.session
    seen = drive(app2, resumed, lambda: len(resumed.match.hand.history) > 12 or resumed.match.number > 1,
                 render_log)
    assert seen["handoffs"] >= 1
