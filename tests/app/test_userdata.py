"""The user data folder: a file that cannot be read is moved aside, never crashes, never overwrites."""
import pytest

from game import userdata

DEEP = "[" * 100_000  # nested so deeply that the JSON parser runs out of stack


@pytest.mark.parametrize("name", ["settings.json", "match.json", "campaign.json"])
def test_deeply_nested_json_is_a_broken_file_not_a_crash(name):
    userdata.path_of(name).write_text(DEEP, encoding="utf-8")
    data, error = userdata.read_json(name)
    assert data is None
    assert name in error and "nested too deeply" in error and "Defaults" in error
    assert not userdata.path_of(name).exists()
    assert [p.read_text() for p in userdata.data_dir().glob(f"{name}.broken-*")] == [DEEP]  # nothing lost


def test_bytes_that_are_not_utf8_are_a_broken_file():
    userdata.path_of("settings.json").write_bytes(b"\xff\xfe{")
    data, error = userdata.read_json("settings.json")
    assert data is None and "settings.json" in error


def test_two_breakages_in_the_same_second_keep_both_files(monkeypatch):
    monkeypatch.setattr(userdata.time, "strftime", lambda fmt: "20250101-120000")
    for text in ("{first", "{second", "{third"):
        userdata.path_of("settings.json").write_text(text, encoding="utf-8")
        assert userdata.read_json("settings.json")[0] is None
    kept = sorted(p.read_text() for p in userdata.data_dir().glob("settings.json.broken-*"))
    assert kept == ["{first", "{second", "{third"]


def test_report_broken_names_a_fresh_file_too(monkeypatch):
    monkeypatch.setattr(userdata.time, "strftime", lambda fmt: "20250101-120000")
    for n in range(2):
        userdata.write_json("campaign.json", {"n": n})
        message = userdata.report_broken("campaign.json", "nonsense")
        assert "moved to" in message
    assert len(list(userdata.data_dir().glob("campaign.json.broken-*"))) == 2
