"""Settings persistence through the user data folder: round trip, atomic write, broken files."""
import json

from game import settings, userdata


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


def test_nonsense_values_count_as_broken(_user_data_dir):
    userdata.write_json("settings.json", {"version": 1, "scale": 9})
    s, error = settings.load()
    assert s.scale == 2 and error
    assert list(_user_data_dir.glob("settings.json.broken-*"))


def test_missing_action_in_old_file_gets_its_default():
    data = settings.Settings().to_json()
    del data["keys"]["hint"]
    assert settings.Settings.from_json(data).keys["hint"] == ["h"]


def test_env_var_overrides_the_data_dir(_user_data_dir):
    assert userdata.data_dir() == _user_data_dir
