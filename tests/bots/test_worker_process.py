"""BotWorker on the bot search process: the same answers as the thread path, stale answers
dropped, a dead or unstartable process replaced by threads without hanging, bot errors re-raised.

Each test gets its own ``BotProcess`` (closed afterwards), so a killed process never
affects the shared one the game and the other tests use.
"""
from __future__ import annotations

import logging
import pickle
import time

import pytest

from game.bots import AdvancedBot, make_bot, personality
from game.bots import worker as worker_module
from game.bots.worker import BotProcess, BotWorker
from game.engine import Match, Rules
from game.table.brains import _Hinter

WAIT = 60  # seconds: generous for a slow CI machine; a pass takes well under one


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


class Slow:
    """Sleeps, then plays its first legal move: a search long enough to be cancelled."""

    name = "slow"

    def __init__(self, seconds: float) -> None:
        self.seconds = seconds

    def choose(self, view):
        time.sleep(self.seconds)
        return view.legal[0]


def decision_views(preset: str, seed: int, count: int):
    """Views with a real choice, from a match the medium bot plays (every seat, all decision kinds)."""
    rules = Rules.preset(preset).replace(rounds=3, target_points=0, seven_give=True, ten_discard=True)
    match = Match(rules, seats=4, seed=seed)
    medium = make_bot("medium")
    out = []
    while len(out) < count and not match.is_over:
        view = match.view(match.to_act)
        if len(view.legal) > 1:
            out.append(view)
        match.apply(medium.choose(view))
    return out


@pytest.fixture
def process():
    proc = BotProcess(name="daifugo-bots-test")
    yield proc
    proc.close()


def quick_bots():
    return [
        AdvancedBot(personality("steady").with_changes(budget=400), seed=4),
        AdvancedBot(personality("revolutionary").with_changes(budget=300), seed=9),
        make_bot("medium:hoarder", seed=2),
        make_bot("beginner", seed=5),
    ]


def test_bots_views_and_moves_pickle():
    for view in decision_views("jda", seed=1, count=6):
        assert pickle.loads(pickle.dumps(view)) == view
        for move in view.legal:
            assert pickle.loads(pickle.dumps(move)) == move
    for bot in quick_bots():
        copy = pickle.loads(pickle.dumps(bot))
        assert type(copy) is type(bot) and copy.seed == bot.seed


def test_process_path_gives_the_same_moves_as_the_thread_path(process):
    views = decision_views("classic", seed=11, count=5) + decision_views("jda", seed=12, count=5)
    in_process, in_thread = BotWorker(process), BotWorker(False)
    for view in views:
        for bot in quick_bots():
            in_process.submit(bot, view)
            in_thread.submit(bot, view)
            got, expected = in_process.wait(WAIT), in_thread.wait(WAIT)
            assert got is not None and got == expected, (bot.name, view.seat, view.pending)
            assert got in view.legal
    assert process.pid is not None and in_process.in_process  # the answers really came from the process


def test_the_hint_runs_in_the_process_too(process):
    view = decision_views("classic", seed=3, count=1)[0]
    in_process, in_thread = BotWorker(process), BotWorker(False)
    in_process.submit(_Hinter(5), view)
    in_thread.submit(_Hinter(5), view)
    assert in_process.wait(WAIT) == in_thread.wait(WAIT)


def test_two_workers_share_the_process_and_each_gets_its_own_answer(process):
    first, second = decision_views("classic", seed=5, count=2)
    bot_worker, hint_worker = BotWorker(process), BotWorker(process)
    bot = make_bot("medium", seed=1)
    bot_worker.submit(bot, first)
    hint_worker.submit(_Hinter(2), second)
    assert bot_worker.wait(WAIT) == bot.choose(first)
    move, why = hint_worker.wait(WAIT)
    assert move in second.legal and why


def test_cancel_drops_the_stale_answer(process):
    view = decision_views("classic", seed=8, count=1)[0]
    worker = BotWorker(process)
    worker.submit(Slow(0.3), view)
    worker.cancel()
    assert worker.wait(WAIT) is None  # the search ended and its answer was dropped
    assert not worker.busy and worker.poll() is None


def test_a_newer_submit_supersedes_and_queued_stale_jobs_are_skipped(process):
    views = decision_views("classic", seed=9, count=3)
    worker = BotWorker(process)
    bot = make_bot("medium", seed=3)
    worker.submit(Slow(0.3), views[0])  # running when the next ones arrive
    worker.submit(Slow(5.0), views[1])  # queued behind it, stale before it starts: never searched
    start = time.monotonic()
    worker.submit(bot, views[2])
    assert worker.wait(WAIT) == bot.choose(views[2])
    assert time.monotonic() - start < 4.0
    assert worker.poll() is None


