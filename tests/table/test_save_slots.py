"""Each kind of table keeps its own save: starting another kind never deletes one, starting the same
kind asks first, and Continue lists every save, the most recent first."""
import json
import os

from game import userdata, writer
from game.app import testing as T
from game.app.app import App
from game.app.common import ConfirmDialog
from game.scenes.menu import MainMenu
from game.table.saving import save
from game.table.saving.autosave import Autosave
from game.table.screens.play_scene import PlayScene
from game.table.screens.resume import SaveChooser
from game.table.tour.shots import session


def played(humans=1, moves=3, age=0):
    """A match of one or two humans saved after ``moves`` moves, its file ``age`` seconds old."""
    s = session(humans=humans)
    s.subscribe(Autosave())
    for _ in range(moves):
        s.apply(s.match.legal_moves()[0])
    writer.settle()
    path = userdata.path_of(save.SLOTS[save.slot_of(s)])
    stamp = path.stat().st_mtime - age
    os.utime(path, (stamp, stamp))
    return s


def test_a_pass_and_play_match_keeps_the_quick_match_save_and_continue_lists_both():
    quick = played(humans=1, age=100)
    both = played(humans=2)
    assert [slot for slot, _when in save.saved()] == ["pass", "quick"]  # the most recent first
    app = App(headless=True, start=MainMenu)
    T.press_key(app, "z")  # Continue
    T.settle(app)
    chooser = app.stack.top
    assert isinstance(chooser, SaveChooser)
    assert [row.label for row in chooser.menu.rows] == ["Pass & Play", "Quick Match"]
    T.press_key(app, "down")
    T.press_key(app, "z")
    T.settle(app)
    top = app.stack.top
    assert isinstance(top, PlayScene) and top.session.match.to_dict() == quick.match.to_dict()
    assert both.match.to_dict() == save.load("pass")[0].match.to_dict()  # still there


def test_one_save_is_continued_at_once():
    s = played()
    app = App(headless=True, start=MainMenu)
    T.press_key(app, "z")
    T.settle(app)
    assert isinstance(app.stack.top, PlayScene) and app.stack.top.session.match.to_dict() == s.match.to_dict()


def test_a_new_quick_match_asks_before_replacing_the_saved_one():
    from game.table.screens.setup_scene import RulesSetup

    s = played()
    app = App(headless=True, start=lambda a: RulesSetup(a, "quick"))
    app.stack.top.start()
    dialog = app.stack.top
    assert isinstance(dialog, ConfirmDialog) and "replaces your saved Quick Match" in dialog.question
    T.press_key(app, "z")  # No is focused
    assert isinstance(app.stack.top, RulesSetup)
    assert save.load()[0].match.to_dict() == s.match.to_dict()
    app.stack.top.start()
    T.press_key(app, "up")
    T.press_key(app, "z")  # Yes
    T.settle(app)
    writer.settle()
    assert save.load()[0].match.to_dict() != s.match.to_dict()  # the new match's save


def test_a_save_an_older_version_kept_in_the_one_file_moves_to_its_own_kind():
    s = played(humans=2)
    userdata.path_of(save.SLOTS["pass"]).replace(userdata.path_of(save.FILE_NAME))  # as the one file of before
    userdata.path_of(save.SLOTS["pass"] + userdata.BACKUP).unlink()
    assert [slot for slot, _when in save.saved()] == ["quick"]
    app = App(headless=True, start=MainMenu)
    T.press_key(app, "z")
    T.settle(app)
    writer.settle()
    assert [slot for slot, _when in save.saved()] == ["pass"]
    data = json.loads(userdata.path_of(save.SLOTS["pass"]).read_text())
    assert data["session"]["match"] == s.match.to_dict()
