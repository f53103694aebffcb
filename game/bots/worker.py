"""Searching off the UI thread: submit a view, poll for the move each frame.

The advanced bot's search is pure Python: in a thread it holds the GIL for
most of every switch interval and the drawing thread waits its turn (frames
stall by milliseconds). So searches run in one bot process, a
``concurrent.futures.ProcessPoolExecutor(max_workers=1)`` shared by every
``BotWorker`` (``shared_pool``) and started on the first search:

- ``BotPool`` hands the executor one job at a time and keeps the rest in
  order itself. That makes "started" exact: a job the executor holds is
  searching (or about to), one still in the pool's queue has not started.
  A ``BotWorker`` wants one answer at a time, so a new ``submit`` or a
  ``cancel`` cancels the job it superseded if it has not started (never
  searched) and ignores it if it has (its answer is dropped).
- The process is started with ``spawn``, the start method of Windows and
  macOS, on every platform: one code path everywhere, and a fresh
  interpreter holds no lock another thread of the game had when it forked.
- If the process cannot start or breaks (``BrokenProcessPool``: it died), the
  failure is logged, the job in flight is searched again in a thread and
  every later search runs in that thread. ``DAIFUGO_BOT_PROCESS=0`` uses the
  thread from the start. A process forked from the game (the arena's pool)
  gets a thread pool of its own, never the game's process.
- Pickle is the executor's wire format between the game and the child it
  started itself; it is never used on a file, so no save or level file can
  carry code.

A bot's choice depends only on (seed, view) (``base.decision_rng``), so the
process and thread paths give the same moves. One difference: attributes a bot
sets while choosing (``AdvancedBot.work``) are set on the process's copy.
"""
from __future__ import annotations

import copy
import gc
import logging
import multiprocessing
import os
import signal
import sys
import threading
import traceback
from collections import deque
from concurrent.futures import Executor, Future
from concurrent.futures import wait as wait_for
from concurrent.futures.process import BrokenProcessPool, ProcessPoolExecutor
from concurrent.futures.thread import ThreadPoolExecutor
from typing import Any

from game.engine import Move, SeatView

from .base import Bot

log = logging.getLogger(__name__)


def process_enabled() -> bool:
    """False when ``DAIFUGO_BOT_PROCESS`` is 0/off/no/false: every search then runs in a thread."""
    return os.environ.get("DAIFUGO_BOT_PROCESS", "1").strip().lower() not in ("0", "off", "no", "false")


def keep_caches() -> None:
    """After a decision in a process that only plays bots (the bot process, an arena worker):
    leave every object alive now out of later garbage collections (``gc.freeze``).

    The search's caches (hand plans, plays, the engine's move lists) hold tens of
    thousands of objects, and a full collection walks them all: those
    collections were the slowest decisions (p99 283 ms against 96 ms frozen,
    300 classic positions). The search makes no reference cycles
    (``tests/bots/test_search_memory.py``), so freezing loses nothing; a cleared
    cache is still freed as usual. The game's own process never freezes: its
    cycles must still be collected.
    """
    if multiprocessing.parent_process() is not None:
        gc.freeze()


def _choose(bot: Bot, view: SeatView) -> Any:
    """One search (in the bot process or the thread). An error that could not be rebuilt on the
    game's side would break the pool, so it comes back as a RuntimeError carrying its text."""
    try:
        move = bot.choose(view)
        keep_caches()
        return move
    except Exception as exc:
        try:
            copy.deepcopy(exc)  # rebuilt the way the pool rebuilds it (its class called on its args)
        except Exception:  # noqa: BLE001 - e.g. an exception class with required arguments
            plain = RuntimeError(f"{type(exc).__name__}: {exc}")
            plain.add_note("".join(traceback.format_exception(exc)).rstrip())
            raise plain from None
        raise


