"""The history writes of a hand's end run off the frame's thread, in order, in the folder they were queued for."""
from __future__ import annotations

import threading

from game import data_folder, userdata
from game import writer
from game.records import store

from .helpers import play, session


def _hold_the_writer() -> threading.Event:
    """Queue a job that keeps the writer busy until the returned event is set."""
    release = threading.Event()
    started = threading.Event()

    def held() -> None:
        started.set()
        release.wait(120)  # a failed test never leaves the writer held for good

    writer.queue(held)
    assert started.wait(60)
    return release


def test_a_hand_end_leaves_the_disk_to_the_writer_and_a_read_waits_for_it(_user_data_dir):
    release = _hold_the_writer()
    try:
        s = session(seed=5, record=True)
        from game.records_screens.shots import autoplay

        autoplay(s)  # every hand's end returns at once: the writer is still busy
        assert not (_user_data_dir / store.RECORDS).exists()
    finally:
        release.set()
    hands = store.load_records().players["You"].scopes["career"].hands  # the read waits for the queued writes
    assert hands == len(s.match.results)
    assert [r.id for r in store.load_replays()] == [s.history.id]


def test_a_write_lands_in_the_folder_in_force_when_it_was_queued(tmp_path, monkeypatch):
    first, second = tmp_path / "first", tmp_path / "second"
    monkeypatch.setenv(data_folder.ENV_VAR, str(first))
    release = _hold_the_writer()
    try:
        writer.queue(lambda: userdata.write_json("probe.json", {"kind": "probe", "version": 1}))
        monkeypatch.setenv(data_folder.ENV_VAR, str(second))  # a later test or tour moves the folder meanwhile
    finally:
        release.set()
    writer.settle()
    assert (first / "probe.json").exists() and not (second / "probe.json").exists()


def test_writes_run_in_the_order_they_were_queued():
    seen: list[int] = []
    for i in range(20):
        writer.queue(lambda i=i: seen.append(i))
    writer.settle()
    assert seen == list(range(20))


def test_a_job_that_fails_is_logged_and_the_writes_after_it_still_run(_user_data_dir):
    def broken() -> None:
        raise RuntimeError("disk on fire")

    writer.queue(broken)
    play(session(seed=4))
    assert store.load_records().players["You"].scopes["career"].hands >= 1
