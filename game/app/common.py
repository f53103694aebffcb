"""Owns the shared overlays (message, confirm dialog, pause menu) and small drawing helpers.

Overlays are transparent scenes pushed over another scene: the one beneath is
drawn, dimmed, and paused until the overlay pops.
"""
from __future__ import annotations

import functools
from typing import TYPE_CHECKING, Callable

import pygame

from game.app import registry
from game.app.actions import ACTIONS
from game.app.input import Action
from game.app.scene import Scene
from game.app.widgets import Button, MenuList
from game.gfx import fit, ui
from game.gfx.font import BIG, FONT
from game.gfx.palette import COLORS
from game.i18n import N_, _

if TYPE_CHECKING:
    from game.app.app import App

BACK = ("cancel", "menu")  # either one leaves a menu screen
HEADING = fit.box("heading", 470, scale=2)  # a screen's big title
MESSAGE_TITLE = fit.box("message title", 284)
# The file notices' sentences (and the match save's, and why a resumed campaign match became plain) are all
# shown in a message (paged 18 lines at a time).
MESSAGE_TEXT = fit.box("message text", 280, lines=180,
                       sources=("game/userdata.py", "game/safefile.py", "game/app/settings.py",
                                "game/table/saving/save.py", "game/table/match/session.py",
                                "game/table/saving/session_state.py",
                                "game/table/screens/resume.py",
                                "game/campaign/progress.py", "game/records/history.py", "game/records/replay.py",
                                "game/records/stats.py", "game/records/store.py"))
QUESTION = fit.box("question", 224, lines=2)  # a yes/no dialog's question
DIALOG_ROW = fit.box("dialog button", 70)  # Yes / No
OVERLAY_TITLE = fit.box("overlay title", 134)  # the pause menu's heading
OVERLAY_ROW = fit.box("overlay row", 110)  # the pause menu's rows
PROMPT = fit.box("prompt", 120)  # one label of the prompt bar (the test checks the whole bar too)


def draw_panel(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A framed panel with a drop shadow, in the palette's panel colours."""
    surface.fill(COLORS["shadow"], rect.move(3, 3))
    surface.fill(COLORS["panel"], rect)
    pygame.draw.rect(surface, COLORS["panel_edge"], rect, 1)
    pygame.draw.rect(surface, COLORS["ink"], rect.inflate(2, 2), 1)


@functools.lru_cache(maxsize=4)
def felt(w: int, h: int) -> pygame.Surface:
    """The table felt, built once per size (it is drawn pixel by pixel)."""
    return ui.felt(w, h)


def draw_heading(surface: pygame.Surface, text: str, y: int) -> None:
    BIG.draw(surface, fit.into(text, HEADING), (surface.get_width() // 2, y), COLORS["gold"], "center",
             shadow=COLORS["ink"])


def dim(surface: pygame.Surface, alpha: int = 140) -> None:
    shade = pygame.Surface(surface.get_size())
    shade.fill(COLORS["black"])
    shade.set_alpha(alpha)
    surface.blit(shade, (0, 0))


class ListScene(Scene):
    """A scene that is mostly one MenuList; cancel/menu go back."""

    def __init__(self, app: "App", menu: MenuList) -> None:
        super().__init__(app)
        self.menu = menu

    def handle(self, action: Action) -> None:
        if action.name in BACK:
            self.back()
        else:
            self.menu.handle(action)

    def back(self) -> None:
        self.app.sound("cancel")
        self.app.stack.pop()


class MessageOverlay(Scene):
    """A message the player must acknowledge (errors, notices).

    Text is wrapped to the panel and a long one is split into pages, so the
    panel and its title always fit the 270-pixel canvas: confirm turns the page,
    cancel closes the message at once.
    """

    transparent = True
    PAGE_LINES = 18  # 18 lines of 10 px plus the title and margins stay above the prompt bar

    def __init__(self, app: "App", title: str, text: str) -> None:
        super().__init__(app)
        self.title = title
        self.lines = FONT.wrap(fit.into(text, MESSAGE_TEXT), MESSAGE_TEXT.width)
        self.pages = [self.lines[i:i + self.PAGE_LINES]
                      for i in range(0, max(1, len(self.lines)), self.PAGE_LINES)]
        self.page = 0
        h = 40 + max(len(p) for p in self.pages) * FONT.line_height
        self.rect = pygame.Rect(0, 0, 300, h)
        self.rect.center = (240, 128)

    def handle(self, action: Action) -> None:
        if action.name in ("confirm", "click") and self.page + 1 < len(self.pages):
            self.app.sound("move")
            self.page += 1
        elif action.name in ("confirm", "cancel", "menu", "click"):
            self.app.sound("confirm")
            self.app.stack.pop()

    def prompts(self) -> list[tuple[str, str]]:
        if self.page + 1 < len(self.pages):
            # TRANSLATORS: box=prompt
            return [("confirm", _("More")), ("cancel", _("Close"))]
        # TRANSLATORS: box=prompt
        return [("confirm", _("OK"))]

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface)
        draw_panel(surface, self.rect)
        FONT.draw(surface, fit.into(self.title, MESSAGE_TITLE), (self.rect.centerx, self.rect.y + 8), COLORS["gold"],
                  "center")
        if len(self.pages) > 1:
            FONT.draw(surface, f"{self.page + 1}/{len(self.pages)}", (self.rect.right - 8, self.rect.y + 8),
                      COLORS["grey_light"], "right")
        for i, line in enumerate(self.pages[self.page]):
            FONT.draw(surface, line, (self.rect.x + 10, self.rect.y + 26 + i * FONT.line_height), COLORS["white"])


class ConfirmDialog(ListScene):
    """Yes/No question; ``on_yes`` runs after the dialog has closed."""

    transparent = True

    def __init__(self, app: "App", question: str, on_yes: Callable[[], None],
                 on_no: Callable[[], None] | None = None, yes_first: bool = False) -> None:
        """``yes_first``: the focus starts on Yes (an offer), not on No (a question before losing something)."""
        self.question = question
        self.on_yes = on_yes
        self.on_no = on_no  # after the dialog has closed on No, or on a back key (cancel, Esc)
        # TRANSLATORS: box=dialog button
        rows = [Button(_("Yes"), on_press=self._yes), Button(_("No"), on_press=self._no)]
        super().__init__(app, MenuList(rows, pygame.Rect(200, 124, 80, 26), sound=app.sound,
                                       focus=0 if yes_first else 1))
        self.rect = pygame.Rect(0, 0, 240, 70)
        self.rect.center = (240, 128)

    def handle(self, action: Action) -> None:
        """Back is No on every question: the cancel key the prompt bar names and Esc, the menu key,
        both answer No (an offer declined stays declined), so a back key never seems to do nothing."""
        if action.name in ("cancel", "menu"):
            self.app.sound("cancel")
            self._no()
        else:
            super().handle(action)

    def _yes(self) -> None:
        self.app.stack.pop()
        self.on_yes()

    def _no(self) -> None:
        self.app.stack.pop()
        if self.on_no is not None:
            self.on_no()

    def prompts(self) -> list[tuple[str, str]]:
        # TRANSLATORS: box=prompt
        return [("confirm", _("Choose")), ("cancel", _("No"))]

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface)
        draw_panel(surface, self.rect)
        # A question wraps to a second line above the buttons when it must (a long translation).
        lines = FONT.wrap(fit.into(self.question, QUESTION), QUESTION.width)[:QUESTION.lines]
        for i, line in enumerate(lines):
            FONT.draw(surface, line, (self.rect.centerx, self.rect.y + 10 - 5 * (len(lines) - 1) + i * 10),
                      COLORS["white"], "center")
        self.menu.draw(surface)


