"""Owns the main menu: its entries and how they find their scenes in the registry.

Each entry opens the scene registered under its name (see ``game.scenes``);
Continue is listed only while its factory says there is a match to continue.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.app import registry
from game.app.widgets import Button, MenuList
from game.gfx import fit
from game.gfx.font import FONT
from game.gfx.palette import COLORS
from game.i18n import N_, _
from game.app.common import ConfirmDialog, ListScene, draw_heading, draw_panel, felt

if TYPE_CHECKING:
    from game.app.app import App

# (label, registered scene name, one-line blurb): English ids, drawn through the catalog.
ENTRIES: tuple[tuple[str, str, str], ...] = (
    (N_("Continue"), "continue", N_("Resume the match you left.")),
    (N_("Campaign"), "campaign", N_("Climb from Beggar to Millionaire, one rival at a time.")),
    (N_("Quick Match"), "quick_match", N_("One match against three bots, your rules.")),
    (N_("Pass & Play"), "pass_and_play", N_("Share one screen with friends.")),
    (N_("Friends' Table"), "friends_join", N_("Friends join from their phones or computers.")),
    (N_("Join a Table"), "join_table", N_("Sit at a friend's table hosted on another computer.")),
    (N_("Records"), "records", N_("Your places, points and rivals, match after match.")),
    (N_("Replays"), "replays", N_("Watch your last matches again, move by move.")),
    (N_("How to Play"), "howto", N_("The rules, with small animated examples.")),
    (N_("Settings"), "settings", N_("Display, sound, controls and the controller test.")),
)
ROW = fit.box("main menu row", 130, holds=[label for label, _name, _blurb in ENTRIES])
BLURB = fit.box("main menu blurb", 470, holds=[blurb for _label, _name, blurb in ENTRIES])  # one line under the menu


class MainMenu(ListScene):
    def __init__(self, app: "App") -> None:
        super().__init__(app, self._rows(app))

    def _rows(self, app: "App") -> MenuList:
        rows, self.opens = [], []  # opens: the scene each row opens, to find a row again in resume
        for label, name, blurb in ENTRIES:
            # A scene may have nothing to open now (Continue without a save): then no row.
            if not registry.available(name):
                continue
            rows.append(Button(_(label), reason=_(blurb), on_press=lambda name=name: self._open(name)))
            self.opens.append(name)
        # TRANSLATORS: box=main menu row
        quit_row = _("Quit")
        # TRANSLATORS: box=main menu blurb
        rows.append(Button(quit_row, reason=_("Close the game."), on_press=self._quit))
        self.opens.append("quit")
        return MenuList(rows, pygame.Rect(170, 62, 140, len(rows) * 15), row_h=15, sound=app.sound)

    def resume(self) -> None:
        """Rows again, focus kept on its entry: what was opened from here may have moved the save aside,
        or Settings changed the language (so rows are found by the scene they open, not their label)."""
        focused = self.opens[self.menu.focus]
        self.menu = self._rows(self.app)
        self.menu.focus = self.opens.index(focused) if focused in self.opens else 0

    def enter(self) -> None:
        self.app.mixer.play_music("title")

    def _open(self, name: str) -> None:
        make = registry.factory(name)
        if make is not None:
            self.app.stack.go(lambda: self.app.stack.push(make(self.app)), "wipe")

    def _quit(self) -> None:
        self.app.stack.push(ConfirmDialog(self.app, _("Quit Daifugo Arcade?"), self.app.quit))

    def back(self) -> None:
        make = registry.factory("title")
        assert make is not None
        self.app.sound("cancel")
        self.app.stack.go(lambda: self.app.stack.replace(make(self.app)))

    def prompts(self) -> list[tuple[str, str]]:
        # TRANSLATORS: box=prompt
        return [("confirm", _("Select")), ("cancel", _("Title"))]

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(felt(480, 270), (0, 0))
        # TRANSLATORS: box=heading; the main menu's title (大富豪アーケード)
        draw_heading(surface, _("DAIFUGO ARCADE"), 30)
        panel = self.menu.rect.inflate(24, 20)
        draw_panel(surface, panel)
        self.menu.draw(surface)
        row = self.menu.rows[self.menu.focus]
        FONT.draw(surface, fit.into(row.reason, BLURB), (240, panel.bottom + 12), COLORS["white"], "center",
                  shadow=COLORS["ink"])


registry.register("menu", MainMenu)
