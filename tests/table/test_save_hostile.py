"""The autosave under a hostile disk: backups that resume, saves that cannot freeze the table,
a disk that refuses every write without the game stopping, a tour that never touches the saves."""
import errno
import json

import pytest

from game import safefile, userdata, writer
from game.app import testing as T
from game.app.app import App
from game.app.common import MessageOverlay
from game.scenes.menu import MainMenu
from game.table.saving import save
from game.table.screens.play_scene import PlayScene

from .helpers import saved


def continue_from_the_menu():
    app = App(headless=True, start=MainMenu, notice=MessageOverlay)
    assert app.stack.top.menu.rows[0].label == "Continue"
    T.press_key(app, "z")
    T.settle(app)
    return app


def test_only_the_backup_left_still_offers_continue_and_resumes_from_it():
    s = saved()
    backup = json.loads(userdata.path_of(save.BACKUP_NAME).read_text())
    userdata.path_of(save.FILE_NAME).unlink()
    app = continue_from_the_menu()
    note = app.stack.top
    assert isinstance(note, MessageOverlay) and note.title == "Save restored"
    assert "match.json was missing" in " ".join(note.lines)
    T.press_key(app, "z")
    top = app.stack.top
    assert isinstance(top, PlayScene)
    assert top.session.match.to_dict() == backup["session"]["match"] != s.match.to_dict()  # one move earlier
    app.shutdown()


def test_resuming_from_the_backup_then_quitting_before_a_move_keeps_continue():
    saved()
    userdata.path_of(save.FILE_NAME).write_text("{torn")
    app = continue_from_the_menu()
    assert app.stack.top.title == "Save restored"
    app.shutdown()  # quit before any move
    again = continue_from_the_menu()  # Continue is still there, and now nothing needs saying
    assert isinstance(again.stack.top, PlayScene)
    again.shutdown()


def test_clear_forgets_the_backup_too_so_a_finished_match_is_not_offered_again():
    saved()
    save.clear()
    assert not save.exists() and save.load() == (None, None)


@pytest.mark.parametrize("field, value, words", [
    ("personality", "steady:budget=2000000000", "budget: expected a whole number from 100 to 50000"),
    ("personality", "steady:noise=7", "noise: expected a number from 0 to 1"),
    ("personality", "steady:speed=3", 'unknown personality parameter "speed"'),
    ("personality", "sleepy", 'unknown personality "sleepy"'),
    ("name", "   ", "name: expected 1 to 12 printable characters"),
    ("portrait", "", "seat.portrait: expected text"),
])
def test_a_seat_value_a_level_file_could_not_hold_is_a_damaged_save(field, value, words):
    saved()
    path = userdata.path_of(save.FILE_NAME)
    data = json.loads(path.read_text())
    data["session"]["seats"][2][field] = value
    path.write_text(json.dumps(data))
    userdata.path_of(save.BACKUP_NAME).unlink()
    loaded, error = save.load()
    assert loaded is None and words in error and "damaged" in error
    if field == "personality":  # told with the seat it belongs to, and never "name" as a parameter
        assert f"seat 3 ({data['session']['seats'][2]['name']})" in error and "name," not in error


def test_a_seed_of_thousands_of_digits_is_a_damaged_save():
    saved()
    path = userdata.path_of(save.FILE_NAME)
    data = json.loads(path.read_text())
    data["session"]["seed"] = 10 ** 4000
    path.write_text(json.dumps(data))
    userdata.path_of(save.BACKUP_NAME).unlink()
    loaded, error = save.load()
    assert loaded is None and "save.seed" in error and len(error) < 400


def test_a_budget_in_range_still_loads():
    saved()
    path = userdata.path_of(save.FILE_NAME)
    data = json.loads(path.read_text())
    data["session"]["seats"][1]["personality"] = "hoarder:budget=50000,noise=0.2"
    path.write_text(json.dumps(data))
    loaded, error = save.load()
    assert error is None and loaded.seats[1].personality == "hoarder:budget=50000,noise=0.2"


