"""Settings persistence through the user data folder: round trip, atomic write, broken files."""
import json

from game import userdata
from game.app import settings


def test_defaults_when_no_file():
    s, error = settings.load()
    assert s == settings.Settings() and error is None


def test_round_trip(_user_data_dir):
    s = settings.Settings(scale=3, fullscreen=True, music_volume=2, animation_speed="fast", scanlines=True)
    settings.rebind(s.keys, "hint", "k")
    settings.save(s)
    loaded, error = settings.load()
    assert error is None and loaded == s
    assert (_user_data_dir / "settings.json").exists()


def test_second_save_keeps_a_backup(_user_data_dir):
    settings.save(settings.Settings(scale=1))
    settings.save(settings.Settings(scale=4))
    backup = json.loads((_user_data_dir / "settings.json.bak").read_text())
    assert backup["scale"] == 1
    assert not list(_user_data_dir.glob("*.tmp"))


def test_corrupt_file_is_moved_aside_and_reported(_user_data_dir):
    _user_data_dir.mkdir(parents=True, exist_ok=True)
    (_user_data_dir / "settings.json").write_text("{not json")
    s, error = settings.load()
    assert s == settings.Settings()
    assert "settings.json" in error and "Defaults" in error
    assert not (_user_data_dir / "settings.json").exists()
    assert len(list(_user_data_dir.glob("settings.json.broken-*"))) == 1


def test_a_nonsense_value_resets_that_value_only(_user_data_dir):
    userdata.write_json("settings.json", {"version": 1, "scale": 9, "music_volume": 3, "four_color": "yes"})
    s, error = settings.load()
    assert (s.scale, s.music_volume, s.four_color) == (settings.Settings().scale, 3, False)
    assert "scale was 9" in error and "four_color" in error and "music_volume" not in error
    assert error.title == "Settings repaired"
    assert not list(_user_data_dir.glob("settings.json.broken-*"))  # repaired, not thrown away


def test_missing_action_in_old_file_gets_its_default():
    data = settings.Settings().to_json()
    del data["keys"]["hint"]
    assert settings.Settings.from_json(data).keys["hint"] == ["h"]


def test_env_var_overrides_the_data_dir(_user_data_dir):
    assert userdata.data_dir() == _user_data_dir


def test_deeply_nested_settings_file_gives_defaults_and_a_message(_user_data_dir):
    _user_data_dir.mkdir(parents=True, exist_ok=True)
    (_user_data_dir / "settings.json").write_text("[" * 100_000)
    s, error = settings.load()
    assert s == settings.Settings()
    assert "settings.json" in error and "nested too deeply" in error
    assert list(_user_data_dir.glob("settings.json.broken-*"))


def test_a_broken_value_is_named_in_the_message():
    userdata.write_json("settings.json", {"version": 1, "scale": 9})
    _s, error = settings.load()
    assert "scale" in error


def _saved_with(**tables):
    data = settings.Settings().to_json()
    for table, actions in tables.items():
        data[table].update(actions)
    userdata.write_json("settings.json", data)
    return settings.load()


def test_empty_bindings_fall_back_to_defaults_and_are_reported():
    s, error = _saved_with(keys={"up": [], "confirm": []})
    assert s.keys["up"] == ["up", "w"] and s.keys["confirm"] == ["z", "return"]
    assert "keys.up" in error and "keys.confirm" in error and "no binding" in error
    assert list(userdata.data_dir().glob("settings.json.broken-*")) == []  # repaired, not thrown away


def test_unknown_key_names_fall_back_to_defaults_and_are_reported():
    s, error = _saved_with(keys={"cancel": ["nosuchkey", ""], "hint": ["k", "nosuchkey"]})
    assert s.keys["cancel"] == ["x", "backspace"]
    assert "keys.cancel" in error and "nosuchkey" in error
    assert s.keys["hint"] == ["k", "nosuchkey"]  # one working key is enough
    assert "keys.hint" not in error


