"""Owns the tax exchange: the givers' strongest cards fly to the receivers on their own,
then each receiver returns cards (a human picks them, a bot picks its own).

It is the play scene with a panel that says who gives what and why; once no
return is owed and the exchange has been animated, the play scene takes over
with the same animator, so nothing jumps.
"""
from __future__ import annotations

import pygame

from game.engine import SeatView
from game.gfx.font import FONT
from game.gfx.palette import COLORS
from game.scenes.common import draw_panel
from game.table.play_scene import PlayScene


class TaxScene(PlayScene):
    phase = "TAX"

    def _next_scene(self) -> bool:
        if self.session.match.hand.pending == "return":
            return False
        play = PlayScene(self.app, self.session, animator=self.animator)
        play.fast = self.fast
        self.app.stack.replace(play)
        return True

    def draw_extra(self, surface: pygame.Surface, view: SeatView) -> None:
        s = self.session
        lines = ["TAX: the Beggar pays the Millionaire their strongest cards",
                 "(and the Poor pays the Rich); each receiver returns as many."]
        if view.pending == "return" and view.to_act is not None:
            what = "any cards they choose" if view.rules.tax_return == "choose" else "their weakest cards"
            lines.append(f"{s.name(view.to_act)} returns {view.owed} to {s.name(view.owed_to)}: {what}"
                         if view.owed_to is not None else "")
        rect = pygame.Rect(96, 136, 312, 12 + 9 * len(lines))
        draw_panel(surface, rect)
        for i, line in enumerate(lines):
            FONT.draw(surface, line, (rect.centerx, rect.y + 6 + i * 9), COLORS["white" if i < 2 else "gold"],
                      "center")
