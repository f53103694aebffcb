"""Owns the tax exchange: the givers' strongest cards fly to the receivers on their own,
then each receiver returns cards (a human picks them, a bot picks its own).

It is the play scene with a panel that says who gives what and why; once no
return is owed and the exchange has been animated, the play scene takes over
with the same animator, so nothing jumps.
"""
from __future__ import annotations

import pygame

from game import scenes
from game.engine import SeatView
from game.engine.events import Event, TaxPaid
from game.gfx.font import FONT
from game.gfx.palette import COLORS
from game.scenes.common import draw_panel
from game.table import flow
from game.table.play_scene import PlayScene
from game.table.words import is_you, strongest, their

PANEL_X0, PANEL_X1 = 104, 376  # between the side seats' boxes (x 4-100 and 380-476)


class TaxScene(PlayScene):
    phase = "TAX"
    taxes: tuple[TaxPaid, ...] = ()  # this hand's tax payments, as the engine reported them

    def feed(self, events: list[Event]) -> None:
        self.taxes = self.taxes + tuple(e for e in events if isinstance(e, TaxPaid))
        super().feed(events)

    def tax_lines(self, view: SeatView) -> list[str]:
        """Who pays whom and how many, from the TaxPaid events (titles from the last hand)."""
        s = self.session

        def who(seat: int) -> str:
            title = view.titles[seat]
            return f"{s.name(seat)[:8]} ({title})" if title else s.name(seat)[:8]

        lines = []
        for e in self.taxes:
            n = len(e.cards)
            pays = "pay" if is_you(s.name(e.giver)) else "pays"
            lines.append(f"TAX: {who(e.giver)} {pays} {who(e.receiver)} {their(s.name(e.giver))} {strongest(n)}")
        back = "any they choose" if view.rules.tax_return == "choose" else "their weakest"
        lines.append(f"Each receiver returns as many: {back}" if lines
                     else f"TAX: receivers return as many cards as they got ({back})")
        return lines

    def _next_scene(self) -> bool:
        if self.session.match.hand.pending == "return":
            return False
        flow.tax_done(self.app, self.session, self.animator, self.fast)
        return True

    def draw_extra(self, surface: pygame.Surface, view: SeatView) -> None:
        rect, lines, plain = self.tax_panel(view)
        draw_panel(surface, rect)
        for i, line in enumerate(lines):
            FONT.draw(surface, line, (rect.centerx, rect.y + 5 + i * 9), COLORS["white" if i < plain else "gold"],
                      "center")

    def tax_panel(self, view: SeatView) -> tuple[pygame.Rect, list[str], int]:
        """The panel over the empty play area, its lines wrapped to fit between the side seats (clear
        of every seat box and card stack), and how many of them are the plain (white) lines."""
        s = self.session
        lines = self.tax_lines(view)
        plain = len(lines)
        if view.pending == "return" and view.to_act is not None and view.owed_to is not None:
            n, to = view.owed, s.name(view.owed_to)[:8]
            if view.to_act == s.viewer and s.is_human(view.to_act):
                what = "any you choose" if view.rules.tax_return == "choose" else "your weakest"
                lines.append(f"Your turn: return {n} to {to} ({what})")
            else:
                what = "any they choose" if view.rules.tax_return == "choose" else "their weakest"
                lines.append(f"{s.name(view.to_act)[:8]} returns {n} to {to} ({what})")
        room = PANEL_X1 - PANEL_X0
        wrapped = [FONT.wrap(line, room - 12) for line in lines]
        plain = sum(len(w) for w in wrapped[:plain])
        lines = [part for w in wrapped for part in w]
        width = min(room, max(FONT.size(line)[0] for line in lines) + 12)
        rect = pygame.Rect(0, 0, width, 8 + 9 * len(lines))
        rect.midtop = ((PANEL_X0 + PANEL_X1) // 2, 76)
        return rect, lines, plain


scenes.register("table.tax", TaxScene, entry=False)
