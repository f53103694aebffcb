"""Owns the status strip across the top of the table: the states in force and the rules.

Row one: the order in force in plain words ("2 is high, 3 is low",
"REVOLUTION: 3 is high", "JACK-BACK: 3 is high this trick"), then each other
active state as a coloured tag (revolution pending, the locked suits), and
on the right the hand number and phase. Row two: the rule switches that are on, named as on the setup screen
("8 cuts", "suit lock"), so the table's rules are always on screen; when
they do not fit on one row, the row turns pages every few seconds.

Under the viewer's box, two small badges: "Pass this trick" while it is armed
(``auto_pass_badge``) and, at a campaign table, the level's goal and the
player's progress toward it (``goal_corner``).
"""
from __future__ import annotations

import pygame

from game.engine import Rules, SeatView
from game.gfx import fit
from game.gfx.cards import SUIT_CHAR
from game.gfx.font import FONT
from game.gfx.palette import COLORS
from game.i18n import N_, _, pgettext
from game.table.view import layout

ROW2_Y = 11  # second text row of the strip
# Tag colours: dark text reads on the light tags; the plain order and the red revolution need white.
TAG_FILL = {"white": "panel", "red": "red_dark"}
TAG_TEXT = {"white": "white", "red": "white"}
RULES_PAGE_TICKS = 240  # a long rules row shows each page for 4 seconds
# The top row: where the match stands (and the phase) on the right in up to MATCH's width, the states
# on the left in the rest; the first, most important state must fit whole, later ones are cut to the room left.
MATCH = fit.box("table strip match", 200)
STATE = fit.box("table strip state", layout.WIDTH - MATCH.width - 13)
RULES = fit.box("table strip rules", layout.WIDTH - 6)  # the second row: one page of the rules in force


def states(view: SeatView) -> list[tuple[str, str]]:
    """(text, colour) for the order in force and each active state, most important first."""
    # Which rank is high comes from the engine's ``reversed`` (the order in force); the revolution
    # and jack-back flags only name why, so a combination the strip does not foresee still reads true.
    high = _("3 is high") if view.reversed else _("2 is high")
    if view.revolution and view.jack_back:
        # TRANSLATORS: box=table strip state
        order = (_("REVOLUTION, JACK-BACK: {high}").format(high=high), "red")
    elif view.revolution:
        # TRANSLATORS: box=table strip state
        order = (_("REVOLUTION: {high}").format(high=high), "red")
    elif view.jack_back:
        order = (_("JACK-BACK: {high} this trick").format(high=high), "sky")
    else:
        # TRANSLATORS: box=table strip state
        order = (_("3 is high, 2 is low"), "red") if view.reversed else (_("2 is high, 3 is low"), "white")
    out = [order]
    if view.pending_revolution:
        out.append((_("REVOLUTION PENDING"), "pink"))
    if view.locked_suits:
        # TRANSLATORS: box=table strip state
        out.append((_("LOCK: {suits} only").format(suits=" ".join(SUIT_CHAR[s] for s in view.locked_suits)), "gold"))
    return out


def rules_in_force(rules: Rules) -> list[str]:
    """The switches that are on, named as on the rules setup screen, most game-changing first."""
    parts = []
    if rules.revolution:
        parts.append(_("revolution at the clear") if rules.revolution_timing == "on_clear" else _("revolution"))
    for on, words in ((rules.eight_cut, N_("8 cuts")), (rules.jack_back, N_("jack-back")),
                      (rules.suit_lock, N_("suit lock")), (rules.seven_give, N_("7 gives")),
                      (rules.ten_discard, N_("10 discards")), (rules.spade3, N_("3♠ beats joker")),
                      (rules.pass_locks_out, N_("passing sits you out")), (rules.foul_finish, N_("foul finish")),
                      (rules.fall_from_grace, N_("fall from grace"))):
        if on:
            parts.append(_(words))
    return parts


def _joined(parts: list[str]) -> str:
    return pgettext("list", ", ").join(parts)


