"""Owns the small screens over the table: "pass to NAME" (pass-and-play privacy),
the joker-reading chooser and the in-game table menu (auto-pass, seats to bots, quit).

The handoff screen is opaque and draws no card at all, so nothing private shows
while the device changes hands; only its confirm makes the next human the viewer
(``Session.confirm``), also when the same human plays on after a new hand or a resume.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Sequence

import pygame

from game.app import registry
from game.app.common import ConfirmDialog, ListScene, MenuOverlay, dim, draw_panel
from game.app.input import Action
from game.app.scene import Scene
from game.app.widgets import Button, MenuList, Toggle
from game.engine import Move, MoveKind
from game.gfx import fit, portraits
from game.gfx.font import BIG, FONT
from game.gfx.palette import COLORS
from game.i18n import N_, _
from game.table.match.table_session import TableSession
from game.table.screens import flow
from game.table.view import hud
from game.table.view.animations import move_text
from game.table.wording.hand_log import HandLog
from game.table.wording.words import shown

if TYPE_CHECKING:
    from game.app.app import App


# What the handing-over player is to do, beside the portrait under the name (the 300-px panel less 74 and a margin).
TASKS = {MoveKind.PLAY: N_("It is your turn."), MoveKind.GIVE: N_("You owe cards to give."),
         MoveKind.DISCARD: N_("You owe a discard."), MoveKind.RETURN: N_("Return cards for the tax.")}
TASK = fit.box("handoff task", 300 - 74 - 6, holds=TASKS.values())
# A table menu row's label, left of its ON/OFF (the 184-px list less its 30-px value column and the gaps).
MENU_ROW = fit.box("table menu row", 184 - 30 - 12)


class HandoffScene(Scene):
    """Covers the whole screen until ``seat``'s player confirms they hold the device."""

    def __init__(self, app: "App", session: TableSession, seat: int) -> None:
        super().__init__(app)
        self.session = session
        self.seat = seat
        self.t = 0

    def handle(self, action: Action) -> None:
        if action.name in ("confirm", "click"):
            self.session.confirm(self.seat)
            self.app.sound("confirm")
            self.app.stack.pop()
        elif action.name in ("menu", "cancel"):  # the table menu (save and quit, a bot for a seat) from here too
            self.app.sound("confirm")
            self.app.stack.push(TableMenu(self.app, self.session))

    def update(self) -> None:
        self.t += 1

    def prompts(self) -> list[tuple[str, str]]:
        # TRANSLATORS: the confirm prompt of the "pass the device" screen: "I am Aki".
        return [("confirm", _("I am {name}").format(name=shown(self.session.name(self.seat))[:8])),
                ("menu", _("Menu"))]

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(COLORS["ink"])
        rect = pygame.Rect(0, 0, 300, 120)
        rect.center = (240, 125)
        draw_panel(surface, rect)
        name = shown(self.session.name(self.seat))
        surface.blit(portraits.portrait(self.session.seats[self.seat].portrait, 48), (rect.x + 14, rect.y + 14))
        FONT.draw(surface, _("PASS THE DEVICE TO"), (rect.x + 74, rect.y + 16), COLORS["grey_light"])
        BIG.draw(surface, name[:10].upper(), (rect.x + 74, rect.y + 30), COLORS["gold"], shadow=COLORS["red_dark"])
        what = self.session.decision()
        FONT.draw(surface, fit.into(_(TASKS[what]), TASK), (rect.x + 74, rect.y + 54), COLORS["white"])
        FONT.draw(surface, _("Everyone else: look away!"), (rect.x + 14, rect.y + 76), COLORS["pink"])
        if (self.t // 30) % 2 == 0:
            FONT.draw(surface, _("{name}: press confirm when ready").format(name=name), (240, rect.y + 96),
                      COLORS["highlight"], "center")


class ReadingChooser(ListScene):
    """The joker could stand for more than one card: the player picks the play."""

    transparent = True

    def __init__(self, app: "App", moves: list[Move], choose: Callable[[Move], None]) -> None:
        self.choose = choose
        rows = [Button(move_text(m), on_press=lambda m=m: self._pick(m)) for m in moves[:8]]
        self.rect = pygame.Rect(0, 0, 220, 30 + 13 * len(rows))
        self.rect.center = (240, 120)
        super().__init__(app, MenuList(rows, pygame.Rect(self.rect.x + 10, self.rect.y + 22, 200, 13 * len(rows)),
                                       sound=app.sound))

    def _pick(self, move: Move) -> None:
        self.app.stack.pop()
        self.choose(move)

    def prompts(self) -> list[tuple[str, str]]:
        return [("confirm", _("Play this")), ("cancel", _("Back"))]

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 120)
        draw_panel(surface, self.rect)
        FONT.draw(surface, _("The joker stands for..."), (self.rect.centerx, self.rect.y + 8), COLORS["gold"], "center")
        self.menu.draw(surface)