@pytest.fixture
def full_disk(monkeypatch):
    """Every temporary file the user files try to create fails as on a full disk."""
    def refused(*args, **kwargs):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(safefile.tempfile, "mkstemp", refused)


def test_moves_on_a_full_disk_never_raise_and_keep_the_last_good_save():
    s = saved(2)
    good = userdata.path_of(save.FILE_NAME).read_bytes()
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(safefile.tempfile, "mkstemp", lambda *a, **k: (_ for _ in ()).throw(OSError(errno.ENOSPC, "")))
        for _ in range(5):
            s.apply(s.match.legal_moves()[0])  # the autosave fails every time, quietly
        writer.settle()
    assert userdata.path_of(save.FILE_NAME).read_bytes() == good
    assert len(userdata.take_notices()) == 1


def test_quick_match_start_on_a_full_disk_plays_on_and_says_so_once(full_disk):
    from game.table.screens.setup_scene import RulesSetup

    app = App(headless=True, start=RulesSetup, notice=MessageOverlay)
    app.settings.animation_speed = "fast"
    app.stack.top.start()
    T.settle(app)
    overlays = []
    for _ in range(600):
        app.step(1)
        top = app.stack.top
        if isinstance(top, MessageOverlay):
            overlays.append(top)
            assert top.title == "Cannot save" and "the disk is full" in " ".join(top.lines)
            T.press_key(app, "z")
        elif isinstance(top, PlayScene) and top.session.human_to_act and not app.stack.busy:
            top.session.set_standin(0, True)  # let a bot play for us so moves keep coming
    assert len(overlays) == 1
    assert any(isinstance(sc, PlayScene) for sc in app.stack.scenes)
    assert not save.exists()
    app.shutdown()


def test_campaign_start_on_a_full_disk_deals_the_match(full_disk):
    from game.campaign import play
    from game.campaign.road import Road
    from game.table.screens.deal_scene import DealScene

    level = Road.load().shipped[0].level
    app = App(headless=True, start=MainMenu, notice=MessageOverlay)
    play.start(app, level)
    T.settle(app)
    top = app.stack.scenes[-1]
    if isinstance(top, MessageOverlay):  # the one notice that nothing can be saved, over the dealt table
        assert top.title == "Cannot save" and "disk is full" in " ".join(top.pages[0]), top.title
        top = app.stack.scenes[-2]  # (none when this process already said it: it is said once)
    assert isinstance(top, (DealScene, PlayScene)) and top.session.match.hand is not None
    app.shutdown()


def test_the_screenshot_tour_never_touches_the_players_save(tmp_path):
    from game.shots import tour

    saved()
    main = userdata.path_of(save.FILE_NAME).read_bytes()
    backup = userdata.path_of(save.BACKUP_NAME).read_bytes()
    settings_before = sorted(p.name for p in userdata.data_dir().iterdir())
    tour(tmp_path / "shots", only="table-match-over")  # its results clear "the" save
    assert userdata.path_of(save.FILE_NAME).read_bytes() == main
    assert userdata.path_of(save.BACKUP_NAME).read_bytes() == backup
    assert sorted(p.name for p in userdata.data_dir().iterdir()) == settings_before


def test_a_newer_versions_save_is_not_offered_and_the_player_is_told_why_once():
    saved()
    path = userdata.path_of(save.FILE_NAME)
    data = json.loads(path.read_text())
    data["version"] = save.VERSION + 1
    path.write_text(json.dumps(data))
    app = App(headless=True, start=MainMenu, notice=MessageOverlay)
    app.step(1)
    note = app.stack.top
    assert isinstance(note, MessageOverlay) and note.title == "Save kept"
    text = " ".join(note.lines)
    assert "match.json was written by a newer version of the game" in text and "will not write over it" in text
    T.press_key(app, "x")
    T.settle(app)
    menu = app.stack.top
    assert isinstance(menu, MainMenu) and "Continue" not in [row.label for row in menu.menu.rows]
    app.stack.reset(MainMenu(app))  # the menu again: said once a run
    app.step(2)
    assert isinstance(app.stack.top, MainMenu)
    assert json.loads(path.read_text())["version"] == save.VERSION + 1  # left as it is
    app.shutdown()
