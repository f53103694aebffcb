"""Campaign screens: the map works from keyboard, gamepad and mouse; a level plays through the table
to the outcome, records the clear and unlocks the next table."""
import pytest

from game import userdata
from game.app import registry
from game.app import testing as T
from game.app.common import MessageOverlay
from game.campaign import progress
from game.campaign.goals import MatchResult
from game.campaign.intro_scene import IntroScene, changes
from game.campaign.level import load_level
from game.campaign.map_scene import MapScene
from game.campaign.outcome_scene import OutcomeScene
from game.campaign.play import Attempt, record, session_for
from game.campaign.road import Road
from .helpers import open_map

PAD = T.PAD


def clear_first_two():
    road = Road.load()
    p = progress.Progress()
    for e in road.shipped[:2]:
        p.record(e.id, 1, e.level.unlocks)
    progress.save(p)


def test_the_campaign_scene_is_registered():
    import game.scenes.campaign  # noqa: F401

    assert registry.factory("campaign") is MapScene


def test_keyboard_walks_the_road_and_opens_a_table(app):
    clear_first_two()
    m = open_map(app)
    assert m.focus == 2  # the first open, uncleared table
    T.press_key(app, "left")
    assert m.focus == 1
    T.press_key(app, "down")  # the row below, nearest column
    assert m._grid()[m.focus][0] == 1
    T.press_key(app, "up")
    assert m.focus == 1
    T.press_key(app, "right")
    T.press_key(app, "z")
    T.settle(app)
    assert isinstance(app.stack.top, IntroScene) and app.stack.top.level.id == m.road.entries[2].id
    T.press_key(app, "x")
    T.settle(app)
    assert app.stack.top is m


def test_a_locked_table_says_what_opens_it(app):
    m = open_map(app)
    T.press_key(app, "right")
    T.press_key(app, "z")
    T.settle(app)
    assert app.stack.top is m and m.note.startswith("Locked: clear Corner Cafe")


def test_gamepad_walks_the_road_and_opens_a_table(app):
    clear_first_two()
    T.plug_pad(app)
    m = open_map(app)
    T.press_button(app, PAD, "dpleft")
    T.press_button(app, PAD, "dpleft")
    assert m.focus == 0
    T.press_button(app, PAD, "a")
    T.settle(app)
    assert isinstance(app.stack.top, IntroScene)
    T.press_button(app, PAD, "b")
    T.settle(app)
    assert app.stack.top is m


def test_mouse_hovers_and_clicks_a_table(app):
    clear_first_two()
    m = open_map(app)
    target = m.tile_rect(1).center
    T.hover(app, target)
    assert m.focus == 1
    T.click(app, m.tile_rect(0).center)
    T.settle(app)
    assert isinstance(app.stack.top, IntroScene) and app.stack.top.level.id == m.road.entries[0].id
    back = app.stack.top.buttons[1][1].center
    T.click(app, back)
    T.settle(app)
    assert app.stack.top is m


def test_broken_and_custom_tables_show_on_the_map(app):
    custom = userdata.path_of("levels")
    custom.mkdir()
    (custom / "mine.toml").write_text("name = 'x'\nseats = 'many'\n")
    m = open_map(app)
    entry = m.road.entries[-1]
    assert entry.custom and m.road.state(entry, m.progress) == "broken" and "intro" in entry.error
    m.focus = len(m.road.entries) - 1
    T.press_key(app, "z")
    assert isinstance(app.stack.top, MessageOverlay)
    app.draw()


def test_a_corrupt_progress_file_is_reported_over_the_map(app):
    userdata.path_of(progress.FILE_NAME).write_text("garbage", encoding="utf-8")
    m = open_map(app)
    assert isinstance(app.stack.top, MessageOverlay) and "damaged" in " ".join(app.stack.top.lines)
    T.press_key(app, "z")
    assert app.stack.top is m and m.progress == progress.Progress()


def test_intro_lists_what_differs_from_the_previous_table():
    road = Road.load()
    second = road.shipped[1]
    assert changes(second.level, road.previous(second)) == ["Jack-back: on"]  # three hands, as the first
    third = road.shipped[2]
    assert changes(third.level, road.previous(third)) == ["Jokers: 2", "Spade-3 counter: on", "Jack-back: off",
                                                          "Hands: 4"]
    assert changes(road.shipped[0].level, None)[0] == "Casual rules"


def test_a_cleared_match_unlocks_the_next_table_and_the_outcome_says_so(app):
    road = Road.load()
    first = road.shipped[0].level
    attempt = Attempt(first)
    record(attempt, MatchResult(0, ((0, 1, 2, 3),) * 3, (9, 6, 3, 0), 0))
    assert attempt.stars == 3 and attempt.unlocked == [road.shipped[1].id]
    assert progress.load()[0].stars == {first.id: 3}
    app.stack.reset(MapScene(app))
    app.stack.push(OutcomeScene(app, attempt))
    app.step(1)
    assert [b[0] for b in app.stack.top.buttons] == ["Next table", "Play again", "Map"]
    T.press_key(app, "x")
    T.settle(app)
    m = app.stack.top
    assert isinstance(m, MapScene) and m.road.state(m.road.shipped[1], m.progress) == "open"