class TableMenu(MenuOverlay):
    """Pause menu of the table: resume, auto-pass, who plays each human seat, settings, leave.

    Its words are built in the language in force, and again on coming back from Settings, where the
    language may have changed."""

    def __init__(self, app: "App", session: TableSession, log: Sequence[str] | None = None) -> None:
        """``log``: the hand's log as the table showed it (from the table; none over the hand-off)."""
        self.session = session
        self.log = log
        super().__init__(app, self._menu(app))

    def _menu(self, app: "App") -> MenuList:
        s = self.session
        # TRANSLATORS: box=overlay title
        self.heading = _("TABLE MENU")
        rows: list = [Button(_("Resume"), on_press=lambda: app.stack.pop())]
        if s.friends is not None:  # a friends' table hosted here: a latecomer needs the address
            # TRANSLATORS: box=table menu row
            rows.append(Button(_("Show how to join"), on_press=lambda: app.stack.push(
                registry.make("friends.join", app, s))))
        if s.sits_here(s.viewer):  # a friend's switches are on their own device
            # TRANSLATORS: box=table menu row; the V key's switch: pass until the table clears
            rows.append(Toggle(_("Pass this trick"), get=lambda: s.viewer in s.auto_pass,
                               set=lambda on: s.set_auto_pass(s.viewer, on)))
            # TRANSLATORS: box=table menu row
            rows.append(Toggle(_("Pass when I can't play"), get=lambda: s.viewer in s.pass_if_stuck,
                               set=lambda on: s.set_pass_if_stuck(s.viewer, on)))
        for seat in (seat for seat in s.humans if s.sits_here(seat)):  # a friend away gets the CPU by the grace period
            # TRANSLATORS: box=table menu row
            label = _("Bot plays {name}").format(name=shown(s.name(seat))[:8])
            rows.append(Toggle(label, get=lambda seat=seat: seat in s.standins,
                               set=lambda on, seat=seat: s.set_standin(seat, on)))
        if self.log is not None:
            log = self.log
            # TRANSLATORS: box=table menu row
            rows.append(Button(_("Log of this hand"), on_press=lambda: app.stack.push(HandLog(app, log))))
        rows.append(Button(_("Settings"), on_press=lambda: self.open("settings")))
        # How to Play with this table's numbers (its tax, its scoring)
        rows.append(Button(_("How to Play"), on_press=lambda: app.stack.push(registry.make("howto", app, s.rules))))
        # TRANSLATORS: box=table menu row; a match Continue cannot take up again (a friend's table)
        leave = _("Leave the table")
        # TRANSLATORS: box=table menu row
        rows.append(Button(_("Save and quit") if s.kept else leave, on_press=self._quit))
        h = 13 * len(rows)
        self.goal = s.goal()  # a campaign level's goal and how far the player is, under the rows
        self.rect = pygame.Rect(0, 0, 200, h + 30 + (22 if self.goal is not None else 0))
        self.rect.center = (240, 128)
        return MenuList(rows, pygame.Rect(self.rect.x + 8, self.rect.y + 22, 184, h), sound=app.sound, value_w=30)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.goal is not None:
            head, now = self.goal
            y = self.rect.bottom - 24
            FONT.draw(surface, fit.into(head, hud.GOAL), (self.rect.centerx, y), COLORS["gold"], "center")
            FONT.draw(surface, fit.into(now, hud.GOAL), (self.rect.centerx, y + 10), COLORS["white"], "center")

    def resume(self) -> None:
        focus = self.menu.focus
        self.menu = self._menu(self.app)
        self.menu.set_focus(focus, sound=False)

    def prompts(self) -> list[tuple[str, str]]:
        return [("confirm", _("Choose")), ("menu", _("Resume"))]

    def _quit(self) -> None:
        # TRANSLATORS: box=question
        leave = _("Leave the table?")
        # TRANSLATORS: box=question
        question = _("Leave? The match is saved.") if self.session.kept else leave
        self.app.stack.push(ConfirmDialog(self.app, question, lambda: flow.leave(self.app)))


registry.register("table.handoff", HandoffScene, entry=False)
