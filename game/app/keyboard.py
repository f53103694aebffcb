"""Owns text entry without a keyboard: the text being edited (``TextField``) and an on-screen
keyboard (``OnScreenKeyboard``) a gamepad, the arrows or the mouse type with.

The field holds the rules of what may be typed (which characters, how many), so
typed text events, on-screen keys and pasted strings all pass the same check.
The keyboard is a grid of character keys over a row of wide keys (shift,
space, delete, done); a direction moves to the nearest key in that direction.
A name keyboard in Japanese has a second page of kana (a gamepad has no IME):
the fifty sounds, with keys that voice (゛, ゜) or shrink (小) the kana typed
last, SHIFT turning hiragana into katakana, and a wide key between the pages.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

import unicodedata

import pygame

from game.gfx import fit
from game.gfx.font import FONT
from game.gfx.palette import COLORS
from game.i18n import pgettext

SHIFT, SPACE, SCRIPT, ERASE, DONE = "SHIFT", "SPACE", "SCRIPT", "DEL", "OK"
KEY_W, KEY_H, GAP = 18, 14, 2
# The wide keys' labels as drawn: their ids are English, the catalog words them ("key" context).
WIDE_LABELS = {
    # TRANSLATORS: on-screen keyboard keys, 36 px each: shift (lower/upper case), space, delete, done.
    SHIFT: lambda: pgettext("key", "SHIFT"), SPACE: lambda: pgettext("key", "SPACE"),
    ERASE: lambda: pgettext("key", "DEL"), DONE: lambda: pgettext("key", "OK"),
}
# TRANSLATORS: the key that turns the name keyboard's page: to the kana page (かな), back to letters (英字).
SCRIPT_LABELS = (lambda: pgettext("key", "Kana"), lambda: pgettext("key", "ABC"))
# TRANSLATORS: SHIFT on the kana page: to katakana (カナ), back to hiragana (ひら).
KANA_SHIFT_LABELS = (lambda: pgettext("key", "Kata"), lambda: pgettext("key", "Hira"))
# The narrowest wide key (five in a row, with the page key) less its margins.
WIDE_KEY = fit.box("wide key", 36, holds=("SHIFT", "SPACE", "DEL", "OK", "Kana", "ABC", "Kata", "Hira"))
NAME_KEYS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.-'!"
# The kana page, row by row of the fifty sounds; the last three keys change the kana typed last.
KANA_KEYS = "あいうえおかきくけこさしすせそたちつてとなにぬねのはひふへほまみむめもやゆよらりるれろわをんー゛゜小"
VOICED, SEMI_VOICED, SMALL = "゛", "゜", "小"
SMALLER = dict(zip("あいうえおつやゆよわ", "ぁぃぅぇぉっゃゅょゎ"))
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
    kana: bool = False  # offer the kana page (a name typed in Japanese)
    origin: tuple[int, int] = (0, 0)
    focus: int = 0
    lower: bool = field(default=False, init=False)
    page: int = field(default=0, init=False)
    keys: list[tuple[str, pygame.Rect]] = field(default_factory=list, init=False)
    pages: list[list[tuple[str, pygame.Rect]]] = field(default_factory=list, init=False)

    def __post_init__(self) -> None:
        """Lay out every page at once: the wide keys sit under the tallest grid, so they never move."""
        x0, y0 = self.origin
        grids = [self.chars, KANA_KEYS] if self.kana else [self.chars]
        rows = max(-(-len(chars) // self.columns) for chars in grids)
        wide = [k for k, on in ((SHIFT, self.shift), (SPACE, self.space), (SCRIPT, self.kana), (ERASE, True),
                                (DONE, True)) if on]
        span = self.columns * (KEY_W + GAP) - GAP
        w = (span - GAP * (len(wide) - 1)) // len(wide)
        for chars in grids:
            keys = [(c, pygame.Rect(x0 + (i % self.columns) * (KEY_W + GAP), y0 + (i // self.columns) * (KEY_H + GAP),
                                    KEY_W, KEY_H)) for i, c in enumerate(chars)]
            keys += [(label, pygame.Rect(x0 + i * (w + GAP), y0 + rows * (KEY_H + GAP), w, KEY_H))
                     for i, label in enumerate(wide)]
            self.pages.append(keys)
        self.keys = self.pages[0]

    def place(self, x: int, y: int) -> None:
        """Move the keyboard (every page) so its top-left corner is at (x, y)."""
        dx, dy = x - self.rect.x, y - self.rect.y
        for keys in self.pages:
            for _key, rect in keys:
                rect.move_ip(dx, dy)

    @property
    def rect(self) -> pygame.Rect:
        """The room every page needs (the entry box is sized once for the tallest)."""
        rects = [r for keys in self.pages for _, r in keys]
        return rects[0].unionall(rects)

    def label(self, i: int) -> str:
        """What key ``i`` shows: its character (lower case, or katakana, while shifted), or a wide key's word."""
        key = self.keys[i][0]
        if key == SCRIPT:
            return SCRIPT_LABELS[self.page]()
        if key == SHIFT and self.page == 1:
            return KANA_SHIFT_LABELS[self.lower]()
        if key in WIDE_LABELS:
            return WIDE_LABELS[key]()
        if self.page == 1:
            return chr(ord(key) + 0x60) if self.lower and "ぁ" <= key <= "ゖ" else key
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
        elif key == SCRIPT:
            self.page = 1 - self.page
            self.keys = self.pages[self.page]
            self.focus = next(j for j, (k, _) in enumerate(self.keys) if k == SCRIPT)
        elif self.page == 1 and key in (VOICED, SEMI_VOICED, SMALL):
            _mark(text, key)
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


def _mark(text: TextField, key: str) -> None:
    """Voice (か→が, は→ぱ) or shrink (つ→っ) the kana typed last; anything else is left as it is."""
    if not text.text:
        return
    last = text.text[-1]
    if key == SMALL:
        hira = chr(ord(last) - 0x60) if "ァ" <= last <= "ヶ" else last
        small = SMALLER.get(hira)
        new = None if small is None else (small if hira == last else chr(ord(small) + 0x60))
    else:
        joined = unicodedata.normalize("NFC", last + ("\u3099" if key == VOICED else "\u309a"))
        new = joined if len(joined) == 1 else None
    if new is not None:
        text.text = text.text[:-1] + new
