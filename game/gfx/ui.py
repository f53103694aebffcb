"""UI pieces drawn in code: panels, buttons, the table felt, the pointer and button-prompt glyphs.

Every function returns a new SRCALPHA surface in palette colours (or a cached
one that callers must not draw on: `cursor` and `prompt_glyph`). Key and
button labels used by default live in `KEYBOARD_LABELS` and `GAMEPAD_BUTTONS`
so the input code can show the same names it binds.
"""
from __future__ import annotations

from typing import Literal

import pygame

from game.gfx.font import FONT
from game.gfx.palette import COLORS, paint

PanelStyle = Literal["default", "dark", "gold"]
ButtonState = Literal["normal", "hover", "pressed", "disabled"]
Device = Literal["keyboard", "gamepad"]

# (fill, inner edge, outer edge, top highlight) per panel style.
_PANELS: dict[str, tuple[str, str, str, str]] = {
    "default": ("panel", "panel_edge", "ink", "sky"),
    "dark": ("shadow", "grey_dark", "black", "grey_dark"),
    "gold": ("panel", "gold", "gold_dark", "highlight"),
}

# (fill, edge, label colour) per button state.
_BUTTONS: dict[str, tuple[str, str, str]] = {
    "normal": ("panel", "panel_edge", "white"),
    "hover": ("blue", "gold", "highlight"),
    "pressed": ("blue_dark", "gold", "gold"),
    "disabled": ("shadow", "grey_dark", "grey"),
}

PROMPT_NAMES = ("confirm", "cancel", "pass", "hint", "undo", "menu",
                "up", "down", "left", "right", "page_left", "page_right", "auto_pass")
DIRECTIONS = ("up", "down", "left", "right")

KEYBOARD_LABELS: dict[str, str] = {
    "confirm": "Z", "cancel": "X", "pass": "C", "hint": "H", "undo": "U", "menu": "ESC",
    "page_left": "Q", "page_right": "E", "auto_pass": "V",
}
# name -> (label, colour, shape); shape "face" is a round face button, "shoulder" a tab, "pill" a small oval.
GAMEPAD_BUTTONS: dict[str, tuple[str, str, str]] = {
    "confirm": ("A", "green", "face"), "cancel": ("B", "red", "face"),
    "pass": ("X", "blue", "face"), "hint": ("Y", "gold_dark", "face"),
    "undo": ("BACK", "grey_dark", "pill"), "menu": ("START", "grey_dark", "pill"),
    "page_left": ("L", "grey_dark", "shoulder"), "page_right": ("R", "grey_dark", "shoulder"),
    "auto_pass": ("LS", "grey_dark", "pill"),
}

_FACE_COLORS = {"A": "green", "B": "red", "X": "blue", "Y": "gold_dark"}
_SHOULDERS = frozenset({"L", "R", "LB", "RB", "L1", "R1", "L2", "R2", "LT", "RT", "ZL", "ZR"})

_ARROW_UP = ("..#..", ".###.", "#####")
_CURSOR = (
    "....##......",
    "...#ww#.....",
    "...#ww#.....",
    "...#ww#.....",
    "...#ww###...",
    "...#ww#ww##.",
    ".###ww#ww#w#",
    "#ww#wwwwwwg#",
    "#wwwwwwwwwg#",
    ".#wwwwwwwwg#",
    "..#wwwwwwwg#",
    "..#wwwwwwg#.",
    "...#wwwwwg#.",
    "...########.",
)
CURSOR_HOTSPOT = (4, 0)

_cache: dict[tuple[object, ...], pygame.Surface] = {}


def panel(w: int, h: int, style: PanelStyle = "default") -> pygame.Surface:
    """A framed box: dark outer edge, light inner edge, a highlight along the top, rounded corners."""
    fill, inner, outer, shine = _PANELS[style]
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(surf, COLORS[outer], (0, 0, w, h), border_radius=3)
    pygame.draw.rect(surf, COLORS[inner], (1, 1, w - 2, h - 2), border_radius=2)
    pygame.draw.rect(surf, COLORS[fill], (2, 2, w - 4, h - 4), border_radius=1)
    if w > 8:
        pygame.draw.line(surf, COLORS[shine], (3, 2), (w - 4, 2))
    return surf


