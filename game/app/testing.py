"""Owns driving a headless App by input: tests and scripted tours use it.

Everything goes through real pygame events (``pygame.event.post``), so the
whole path (event -> input mapper -> action -> scene) is exercised, exactly as
with hardware. Controllers need no hardware: ``FakePads`` is an opener that
"opens" any device index as a pad with a chosen instance id. The drivers
(``Keyboard``, ``Gamepad``, ``Mouse``) press whatever is bound to an action in
the app's current settings, so a test written with them keeps working, and
keeps meaning the same thing, when the bindings change. SDL's own virtual
controller, a real device to SDL, lives in ``game.app.virtual_pad``.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

import pygame

from game.app.input import AXIS_MAX, BUTTON_NAMES, Opener, Pad

if TYPE_CHECKING:
    from game.app.app import App
    from game.app.scene import Scene

_BUTTONS = {name: code for code, name in BUTTON_NAMES.items()}
PAD = 100  # instance id of the first ``FakePads`` controller (device index 0)


def headless_app(start: Callable[["App"], "Scene"] | None = None, *, speed: str = "fast",
                 opener: Opener | None = None, first_launch: bool = False) -> "App":
    """A headless App at the scene ``start`` builds (None: an empty stack), with the given animation
    speed (fast keeps tests short) and ``FakePads`` controllers unless another ``opener`` is given
    (``input.open_controller`` opens real ones). It starts past the first launch's offer of the
    guided hand, as the tour and the self-test do, unless ``first_launch``."""
    from game.app.app import App  # late: the App pulls in every scene module

    app = App(headless=True, opener=opener or FakePads(PAD), start=start)
    app.settings.lesson_seen = app.settings.lesson_seen or not first_launch
    app.settings.animation_speed = speed
    app.stack.speed = app.settings.tick_scale()
    return app


def step_until(app: "App", done: Callable[[], bool], limit: int = 3000, why: str = "the condition") -> None:
    """Step ticks until ``done()``.

    No sleeping between ticks: a bot's move and a hint land on a fixed tick, the table
    waiting there for the search, so a slow search never changes what a tick shows.
    """
    for _ in range(limit):
        if done():
            return
        app.step(1)
    raise AssertionError(f"{why} never happened in {limit} ticks; stuck on {type(app.stack.top).__name__}")


def press_key(app: "App", name: str, ticks: int = 1) -> None:
    """Press and release the key called ``name`` (pygame key name), then run ``ticks`` ticks."""
    code = pygame.key.key_code(name)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, scancode=0, unicode=""))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=code, mod=0, scancode=0, unicode=""))
    app.step(ticks)


def choose(app: "App", label: str) -> None:
    """Choose the row labelled ``label`` of the top scene's menu (``.menu``), as a player would: move
    to it, then confirm."""
    menu = app.stack.top.menu
    menu.set_focus([row.label for row in menu.rows].index(label), sound=False)
    press_key(app, "z")


def type_text(app: "App", text: str, ticks: int = 1) -> None:
    """Type ``text`` as a keyboard does: per character a key press carrying it and SDL's text event."""
    for c in text:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=ord(c.lower()) if c.isascii() else 0, mod=0,
                                             scancode=0, unicode=c))
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=c))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=ord(c.lower()) if c.isascii() else 0, mod=0,
                                             scancode=0, unicode=c))
    app.step(ticks)


def press_button(app: "App", instance_id: int, name: str, ticks: int = 1) -> None:
    """Press and release a controller button (SDL name: "a", "dpup", "start", ...)."""
    code = _BUTTONS[name]
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=instance_id, button=code))
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONUP, instance_id=instance_id, button=code))
    app.step(ticks)


def move_axis(app: "App", instance_id: int, axis: int, value: float, ticks: int = 1) -> None:
    """Move a controller axis to ``value`` in -1..1."""
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERAXISMOTION, instance_id=instance_id,
                                         axis=axis, value=int(value * AXIS_MAX)))
    app.step(ticks)


def plug_pad(app: "App", device_index: int = 0, ticks: int = 1) -> None:
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERDEVICEADDED, device_index=device_index))
    app.step(ticks)


def unplug_pad(app: "App", instance_id: int, ticks: int = 1) -> None:
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERDEVICEREMOVED, instance_id=instance_id))
    app.step(ticks)


