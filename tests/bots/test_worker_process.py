"""BotWorker on the bot process: the same answers as the thread path, a stale job cancelled
before it starts and ignored after, bot errors re-raised, a dead or unstartable process
replaced by a thread, the spawn start method, nothing left running after shutdown.

Nothing here sleeps or reads a clock: a ``Gate`` holds a search inside ``choose`` until the
test lets it go, so "started" and "not started" are facts the test arranged. Each test gets
its own ``BotPool`` (shut down afterwards), so a killed process never touches the shared one.
"""
from __future__ import annotations

import logging
import multiprocessing
import os
import pickle
import signal
import threading
from concurrent.futures import wait as wait_for
from multiprocessing import resource_sharer

import pytest

from game.bots import AdvancedBot, make_bot, personality
from game.bots import worker as worker_module
from game.bots.worker import BotPool, BotWorker
from game.table.match.brains import _Hinter
from .helpers import views_with_choices

WAIT = 120  # seconds: only a hang ever waits this long, and then the test fails saying so


class Broken:
    """A bot that fails (module level, so it pickles and fails inside the process)."""

    name = "broken"

    def choose(self, view):
        raise RuntimeError("no idea")


class Unreadable(Exception):
    """An exception the process can pickle but the game cannot rebuild (a required argument)."""

    def __init__(self, code, detail):
        super().__init__(f"{code}: {detail}")


class BrokenOddly:
    name = "broken-oddly"

    def choose(self, view):
        raise Unreadable(7, "odd")


class Gated:
    """Says where it searches (the process id) down its pipe, waits for the word, plays the first legal move.

    It gives up waiting after ``WAIT``, so a test that fails before its ``release`` cannot hang the
    pool's shutdown."""

    name = "gated"

    def __init__(self, line) -> None:
        self.line = line

    def choose(self, view):
        self.line.send(os.getpid())
        if self.line.poll(WAIT):
            self.line.recv()
        return view.legal[0]


class Gate:
    """The test's end of a ``Gated`` bot's pipe (a plain pipe: it travels to the process with the job)."""

    def __init__(self) -> None:
        self.line, far = multiprocessing.Pipe()
        self.bot = Gated(far)

    def started(self) -> int:
        """Wait until the search is inside ``choose``; the id of the process it runs in."""
        assert self.line.poll(WAIT), "the gated search never started"
        return self.line.recv()

    def ever_started(self) -> bool:
        return self.line.poll(0)

    def release(self) -> None:
        self.line.send("go")


def decision_views(preset: str, seed: int, count: int):
    """Views with a real choice at every seat, all decision kinds (seven-give and ten-discard on)."""
    return views_with_choices(preset, seed, count, seat=None, seven_give=True, ten_discard=True)


@pytest.fixture(autouse=True)
def _no_sharer_left():
    """A ``Gate``'s pipe travels to the bot process through multiprocessing's resource sharer, a thread
    started on its first use: stopped after each test, so none leaves a thread behind."""
    yield
    resource_sharer.stop(WAIT)


@pytest.fixture
def process():
    pool = BotPool()
    yield pool
    pool.shutdown()


@pytest.fixture
def threads():
    pool = BotPool(processes=False)
    yield pool
    pool.shutdown()


def quick_bots():
    return [
        AdvancedBot(personality("steady").with_changes(budget=400), seed=4),
        AdvancedBot(personality("revolutionary").with_changes(budget=300), seed=9),
        make_bot("medium:hoarder", seed=2),
        make_bot("beginner", seed=5),
    ]


def children() -> set[int]:
    return {child.pid for child in multiprocessing.active_children()}


def test_bots_views_and_moves_pickle():
    for view in decision_views("jda", seed=1, count=6):
        assert pickle.loads(pickle.dumps(view)) == view
        for move in view.legal:
            assert pickle.loads(pickle.dumps(move)) == move
    for bot in quick_bots():
        copy = pickle.loads(pickle.dumps(bot))
        assert type(copy) is type(bot) and copy.seed == bot.seed


