"""The campaign name: typed on the map like any name (keys, pad or a click on the plate), kept in the
progress file, and the seat name of every campaign match."""
from game.app import testing as T
from game.app.keyboard import DONE
from game.campaign import progress
from game.campaign.intro_scene import IntroScene
from game.campaign.map_scene import NAME_PLATE
from game.app.entry import TextEntry
from game.app.keyboard import NAME_MAX
from .helpers import open_map


def _rename_by_keys(app, name):
    T.press_key(app, T.bound(app, "pass", "keyboard"))
    entry = app.stack.top
    assert isinstance(entry, TextEntry) and app.input.typing
    for _ in range(NAME_MAX):
        T.press_key(app, "backspace")
    T.type_text(app, name)
    T.press_key(app, "return")
    return entry


def test_a_name_typed_on_the_map_is_kept_and_seats_the_player(app, drawn):
    m = open_map(app)
    assert progress.load()[0].name is None
    entry = _rename_by_keys(app, "Aiko zxc")  # z, x and c type here: they confirm, cancel and pass elsewhere
    assert app.stack.top is m and not app.input.typing
    assert entry.field.text == "Aiko zxc" and progress.load()[0].name == "Aiko zxc"
    drawn.clear()
    app.step(1)
    assert "Aiko zxc" in [text for text, _rect in drawn]
    again = open_map(app)  # a restart reads the file afresh
    assert again.progress.name == "Aiko zxc"
    T.press_key(app, "z")
    T.settle(app)
    assert isinstance(app.stack.top, IntroScene)
    T.press_key(app, "z")
    T.settle(app)
    assert app.stack.top.session.seats[0].name == "Aiko zxc"
    assert app.stack.top.session.seats[0].portrait == "You"  # the human portrait, whatever the name


def test_a_name_keeps_to_the_length_limit_and_escape_keeps_the_old_one(app):
    open_map(app)
    _rename_by_keys(app, "Bartholomew")
    assert progress.load()[0].name == "Bartholomew"[:NAME_MAX]
    T.press_key(app, T.bound(app, "pass", "keyboard"))
    T.type_text(app, "!")
    T.press_key(app, "escape")
    assert progress.load()[0].name == "Bartholomew"[:NAME_MAX]


def test_an_empty_name_or_a_rivals_is_refused_with_a_reason(app):
    open_map(app)
    entry = _rename_by_keys(app, "   ")
    assert app.stack.top is entry and "at least one letter" in entry.error
    for _ in range(3):
        T.press_key(app, "backspace")
    T.type_text(app, "kiri")  # the boss of table 12, in any case
    T.press_key(app, "return")
    assert app.stack.top is entry and "rival" in entry.error
    assert progress.load()[0].name is None


def test_the_plate_is_clicked_and_the_pad_types_on_screen(app):
    m = open_map(app)
    T.plug_pad(app)
    T.click(app, NAME_PLATE.center)
    entry = app.stack.top
    assert isinstance(entry, TextEntry)
    for _ in range(len("You")):
        T.press_button(app, T.PAD, "b")  # erase the default name
    T.press_button(app, T.PAD, "a")  # the focused key: A
    T.click(app, next(r.center for k, r in entry.keys.keys if k == DONE))
    assert app.stack.top is m and progress.load()[0].name == "A"


def test_a_reset_forgets_the_clears_not_the_name():
    p = progress.Progress(name="Aiko")
    p.record("01_corner_cafe", 3, ("02_lantern_row",))
    progress.save(p)
    progress.reset()
    assert progress.load()[0] == progress.Progress(name="Aiko")


def test_a_bad_name_in_the_file_is_dropped_with_a_note():
    from game import userdata

    for bad in (7, "", "x" * (NAME_MAX + 1), " two  spaces "):
        userdata.write_json(progress.FILE_NAME, {"kind": progress.KIND, "version": 1, "stars": {}, "unlocked": [],
                                                 "name": bad})
        p, note = progress.load()
        assert p.name is None and "player name" in note, bad