def test_unknown_pad_buttons_fall_back_to_defaults_and_are_reported():
    s, error = _saved_with(pad={"down": ["dpdwn"], "cancel": []})
    assert s.pad["down"] == ["dpdown"] and s.pad["cancel"] == ["b"]
    assert "pad.down" in error and "pad.cancel" in error


def test_an_essential_action_shadowed_by_an_earlier_one_resets_the_table():
    # Input gives a shared key to the action listed first, so confirm would get nothing.
    s, error = _saved_with(keys={"left": ["z", "return", "left"]})
    assert s.keys == settings.DEFAULT_KEYS and "keys.confirm" in error


def test_essential_actions_always_reach_the_input_mapper():
    import pygame

    from game.app.input import InputMapper

    pygame.display.init()
    s, _error = _saved_with(keys={a: [] for a in settings.ACTIONS}, pad={a: ["nope"] for a in settings.ACTIONS})
    mapper = InputMapper(s.keys, s.pad, lambda pos: pos, lambda index: None)
    bound_keys, bound_buttons = set(mapper._keys.values()), set(mapper._buttons.values())
    assert set(settings.ESSENTIAL) <= bound_keys and set(settings.ESSENTIAL) <= bound_buttons
    assert pygame.key.key_code("up") in mapper._keys


def test_good_bindings_load_without_a_message():
    s, error = _saved_with(keys={"hint": ["k"]}, pad={"hint": ["leftstick"]})
    assert error is None and s.keys["hint"] == ["k"] and s.pad["hint"] == ["leftstick"]


def test_a_settings_change_on_a_read_only_disk_is_said_on_screen_once(monkeypatch):
    import errno

    import pygame

    from game import safefile
    from game.app.app import App
    from game.app.common import MessageOverlay

    def refused(*args, **kwargs):
        raise OSError(errno.EROFS, "Read-only file system")

    app = App(headless=True, notice=MessageOverlay)
    # Earlier tests' windows can leave focus events in SDL's queue, and a stale "focus lost" would
    # pause this app (see tests/app/test_app.py's focus tests): start from an empty queue.
    pygame.event.clear()
    monkeypatch.setattr(safefile.tempfile, "mkstemp", refused)
    for volume in (3, 4):
        app.settings.music_volume = volume
        app.settings_changed()  # never raises
        app.step(1)
    overlays = [s for s in app.stack.scenes if isinstance(s, MessageOverlay)]
    assert len(overlays) == 1 and "the disk is read-only" in " ".join(overlays[0].lines)
    app.shutdown()


def _bound_with_unknown(n):
    keys = dict(settings.DEFAULT_KEYS, confirm=["z"] + [f"nokey{i}" for i in range(n)])
    data = settings.Settings().to_json() | {"keys": keys}
    userdata.path_of(settings.FILE_NAME).write_text(json.dumps(data))


def test_ten_thousand_unknown_key_names_are_one_line_and_the_list_kept_short(caplog):
    _bound_with_unknown(10_000)
    loaded, notice = settings.load()
    assert loaded.keys["confirm"] == ["z"]
    assert 'keys.confirm: 10000 names were dropped (first: "nokey0", "nokey1", "nokey2")' in notice
    assert len(str(notice)) < 300
    from game.app.app import App

    with caplog.at_level("WARNING"):
        App(headless=True).shutdown()
    assert len([r for r in caplog.records if "unknown key" in r.getMessage()]) <= 1


def test_an_unknown_key_name_bound_directly_is_one_summary_line(caplog):
    import warnings

    from game.app.input import InputMapper

    with caplog.at_level("WARNING"), warnings.catch_warnings():
        warnings.simplefilter("ignore")  # key_code warns before pygame.init(); names resolve all the same
        InputMapper(dict(settings.DEFAULT_KEYS, confirm=["z"] + [f"nokey{i}" for i in range(10_000)]), settings.DEFAULT_PAD)
    lines = [r.getMessage() for r in caplog.records if "unknown key" in r.getMessage()]
    assert lines == ['10000 unknown key names ignored (first: "nokey0", "nokey1", "nokey2")']
