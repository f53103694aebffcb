"""Owns synthetic input for driving a headless App: tests and scripted tours use it.

Everything goes through real pygame events (``pygame.event.post``), so the
whole path (event -> input mapper -> action -> scene) is exercised, exactly as
with hardware. Controllers need no hardware: ``FakePads`` is an opener that
"opens" any device index as a pad with a chosen instance id.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.app.input import AXIS_MAX, BUTTON_NAMES, Pad

if TYPE_CHECKING:
    from game.app.app import App

_BUTTONS = {name: code for code, name in BUTTON_NAMES.items()}


def press_key(app: "App", name: str, ticks: int = 1) -> None:
    """Press and release the key called ``name`` (pygame key name), then run ``ticks`` ticks."""
    code = pygame.key.key_code(name)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, scancode=0, unicode=""))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=code, mod=0, scancode=0, unicode=""))
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


def settle(app: "App", limit: int = 120) -> None:
    """Step until no transition is running (scene changes land at a transition's midpoint)."""
    for _ in range(limit):
        if not app.stack.busy:
            break
        app.step(1)


class FakePads:
    """An ``opener`` for InputMapper: device index N opens as instance id ``base + N``."""

    def __init__(self, base: int = 100) -> None:
        self.base = base

    def __call__(self, device_index: int) -> Pad:
        return Pad(self.base + device_index, f"Test Pad {device_index}")