def button(w: int, h: int, label: str, state: ButtonState = "normal") -> pygame.Surface:
    """A push button with a 1-px drop edge; pressed sinks onto the edge, disabled greys out."""
    fill, edge, ink = _BUTTONS[state]
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    sink = 1 if state == "pressed" else 0
    if not sink:
        pygame.draw.rect(surf, COLORS["black"], (0, 1, w, h - 1), border_radius=2)
    top = pygame.Rect(0, sink, w, h - 1)
    pygame.draw.rect(surf, COLORS[edge], top, border_radius=2)
    pygame.draw.rect(surf, COLORS[fill], top.inflate(-2, -2), border_radius=1)
    if state == "hover":
        pygame.draw.line(surf, COLORS["sky"], (2, sink + 1), (w - 3, sink + 1))
    FONT.draw(surf, label, (w // 2, top.centery - FONT.cap_height // 2), COLORS[ink], align="center",
              shadow=None if state == "disabled" else COLORS["shadow"])
    return surf


def felt(w: int, h: int) -> pygame.Surface:
    """Table felt: flat green with a sparse ordered dither and a darker dithered rim toward the edges."""
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    surf.fill(COLORS["felt"])
    dark, light = COLORS["felt_dark"], COLORS["felt_light"]
    for y in range(h):
        for x in range((y * 3) % 8, w, 8):  # a diagonal weave, one pixel in 16
            if y % 2 == 0:
                surf.set_at((x, y), dark)
            elif (x + y) % 32 == 1:
                surf.set_at((x, y), light)
    # Rim: solid, then checkerboard, so the vignette steps without extra colours.
    rim = max(1, min(w, h) // 24)
    pygame.draw.rect(surf, dark, (0, 0, w, h), width=rim)
    for y in range(h):
        for x in range(w):
            if (x + y) % 2 == 0 and (rim <= x < 2 * rim or rim <= y < 2 * rim
                                     or w - 2 * rim <= x < w - rim or h - 2 * rim <= y < h - rim):
                surf.set_at((x, y), dark)
    return surf


def cursor() -> pygame.Surface:
    """The pointing-hand pointer (hotspot `CURSOR_HOTSPOT`, the fingertip)."""
    key = ("cursor",)
    if key not in _cache:
        surf = pygame.Surface((len(_CURSOR[0]), len(_CURSOR)), pygame.SRCALPHA)
        paint(surf, _CURSOR, {"#": "ink", "w": "white", "g": "grey_light"})
        _cache[key] = surf
    return _cache[key]


def prompt_glyph(name: str, device: Device, label: str | None = None) -> pygame.Surface:
    """The on-screen hint for an action: a key cap (keyboard) or a pad button (gamepad).

    `label` overrides the default text (e.g. "ENTER"). Raises ValueError for an
    unknown name with no label, or an unknown device.
    """
    if device not in ("keyboard", "gamepad"):
        raise ValueError(f"unknown device {device!r}")
    if name not in PROMPT_NAMES and label is None:
        raise ValueError(f"unknown prompt {name!r}; expected one of {PROMPT_NAMES}")
    key = ("prompt", name, device, label)
    if key not in _cache:
        _cache[key] = _build_prompt(name, device, label)
    return _cache[key]


def _build_prompt(name: str, device: str, label: str | None) -> pygame.Surface:
    # An override label says which physical key/button is bound, so its shape and colour
    # follow the label ("B" is always the red face button), not the action.
    direction = label.lower() if label and label.lower() in DIRECTIONS else None
    if label is None and name in DIRECTIONS:
        direction = name
    if device == "keyboard":
        return _keycap_arrow(direction) if direction else _keycap(label or KEYBOARD_LABELS[name])
    if direction:
        return _dpad(direction)
    if label is None:
        label, color, shape = GAMEPAD_BUTTONS[name]
    else:
        color = _FACE_COLORS.get(label, "grey_dark")
        shape = "face" if label in _FACE_COLORS else "shoulder" if label in _SHOULDERS else "pill"
    if shape == "face":
        return _face_button(label, color)
    if shape == "shoulder":
        return _shoulder(label)
    return _pill(label, color)


def _keycap(text: str) -> pygame.Surface:
    w = max(11, FONT.size(text)[0] + 6)
    surf = pygame.Surface((w, 12), pygame.SRCALPHA)
    pygame.draw.rect(surf, COLORS["ink"], (0, 0, w, 12), border_radius=2)
    pygame.draw.rect(surf, COLORS["grey"], (1, 1, w - 2, 10), border_radius=1)
    pygame.draw.rect(surf, COLORS["white"], (1, 1, w - 2, 8), border_radius=1)
    FONT.draw(surf, text, (w // 2, 2), COLORS["ink"], align="center")
    return surf


def _keycap_arrow(direction: str) -> pygame.Surface:
    surf = _keycap(" ")
    rows = _rotate(_ARROW_UP, direction)
    paint(surf, rows, {"#": "ink"}, ((surf.get_width() - len(rows[0])) // 2, (9 - len(rows)) // 2 + 1))
    return surf


def _rotate(rows: tuple[str, ...], direction: str) -> tuple[str, ...]:
    """Turn an upward-pointing pixel map to face `direction`."""
    if direction == "up":
        return rows
    if direction == "down":
        return tuple(reversed(rows))
    columns = tuple("".join(row[i] for row in rows) for i in range(len(rows[0])))  # transpose: faces left
    return columns if direction == "left" else tuple(c[::-1] for c in columns)


def _face_button(text: str, color: str) -> pygame.Surface:
    surf = pygame.Surface((12, 12), pygame.SRCALPHA)
    pygame.draw.circle(surf, COLORS["ink"], (6, 6), 6)
    pygame.draw.circle(surf, COLORS[color], (6, 6), 5)
    pygame.draw.line(surf, COLORS["highlight"], (4, 2), (7, 2))
    FONT.draw(surf, text, (6, 3), COLORS["white"], align="center")
    return surf


def _shoulder(text: str) -> pygame.Surface:
    w = max(14, FONT.size(text)[0] + 8)
    surf = pygame.Surface((w, 12), pygame.SRCALPHA)
    pygame.draw.rect(surf, COLORS["ink"], (0, 0, w, 12), border_top_left_radius=5, border_top_right_radius=5)
    pygame.draw.rect(surf, COLORS["grey_dark"], (1, 1, w - 2, 10), border_top_left_radius=4,
                     border_top_right_radius=4)
    FONT.draw(surf, text, (w // 2, 3), COLORS["white"], align="center")
    return surf


def _pill(text: str, color: str) -> pygame.Surface:
    w = FONT.size(text)[0] + 8
    surf = pygame.Surface((w, 11), pygame.SRCALPHA)
    pygame.draw.rect(surf, COLORS["ink"], (0, 0, w, 11), border_radius=5)
    pygame.draw.rect(surf, COLORS[color], (1, 1, w - 2, 9), border_radius=4)
    FONT.draw(surf, text, (w // 2, 2), COLORS["white"], align="center")
    return surf


def _dpad(direction: str) -> pygame.Surface:
    surf = pygame.Surface((13, 13), pygame.SRCALPHA)
    ink, body, lit = COLORS["ink"], COLORS["grey_dark"], COLORS["white"]
    pygame.draw.rect(surf, ink, (4, 0, 5, 13))
    pygame.draw.rect(surf, ink, (0, 4, 13, 5))
    pygame.draw.rect(surf, body, (5, 1, 3, 11))
    pygame.draw.rect(surf, body, (1, 5, 11, 3))
    arm = {"up": (5, 1, 3, 4), "down": (5, 8, 3, 4), "left": (1, 5, 4, 3), "right": (8, 5, 4, 3)}[direction]
    pygame.draw.rect(surf, lit, arm)
    return surf
