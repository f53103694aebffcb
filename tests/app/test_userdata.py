"""The user files' reads under a hostile disk: nothing lost, nothing frozen, nothing crashes.

Reads refuse what is not a plain file of sensible size without blocking;
damaged files are moved aside and the backup used; a newer version's file
is never written over. The writes are in ``test_userdata_writes``.
"""
import json
import os

import pytest

from game import safefile, userdata
from game.app import settings
from game.campaign import progress

DEEP = "[" * 100_000  # nested so deeply that the JSON parser runs out of stack
FILES = ["settings.json", "match.json", "campaign.json"]
posix_only = pytest.mark.skipif(os.name != "posix", reason="FIFOs and /dev links are POSIX")


def write_raw(name, data):
    path = userdata.path_of(name)
    path.write_bytes(data if isinstance(data, bytes) else data.encode())
    return path


def loaded(name):
    """What a loader makes of ``name``: (value, notice) through the module that owns it."""
    from game.table.saving import save

    return {"settings.json": settings.load, "match.json": save.load, "campaign.json": progress.load}[name]()


# -- reading --------------------------------------------------------------------------------
@pytest.mark.parametrize("name", FILES)
def test_deeply_nested_json_is_a_damaged_file_not_a_crash(name):
    write_raw(name, DEEP)
    _value, notice = loaded(name)
    assert name in notice and "nested too deeply" in notice
    assert not userdata.path_of(name).exists()
    assert [p.read_text() for p in userdata.data_dir().glob(f"{name}.broken-*")] == [DEEP]  # nothing lost


def test_bytes_that_are_not_utf8_are_a_damaged_file():
    write_raw("settings.json", b"\xff\xfe{")
    s, notice = settings.load()
    assert s == settings.Settings() and "settings.json" in notice and "not text" in notice


@pytest.mark.parametrize("name", FILES)
def test_a_file_holding_null_is_damaged_and_said_so(name):
    write_raw(name, "null")
    _value, notice = loaded(name)
    assert "holds only null" in notice and "moved to" in notice


@posix_only
@pytest.mark.parametrize("name", FILES)
def test_a_pipe_with_no_writer_is_refused_without_blocking(name):
    os.mkfifo(userdata.path_of(name))
    _value, notice = loaded(name)  # a blocking open would hang here (pytest-timeout fails it)
    assert "not a plain file" in notice


@posix_only
def test_a_link_to_an_endless_device_is_refused_before_reading(monkeypatch):
    os.symlink("/dev/zero", userdata.path_of("campaign.json"))
    reads = []
    monkeypatch.setattr(safefile.os, "read", lambda fd, n: reads.append(n) or b"")
    p, notice = progress.load()
    assert p == progress.Progress() and "not a plain file" in notice and reads == []


@pytest.mark.parametrize("name", FILES)
def test_a_folder_where_a_file_should_be_is_refused(name):
    userdata.path_of(name).mkdir()
    _value, notice = loaded(name)
    assert "folder, not a file" in notice
    assert userdata.write_json(name, {"version": 1})  # the folder was moved aside, so saving works


def test_a_file_over_the_size_limit_is_refused_unread(monkeypatch):
    monkeypatch.setattr(userdata, "MAX_BYTES", 100)
    write_raw("settings.json", json.dumps(settings.Settings().to_json()))
    s, notice = settings.load()
    assert s == settings.Settings() and "more than the 100" in notice


def test_a_file_growing_past_the_limit_while_read_is_cut_off(monkeypatch):
    path = write_raw("settings.json", "{}")
    chunks = iter([b"x" * 60, b"x" * 60, b"x" * 60])
    monkeypatch.setattr(safefile.os, "read", lambda fd, n: next(chunks)[:n])
    with pytest.raises(safefile.Unreadable, match="grew past"):
        safefile.read_bytes(path, 100)


