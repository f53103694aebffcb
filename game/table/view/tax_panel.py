"""Owns the tax exchange's panel: the givers' strongest cards fly to the receivers on their own,
then each receiver returns cards (a human picks them, a bot picks its own), and this panel over
the empty play area says who gives what and why.

The play scene shows it while a return is owed and the exchange is being
animated (the replay viewer too); it reads the deal's ``TaxPaid`` events and
the seat's view, and draws nothing else.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

import pygame

from game.app.common import draw_panel
from game.engine import Owed, SeatView
from game.engine.events import Event, TaxPaid
from game.gfx import fit
from game.gfx.font import FONT
from game.gfx.palette import COLORS
from game.i18n import _, ngettext
from game.table.match.table_session import TableSession
from game.table.view.layout import PANEL_X0, PANEL_X1, PANEL_Y
from game.table.wording.words import about, shown, title

if TYPE_CHECKING:
    from game.table.view.table_view import TableView

# One line of the panel, wrapped inside its margins; two lines at most, so four payments and the returns
# stay above the hand.
LINE = fit.box("tax panel line", PANEL_X1 - PANEL_X0 - 12, lines=2)


class TaxPanel:
    """The tax panel of one hand's exchange (see the module docstring)."""

    def __init__(self, session: TableSession, events: Sequence[Event]) -> None:
        self.session = session
        self.taxes = tuple(e for e in events if isinstance(e, TaxPaid))  # this hand's payments, as reported

    def tax_lines(self, view: SeatView) -> list[str]:
        """Who pays whom and how many, from the TaxPaid events (titles from the last hand)."""
        s = self.session

        def who(seat: int) -> str:
            name, rank = shown(s.name(seat))[:8], title(view.titles[seat])
            # TRANSLATORS: a seat and the title it holds from the last hand: "Aki (Beggar)".
            return _("{name} ({title})").format(name=name, title=rank) if rank else name

        lines = []
        for e in self.taxes:
            n = len(e.cards)
            lines.append(about(
                s.name(e.giver),
                ngettext("TAX: {payer} pay {to} your strongest card", "TAX: {payer} pay {to} your {n} strongest cards", n),
                ngettext("TAX: {payer} pays {to} their strongest card", "TAX: {payer} pays {to} their {n} strongest cards",
                         n), n=n, payer=who(e.giver), to=who(e.receiver)))
        choose = view.rules.tax_return == "choose"
        if lines:
            lines.append(_("Each receiver returns as many: any they choose") if choose
                         # TRANSLATORS: box=tax panel line
                         else _("Each receiver returns as many: their weakest"))
        else:
            # TRANSLATORS: box=tax panel line
            lines.append(_("TAX: receivers return as many cards as they got (any they choose)") if choose
                         # TRANSLATORS: box=tax panel line
                         else _("TAX: receivers return as many cards as they got (their weakest)"))
        return lines

    def draw(self, surface: pygame.Surface, table: "TableView", view: SeatView) -> None:
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
        if view.pending is Owed.RETURN and view.to_act is not None and view.owed_to is not None:
            n, to = view.owed, shown(s.name(view.owed_to))[:8]
            choose = view.rules.tax_return == "choose"
            if view.to_act == s.viewer and s.sits_here(view.to_act):
                lines.append((_("Your turn: return {n} to {to} (any you choose)") if choose
                              # TRANSLATORS: box=tax panel line
                              else _("Your turn: return {n} to {to} (your weakest)")).format(n=n, to=to))
            elif choose:
                # TRANSLATORS: box=tax panel line
                lines.append(about(s.name(view.to_act), _("You return {n} to {to} (any you choose)"),
                                   # TRANSLATORS: box=tax panel line
                                   _("{name} returns {n} to {to} (any they choose)"), n=n, to=to))
            else:
                # TRANSLATORS: box=tax panel line
                lines.append(about(s.name(view.to_act), _("You return {n} to {to} (your weakest)"),
                                   # TRANSLATORS: box=tax panel line
                                   _("{name} returns {n} to {to} (their weakest)"), n=n, to=to))
        room = PANEL_X1 - PANEL_X0
        wrapped = [FONT.wrap(fit.into(line, LINE), room - 12) for line in lines]
        plain = sum(len(w) for w in wrapped[:plain])
        lines = [part for w in wrapped for part in w]
        width = min(room, max(FONT.size(line)[0] for line in lines) + 12)
        rect = pygame.Rect(0, 0, width, 8 + 9 * len(lines))
        rect.midtop = ((PANEL_X0 + PANEL_X1) // 2, PANEL_Y)
        return rect, lines, plain

