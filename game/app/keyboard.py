"""Owns text entry without a keyboard: the text being edited (``TextField``) and an on-screen
keyboard (``OnScreenKeyboard``) a gamepad, the arrows or the mouse type with.

The field holds the rules of what may be typed (which characters, how many), so
typed text events, on-screen keys and pasted strings all pass the same check.
The keyboard is a grid of character keys over a row of wide keys (shift,
space, delete, done); a direction moves to the nearest key in that direction.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

import pygame

from game.gfx import fit
from game.gfx.font import FONT
from game.gfx.palette import COLORS
from game.i18n import pgettext

SHIFT, SPACE, ERASE, DONE = "SHIFT", "SPACE", "DEL", "OK"
KEY_W, KEY_H, GAP = 18, 14, 2
# The wide keys' labels as drawn: their ids are English, the catalog words them ("key" context).
WIDE_LABELS = {
    # TRANSLATORS: on-screen keyboard keys, 44 px each: shift (lower/upper case), space, delete, done.
    SHIFT: lambda: pgettext("key", "SHIFT"), SPACE: lambda: pgettext("key", "SPACE"),
    ERASE: lambda: pgettext("key", "DEL"), DONE: lambda: pgettext("key", "OK"),
}
WIDE_KEY = fit.box("wide key", 44)  # the narrowest wide key (four in a row) less its margins
NAME_KEYS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.-'!"
NAME_MAX = 8  # characters in any typed name: the widest name plate (setup's seat panel) holds eight


@dataclass
class TextField:
    """The text being typed: at most ``limit`` characters, each one ``allowed``."""

    text: str = ""
    limit: int = 8
    allowed: Callable[[str], bool] = str.isprintable
    upper: bool = False  # typed letters become capitals (deal codes)

    def type(self, chars: str) -> bool:
        """Add what fits and is allowed; True when anything was added."""
        added = False
        for c in chars.upper() if self.upper else chars:
            if len(self.text) >= self.limit:
                break
            if self.allowed(c):
                self.text += c
                added = True
        return added

    def erase(self) -> bool:
        if not self.text:
            return False
        self.text = self.text[:-1]
        return True


@dataclass
class OnScreenKeyboard:
    """Keys in a grid; ``focus`` is the index of the key a press types."""

    chars: str
    columns: int = 10
    shift: bool = False  # offer a SHIFT key (names: lower case letters)
    space: bool = False
    origin: tuple[int, int] = (0, 0)
    focus: int = 0
    lower: bool = field(default=False, init=False)
    keys: list[tuple[str, pygame.Rect]] = field(default_factory=list, init=False)

    def __post_init__(self) -> None:
        x0, y0 = self.origin
        for i, c in enumerate(self.chars):
            rect = pygame.Rect(x0 + (i % self.columns) * (KEY_W + GAP), y0 + (i // self.columns) * (KEY_H + GAP),
                               KEY_W, KEY_H)
            self.keys.append((c, rect))
        wide = [k for k, on in ((SHIFT, self.shift), (SPACE, self.space), (ERASE, True), (DONE, True)) if on]
        y = y0 + -(-len(self.chars) // self.columns) * (KEY_H + GAP)
        span = self.columns * (KEY_W + GAP) - GAP
        w = (span - GAP * (len(wide) - 1)) // len(wide)
        for i, label in enumerate(wide):
            self.keys.append((label, pygame.Rect(x0 + i * (w + GAP), y, w, KEY_H)))

    def place(self, x: int, y: int) -> None:
        """Move the keyboard so its top-left corner is at (x, y)."""
        dx, dy = x - self.rect.x, y - self.rect.y
        for _key, rect in self.keys:
            rect.move_ip(dx, dy)

    @property
    def rect(self) -> pygame.Rect:
        return self.keys[0][1].unionall([r for _, r in self.keys])

    def label(self, i: int) -> str:
        """What key ``i`` shows: its character (lower case while shifted), or a wide key's word."""
        key = self.keys[i][0]
        if key in WIDE_LABELS:
            return WIDE_LABELS[key]()
        return key.lower() if self.lower else key

    def move(self, direction: str) -> None:
        """Focus the nearest key in ``direction`` (wrapping at the edges of the grid)."""
        here = self.keys[self.focus][1]
        dx, dy = {"left": (-1, 0), "right": (1, 0), "up": (0, -1), "down": (0, 1)}[direction]
        if dy:
            rows = sorted({r.y for _, r in self.keys})
            row = rows[(rows.index(here.y) + dy) % len(rows)]
            self.focus = min((i for i, (_, r) in enumerate(self.keys) if r.y == row),
                             key=lambda i: abs(self.keys[i][1].centerx - here.centerx))
        else:
            row = [i for i, (_, r) in enumerate(self.keys) if r.y == here.y]
            self.focus = row[(row.index(self.focus) + dx) % len(row)]

    def key_at(self, pos: tuple[int, int]) -> int | None:
        return next((i for i, (_, r) in enumerate(self.keys) if r.collidepoint(pos)), None)

    def press(self, i: int, text: TextField) -> str | None:
        """Type key ``i`` into ``text``; returns DONE when the done key was pressed."""
        key = self.keys[i][0]
        if key == DONE:
            return DONE
        if key == ERASE:
            text.erase()
        elif key == SHIFT:
            self.lower = not self.lower
        elif key == SPACE:
            text.type(" ")
        else:
            text.type(self.label(i))
        return None

    def draw(self, surface: pygame.Surface, active: bool = True) -> None:
        for i, (_key, rect) in enumerate(self.keys):
            on = active and i == self.focus
            surface.fill(COLORS["gold"] if on else COLORS["ink"], rect)
            pygame.draw.rect(surface, COLORS["panel_edge"], rect, 1)
            label = fit.into(self.label(i), fit.Box("key", rect.width - 2))
            FONT.draw(surface, label, (rect.centerx, rect.y + (rect.height - FONT.cap_height) // 2),
                      COLORS["ink"] if on else COLORS["white"], "center")