def _start_child() -> None:
    """In the bot process: leave Ctrl+C to the game, and quit when the game is gone (a crash
    would otherwise leave it waiting for jobs forever)."""
    try:
        signal.signal(signal.SIGINT, signal.SIG_IGN)
    except (ValueError, OSError, AttributeError):
        pass
    parent = multiprocessing.parent_process()
    if parent is not None:
        threading.Thread(target=_quit_with, args=(parent,), daemon=True, name="daifugo-bots-parent").start()


def _quit_with(parent: Any) -> None:
    parent.join()
    os._exit(0)


class BotPool:
    """The bot process (or the thread that replaced it) and the queue of jobs not started yet.

    ``context``: the multiprocessing context of the process (``spawn`` unless
    given); ``processes=False`` searches in a thread only.
    """

    def __init__(self, context: Any = None, processes: bool = True) -> None:
        self._context = context or multiprocessing.get_context("spawn")
        self._lock = threading.Lock()
        self._waiting: deque[tuple[Future, Bot, SeatView]] = deque()
        self._busy = False  # a job is with the executor
        self._process: ProcessPoolExecutor | None = None
        self._thread: ThreadPoolExecutor | None = None
        self._in_process = processes
        self._closed = False
        self._jobs: list[Future] = []  # every job not known to be finished (``settle`` waits for them)
        self.reason = "" if processes else "turned off"
        self.owner = os.getpid()

    @property
    def in_process(self) -> bool:
        """Whether searches go to the bot process (False once it failed: the thread then)."""
        return self._in_process

    def submit(self, bot: Bot, view: SeatView) -> Future:
        """A future for ``bot.choose(view)``; ``cancel`` it before it starts and it never runs."""
        job: Future = Future()
        with self._lock:
            if self._closed:
                raise RuntimeError("the bot pool is shut down")
            self._waiting.append((job, bot, view))
            self._jobs = [j for j in self._jobs if not j.done()] + [job]
        self._next()
        return job

    def settle(self, timeout: float | None = None) -> None:
        """Wait until every job submitted so far has answered or been cancelled: a run without a
        window (tests, the screenshot tour) then sees each search end on the same tick every time."""
        with self._lock:
            jobs = [j for j in self._jobs if not j.done()]
        if jobs:
            wait_for(jobs, timeout)

    def shutdown(self) -> None:
        """Cancel the jobs not started, let the one in flight end (searches are bounded by their
        work budgets), and stop the process: none is left behind."""
        with self._lock:
            self._closed = True
            waiting, self._waiting = list(self._waiting), deque()
            executors = [e for e in (self._process, self._thread) if e is not None]
        for job, _bot, _view in waiting:
            job.cancel()
        for executor in executors:
            executor.shutdown(wait=True, cancel_futures=True)

    # -- one job at a time -----------------------------------------------------------------
    def _next(self) -> None:
        """Hand the oldest job still wanted to the executor, unless one is there already."""
        with self._lock:
            if self._busy:
                return
            while self._waiting:
                job, bot, view = self._waiting.popleft()
                if job.set_running_or_notify_cancel():  # False: cancelled before it started
                    self._busy = True
                    break
            else:
                return
        self._send(job, bot, view)

    def _send(self, job: Future, bot: Bot, view: SeatView) -> None:
        to_process = self._in_process and _travels(bot, view)  # a bot class made in a function cannot travel
        try:
            search = self._executor(to_process).submit(_choose, bot, view)
        except Exception as exc:  # noqa: BLE001 - the process could not start or broke; or the pool is shut down
            why = f"broke ({exc})" if isinstance(exc, BrokenProcessPool) else \
                f"could not start ({type(exc).__name__}: {exc})"
            if to_process and self._fall_back(why):
                self._send(job, bot, view)
            else:
                self._settle(job, None, exc)
            return
        search.add_done_callback(lambda done: self._finished(job, bot, view, done))

    def _finished(self, job: Future, bot: Bot, view: SeatView, search: Future) -> None:
        try:
            move, error = search.result(), None
        except BrokenProcessPool as exc:
            if self._fall_back(f"broke ({exc})"):
                self._send(job, bot, view)  # searched again in the thread
                return
            move, error = None, exc
        except BaseException as exc:  # noqa: BLE001 - the bot's error, re-raised by poll()
            move, error = None, exc
        self._settle(job, move, error)

    def _settle(self, job: Future, move: Any, error: BaseException | None) -> None:
        if error is None:
            job.set_result(move)
        else:
            job.set_exception(error)
        with self._lock:
            self._busy = False
        self._next()

    # -- executors ---------------------------------------------------------------------------
    def _executor(self, process: bool) -> Executor:
        """The process pool (started by its first job), or the thread once it failed or when not wanted.
        One of either is enough: the pool hands out one job at a time."""
        with self._lock:
            if process and self._in_process:
                if self._process is None:
                    self._process = ProcessPoolExecutor(1, mp_context=self._context, initializer=_start_child)
                return self._process
            if self._thread is None:
                self._thread = ThreadPoolExecutor(1, thread_name_prefix="daifugo-bots")
            return self._thread

    def _fall_back(self, why: str) -> bool:
        """Give up on the process (True the first time): log, and search in the thread from now on."""
        with self._lock:
            if not self._in_process or self._closed:
                return False
            self._in_process, self.reason = False, why
            broken, self._process = self._process, None
        log.warning("bot search process %s; bots search in a thread from now on", why)
        if broken is not None:
            broken.shutdown(wait=False, cancel_futures=True)
        return True


