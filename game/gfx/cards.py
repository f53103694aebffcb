"""Card art: faces for the 52 cards and the joker, backs, empty slots, selection outlines, mini cards.

Cards are named by the engine's text form (`3S`, `TH`, `JK`; a joker standing
in, `JK=7H`, draws as a joker). Rank and suit sit in the top-left corner so a
fanned hand showing only a 10 px strip of each card still reads, and every suit
has its own pip shape so colour is never the only cue.
"""
from __future__ import annotations

from typing import Callable

import pygame

from game.gfx.font import FONT
from game.gfx.glyphs import GLYPHS
from game.gfx.palette import COLORS, paint

CARD_W = 24
CARD_H = 32
OUTLINE = 2  # px a selection frame stands out from its card on every side
SMALL_W = 12
SMALL_H = 16

RANKS = "3456789TJQKA2"
SUITS = "SHDC"
SUIT_CHAR = {"S": "\u2660", "H": "\u2665", "D": "\u2666", "C": "\u2663"}

# Corner "10" squeezed into one 5-px cell so every rank fits the same strip.
_TEN = "#.### #.#.# #.#.# #.#.# #.#.# #.#.# #.###".split(" ")

_BIG_PIPS: dict[str, tuple[str, ...]] = {
    "S": ("....#....", "...###...", "..#####..", ".#######.", "#########",
          "#########", ".##.#.##.", "....#....", "...###..."),
    "H": (".##...##.", "####.####", "#########", "#########", ".#######.",
          "..#####..", "...###...", "....#....", "........."),
    "D": ("....#....", "...###...", "..#####..", ".#######.", "#########",
          ".#######.", "..#####..", "...###...", "....#...."),
    "C": ("...###...", "..#####..", "..#####..", "##.###.##", "#########",
          "#########", "##.#.#.##", "....#....", "...###..."),
}

# Crowns above the centre pip tell the court cards apart at a glance (the corner letter says it too).
_CROWNS: dict[str, tuple[str, ...]] = {
    "J": ("..r..", ".rrr.", "ggggg"),
    "Q": ("g.g.g", "ggggg", "grgrg"),
    "K": ("g.r.g", "grgrg", "ggggg"),
}

_JESTER = (
    "g.........g",
    "pp...g...rr",
    ".pp.prr.rr.",
    ".ppppprrrr.",
    ".ggggggggg.",
    ".sssssssss.",
    ".sksssssks.",
    ".sssssssss.",
    ".srsssssrs.",
    "..srrrrrs..",
    "...sssss...",
    "..wpwrwpw..",
)
_JESTER_KEY = {"g": "gold", "p": "purple", "r": "red", "s": "skin_light", "k": "ink", "w": "white"}

_BACKS: tuple[tuple[str, str, str], ...] = (
    # (field, pattern, trim)
    ("blue_dark", "blue", "sky"),
    ("red_dark", "red", "gold"),
    ("green_dark", "green", "gold"),
    ("purple_dark", "purple", "pink"),
)


BACK_STYLES = len(_BACKS)


def _suit_color(suit: str, four_color: bool) -> str:
    if suit == "H":
        return "red"
    if suit == "D":
        return "blue" if four_color else "red"
    if suit == "C" and four_color:
        return "green"
    return "ink"


def _stamp(surface: pygame.Surface, rows: list[str] | tuple[str, ...], color: str, pos: tuple[int, int]) -> None:
    """Draw a one-colour pixel map."""
    paint(surface, rows, {"#": color}, pos)


def _glyph_rows(ch: str) -> list[str]:
    return _TEN if ch == "T" else GLYPHS[ch].split(" ")


def _card_base(w: int, h: int, fill: str, edge: str) -> pygame.Surface:
    """A rounded card blank: corners left transparent, a 1-px edge, a flat fill."""
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(surf, COLORS[edge], (0, 0, w, h), border_radius=2)
    pygame.draw.rect(surf, COLORS[fill], (1, 1, w - 2, h - 2), border_radius=1)
    return surf


def _parse(card: str) -> tuple[str, str]:
    text = card.strip().upper()
    if text.startswith("JK"):
        return "JK", ""
    if len(text) != 2 or text[0] not in RANKS or text[1] not in SUITS:
        raise ValueError(f"not a card: {card!r} (expected e.g. 3S, TH, JK)")
    return text[0], text[1]


