"""Records: a scripted match leaves the right counts, per career, mode, preset and rival;
a damaged records file is moved aside with a message, a bad count is repaired by name."""
from __future__ import annotations

import json
import os
import pathlib
import sys

import pytest

from game import data_folder
from game.engine import Hand, Rules
from game.engine.events import HandOver, HandStarted
from game.records import store
from game.records.history import COUNTS, MatchLog
from game.records.stats import Records, preset_of
from game.table.saving import recorder
from game.table.saving.recorder import Recorder
from game.table.saving.session_state import session_from, state_of

from .helpers import play, session


def _events_of(s):
    """Every event of the match, by replaying it."""
    return [e for _m, events in recorder.replay_of(s).positions() for e in events]


def test_a_match_leaves_the_right_counts_for_every_scope():
    s = play(session(Rules.preset("jda").replace(rounds=4), seed=17, seats=4))
    events = _events_of(s)
    overs = [e for e in events if isinstance(e, HandOver)]
    me = store.load_records().players["You"]
    career = me.scopes["career"]
    assert career.hands == 4 and career.matches == 1
    assert career.wins == (s.match.winner == 0) and career.best_streak == career.wins
    assert career.points == s.match.scores[0] == sum(o.points[0] for o in overs)
    assert career.places[:4] == [sum(o.places.index(0) == p for o in overs) for p in range(4)]
    assert sum(career.titles.values()) == 4
    assert career.eight_cuts == sum(e.kind == "EightCut" and e.seat == 0 for e in events)
    assert career.fouls == sum(e.kind == "Fouled" and e.seat == 0 for e in events)
    assert career.falls == sum(e.kind == "FellFromGrace" and e.seat == 0 for e in events)
    assert me.recent == [s.match.scores[0]]
    assert set(me.scopes) == {"career", "mode:quick", "preset:jda", "rival:Aki", "rival:Ben", "rival:Chie"}
    assert me.scopes["rival:Aki"].hands == 4
    assert set(store.load_records().players) == {"You"}  # bots keep no records


def test_revolutions_and_spade3_counters_are_counted_from_the_events():
    h = Hand.setup(Rules.preset("casual").replace(spade3=True), ["5S 5H 5D 5C 3S", "JK 4D", "6S 7S", "8S 9S"],
                   leader=0)
    log = MatchLog()
    log.count([HandStarted(1, (0, 1, 2, 3), ((),) * 4, 0, 0, False)])
    for move in ("5S 5H 5D 5C", "pass", "pass", "pass"):
        log.count(h.apply(move))
    assert log.counts[0]["revolutions"] == 1
    log.count(h.apply("3S"))
    log.count(h.apply("JK"))
    assert log.counts[1] == dict.fromkeys(COUNTS, 0)  # the joker by itself is no counter


def test_wins_in_a_row_and_rivals_you_ended_ahead_of():
    r = Records()
    for won in (True, True, False, True):
        r.add_match("You", ["career", "rival:Aki"], won, 3, {"Aki"} if won else set())
    t = r.players["You"].scopes["career"]
    assert (t.matches, t.wins, t.streak, t.best_streak) == (4, 3, 1, 2)
    assert r.players["You"].scopes["rival:Aki"].ahead == 3


def test_pass_and_play_counts_each_human_under_their_name():
    play(session(seed=6, humans=2, mode="pass"))
    players = store.load_records().players
    assert set(players) == {"You", "Aki"}
    assert players["Aki"].scopes["rival:You"].matches == 1 and "mode:pass" in players["You"].scopes


def test_time_played_is_counted_with_long_pauses_capped():
    log = MatchLog()
    for now in (0.0, 2.0, 5.0, 10_000.0):
        log.heard("pass", [], now)
    assert log.seconds == 2 + 3 + 120


def test_the_preset_of_rules_ignores_length_timer_and_seats():
    assert preset_of(Rules.preset("jda").replace(rounds=2, seats=5, turn_timer=30)) == "jda"
    assert preset_of(Rules.preset("jda").replace(jack_back=True)) == "custom"


