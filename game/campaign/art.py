"""Owns the campaign's small pixel art: stars, the lock, the table tiles on the map, and text cut to a width."""
from __future__ import annotations

import pygame

from game.gfx.font import FONT
from game.gfx.palette import COLORS, paint

STAR = (
    "...o...",
    "..ogo..",
    "ooggggo",
    ".oggggo",
    "..oggo.",
    ".og.go.",
    ".o...o.",
)
# A padlock: a round shackle narrower than a solid body with a keyhole. The old 5-wide
# outline with a shackle as wide as its body read as the letter "A" at 1x.
LOCK = (
    "..sss..",
    ".s...s.",
    ".s...s.",
    "ggggggg",
    "gggkggg",
    "gggkggg",
    "ddddddd",
)
TILE = 30  # a table tile on the map is TILE x TILE


def star(surface: pygame.Surface, pos: tuple[int, int], lit: bool) -> None:
    key = {"o": "gold_dark", "g": "gold"} if lit else {"o": "grey_dark", "g": "ink"}
    paint(surface, STAR, key, pos)


def big_star(surface: pygame.Surface, center: tuple[int, int], lit: bool, scale: int = 3) -> None:
    small = pygame.Surface((7, 7), pygame.SRCALPHA)
    star(small, (0, 0), lit)
    big = pygame.transform.scale(small, (7 * scale, 7 * scale))
    surface.blit(big, big.get_rect(center=center))


def stars(surface: pygame.Surface, center: tuple[int, int], count: int, total: int = 3) -> None:
    """``total`` stars centred on ``center``, the first ``count`` lit."""
    x = center[0] - (total * 9 - 2) // 2
    for i in range(total):
        star(surface, (x + i * 9, center[1] - 3), i < count)


def tile(surface: pygame.Surface, rect: pygame.Rect, state: str, label: str, boss: bool, focused: bool) -> None:
    """One table on the map: felt when open, grey and locked, red when broken, gold rim when cleared."""
    fill, rim = {
        "open": ("felt", "felt_light"), "cleared": ("felt_dark", "gold"),
        "locked": ("grey_dark", "grey"), "broken": ("red_dark", "red"),
    }[state]
    pygame.draw.ellipse(surface, COLORS["shadow"], rect.move(2, 2))
    if focused:
        pygame.draw.ellipse(surface, COLORS["highlight"], rect.inflate(8, 8), 2)
    pygame.draw.ellipse(surface, COLORS[rim], rect)
    pygame.draw.ellipse(surface, COLORS[fill], rect.inflate(-4, -4))
    if state == "locked":
        paint(surface, LOCK, {"s": "grey_light", "g": "gold", "d": "gold_dark", "k": "ink"},
              (rect.centerx - 3, rect.centery - 3))
    elif state == "broken":
        FONT.draw(surface, "!", (rect.centerx, rect.centery - 3), COLORS["white"], "center")
    else:
        FONT.draw(surface, label, (rect.centerx, rect.centery - 3), COLORS["white"], "center", shadow=COLORS["ink"])
    if boss:
        # A crown on the rim marks a boss table.
        crown = ("k.k.k.k", "kgkgkgk", "kgggggk", "kgggggk", "kkkkkkk")
        paint(surface, crown, {"g": "gold" if state != "locked" else "grey_light", "k": "ink"},
              (rect.centerx - 3, rect.y - 4))


def fit(text: str, width: int) -> str:
    """``text`` cut to ``width`` pixels, so neighbouring names and columns never touch."""
    while text and FONT.size(text)[0] > width:
        text = text[:-1]
    return text
