"""Replays: a recorded match replays to the same state, is small, and a replay that cannot be
played says why (damaged, or recorded by another version whose engine played differently)."""
from __future__ import annotations

import json

import pytest

from game import userdata
from game.engine import Rules
from game.records import store
from game.records.history import DEAL
from game.records.replay import Replay, ReplayError
from game.table.saving import recorder

from .helpers import play, session


def test_a_recorded_match_replays_to_the_same_state():
    s = play(session(Rules.preset("jda").replace(rounds=3), seed=21, seats=5))
    [replay] = store.load_replays()
    final = replay.final()
    assert final.to_dict() == s.match.to_dict()
    assert replay.moves.count(DEAL) == 2  # the dealer's steps between three hands
    assert replay.result.finished and replay.result.winner == s.match.winner
    assert [seat.name for seat in replay.seats] == [c.name for c in s.seats]


def test_every_position_on_the_way_is_the_matchs(monkeypatch):
    s = session(seed=5)
    seen = []
    apply, deal = s.match.apply, s.match.deal_next
    monkeypatch.setattr(s.match, "apply", lambda m: seen.append(apply(m)) or seen[-1])
    monkeypatch.setattr(s.match, "deal_next", lambda: seen.append(deal()) or seen[-1])
    play(s)
    replay = recorder.replay_of(s)
    steps = [events for _match, events in replay.positions()][1:]
    assert [e for e in steps if e] == seen


def test_a_seat_keeps_its_face_when_it_is_not_its_names():
    s = session(seed=5)
    s.seats[1].portrait = "Goro"  # a campaign opponent's own face
    play(s, moves=20)
    data = _stored(s)
    assert "portrait" not in data["seats"][0] and data["seats"][1]["portrait"] == "Goro"
    faces = [seat.face for seat in Replay.from_dict(data).seats]
    assert faces == ["You", "Goro", "Ben", "Chie"]  # a seat without one (an older replay too): its name's


def test_an_abandoned_match_keeps_its_finished_hands():
    s2 = session(seed=8)
    while len(s2.match.results) < 1:
        play(s2, moves=1)
    play(s2, moves=3)  # walked away in hand 2
    kept = {r.id: r for r in store.load_replays()}[s2.history.id]
    assert kept.result.hands == 1 and not kept.result.finished
    assert kept.final().scores == s2.match.scores


def test_a_stored_match_costs_under_20_kb():
    play(session(Rules.preset("classic").replace(rounds=10, target_points=0), seed=2, seats=6))
    [replay] = store.load_replays()
    size = len(json.dumps(replay.to_dict(), indent=2))
    assert size < 20_000, size


def test_the_store_keeps_the_newest_200(monkeypatch):
    monkeypatch.setattr(store, "KEEP", 5)
    ids = []
    for seed in range(7):
        s = play(session(Rules.preset("classic").replace(rounds=1, target_points=0), seed=seed))
        ids.append(s.history.id)
    assert [r.id for r in store.load_replays()] == ids[::-1][:5]


def _stored(s) -> dict:
    return recorder.replay_of(s).to_dict()


def test_a_replay_from_another_version_that_plays_differently_says_so():
    s = play(session(seed=9))
    data = _stored(s)
    data["game"] = "0.0.1"
    moves = data["moves"].split(";")
    moves[moves.index("")] = "2S 2H 2D 2C"  # a pass (written as nothing) becomes a play nobody could make
    data["moves"] = ";".join(moves)
    with pytest.raises(ReplayError, match=r"recorded by version 0\.0\.1 .* plays it differently: move \d+"):
        Replay.from_dict(data).final()
    other = _stored(s)
    other["game"] = "0.0.1"
    assert Replay.from_dict(other).final().scores == s.match.scores  # same engine: replays exactly
    other["result"]["scores"] = [9, 9, 9, 9]
    with pytest.raises(ReplayError, match="plays it differently: it ends with scores"):
        Replay.from_dict(other).final()


