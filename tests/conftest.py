"""Shared test setup: every test runs headless, silent, in English, and with its own user data folder;
the one ``app`` fixture builds a headless App (fake controllers, fast animations) at the scene
``app_start`` names."""
import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# A headless window never has the focus; without this SDL drops a real (virtual) controller's events.
os.environ.setdefault("SDL_JOYSTICK_ALLOW_BACKGROUND_EVENTS", "1")

import pytest  # noqa: E402


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