def test_two_breakages_in_the_same_second_keep_both_files(monkeypatch):
    monkeypatch.setattr(userdata.time, "strftime", lambda fmt: "20250101-120000")
    for text in ("{first", "{second", "{third"):
        write_raw("settings.json", text)
        settings.load()
    kept = sorted(p.read_text() for p in userdata.data_dir().glob("settings.json.broken-*"))
    assert kept == ["{first", "{second", "{third"]


def test_a_file_that_cannot_be_moved_aside_says_so(monkeypatch):
    write_raw("settings.json", "{broken")
    real = os.replace
    monkeypatch.setattr(safefile.os, "replace", lambda a, b: (_ for _ in ()).throw(PermissionError(13, "no")) if
                        ".broken-" in str(b) else real(a, b))
    _s, notice = settings.load()
    assert "It could not be moved aside." in notice and "was could" not in notice


# -- backups --------------------------------------------------------------------------------
def test_a_damaged_settings_file_falls_back_to_its_backup():
    settings.save(settings.Settings(scale=3))
    settings.save(settings.Settings(scale=4))
    write_raw("settings.json", "{torn")
    s, notice = settings.load()
    assert s.scale == 3 and "backup" in notice and notice.title == "Settings restored"
    assert settings.load() == (s, None)  # the backup is the main file again: said once


def test_a_missing_settings_file_with_a_backup_uses_the_backup():
    settings.save(settings.Settings(scale=3))
    settings.save(settings.Settings(scale=4))
    userdata.path_of("settings.json").unlink()
    s, notice = settings.load()
    assert s.scale == 3 and "missing" in notice


def test_a_damaged_campaign_file_falls_back_and_the_good_backup_is_never_overwritten():
    p = progress.Progress()
    p.record("01_first", 2, ("02_second",))
    progress.save(p)
    p.record("02_second", 3, ())
    progress.save(p)
    write_raw("campaign.json", "{torn")
    got, notice = progress.load()
    assert got.stars == {"01_first": 2} and "backup" in notice
    got.record("02_second", 1, ())
    progress.save(got)
    progress.save(got)
    assert progress.Progress.from_dict(json.loads(userdata.path_of("campaign.json.bak").read_text())).stars == {
        "01_first": 2, "02_second": 1}


def test_garbage_in_the_main_file_never_becomes_the_backup():
    progress.save(progress.Progress({"a": 3}))
    progress.save(progress.Progress({"a": 3, "b": 1}))
    good = userdata.path_of("campaign.json.bak").read_bytes()
    write_raw("campaign.json", "{torn")  # damaged behind the game's back, then a save without a load
    progress.save(progress.Progress({"c": 2}))
    assert userdata.path_of("campaign.json.bak").read_bytes() == good


def test_damaged_main_and_backup_give_defaults_and_one_message():
    write_raw("settings.json", "{torn")
    write_raw("settings.json.bak", "[1, 2")
    s, notice = settings.load()
    assert s == settings.Settings() and "backup" in notice and "Defaults are used" in notice
    assert notice.title == "Settings reset"


# -- repair field by field --------------------------------------------------------------------
def test_one_bad_level_loses_only_its_stars():
    userdata.write_json("campaign.json", {"kind": progress.KIND, "version": 1,
                                          "stars": {"01_a": 3, "02_b": 9, "03_c": True}, "unlocked": ["02_b", 4]})
    p, notice = progress.load()
    assert p.stars == {"01_a": 3} and p.unlocked == {"02_b"}
    assert '"02_b"' in notice and '"03_c"' in notice and "01_a" not in notice and "dropped" in notice
    assert notice.title == "Campaign progress repaired"


