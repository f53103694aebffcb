"""The campaign's screenshot shots: broken level files never break the tour (or the self-test that runs it)."""
import shutil

import pytest

from game import paths, userdata
from game.campaign import shots
from game.campaign.road import CUSTOM_DIR, Road
from game.shots import tour

CAMPAIGN_SHOTS = {"campaign-map", "campaign-intro", "campaign-intro-final", "campaign-cleared", "campaign-failed",
                  "campaign-table", "campaign-table-menu", "campaign-results"}


def shot_names(files):
    return {f.name.rsplit("-", 1)[0] for f in files}


def test_broken_levels_in_the_user_levels_folder_do_not_break_the_tour(tmp_path):
    custom = userdata.path_of(CUSTOM_DIR)
    custom.mkdir()
    (custom / "oops.toml").write_text("not = [toml", encoding="utf-8")
    (custom / "deep.toml").write_text("a = " + "[" * 100_000, encoding="utf-8")
    (custom / "typo.toml").write_text('name = 3\nseats = "four"\n', encoding="utf-8")
    (custom / "binary.toml").write_bytes(b"\xff\xfe\x00")
    assert sum(e.level is None for e in Road.load().entries if e.custom) == 4
    assert shot_names(tour(tmp_path / "shots", only="campaign")) == CAMPAIGN_SHOTS


@pytest.fixture
def shipped_copy(tmp_path, monkeypatch):
    copy = tmp_path / "levels"
    shutil.copytree(paths.levels_dir(), copy)
    monkeypatch.setattr(paths, "levels_dir", lambda: copy)
    return sorted(copy.glob("*.toml"))


def test_a_broken_last_shipped_level_does_not_break_the_tour(tmp_path, shipped_copy):
    for i in (4, 6, -1):  # every level a campaign shot would like to show
        shipped_copy[i].write_text("broken = [", encoding="utf-8")
    road = Road.load()
    assert road.shipped[-1].level is None
    level, _previous = shots._playable(road, -1)
    assert level is road.shipped[-2].level  # the last valid entry stands in
    assert shot_names(tour(tmp_path / "shots", only="campaign")) == CAMPAIGN_SHOTS


def test_no_valid_level_at_all_is_a_message_not_a_bare_assert(shipped_copy):
    for path in shipped_copy:
        path.write_text("broken = [", encoding="utf-8")
    with pytest.raises(RuntimeError, match="no shipped level file loads"):
        shots._playable(Road.load(), -1)
