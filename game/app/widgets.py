"""Owns the menu widgets: a focusable list of rows (buttons, toggles, sliders, choices) and tabs.

Every widget answers the same actions from every device: up/down move the
focus, left/right change a value, confirm activates, a mouse hover focuses and
a click activates (or sets a slider where it lands). Disabled rows stay
focusable so they can explain themselves with a one-line reason.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Sequence

import pygame

from game.app.input import Action
from game.gfx import fit
from game.gfx.font import FONT
from game.gfx.palette import COLORS
from game.i18n import _

Sound = Callable[[str], None]


def _silent(_name: str) -> None:
    """Default sound hook for widgets built without an app (tests)."""


@dataclass
class Row:
    label: str
    enabled: bool = True
    reason: str = ""  # why a disabled row is disabled, shown while it has focus

    def value_text(self) -> str:
        return ""

    def activate(self) -> bool:
        return False

    def adjust(self, delta: int) -> bool:
        return False

    def click(self, x: int, value_rect: pygame.Rect) -> bool:
        """A click at canvas x; ``value_rect`` is where the value is drawn."""
        return self.activate()


@dataclass
class Button(Row):
    on_press: Callable[[], None] = lambda: None
    value: str = ""  # optional text on the right (e.g. a binding)

    def value_text(self) -> str:
        return self.value

    def activate(self) -> bool:
        if self.enabled:
            self.on_press()
        return self.enabled


@dataclass
class Toggle(Row):
    get: Callable[[], bool] = lambda: False
    set: Callable[[bool], None] = lambda v: None

    def value_text(self) -> str:
        return _("ON") if self.get() else _("OFF")

    def activate(self) -> bool:
        self.set(not self.get())
        return True

    def adjust(self, delta: int) -> bool:
        return self.activate()


@dataclass
class Choice(Row):
    options: Sequence[tuple[object, str]] = ()
    get: Callable[[], object] = lambda: None
    set: Callable[[object], None] = lambda v: None
    wrap: bool = True

    def _index(self) -> int:
        values = [v for v, _label in self.options]
        return values.index(self.get()) if self.get() in values else 0

    def value_text(self) -> str:
        return f"< {self.options[self._index()][1]} >"

    def adjust(self, delta: int) -> bool:
        i = self._index() + delta
        if not self.wrap and not 0 <= i < len(self.options):
            return False
        self.set(self.options[i % len(self.options)][0])
        return True

    def activate(self) -> bool:
        return self.adjust(1)

    def click(self, x: int, value_rect: pygame.Rect) -> bool:
        # Left half of the value steps back, right half forward, like the arrows drawn there.
        return self.adjust(-1 if x < value_rect.centerx else 1)


SLIDER_W = 62  # 10 cells of 6 px plus a border


@dataclass
class Slider(Row):
    get: Callable[[], int] = lambda: 0
    set: Callable[[int], None] = lambda v: None
    low: int = 0
    high: int = 10

    def adjust(self, delta: int) -> bool:
        value = max(self.low, min(self.high, self.get() + delta))
        if value == self.get():
            return False
        self.set(value)
        return True

    def click(self, x: int, value_rect: pygame.Rect) -> bool:
        # Clicking the bar sets the value where it lands; left of the bar is the lowest value.
        frac = (x - value_rect.left) / max(1, value_rect.width)
        value = max(self.low, min(self.high, round(self.low + frac * (self.high - self.low))))
        if value != self.get():
            self.set(value)
        return True


@dataclass
class MenuList:
    rows: list[Row]
    rect: pygame.Rect
    row_h: int = 13
    sound: Sound = _silent
    focus: int = 0
    top: int = 0  # first visible row, for lists longer than the rect
    on_focus: Callable[[int], None] = lambda i: None
    value_w: int = field(default=SLIDER_W + 20)

    @property
    def visible(self) -> int:
        return max(1, self.rect.height // self.row_h)

    def row_rect(self, i: int) -> pygame.Rect | None:
        if not self.top <= i < self.top + self.visible:
            return None
        return pygame.Rect(self.rect.x, self.rect.y + (i - self.top) * self.row_h, self.rect.width, self.row_h)

    def value_rect(self, i: int) -> pygame.Rect:
        r = self.row_rect(i) or pygame.Rect(0, 0, 0, 0)
        return pygame.Rect(r.right - 4 - self.value_w, r.y, self.value_w, r.height)

    def set_focus(self, i: int, sound: bool = True) -> None:
        i = max(0, min(len(self.rows) - 1, i))
        if i != self.focus and sound:
            self.sound("move")
        self.focus = i
        # Keep the focused row on screen.
        if i < self.top:
            self.top = i
        elif i >= self.top + self.visible:
            self.top = i - self.visible + 1
        self.on_focus(i)

    def row_at(self, pos: tuple[int, int]) -> int | None:
        for i in range(self.top, min(len(self.rows), self.top + self.visible)):
            rect = self.row_rect(i)
            if rect is not None and rect.collidepoint(pos):
                return i
        return None

    def handle(self, action: Action) -> bool:
        """Apply one action; True if the list used it."""
        name = action.name
        if not self.rows:
            return False
        if name in ("up", "down"):
            step = -1 if name == "up" else 1
            if action.repeat and not 0 <= self.focus + step < len(self.rows):
                return True  # held keys stop at the ends instead of wrapping wildly
            self.set_focus((self.focus + step) % len(self.rows))
            return True
        row = self.rows[self.focus]
        if name in ("left", "right"):
            if row.enabled and row.adjust(-1 if name == "left" else 1):
                self.sound("move")
            return not isinstance(row, Button)
        if name == "confirm":
            self._fire(row, row.activate)
            return True
        if name in ("point", "click") and action.pos is not None:
            i = self.row_at(action.pos)
            if i is None:
                return False
            if name == "point":
                if i != self.focus:
                    self.set_focus(i)
                return True
            self.set_focus(i, sound=False)
            row = self.rows[i]
            self._fire(row, lambda: row.click(action.pos[0], self.value_rect(i)))
            return True
        return False

    def _fire(self, row: Row, call: Callable[[], bool]) -> None:
        if not row.enabled:
            self.sound("error")
        elif call():
            self.sound("confirm")

    def draw(self, surface: pygame.Surface, active: bool = True) -> None:
        for i in range(self.top, min(len(self.rows), self.top + self.visible)):
            rect = self.row_rect(i)
            assert rect is not None
            row = self.rows[i]
            focused = active and i == self.focus
            if focused:
                surface.fill(COLORS["panel_edge"], rect)
                surface.fill(COLORS["highlight"], (rect.x, rect.y, 2, rect.height))
            color = COLORS["white"] if row.enabled else COLORS["grey"]
            if focused:
                color = COLORS["ink"] if row.enabled else COLORS["grey_dark"]
            ty = rect.y + (rect.height - FONT.cap_height) // 2
            vr = self.value_rect(i)
            text = "" if isinstance(row, Slider) else row.value_text()
            FONT.draw(surface, fit.into(row.label, self.label_box(row, rect, vr, text)), (rect.x + 6, ty), color)
            if isinstance(row, Slider):
                self._draw_slider(surface, row, vr, focused)
            elif text:
                FONT.draw(surface, text, (vr.right, ty), COLORS["gold"] if not focused else COLORS["ink"], "right")
        if self.top > 0:
            FONT.draw(surface, "^", (self.rect.right - 6, self.rect.y - 9), COLORS["gold"], "right")
        if self.top + self.visible < len(self.rows):
            FONT.draw(surface, "v", (self.rect.right - 6, self.rect.bottom), COLORS["gold"], "right")

    @staticmethod
    def label_box(row: Row, rect: pygame.Rect, vr: pygame.Rect, value: str) -> fit.Box:
        """The room a row's label has: up to its value (a 6 px gap), else to the row's end."""
        if isinstance(row, Slider):
            end = vr.right - SLIDER_W - 4 - FONT.size(str(row.high))[0] - 6
        else:
            end = (vr.right - FONT.size(value)[0] - 6) if value else rect.right - 4
        return fit.Box("menu row", end - (rect.x + 6))

    def _draw_slider(self, surface: pygame.Surface, row: Slider, vr: pygame.Rect, focused: bool) -> None:
        bar = pygame.Rect(vr.right - SLIDER_W, vr.y + 3, SLIDER_W, vr.height - 6)
        surface.fill(COLORS["ink"], bar)
        cells = row.high - row.low
        cell_w = (bar.width - 2) // max(1, cells)
        for c in range(row.get() - row.low):
            surface.fill(COLORS["gold"], (bar.x + 1 + c * cell_w, bar.y + 1, cell_w - 1, bar.height - 2))
        FONT.draw(surface, str(row.get()), (bar.x - 4, vr.y + (vr.height - FONT.cap_height) // 2),
                  COLORS["ink"] if focused else COLORS["gold"], "right")


@dataclass
class Tabs:
    """A row of page tabs switched by page_left/page_right or a click."""

    labels: list[str]
    y: int
    sound: Sound = _silent
    index: int = 0

    def rects(self) -> list[pygame.Rect]:
        widths = [FONT.size(label)[0] + 10 for label in self.labels]
        x = (480 - sum(widths) - 2 * (len(widths) - 1)) // 2
        out = []
        for w in widths:
            out.append(pygame.Rect(x, self.y, w, 13))
            x += w + 2
        return out

    def handle(self, action: Action) -> bool:
        if action.name in ("page_left", "page_right"):
            step = -1 if action.name == "page_left" else 1
            self.index = (self.index + step) % len(self.labels)
            self.sound("move")
            return True
        if action.name == "click" and action.pos is not None:
            for i, rect in enumerate(self.rects()):
                if rect.collidepoint(action.pos):
                    if i != self.index:
                        self.sound("move")
                    self.index = i
                    return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        for i, (label, rect) in enumerate(zip(self.labels, self.rects())):
            on = i == self.index
            surface.fill(COLORS["gold"] if on else COLORS["panel"], rect)
            pygame.draw.rect(surface, COLORS["panel_edge"], rect, 1)
            FONT.draw(surface, label, (rect.centerx, rect.y + 3), COLORS["ink"] if on else COLORS["grey_light"], "center")
