"""Owns the Replays screen: the stored matches, newest first (date, mode, rules, result), each
opening the replay viewer (reached by name: ``replay_viewer``).

It reads only what the list needs from the store; a replay is played through
the engine when it is opened, so a long list opens at once.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game import scenes
from game.app.widgets import Button, MenuList
from game.gfx.font import FONT
from game.gfx.palette import COLORS
from game.records import store
from game.records.replay import Replay
from game.records.stats import preset_of
from game.scenes.common import ListScene, draw_heading, draw_panel, felt
from game.table.animations import ordinal

if TYPE_CHECKING:
    from game.app.app import App

MODE_LABELS = {"quick": "Quick", "pass": "Pass&Play", "campaign": "Campaign"}
ROWS = 14


COLUMNS = (("DATE", 6), ("MODE", 92), ("RULES", 160), ("LENGTH", 222), ("RESULT", 270))


def summary(replay: Replay) -> tuple[tuple[str, ...], str]:
    """(the row's columns, one-line detail) for the list."""
    r, rules = replay.result, replay.rules
    length = f"{rules.rounds} hands" if rules.rounds else f"to {rules.target_points} pts"
    me = next((i for i, s in enumerate(replay.seats) if s.kind == "human"), 0)
    if r.finished:
        order = sorted(range(len(r.scores)), key=lambda s: -r.scores[s])
        outcome = f"{ordinal(order.index(me) + 1)} {r.scores[me]:+d}"
    else:
        outcome = f"left after {r.hands}"
    row = (replay.started, MODE_LABELS.get(replay.mode, replay.mode), preset_of(rules), length, outcome)
    names = ", ".join(s.name for s in replay.seats)
    return row, f"{names}. {r.hands} hand{'s' * (r.hands != 1)}, {int(replay.seconds) // 60} min."


class ReplaysScene(ListScene):
    def __init__(self, app: "App") -> None:
        self.replays = store.load_replays()
        rows, self.columns = [], []
        for replay in self.replays:
            columns, detail = summary(replay)
            self.columns.append(columns)
            rows.append(Button("", reason=detail, on_press=lambda r=replay: self._open(r)))
        super().__init__(app, MenuList(rows, pygame.Rect(24, 44, 432, ROWS * 13), sound=app.sound))

    def _open(self, replay: Replay) -> None:
        make = scenes.factory("replay_viewer")
        if make is not None:
            self.app.stack.go(lambda: self.app.stack.push(make(self.app, replay)), "wipe")

    def prompts(self) -> list[tuple[str, str]]:
        return [("confirm", "Watch"), ("cancel", "Back")] if self.replays else [("cancel", "Back")]

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(felt(480, 270), (0, 0))
        draw_heading(surface, "REPLAYS", 8)
        panel = self.menu.rect.inflate(12, 24).move(0, -6)
        draw_panel(surface, panel)
        for title, x in COLUMNS:
            FONT.draw(surface, title, (self.menu.rect.x + x, panel.y + 4), COLORS["grey_light"])
        if not self.replays:
            FONT.draw(surface, "No match recorded yet: every match you play is kept here.", (240, 120),
                      COLORS["white"], "center")
            return
        self.menu.draw(surface)
        for i in range(self.menu.top, min(len(self.replays), self.menu.top + self.menu.visible)):
            rect = self.menu.row_rect(i)
            assert rect is not None
            color = COLORS["ink"] if i == self.menu.focus else COLORS["white"]
            for (_title, x), text in zip(COLUMNS, self.columns[i]):
                FONT.draw(surface, text, (rect.x + x, rect.y + (rect.height - FONT.cap_height) // 2), color)
        FONT.draw(surface, f"{len(self.replays)} of the last {store.KEEP} matches kept",
                  (panel.right - 6, panel.bottom - 11), COLORS["grey_light"], "right")
        row = self.menu.rows[self.menu.focus]
        FONT.draw(surface, row.reason, (240, panel.bottom + 8), COLORS["white"], "center", shadow=COLORS["ink"])


scenes.register("replays", ReplaysScene)
