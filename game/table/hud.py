"""Owns the status strip across the top of the table: the states in force and the rules.

Left: revolution (or pending), jack-back, the suit lock with its suits and the
order in force; right: a compact list of the rule switches on, so a player can
always see what the table is playing by without opening a menu.
"""
from __future__ import annotations

import pygame

from game.engine import Rules, SeatView
from game.gfx.cards import SUIT_CHAR
from game.gfx.font import FONT
from game.gfx.palette import COLORS
from game.table import layout


def states(view: SeatView) -> list[tuple[str, str]]:
    """(text, colour) for each active state, most important first."""
    out: list[tuple[str, str]] = []
    if view.revolution:
        out.append(("REVOLUTION", "red"))
    if view.pending_revolution:
        out.append(("REV PENDING", "pink"))
    if view.jack_back:
        out.append(("JACK-BACK", "sky"))
    if view.locked_suits:
        out.append(("LOCK " + "".join(SUIT_CHAR[s] for s in view.locked_suits), "gold"))
    out.append(("3 HIGH" if view.reversed else "2 HIGH", "white"))
    return out


def rules_summary(rules: Rules) -> str:
    """The switches in force, in a few characters each."""
    parts = []
    if rules.eight_cut:
        parts.append("8cut")
    if rules.revolution:
        parts.append("rev" + ("@clear" if rules.revolution_timing == "on_clear" else ""))
    if rules.spade3:
        parts.append("3\u2660")
    if rules.jack_back:
        parts.append("Jback")
    if rules.suit_lock:
        parts.append("lock")
    if rules.seven_give:
        parts.append("7give")
    if rules.ten_discard:
        parts.append("10disc")
    if rules.foul_finish:
        parts.append("foul")
    if rules.fall_from_grace:
        parts.append("fall")
    if rules.pass_locks_out:
        parts.append("passlock")
    return " ".join(parts)


def draw(surface: pygame.Surface, view: SeatView, hand_label: str) -> None:
    strip = pygame.Rect(0, 0, layout.WIDTH, layout.HUD_H)
    surface.fill(COLORS["ink"], strip)
    surface.fill(COLORS["panel_edge"], (0, strip.bottom - 1, layout.WIDTH, 1))
    x = 3
    for text, color in states(view):
        w = FONT.size(text)[0]
        surface.fill(COLORS[color] if color != "white" else COLORS["panel"], (x - 1, 1, w + 3, 9))
        FONT.draw(surface, text, (x + 1, 2), COLORS["ink"] if color != "white" else COLORS["white"])
        x += w + 6
    right = f"{hand_label}  {rules_summary(view.rules)}"
    room = layout.WIDTH - x - 4
    while right and FONT.size(right)[0] > room:
        right = right[:-1]  # a very long rule list is cut from the end, never drawn under the states
    FONT.draw(surface, right, (layout.WIDTH - 3, 2), COLORS["grey_light"], "right")
