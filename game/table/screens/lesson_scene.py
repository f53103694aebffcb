"""Owns the guided first hand on screen: its explanation panel, the way in, and the way out.

The lesson itself (deal, script, steps) is ``game.table.match.lesson``; this module
seats it at an ordinary table (deal, play, results scenes, the same
``TableView``) and adds the panel that shows the step due now. The panel sits
in the top-left corner, which a 4-seat table leaves empty (between the
status strip, the top seat's box and the left seat's box), so it never covers
a card or the play area. The menu key asks whether to skip the lesson (and,
once it is over, whether to leave the table) instead of opening the table
menu; either way it ends at the main menu. Starting it marks it seen, so the
title offers it only on the first launch.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.app import registry
from game.app.common import ConfirmDialog, draw_panel, key_words
from game.engine import SeatView
from game.gfx import fit
from game.gfx.font import FONT
from game.gfx.palette import COLORS
from game.i18n import _
from game.table.match.lesson import BESIDE_PLAY_AREA, OFF_SCRIPT, SEATS, STEPS, YOU, Lesson, session
from game.table.screens import flow
from game.table.view import layout
from game.table.view.board import STATUS_LINES, STATUS_W
from game.table.view.table_view import TableView

if TYPE_CHECKING:
    from game.app.app import App
    from game.app.scene import Scene

# The top-left corner of the lesson's four-seat table: under the status strip, left of the top seat's
# box, above the left seat's box with room for the panel's shadow; beside a panel over the play area
# (the tax, the exchange's summary) it keeps to three lines.
_LEFT, _TOP = (layout.seat_boxes(len(SEATS), YOU)[seat] for seat in (1, 2))
PANEL = pygame.Rect(4, layout.HUD_H + 2, _TOP.x - 4 - 4, _LEFT.y - 3 - (layout.HUD_H + 2))
HEAD_H = 14  # the heading's line, above the words
TEXT = fit.box("lesson panel", PANEL.width - 10, lines=(PANEL.height - HEAD_H - 4) // FONT.line_height,
               holds=[step.text for step in STEPS if step.key not in BESIDE_PLAY_AREA])
SHORT = fit.box("lesson panel beside the tax", PANEL.width - 10,
                lines=(layout.PANEL_Y - 3 - PANEL.y - HEAD_H - 4) // FONT.line_height,
                holds=[OFF_SCRIPT, *(step.text for step in STEPS if step.key in BESIDE_PLAY_AREA)])
# An off-script move's words show on the table's status strip.
fit.box("table status", STATUS_W, lines=STATUS_LINES, holds=[step.steer for step in STEPS if step.steer])


class LessonPanel:
    """The step due now, over the table's empty top-left corner: a heading with the step's number,
    then its words, keys named as bound now."""

    def __init__(self, app: "App", lesson: Lesson) -> None:
        self.app = app
        self.lesson = lesson

    def draw(self, surface: pygame.Surface, table: TableView, view: SeatView) -> None:
        lesson = self.lesson
        room = SHORT if lesson.step.key in BESIDE_PLAY_AREA or lesson.off_script else TEXT
        lines = FONT.wrap(fit.into(key_words(self.app, _(lesson.text)), room), room.width)[:room.lines]
        rect = PANEL.copy()
        rect.height = HEAD_H + 4 + len(lines) * FONT.line_height
        draw_panel(surface, rect)
        # TRANSLATORS: the heading of the guided first hand's panel: "GUIDED HAND 3/13".
        head = (_("GUIDED HAND") if lesson.off_script
                else _("GUIDED HAND {n}/{total}").format(n=lesson.index + 1, total=len(STEPS)))
        FONT.draw(surface, head, (rect.x + 5, rect.y + 4), COLORS["gold"])
        for i, line in enumerate(lines):
            FONT.draw(surface, line, (rect.x + 5, rect.y + HEAD_H + 2 + i * FONT.line_height), COLORS["white"])


class SkipKey:
    """The menu key at the guided hand: skip the lesson (leave the table, once it is over), asked first."""

    def __init__(self, app: "App", table: TableView, lesson: Lesson) -> None:
        self.app, self.table, self.lesson = app, table, lesson

    @property
    def label(self) -> str:
        # TRANSLATORS: box=prompt
        return _("Leave") if self.lesson.over else _("Skip lesson")

    def open(self) -> None:
        # TRANSLATORS: box=question
        question = (_("Leave the table?") if self.lesson.over
                    # TRANSLATORS: box=question
                    else _("Skip the lesson? How to Play can start it again."))
        self.app.stack.push(ConfirmDialog(self.app, question, self._leave))

    def _leave(self) -> None:
        self.table.close()
        flow.leave(self.app)


def table_for(app: "App") -> tuple[TableView, Lesson]:
    """The guided hand's table, set up with the panel and the menu key's question."""
    table_session, lesson = session()
    table = TableView(app, table_session)
    table.guide = LessonPanel(app, lesson)
    table.menu = SkipKey(app, table, lesson)
    return table, lesson


def begin(app: "App") -> "Scene":
    """The guided hand's deal; the lesson counts as seen from here on."""
    if not app.settings.lesson_seen:
        app.settings.lesson_seen = True
        app.settings_changed()
    table, _lesson = table_for(app)
    return flow.deal_scene(app, table, table.session.match.opening_events)


registry.register("lesson", begin)
# The guided hand's match end continues to the main menu (``Lesson.after_match``), not to a rematch.
registry.register("lesson.after", lambda app, _session: registry.make("menu", app), entry=False)
