"""Owns the log of the hand: everything the table said since the deal, one line per play, pass, clear
(and why), give, discard, tax transfer and finish, scrollable, over the paused table or replay.

The lines are the effects' own words as the table showed them (``Animator.log``),
so the log tells nothing the table did not: an exchange between other seats has
no faces in it, a replay's log is its table's. The newest line is at the bottom
and the log opens there; up and down (or the wheel) scroll a line, the page keys
a panel.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

import pygame

from game.app.common import BACK, dim, draw_panel
from game.app.input import Action
from game.app.scene import Scene
from game.gfx import fit
from game.gfx.font import FONT
from game.gfx.palette import COLORS
from game.i18n import _
from game.table.wording.words import cards_in

if TYPE_CHECKING:
    from game.app.app import App

PANEL = pygame.Rect(40, 24, 400, 214)
ROWS = 18  # lines the panel shows at once
LINE = fit.box("hand log line", PANEL.width - 24)


class HandLog(Scene):
    """The log over the table (see the module docstring)."""

    transparent = True

    def __init__(self, app: "App", lines: Sequence[str]) -> None:
        super().__init__(app)
        self.lines = [part for line in lines for part in FONT.wrap(cards_in(line), LINE.width)]
        self.top = max(0, len(self.lines) - ROWS)  # opens on the newest lines

    def handle(self, action: Action) -> None:
        step = {"up": -1, "down": 1, "page_left": -ROWS, "page_right": ROWS}.get(action.name)
        if step is not None:
            self.top = max(0, min(max(0, len(self.lines) - ROWS), self.top + step))
        elif action.name in BACK or action.name in ("menu", "confirm"):
            self.app.sound("cancel")
            self.app.stack.pop()

    def prompts(self) -> list[tuple[str, str]]:
        # TRANSLATORS: box=prompt
        return [("up", _("Scroll")), ("page_right", _("Page")), ("cancel", _("Back"))]

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface)
        draw_panel(surface, PANEL)
        # TRANSLATORS: box=overlay title
        FONT.draw(surface, _("LOG OF THE HAND"), (PANEL.centerx, PANEL.y + 6), COLORS["gold"], "center")
        if not self.lines:
            # TRANSLATORS: box=hand log line
            FONT.draw(surface, _("Nothing has happened yet this hand."), (PANEL.x + 12, PANEL.y + 22),
                      COLORS["grey_light"])
            return
        for i, line in enumerate(self.lines[self.top:self.top + ROWS]):
            FONT.draw(surface, line, (PANEL.x + 12, PANEL.y + 20 + i * 10), COLORS["white"])
        if self.top > 0:
            FONT.draw(surface, "^", (PANEL.right - 10, PANEL.y + 20), COLORS["sky"])
        if self.top + ROWS < len(self.lines):
            FONT.draw(surface, "v", (PANEL.right - 10, PANEL.bottom - 14), COLORS["sky"])
