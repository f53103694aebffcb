"""The game's pixel font: renders, measures, aligns and wraps mixed English and Japanese text.

ASCII and the suits come from the 5x7 glyphs of `glyphs.GLYPHS`; kana, kanji
and Japanese punctuation from the 8x8 Misaki sheet (`jglyphs`), whose 7x7 ink
shares the ASCII capitals' top row, so "7\u2665を出す" sits on one line. `FONT`
is the 1x body font (10 px lines) and `BIG` the 2x title font. Rendering never
antialiases and always returns SRCALPHA surfaces, so it works before a display
mode exists. Line breaking follows each language's rules (`layout`).
"""
from __future__ import annotations

import functools
from typing import Literal

import pygame

from game import i18n
from game.gfx import jglyphs, layout
from game.gfx.glyphs import GLYPHS

Color = tuple[int, int, int] | tuple[int, int, int, int]
Align = Literal["left", "center", "right"]

_BASE_ROWS = 7  # rows from cap height to baseline; descender rows hang below
_CELL_ROWS = 9  # 7 + 2 descender rows
_SPACING = 1  # empty columns between glyphs
_LINE_GAP = 1  # empty rows between a line's descenders and the next line's caps
_KEPT_LINES = 512  # rendered lines a font keeps: a table's frame draws some forty, mostly the same each frame
_KEPT_WIDTHS = 4096  # measured lines a font keeps (layout measures many candidate breaks)


def _parse(data: str) -> tuple[int, list[tuple[int, int]]]:
    """A glyph's width and the (x, y) of its ink pixels."""
    rows = data.split(" ")
    pixels = [(x, y) for y, row in enumerate(rows) for x, ch in enumerate(row) if ch == "#"]
    return len(rows[0]), pixels


_PARSED: dict[str, tuple[int, list[tuple[int, int]]]] = {ch: _parse(d) for ch, d in GLYPHS.items()}


@functools.cache
def _lookup(ch: str) -> tuple[int, list[tuple[int, int]]]:
    """The 5x7 glyph, else the Misaki glyph, else '?' (shared by every scale)."""
    return _PARSED.get(ch) or jglyphs.glyph(ch) or _PARSED["?"]


class Font:
    """A bitmap font drawn from the shared glyph table at a whole-number scale."""

    def __init__(self, scale: int = 1) -> None:
        self.scale = scale
        self.line_height = (_CELL_ROWS + _LINE_GAP) * scale
        self.glyph_height = _CELL_ROWS * scale
        self.cap_height = _BASE_ROWS * scale
        self._cache: dict[tuple[str, tuple[int, ...]], pygame.Surface] = {}
        self._lines: dict[tuple[str, tuple[int, ...]], pygame.Surface] = {}
        self._widths: dict[str, int] = {}

    def _glyph(self, ch: str) -> tuple[int, list[tuple[int, int]]]:
        return _lookup(ch)

    def _glyph_surface(self, ch: str, color: Color) -> pygame.Surface:
        key = (ch, tuple(color))
        surf = self._cache.get(key)
        if surf is None:
            width, pixels = self._glyph(ch)
            s = self.scale
            surf = pygame.Surface((width * s, self.glyph_height), pygame.SRCALPHA)
            for x, y in pixels:
                surf.fill(color, (x * s, y * s, s, s))
            self._cache[key] = surf
        return surf

    def _line_width(self, line: str) -> int:
        width = self._widths.get(line)
        if width is None:
            width = sum(self._glyph(ch)[0] + _SPACING for ch in line) * self.scale
            width -= _SPACING * self.scale if line else 0
            if len(self._widths) >= _KEPT_WIDTHS:
                self._widths.clear()  # a frame measures the same few lines again at once
            self._widths[line] = width
        return width

    def size(self, text: str) -> tuple[int, int]:
        """Pixel size of `text` as `render` would draw it ('\\n' starts a new line)."""
        lines = text.split("\n")
        width = max(self._line_width(line) for line in lines)
        return width, (len(lines) - 1) * self.line_height + self.glyph_height

    def render(self, text: str, color: Color) -> pygame.Surface:
        """`text` in `color` on a transparent surface; unknown characters draw as '?'."""
        surf = pygame.Surface(self.size(text), pygame.SRCALPHA)
        for row, line in enumerate(text.split("\n")):
            x = 0
            y = row * self.line_height
            for ch in line:
                glyph = self._glyph_surface(ch, color)
                surf.blit(glyph, (x, y))
                x += glyph.get_width() + _SPACING * self.scale
        return surf

    def _line(self, line: str, color: Color) -> pygame.Surface:
        """One line as ``render`` draws it, kept for the next frame: a screen draws the same words
        every frame, and drawing them glyph by glyph was most of a table's frame. Only ``draw`` blits
        these (never handed out, so nobody can change a kept one); the least recently drawn go first."""
        key = (line, tuple(color))
        surf = self._lines.pop(key, None)
        if surf is None:
            surf = self.render(line, color)
            if len(self._lines) >= _KEPT_LINES:
                del self._lines[next(iter(self._lines))]
        self._lines[key] = surf  # to the end: the most recently drawn
        return surf

    def draw(
        self,
        surface: pygame.Surface,
        text: str,
        pos: tuple[int, int],
        color: Color,
        align: Align = "left",
        shadow: Color | None = None,
    ) -> pygame.Rect:
        """Blit `text` with its top edge at pos[1]; pos[0] is the left, centre or right edge per `align`.

        Each line is aligned on its own, so centred multi-line text stays centred.
        Returns the rectangle touched, shadow included.
        """
        x0, y0 = pos
        touched: pygame.Rect | None = None
        for row, line in enumerate(text.split("\n")):
            img = self._line(line, color)
            x = x0 - {"left": 0, "center": img.get_width() // 2, "right": img.get_width()}[align]
            y = y0 + row * self.line_height
            rect = pygame.Rect(x, y, img.get_width(), img.get_height())
            if shadow is not None:
                surface.blit(self._line(line, shadow), rect.move(self.scale, self.scale))
                rect.width += self.scale
                rect.height += self.scale
            surface.blit(img, (x, y))
            touched = rect if touched is None else touched.union(rect)
        assert touched is not None  # split() always yields at least one line
        return touched

    def fits(self, text: str, width: int) -> bool:
        return self._line_width(text) <= width

    def wrap(self, text: str, width: int, lang: str | None = None) -> list[str]:
        """`text` broken into lines no wider than `width` pixels by the rules of `lang` (by default the
        language in force; see `layout`): English between words, Japanese between characters with
        kinsoku. Explicit '\\n' breaks are kept and a word wider than the line is split."""
        return layout.wrap(text, width, self._line_width, lang or i18n.language())


FONT = Font()
BIG = Font(scale=2)
