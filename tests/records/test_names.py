"""Records count a seat under its face, so a change of language never splits a player or a rival in two."""
from __future__ import annotations

from game import i18n
from game.engine import Rules
from game.records import store
from game.records_screens.names import campaign_rivals, shown
from game.table.match.seating import SeatConfig
from game.table.match.session import Session
from game.table.saving.recorder import counted_as
from game.table.saving.recorder import Recorder
from game.table.wording.rules_text import seat_name

from .helpers import play


def _quick_match(seed: int) -> None:
    """A short quick match set up as the setup screen does: pooled names shown in the language in force."""
    cfg = [SeatConfig("human", seat_name("You"), "You")] + [
        SeatConfig("beginner", seat_name(face), face) for face in ("Aki", "Ben", "Chie")]
    s = Session(Rules.preset("classic").replace(rounds=1, target_points=0, seats=4), cfg, seed, "quick")
    s.subscribe(Recorder())
    play(s)


def test_a_match_in_english_and_one_in_japanese_count_the_same_player_and_rivals():
    _quick_match(3)
    i18n.set_language("ja")
    assert seat_name("You") != "You"  # the test means something only if the name is translated
    _quick_match(4)
    players = store.load_records().players
    assert set(players) == {"You"}
    scopes = players["You"].scopes
    assert scopes["career"].matches == 2
    assert {s for s in scopes if s.startswith("rival:")} == {"rival:Aki", "rival:Ben", "rival:Chie"}
    assert scopes["rival:Aki"].matches == 2


def test_a_typed_name_counts_as_typed_and_the_campaign_player_under_the_name_they_chose():
    assert counted_as("Mio", "Mio", human=True) == "Mio"
    assert counted_as("Mio", "You", human=True) == "Mio"  # the campaign's player: face "You", a typed name
    assert counted_as("You", "You", human=True) == "You"
    i18n.set_language("ja")
    assert counted_as("あなた", "You", human=True) == "You"  # the default name, as the language in force says it
    assert counted_as("キリ", "Kiri", human=False) == "Kiri"  # a campaign rival in Japanese


def test_a_campaign_rival_is_worded_in_the_language_in_force():
    assert campaign_rivals()["Kiri"] == "Kiri"
    i18n.set_language("ja")
    rivals = campaign_rivals()
    assert shown("Kiri", rivals) == "キリ"
    assert shown("Aki", rivals) == seat_name("Aki") != "Aki"  # a pooled name, from the catalog
    assert shown("Mio", rivals) == "Mio"


def test_the_records_screen_words_rivals_even_when_the_data_folder_cannot_be_used(tmp_path, monkeypatch):
    blocker = tmp_path / "a file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("DAIFUGO_DATA_DIR", str(blocker))
    assert campaign_rivals()["Kiri"] == "Kiri"  # the shipped levels alone


def test_a_custom_level_added_meanwhile_names_its_rival(_user_data_dir):
    from game import paths

    assert "Zed" not in campaign_rivals()
    source = (paths.levels_dir() / "01_corner_cafe.toml").read_text(encoding="utf-8")
    assert 'portrait = "' in source
    (_user_data_dir / "levels").mkdir(parents=True)
    (_user_data_dir / "levels" / "mine.toml").write_text(source.replace('portrait = "', 'portrait = "Zed', 1),
                                                         encoding="utf-8")
    assert any(face.startswith("Zed") for face in campaign_rivals())


def test_a_match_set_up_in_japanese_and_ended_in_english_counts_the_default_names_by_face():
    i18n.set_language("ja")
    cfg = [SeatConfig("human", seat_name("You"), "You"), SeatConfig("human", seat_name("Player 2"), "Player 2"),
           SeatConfig("beginner", seat_name("Aki"), "Aki"), SeatConfig("beginner", seat_name("Ben"), "Ben")]
    s = Session(Rules.preset("classic").replace(rounds=1, target_points=0, seats=4), cfg, 8, "pass")
    s.subscribe(Recorder())
    i18n.set_language("en")  # Settings, mid-match
    play(s)
    assert set(store.load_records().players) == {"You", "Player 2"}


def test_a_custom_rival_with_a_shipped_face_never_renames_it(_user_data_dir):
    from game import paths

    source = (paths.levels_dir() / "01_corner_cafe.toml").read_text(encoding="utf-8")
    renamed = source.replace('portrait = "Mika"', 'portrait = "Kiri"').replace('portrait = "Taro"', 'portrait = "Aki"')
    (_user_data_dir / "levels").mkdir(parents=True)
    (_user_data_dir / "levels" / "mine.toml").write_text(renamed, encoding="utf-8")
    rivals = campaign_rivals()
    assert shown("Kiri", rivals) == "Kiri" and shown("Aki", rivals) == "Aki"
