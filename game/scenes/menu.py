"""Owns the main menu: its entries and how they find their scenes in the registry.

Each entry opens the scene registered under its name (see ``game.scenes``);
Continue is listed only while its factory says there is a match to continue.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game import scenes
from game.app.widgets import Button, MenuList
from game.gfx.font import FONT
from game.gfx.palette import COLORS
from game.scenes.common import ConfirmDialog, ListScene, draw_heading, draw_panel, felt

if TYPE_CHECKING:
    from game.app.app import App

# (label, registered scene name, one-line blurb)
ENTRIES: tuple[tuple[str, str, str], ...] = (
    ("Continue", "continue", "Resume the match you left."),
    ("Campaign", "campaign", "Climb from Beggar to Millionaire, one rival at a time."),
    ("Quick Match", "quick_match", "One match against three bots, your rules."),
    ("Pass & Play", "pass_and_play", "Share one screen with friends."),
    ("Records", "records", "Your places, points and rivals, match after match."),
    ("Replays", "replays", "Watch your last matches again, move by move."),
    ("How to Play", "howto", "The rules, with small animated examples."),
    ("Settings", "settings", "Display, sound, controls and the controller test."),
)


class MainMenu(ListScene):
    def __init__(self, app: "App") -> None:
        super().__init__(app, self._rows(app))

    def _rows(self, app: "App") -> MenuList:
        rows = []
        for label, name, blurb in ENTRIES:
            make = scenes.factory(name)
            # A factory may say it has nothing to open now (Continue without a save): then no row.
            if make is None or not getattr(make, "available", lambda: True)():
                continue
            rows.append(Button(label, reason=blurb, on_press=lambda name=name: self._open(name)))
        rows.append(Button("Quit", reason="Close the game.", on_press=self._quit))
        return MenuList(rows, pygame.Rect(170, 70, 140, len(rows) * 15), row_h=15, sound=app.sound)

    def resume(self) -> None:
        """Rows again, focus kept on its entry: what was opened from here may have moved the save aside."""
        label = self.menu.rows[self.menu.focus].label
        self.menu = self._rows(self.app)
        self.menu.focus = next((i for i, r in enumerate(self.menu.rows) if r.label == label), 0)

    def enter(self) -> None:
        self.app.mixer.play_music("title")

    def _open(self, name: str) -> None:
        make = scenes.factory(name)
        if make is not None:
            self.app.stack.go(lambda: self.app.stack.push(make(self.app)), "wipe")

    def _quit(self) -> None:
        self.app.stack.push(ConfirmDialog(self.app, "Quit Daifugo Arcade?", self.app.quit))

    def back(self) -> None:
        make = scenes.factory("title")
        assert make is not None
        self.app.sound("cancel")
        self.app.stack.go(lambda: self.app.stack.replace(make(self.app)))

    def prompts(self) -> list[tuple[str, str]]:
        return [("confirm", "Select"), ("cancel", "Title")]

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(felt(480, 270), (0, 0))
        draw_heading(surface, "DAIFUGO ARCADE", 30)
        panel = self.menu.rect.inflate(24, 20)
        draw_panel(surface, panel)
        self.menu.draw(surface)
        row = self.menu.rows[self.menu.focus]
        FONT.draw(surface, row.reason, (240, panel.bottom + 12), COLORS["white"], "center", shadow=COLORS["ink"])


scenes.register("menu", MainMenu)
