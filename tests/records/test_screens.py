"""The Records, Replays and replay viewer screens: reached by name, driven by keyboard, pad and mouse;
the viewer steps back and forth to the engine's own positions."""
from __future__ import annotations

import pytest

from game.app import registry
from game.app import testing as T
from game.app.app import App
from game.app.common import MessageOverlay
from game.engine import Rules
from game.engine.events import HandOver, TaxPaid
from game.records import store
from game.records.history import DEAL
from game.records_screens.records_scene import RecordsScene
from game.records_screens.replays_scene import ReplaysScene
from game.records_screens.viewer_scene import ReplayViewer
from game.table.saving.recorder import Recorder
from game.table.view.tax_panel import TaxPanel

from .helpers import play, session

PAD = 100


@pytest.fixture
def app():
    a = App(headless=True, opener=T.FakePads(PAD))
    a.settings.animation_speed = "fast"
    a.stack.speed = a.settings.tick_scale()
    return a


@pytest.fixture
def recorded():
    play(session(Rules.preset("classic").replace(rounds=2, target_points=0), seed=12))
    play(session(Rules.preset("jda").replace(rounds=1), seed=13, seats=5, humans=2, mode="pass"))
    return store.load_replays()


def _open(app, name, *args):
    scene = registry.factory(name)(app, *args)
    app.stack.push(scene)
    app.step(1)
    return scene


def test_the_main_menu_lists_records_and_replays(app):
    menu = _open(app, "menu")
    labels = [r.label for r in menu.menu.rows]
    assert "Records" in labels and "Replays" in labels


def test_the_viewer_steps_back_and_forth_to_the_engines_positions(app, recorded):
    replay = recorded[-1]
    expected = [m.to_dict() for m, _e in _each_position(replay)]
    viewer = _open(app, "replay_viewer", replay)
    assert isinstance(viewer, ReplayViewer)
    viewer.playing = False
    for step in range(1, 40):
        T.press_key(app, "right")
        assert viewer.step == step and viewer.session.match.to_dict() == expected[step]
    for step in range(38, 20, -1):
        T.press_key(app, "left")
        assert viewer.step == step and viewer.session.match.to_dict() == expected[step]


def test_stepping_across_a_deal_animates_it_and_still_lands_on_the_engines_positions(app, recorded):
    replay = recorded[-1]
    expected = [m.to_dict() for m, _e in _each_position(replay)]
    deal = replay.moves.index(DEAL) + 1  # the step that deals hand 2
    viewer = _open(app, "replay_viewer", replay)
    viewer.playing = False
    viewer.go_to(deal - 3)
    for step in range(deal - 2, deal + 3):
        T.press_key(app, "right")
        assert viewer.step == step and viewer.session.match.to_dict() == expected[step]
        assert (viewer.dealing is not None) == (step == deal)  # the next step ends the deal at once
    assert viewer.results is None and viewer.session.match.number == 2
    for step in range(deal + 1, deal - 3, -1):
        T.press_key(app, "left")
        assert viewer.step == step and viewer.session.match.to_dict() == expected[step]
        assert viewer.dealing is None


def test_the_viewer_plays_the_deal_the_tax_the_plays_and_the_results(app, recorded):
    viewer = _open(app, "replay_viewer", recorded[-1])
    seen: list[tuple[str, int]] = []
    taxes: list = []

    def watch() -> bool:
        kind = ("deal" if viewer.dealing is not None else "results" if viewer.results is not None
                else "tax" if viewer.taxing else "play")
        if kind == "tax":  # the panel says what the engine's TaxPaid events said
            taxes[:] = next(p for p in viewer.table.panels if isinstance(p, TaxPanel)).taxes
        where = (kind, viewer.session.match.number)
        if not seen or seen[-1] != where:
            seen.append(where)
        app.draw()  # every step of the hand draws
        return viewer.session.match.number == 2 and kind == "play"

    T.step_until(app, watch, limit=20000, why="hand 2's play")
    assert seen == [("deal", 1), ("play", 1), ("results", 1), ("deal", 2), ("tax", 2), ("play", 2)]
    assert taxes and all(isinstance(e, TaxPaid) for e in taxes)


def test_the_watched_table_names_every_seat_as_recorded_and_says_where_the_replay_is(app, recorded, drawn):
    replay = recorded[-1]
    viewer = _open(app, "replay_viewer", replay)
    viewer.playing = False
    T.press_key(app, "right")
    T.step_until(app, lambda: viewer.table.animator.idle)
    drawn.clear()
    app.draw()
    texts = [text for text, _rect in drawn]
    assert "CPU" not in texts and not any("thinking" in t for t in texts)
    assert all(seat.name in texts for seat in replay.seats)
    assert f"Paused: hand 1, move 1. Next: {replay.seats[viewer.session.to_act].name}" in texts


def _each_position(replay):
    for match, events in replay.positions():
        yield _copy(match), events


def _copy(match):
    from game.engine import Match

    return Match.from_dict(match.to_dict())


def test_the_viewer_plays_pauses_changes_speed_and_jumps_to_the_next_hand(app, recorded):
    viewer = _open(app, "replay_viewer", recorded[-1])
    T.plug_pad(app)
    app.step(120)
    assert viewer.step > 0  # playing from the start
    T.press_button(app, PAD, "a")
    paused_at = viewer.step
    app.step(120)
    assert not viewer.playing and viewer.step == paused_at
    T.press_button(app, PAD, "dpup")
    assert viewer.speed == 2
    T.press_button(app, PAD, "rightshoulder")  # next hand
    assert viewer.session.match.between_hands and len(viewer.session.match.results) == 1
    assert isinstance(viewer.session.match.results[0], HandOver)
    T.press_button(app, PAD, "x")
    assert viewer.face_up
    T.press_button(app, PAD, "b")
    assert app.stack.top is not viewer


