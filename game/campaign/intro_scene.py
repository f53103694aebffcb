"""Owns the level intro: who sits at the table, the teaching text, the rules that differ
from the previous table, the goal and what earns each star; Play starts the match.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.app.common import BACK, draw_panel, felt
from game.app.input import Action
from game.app.scene import Scene
from game.engine.rules import FOUL_TAGS
from game.gfx import fit, portraits, ui
from game.gfx.font import BIG, FONT
from game.gfx.palette import COLORS
from game.i18n import N_, _, language
from game.records.rating import bot_rating
from game.table.screens import flow
from game.table.wording.rules_text import SWITCHES

from . import art
from .goals import STAR_TEXT
from .level import Level
from .texts import PRESET_NAMES, STRENGTH_WORDS

if TYPE_CHECKING:
    from game.app.app import App

EXTRA_LABELS = {"seats": N_("Players"), "foul_cards": N_("Foul cards"), "rounds": N_("Hands"),
                "target_points": N_("Play to"), "turn_timer": N_("Turn timer")}
TEXT_RECT = pygame.Rect(8, 28, 322, 150)
SIDE_RECT = pygame.Rect(338, 28, 134, 150)
RIVALS_RECT = pygame.Rect(8, 186, 322, 68)
RATING_NOTE = fit.box("intro rating note", 322 - 16 - 50)  # right of "RIVALS" in the rivals panel
CHANGE_COLS, CHANGE_W, CHANGE_H = 2, 152, 11
NO_UNDO = N_("No undo at this table.")  # the session refuses it (game.table.match.session)
# The side panel's lines (its width less the margins): the goal in up to three lines, the match's length.
GOAL = fit.box("intro goal", SIDE_RECT.width - 16, lines=3)
LENGTH = fit.box("intro match", SIDE_RECT.width - 16)
SECTION = fit.box("intro section", TEXT_RECT.width - 16)  # the heading over the changes
CHANGE = fit.box("intro change", CHANGE_W - 2, holds=EXTRA_LABELS.values())  # one change, in two columns


def label_of(switch: str) -> str:
    """A switch's name as the rules setup words it, in the language in force."""
    return _(SWITCHES[switch][0] if switch in SWITCHES else EXTRA_LABELS.get(switch, switch))


def value_text(switch: str, value: Any) -> str:
    """A switch value as the rules setup words it, in the language in force."""
    if isinstance(value, bool):
        return _("on") if value else _("off")
    if switch == "foul_cards":
        tags = [t for t in FOUL_TAGS if t in value]
        if len(tags) <= 2:
            return ", ".join(tags)
        # TRANSLATORS: box=intro change
        return _("{n} kinds").format(n=len(tags))
    if switch in ("rounds", "target_points", "turn_timer") and value == 0:
        return _("none")
    if switch == "turn_timer":
        # TRANSLATORS: a turn timer in seconds.
        return _("{n} s").format(n=value)
    if switch in SWITCHES and SWITCHES[switch][3]:
        for v, text in SWITCHES[switch][3]:
            if v == value or (isinstance(value, list) and v == tuple(value)):
                return _(text)
    if isinstance(value, list):
        return ",".join(str(v) for v in value)
    return str(value)


def changes(level: Level, previous: Level | None) -> list[str]:
    """'Label: value' for each switch that differs from the previous table, the ones it teaches first,
    in the language in force."""
    preset = _("{preset} rules").format(preset=_(PRESET_NAMES[level.preset]))
    if previous is None:
        # TRANSLATORS: box=intro change
        return [preset, _("Players: {n}").format(n=level.seats),
                # TRANSLATORS: box=intro change
                _("Match: {length}").format(length=level.length_text)]
    now, before = level.rules.to_dict(), previous.rules.to_dict()
    keys = [k for k in now if now[k] != before[k]]
    keys.sort(key=lambda k: k not in level.teaches)  # stable: RULES.md order within each group
    out = [preset] if level.preset != previous.preset else []
    # TRANSLATORS: one rule that differs from the last table: "Jack-back: on".
    out += [_("{rule}: {value}").format(rule=label_of(k), value=value_text(k, now[k])) for k in keys]
    # TRANSLATORS: box=intro change
    return out or [_("Same rules, tougher rivals")]