def test_process_path_gives_the_same_moves_as_the_thread_path(process, threads):
    views = decision_views("classic", seed=11, count=5) + decision_views("jda", seed=12, count=5)
    in_process, in_thread = BotWorker(process), BotWorker(threads)
    for view in views:
        for bot in quick_bots():
            in_process.submit(bot, view)
            in_thread.submit(bot, view)
            got, expected = in_process.wait(WAIT), in_thread.wait(WAIT)
            assert got is not None and got == expected, (bot.name, view.seat, view.pending)
            assert got in view.legal
    assert process.in_process, process.reason  # the answers really came from the process
    gate = Gate()
    in_process.submit(gate.bot, views[0])
    assert gate.started() != os.getpid()
    gate.release()
    assert in_process.wait(WAIT) == views[0].legal[0]


def test_a_bot_move_through_a_spawned_process():
    """Windows and macOS start processes with ``spawn``: a fresh interpreter that imports the game."""
    pool = BotPool(multiprocessing.get_context("spawn"))
    try:
        view = decision_views("classic", seed=21, count=1)[0]
        worker, gate = BotWorker(pool), Gate()
        worker.submit(gate.bot, view)
        pid = gate.started()
        assert pid != os.getpid() and pid in children()
        gate.release()
        assert worker.wait(WAIT) == view.legal[0]
        bot = AdvancedBot(personality("steady").with_changes(budget=400), seed=4)
        worker.submit(bot, view)
        assert worker.wait(WAIT) == AdvancedBot(personality("steady").with_changes(budget=400), seed=4).choose(view)
        assert pool.in_process, pool.reason
    finally:
        pool.shutdown()


def test_the_hint_runs_in_the_process_too(process, threads):
    view = decision_views("classic", seed=3, count=1)[0]
    in_process, in_thread = BotWorker(process), BotWorker(threads)
    in_process.submit(_Hinter(5), view)
    in_thread.submit(_Hinter(5), view)
    assert in_process.wait(WAIT) == in_thread.wait(WAIT)
    assert process.in_process


def test_two_workers_share_the_process_and_each_gets_its_own_answer(process):
    first, second = decision_views("classic", seed=5, count=2)
    bot_worker, hint_worker = BotWorker(process), BotWorker(process)
    bot = make_bot("medium", seed=1)
    bot_worker.submit(bot, first)
    hint_worker.submit(_Hinter(2), second)
    assert bot_worker.wait(WAIT) == bot.choose(first)
    advice = hint_worker.wait(WAIT)
    assert advice.move in second.legal and advice.figures[0].move == advice.move


def test_a_stale_job_that_has_started_runs_on_and_its_answer_is_ignored(process):
    first, second = decision_views("classic", seed=9, count=2)
    worker, gate, bot = BotWorker(process), Gate(), make_bot("medium", seed=3)
    stale = worker.submit(gate.bot, first)
    gate.started()
    worker.submit(bot, second)  # supersedes the search in flight
    assert not stale.cancelled() and stale.running()
    assert worker.poll() is None
    gate.release()
    assert worker.wait(WAIT) == bot.choose(second)
    assert stale.result(WAIT) == first.legal[0]  # it did finish, and nobody was handed its move
    assert worker.poll() is None


def test_a_stale_job_that_has_not_started_is_cancelled_and_never_searched(process):
    views = decision_views("classic", seed=9, count=3)
    worker, blocker = BotWorker(process), BotWorker(process)
    holding, queued, bot = Gate(), Gate(), make_bot("medium", seed=3)
    blocker.submit(holding.bot, views[0])
    holding.started()  # the process is busy: what comes next waits its turn
    stale = worker.submit(queued.bot, views[1])
    assert not stale.running()
    current = worker.submit(bot, views[2])
    assert stale.cancelled()
    holding.release()
    assert worker.wait(WAIT) == bot.choose(views[2])
    assert current.done() and not queued.ever_started()  # had it run, it would still be waiting at its gate
    assert blocker.wait(WAIT) == views[0].legal[0]