class CardArt:
    """Draws and caches card surfaces; `four_color` gives diamonds and clubs their own colours."""

    def __init__(self, four_color: bool = False) -> None:
        self.four_color = four_color
        self._cache: dict[tuple[str, str], pygame.Surface] = {}

    def _cached(self, key: tuple[str, str], build: Callable[[], pygame.Surface]) -> pygame.Surface:
        surf = self._cache.get(key)
        if surf is None:
            surf = self._cache[key] = build()
        return surf

    def face(self, card: str) -> pygame.Surface:
        """The full-size face of `card`; raises ValueError for text that is not a card."""
        rank, suit = _parse(card)
        return self._cached(("face", rank + suit), lambda: self._draw_face(rank, suit))

    def small_face(self, card: str) -> pygame.Surface:
        """A 12x16 mini card (rank over pip) for trick history and tight spaces."""
        rank, suit = _parse(card)
        return self._cached(("small", rank + suit), lambda: self._draw_small(rank, suit))

    def back(self, style: int = 0) -> pygame.Surface:
        """One of `BACK_STYLES` designs; any int is taken modulo that count."""
        style %= len(_BACKS)
        return self._cached(("back", str(style)), lambda: _draw_back(style))

    def blank(self) -> pygame.Surface:
        """An empty card slot: a dark, dashed-edge placeholder the size of a card."""
        return self._cached(("blank", ""), _draw_blank)

    def outline(self, color: str | tuple[int, int, int]) -> pygame.Surface:
        """A 2-px rounded frame around a card (``OUTLINE`` px bigger on every side, drawn at the card's
        corner less ``OUTLINE``) for a selected or hinted card: outside the card, so it never touches
        the corner index (a frame against a 3's open side read as a B)."""
        rgb = COLORS[color] if isinstance(color, str) else tuple(color)
        surf = pygame.Surface((CARD_W + 2 * OUTLINE, CARD_H + 2 * OUTLINE), pygame.SRCALPHA)
        pygame.draw.rect(surf, rgb, surf.get_rect(), width=OUTLINE)
        w, h = surf.get_size()
        for corner in ((0, 0), (w - 1, 0), (0, h - 1), (w - 1, h - 1)):  # rounded by a pixel, as the cards are
            surf.set_at(corner, (0, 0, 0, 0))
        return surf

    def _draw_face(self, rank: str, suit: str) -> pygame.Surface:
        if rank == "JK":
            return _draw_joker()
        surf = _card_base(CARD_W, CARD_H, "white", "ink")
        color = _suit_color(suit, self.four_color)
        pip = GLYPHS[SUIT_CHAR[suit]].split(" ")
        # Top-left corner: rank over a small pip; bottom-right: the rank again, upright rather than
        # turned round as on paper cards, because a turned 6 reads as 9 at this size.
        _stamp(surf, _glyph_rows(rank), color, (2, 2))
        _stamp(surf, pip, color, (2, 11))
        _stamp(surf, _glyph_rows(rank), color, (CARD_W - 7, CARD_H - 9))
        if rank in _CROWNS:
            pygame.draw.rect(surf, COLORS["gold"], (7, 3, 11, 20))
            pygame.draw.rect(surf, COLORS["cream"], (8, 4, 9, 18))
            paint(surf, _CROWNS[rank], {"g": "gold_dark", "r": "red"}, (10, 6))
        _stamp(surf, _BIG_PIPS[suit], color, (8, 11))
        return surf

    def _draw_small(self, rank: str, suit: str) -> pygame.Surface:
        surf = _card_base(SMALL_W, SMALL_H, "white", "ink")
        if rank == "JK":
            paint(surf, _JESTER[:4], _JESTER_KEY, (1, 2))
            FONT.draw(surf, "JK", (SMALL_W // 2, 7), COLORS["purple"], align="center")
            return surf
        color = _suit_color(suit, self.four_color)
        _stamp(surf, _glyph_rows(rank), color, (2, 1))
        _stamp(surf, GLYPHS[SUIT_CHAR[suit]].split(" "), color, (5, 8))
        return surf


def _draw_joker() -> pygame.Surface:
    surf = _card_base(CARD_W, CARD_H, "white", "ink")
    # Corner: a purple JK over a gold star; a lone J read as a jack (a fanned hand shows 20+ px).
    _stamp(surf, GLYPHS["J"].split(" "), "purple", (2, 2))
    _stamp(surf, GLYPHS["K"].split(" "), "purple", (8, 2))
    _stamp(surf, GLYPHS["*"].split(" "), "gold_dark", (2, 10))
    _stamp(surf, GLYPHS["J"].split(" "), "purple", (CARD_W - 13, CARD_H - 9))
    _stamp(surf, GLYPHS["K"].split(" "), "purple", (CARD_W - 7, CARD_H - 9))
    paint(surf, _JESTER, _JESTER_KEY, (7, 9))
    return surf


def _draw_back(style: int) -> pygame.Surface:
    field, pattern, trim = _BACKS[style]
    surf = _card_base(CARD_W, CARD_H, "white", "ink")
    inner = pygame.Rect(2, 2, CARD_W - 4, CARD_H - 4)
    pygame.draw.rect(surf, COLORS[field], inner)
    for y in range(inner.top, inner.bottom):
        for x in range(inner.left, inner.right):
            u, v = x - inner.left, y - inner.top
            # Each style is a different lattice so backs differ by pattern, not just hue.
            on = [(u + v) % 4 == 0 or (u - v) % 4 == 0,
                  (u // 2 + v // 2) % 2 == 0 and (u + v) % 2 == 0,
                  (u % 5 == 2) or (v % 5 == 2),
                  (u + 2 * v) % 6 < 2][style]
            if on:
                surf.set_at((x, y), COLORS[pattern])
    pygame.draw.rect(surf, COLORS[trim], inner, width=1)
    emblem = GLYPHS["\u2666"].split(" ")
    pygame.draw.rect(surf, COLORS[field], (CARD_W // 2 - 4, CARD_H // 2 - 5, 9, 10))
    _stamp(surf, emblem, trim, (CARD_W // 2 - 2, CARD_H // 2 - 3))
    return surf


def _draw_blank() -> pygame.Surface:
    surf = pygame.Surface((CARD_W, CARD_H), pygame.SRCALPHA)
    pygame.draw.rect(surf, COLORS["felt_dark"], (0, 0, CARD_W, CARD_H), border_radius=2)
    edge = COLORS["felt_light"]
    for x in range(2, CARD_W - 2, 2):
        surf.set_at((x, 0), edge)
        surf.set_at((x, CARD_H - 1), edge)
    for y in range(2, CARD_H - 2, 2):
        surf.set_at((0, y), edge)
        surf.set_at((CARD_W - 1, y), edge)
    return surf
