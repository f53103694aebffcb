"""Progress: clearing a level unlocks the next and survives a restart; a corrupt file is reported."""
import json
import tempfile

import pytest

from game import userdata
from game.campaign import progress
from game.campaign.goals import Goal, MatchResult
from game.campaign.road import Road


def result(places, scores, winner, seat=0):
    return MatchResult(seat, tuple(tuple(p) for p in places), tuple(scores), winner)


def test_goals_judge_a_finished_match():
    r = result([(0, 1, 2, 3), (1, 0, 3, 2), (2, 1, 0, 3)], [6, 6, 4, 0], 1)
    assert r.standing == 2 and r.firsts == 1 and r.lasts == 0 and not r.won
    assert not Goal("win").met(r)
    assert Goal("first", 1).met(r) and not Goal("first", 2).met(r)
    assert Goal("score", 6).met(r) and not Goal("score", 7).met(r)
    assert Goal("top", 2).met(r) and not Goal("top", 1).met(r)
    assert Goal("top", 2).stars(r) == 2  # met, not won, never last
    assert Goal("win").stars(r) == 0


def test_clearing_a_level_unlocks_the_next_and_survives_a_restart():
    road = Road.load()
    first, second = road.entries[0], road.entries[1]
    p, msg = progress.load()
    assert msg is None and road.state(first, p) == "open" and road.state(second, p) == "locked"
    assert p.record(first.id, 2, first.level.unlocks) == [second.id]
    progress.save(p)
    again, msg = progress.load()  # a restart reads the file afresh
    assert msg is None
    assert road.state(first, again) == "cleared" and road.state(second, again) == "open"
    assert again.stars[first.id] == 2
    assert again.record(first.id, 1, first.level.unlocks) == [] and again.stars[first.id] == 2  # best kept


def test_a_failed_match_unlocks_nothing():
    p = progress.Progress()
    assert p.record("01_corner_cafe", 0, ("02_lantern_row",)) == [] and not p.stars


def test_a_corrupt_progress_file_is_reported_and_defaults_used():
    userdata.path_of(progress.FILE_NAME).write_text("{not json", encoding="utf-8")
    p, msg = progress.load()
    assert p == progress.Progress() and "damaged" in msg and "moved to" in msg
    assert not userdata.path_of(progress.FILE_NAME).exists()
    assert list(userdata.data_dir().glob("campaign.json.broken-*"))


def test_nonsense_in_valid_json_and_newer_versions_are_reported():
    userdata.write_json(progress.FILE_NAME, {"kind": progress.KIND, "version": 1, "stars": {"x": 9}, "unlocked": []})
    p, msg = progress.load()
    assert p == progress.Progress() and "stars" in msg
    userdata.write_json(progress.FILE_NAME, {"kind": progress.KIND, "version": 99, "stars": {}, "unlocked": []})
    p, msg = progress.load()
    assert "newer version" in msg


def test_reset_forgets_every_clear():
    p = progress.Progress({"01_corner_cafe": 3}, {"02_lantern_row"})
    progress.save(p)
    progress.reset()
    assert progress.load() == (progress.Progress(), None)
    saved = json.loads(userdata.path_of(progress.FILE_NAME).read_text())
    assert saved["version"] == progress.VERSION and saved["kind"] == progress.KIND


def test_a_deeply_nested_progress_file_is_reported_not_a_crash():
    userdata.path_of(progress.FILE_NAME).write_text("[" * 100_000, encoding="utf-8")
    p, msg = progress.load()
    assert p == progress.Progress() and "damaged" in msg and "nested too deeply" in msg
    assert list(userdata.data_dir().glob("campaign.json.broken-*"))


def test_a_nested_value_is_quoted_short_in_the_message():
    deep = "[" * 900 + "]" * 900
    userdata.path_of(progress.FILE_NAME).write_text(
        '{"kind": "%s", "version": %s}' % (progress.KIND, deep), encoding="utf-8")
    p, msg = progress.load()
    assert p == progress.Progress() and "version" in msg and len(msg) < 400


def test_a_save_on_a_refusing_disk_returns_false_and_keeps_the_last_file():
    progress.save(progress.Progress({"01_corner_cafe": 2}))

    def refused(*args, **kwargs):
        raise OSError(30, "Read-only file system")

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(tempfile, "mkstemp", refused)
        assert progress.save(progress.Progress({"01_corner_cafe": 3})) is False
    assert progress.load() == (progress.Progress({"01_corner_cafe": 2}), None)
    assert "the disk is read-only" in userdata.take_notices()[0]


def test_a_newer_progress_file_survives_a_reset():
    path = userdata.path_of(progress.FILE_NAME)
    path.write_text(json.dumps({"kind": progress.KIND, "version": 99, "stars": {"x": 3}}))
    before = path.read_bytes()
    assert progress.load()[0] == progress.Progress()
    progress.reset()
    assert path.read_bytes() == before


@pytest.mark.parametrize("field, value", [
    ("stars", {f"{i}": 1 for i in range(250_000)}),  # 2.6 MB: a file the reader takes
    ("unlocked", [f"{i}" for i in range(250_000)]),
])
def test_a_file_no_save_could_write_back_is_refused_at_load_and_the_next_clear_is_kept(field, value):
    data = {"kind": progress.KIND, "version": 1, "stars": {}, "unlocked": [], field: value}
    userdata.path_of(progress.FILE_NAME).write_text(json.dumps(data, separators=(",", ":")), encoding="utf-8")
    p, msg = progress.load()
    assert p == progress.Progress()
    assert f"campaign.json is damaged ({field}: expected at most 5,000 levels, got 250,000)" in msg
    assert "Progress starts afresh." in msg
    p.record("01_corner_cafe", 2, ("02_lantern_row",))
    assert progress.save(p) and userdata.take_notices() == []
    assert progress.load() == (p, None)  # the clear is there at the next launch


def test_at_the_bound_every_level_is_kept_and_written_back():
    long_id = "custom:" + "x" * 255
    p = progress.Progress({long_id[:-4] + f"{i:04}": 3 for i in range(progress.MAX_LEVELS)},
                          {long_id[:-4] + f"{i:04}" for i in range(progress.MAX_LEVELS)}, "Ann")
    assert progress.save(p) and progress.load() == (p, None)
    assert p.record("custom:one_more", 3, ("custom:another",)) == []  # past the bound nothing new is kept
    assert progress.save(p) and progress.load() == (p, None)


def test_a_level_id_no_file_name_could_be_is_dropped_and_said():
    data = {"kind": progress.KIND, "version": 1, "stars": {"x" * 300: 3, "01_corner_cafe": 2},
            "unlocked": ["y" * 300, "02_lantern_row"]}
    userdata.write_json(progress.FILE_NAME, data)
    p, msg = progress.load()
    assert p.stars == {"01_corner_cafe": 2} and p.unlocked == {"02_lantern_row"}
    assert "Its stars named a level no level file could be (longer than 262 characters); it was dropped." in msg
    assert "Its unlocked list held a value that is not a level name; it was dropped." in msg
