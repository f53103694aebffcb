"""Owns the window and the pixel-perfect presentation of the 480x270 logical canvas.

Whatever size the window has (a scale setting, a size the player dragged it
to, fullscreen on any monitor), the canvas is shown at the largest whole scale
that fits, centred between black bars (``letterbox``), so pixels stay square
and even; mouse positions are mapped back through the very same layout
(``to_canvas``), recomputed on every size change. Scale 0 (the default) opens
the window at the largest whole scale whose window fits the screen; a window
is centred whenever the game sets its size, and coming back from fullscreen
restores the size the window had before (the chosen scale's, or the size the
player dragged it to), centred, so it is never left off screen. A window of
another shape (a tall one) shows the canvas at the largest whole scale that
fits its width and height; no smoother, non-whole fit is offered.

Scaling is the GPU's work where there is one: the canvas is uploaded to a
texture that an SDL renderer draws at the whole scale (nearest-neighbour, SDL's
default); without a renderer the canvas is scaled in software onto the
window's surface. Either way a frame identical to the one on screen is not
presented again (``present`` returns False), which is most of what an idle
game costs. Display calls that some platforms reject (vsync, fullscreen) are
guarded and fall back instead of crashing. In headless mode no window is
opened, but the same geometry is kept so mouse mapping and scaled screenshots
behave exactly as on screen.
"""
from __future__ import annotations

import logging
import warnings
from typing import TYPE_CHECKING, Callable, TypeVar

import pygame

from game.i18n import _

if TYPE_CHECKING:
    from pygame._sdl2.video import Texture

WIDTH, HEIGHT = 480, 270  # 16:9; 1x-4x fit 480x270 up to 1920x1080 exactly
MAX_SCALE = 4
FIT = 0  # the scale setting that means "as large as fits"
HEADLESS_SCALE = 2  # no screen to fit: the geometry tests and tours have always used
SCREEN_MARGIN = (0, 72)  # room a window needs besides its canvas: title bar, task bar
BLACK = (0, 0, 0)

log = logging.getLogger(__name__)
T = TypeVar("T")


def fit_scale(screen: tuple[int, int]) -> int:
    """The largest whole scale whose window (with its frame) fits ``screen``; at least 1."""
    w, h = screen[0] - SCREEN_MARGIN[0], screen[1] - SCREEN_MARGIN[1]
    return max([s for s in range(1, MAX_SCALE + 1) if WIDTH * s <= w and HEIGHT * s <= h] or [1])


