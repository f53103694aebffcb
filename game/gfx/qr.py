"""Owns drawing a QR code in the game's pixels: the join address of a hosted table, for a phone to scan.

The code itself comes from ``segno`` (a well-kept pure-Python encoder: the
format is not ours to write again); here its modules become whole pixels of
the low-resolution canvas, dark on a light card with the four-module quiet
zone the standard asks for, so the window's whole-number scaling keeps every
module square and sharp.
"""
from __future__ import annotations

import segno
import pygame

from game.gfx.palette import COLORS

QUIET = 4  # modules of light border every reader needs around the code


def matrix(text: str) -> list[list[bool]]:
    """The code's modules for ``text`` (True: dark), medium error correction, without the quiet zone."""
    code = segno.make(text, error="m", micro=False)
    return [[bool(cell) for cell in row] for row in code.matrix]


def surface(text: str, module: int = 2) -> pygame.Surface:
    """``text`` as a QR code, ``module`` canvas pixels a module, quiet zone included."""
    cells = matrix(text)
    size = (len(cells) + 2 * QUIET) * module
    out = pygame.Surface((size, size))
    out.fill(COLORS["white"])
    dark = COLORS["ink"]
    for y, row in enumerate(cells):
        for x, on in enumerate(row):
            if on:
                out.fill(dark, ((x + QUIET) * module, (y + QUIET) * module, module, module))
    return out
