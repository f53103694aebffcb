"""Owns the Settings screen: general options, key and pad rebinding, and the controller test.

Every change applies at once and is saved at once (``App.settings_changed``);
a new language redraws this screen in it straight away.
Rebinding asks the input mapper to capture the next key or pad button; a
click or a few seconds without input gives up, so no device can get stuck.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

import pygame

from game import i18n
from game.app import registry
from game.app import settings as settings_mod
from game.app.input import KEY_LABELS, PAD_LABELS, Action
from game.app.scene import Scene
from game.app.widgets import Button, Choice, MenuList, Row, Slider, Tabs, Toggle
from game.gfx import fit
from game.gfx.font import FONT
from game.gfx.palette import COLORS
from game.i18n import N_, _, ngettext
from game.app.common import BACK, ConfirmDialog, dim, draw_heading, draw_panel

if TYPE_CHECKING:
    from game.app.app import App

PAGES = [N_("General"), N_("Keys"), N_("Pad"), N_("Controllers")]  # English ids; drawn through _
CAPTURE_TICKS = 300  # five seconds to press the new key
ACTION_LABELS = {
    "up": N_("Up"), "down": N_("Down"), "left": N_("Left"), "right": N_("Right"), "confirm": N_("Confirm / play"),
    "cancel": N_("Cancel / back"), "pass": N_("Pass"), "hint": N_("Hint"), "undo": N_("Undo"),
    "menu": N_("Pause menu"), "page_left": N_("Page left"), "page_right": N_("Page right"),
    "auto_pass": N_("Pass this trick"),
}
SPEED_LABELS = {"slow": N_("Slow"), "normal": N_("Normal"), "fast": N_("Fast")}
LIST_RECT = pygame.Rect(100, 58, 280, 184)
# A row's value (right-aligned in MenuList's value column), e.g. "< Normal >".
VALUE = fit.box("settings value", 82, holds=list(SPEED_LABELS.values()))
CAPTURE = fit.box("rebind question", 248)  # the two lines of the "press a key" panel
PAD_NAME = fit.box("controller name", 204)  # left of the controller's number, above its buttons


class SettingsScene(Scene):
    def __init__(self, app: "App") -> None:
        super().__init__(app)
        self.tabs = Tabs([_(p) for p in PAGES], 36, sound=app.sound)
        self.waiting: str | None = None  # action being rebound
        self.wait_left = 0
        self.menu = MenuList([], LIST_RECT, sound=app.sound)
        self._build()

    # -- rows ----------------------------------------------------------------------------
    def _build(self) -> None:
        page = PAGES[self.tabs.index]
        rows: list[Row] = {
            "General": self._general_rows,
            "Keys": lambda: self._binding_rows("keyboard"),
            "Pad": lambda: self._binding_rows("gamepad"),
            "Controllers": lambda: [],
        }[page]()
        self.menu = MenuList(rows, LIST_RECT, sound=self.app.sound)

    def _setter(self, name: str) -> Callable[[object], None]:
        def set_value(value: object) -> None:
            setattr(self.app.settings, name, value)
            self.app.settings_changed()

        return set_value

    def _general_rows(self) -> list[Row]:
        s = self.app.settings
        get = lambda name: (lambda: getattr(s, name))  # noqa: E731
        return [
            # TRANSLATORS: window scales: "fit" fills the screen; {n} is 1 to 4.
            Choice(_("Window scale"), options=[(0, _("fit"))] + [(n, _("{n}x").format(n=n)) for n in range(1, 5)],
                   get=get("scale"), set=self._setter("scale"), wrap=False),
            Toggle(_("Fullscreen (F11)"), get=get("fullscreen"), set=self._setter("fullscreen")),
            Slider(_("Music volume"), get=get("music_volume"), set=self._setter("music_volume")),
            Slider(_("Effects volume"), get=get("effects_volume"), set=self._setter("effects_volume")),
            Choice(_("Animation speed"), options=[(v, _(SPEED_LABELS[v])) for v in settings_mod.ANIMATION_SPEEDS],
                   get=get("animation_speed"), set=self._setter("animation_speed"), wrap=False),
            Toggle(_("Four-colour deck"), get=get("four_color"), set=self._setter("four_color")),
            Toggle(_("Screen shake"), get=get("screen_shake"), set=self._setter("screen_shake")),
            Toggle(_("CRT scanlines"), get=get("scanlines"), set=self._setter("scanlines")),
            Toggle(_("Pause on focus loss"), get=get("pause_on_focus_loss"), set=self._setter("pause_on_focus_loss")),
            Choice(_("Language"), options=list(i18n.LANGUAGES.items()), get=i18n.language,
                   set=self._set_language, wrap=False),
            Button(_("Reset campaign progress"), on_press=self._reset_campaign),
        ]

    def _set_language(self, code: object) -> None:
        """Switch the whole game's language now, save it, and redraw this screen's words in it."""
        assert isinstance(code, str)
        self.app.settings.language = code
        i18n.set_language(code)
        self.app.display.retitle()
        self.app.settings_changed()
        self.tabs.labels = [_(p) for p in PAGES]
        self._rebuild_keep_focus()

    def _reset_campaign(self) -> None:
        from game.campaign import progress

        # TRANSLATORS: box=question
        question = _("Forget every campaign clear?")
        self.app.stack.push(ConfirmDialog(self.app, question, progress.reset))

    def _table(self, device: str) -> dict[str, list[str]]:
        return self.app.settings.pad if device == "gamepad" else self.app.settings.keys

    def _binding_rows(self, device: str) -> list[Row]:
        table = self._table(device)
        short = PAD_LABELS if device == "gamepad" else KEY_LABELS
        label = lambda a: " / ".join(short.get(n, n.upper()) for n in table.get(a, []))  # noqa: E731
        rows: list[Row] = [
            Button(_(ACTION_LABELS[a]), value=label(a),
                   on_press=lambda a=a: self._start_capture(a, device))
            for a in settings_mod.ACTIONS
        ]
        rows.append(Button(_("Reset to defaults"), on_press=lambda: self._reset(device)))
        return rows

    def _start_capture(self, action: str, device: str) -> None:
        self.waiting = action
        self.wait_left = CAPTURE_TICKS
        self.app.input.capture(device)

    def _reset(self, device: str) -> None:
        defaults = settings_mod.DEFAULT_PAD if device == "gamepad" else settings_mod.DEFAULT_KEYS
        table = self._table(device)
        table.clear()
        table.update({a: list(n) for a, n in defaults.items()})
        self.app.settings_changed()
        self._rebuild_keep_focus()

    def _rebuild_keep_focus(self) -> None:
        focus, top = self.menu.focus, self.menu.top
        self._build()
        self.menu.focus, self.menu.top = focus, top

    # -- scene --------------------------------------------------------------------------
    def handle(self, action: Action) -> None:
        if action.name == "captured" and self.waiting is not None and action.code:
            device = action.device
            settings_mod.rebind(self._table(device), self.waiting, action.code)
            self.waiting = None
            self.app.settings_changed()
            self.app.sound("confirm")
            self._rebuild_keep_focus()
            return
        if action.name in BACK:
            self.app.sound("cancel")
            self.app.stack.go(self.app.stack.pop, "wipe")
            return
        page = self.tabs.index
        if self.tabs.handle(action):
            if self.tabs.index != page:
                self._build()
            return
        self.menu.handle(action)

    def update(self) -> None:
        if self.waiting is None:
            return
        self.wait_left -= 1
        # A click (handled in the mapper) or the timeout ends the capture.
        if self.app.input.capturing is None or self.wait_left <= 0:
            self.app.input.capture(None)
            self.waiting = None

    def exit(self) -> None:
        self.app.input.capture(None)

    def prompts(self) -> list[tuple[str, str]]:
        if self.waiting is not None:
            return []
        return [("page_left", ""), ("page_right", _("Page")), ("confirm", _("Change")), ("cancel", _("Back"))]

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(COLORS["ink"])
        draw_heading(surface, _("SETTINGS"), 10)
        self.tabs.draw(surface)
        panel = LIST_RECT.inflate(16, 12)
        draw_panel(surface, panel)
        if PAGES[self.tabs.index] == "Controllers":
            self._draw_controllers(surface, panel)
        else:
            self.menu.draw(surface)
        if self.waiting is not None:
            self._draw_capture(surface)

    def _draw_capture(self, surface: pygame.Surface) -> None:
        dim(surface, 120)
        box = pygame.Rect(0, 0, 260, 44)
        box.center = (240, 140)
        draw_panel(surface, box)
        action = _(ACTION_LABELS[self.waiting or "up"])
        if self.app.input.capturing == "gamepad":
            # TRANSLATORS: box=rebind question
            ask = _("Press a pad button for {action}").format(action=action)
        else:
            # TRANSLATORS: box=rebind question
            ask = _("Press a key for {action}").format(action=action)
        FONT.draw(surface, fit.into(ask, CAPTURE), (240, box.y + 9), COLORS["white"], "center")
        seconds = self.wait_left // 60 + 1
        # TRANSLATORS: box=rebind question
        left = ngettext("click to cancel ({n} second left)", "click to cancel ({n} seconds left)", seconds)
        FONT.draw(surface, fit.into(left.format(n=seconds), CAPTURE), (240, box.y + 25), COLORS["grey_light"], "center")

    def _draw_controllers(self, surface: pygame.Surface, panel: pygame.Rect) -> None:
        pads = list(self.app.input.pads.values())
        x, y = panel.x + 10, panel.y + 8
        if not pads:
            FONT.draw(surface, _("No controller connected."), (240, y + 60), COLORS["white"], "center")
            FONT.draw(surface, _("Plug one in at any time."), (240, y + 74), COLORS["grey_light"], "center")
            return
        for pad in pads[:2]:  # two fit the panel; more still work, they are just not listed
            # TRANSLATORS: box=controller name; shown for a controller that reports no name of its own
            name = fit.into(pad.name[:34] if pad.name else _("Controller"), PAD_NAME)
            FONT.draw(surface, f"{name}  #{pad.instance_id}", (x, y), COLORS["gold"])
            y += 13
            names = ["a", "b", "x", "y", "back", "start", "leftshoulder", "rightshoulder",
                     "dpup", "dpdown", "dpleft", "dpright"]
            short = ["A", "B", "X", "Y", "BK", "ST", "LB", "RB", "UP", "DN", "LF", "RT"]
            bx = x
            for name, label in zip(names, short):
                on = name in pad.buttons
                w = FONT.size(label)[0] + 6
                surface.fill(COLORS["gold"] if on else COLORS["ink"], (bx, y, w, 11))
                FONT.draw(surface, label, (bx + 3, y + 2), COLORS["ink"] if on else COLORS["grey"])
                bx += w + 2
            y += 15
            for i, axis in enumerate(("leftx", "lefty", "rightx", "righty", "lefttrigger", "righttrigger")):
                ax = x + (i % 2) * 134
                ay = y + (i // 2) * 12
                FONT.draw(surface, axis[:6].upper(), (ax, ay + 1), COLORS["grey_light"])
                bar = pygame.Rect(ax + 44, ay + 2, 80, 7)
                surface.fill(COLORS["ink"], bar)
                value = pad.axes.get(axis, 0.0)
                mid = bar.centerx
                end = mid + int(value * bar.width / 2)
                surface.fill(COLORS["sky"], (min(mid, end), bar.y + 1, abs(end - mid) or 1, bar.height - 2))
            y += 44


registry.register("settings", SettingsScene)
