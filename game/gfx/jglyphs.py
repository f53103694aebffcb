"""The Japanese half of the pixel font: 8x8 Misaki Gothic glyphs from the sheet in ``assets/fonts``.

``tools/gen_font.py`` makes the sheet (``misaki_gothic.png``, white ink on
black, 64 cells to a row) and its index (``misaki_gothic.txt``, the cells'
characters row by row). Kana, kanji, Japanese punctuation and full-width
forms come from here; ASCII and the suits stay with the 5x7 glyphs of
``glyphs.py``. The sheet is read on the first non-ASCII character, and each
glyph's pixels on its first use, so an English screen never pays for it. A
missing or damaged sheet is logged once and its characters draw as '?',
because text that cannot be read is better than a game that will not start.
"""
from __future__ import annotations

import functools
import logging

import pygame

from game import paths

log = logging.getLogger(__name__)

SHEET = "misaki_gothic.png"
INDEX = "misaki_gothic.txt"
CELL = 8
INK_WIDTH = 7  # Misaki's ink sits in the cell's left 7x7; the 8th column is the gap to the next glyph


class Sheet:
    """The glyph cells of one sheet image, looked up by character."""

    def __init__(self, mask: pygame.mask.Mask, chars: str, columns: int) -> None:
        self._mask = mask
        self._cells = {ch: i for i, ch in enumerate(chars)}
        self._columns = columns

    def __contains__(self, ch: str) -> bool:
        return ch in self._cells

    def __len__(self) -> int:
        return len(self._cells)

    def glyph(self, ch: str) -> tuple[int, list[tuple[int, int]]] | None:
        """(width, ink pixels) of `ch` like ``glyphs.py``'s parsed glyphs, or None if the sheet lacks it.

        The width is 7 (the font's own 1-column gap then comes from the font's
        spacing) unless the ink reaches the 8th column, as box drawing does.
        """
        i = self._cells.get(ch)
        if i is None:
            return None
        x0, y0 = (i % self._columns) * CELL, (i // self._columns) * CELL
        pixels = [(x, y) for y in range(CELL) for x in range(CELL) if self._mask.get_at((x0 + x, y0 + y))]
        width = CELL if any(x == CELL - 1 for x, _ in pixels) else INK_WIDTH
        return width, pixels


def parse(image: pygame.Surface, index: str) -> Sheet:
    """A sheet from its image and index text; raises ValueError when they do not fit together."""
    rows = index.rstrip("\n").split("\n")
    columns = image.get_width() // CELL
    if image.get_width() % CELL or image.get_height() != len(rows) * CELL:
        raise ValueError(f"{SHEET} is {image.get_width()}x{image.get_height()}, "
                         f"expected {CELL}-pixel cells for the {len(rows)} rows of {INDEX}")
    if any(len(row) > columns for row in rows) or any(len(row) < columns for row in rows[:-1]):
        raise ValueError(f"{INDEX}: every row but the last must hold {columns} characters")
    image = image.copy()
    image.set_colorkey((0, 0, 0))  # black is paper, anything else is ink
    return Sheet(pygame.mask.from_surface(image), "".join(rows), columns)


@functools.cache
def sheet() -> Sheet | None:
    """The shipped sheet, read once; None (logged) if it is missing or damaged."""
    try:
        image = pygame.image.load(str(paths.asset("fonts", SHEET)))
        index = paths.asset("fonts", INDEX).read_text(encoding="utf-8")
        return parse(image, index)
    except (OSError, pygame.error, UnicodeDecodeError, ValueError) as exc:
        log.warning("Japanese glyphs unavailable, they will draw as '?': %s", exc)
        return None


def glyph(ch: str) -> tuple[int, list[tuple[int, int]]] | None:
    """The Misaki glyph of `ch`, or None if there is none (or no sheet)."""
    found = sheet()
    return found.glyph(ch) if found is not None else None
