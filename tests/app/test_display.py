"""The window opens at the largest whole scale that fits the screen, never larger, centred; at any
size the canvas is letterboxed at the largest whole scale and the mouse maps through the same
layout; a frame identical to the one on screen is not presented again (under SDL's dummy driver,
whose software renderer can be read back)."""
import pygame
import pytest

from game.app import display
from game.app.display import FIT, HEIGHT, WIDTH, Display, fit_scale, letterbox


@pytest.mark.parametrize("screen, scale", [((1920, 1080), 3), ((1600, 900), 3), ((2560, 1440), 4),
                                           ((1366, 768), 2), ((1024, 768), 2), ((800, 600), 1), ((320, 200), 1)])
def test_fit_scale_is_the_largest_window_that_fits_with_its_frame(screen, scale):
    assert fit_scale(screen) == scale


@pytest.mark.parametrize("size, pixel, offset", [
    ((480, 270), 1, (0, 0)), ((960, 540), 2, (0, 0)), ((1920, 1080), 4, (0, 0)),
    ((1000, 700), 2, (20, 80)), ((1024, 768), 2, (32, 114)), ((1440, 1080), 3, (0, 135)),
    ((800, 600), 1, (160, 165)), ((1439, 809), 2, (239, 134)), ((2560, 1440), 5, (80, 45)),
    ((400, 200), 1, (-40, -35)),  # smaller than the canvas: cropped, still centred
])
def test_letterbox_is_the_largest_whole_scale_centred(size, pixel, offset):
    assert letterbox(size) == (pixel, offset)


@pytest.fixture
def windowed(monkeypatch):
    """A real window under the dummy driver, on a 1600x900 'screen'."""
    pygame.display.init()
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1600, 900)])
    yield
    pygame.display.quit()


def centred(size, screen=(1600, 900)):
    return ((screen[0] - size[0]) // 2, (screen[1] - size[1]) // 2)


def test_a_window_opens_at_the_scale_that_fits_and_centred(windowed):
    d = Display(headless=False, scale=FIT)
    assert d.scale == 3 and d.window_size == (1440, 810)
    assert d._window.position == centred((1440, 810))
    assert d._window.resizable and d._window.minimum_size == (WIDTH, HEIGHT)


def test_a_changed_scale_stays_centred_and_never_outgrows_the_screen(windowed):
    d = Display(headless=False, scale=1)
    assert d._window.position == centred((480, 270))
    d.apply(4, False)  # 1920x1080 would not fit a 1600x900 screen
    assert d.scale == 3 and d.requested == 4
    assert d._window.size == (1440, 810) and d._window.position == centred((1440, 810))


def test_back_from_fullscreen_the_window_is_the_scales_and_on_screen(windowed):
    d = Display(headless=False, scale=FIT)
    d._window.position = (1500, 850)  # dragged mostly off the screen
    d.apply(FIT, True)
    assert d.fullscreen
    d.apply(FIT, False)
    assert not d.fullscreen and d._window.size == (1440, 810)
    assert d._window.position == centred((1440, 810))
    assert (d.pixel, d.offset) == (3, (0, 0))


def test_back_from_fullscreen_a_window_the_player_sized_keeps_that_size(windowed):
    d = Display(headless=False, scale=FIT)
    d._window.size = (1200, 700)  # as the player dragging the window's edge
    d.handle_resize()
    d.apply(FIT, True)
    d.apply(FIT, False)
    assert d._window.size == (1200, 700) and d._window.position == centred((1200, 700))
    assert d.window_size == (1200, 700) and d.pixel == 2


def test_a_tall_window_shows_the_largest_whole_scale_that_fits_its_width():
    assert letterbox((800, 1200)) == (1, (160, 465))  # 2x would be 960 wide: never a blurred fit
    assert letterbox((1000, 1400)) == (2, (20, 430))


@pytest.mark.parametrize("size", [(960, 540), (1000, 700), (1440, 1080), (700, 700)])
def test_after_a_resize_the_mouse_maps_through_the_new_letterbox(windowed, size):
    d = Display(headless=False, scale=1)
    d._window.size = size  # as the player dragging the window's edge
    d.handle_resize()
    pixel, (ox, oy) = letterbox(size)
    assert (d.pixel, d.offset) == (pixel, (ox, oy))
    assert d.to_canvas((ox + 123 * pixel, oy + 45 * pixel + pixel - 1)) == (123, 45)
    if ox:
        assert d.to_canvas((ox - 1, oy)) is None  # the bars are no canvas


def test_the_canvas_is_shown_whole_scaled_between_black_bars(windowed):
    d = Display(headless=False, scale=1)
    d._window.size = (1000, 700)
    d.handle_resize()
    d.canvas.fill((200, 10, 10))
    d.canvas.set_at((0, 0), (10, 200, 10))
    assert d.present()
    shown = d._out.renderer.to_surface()
    assert shown.get_at((19, 79))[:3] == (0, 0, 0)  # the bar left of and above the canvas
    assert shown.get_at((20, 80))[:3] == shown.get_at((21, 81))[:3] == (10, 200, 10)  # one canvas pixel, 2x2
    assert shown.get_at((22, 80))[:3] == (200, 10, 10)
    assert shown.get_at((20 + 2 * WIDTH - 1, 80 + 2 * HEIGHT - 1))[:3] == (200, 10, 10)
    assert shown.get_at((20 + 2 * WIDTH, 80 + 2 * HEIGHT))[:3] == (0, 0, 0)


def test_a_frame_with_nothing_new_is_not_presented_again(windowed):
    d = Display(headless=False, scale=1)
    d.canvas.fill((1, 2, 3))
    assert d.present() is True
    assert d.present() is False  # the same pixels are on screen already
    assert d.present(scanlines=True) is True  # the same canvas, shown another way
    d.canvas.set_at((5, 5), (9, 9, 9))
    assert d.present(scanlines=True) is True
    assert d.present(scanlines=True) is False
    d.invalidate()  # the system lost the picture (an expose)
    assert d.present(scanlines=True) is True
    d._window.size = (960, 540)
    d.handle_resize()
    assert d.present(scanlines=True) is True


def test_after_a_device_reset_the_textures_are_new_and_the_frame_is_presented_again(windowed):
    d = Display(headless=False, scale=1)
    d.present()
    lost = d._out.texture
    d.renew()
    assert d._out.texture is not lost
    assert d.present() is True


def test_headless_keeps_its_geometry():
    d = Display(headless=True, scale=FIT)
    assert d.scale == display.HEADLESS_SCALE and d.window_size == (960, 540)
    d.handle_resize((1000, 700))  # the event's size stands in for the window's
    assert (d.pixel, d.offset) == (2, (20, 80))
    d.handle_resize((1, 1))  # the hidden mode's own event
    assert (d.pixel, d.offset) == (2, (20, 80))
    assert d.present() is False  # no window to present to