def test_cancel_drops_the_answer_of_a_started_search(process):
    view = decision_views("classic", seed=8, count=1)[0]
    worker, gate = BotWorker(process), Gate()
    search = worker.submit(gate.bot, view)
    gate.started()
    worker.cancel()
    gate.release()
    assert search.result(WAIT) == view.legal[0]
    assert worker.poll() is None and worker.wait(WAIT) is None


@pytest.mark.parametrize("where", ["process", "threads"])
def test_poll_reraises_a_bot_error(where, request):
    pool = request.getfixturevalue(where)
    view = decision_views("classic", seed=8, count=1)[0]
    worker = BotWorker(pool)
    wait_for([worker.submit(Broken(), view)], WAIT)
    with pytest.raises(RuntimeError, match="no idea"):
        worker.poll()
    assert worker.poll() is None  # raised once
    worker.submit(BrokenOddly(), view)  # an exception that cannot be rebuilt still arrives as an error
    with pytest.raises(RuntimeError, match="Unreadable: 7: odd") as caught:
        worker.wait(WAIT)
    assert 'raise Unreadable(7, "odd")' in "".join(caught.value.__notes__)  # the bot's own traceback
    assert pool.in_process == (where == "process")  # a bot error is not a process failure


def test_a_bot_that_does_not_pickle_searches_in_a_thread(process):
    class Local:
        name = "local"

        def choose(self, view):
            return view.legal[-1], os.getpid()

    view = decision_views("classic", seed=8, count=1)[0]
    worker = BotWorker(process)
    worker.submit(Local(), view)
    assert worker.wait(WAIT) == (view.legal[-1], os.getpid())
    assert process.in_process


def test_a_killed_process_falls_back_to_a_thread(process, caplog):
    views = decision_views("classic", seed=13, count=2)
    bot = AdvancedBot(personality("steady").with_changes(budget=300), seed=4)
    worker, other, gate = BotWorker(process), BotWorker(process), Gate()
    with caplog.at_level(logging.WARNING, logger="game.bots.worker"):
        worker.submit(gate.bot, views[0])
        pid = gate.started()
        other.submit(bot, views[1])  # waiting behind it when the process dies
        os.kill(pid, signal.SIGKILL)
        assert gate.started() == os.getpid()  # the search in flight starts again, in a thread here
        gate.release()
        assert worker.wait(WAIT) == views[0].legal[0]
        assert other.wait(WAIT) == bot.choose(views[1])
    assert not process.in_process and "broke" in process.reason
    assert "bot search process broke" in caplog.text and "in a thread from now on" in caplog.text
    worker.submit(bot, views[0])  # later searches use the thread
    assert worker.wait(WAIT) == bot.choose(views[0])


def test_a_process_killed_while_idle_gives_way_to_a_thread_at_the_next_search(process):
    view = decision_views("classic", seed=14, count=1)[0]
    bot, worker, gate = make_bot("medium", seed=6), BotWorker(process), Gate()
    worker.submit(gate.bot, view)
    pid = gate.started()
    gate.release()
    assert worker.wait(WAIT) == view.legal[0]
    os.kill(pid, signal.SIGKILL)
    worker.submit(bot, view)
    assert worker.wait(WAIT) == bot.choose(view)
    assert not process.in_process and "broke" in process.reason


def test_a_process_that_cannot_start_falls_back_to_a_thread(process, monkeypatch, caplog):
    def refuse(*args, **kwargs):
        raise OSError("processes are not allowed here")

    monkeypatch.setattr(worker_module, "ProcessPoolExecutor", refuse)
    view = decision_views("classic", seed=15, count=1)[0]
    bot = make_bot("medium", seed=6)
    worker = BotWorker(process)
    with caplog.at_level(logging.WARNING, logger="game.bots.worker"):
        worker.submit(bot, view)
        assert worker.wait(WAIT) == bot.choose(view)
    assert not process.in_process and "could not start" in process.reason
    assert "could not start" in caplog.text


