"""Level files: every shipped level loads, the road covers every rule and preset, broken files name the key."""
from dataclasses import fields
from pathlib import Path

import pytest

from game import paths
from game.campaign import LevelError, load_level
from game.campaign.road import Road
from game.engine import Rules

from .helpers import GOOD

SHIPPED = sorted(paths.levels_dir().glob("*.toml"))


def test_at_least_twelve_levels_ship():
    assert len(SHIPPED) >= 12


@pytest.mark.parametrize("path", SHIPPED, ids=lambda p: p.stem)
def test_every_shipped_level_loads_and_validates(path):
    level = load_level(path)
    assert level.name and level.intro
    assert level.rules.seats == level.seats == len(level.opponents) + 1
    assert path.read_text(encoding="utf-8").startswith("# ---"), "each level opens with the format header"


def test_the_road_has_no_broken_entries_and_unlocks_chain():
    road = Road.load(custom=Path("/nonexistent"))
    assert all(e.level is not None for e in road.entries), [e.error for e in road.entries]
    ids = [e.id for e in road.entries]
    for entry, nxt in zip(road.entries, ids[1:]):
        assert nxt in entry.level.unlocks


def test_every_switch_is_taught_and_every_preset_has_a_table():
    levels = [load_level(p) for p in SHIPPED]
    taught = {s for lv in levels for s in lv.teaches}
    assert taught == {f.name for f in fields(Rules)}
    assert {lv.preset for lv in levels} >= {"classic", "jda", "president", "casual"}


def test_the_road_starts_gentle_and_ends_hard():
    levels = [load_level(p) for p in SHIPPED]
    first, last = levels[0], levels[-1]
    assert first.preset == "casual" and first.seats == 4
    assert {o.strength for o in first.opponents} == {"beginner"}
    assert last.preset in ("jda", "president", "uecda") and last.seats >= 5
    assert {o.strength for o in last.opponents} == {"advanced"}
    assert sum(1 for lv in levels if lv.boss) >= 3


def write(tmp_path, text, name="99_bad.toml"):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


@pytest.mark.parametrize("change, key, expected", [
    (('rounds = 2', 'rounds = 2\nsuit_lok = true'), "rules.suit_lok", "unknown rule"),
    (('rounds = 2', 'rounds = 2\nsuit_lock = 1'), "rules.suit_lock", "true or false"),
    (('preset = "casual"', 'preset = "poker"'), "rules.preset", "unknown preset"),
    (('[goal]\ntype = "win"', ''), "goal", "missing"),
    (('type = "win"', 'type = "fly"'), "goal.type", "one of win, first, score, top"),
    (('type = "win"', 'type = "first"\nhands = "two"'), "goal.hands", "whole number"),
    (('seats = 3', 'seats = "three"'), "seats", "whole number"),
    (('strength = "medium"', 'strength = "godlike"'), "opponents[2].strength", "beginner, medium, advanced"),
    (('name = "Test"', 'name = "Test"\nbonus = 1'), "bonus", "a known key"),
    (('name = "Test"', 'name = "Test'), "(file)", "valid TOML"),
    # The table keeps at most game.bounds.MAX_HANDS hands and hands of at most MAX_POINTS points.
    (('rounds = 2', 'rounds = 1001'), "rules.rounds", "at most 1000 hands"),
    (('rounds = 2', 'rounds = 2\npoints = [1000000, 0]'), "rules.points", "from -999 to 999"),
    # A rival's name follows campaign.json's rule for the player's (game.bounds.is_name).
    (('name = "B"', 'name = "B\\u0000"'), "opponents[2].name", "printable"),
    (('name = "B"', 'name = "\\u001b[2J"'), "opponents[2].name", "printable"),
    (('name = "B"', 'name = "Kiri\\u202e"'), "opponents[2].name", "printable"),
    # A goal no match can meet, and a number Python would refuse in its own words.
    (('type = "win"', 'type = "score"\npoints = 1000000000000000'), "goal.points",
     "at most the 6 points this match can give one player, got 1000000000000000"),
    (('rounds = 2', 'rounds = ' + '9' * 5000), "(file)", "numbers of at most 4,300 digits"),
])
def test_a_broken_level_names_the_file_the_key_and_what_was_expected(tmp_path, change, key, expected):
    path = write(tmp_path, GOOD.replace(*change, 1))
    with pytest.raises(LevelError) as info:
        load_level(path)
    assert info.value.key == key
    assert expected in info.value.expected
    assert str(info.value).startswith(f"99_bad.toml: {key}: ")


