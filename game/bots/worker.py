"""Searching off the UI thread: submit a view, poll for the move each frame.

The advanced bot's search is pure Python: in a thread it holds the GIL for
most of every switch interval, and the drawing thread waits its turn (frames
stall by milliseconds). So searches run in one long-lived **bot process**
(``BotProcess``), shared by every ``BotWorker`` and started lazily, off the
UI thread, on the first ``submit``:

- Pickle is only the wire format of the pipe between the game and the child
  process it started itself (what ``multiprocessing`` would use anyway); it is
  never used on a file, so no save or level file can carry code.
- ``submit`` pickles ``(bot, view)`` at once (bots and views are plain
  objects; one that does not pickle is searched in a thread instead) and hands
  the bytes to a feeder thread, so the UI never blocks on the pipe or on the
  process starting. A reader thread routes each answer (the move, or the
  error, re-raised by ``poll`` as before) to the worker that asked.
- A new ``submit`` or ``cancel`` makes any search still running stale: its
  answer is dropped, so a scene that moved on never receives a move for an old
  position. Each job carries the worker's generation number; the process also
  skips queued jobs that are already stale instead of searching them.
- If the process cannot start (a platform without process support, say),
  dies, or stops answering for ``STALL_SECONDS``, the failure is logged, the
  jobs in flight are searched again in threads, and every later search uses the
  thread path: the window never waits on a process that will not answer.
- The process is a daemon, stopped at exit (``atexit``), and quits by itself
  if the game process disappears. ``DAIFUGO_BOT_PROCESS=0`` turns it off.

A bot's choice depends only on (seed, view) (``base.decision_rng``), so the
process and thread paths give the same moves. One difference: attributes a bot
sets while choosing (``AdvancedBot.work``) are set on the process's copy.
"""
from __future__ import annotations

import atexit
import itertools
import logging
import multiprocessing
import os
import pickle
import queue
import signal
import threading
import time
import traceback
from collections import deque
from dataclasses import dataclass
from multiprocessing import connection
from typing import Any

from game.engine import Move, SeatView

from .base import Bot

log = logging.getLogger(__name__)

STALL_SECONDS = 30.0  # jobs waiting and no answer for this long: the process is hung
_PICKLE = pickle.HIGHEST_PROTOCOL


def process_enabled() -> bool:
    """False when ``DAIFUGO_BOT_PROCESS`` is 0/off/no/false: every search then runs in a thread."""
    return os.environ.get("DAIFUGO_BOT_PROCESS", "1").strip().lower() not in ("0", "off", "no", "false")


@dataclass(eq=False)
class _Job:
    worker: "BotWorker"
    generation: int
    done: threading.Event
    bot: Bot
    view: SeatView