def click(app: "App", canvas_pos: tuple[int, int], ticks: int = 1, button: int = 1) -> None:
    """Move the mouse to a canvas pixel and click it (window coordinates follow the scale)."""
    pos = app.display.to_window(canvas_pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
    app.step(ticks)


def hover(app: "App", canvas_pos: tuple[int, int], ticks: int = 1) -> None:
    pos = app.display.to_window(canvas_pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.step(ticks)


def wheel(app: "App", notches: int, ticks: int = 1) -> None:
    """Turn the mouse wheel: positive scrolls up, negative down."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=notches, flipped=False, precise_x=0.0,
                                         precise_y=float(notches)))
    app.step(ticks)


def settle(app: "App", limit: int = 120) -> None:
    """Step until no transition is running (scene changes land at a transition's midpoint)."""
    for _ in range(limit):
        if not app.stack.busy:
            break
        app.step(1)


class FakePads:
    """An ``opener`` for InputMapper: device index N opens as instance id ``base + N``."""

    def __init__(self, base: int = PAD) -> None:
        self.base = base

    def __call__(self, device_index: int) -> Pad:
        return Pad(self.base + device_index, f"Test Pad {device_index}")


def bound(app: "App", action: str, device: str) -> str:
    """The first key ("keyboard") or pad button ("gamepad") name bound to ``action`` right now."""
    names = app.input.bound_to(action, device)
    if not names:
        raise AssertionError(f"nothing on the {device} is bound to {action!r}")
    return names[0]


class Driver:
    """Plays the app through one device: ``press(action)``, and menu helpers built on it.

    Subclasses say how one action is pressed (``_press``); every press then waits out the
    transition it may start, so the next press lands on the new scene.
    """

    device = "keyboard"  # what the app's prompts follow: "keyboard", "gamepad" or "mouse"

    def __init__(self, app: "App") -> None:
        self.app = app

    def press(self, action: str) -> None:
        self._press(action)
        settle(self.app)

    def _press(self, action: str) -> None:
        raise NotImplementedError

    def choose(self, label: str) -> None:
        """Move the top scene's menu focus down to the row called ``label`` and confirm it."""
        self.focus(label)
        self.press("confirm")

    def focus(self, label: str) -> None:
        menu = self.app.stack.top.menu
        labels = [r.label for r in menu.rows]
        assert label in labels, f"no row {label!r} in {labels}"
        while menu.rows[menu.focus].label != label:
            self.press("down")

    def adjust(self, label: str, steps: int) -> None:
        """Step the value of the menu row ``label`` left (negative) or right."""
        self.focus(label)
        for _ in range(abs(steps)):
            self.press("left" if steps < 0 else "right")


class Keyboard(Driver):
    """The keyboard alone: each action is the first key bound to it."""

    def _press(self, action: str) -> None:
        press_key(self.app, bound(self.app, action, "keyboard"))


class Gamepad(Driver):
    """A controller alone (posted events from a ``FakePads`` pad): the first button bound to each action."""

    device = "gamepad"

    def __init__(self, app: "App", instance_id: int = PAD) -> None:
        super().__init__(app)
        self.instance_id = instance_id
        plug_pad(app, instance_id - PAD)

    def _press(self, action: str) -> None:
        press_button(self.app, self.instance_id, bound(self.app, action, "gamepad"))


class Mouse(Driver):
    """The pointer alone: clicks on prompts, menu rows and value arrows, the wheel to scroll."""

    device = "mouse"

    def _press(self, action: str) -> None:
        rects = [r for a, r, _g, _l in self.app.prompt_layout() if a == action]
        assert rects, f"no prompt for {action!r} on {type(self.app.stack.top).__name__}"
        click(self.app, rects[0].center)

    def focus(self, label: str) -> None:
        """Scroll the menu with the wheel until the row shows, then point at it."""
        menu = self.app.stack.top.menu
        i = [r.label for r in menu.rows].index(label)
        for _ in range(len(menu.rows)):
            if menu.row_rect(i) is not None:
                break
            wheel(self.app, -1 if i > menu.focus else 1)
        rect = menu.row_rect(i)
        assert rect is not None, f"the wheel never scrolled {label!r} into view"
        hover(self.app, rect.center)

    def choose(self, label: str) -> None:
        self.focus(label)
        click(self.app, self.app.stack.top.menu.row_rect(self._row(label)).center)
        settle(self.app)

    def adjust(self, label: str, steps: int) -> None:
        self.focus(label)
        menu = self.app.stack.top.menu
        for _ in range(abs(steps)):
            vr = menu.value_rect(self._row(label))
            click(self.app, (vr.left + 2 if steps < 0 else vr.right - 2, vr.centery))

    def _row(self, label: str) -> int:
        return [r.label for r in self.app.stack.top.menu.rows].index(label)