def letterbox(size: tuple[int, int]) -> tuple[int, tuple[int, int]]:
    """(pixel, offset) for a window of ``size``: the largest whole scale at which the canvas fits
    (at least 1, cropped in a window smaller than the canvas) and the top-left that centres it."""
    pixel = max(1, min(size[0] // WIDTH, size[1] // HEIGHT))
    return pixel, ((size[0] - WIDTH * pixel) // 2, (size[1] - HEIGHT * pixel) // 2)


def _safe(call: Callable[[], T], what: str) -> T | None:
    try:
        return call()
    except (pygame.error, ImportError, ValueError, TypeError, AttributeError) as exc:  # platform-dependent failures
        log.warning("display: %s failed: %s", what, exc)
        return None


def _ok(call: Callable[[], object], what: str) -> bool:
    """Run a display call that returns nothing; whether the platform took it."""
    return _safe(lambda: call() or True, what) is not None


class GpuOut:
    """Scales on the GPU: the canvas goes to a streaming texture that the renderer stretches."""

    def __init__(self, window: pygame.Window) -> None:
        from pygame._sdl2 import video

        self._video = video
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # a vsync some drivers quietly drop is no error
            renderer = _safe(lambda: video.Renderer(window, vsync=True), "vsync renderer")
        self.renderer = renderer or video.Renderer(window)
        self.renew()

    def renew(self) -> None:
        """Make the textures again: a renderer's device reset (Direct3D, on some fullscreen
        switches) loses them."""
        self.texture = self._video.Texture(self.renderer, (WIDTH, HEIGHT), streaming=True)
        self._lines: tuple[pygame.Surface, Texture] | None = None  # the overlay and its texture

    def show(self, canvas: pygame.Surface, rect: pygame.Rect, lines: pygame.Surface | None) -> None:
        self.texture.update(canvas)
        self.renderer.draw_color = BLACK  # the letterbox bars
        self.renderer.clear()
        self.texture.draw(dstrect=rect)
        if lines is not None:
            if self._lines is None or self._lines[0] is not lines:
                self._lines = (lines, self._video.Texture.from_surface(self.renderer, lines))
            self._lines[1].draw(dstrect=rect)
        self.renderer.present()


class SoftwareOut:
    """No renderer on this platform: scales in software onto the window's own surface."""

    def __init__(self, window: pygame.Window) -> None:
        self.window = window
        self._scaled: pygame.Surface | None = None  # reused between frames

    def show(self, canvas: pygame.Surface, rect: pygame.Rect, lines: pygame.Surface | None) -> None:
        if self._scaled is None or self._scaled.get_size() != rect.size:
            self._scaled = pygame.Surface(rect.size)
        pygame.transform.scale(canvas, rect.size, self._scaled)
        if lines is not None:
            self._scaled.blit(lines, (0, 0))
        screen = self.window.get_surface()  # asked each frame: a resize replaces it
        screen.fill(BLACK)
        screen.blit(self._scaled, rect.topleft)
        self.window.flip()


class Display:
    def __init__(self, headless: bool, scale: int = FIT, fullscreen: bool = False) -> None:
        self.headless = headless
        self.canvas = pygame.Surface((WIDTH, HEIGHT))
        self.requested = scale  # the setting (FIT or 1-4); ``scale`` is what the window got
        self.scale = HEADLESS_SCALE if scale == FIT else max(1, min(MAX_SCALE, scale))
        self.fullscreen = fullscreen
        self.window_size = (WIDTH * self.scale, HEIGHT * self.scale)
        self.windowed_size: tuple[int, int] | None = None  # the window's size when fullscreen came, for its end
        self.pixel, self.offset = letterbox(self.window_size)
        self._window: pygame.Window | None = None
        self._out: GpuOut | SoftwareOut | None = None
        self._shown: tuple[bytes, bool] | None = None  # what the window shows now: canvas bytes, scanlines
        self._scanlines: pygame.Surface | None = None
        if headless:
            # A tiny hidden mode under the dummy driver, so convert() works for sprite code.
            _safe(lambda: pygame.display.set_mode((1, 1), pygame.HIDDEN), "hidden mode")
            self._layout(self.window_size)
        else:
            self.apply(scale, fullscreen)

    @staticmethod
    def _title() -> str:
        # TRANSLATORS: box=none (the window's title bar, drawn by the system)
        return _("Daifugo Arcade")

    def retitle(self) -> None:
        """Name the window in the language in force (when Settings changes the language)."""
        if self._window is not None:
            window = self._window
            _safe(lambda: setattr(window, "title", self._title()), "caption")

    def apply(self, scale: int, fullscreen: bool) -> None:
        """Set window scale (FIT or 1-4, never larger than fits the screen) and fullscreen; falls
        back to what the platform allows. Leaving fullscreen at the same scale setting brings back
        the window's size from before it (a size the player dragged it to stays theirs)."""
        back = self.fullscreen and not fullscreen and scale == self.requested  # the same window returns
        if fullscreen and not self.fullscreen and self._window is not None:
            self.windowed_size = (int(self._window.size[0]), int(self._window.size[1]))
        self.requested = scale
        self.fullscreen = fullscreen
        if self.headless:
            self.scale = HEADLESS_SCALE if scale == FIT else max(1, min(MAX_SCALE, scale))
            self._layout((WIDTH * self.scale, HEIGHT * self.scale))
            return
        screen_size = self._screen_size()
        fits = fit_scale(screen_size) if screen_size else MAX_SCALE
        self.scale = fits if scale == FIT else max(1, min(fits, scale))
        size = (WIDTH * self.scale, HEIGHT * self.scale)
        window = self._window or self._open(size)
        if fullscreen:
            if screen_size:  # X11 with no window manager leaves the window as it was: cover the screen too
                _ok(lambda: setattr(window, "size", screen_size), "screen-sized window")
                _ok(lambda: setattr(window, "position", (0, 0)), "window to the corner")
            if not _ok(lambda: window.set_fullscreen(desktop=True), "fullscreen"):
                self.fullscreen = False
        if not self.fullscreen:
            if back and self.windowed_size is not None:
                size = self.windowed_size
            _safe(window.set_windowed, "windowed")
            _safe(lambda: setattr(window, "size", size), "window size")
            if screen_size:
                self._center(window, screen_size)
        self._layout(window.size)

    def _open(self, size: tuple[int, int]) -> pygame.Window:
        """The window and what presents into it: the GPU renderer, or the window's surface."""
        window = pygame.Window(self._title(), size, resizable=True)
        _ok(lambda: setattr(window, "minimum_size", (WIDTH, HEIGHT)), "minimum size")  # never below 1x
        self._window = window
        self._out = _safe(lambda: GpuOut(window), "renderer") or SoftwareOut(window)
        log.info("display: %s", type(self._out).__name__)
        return window

    @staticmethod
    def _screen_size() -> tuple[int, int] | None:
        sizes = _safe(pygame.display.get_desktop_sizes, "desktop size")
        return (int(sizes[0][0]), int(sizes[0][1])) if sizes else None

    @staticmethod
    def _center(window: pygame.Window, screen_size: tuple[int, int]) -> None:
        """Put the window in the middle of the screen (a new size keeps the old top-left otherwise,
        and a window back from fullscreen may come back anywhere)."""
        ww, wh = window.size
        where = (max(0, (screen_size[0] - ww) // 2), max(0, (screen_size[1] - wh) // 2))
        _safe(lambda: setattr(window, "position", where), "centre window")

    def _layout(self, size: tuple[int, int]) -> None:
        self.window_size = (int(size[0]), int(size[1]))
        self.pixel, self.offset = letterbox(self.window_size)
        self._scanlines = None
        self.invalidate()

    def renew(self) -> None:
        """The renderer lost its textures (``RENDER_DEVICE_RESET``): make them and present again."""
        if isinstance(self._out, GpuOut):
            _safe(self._out.renew, "new textures")
        self.invalidate()

    def invalidate(self) -> None:
        """The window lost what it showed (a resize, an expose): present the next frame whatever it is."""
        self._shown = None

    def handle_resize(self, size: tuple[int, int] | None = None) -> None:
        """The window's size changed (the player dragged it, fullscreen came or went, the display
        changed): lay the canvas out again, so drawing and the mouse agree at the new size. A real
        window is asked its size; headless, ``size`` (the event's) stands in for it, unless it is
        smaller than the canvas: that is the hidden 1x1 mode, not a window of the game's."""
        if self._window is not None:
            self._layout(self._window.size)
        elif size is not None and size[0] >= WIDTH and size[1] >= HEIGHT:
            self._layout(size)

    @property
    def canvas_rect(self) -> pygame.Rect:
        """Where the scaled canvas sits in the window."""
        return pygame.Rect(self.offset, (WIDTH * self.pixel, HEIGHT * self.pixel))

    def to_canvas(self, pos: tuple[int, int]) -> tuple[int, int] | None:
        """Window pixel -> canvas pixel, or None in the letterbox bars."""
        x = (pos[0] - self.offset[0]) // self.pixel
        y = (pos[1] - self.offset[1]) // self.pixel
        if 0 <= x < WIDTH and 0 <= y < HEIGHT:
            return int(x), int(y)
        return None

    def to_window(self, pos: tuple[int, int]) -> tuple[int, int]:
        """Canvas pixel -> the window pixel at its centre (tests use it to aim the mouse)."""
        p = self.pixel
        return (self.offset[0] + pos[0] * p + p // 2, self.offset[1] + pos[1] * p + p // 2)

    def scaled(self, factor: int, scanlines: bool = False) -> pygame.Surface:
        """The canvas scaled by ``factor``, optionally with CRT scanlines (a new surface)."""
        out = pygame.transform.scale_by(self.canvas, factor)
        if scanlines and factor >= 2:
            out.blit(self._scanline_overlay(out.get_size(), factor), (0, 0))
        return out

    def _scanline_overlay(self, size: tuple[int, int], factor: int) -> pygame.Surface:
        if self._scanlines is None or self._scanlines.get_size() != size:
            overlay = pygame.Surface(size, pygame.SRCALPHA)
            # Darken the last row of every scaled pixel, like the gaps between CRT lines.
            for y in range(factor - 1, size[1], factor):
                overlay.fill((0, 0, 0, 90), (0, y, size[0], 1))
            self._scanlines = overlay
        return self._scanlines

    def present(self, scanlines: bool = False) -> bool:
        """Show the canvas in the window, letterboxed at the whole scale; returns whether it did.

        A canvas identical to the one on screen (same pixels, same scanline setting, no resize or
        expose since) is not presented again: the copy and compare cost far less than a present.
        Does nothing headless.
        """
        out = self._out
        if out is None:
            return False
        frame = (self.canvas.get_buffer().raw, scanlines)
        if frame == self._shown:
            return False
        rect = self.canvas_rect
        lines = self._scanline_overlay(rect.size, self.pixel) if scanlines and self.pixel >= 2 else None
        _safe(lambda: out.show(self.canvas, rect, lines), "present")
        self._shown = frame
        return True