def test_a_bad_count_is_repaired_by_name_and_the_rest_kept(_user_data_dir):
    play(session(seed=2))
    data = json.loads((_user_data_dir / store.RECORDS).read_text())
    data["players"]["You"]["scopes"]["career"]["wins"] = "lots"
    (_user_data_dir / store.RECORDS).write_text(json.dumps(data))
    records = store.load_records()
    assert records.players["You"].scopes["career"].wins == 0
    assert records.players["You"].scopes["career"].hands == 3
    [notice] = store.take_notices()
    assert "You.career.wins: expected a count" in notice


def test_a_repair_is_said_once_though_the_screen_and_the_next_hand_both_read_it(_user_data_dir):
    play(session(seed=2))
    data = json.loads((_user_data_dir / store.RECORDS).read_text())
    data["players"]["You"]["scopes"]["career"]["wins"] = "lots"
    (_user_data_dir / store.RECORDS).write_text(json.dumps(data))
    store.load_records()  # the Records screen: the repair is kept in memory only
    [notice] = store.take_notices()
    assert notice.title == "Records repaired"
    store.load_records()  # opened again
    play(session(seed=3))  # the next hand's end reads the file again, then writes the repair back
    assert store.take_notices() == []
    assert store.load_records().players["You"].scopes["career"].hands == 6 and store.take_notices() == []


def test_a_damaged_records_file_is_moved_aside_and_the_backup_used(_user_data_dir):
    play(session(seed=2))
    play(session(seed=3))
    (_user_data_dir / store.RECORDS).write_bytes(b"\x00\xff garbage")
    records = store.load_records()
    assert records.players["You"].scopes["career"].hands == 5  # the backup: one hand older
    [notice] = store.take_notices()
    assert "records.json is damaged" in notice and "backup" in notice
    assert any(p.name.startswith("records.json.broken-") for p in _user_data_dir.iterdir())


def test_a_crash_mid_write_loses_nothing_recorded(_user_data_dir, monkeypatch):
    """The write is killed between its steps: what was recorded before is still there after."""
    from game import safefile

    play(session(seed=2))
    before = store.load_records().players["You"].scopes["career"].hands

    class Killed(BaseException):
        pass

    def die(*_args):
        raise Killed

    monkeypatch.setattr(safefile.os, "replace", die)
    play(session(seed=3))  # the history writer is killed mid-write; the table never hears of it
    monkeypatch.setattr(safefile.os, "replace", os.replace)
    assert store.load_records().players["You"].scopes["career"].hands == before
    assert not store.take_notices()


def test_a_resumed_match_from_an_older_save_keeps_records_but_no_replay():
    s = play(session(seed=4), moves=20)
    data = state_of(s)
    del data["history"]
    resumed = session_from(data)
    resumed.subscribe(Recorder())
    play(resumed)
    assert not resumed.history.complete and recorder.replay_of(resumed) is None
    assert store.load_records().players["You"].scopes["career"].matches == 1


KILLER = """
from game.engine import Rules
from tests.records.helpers import play, session
for n in range(1, 100000):
    play(session(Rules.preset("classic").replace(rounds=1, target_points=0), seed=n))
    print(n, flush=True)
"""


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL")
@pytest.mark.parametrize("after", [2, 9])
def test_a_kill_mid_write_loses_nothing_recorded(_user_data_dir, after):
    """Issue 13: 'nothing already recorded is lost by a crash mid-write': the process is killed
    somewhere in a later match's writes; every match it had finished is still in both files."""
    import signal
    import subprocess

    root = pathlib.Path(__file__).resolve().parents[2]
    child = subprocess.Popen([sys.executable, "-c", KILLER], stdout=subprocess.PIPE, text=True, cwd=root,
                             env={**os.environ, data_folder.ENV_VAR: str(_user_data_dir)})
    for _ in range(after):  # wait on the child's own word, not on the clock
        child.stdout.readline()
    child.send_signal(signal.SIGKILL)
    child.wait()
    child.stdout.close()
    assert store.load_records().players["You"].scopes["career"].matches >= after
    assert len(store.load_replays()) >= after
    assert not store.take_notices()  # neither file was damaged
