"""The fixed 32-colour palette every piece of art is drawn from, its revolution inversion,
and `paint`, which stamps character pixel maps in palette colours.

All drawing code in `game.gfx` picks colours by name from `COLORS`; nothing
invents an RGB value of its own, so the whole game reads as one pixel-art set
and a test can check that rendered art stays on-palette.
"""
from __future__ import annotations

import pygame

Color = tuple[int, int, int]

COLORS: dict[str, Color] = {
    "black": (16, 14, 22),
    "ink": (34, 32, 52),
    "shadow": (20, 24, 36),
    "grey_dark": (82, 86, 104),
    "grey": (140, 146, 160),
    "grey_light": (196, 200, 210),
    "white": (246, 244, 236),
    "cream": (236, 226, 198),
    "highlight": (255, 250, 210),
    "felt": (30, 110, 72),
    "felt_dark": (18, 72, 50),
    "felt_light": (52, 140, 90),
    "red": (210, 48, 56),
    "red_dark": (132, 26, 44),
    "pink": (240, 138, 150),
    "orange": (236, 128, 48),
    "gold": (244, 196, 64),
    "gold_dark": (178, 122, 34),
    "green": (70, 168, 60),
    "green_dark": (36, 104, 44),
    "blue": (52, 108, 210),
    "blue_dark": (34, 56, 132),
    "sky": (110, 180, 240),
    "purple": (132, 68, 172),
    "purple_dark": (76, 38, 110),
    "panel": (44, 50, 84),
    "panel_edge": (120, 132, 180),
    "skin_light": (250, 212, 176),
    "skin": (222, 164, 120),
    "skin_dark": (148, 94, 62),
    "brown": (104, 62, 40),
    "brown_light": (166, 110, 64),
}

# Revolution flips the mood of the table: each colour swaps with a partner so the
# result is still on-palette (a plain RGB negation would leave the palette).
_PAIRS: tuple[tuple[str, str], ...] = (
    ("black", "white"),
    ("ink", "cream"),
    ("shadow", "highlight"),
    ("grey_dark", "grey_light"),
    ("felt", "purple"),
    ("felt_dark", "purple_dark"),
    ("felt_light", "pink"),
    ("red", "sky"),
    ("red_dark", "blue_dark"),
    ("orange", "blue"),
    ("gold", "green"),
    ("gold_dark", "green_dark"),
    ("panel", "brown_light"),
    ("panel_edge", "brown"),
    ("skin_light", "skin_dark"),
)

INVERT: dict[str, str] = {"grey": "grey", "skin": "skin"}
for _a, _b in _PAIRS:
    INVERT[_a] = _b
    INVERT[_b] = _a

_SENTINEL: Color = (1, 2, 3)  # not on the palette; a parking spot during swaps
_BY_RGB: dict[Color, str] = {rgb: name for name, rgb in COLORS.items()}


def invert(color: str | Color) -> Color:
    """The revolution partner of a palette colour (by name or RGB); off-palette RGB is returned unchanged."""
    name = color if isinstance(color, str) else _BY_RGB.get(tuple(color[:3]))  # type: ignore[arg-type]
    if name is None:
        return tuple(color[:3])  # type: ignore[return-value]
    return COLORS[INVERT[name]]


def invert_surface(surface: pygame.Surface) -> pygame.Surface:
    """A copy of `surface` with every palette colour swapped for its revolution partner.

    Works pair by pair through a sentinel colour that is not on the palette, so
    each swap is three C-speed `PixelArray.replace` passes instead of a Python loop.
    """
    out = surface.copy()
    with pygame.PixelArray(out) as pixels:
        for a, b in _PAIRS:
            pixels.replace(COLORS[a], _SENTINEL)
            pixels.replace(COLORS[b], COLORS[a])
            pixels.replace(_SENTINEL, COLORS[b])
    return out


def is_on_palette(rgb: tuple[int, ...]) -> bool:
    """True when the colour (alpha ignored) is one of the palette's."""
    return tuple(rgb[:3]) in _BY_RGB


def paint(
    surface: pygame.Surface,
    rows: list[str] | tuple[str, ...],
    key: dict[str, str],
    pos: tuple[int, int] = (0, 0),
) -> None:
    """Stamp a pixel map: each character of `rows` is looked up in `key` (char -> colour
    name); characters missing from `key` (such as '.') stay untouched."""
    x0, y0 = pos
    for y, row in enumerate(rows):
        for x, ch in enumerate(row):
            name = key.get(ch)
            if name is not None:
                surface.set_at((x0 + x, y0 + y), COLORS[name])