def test_shutdown_cancels_what_waits_and_leaves_no_process_behind(process):
    first, second = decision_views("classic", seed=17, count=2)
    worker, other, gate = BotWorker(process), BotWorker(process), Gate()
    running = worker.submit(gate.bot, first)
    pid = gate.started()
    assert pid in children()
    waiting = other.submit(make_bot("medium"), second)
    cancelled = threading.Event()
    waiting.add_done_callback(lambda _: cancelled.set())
    closing = threading.Thread(target=process.shutdown)
    closing.start()  # it waits for the search in flight, which waits for the gate
    assert cancelled.wait(WAIT) and waiting.cancelled()
    gate.release()
    closing.join(WAIT)
    assert not closing.is_alive()
    assert running.result(0) == first.legal[0]
    assert pid not in children()
    with pytest.raises(RuntimeError, match="shut down"):
        worker.submit(make_bot("medium"), first)


def test_the_environment_switch_turns_the_process_off(monkeypatch):
    monkeypatch.setattr(worker_module, "_shared", None)  # restored afterwards: the game's pool stays
    monkeypatch.setenv("DAIFUGO_BOT_PROCESS", "0")
    pool = worker_module.shared_pool()
    try:
        assert BotWorker().pool is pool and not pool.in_process
        view = decision_views("classic", seed=19, count=1)[0]
        bot = make_bot("medium", seed=6)
        worker = BotWorker()
        worker.submit(bot, view)
        assert worker.wait(WAIT) == bot.choose(view)
    finally:
        pool.shutdown()


def test_a_forked_copy_of_the_game_never_uses_the_games_pool(monkeypatch):
    monkeypatch.setattr(worker_module, "_shared", None)
    game_pool = worker_module.shared_pool()
    # As if in a child forked from the game: the pool's owner is another process. (Patching
    # os.getpid instead reached every process pool of the test run: a pool of an earlier test still
    # joining its process saw a foreign pid and failed.)
    monkeypatch.setattr(game_pool, "owner", -1)
    copy_pool = worker_module.shared_pool()
    try:
        assert copy_pool is not game_pool and not copy_pool.in_process
        assert BotWorker().pool is copy_pool
        view = decision_views("classic", seed=18, count=1)[0]
        bot = make_bot("medium", seed=6)
        worker = BotWorker()
        worker.submit(bot, view)
        assert worker.wait(WAIT) == bot.choose(view)
    finally:
        copy_pool.shutdown()
        game_pool.shutdown()


def test_the_frozen_build_keeps_multiprocessing():
    import ast
    from pathlib import Path

    spec = Path(__file__).resolve().parents[2] / "build" / "daifugo.spec"
    for node in ast.walk(ast.parse(spec.read_text())):
        if isinstance(node, ast.Assign) and any(getattr(t, "id", "") == "EXCLUDES" for t in node.targets):
            assert "multiprocessing" not in ast.literal_eval(node.value)
            break
    else:
        pytest.fail("no EXCLUDES list in build/daifugo.spec")


def test_the_self_test_plays_a_move_in_a_spawned_process_and_fails_without_one(monkeypatch):
    from game import selftest

    assert "spawned bot process chose" in selftest.check_worker(app=None)  # type: ignore[arg-type]

    def refuse(*args, **kwargs):
        raise OSError("processes are not allowed here")

    monkeypatch.setattr(worker_module, "ProcessPoolExecutor", refuse)
    with pytest.raises(selftest.CheckFailed, match="could not start"):
        selftest.check_worker(app=None)  # type: ignore[arg-type]
