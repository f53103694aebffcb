"""Owns the window and the pixel-perfect presentation of the 480x270 logical canvas.

The canvas is scaled by a whole number with nearest-neighbour (so pixels stay
square), centred and letterboxed in fullscreen. Scale 0 (the default) means the
largest whole scale whose window fits the screen; no scale opens a window bigger
than the screen, and a window is centred on the screen whenever its size changes. Mouse positions are mapped
back to canvas coordinates. Display calls that some platforms reject (vsync,
fullscreen modes) are guarded and fall back instead of crashing. In headless
mode no window is opened, but the same geometry is kept so mouse mapping and
scaled screenshots behave exactly as on screen.
"""
from __future__ import annotations

import logging
import warnings

import pygame

from game.i18n import _

WIDTH, HEIGHT = 480, 270  # 16:9; 1x-4x fit 480x270 up to 1920x1080 exactly
MAX_SCALE = 4
FIT = 0  # the scale setting that means "as large as fits"
HEADLESS_SCALE = 2  # no screen to fit: the geometry tests and tours have always used
SCREEN_MARGIN = (0, 72)  # room a window needs besides its canvas: title bar, task bar


def fit_scale(screen: tuple[int, int]) -> int:
    """The largest whole scale whose window (with its frame) fits ``screen``; at least 1."""
    w, h = screen[0] - SCREEN_MARGIN[0], screen[1] - SCREEN_MARGIN[1]
    return max([s for s in range(1, MAX_SCALE + 1) if WIDTH * s <= w and HEIGHT * s <= h] or [1])

log = logging.getLogger(__name__)


class Display:
    def __init__(self, headless: bool, scale: int = FIT, fullscreen: bool = False) -> None:
        self.headless = headless
        self.canvas = pygame.Surface((WIDTH, HEIGHT))
        self.requested = scale  # the setting (FIT or 1-4); ``scale`` is what the window got
        self.scale = HEADLESS_SCALE if scale == FIT else max(1, min(MAX_SCALE, scale))
        self.fullscreen = fullscreen
        self.window_size = (WIDTH * self.scale, HEIGHT * self.scale)
        self.offset = (0, 0)
        self._screen: pygame.Surface | None = None
        self._scaled: pygame.Surface | None = None  # reused between frames
        self._scanlines: pygame.Surface | None = None
        if headless:
            # A tiny hidden mode under the dummy driver, so convert() works for sprite code.
            self._safe(lambda: pygame.display.set_mode((1, 1), pygame.HIDDEN), "hidden mode")
            self._layout()
        else:
            self.apply(scale, fullscreen)
            self.retitle()

    def retitle(self) -> None:
        """Name the window in the language in force (at start, and when Settings changes the language)."""
        if not self.headless:
            # TRANSLATORS: box=none (the window's title bar, drawn by the system)
            self._safe(lambda: pygame.display.set_caption(_("Daifugo Arcade")), "caption")

    @staticmethod
    def _safe(call, what: str):
        try:
            return call()
        except (pygame.error, ValueError, TypeError) as exc:  # platform-dependent failures
            log.warning("display: %s failed: %s", what, exc)
            return None

    def apply(self, scale: int, fullscreen: bool) -> None:
        """Set window scale (FIT or 1-4, never larger than fits the screen) and fullscreen; falls
        back to what the platform allows."""
        self.requested = scale
        self.fullscreen = fullscreen
        if self.headless:
            self.scale = HEADLESS_SCALE if scale == FIT else max(1, min(MAX_SCALE, scale))
            self.window_size = (WIDTH * self.scale, HEIGHT * self.scale)
            self._layout()
            return
        screen_size = self._screen_size()
        fits = fit_scale(screen_size) if screen_size else MAX_SCALE
        self.scale = fits if scale == FIT else max(1, min(fits, scale))
        screen = None
        if fullscreen:
            screen = self._open((0, 0), pygame.FULLSCREEN)
            if screen is None:
                self.fullscreen = False
        if screen is None:
            screen = self._open((WIDTH * self.scale, HEIGHT * self.scale), 0)
        if screen is None:  # last resort: the smallest window
            self.scale = 1
            screen = self._open((WIDTH, HEIGHT), 0)
        if screen is None:
            raise RuntimeError("no display mode could be opened")
        self._screen = screen
        self.window_size = screen.get_size()
        if not self.fullscreen and screen_size:
            self._center(screen_size)
        self._layout()

    def _screen_size(self) -> tuple[int, int] | None:
        sizes = self._safe(pygame.display.get_desktop_sizes, "desktop size")
        return tuple(sizes[0]) if sizes else None

    def _center(self, screen_size: tuple[int, int]) -> None:
        """Put the window in the middle of the screen (a new size keeps the old top-left otherwise)."""
        def move() -> None:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore", DeprecationWarning)  # the display-module window is what we draw to
                window = pygame.Window.from_display_module()
            ww, wh = self.window_size
            window.position = (max(0, (screen_size[0] - ww) // 2), max(0, (screen_size[1] - wh) // 2))

        self._safe(move, "centre window")

    def _open(self, size: tuple[int, int], flags: int) -> pygame.Surface | None:
        # vsync=1 is refused by some drivers (an error) or quietly dropped (a Warning); try it, then without.
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            screen = self._safe(lambda: pygame.display.set_mode(size, flags, vsync=1), f"set_mode {size} vsync")
        if screen is None:
            screen = self._safe(lambda: pygame.display.set_mode(size, flags), f"set_mode {size}")
        return screen

    def _layout(self) -> None:
        ww, wh = self.window_size
        # Largest whole-number scale that fits; in a window that is the chosen scale.
        self.pixel = max(1, min(ww // WIDTH, wh // HEIGHT))
        self.offset = ((ww - WIDTH * self.pixel) // 2, (wh - HEIGHT * self.pixel) // 2)
        self._scaled = None
        self._scanlines = None

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

    def present(self, scanlines: bool = False) -> None:
        """Scale the canvas onto the window and flip. Does nothing headless."""
        if self.headless or self._screen is None:
            return
        p = self.pixel
        size = (WIDTH * p, HEIGHT * p)
        if self._scaled is None or self._scaled.get_size() != size:
            self._scaled = pygame.Surface(size)
        pygame.transform.scale(self.canvas, size, self._scaled)
        if scanlines and p >= 2:
            self._scaled.blit(self._scanline_overlay(size, p), (0, 0))
        if self.fullscreen:
            self._screen.fill((0, 0, 0))
        self._screen.blit(self._scaled, self.offset)
        self._safe(pygame.display.flip, "flip")

    def handle_resize(self) -> None:
        """The OS changed the window (fullscreen toggled elsewhere, display change)."""
        if self._screen is not None:
            self.window_size = self._screen.get_size()
            self._layout()