@pytest.mark.parametrize("rules, most", [
    ('rounds = 2', 6),  # casual: 3 points a hand at best
    ('rounds = 0\ntarget_points = 10', 12),  # one hand past the target at most: 9 + 3
    ('rounds = 0\ntarget_points = 10\npoints = [0, 0, 0]', 0),
    ('rounds = 3\npoints = "titles"', 6),
])
def test_a_score_goal_is_bounded_by_what_the_match_can_give(tmp_path, rules, most):
    def level(points):
        text = GOOD.replace('rounds = 2', rules, 1).replace('type = "win"', f'type = "score"\npoints = {points}', 1)
        return load_level(write(tmp_path, text))

    if most:
        assert level(most).goal.count == most
    with pytest.raises(LevelError, match=f"goal.points: at most the {most} points this match can give one player"):
        level(most + 1)


def test_a_good_custom_file_loads(tmp_path):
    level = load_level(write(tmp_path, GOOD, "mine.toml"), custom=True)
    assert level.id == "custom:mine" and level.seats == 3


def test_a_broken_file_stays_on_the_road_and_the_rest_still_loads(tmp_path):
    shipped = tmp_path / "shipped"
    shipped.mkdir()
    write(shipped, GOOD.replace('name = "Test"', 'name = "One"\nunlocks = ["02_two"]'), "01_one.toml")
    write(shipped, GOOD.replace('type = "win"', 'type = "fly"'), "02_two.toml")
    write(shipped, GOOD, "03_three.toml")
    custom = tmp_path / "custom"
    custom.mkdir()
    write(custom, "not = [toml", "oops.toml")
    road = Road.load(shipped, custom)
    states = [(e.id, e.level is not None) for e in road.entries]
    assert states == [("01_one", True), ("02_two", False), ("03_three", True), ("custom:oops", False)]
    assert "goal.type" in road.entries[1].error and "oops.toml" in road.entries[3].error


def test_a_broken_level_does_not_wall_off_the_rest_of_the_road(tmp_path):
    from game.campaign.progress import Progress

    shipped = tmp_path / "shipped"
    shipped.mkdir()
    write(shipped, GOOD.replace('name = "Test"', 'name = "One"\nunlocks = ["02_two"]'), "01_one.toml")
    write(shipped, "broken = [", "02_two.toml")
    write(shipped, GOOD, "03_three.toml")
    road = Road.load(shipped, tmp_path / "none")
    one, two, three = road.entries
    p = Progress()
    assert [road.state(e, p) for e in road.entries] == ["open", "broken", "locked"]
    p.record(one.id, 1, one.level.unlocks)
    assert [road.state(e, p) for e in road.entries] == ["cleared", "broken", "open"]


def test_a_deeply_nested_custom_level_is_broken_not_a_crash(tmp_path):
    custom = tmp_path / "custom"
    custom.mkdir()
    write(custom, "a = " + "[" * 100_000, "deep.toml")
    write(custom, GOOD, "fine.toml")
    road = Road.load(tmp_path / "none", custom)
    assert [(e.id, e.level is not None) for e in road.entries] == [("custom:deep", False), ("custom:fine", True)]
    assert "deep.toml" in road.entries[0].error and "nested" in road.entries[0].error


def test_a_nested_value_is_quoted_short_in_the_message(tmp_path):
    for depth in (50, 150, 300):
        nested = "[" * depth + "]" * depth
        path = write(tmp_path, GOOD.replace("seats = 3", f"seats = {nested}", 1))
        with pytest.raises(LevelError) as info:
            load_level(path)
        assert info.value.key in ("seats", "(file)") and len(str(info.value)) < 400


def test_the_road_loads_the_shipped_tables_when_the_data_folder_cannot_be_used(tmp_path, monkeypatch):
    from game.campaign.road import Road

    blocker = tmp_path / "a file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("DAIFUGO_DATA_DIR", str(blocker))
    road = Road.load()
    assert road.entries and not any(e.custom for e in road.entries)