class BotProcess:
    """The search process and the two threads that feed it and read its answers.

    States: ``new`` (nothing started), ``running`` (jobs go to the process),
    ``failed`` (could not start, died or hung: jobs go to threads), ``closed``.
    """

    def __init__(self, name: str = "daifugo-bots") -> None:
        self.name = name
        self._lock = threading.Lock()
        self._state = "new"
        self._reason = ""
        self._jobs: dict[int, _Job] = {}
        self._ids = itertools.count(1)
        self._outbox: queue.SimpleQueue[tuple | None] = queue.SimpleQueue()
        self._proc: Any = None  # a multiprocessing Process once started
        self._requests: Any = None  # parent's sending end
        self._answers: Any = None  # parent's receiving end
        self._started = threading.Event()  # set once start succeeded or failed
        self._last_answer = time.monotonic()
        self._owner = os.getpid()  # a process forked from the game must not use the game's threads

    # -- what BotWorker uses --------------------------------------------------------------
    @property
    def usable(self) -> bool:
        return self._state in ("new", "running") and os.getpid() == self._owner

    @property
    def failed(self) -> bool:
        return self._state == "failed"

    @property
    def reason(self) -> str:
        """Why the process is not in use (empty while it is)."""
        return self._reason

    @property
    def pid(self) -> int | None:
        """The search process's id once it started (it may start a moment after the first submit)."""
        if self._state != "new":
            self._started.wait(10)
        return self._proc.pid if self._proc is not None else None

    def submit(self, job: _Job) -> bool:
        """Queue ``job`` for the process; False when the caller must search in a thread instead."""
        if not self.usable:
            return False
        try:
            payload = pickle.dumps((job.bot, job.view), _PICKLE)
        except Exception as exc:  # noqa: BLE001 - e.g. a bot defined inside a function
            log.debug("bot %r does not pickle (%s): searching in a thread", getattr(job.bot, "name", job.bot), exc)
            return False
        with self._lock:
            if not self.usable:
                return False
            rid = next(self._ids)
            if not self._jobs:
                self._last_answer = time.monotonic()  # the stall clock runs only while jobs wait
            self._jobs[rid] = job
            if self._state == "new":
                self._state = "running"
                threading.Thread(target=self._feed, daemon=True, name=f"{self.name}-feed").start()
            self._outbox.put(("job", job.worker.key, job.generation, rid, payload))
        return True

    def cancel(self, key: int, generation: int) -> None:
        """Tell the process that the worker ``key``'s jobs before ``generation`` are stale."""
        if self._state == "running":
            self._outbox.put(("cancel", key, generation))

    def close(self) -> None:
        """Stop the process (at exit; tests). Jobs in flight are released unanswered."""
        with self._lock:
            if self._state == "closed":
                return
            self._state = "closed"
            jobs, self._jobs = self._jobs, {}
        self._outbox.put(None)
        proc = self._proc
        if proc is not None and proc.is_alive():
            proc.terminate()
            proc.join(1.0)
            if proc.is_alive():
                proc.kill()
                proc.join(1.0)
        for job in jobs.values():
            job.worker._deliver(job.generation, None, None, job.done)

    def kill(self) -> None:
        """Kill the process as a crash would (tests): the reader notices and falls back."""
        if self.pid is not None:
            self._proc.kill()

    # -- threads ----------------------------------------------------------------------------
    def _start(self) -> bool:
        try:
            ctx = multiprocessing.get_context()  # the platform default: fork on Linux, spawn elsewhere
            answers, child_answers = ctx.Pipe(duplex=False)
            child_requests, requests = ctx.Pipe(duplex=False)
            proc = ctx.Process(target=_serve, args=(child_requests, child_answers), name=self.name, daemon=True)
            proc.start()
        except Exception as exc:  # noqa: BLE001 - any platform refusal means: use threads
            self._fail(f"could not start ({type(exc).__name__}: {exc})")
            return False
        finally:
            self._started.set()
        # The child holds its ends now; closing ours lets a dead child read as end-of-file.
        child_requests.close()
        child_answers.close()
        self._proc, self._requests, self._answers = proc, requests, answers
        atexit.register(self.close)  # after multiprocessing's own exit hook, so it runs before it
        threading.Thread(target=self._read, daemon=True, name=f"{self.name}-read").start()
        return True

    def _feed(self) -> None:
        if not self._start():
            return
        while True:
            message = self._outbox.get()
            if message is None or self._state != "running":
                return
            try:
                self._requests.send_bytes(pickle.dumps(message, _PICKLE))
            except (OSError, ValueError) as exc:
                self._fail(self._gone(f"stopped taking jobs ({type(exc).__name__}: {exc})"))
                return

    def _read(self) -> None:
        proc, answers = self._proc, self._answers
        why = ""
        while self._state == "running":
            ready = connection.wait([answers, proc.sentinel], timeout=1.0)
            try:
                while answers.poll():
                    self._answer(pickle.loads(answers.recv_bytes()))
            except (EOFError, OSError):
                ready = [proc.sentinel]  # a closed pipe: the process is gone or going
            if proc.sentinel in ready or not proc.is_alive():
                why = self._gone("closed its pipe")
                break
            with self._lock:
                stalled = bool(self._jobs) and time.monotonic() - self._last_answer > STALL_SECONDS
            if stalled:
                why = f"answered nothing for {STALL_SECONDS:.0f} s"
                break
        if self._state == "running":
            self._fail(why)

    def _gone(self, otherwise: str) -> str:
        """How the process ended, for the log: its exit code once it has exited."""
        deadline = time.monotonic() + 1.0
        while self._proc.exitcode is None and time.monotonic() < deadline:  # the other thread may be reaping it
            self._proc.join(0.05)
        code = self._proc.exitcode
        return otherwise if code is None else f"exited (code {code})"

    def _answer(self, message: tuple) -> None:
        kind, rid = message[0], message[1]
        with self._lock:
            job = self._jobs.pop(rid, None)
            self._last_answer = time.monotonic()
        if job is None:
            return
        move: Any = None
        error: Exception | None = None
        if kind == "done":
            try:
                outcome, value = pickle.loads(message[2])
            except Exception as exc:  # noqa: BLE001 - an answer that does not unpickle is the bot's error
                outcome, value = "error", RuntimeError(f"the bot's answer could not be read back: {exc!r}")
            if outcome == "move":
                move = value
            else:
                error = value
        job.worker._deliver(job.generation, move, error, job.done)  # "skip": stale, nothing to hand over

    def _fail(self, why: str) -> None:
        """Give up on the process: log, search the jobs in flight in threads, use threads from now on."""
        with self._lock:
            if self._state in ("failed", "closed"):
                return
            self._state, self._reason = "failed", why
            jobs, self._jobs = self._jobs, {}
        log.warning("bot search process %s; bots search in threads from now on", why)
        self._outbox.put(None)
        proc = self._proc
        if proc is not None and proc.is_alive():
            proc.kill()
        for job in jobs.values():
            job.worker._start_thread(job)


