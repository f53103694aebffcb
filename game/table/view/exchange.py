"""Owns the viewer's side of a hand's tax: which cards came in (marked in the hand while a return is
chosen) and the summary left on the table until the first play ("You gave 2♦ A♠ to Ben; you got 3♥").

The exchange flies by at the start of a hand, before anyone has looked at
their cards; a Beggar who blinked would not know what went, nor a Rich which
of their cards just came. This keeps what the viewer saw of it, from the
engine's ``TaxPaid``/``TaxReturned`` events and only where those showed the
viewer the faces (``private_ok``), until the hand's first play.
"""
from __future__ import annotations

from typing import Callable, Sequence

import pygame

from game.app.common import draw_panel
from game.engine.events import Event, Played, TaxPaid, TaxReturned
from game.gfx import fit
from game.gfx.font import FONT
from game.gfx.palette import COLORS
from game.i18n import _
from game.table.view.layout import PANEL_X0, PANEL_X1, PANEL_Y  # where the tax panel stood
from game.table.wording.words import card_names, shown

LINE = fit.box("exchange summary", PANEL_X1 - PANEL_X0 - 12, lines=2)


class Exchange:
    """The viewer's transfers of this hand (see the module docstring)."""

    def __init__(self) -> None:
        self.gave: list[tuple[int, tuple[int, ...]]] = []  # (to whom, cards)
        self.got: list[tuple[int, tuple[int, ...]]] = []  # (from whom, cards)
        self.over = False  # the first play was made: the summary is no longer news

    def heard(self, events: Sequence[Event], viewer: int, private_ok: Callable[[int, int], bool]) -> None:
        for e in events:
            if isinstance(e, (TaxPaid, TaxReturned)) and private_ok(e.giver, e.receiver):
                cards = tuple(int(c) for c in e.cards)
                if e.giver == viewer:
                    self.gave.append((e.receiver, cards))
                if e.receiver == viewer:
                    self.got.append((e.giver, cards))
            elif isinstance(e, Played):
                self.over = True

    def marked(self, hand: Sequence[int]) -> set[int]:
        """The cards that came to the viewer and are still held, while the exchange is news."""
        if self.over:
            return set()
        came = {c for _seat, cards in self.got for c in cards}
        return {c for c in hand if c in came}

    def summary(self, name: Callable[[int], str]) -> str:
        """"You gave 2♦ A♠ to Ben; you got 3♥ 4♣", or "" once the first play is made (or without a transfer)."""
        if self.over or not (self.gave or self.got):
            return ""
        # TRANSLATORS: box=exchange summary
        gave = [_("You gave {cards} to {name}").format(cards=card_names(cards), name=shown(name(seat))[:8])
                for seat, cards in self.gave]
        # TRANSLATORS: box=exchange summary
        got = [_("you got {cards}").format(cards=card_names(cards)) for _seat, cards in self.got]
        # TRANSLATORS: box=exchange summary
        # Between the parts of the tax summary: "You gave 2♦ to Ben; you got 3♥".
        text = _("; ").join(gave + got)
        return text[:1].upper() + text[1:]

    def draw(self, surface: pygame.Surface, text: str) -> None:
        """The summary in a small panel over the empty play area, where the tax panel stood."""
        lines = FONT.wrap(fit.into(text, LINE), LINE.width)[:LINE.lines]
        width = min(PANEL_X1 - PANEL_X0, max(FONT.size(line)[0] for line in lines) + 12)
        rect = pygame.Rect(0, 0, width, 8 + 9 * len(lines))
        rect.midtop = ((PANEL_X0 + PANEL_X1) // 2, PANEL_Y)
        draw_panel(surface, rect)
        for i, line in enumerate(lines):
            FONT.draw(surface, line, (rect.centerx, rect.y + 5 + i * 9), COLORS["gold"], "center")