def test_all_actions_unbound_makes_a_message_that_fits_one_screen():
    from game.app.app import App
    from game.app.common import MessageOverlay
    from game.scenes.title import opening

    data = settings.Settings().to_json()
    data["keys"] = {a: [] for a in settings.ACTIONS}
    data["pad"] = {a: ["nope"] for a in settings.ACTIONS}
    userdata.write_json("settings.json", data)
    app = App(headless=True, scale=1, start=opening)
    top = app.stack.top
    assert isinstance(top, MessageOverlay) and top.title == "Settings repaired"
    assert len(top.pages) == 1 and top.rect.top >= 0 and top.rect.bottom <= 270 - 12
    app.shutdown()


def test_a_long_message_is_paged_and_every_page_fits():
    from game.app.app import App
    from game.app.common import MessageOverlay

    app = App(headless=True, scale=1)
    overlay = MessageOverlay(app, "Long", "A sentence that goes on. " * 200)
    app.stack.push(overlay)
    assert len(overlay.pages) > 1 and overlay.rect.top >= 0 and overlay.rect.bottom <= 270 - 12
    for _ in range(len(overlay.pages) - 1):
        app.post("confirm")
        app.step(1)
        assert app.stack.top is overlay
    app.post("confirm")
    app.step(1)
    assert app.stack.top is not overlay
    app.shutdown()


# -- newer versions -----------------------------------------------------------------------------
NEWER = [
    ("settings.json", {"version": settings.VERSION + 1, "scale": 3}),
    ("campaign.json", {"kind": progress.KIND, "version": progress.VERSION + 1, "stars": {"x": 3}}),
]


@pytest.mark.parametrize("name, data", NEWER)
def test_a_newer_file_is_left_untouched_and_never_written_over(name, data):
    path = write_raw(name, json.dumps(data))
    before = path.read_bytes()
    value, notice = loaded(name)
    assert "newer version" in notice and "left as it is" in notice and notice.title.endswith("kept")
    assert "defaults are used" not in notice  # the loader's own words for what happens now
    assert value in (settings.Settings(), progress.Progress())
    assert not userdata.write_json(name, data | {"version": data["version"] - 1})
    assert path.read_bytes() == before
    assert not list(userdata.data_dir().glob(f"{name}.broken-*"))
    assert userdata.take_notices() == []  # the load said it; the skipped write does not repeat it


@pytest.mark.parametrize("name, data", NEWER + [("match.json", {"kind": "daifugo-arcade-match", "version": 99})])
def test_a_newer_backup_alone_is_never_turned_over_or_removed(name, data):
    backup = write_raw(name + userdata.BACKUP, json.dumps(data))
    before = backup.read_bytes()
    if name != "match.json":
        _value, notice = loaded(name)
        assert "newer version" in notice and "left as it is" in notice and notice.title.endswith("kept")
    ours = data | {"version": data["version"] - 1}
    for _ in range(3):  # the second write would turn our own first file into the backup
        assert userdata.write_json(name, ours)
    assert backup.read_bytes() == before
    userdata.remove(name, data.get("kind"), ours["version"])
    assert backup.read_bytes() == before and not userdata.path_of(name).exists()


def test_a_newer_save_says_a_new_match_cannot_be_autosaved_once():
    from game.table.saving import save
    from game.table.tour.shots import session

    write_raw(save.FILE_NAME, json.dumps({"kind": save.KIND, "version": save.VERSION + 1, "session": {}}))
    loaded_session, notice = save.load()
    assert loaded_session is None and "There is no match to continue." in notice
    assert "defaults are used" not in notice
    assert not save.write_data(save.encode(session())) and not save.write_data(save.encode(session()))
    notices = userdata.take_notices()
    assert [n.title for n in notices] == ["Not saved"] and "this match cannot be autosaved" in notices[0]



@pytest.mark.parametrize("name, data", NEWER + [
    ("records.json", {"kind": "daifugo-arcade-records", "version": 99, "players": {}}),
    ("replays.json", {"kind": "daifugo-arcade-replays", "version": 99, "matches": []})])
