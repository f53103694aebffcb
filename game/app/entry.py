"""Owns the text entry overlay: a name or a deal code typed on the keyboard or on screen.

Keyboard players just type (SDL text input: any layout, any IME), Backspace
erases, Enter is done and Escape leaves the text as it was. Pad and mouse
players use the on-screen keyboard: A (or a click) types the focused key, B
erases (and leaves once the text is empty), Start is done. ``on_done`` may
refuse the text with a reason (a code that is not valid): the reason shows and
the overlay stays.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

import pygame

from game.app.input import Action
from game.app.keyboard import DONE, OnScreenKeyboard, TextField
from game.app.scene import Scene
from game.gfx import fit
from game.gfx.font import FONT
from game.gfx.palette import COLORS
from game.i18n import _
from game.app.common import dim, draw_panel

if TYPE_CHECKING:
    from game.app.app import App

Done = Callable[[str], "str | None"]  # the typed text -> None (accepted) or why not
# The entry panel is at least 240 wide: its title and its hint (or refusal) line keep 12 px margins.
TITLE = fit.box("entry title", 216)
HINT = fit.box("entry hint", 216, lines=2)


class TextEntry(Scene):
    transparent = True

    def __init__(self, app: "App", title: str, text: TextField, keys: OnScreenKeyboard, on_done: Done,
                 hint: str = "") -> None:
        super().__init__(app)
        self.title = title
        self.field = text
        self.keys = keys
        self.on_done = on_done
        self.hint = hint
        self.error = ""
        self.t = 0
        self.rect = pygame.Rect(0, 0, max(240, keys.rect.width + 24), keys.rect.height + 66)
        self.rect.center = (240, 124)
        keys.place(self.rect.centerx - keys.rect.width // 2, self.rect.y + 58)

    # -- lifecycle: SDL text input only while this overlay is on top --------------------------
    def enter(self) -> None:
        self._typing(True)

    def resume(self) -> None:
        self._typing(True)

    def pause(self) -> None:
        self._typing(False)

    def exit(self) -> None:
        self._typing(False)

    def _typing(self, on: bool) -> None:
        self.app.input.typing = on
        (pygame.key.start_text_input if on else pygame.key.stop_text_input)()

    # -- input -------------------------------------------------------------------------------
    def handle(self, action: Action) -> None:
        name = action.name
        if name == "text" and action.code:
            self._changed(self.field.type(action.code))
        elif name == "erase":
            self._changed(self.field.erase())
        elif name in ("up", "down", "left", "right"):
            self.keys.move(name)
            self.app.sound("move")
        elif name == "confirm":
            if action.device == "keyboard":
                self._done()
            else:
                self._press(self.keys.focus)
        elif name in ("point", "click") and action.pos is not None:
            i = self.keys.key_at(action.pos)
            if i is not None:
                self.keys.focus = i
                if name == "click":
                    self._press(i)
        elif name == "cancel":
            if action.device == "gamepad" and self.field.erase():
                self._changed(True)
            else:
                self._leave()
        elif name == "menu":
            self._done() if action.device == "gamepad" else self._leave()

    def _press(self, i: int) -> None:
        if self.keys.press(i, self.field) == DONE:
            self._done()
        else:
            self._changed(True)

    def _changed(self, changed: bool) -> None:
        self.error = ""
        self.app.sound("move" if changed else "error")

    def _done(self) -> None:
        why = self.on_done(self.field.text)
        if why:
            self.error = why
            self.app.sound("error")
            return
        self.app.sound("confirm")
        self.app.stack.pop()

    def _leave(self) -> None:
        self.app.sound("cancel")
        self.app.stack.pop()

    def update(self) -> None:
        self.t += 1

    def prompts(self) -> list[tuple[str, str]]:
        if self.app.input.prompt_device == "gamepad":
            # TRANSLATORS: box=prompt (a pad player's three prompts: type the key, erase, done)
            return [("confirm", _("Type")), ("cancel", _("Erase")), ("menu", _("Done"))]
        # TRANSLATORS: box=prompt
        return [("menu", _("Cancel"))]

    # -- drawing -------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        dim(surface)
        r = self.rect
        draw_panel(surface, r)
        FONT.draw(surface, fit.into(self.title, TITLE), (r.centerx, r.y + 7), COLORS["gold"], "center")
        box = pygame.Rect(r.x + 12, r.y + 20, r.width - 24, 14)
        surface.fill(COLORS["ink"], box)
        pygame.draw.rect(surface, COLORS["panel_edge"], box, 1)
        caret = "_" if (self.t // 20) % 2 == 0 and len(self.field.text) < self.field.limit else ""
        FONT.draw(surface, self.field.text + caret, (box.x + 4, box.y + 4), COLORS["white"])
        FONT.draw(surface, f"{len(self.field.text)}/{self.field.limit}", (box.right - 4, box.y + 4),
                  COLORS["grey_light"], "right")
        # TRANSLATORS: box=entry hint
        line = self.error or self.hint or _("Type, or pick keys below. ENTER: done.")
        for i, text in enumerate(FONT.wrap(fit.into(line, HINT), r.width - 24)[:HINT.lines]):
            FONT.draw(surface, text, (r.centerx, r.y + 38 + i * 9),
                      COLORS["pink"] if self.error else COLORS["grey_light"], "center")
        self.keys.draw(surface)
