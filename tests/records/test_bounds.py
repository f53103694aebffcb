"""The history files and the match log are held to what the game can keep: a replay entry no game
wrote is one short note naming the file and the field, never a freeze; the log stops at its cap."""
from __future__ import annotations

import json

import pytest

from game import bounds, userdata
from game.app.app import App
from game.engine import Rules
from game.records import store
from game.records.history import MAX_MOVES, MatchLog

from .helpers import play, session


@pytest.fixture(autouse=True)
def _no_cached_list(monkeypatch):
    """Each test reads the replays from its file, as at a launch; the store's cache is restored after."""
    monkeypatch.setattr(store, "_replays", {})


def _stored_with(change):
    """The replays file of one real match, its entry changed by ``change(entry)``."""
    play(session(Rules.preset("classic").replace(rounds=1, target_points=0), seed=5))
    path = userdata.path_of(store.REPLAYS)
    data = json.loads(path.read_text())
    change(data["matches"][0])
    path.write_text(json.dumps(data))
    store._replays.clear()  # read again from the file, as at the next launch (this test's own cache)
    store.take_notices()


@pytest.mark.parametrize("size", [1_000_000, 2_000_000])
def test_a_replay_whose_one_move_is_megabytes_is_left_out_with_one_short_note(size):
    _stored_with(lambda entry: entry.__setitem__("moves", "3S" * (size // 2)))
    app = App(headless=True)
    from game.records_screens.replays_scene import ReplaysScene

    scene = ReplaysScene(app)
    scene.draw(app.canvas)
    assert scene.replays == []
    notes = store.take_notices()
    assert len(notes) == 1
    text = str(notes[0])
    assert "replays.json" in text and f"moves[0]: expected at most {bounds.MAX_MOVE_TEXT} characters" in text
    assert len(text) < 300
    ReplaysScene(app)  # opened again: nothing new to say
    assert store.take_notices() == []
    app.shutdown()


@pytest.mark.parametrize("name", ["A\x00b", "\x1b[2J", "Aki\u202e", "Ki\ud800"])
def test_a_replay_seat_name_no_file_may_hold_leaves_the_entry_out(name):
    def change(entry):
        entry["seats"][1]["name"] = name
    _stored_with(change)
    assert store.load_replays() == []
    assert "seat 2" in str(store.take_notices()[0])


def test_the_match_log_stops_at_its_cap_and_still_loads():
    log = MatchLog(["pass"] * MAX_MOVES)
    log.heard("3S", [])
    log.dealt([])
    assert len(log.moves) == MAX_MOVES and not log.complete
    again = MatchLog.from_dict(log.to_dict())
    assert len(again.moves) == MAX_MOVES and not again.complete


def test_records_at_the_size_cap_load_without_a_note_and_are_written_back_as_small():
    """A records file is rewritten at every hand's end: what loads must write back no bigger, or the
    next launch would find it over the cap (the file is as compact as the game writes it)."""
    from game.records.stats import Tally

    tally = Tally(hands=5, points=-3, places=[1, 2, 1, 1, 0, 0], titles={"Millionaire": 2}).to_dict()
    players = {f"player{p:03d}": {"scopes": {f"preset:{s:02d}": tally for s in range(60)}, "recent": [1, -2]}
               for p in range(200)}
    path = userdata.path_of(store.RECORDS)
    path.write_text(json.dumps({"kind": store.RECORDS_KIND, "version": store.RECORDS_VERSION, "players": players},
                               sort_keys=True) + "\n")
    size = path.stat().st_size
    records = store.load_records()
    assert store.take_notices() == [] and records.to_dict() == players
    assert store.save_records(records)
    assert path.stat().st_size <= size


@pytest.mark.parametrize("name", ["A\x00b", "\x1b[2J", "Aki\u202e", "Ki\ud800"])
def test_a_records_player_name_no_file_may_hold_is_left_out_and_said(name):
    from game.records.stats import Tally

    players = {"You": {"scopes": {"career": Tally().to_dict()}, "recent": []},
               name: {"scopes": {"career": Tally().to_dict()}, "recent": []}}
    userdata.path_of(store.RECORDS).write_text(json.dumps({"kind": store.RECORDS_KIND, "version": store.RECORDS_VERSION,
                                                           "players": players}))
    assert list(store.load_records().players) == ["You"]
    assert "not a player's records; left out" in str(store.take_notices()[0])


@pytest.mark.parametrize("field", ["seconds", "format"])
def test_a_number_of_thousands_of_digits_is_one_short_note(field):
    _stored_with(lambda entry: entry.__setitem__(field, 10 ** 4000))
    assert store.load_replays() == []
    [note] = store.take_notices()
    assert "replays.json" in note and "(4001 digits)" in note and len(note) < 300
