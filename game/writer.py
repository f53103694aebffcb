"""Owns the game's writes to disk during play: run one at a time, in order, off the frame's thread.

Rewriting the replay list and the records reads, encodes and syncs a few
hundred KB to disk, and the autosave syncs the match twice after every move;
on a slow or busy disk either stalls the frame it runs in. So a hand's end
only builds what it records (``game.table.saving.recorder``), a move only takes
the match's state (``game.table.saving.autosave``), and both queue the writes here,
in the order they happened. Each runs in the data folder in force when it was queued
(``data_folder.pinned``), so a test or a tour that moves the folder meanwhile
never gets another's files. A read of the history waits for the writes
queued before it (``settle``), so whoever reads sees every hand that ended;
leaving the game waits for them too (``concurrent.futures`` joins its worker
at exit, and ``App.shutdown`` settles first). A write never raises: a failing
disk becomes the files' own notices, as on the frame's thread.
"""
from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor, wait

from game import data_folder

log = logging.getLogger(__name__)
_NAME = "daifugo-history"
_pool: ThreadPoolExecutor | None = None
_last: Future | None = None
_lock = threading.Lock()


def queue(job: Callable[[], None]) -> None:
    """Run ``job`` after every write queued before it, in the data folder in force now."""
    global _pool, _last
    folder = data_folder.folder_in_force()

    def run() -> None:
        with data_folder.pinned(folder):
            try:
                job()
            except Exception:  # a write never raises into anything; the files' notices say what failed
                log.exception("a history write failed")

    with _lock:
        if _pool is None:
            _pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix=_NAME)
        _last = _pool.submit(run)


def settle() -> None:
    """Wait until every write queued so far is on disk (a no-op on the writer's own thread)."""
    with _lock:
        last = _last
    if last is not None and not threading.current_thread().name.startswith(_NAME):
        wait([last])  # a write killed outright (not an error: those are told) left the files as they were