class MenuOverlay(ListScene):
    """A menu over a paused scene (the pause menu, the table menu): a titled panel at ``rect``;
    cancel or menu resumes the scene beneath."""

    transparent = True
    heading = ""
    rect: pygame.Rect

    def open(self, name: str) -> None:
        """Push the screen registered as ``name`` (settings, how to play) over this menu."""
        make = registry.factory(name)
        if make is not None:
            self.app.stack.push(make(self.app))

    def prompts(self) -> list[tuple[str, str]]:
        # TRANSLATORS: box=prompt
        return [("confirm", _("Choose")), ("menu", _("Resume"))]

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface)
        draw_panel(surface, self.rect)
        FONT.draw(surface, fit.into(_(self.heading), OVERLAY_TITLE), (240, self.rect.y + 8), COLORS["gold"], "center")
        self.menu.draw(surface)


class PauseOverlay(MenuOverlay):
    """The in-game pause menu: resume, rules, settings, or back to the title."""

    # TRANSLATORS: box=overlay title
    heading = N_("PAUSED")

    def __init__(self, app: "App") -> None:
        rows = [
            # TRANSLATORS: box=overlay row (the four rows of the pause menu)
            Button(_("Resume"), on_press=lambda: app.stack.pop()),
            Button(_("How to Play"), on_press=lambda: self.open("howto")),
            Button(_("Settings"), on_press=lambda: self.open("settings")),
            Button(_("Quit to Title"), on_press=self._quit),
        ]
        super().__init__(app, MenuList(rows, pygame.Rect(180, 104, 120, 4 * 13), sound=app.sound))
        self.rect = pygame.Rect(165, 78, 150, 90)

    def _quit(self) -> None:
        def to_title() -> None:
            make = registry.factory("title")
            assert make is not None
            self.app.stack.go(lambda: self.app.stack.reset(make(self.app)))

        # TRANSLATORS: box=question
        self.app.stack.push(ConfirmDialog(self.app, _("Leave this game?"), to_title))


def key_words(app: "App", text: str) -> str:
    """``text`` with each ``{action}`` replaced by the key (or button) bound to it now, so words that
    name a key read right after a rebind (How to Play's pages, the guided hand's steps)."""
    device = "gamepad" if app.input.prompt_device == "gamepad" else "keyboard"
    keys = {}
    for action in ACTIONS:
        label = app.input.binding_label(action, device)
        keys[action] = label or (ui.KEYBOARD_LABELS.get(action) if device == "keyboard"
                                 else ui.GAMEPAD_BUTTONS.get(action, (None,))[0]) or action.upper()
    return text.format(**keys)
