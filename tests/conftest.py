"""Shared test setup: every test runs headless, silent, in English, and with its own user data folder."""
import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _user_data_dir(tmp_path, monkeypatch):
    """Point the game's user data folder at a fresh temp dir so tests never touch real saves."""
    monkeypatch.setenv("DAIFUGO_DATA_DIR", str(tmp_path / "userdata"))
    yield tmp_path / "userdata"


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


@pytest.fixture(autouse=True)
def _english(monkeypatch):
    """Every test starts in English whatever the machine's locale, and leaves the language as it found it.

    An App picks its language from the settings, else the system locale: a
    Japanese developer's machine would otherwise run the suite in Japanese.
    """
    from game import i18n

    monkeypatch.setenv("LANGUAGE", "en")
    monkeypatch.setattr(i18n, "_active", i18n._ENGLISH)