def test_the_map_comes_back_to_the_table_just_played(app):
    m = open_map(app)
    first, second = m.road.shipped[0], m.road.shipped[1]
    assert m.focus == 0
    T.press_key(app, "z")  # table 1's intro; its match cleared (as the table records it)
    T.settle(app)
    attempt = Attempt(first.level)
    record(attempt, MatchResult(0, ((0, 1, 2, 3),) * 3, (9, 6, 3, 0), 0))
    app.stack.replace(OutcomeScene(app, attempt))
    T.settle(app)
    T.press_key(app, "z")  # Next table: table 2's intro, then its match, played to the end by the stand-in
    T.settle(app)
    assert isinstance(app.stack.top, IntroScene) and app.stack.top.level.id == second.id
    T.press_key(app, "z")
    T.settle(app)
    session = app.stack.top.session
    session.set_standin(0, True)

    def outcome():
        if type(app.stack.top).__name__ == "ResultsScene" and not app.stack.busy:
            app.post("confirm")  # the next hand, and after the last the outcome
        return isinstance(app.stack.top, OutcomeScene)

    T.step_until(app, outcome, 20000, "table 2's outcome")
    T.settle(app)
    assert app.stack.top.attempt.level.id == second.id
    T.press_key(app, "left")  # the last button: Map
    T.press_key(app, "z")
    T.settle(app)
    assert app.stack.top is m and m.road.entries[m.focus].id == second.id
    T.press_key(app, "z")  # and its intro's Back comes back to it too
    T.settle(app)
    T.press_key(app, "x")
    T.settle(app)
    assert app.stack.top is m and m.road.entries[m.focus].id == second.id


def _intro_of_a_one_hand_level(app, tmp_path):
    """A three-seat, one-hand level written to ``tmp_path``, its intro shown over the map."""
    path = tmp_path / "01_quick.toml"
    path.write_text(
        'name = "Quick"\nintro = "One hand."\nseats = 3\n[rules]\npreset = "casual"\nrounds = 1\n'
        '[goal]\ntype = "top"\nplaces = 2\n'
        '[[opponents]]\nname = "A"\nstrength = "beginner"\n[[opponents]]\nname = "B"\nstrength = "beginner"\n')
    level = load_level(path)
    app.stack.reset(MapScene(app))
    app.stack.push(IntroScene(app, level, None))
    return level


def test_a_level_plays_through_the_table_to_the_outcome(app, tmp_path):
    level = _intro_of_a_one_hand_level(app, tmp_path)
    T.press_key(app, "z")
    T.settle(app)
    session = app.stack.top.session
    assert [s.name for s in session.seats] == ["You", "A", "B"]
    session.set_standin(0, True)
    for _ in range(3000):
        top = app.stack.top
        if isinstance(top, OutcomeScene):
            break
        if type(top).__name__ == "ResultsScene" and session.match.is_over:
            assert [r.label for r in top.menu.rows] == ["Continue"]
            app.post("confirm")
        app.step(5)
    else:
        pytest.fail(f"no outcome; stuck on {type(app.stack.top).__name__}")
    attempt = app.stack.top.attempt
    assert attempt.result is not None
    assert attempt.cleared == (attempt.result.standing <= 2)
    assert progress.load()[0].is_cleared(level.id) == attempt.cleared


def test_session_seats_carry_the_opponents_personality_spec():
    level = load_level(Road.load().shipped[6].path)
    session, _attempt = session_for(level, seed=3)
    boss = session.seats[1]
    assert boss.kind == "medium" and boss.personality.startswith("revolutionary:") and "revolution=1.0" in boss.personality


def test_settings_resets_campaign_progress_after_a_confirmation(app):
    from game.app.common import ConfirmDialog
    from game.scenes.settings_scene import SettingsScene

    clear_first_two()
    app.stack.reset(SettingsScene(app))
    app.step(1)
    menu = app.stack.top.menu
    menu.set_focus([r.label for r in menu.rows].index("Reset campaign progress"))
    T.press_key(app, "z")
    assert isinstance(app.stack.top, ConfirmDialog)
    T.press_key(app, "z")  # the dialog starts on "No": nothing is lost
    assert progress.load()[0].stars
    T.press_key(app, "z")
    T.press_key(app, "up")
    T.press_key(app, "z")
    assert progress.load()[0] == progress.Progress()


def test_a_broken_next_table_is_not_offered_after_a_clear(app, tmp_path, monkeypatch):
    import shutil

    from game import paths

    copy = tmp_path / "levels"
    shutil.copytree(paths.levels_dir(), copy)
    monkeypatch.setattr(paths, "levels_dir", lambda: copy)
    second = sorted(copy.glob("*.toml"))[1]
    second.write_text("broken = [", encoding="utf-8")
    road = Road.load()
    attempt = Attempt(road.shipped[0].level)
    record(attempt, MatchResult(0, ((0, 1, 2, 3),) * 3, (9, 6, 3, 0), 0))
    app.stack.reset(MapScene(app))
    app.stack.push(OutcomeScene(app, attempt))
    app.step(1)
    assert [b[0] for b in app.stack.top.buttons] == ["Play again", "Map"]  # no Next table to crash into


def test_a_campaign_table_has_no_undo_and_its_intro_says_so(app, tmp_path, drawn):
    from game.table.screens.play_scene import PlayScene

    _intro_of_a_one_hand_level(app, tmp_path)
    app.step(1)
    assert any("No undo" in text for text, _rect in drawn)
    T.press_key(app, "z")
    T.settle(app)
    session = app.stack.top.session
    moved = 0
    for _ in range(3000):
        top = app.stack.top
        if isinstance(top, PlayScene) and top.my_turn:
            if moved >= 2:
                break
            T.press_key(app, "c" if session.can_pass() else "z")
            moved += 1
        elif type(top).__name__ in ("DealScene", "TaxScene"):
            T.press_key(app, "z")
        else:
            app.step(1)
    assert moved == 2 and not session.can_undo
    before = session.match.to_dict()
    assert ("undo", "Undo") not in app.stack.top.prompts()
    T.press_key(app, "u")
    assert session.match.to_dict() == before and app.stack.top.table.message.startswith("No undo at campaign tables")