@pytest.mark.parametrize("change, why", [
    (lambda d: d.update(format=2), "newer version of the game"),
    (lambda d: d.update(seed="x"), "seed: expected a whole number"),
    (lambda d: d.update(mode="arcade"), "mode: expected one of"),
    (lambda d: d["rules"].update(jokers=7), "rules: jokers"),
    (lambda d: d.update(seats=[{"name": "A"}] * 4), "seat 1: expected a name"),
    (lambda d: d["result"].update(winner=9), "result.winner"),
    (lambda d: d["seats"][2].update(portrait=7), "seat 3: expected the portrait"),
    (lambda d: d.update(moves=5), "moves: expected the moves as text"),
])
def test_a_bad_replay_names_its_field(change, why):
    data = _stored(play(session(seed=4), moves=30))
    change(data)
    with pytest.raises(ReplayError, match=why):
        Replay.from_dict(data)


def test_a_damaged_replays_file_is_moved_aside_with_a_message_and_play_goes_on(_user_data_dir):
    play(session(seed=1))
    (_user_data_dir / store.REPLAYS).write_text('{"kind": "daifugo-arcade-replays", "version": 1, "matc')
    (_user_data_dir / (store.REPLAYS + ".bak")).unlink(missing_ok=True)
    assert store.load_replays() == []
    [notice] = store.take_notices()
    assert "replays.json is damaged" in notice and "moved to replays.json.broken-" in notice
    assert any(p.name.startswith("replays.json.broken-") for p in _user_data_dir.iterdir())
    s = play(session(seed=2))
    assert [r.id for r in store.load_replays()] == [s.history.id]


def test_one_bad_entry_is_left_out_and_named(_user_data_dir):
    play(session(seed=1))
    play(session(seed=2))
    data = json.loads((_user_data_dir / store.REPLAYS).read_text())
    data["matches"][1]["seed"] = -1
    userdata.write_json(store.REPLAYS, data)
    assert len(store.load_replays()) == 1
    [notice] = store.take_notices()
    assert "match 2 in the list was left out: seed" in notice


def test_moves_taken_back_by_undo_leave_the_replay():
    s = session(seed=14)
    while not s.human_to_act:
        play(s, moves=1)
    length = len(s.history.moves)
    s.apply(s.match.legal_moves()[0])
    play(s, moves=3)  # the bots answer; undo takes it all back
    assert s.undo() and len(s.history.moves) == length
    play(s)
    assert recorder.replay_of(s).final().to_dict() == s.match.to_dict()


def test_a_hand_end_does_not_read_the_list_again_but_a_changed_file_is_read(_user_data_dir, monkeypatch):
    first = play(session(Rules.preset("classic").replace(rounds=1, target_points=0), seed=1))
    reads = []
    real = userdata.load
    monkeypatch.setattr(userdata, "load", lambda name, *a, **k: reads.append(name) or real(name, *a, **k))
    second = play(session(Rules.preset("classic").replace(rounds=1, target_points=0), seed=2))
    assert store.REPLAYS not in reads  # the list written last is the one in memory
    assert [r.id for r in store.load_replays()] == [second.history.id, first.history.id]
    data = json.loads((_user_data_dir / store.REPLAYS).read_text())
    data["matches"] = data["matches"][1:]
    (_user_data_dir / store.REPLAYS).write_text(json.dumps(data))  # changed behind the game's back
    assert [r.id for r in store.load_replays()] == [first.history.id]


def test_rules_are_written_as_their_nearest_preset_and_the_kept_copy_is_never_shared():
    from game.records.replay import compact_rules

    rules = Rules.preset("jda").replace(seats=5, eight_cut=False)
    first = compact_rules(rules)
    assert first == {"preset": "jda", "seats": 5, "eight_cut": False}
    assert Rules.from_dict(first) == rules
    first["seats"] = 6  # a caller's change to its copy ...
    assert compact_rules(rules)["seats"] == 5  # ... is not the next caller's answer
