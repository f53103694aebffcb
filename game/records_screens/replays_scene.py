"""Owns the Replays screen: the stored matches, newest first (date, mode, rules, result), paged by
mode (all, campaign, quick match, pass and play), each opening the replay viewer (reached by name:
``replay_viewer``).

It reads only what the list needs from the store; a replay is played through
the engine when it is opened, so a long list opens at once. Page left/right
(shoulder buttons, Q/E) or a click on a tab changes the mode shown, as the
Records screen pages its players.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.app import registry
from game.app.common import BACK, ListScene, draw_heading, draw_panel, felt
from game.app.input import Action
from game.app.widgets import Button, MenuList, Tabs
from game.gfx import fit
from game.gfx.font import FONT
from game.gfx.palette import COLORS
from game.i18n import N_, _, ngettext, ordinal
from game.records import store
from game.records.replay import Replay
from game.records.stats import preset_of
from game.records_screens.names import campaign_rivals, shown
from game.table.saving.recorder import counted_as
from game.table.wording.rules_text import preset_text

if TYPE_CHECKING:
    from game.app.app import App

# The modes the list pages through, "" for all of them; the short names fit the MODE column.
PAGES = (("", N_("All")), ("campaign", N_("Campaign")), ("quick", N_("Quick Match")), ("pass", N_("Pass & Play")))
MODE_LABELS = {"quick": N_("Quick"), "pass": N_("Pass&Play"), "campaign": N_("Campaign")}
ROWS = 13
LIST = pygame.Rect(24, 56, 432, ROWS * 13)
LENGTH = fit.box("replays length", 270 - 222 - 3)  # the LENGTH column, up to RESULT's
RESULT = fit.box("replays result", LIST.width - 270 - 6)  # the RESULT column, to the row's end
EMPTY = fit.box("replays empty", LIST.width)  # across the list's panel: nothing kept yet

# TRANSLATORS: the Replays list's column heads; the MODE column is 58 px wide, RULES and LENGTH 60.
# MODE starts clear of the longest date ("2026-12-05 04:32" is 84 px from DATE's 6) with a gap.
COLUMNS = ((N_("DATE"), 6), (N_("MODE"), 98), (N_("RULES"), 160), (N_("LENGTH"), 222), (N_("RESULT"), 270))


def summary(replay: Replay, rivals: dict[str, str] | None = None) -> tuple[tuple[str, ...], str]:
    """(the row's columns, one-line detail) for the list. The seats are named as the Records screen names
    them, in the language in force (``names.shown``; ``rivals``: the campaign's names by face), never as the
    file spelled them: "You" is あなた in Japanese, and a rival recorded in the other language is renamed."""
    r, rules = replay.result, replay.rules
    length = (ngettext("{n} hand", "{n} hands", rules.rounds).format(n=rules.rounds) if rules.rounds
              # TRANSLATORS: box=replays length
              else _("to {n} pts").format(n=rules.target_points))
    me = next((i for i, s in enumerate(replay.seats) if s.kind == "human"), 0)
    if r.finished:
        order = sorted(range(len(r.scores)), key=lambda s: -r.scores[s])
        outcome = f"{ordinal(order.index(me) + 1)} {r.scores[me]:+d}"
    else:
        # TRANSLATORS: box=replays result
        outcome = _("left after {n}").format(n=r.hands)
    mode = MODE_LABELS.get(replay.mode)
    row = (replay.started, _(mode) if mode else replay.mode, preset_text(preset_of(rules)), length, outcome)
    # TRANSLATORS: between the players' names in a replay's detail line.
    rivals = campaign_rivals() if rivals is None else rivals
    names = _(", ").join(shown(counted_as(s.name, s.face, s.kind == "human"), rivals) for s in replay.seats)
    hands = ngettext("{n} hand", "{n} hands", r.hands).format(n=r.hands)
    return row, _("{names}. {hands}, {minutes} min.").format(names=names, hands=hands,
                                                             minutes=int(replay.seconds) // 60)


class ReplaysScene(ListScene):
    def __init__(self, app: "App") -> None:
        self.replays = store.load_replays()
        super().__init__(app, MenuList([], LIST.copy(), sound=app.sound))
        self.tabs = Tabs([f"{_(label)} {self._count(mode)}" for mode, label in PAGES], 22, sound=app.sound)
        self.shown: list[Replay] = []
        self.columns: list[tuple[str, ...]] = []
        self._fill()

    def _count(self, mode: str) -> int:
        return sum(1 for r in self.replays if not mode or r.mode == mode)

    @property
    def mode(self) -> str:
        """The mode shown, "" for every mode."""
        return PAGES[self.tabs.index][0]

    def _fill(self) -> None:
        """The list's rows for the mode shown."""
        self.shown = [r for r in self.replays if not self.mode or r.mode == self.mode]
        rows = []
        self.columns = []
        rivals = campaign_rivals()
        for replay in self.shown:
            columns, detail = summary(replay, rivals)
            self.columns.append(columns)
            rows.append(Button("", reason=detail, on_press=lambda r=replay: self._open(r)))
        self.menu = MenuList(rows, LIST.copy(), sound=self.app.sound)

    def handle(self, action: Action) -> None:
        if action.name not in BACK and self.tabs.handle(action):
            self._fill()
        else:
            super().handle(action)

    def _open(self, replay: Replay) -> None:
        make = registry.factory("replay_viewer")
        if make is not None:
            self.app.stack.go(lambda: self.app.stack.push(make(self.app, replay)), "wipe")

    def prompts(self) -> list[tuple[str, str]]:
        watch = [("confirm", _("Watch"))] if self.shown else []
        pages = [("page_left", _("Prev mode")), ("page_right", _("Next mode"))] if self.replays else []
        return watch + pages + [("cancel", _("Back"))]

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(felt(480, 270), (0, 0))
        draw_heading(surface, _("REPLAYS"), 4)
        panel = self.menu.rect.inflate(12, 24).move(0, -6)
        draw_panel(surface, panel)
        for title, x in COLUMNS:
            FONT.draw(surface, _(title), (self.menu.rect.x + x, panel.y + 4), COLORS["grey_light"])
        if not self.replays:
            # TRANSLATORS: box=replays empty
            FONT.draw(surface, fit.into(_("No match recorded yet: every match you play is kept here."), EMPTY),
                      (240, 120), COLORS["white"], "center")
            return
        self.tabs.draw(surface)
        if not self.shown:
            # TRANSLATORS: box=replays empty
            FONT.draw(surface, fit.into(_("No match of this mode is kept yet."), EMPTY), (240, 120), COLORS["white"],
                      "center")
            return
        self.menu.draw(surface)
        for i in range(self.menu.top, min(len(self.shown), self.menu.top + self.menu.visible)):
            rect = self.menu.row_rect(i)
            assert rect is not None
            color = COLORS["ink"] if i == self.menu.focus else COLORS["white"]
            for (_title, x), text in zip(COLUMNS, self.columns[i]):
                FONT.draw(surface, text, (rect.x + x, rect.y + (rect.height - FONT.cap_height) // 2), color)
        kept = _("{n} of the last {keep} matches kept") if not self.mode else _("{n} of the {total} matches kept")
        FONT.draw(surface, kept.format(n=len(self.shown), keep=store.KEEP, total=len(self.replays)),
                  (panel.right - 6, panel.bottom - 11), COLORS["grey_light"], "right")
        row = self.menu.rows[self.menu.focus]
        FONT.draw(surface, row.reason, (240, panel.bottom + 8), COLORS["white"], "center", shadow=COLORS["ink"])


registry.register("replays", ReplaysScene)
