"""Owns the outcome of a campaign match: cleared or failed, the stars, how far the player got,
what the clear unlocked, and where to go next (next table, retry, map).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.app import registry
from game.app.input import Action
from game.app.scene import Scene
from game.gfx import fit, ui
from game.gfx.font import BIG, FONT
from game.gfx.palette import COLORS
from game.i18n import N_, _
from game.app.common import BACK, draw_panel, felt

from . import art
from .goals import STAR_TEXT
from .level import Level
from .play import Attempt
from .road import Road

if TYPE_CHECKING:
    from game.app.app import App

PANEL = pygame.Rect(90, 40, 300, 170)
LINE = fit.box("outcome line", PANEL.width - 24)  # a line of the panel: how far the goal got, what was unlocked
ERROR = fit.box("outcome error", PANEL.width - 24, lines=2)  # why the clear was not saved
BUTTON_W, BUTTON_H = 88, 16


class OutcomeScene(Scene):
    def __init__(self, app: "App", attempt: Attempt) -> None:
        super().__init__(app)
        self.attempt = attempt
        self.t = 0
        road = Road.load()
        self.unlocked = [e.title for u in attempt.unlocked if (e := road.by_id(u)) is not None]
        # Only a table that loaded: a broken next file is shown broken on the map, never offered here.
        nxt = next((u for u in attempt.level.unlocks if (e := road.by_id(u)) is not None and e.level is not None), None)
        self.next_entry = road.by_id(nxt) if attempt.cleared and nxt else None
        self.buttons: list[tuple[str, object]] = []
        if self.next_entry is not None:
            self.buttons.append((N_("Next table"), self.next_table))
        self.buttons.append((N_("Retry") if not attempt.cleared else N_("Play again"), self.retry))
        self.buttons.append((N_("Map"), self.to_map))
        self.focus = 0

    def button_rects(self) -> list[pygame.Rect]:
        n = len(self.buttons)
        x0 = 240 - (n * BUTTON_W + (n - 1) * 8) // 2
        return [pygame.Rect(x0 + i * (BUTTON_W + 8), 226, BUTTON_W, BUTTON_H) for i in range(n)]

    def enter(self) -> None:
        self.app.sound("fanfare" if self.attempt.cleared else "error")

    # -- where next ---------------------------------------------------------------------------
    def to_map(self) -> None:
        self.app.sound("confirm")
        self.app.stack.go(self.app.stack.pop, "wipe")  # the map sits beneath

    def retry(self) -> None:
        self._intro(self.attempt.level, None, self._best(self.attempt.level.id))

    def next_table(self) -> None:
        entry = self.next_entry
        assert entry is not None and entry.level is not None, "next table offered only when it loaded"
        self._intro(entry.level, self.attempt.level, self._best(entry.id))

    def _intro(self, level: Level, previous: Level | None, best: int) -> None:
        self.app.sound("confirm")
        scene = registry.make("campaign.intro", self.app, level, previous, best)
        self.app.stack.go(lambda: self.app.stack.replace(scene), "wipe")

    @staticmethod
    def _best(level_id: str) -> int:
        from . import progress

        return progress.load()[0].stars.get(level_id, 0)

    # -- input -------------------------------------------------------------------------------------
    def handle(self, action: Action) -> None:
        name = action.name
        if name in BACK:
            self.to_map()
        elif name in ("left", "right", "up", "down"):
            step = -1 if name in ("left", "up") else 1
            self.focus = (self.focus + step) % len(self.buttons)
            self.app.sound("move")
        elif name == "confirm":
            self.buttons[self.focus][1]()  # type: ignore[operator]
        elif name in ("point", "click") and action.pos is not None:
            for i, rect in enumerate(self.button_rects()):
                if rect.collidepoint(action.pos):
                    self.focus = i
                    if name == "click":
                        self.buttons[i][1]()  # type: ignore[operator]

    def update(self) -> None:
        self.t += 1

    def prompts(self) -> list[tuple[str, str]]:
        return [("confirm", _("Choose")), ("cancel", _("Map"))]

    # -- drawing ---------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        a = self.attempt
        surface.blit(felt(480, 270), (0, 0))
        title, color = (_("TABLE CLEARED!"), "gold") if a.cleared else (_("NOT THIS TIME"), "pink")
        BIG.draw(surface, title, (240, 12), COLORS[color], "center", shadow=COLORS["ink"])
        draw_panel(surface, PANEL)
        x, y = PANEL.x + 12, PANEL.y + 8
        width = PANEL.width - 24
        FONT.draw(surface, art.fit(a.level.name, width), (PANEL.centerx, y), COLORS["gold"], "center")
        FONT.draw(surface, art.fit(_("Goal: {goal}").format(goal=a.level.goal.describe()), width), (x, y + 16),
                  COLORS["sky"])
        if a.result is not None:
            FONT.draw(surface, art.fit(fit.into(a.level.goal.how_far(a.result), LINE), width), (x, y + 28),
                      COLORS["white"])
        # Stars light one by one, an arcade tally.
        lit = min(a.stars, self.t // 20)
        for i, text in enumerate(STAR_TEXT):
            yy = y + 46 + i * 13
            earned = i < lit
            art.star(surface, (x, yy), earned)
            FONT.draw(surface, _(text), (x + 12, yy), COLORS["white" if earned else "grey"])
        yy = y + 92
        if self.unlocked:
            label = FONT.draw(surface, _("UNLOCKED:"), (x, yy), COLORS["green"])
            # TRANSLATORS: between the names of the tables a clear unlocked.
            names = _(", ").join(self.unlocked)
            at = max(x + 60, label.right + 6)  # a column, unless the label is longer
            FONT.draw(surface, art.fit(names[:40], PANEL.right - 12 - at), (at, yy), COLORS["white"])
        elif a.cleared:
            # TRANSLATORS: box=outcome line
            FONT.draw(surface, art.fit(fit.into(_("Nothing new unlocked: the road is yours."), LINE), width), (x, yy),
                      COLORS["grey_light"])
        else:
            FONT.draw(surface, art.fit(_("Clear the goal to open the next table."), width), (x, yy),
                      COLORS["grey_light"])
        for i in range(3):
            art.big_star(surface, (PANEL.centerx + (i - 1) * 32, PANEL.bottom - 26), i < lit)
        if a.error:
            for i, line in enumerate(FONT.wrap(fit.into(a.error, ERROR), PANEL.width - 24)[:2]):
                FONT.draw(surface, line, (x, yy + 14 + i * FONT.line_height), COLORS["pink"])
        for i, ((label, _press), rect) in enumerate(zip(self.buttons, self.button_rects())):
            if i == self.focus:
                surface.fill(COLORS["highlight"], rect.inflate(4, 4))
            surface.blit(ui.button(rect.width, rect.height, _(label), "hover" if i == self.focus else "normal"), rect)