def test_a_faster_speed_plays_more_moves_in_the_same_ticks(app, recorded):
    steps = []
    for speed in (1, 3):
        viewer = _open(app, "replay_viewer", recorded[-1])
        viewer.speed = speed
        T.step_until(app, lambda: viewer.dealing is None)
        start = viewer.step
        app.step(400)
        steps.append(viewer.step - start)
        app.stack.pop()
    assert steps[1] > 2 * steps[0] > 0


def test_the_viewer_by_mouse_uses_the_prompt_bar(app, recorded):
    viewer = _open(app, "replay_viewer", recorded[0])
    viewer.playing = False
    step = next(rect.center for action, rect, _g, _l in app.prompt_layout() if action == "right")
    T.click(app, step)
    assert viewer.step == 1


def test_the_replays_list_is_newest_first_and_opens_the_viewer(app, recorded):
    listing = _open(app, "replays")
    assert isinstance(listing, ReplaysScene) and [r.id for r in listing.replays] == [r.id for r in recorded]
    T.press_key(app, "down")
    T.press_key(app, "z")
    T.settle(app)
    assert isinstance(app.stack.top, ReplayViewer) and app.stack.top.replay.id == recorded[1].id


def test_the_replays_list_pages_by_mode_by_keys_pad_and_mouse(app, recorded):
    listing = _open(app, "replays")
    assert listing.mode == "" and len(listing.shown) == 2
    T.press_key(app, "e")  # page right: campaign, none kept
    assert listing.mode == "campaign" and listing.shown == [] and listing.prompts()[0][0] != "confirm"
    app.draw()
    T.plug_pad(app)
    T.press_button(app, PAD, "rightshoulder")
    assert listing.mode == "quick" and [r.mode for r in listing.shown] == ["quick"]
    T.press_button(app, PAD, "leftshoulder")
    assert listing.mode == "campaign"
    T.click(app, listing.tabs.rects()[3].center)
    assert listing.mode == "pass" and [r.id for r in listing.shown] == [recorded[0].id]
    T.press_key(app, "z")
    T.settle(app)
    assert isinstance(app.stack.top, ReplayViewer) and app.stack.top.replay.id == recorded[0].id


def test_a_replay_that_cannot_play_opens_a_message_saying_why(app, recorded):
    data = recorded[0].to_dict()
    data["moves"] = "9S 9H 9D 9C;" + data["moves"]
    from game.records.replay import Replay

    scene = registry.factory("replay_viewer")(app, Replay.from_dict(data))
    assert isinstance(scene, MessageOverlay) and "damaged: move 1" in " ".join(scene.lines)


def test_the_replays_list_names_the_seats_in_japanese_as_a_player_reads_them(recorded, drawn):
    from game.table.match.seating import CampaignLink, SeatConfig
    from game.table.match.session import Session

    # a campaign match played in English: the player typed Sam (the face You), the rivals are the level's
    rules = Rules.preset("classic").replace(rounds=1, target_points=0)
    cfg = [SeatConfig("human", "Sam", "You")] + [SeatConfig("beginner", n, n) for n in ("Mika", "Taro", "Yuna")]
    s = Session(rules, cfg, 5, campaign=CampaignLink("classic-01", "01.toml", False))
    s.subscribe(Recorder())
    play(s)
    app = App(headless=True, opener=T.FakePads(PAD), lang="ja")
    listing = _open(app, "replays")
    details = []
    for _row in listing.shown:
        drawn.clear()
        app.draw()
        details.append(next(t for t, _r in drawn if t.endswith("分。") or t.endswith("分")))
        T.press_key(app, "down")
    assert details[0].startswith("Sam、ミカ、タロウ、ユナ"), details  # newest first: the campaign
    assert details[1].startswith("あなた、アキ、ベン、チエ"), details
    assert "You" not in " ".join(details)


def test_no_replays_yet_is_said_plainly(app):
    assert isinstance(registry.factory("replay_viewer")(app), MessageOverlay)
    assert ReplaysScene(app).prompts() == [("cancel", "Back")]
    app.stack.push(ReplaysScene(app))
    app.draw()


def test_records_page_between_players_and_scopes_by_keys_pad_and_mouse(app, recorded):
    screen = _open(app, "records")
    assert isinstance(screen, RecordsScene)
    names = [n for n, _p in screen.players]
    assert set(names) == {"You", "Aki"} and screen.scope == "career"
    T.press_key(app, "e")
    assert screen.tabs.index == 1
    T.plug_pad(app)
    T.press_button(app, PAD, "dpright")
    assert screen.scope != "career"
    T.press_button(app, PAD, "dpleft")
    assert screen.scope == "career"
    T.click(app, (160, 46))  # the left arrow
    assert screen.scope == screen.scopes()[-1]
    app.draw()


def test_records_with_nothing_recorded_draw(app):
    screen = _open(app, "records")
    assert screen.player is None
    app.draw()


def test_a_long_rival_list_says_which_are_shown_and_down_shows_the_rest(app, recorded, drawn):
    screen = _open(app, "records")
    scopes = screen.player.scopes
    tally = next(t for s, t in scopes.items() if s.startswith("rival:"))
    for i in range(9 - sum(s.startswith("rival:") for s in scopes)):  # nine rivals in all
        scopes[f"rival:Extra{i}"] = tally
    drawn.clear()
    app.draw()
    assert "1-5 of 9" in [t for t, _ in drawn] and ("down", "More rivals") in screen.prompts()
    T.press_key(app, "down")
    drawn.clear()
    app.draw()
    assert "5-9 of 9" in [t for t, _ in drawn]
    T.press_key(app, "down")  # past the end: the list starts again
    assert screen.rival_top == 0
