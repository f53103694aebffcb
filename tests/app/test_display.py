"""The window opens at the largest whole scale that fits the screen, never larger, and is centred
on the screen whenever its size changes (under SDL's dummy driver: a 1024x768 'screen')."""
import pygame
import pytest

from game.app import display
from game.app.display import FIT, Display, fit_scale


@pytest.mark.parametrize("screen, scale", [((1920, 1080), 3), ((1600, 900), 3), ((2560, 1440), 4),
                                           ((1366, 768), 2), ((1024, 768), 2), ((800, 600), 1), ((320, 200), 1)])
def test_fit_scale_is_the_largest_window_that_fits_with_its_frame(screen, scale):
    assert fit_scale(screen) == scale


class Window:
    """Stands in for the display module's window: records where it is put."""

    position = None

    @classmethod
    def from_display_module(cls):
        return cls


@pytest.fixture
def windowed(monkeypatch):
    pygame.display.init()
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1600, 900)])
    monkeypatch.setattr(pygame, "Window", Window)
    monkeypatch.setattr(Window, "position", None)
    yield
    pygame.display.quit()


def test_a_window_opens_at_the_scale_that_fits_and_centred(windowed):
    d = Display(headless=False, scale=FIT)
    assert d.scale == 3 and d.window_size == (1440, 810)
    assert Window.position == ((1600 - 1440) // 2, (900 - 810) // 2)


def test_a_changed_scale_stays_centred_and_never_outgrows_the_screen(windowed):
    d = Display(headless=False, scale=1)
    assert Window.position == ((1600 - 480) // 2, (900 - 270) // 2)
    d.apply(4, False)  # 1920x1080 would not fit a 1600x900 screen
    assert d.scale == 3 and d.requested == 4
    assert Window.position == ((1600 - 1440) // 2, (900 - 810) // 2)


def test_headless_keeps_its_geometry():
    d = Display(headless=True, scale=FIT)
    assert d.scale == display.HEADLESS_SCALE and d.window_size == (960, 540)