def _serve(requests: Any, answers: Any) -> None:
    """The bot process: search each job that is still current, answer, repeat until told to stop.

    Messages: ``("job", key, generation, rid, payload)``, ``("cancel", key,
    generation)``. Before each search every waiting message is read, so a job
    superseded by a newer submit or a cancel from the same worker is answered
    ``("skip", rid)`` without being searched.
    """
    try:  # Ctrl+C in a terminal reaches the whole process group: the game decides, not us.
        signal.signal(signal.SIGINT, signal.SIG_IGN)
    except (ValueError, OSError, AttributeError):
        pass
    parent = multiprocessing.parent_process()
    watch = [requests] + ([parent.sentinel] if parent is not None else [])
    latest: dict[int, int] = {}
    waiting: deque[tuple] = deque()
    while True:
        if not waiting:
            ready = connection.wait(watch)
            if parent is not None and parent.sentinel in ready:
                return  # the game is gone
        try:
            while requests.poll():
                message = pickle.loads(requests.recv_bytes())
                _kind, key, generation = message[:3]
                latest[key] = max(latest.get(key, 0), generation)
                if message[0] == "job":
                    waiting.append(message)
        except (EOFError, OSError):
            return  # the game closed the pipe
        if not waiting:
            continue
        _kind, key, generation, rid, payload = waiting.popleft()
        answer = ("skip", rid) if generation < latest[key] else ("done", rid, _search(payload))
        try:
            answers.send_bytes(pickle.dumps(answer, _PICKLE))
        except OSError:
            return  # the game stopped reading


def _search(payload: bytes) -> bytes:
    """Run one job; the pickled ``("move", move)`` or ``("error", exception)``."""
    try:
        bot, view = pickle.loads(payload)
        return pickle.dumps(("move", bot.choose(view)), _PICKLE)
    except Exception as exc:  # noqa: BLE001 - handed to poll() in the game process
        exc.add_note("raised in the bot search process:\n" + "".join(traceback.format_exception(exc)).rstrip())
        try:
            data = pickle.dumps(("error", exc), _PICKLE)
            pickle.loads(data)  # an exception class that cannot be rebuilt must not break the answer
            return data
        except Exception:  # noqa: BLE001
            plain = RuntimeError(f"{type(exc).__name__}: {exc}")
            plain.add_note("".join(traceback.format_exception(exc)).rstrip())
            return pickle.dumps(("error", plain), _PICKLE)


_shared: BotProcess | None = None
_shared_lock = threading.Lock()


def shared_process() -> BotProcess:
    """The one bot process every ``BotWorker`` uses by default (created, not started, on first call)."""
    global _shared
    with _shared_lock:
        if _shared is None:
            _shared = BotProcess()
        return _shared


class BotWorker:
    """One search at a time; ``poll`` hands over the answer once.

    ``process``: None (the default) uses the shared bot process unless
    ``DAIFUGO_BOT_PROCESS=0``; False searches in threads; a ``BotProcess`` uses that one.
    """

    _keys = itertools.count(1)

    def __init__(self, process: BotProcess | bool | None = None) -> None:
        self._lock = threading.Lock()
        self._generation = 0
        self._result: Move | None = None
        self._error: Exception | None = None
        self._done = threading.Event()
        self._done.set()
        self.key = next(BotWorker._keys)
        if process is None:
            process = process_enabled()
        self._process: BotProcess | None = (
            (shared_process() if process else None) if isinstance(process, bool) else process)

    @property
    def busy(self) -> bool:
        return not self._done.is_set()

    @property
    def in_process(self) -> bool:
        """Whether searches go to a bot process (False once it failed: threads then)."""
        return self._process is not None and self._process.usable

    def submit(self, bot: Bot, view: SeatView) -> None:
        """Start choosing for ``view`` (the bot object must not be searching elsewhere)."""
        with self._lock:
            self._generation += 1
            generation = self._generation
            self._result = self._error = None
            done = self._done = threading.Event()
        job = _Job(self, generation, done, bot, view)
        if self._process is None or not self._process.submit(job):
            self._start_thread(job)

    def _start_thread(self, job: _Job) -> None:
        if job.generation != self._generation:  # stale already (a fallback replay): nothing to search
            job.done.set()
            return
        threading.Thread(target=self._run, args=(job,), daemon=True, name=f"bot-{job.bot.name}").start()

    def _run(self, job: _Job) -> None:
        try:
            move = job.bot.choose(job.view)
            error = None
        except Exception as exc:  # noqa: BLE001 - poll() re-raises it on the UI thread
            move, error = None, exc
        self._deliver(job.generation, move, error, job.done)

    def _deliver(self, generation: int, move: Move | None, error: Exception | None, done: threading.Event) -> None:
        with self._lock:
            if generation == self._generation:
                self._result, self._error = move, error
            done.set()

    def poll(self) -> Move | None:
        """The chosen move once it is ready (then None again); re-raises a search error."""
        with self._lock:
            if self._error is not None:
                error, self._error = self._error, None
                raise error
            move, self._result = self._result, None
            return move

    def wait(self, timeout: float | None = None) -> Move | None:
        """Block until the current search ends (headless play and tests), then poll."""
        self._done.wait(timeout)
        return self.poll()

    def cancel(self) -> None:
        """Forget the search in flight; its answer will be dropped."""
        with self._lock:
            self._generation += 1
            generation = self._generation
            self._result = self._error = None
        if self._process is not None:
            self._process.cancel(self.key, generation)