def test_poll_reraises_a_bot_error_from_the_process(process):
    view = decision_views("classic", seed=8, count=1)[0]
    worker = BotWorker(process)
    worker.submit(Broken(), view)
    worker._done.wait(WAIT)
    with pytest.raises(RuntimeError, match="no idea") as caught:
        worker.poll()
    assert any("bot search process" in note for note in getattr(caught.value, "__notes__", []))
    assert worker.poll() is None  # raised once
    worker.submit(BrokenOddly(), view)  # an exception that cannot be rebuilt still arrives as an error
    with pytest.raises(RuntimeError, match="Unreadable"):
        worker.wait(WAIT)
    assert worker.in_process  # a bot error is not a process failure


def test_a_bot_that_does_not_pickle_searches_in_a_thread(process):
    class Local:
        name = "local"

        def choose(self, view):
            return view.legal[-1]

    view = decision_views("classic", seed=8, count=1)[0]
    worker = BotWorker(process)
    worker.submit(Local(), view)
    assert worker.wait(WAIT) == view.legal[-1]


def test_a_killed_process_falls_back_to_threads_without_hanging(process, caplog):
    views = decision_views("classic", seed=13, count=3)
    bot = AdvancedBot(personality("steady").with_changes(budget=300), seed=4)
    worker, blocker = BotWorker(process), BotWorker(process)
    worker.submit(bot, views[0])
    assert worker.wait(WAIT) == bot.choose(views[0])  # the process is up and answering
    blocker.submit(Slow(30.0), views[1])  # keeps the process busy...
    worker.submit(bot, views[2])  # ...so this job is still waiting in it when it dies
    time.sleep(0.2)
    blocker.cancel()  # stale: not searched again after the crash
    with caplog.at_level(logging.WARNING, logger="game.bots.worker"):
        start = time.monotonic()
        process.kill()
        assert worker.wait(WAIT) == bot.choose(views[2])  # searched again, in a thread
        assert time.monotonic() - start < 10
    assert process.failed and not worker.in_process
    assert "bot search process" in caplog.text and "threads from now on" in caplog.text
    assert blocker.wait(5) is None and not blocker.busy
    worker.submit(bot, views[0])  # and later searches use threads
    assert worker.wait(WAIT) == bot.choose(views[0])


def test_a_process_killed_while_idle_is_noticed_and_the_next_search_uses_a_thread(process):
    view = decision_views("classic", seed=14, count=1)[0]
    bot = make_bot("medium", seed=6)
    worker = BotWorker(process)
    worker.submit(bot, view)
    assert worker.wait(WAIT) == bot.choose(view)
    process.kill()
    deadline = time.monotonic() + 10
    while not process.failed and time.monotonic() < deadline:
        time.sleep(0.05)
    assert process.failed
    worker.submit(bot, view)
    assert worker.wait(WAIT) == bot.choose(view)


def test_a_process_that_cannot_start_falls_back_to_threads(process, monkeypatch, caplog):
    def refuse(*args, **kwargs):
        raise OSError("processes are not allowed here")

    monkeypatch.setattr(worker_module.multiprocessing, "get_context", refuse)
    view = decision_views("classic", seed=15, count=1)[0]
    bot = make_bot("medium", seed=6)
    worker = BotWorker(process)
    with caplog.at_level(logging.WARNING, logger="game.bots.worker"):
        worker.submit(bot, view)
        assert worker.wait(WAIT) == bot.choose(view)
    assert process.failed and "could not start" in process.reason
    assert "could not start" in caplog.text


def test_a_hung_process_is_given_up_on(process, monkeypatch):
    monkeypatch.setattr(worker_module, "STALL_SECONDS", 0.5)
    view = decision_views("classic", seed=16, count=1)[0]
    worker = BotWorker(process)
    worker.submit(Slow(20.0), view)
    time.sleep(0.3)  # searching by now (a job cancelled before it starts is skipped, not searched)
    worker.cancel()  # stale, so the fallback does not sleep it out again in a thread
    deadline = time.monotonic() + 10
    while not process.failed and time.monotonic() < deadline:
        time.sleep(0.05)
    assert process.failed and "answered nothing" in process.reason
    assert worker.wait(5) is None and not worker.busy


def test_closing_releases_waiting_workers(process):
    view = decision_views("classic", seed=17, count=1)[0]
    worker = BotWorker(process)
    worker.submit(Slow(20.0), view)
    time.sleep(0.2)
    process.close()
    assert worker.wait(5) is None and not worker.busy


def test_the_environment_switch_turns_the_process_off(monkeypatch):
    monkeypatch.setenv("DAIFUGO_BOT_PROCESS", "0")
    assert not BotWorker().in_process
    monkeypatch.setenv("DAIFUGO_BOT_PROCESS", "1")
    assert BotWorker()._process is worker_module.shared_process()


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


def test_a_forked_copy_of_the_game_searches_in_threads(process, monkeypatch):
    view = decision_views("classic", seed=18, count=1)[0]
    bot = make_bot("medium", seed=6)
    worker = BotWorker(process)
    monkeypatch.setattr(worker_module.os, "getpid", lambda: -1)  # as if in a child forked from the game
    assert not worker.in_process
    worker.submit(bot, view)
    assert worker.wait(WAIT) == bot.choose(view)
    assert process.pid is None  # nothing was started for it