def rules_pages(rules: Rules, width: int) -> list[str]:
    """The rules row, split into pages that each fit ``width`` pixels (shown in turn when several)."""
    parts = rules_in_force(rules)
    if not parts:
        # TRANSLATORS: box=table strip rules
        return [_("Rules: plain, no special cards")]
    # TRANSLATORS: the rules row of the table's top strip when it turns pages: "Rules (1/2): 8 cuts, ...".
    paged = _("Rules ({page}/{pages}): {rules}")
    pages: list[list[str]] = [[]]
    for part in parts:
        trial = paged.format(page=1, pages=9, rules=_joined(pages[-1] + [part]))
        if pages[-1] and FONT.size(trial)[0] > width:
            pages.append([])
        pages[-1].append(part)
    if len(pages) == 1:
        return [_("Rules: {rules}").format(rules=_joined(pages[0]))]
    return [paged.format(page=i + 1, pages=len(pages), rules=_joined(p)) + ("..." if i + 1 < len(pages) else "")
            for i, p in enumerate(pages)]


def match_label(rules: Rules, number: int) -> str:
    """Where the match stands: "Hand 2 of 5" or "Hand 2, first to 7 pts"."""
    if rules.rounds:
        return _("Hand {number} of {rounds}").format(number=number, rounds=rules.rounds)
    # TRANSLATORS: box=table strip match
    return _("Hand {number}, first to {points} pts").format(number=number, points=rules.target_points)


def cut(text: str, width: int) -> str:
    """Cut text to ``width`` pixels, at a list's comma where possible, marking the cut with '...'."""
    if FONT.size(text)[0] <= width:
        return text
    comma = pgettext("list", ", ").strip()
    while text and FONT.size(text + "...")[0] > width:
        text = text[: text.rfind(comma)] if comma in text else text[:-1]
    return text + "..."


def draw(surface: pygame.Surface, view: SeatView, phase: str, tick: int) -> None:
    """The strip; ``tick`` turns the rules row's pages when they do not fit on one."""
    strip = pygame.Rect(0, 0, layout.WIDTH, layout.HUD_H)
    surface.fill(COLORS["ink"], strip)
    surface.fill(COLORS["panel_edge"], (0, strip.bottom - 1, layout.WIDTH, 1))
    right = f"{match_label(view.rules, view.number)}  {phase}".strip()
    right_w = FONT.size(right)[0]
    FONT.draw(surface, fit.into(right, MATCH), (layout.WIDTH - 3, 2), COLORS["grey_light"], "right")
    x = 3
    room = layout.WIDTH - right_w - 10
    for i, (text, color) in enumerate(states(view)):
        text = cut(fit.into(text, STATE) if i == 0 else text, room - x - 3)
        if not text or text == "...":
            break  # no room left: the most important states come first
        w = FONT.size(text)[0]
        surface.fill(COLORS[TAG_FILL.get(color, color)], (x - 1, 1, w + 3, 9))
        FONT.draw(surface, text, (x + 1, 2), COLORS[TAG_TEXT.get(color, "ink")])
        x += w + 6
    pages = rules_pages(view.rules, layout.WIDTH - 6)
    page = pages[tick // RULES_PAGE_TICKS % len(pages)]
    FONT.draw(surface, fit.into(page, RULES), (3, ROW2_Y + 1), COLORS["grey_light"])


GOAL = fit.box("goal corner", layout.GOAL_CORNER.width - 4)


def goal_corner(surface: pygame.Surface, goal: tuple[str, str]) -> None:
    """Under the viewer's box at a campaign table: the level's goal and how far the player is."""
    rect = layout.GOAL_CORNER
    surface.fill(COLORS["ink"], rect.inflate(2, 2))
    surface.fill(COLORS["panel"], rect)
    head, now = goal
    FONT.draw(surface, fit.into(head, GOAL), (rect.centerx, rect.y + 2), COLORS["gold"], "center")
    FONT.draw(surface, fit.into(now, GOAL), (rect.centerx, rect.y + 12), COLORS["white"], "center")


def auto_pass_badge(surface: pygame.Surface, key: str) -> None:
    """By the viewer's box while "Pass this trick" is on (armed until the table clears): that it is on
    and how to stop it."""
    rect = layout.AUTO_PASS_BADGE
    surface.fill(COLORS["ink"], rect.inflate(2, 2))
    surface.fill(COLORS["blue_dark"], rect)
    # TRANSLATORS: the badge while "Pass this trick" is on (96 px)
    FONT.draw(surface, _("PASS THIS TRICK"), (rect.centerx, rect.y + 2), COLORS["sky"], "center")
    # TRANSLATORS: {key} is the key or button that stops auto-pass.
    FONT.draw(surface, _("{key}: stop").format(key=key), (rect.centerx, rect.y + 12), COLORS["white"], "center")