def _travels(bot: Bot, view: SeatView) -> bool:
    """Whether the bot process can rebuild this bot: its class must be found by its name
    (a class made inside a function cannot be). Views are engine values and always travel."""
    cls = type(bot)
    found: Any = sys.modules.get(cls.__module__)
    for part in cls.__qualname__.split("."):
        found = getattr(found, part, None)
    if found is not cls:
        log.debug("bot %r cannot travel to the bot process: searching in a thread", getattr(bot, "name", bot))
        return False
    return True


_shared: BotPool | None = None
_shared_lock = threading.Lock()


def settle_all() -> None:
    """Wait for every search of the shared pool under way (none started: nothing to wait for)."""
    if _shared is not None and _shared.owner == os.getpid():
        _shared.settle()


def shared_pool() -> BotPool:
    """The one pool every ``BotWorker`` uses by default; a process forked from the game gets its own,
    on threads (the game's executor and its threads do not exist in the copy)."""
    global _shared
    with _shared_lock:
        if _shared is None or _shared.owner != os.getpid():
            forked = _shared is not None
            _shared = BotPool(processes=process_enabled() and not forked)
        return _shared


class BotWorker:
    """One wanted search at a time, for one caller thread (the UI's): ``poll`` hands the answer
    over once. ``pool``: the shared pool unless given."""

    def __init__(self, pool: BotPool | None = None) -> None:
        self._pool = pool
        self._future: Future | None = None

    @property
    def pool(self) -> BotPool:
        return self._pool or shared_pool()

    def submit(self, bot: Bot, view: SeatView) -> Future:
        """Start choosing for ``view``; the search this supersedes is cancelled or, if started, ignored."""
        self.cancel()
        self._future = self.pool.submit(bot, view)
        return self._future

    def poll(self) -> Move | None:
        """The chosen move once it is ready (then None again); re-raises a search error."""
        future = self._future
        if future is None or not future.done():
            return None
        self._future = None
        return future.result()

    def wait(self, timeout: float | None = None) -> Move | None:
        """Block until the current search ends (headless play and tests), then poll."""
        self.settle(timeout)
        return self.poll()

    def settle(self, timeout: float | None = None) -> None:
        """Block until the current search ends, leaving its answer for ``poll`` (headless play and tests)."""
        if self._future is not None:
            wait_for([self._future], timeout)

    def cancel(self) -> None:
        """Forget the search in flight: cancelled if it has not started, its answer dropped if it has."""
        future, self._future = self._future, None
        if future is not None:
            future.cancel()