@pytest.mark.parametrize("where", ["main", "backup"])
def test_a_newer_file_is_told_once_per_run_however_often_it_is_read(name, data, where):
    write_raw(name + (userdata.BACKUP if where == "backup" else ""), json.dumps(data))
    told = [userdata.load(name, lambda d: _decoder(name)(d), "Things").notice for _ in range(4)]
    assert "newer version" in told[0] and told[1:] == [None, None, None]


def _decoder(name):
    from game.records import store

    return {"settings.json": settings.Settings.parse, "campaign.json": progress.Progress.parse,
            "records.json": store._decode_records, "replays.json": store._decode_replays}[name]


def test_a_newer_records_file_is_told_once_in_a_five_hand_match():
    from game.engine import Rules
    from game import writer
    from game.records import store
    from game.table.match.session import Listener
    from tests.records.helpers import play, session

    write_raw(store.RECORDS, json.dumps({"kind": store.RECORDS_KIND, "version": 99, "players": {}}))
    told = []
    s = session(Rules.preset("classic").replace(rounds=5, target_points=0), seed=3)

    class Told(Listener):
        def hand_ended(self, done):  # after the recorder's: what its writes said, hand by hand
            writer.settle()
            told.extend(store.take_notices())

    s.subscribe(Told())
    play(s)
    told += store.take_notices()
    assert len(s.match.results) == 5
    assert [n.title for n in told] == ["Records kept"]


def test_repair_messages_quote_values_as_json_and_read_as_sentences():
    write_raw("settings.json", json.dumps({"version": 1, "screen_shake": None, "four_color": "yes",
                                           "keys": {"bogus": ["k"]}}))
    _s, notice = settings.load()
    assert "screen_shake was null" in notice and "the default (true)" in notice and '(["bogus"])' in notice
    assert "None" not in notice and "True" not in notice and "'" not in notice
    write_raw("campaign.json", json.dumps({"kind": progress.KIND, "version": 1, "stars": {"a": 7, "b": 0, "c": 3},
                                           "unlocked": ["a", 5, None]}))
    _p, notice = progress.load()
    assert notice == ('campaign.json: The stars of "a", "b" were not 1 to 3, so they were reset (play them again '
                      "to earn them). Its unlocked list held 2 values that are not level names; they were dropped.")
    write_raw("campaign.json", '{"kind": "daifugo-arcade-campaign", "ver')
    _p, notice = progress.load()
    assert "(it is not valid JSON at line 1, column 37)" in notice


@posix_only
def test_a_pipe_is_named_without_brackets_in_brackets():
    os.mkfifo(userdata.path_of("settings.json"))
    _s, notice = settings.load()
    assert "(it is a device, pipe or socket, not a plain file)" in notice



@pytest.mark.parametrize("name", FILES + ["records.json", "replays.json", "joined.json"])
def test_a_5000_digit_number_anywhere_in_a_file_gets_our_words_not_pythons(name):
    from game.net.join import seat_record
    from game.records import store

    write_raw(name, '{"kind": "x", "version": 1, "deep": [{"n": ' + "7" * 5000 + '}]}')
    if name in FILES:
        notice = loaded(name)[1]
    elif name == "joined.json":
        notice = seat_record.read()[1]
    else:
        (store.load_records if name == "records.json" else store.load_replays)()
        [notice] = store.take_notices()
    assert f"{name} is damaged (it holds a number of 5,000 digits, more than the 4,300 a number may have)" in notice
    assert "set_int_max_str_digits" not in notice


def test_a_data_folder_set_with_a_tilde_is_in_the_home_folder(tmp_path, monkeypatch):
    (tmp_path / "here").mkdir()
    monkeypatch.chdir(tmp_path / "here")
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("DAIFUGO_DATA_DIR", "~/daifugo")
    assert userdata.data_dir() == tmp_path / "daifugo" and (tmp_path / "daifugo").is_dir()
    assert not (tmp_path / "here" / "~").exists()