class IntroScene(Scene):
    def __init__(self, app: "App", level: Level, previous: Level | None, best_stars: int = 0) -> None:
        super().__init__(app)
        self.level = level
        self.best = best_stars
        self.previous = previous
        self.focus = 0  # 0: PLAY, 1: Back
        self.buttons = [(N_("PLAY"), pygame.Rect(342, 192, 126, 18), self.play),
                        (N_("Back"), pygame.Rect(342, 220, 126, 18), self.back)]
        self._worded: tuple[str, list[str], list[str]] | None = None

    def worded(self) -> tuple[list[str], list[str]]:
        """The intro's lines and the list of changes in the language in force (worded again when it changes)."""
        lang = language()
        if self._worded is None or self._worded[0] != lang:
            lines = FONT.wrap(self.level.intro, TEXT_RECT.width - 16)
            self._worded = (lang, lines, changes(self.level, self.previous))
        return self._worded[1], self._worded[2]

    def enter(self) -> None:
        from .play import show_on_map

        show_on_map(self.app, self.level.id)  # opened from the map, or from the outcome of the table before

    def play(self) -> None:
        from .play import start

        self.app.sound("confirm")
        flow.start_over(self.app, "campaign", lambda: start(self.app, self.level))

    def back(self) -> None:
        self.app.sound("cancel")
        self.app.stack.go(self.app.stack.pop, "wipe")

    def handle(self, action: Action) -> None:
        name = action.name
        if name in BACK:
            self.back()
        elif name in ("left", "right", "up", "down"):
            self.app.sound("move")
            self.focus = 1 - self.focus
        elif name == "confirm":
            self.buttons[self.focus][2]()
        elif name in ("point", "click") and action.pos is not None:
            for i, (_label, rect, press) in enumerate(self.buttons):
                if rect.collidepoint(action.pos):
                    self.focus = i
                    if name == "click":
                        press()

    def prompts(self) -> list[tuple[str, str]]:
        return [("confirm", _("Choose")), ("cancel", _("Map"))]

    # -- drawing ---------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        lv = self.level
        surface.blit(felt(480, 270), (0, 0))
        BIG.draw(surface, lv.name.upper(), (240, 6), COLORS["gold"], "center", shadow=COLORS["ink"])
        self._draw_text(surface)
        draw_panel(surface, SIDE_RECT)
        x, y = SIDE_RECT.x + 8, SIDE_RECT.y + 6
        width = SIDE_RECT.width - 16
        FONT.draw(surface, _("GOAL"), (x, y), COLORS["gold"])
        goal_lines = FONT.wrap(fit.into(lv.goal.describe(), GOAL), width)[:3]
        for i, line in enumerate(goal_lines):
            FONT.draw(surface, line, (x, y + 12 + i * FONT.line_height), COLORS["sky"])
        FONT.draw(surface, _("MATCH"), (x, y + 50), COLORS["gold"])
        FONT.draw(surface, art.fit(fit.into(lv.length_text, LENGTH), width), (x, y + 62), COLORS["white"])
        for i, line in enumerate(FONT.wrap(_(NO_UNDO), width)[:2]):
            FONT.draw(surface, line, (x, y + 74 + i * FONT.line_height), COLORS["grey_light"])
        FONT.draw(surface, _("STARS"), (x, y + 96), COLORS["gold"])
        for i, text in enumerate(STAR_TEXT):
            art.star(surface, (x, y + 108 + i * 11), i < self.best)
            FONT.draw(surface, art.fit(_(text), width - 10), (x + 10, y + 108 + i * 11), COLORS["white"])
        self._draw_rivals(surface, RIVALS_RECT)
        for i, (label, rect, _press) in enumerate(self.buttons):
            if i == self.focus:
                surface.fill(COLORS["highlight"], rect.inflate(4, 4))
            surface.blit(ui.button(rect.width, rect.height, _(label), "hover" if i == self.focus else "normal"), rect)

    def _draw_text(self, surface: pygame.Surface) -> None:
        """The teaching text, then what changed since the last table in two columns beneath it."""
        rect = TEXT_RECT
        draw_panel(surface, rect)
        x, y = rect.x + 8, rect.y + 7
        lines, changed = self.worded()
        for line in lines:
            FONT.draw(surface, line, (x, y), COLORS["white"])
            y += FONT.line_height
        y += 6
        section = (_("DIFFERENT FROM THE LAST TABLE") if self.previous is not None
                   # TRANSLATORS: box=intro section
                   else _("THIS TABLE"))
        FONT.draw(surface, fit.into(section, SECTION), (x, y), COLORS["gold"])
        y += 12
        room = max(1, (rect.bottom - 4 - y) // CHANGE_H) * CHANGE_COLS
        shown = changed[:room]
        if len(changed) > room:
            shown[-1] = _("+ {n} more").format(n=len(changed) - room + 1)
        rows = (len(shown) + CHANGE_COLS - 1) // CHANGE_COLS
        for i, text in enumerate(shown):
            col, row = divmod(i, rows)
            FONT.draw(surface, art.fit(fit.into(text, CHANGE)[:25], CHANGE_W - 2),
                      (x + col * CHANGE_W, y + row * CHANGE_H), COLORS["white"])

    def _draw_rivals(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        draw_panel(surface, rect)
        FONT.draw(surface, _("RIVALS"), (rect.x + 8, rect.y + 5), COLORS["gold"])
        # TRANSLATORS: box=intro rating note; the number beside each rival's face is their rating
        FONT.draw(surface, fit.into(_("beside each face: the rating"), RATING_NOTE), (rect.right - 8, rect.y + 5),
                  COLORS["sky"], "right")
        step = min(80, (rect.width - 12) // len(self.level.opponents))
        for j, opp in enumerate(self.level.opponents):
            cx = rect.x + 6 + j * step + step // 2
            surface.blit(portraits.portrait(opp.portrait), (cx - 12, rect.y + 16))
            FONT.draw(surface, art.fit(opp.name, step - 4), (cx, rect.y + 43),
                      COLORS["gold" if opp.boss else "white"], "center")
            tag = _("BOSS") if opp.boss else _(STRENGTH_WORDS[opp.strength])
            # the rival's fixed rating (game.records.rating), beside the face
            FONT.draw(surface, str(bot_rating(opp.strength, opp.personality)), (cx + 14, rect.y + 31), COLORS["sky"])
            FONT.draw(surface, art.fit(tag, step - 4), (cx, rect.y + 54), COLORS["red" if opp.boss else "grey_light"],
                      "center")

