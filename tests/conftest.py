"""Shared test setup: every test runs headless, silent, in English, and with its own user data folder;
the one ``app`` fixture builds a headless App (fake controllers, fast animations) at the scene
``app_start`` names."""
import multiprocessing
import os
import threading

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# A headless window never has the focus; without this SDL drops a real (virtual) controller's events.
os.environ.setdefault("SDL_JOYSTICK_ALLOW_BACKGROUND_EVENTS", "1")

import pytest  # noqa: E402
from hypothesis import settings  # noqa: E402

# No example has a deadline: a deadline is an assertion on wall time, which a loaded machine fails at
# random (the project asserts on no elapsed time); a hang is still caught by pytest-timeout.
settings.register_profile("suite", deadline=None)
settings.load_profile("suite")

from tests import leaks  # noqa: E402


@pytest.fixture(autouse=True)
def _user_data_dir(tmp_path, monkeypatch):
    """Point the game's user data folder at a fresh temp dir so tests never touch real saves."""
    from game import writer

    monkeypatch.setenv("DAIFUGO_DATA_DIR", str(tmp_path / "userdata"))
    yield tmp_path / "userdata"
    writer.settle()  # a hand's history writes land in this test's folder, before it is gone


@pytest.fixture(autouse=True)
def _empty_event_queue():
    """Each test starts from an empty SDL event queue: events an earlier test posted and never
    stepped, or window changes it made (a stale "focus lost" pauses an App), are not this test's input."""
    import pygame

    if pygame.display.get_init():
        pygame.event.clear()


@pytest.fixture
def drawn(monkeypatch):
    """Records every text the pixel fonts draw: a list of (text, rect touched), newest last.

    Tests of wording and fit read it instead of pixels: what a player can read, and where.
    """
    from game.gfx.font import Font

    log: list[tuple[str, "object"]] = []
    original = Font.draw

    def draw(self, surface, text, pos, color, align="left", shadow=None):
        rect = original(self, surface, text, pos, color, align, shadow)
        log.append((text, rect))
        return rect

    monkeypatch.setattr(Font, "draw", draw)
    return log


@pytest.fixture
def app_start():
    """The scene factory the ``app`` fixture starts with: the game's own opening, as ``__main__`` gives it.
    A test module overrides this fixture to start somewhere else."""
    from game.scenes.title import opening

    return opening


@pytest.fixture
def app(app_start):
    """A headless App with fake controllers (``testing.PAD`` is device 0) and fast animations."""
    from game.app import testing

    return testing.headless_app(app_start)


def pytest_sessionstart(session):
    """Print pytest-randomly's seed even under ``-q`` (which hides the header that carries it)."""
    seed = getattr(session.config.option, "randomly_seed", None)
    reporter = session.config.pluginmanager.get_plugin("terminalreporter")
    if isinstance(seed, int) and reporter is not None:
        reporter.write_line(f"test order shuffled: rerun it with --randomly-seed={seed}")


@pytest.fixture(autouse=True)
def _english(monkeypatch):
    """Every test starts in English whatever the machine's locale, and leaves the language as it found it.

    An App picks its language from the settings, else the system locale: a
    Japanese developer's machine would otherwise run the suite in Japanese.
    """
    from game import i18n

    monkeypatch.setenv("LANGUAGE", "en")
    monkeypatch.setattr(i18n, "_active", i18n._ENGLISH)


@pytest.fixture(scope="session", autouse=True)
def _the_games_own_workers(tmp_path_factory):
    """Start the workers the game keeps for its whole life before the first test, as it starts them at its
    first write and first search: the history writer's thread, the shared bot pool's process and its
    thread. They are then in every test's count of what was running before it, and nobody's leak."""
    from game import writer
    from game.bots import make_bot
    from game.bots.worker import BotWorker
    from game.engine import Match, Rules

    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("DAIFUGO_DATA_DIR", str(tmp_path_factory.mktemp("workers")))
        writer.queue(lambda: None)
        writer.settle()

    class HomeBound:  # made inside a function, so it cannot travel: it searches on the pool's thread
        def choose(self, view):
            return view.legal[0]

    match = Match(Rules.preset("classic"), seats=4, seed=1)
    worker = BotWorker()
    for bot in (make_bot("advanced"), HomeBound()):  # the bot process, then the pool's thread
        worker.submit(bot, match.view(match.to_act))
        worker.wait(120)


@pytest.fixture(autouse=True)
def _leaves_nothing_open(request):
    """A test closes every socket, thread and process it opened: checked at its own teardown, so a leak
    fails the test that made it, not whichever test the garbage collector happens to run in."""
    threads = set(threading.enumerate())
    children = {child.pid for child in multiprocessing.active_children()}
    sockets = leaks.sockets_open()
    yield
    # threads and processes first: a thread still ending (a link's event loop after its host closed) holds
    # its sockets until it returns, so its sockets are only left open if it is left running
    left = leaks.new_threads(threads) + leaks.new_children(children)
    left += leaks.open_sockets(sockets)
    if left:
        report = os.environ.get("DAIFUGO_LEAK_REPORT")
        if report:
            with open(report, "a", encoding="utf-8") as out:
                out.write(f"{request.node.nodeid}\t{'; '.join(left)}\n")
        else:
            pytest.fail(f"{request.node.nodeid} left open: {'; '.join(left)}", pytrace=False)
