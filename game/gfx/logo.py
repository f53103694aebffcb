"""Owns the Japanese logo: 大富豪 hand-drawn on an 11x12 grid and drawn at 2x.

The English logo is the 5x7 font at 2x: 14 px capitals with 2-px strokes. The
8x8 Misaki kanji at 2x have those strokes but only 7 rows to hold 富 and 豪,
so they read as small text, and at 3x their strokes grow to 3 px. These
glyphs have 12 rows of 1-px strokes, so at 2x the word stands 24 px tall with
the English logo's 2-px strokes; a 1-px drop shadow keeps the close strokes of
豪 apart (a 2-px one, as the English letters have, fills the gaps).
"""
from __future__ import annotations

import functools

import pygame

from game.gfx.palette import COLORS

WORD = "大富豪"
SCALE = 2
GAP = 2  # grid columns between two kanji
GLYPHS: dict[str, tuple[str, ...]] = {
    '大': (
        '.....#.....',
        '.....#.....',
        '.....#.....',
        '###########',
        '.....#.....',
        '.....#.....',
        '....#.#....',
        '....#.#....',
        '...#...#...',
        '..#.....#..',
        '.#.......#.',
        '#.........#',
    ),
    '富': (
        '.....#.....',
        '###########',
        '#.........#',
        '#.#######.#',
        '...#...#...',
        '...#####...',
        '...........',
        '.#########.',
        '.#...#...#.',
        '.#########.',
        '.#...#...#.',
        '.#########.',
    ),
    '豪': (
        '.....#.....',
        '###########',
        '...#####...',
        '...#...#...',
        '...#####...',
        '###########',
        '#..#####..#',
        '.....#...#.',
        '...##.#.#..',
        '.##..##.#..',
        '...##.#..#.',
        '.##..#....#',
    ),
}
HEIGHT = len(GLYPHS[WORD[0]]) * SCALE


@functools.cache
def _word(color: str) -> pygame.Surface:
    """The word in one palette colour on a transparent surface."""
    cols = sum(len(GLYPHS[ch][0]) for ch in WORD) + GAP * (len(WORD) - 1)
    surf = pygame.Surface((cols * SCALE, HEIGHT), pygame.SRCALPHA)
    x0 = 0
    for ch in WORD:
        rows = GLYPHS[ch]
        for y, row in enumerate(rows):
            for x, cell in enumerate(row):
                if cell == "#":
                    surf.fill(COLORS[color], ((x0 + x) * SCALE, y * SCALE, SCALE, SCALE))
        x0 += len(rows[0]) + GAP
    return surf


def draw(surface: pygame.Surface, center_x: int, y: int) -> pygame.Rect:
    """The logo in gold with a dark red shadow, centred on ``center_x``, top at ``y``; the rectangle touched."""
    ink = _word("gold")
    x = center_x - ink.get_width() // 2
    surface.blit(_word("red_dark"), (x + 1, y + 1))
    surface.blit(ink, (x, y))
    return pygame.Rect(x, y, ink.get_width() + 1, HEIGHT + 1)
