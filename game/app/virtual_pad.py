"""Owns SDL's own virtual game controller, for tests that play with a real device end to end.

``FakePads`` and posted events (``game.app.testing``) skip SDL; this does not. Through ctypes it
calls ``SDL_JoystickAttachVirtual`` in the very SDL library pygame-ce has loaded, so SDL itself
reports the device added, maps its buttons and stick, and sends controller events through
pygame's queue, exactly as for a pad on a USB port. It must be the same library instance: a
second copy of SDL loaded beside pygame's would hold its own device list, invisible to pygame
(``find_sdl`` checks that the copy it found has pygame's joystick subsystem running).

SDL reads a virtual device's state when it pumps events, so a press is: set the button, run a
tick, release it, run a tick. A headless window never has the focus, and SDL drops controller
events for unfocused windows unless ``SDL_JOYSTICK_ALLOW_BACKGROUND_EVENTS`` is 1, so
``VirtualPad`` sets that hint (overriding the environment; tests/conftest.py sets it there too).
"""
from __future__ import annotations

import ctypes
import os
import re
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game.app import testing
from game.app.input import AXIS_MAX, AXIS_NAMES, BUTTON_NAMES

if TYPE_CHECKING:
    from game.app.app import App

SDL_JOYSTICK_TYPE_GAMECONTROLLER = 1
SDL_INIT_JOYSTICK = 0x200
SDL_HINT_OVERRIDE = 2  # wins over the environment variable too
# The virtual controller's buttons and axes are SDL's controller buttons and axes, in SDL's order.
_BUTTON_INDEX = {name: code for code, name in BUTTON_NAMES.items()}
_AXIS_INDEX = {name: code for code, name in AXIS_NAMES.items()}
# The left stick stands in for the d-pad: action -> (axis, full deflection).
_STICK = {"left": ("leftx", -1.0), "right": ("leftx", 1.0), "up": ("lefty", -1.0), "down": ("lefty", 1.0)}
_BACKGROUND = b"SDL_JOYSTICK_ALLOW_BACKGROUND_EVENTS"
_SDL_NAME = re.compile(r"^(lib)?SDL2([-.]|$)")  # SDL2 itself, not SDL2_image, SDL2_mixer, ...


def _candidates() -> list[Path]:
    """Where SDL2 may be: already mapped into this process (Linux), then beside the pygame package."""
    found: list[Path] = []
    maps = Path("/proc/self/maps")
    if maps.exists():
        for line in maps.read_text(errors="replace").splitlines():
            path = Path(line.split()[-1]) if "/" in line else None
            if path is not None and _SDL_NAME.match(path.name) and path not in found:
                found.append(path)
    package = Path(pygame.__file__).parent
    for folder in (package, package / ".dylibs", package.parent / "pygame_ce.libs", package.parent / "pygame.libs"):
        if folder.is_dir():
            found += sorted(p for p in folder.iterdir() if _SDL_NAME.match(p.name) and p not in found)
    return found


def _declare(sdl: ctypes.CDLL) -> None:
    c_int, js = ctypes.c_int, ctypes.c_void_p
    for name, args, result in (
        ("SDL_WasInit", [ctypes.c_uint32], ctypes.c_uint32),
        ("SDL_SetHintWithPriority", [ctypes.c_char_p, ctypes.c_char_p, c_int], c_int),
        ("SDL_GetError", [], ctypes.c_char_p),
        ("SDL_JoystickAttachVirtual", [c_int, c_int, c_int, c_int], c_int),
        ("SDL_JoystickDetachVirtual", [c_int], c_int),
        ("SDL_NumJoysticks", [], c_int),
        ("SDL_JoystickGetDeviceInstanceID", [c_int], ctypes.c_int32),
        ("SDL_JoystickOpen", [c_int], js),
        ("SDL_JoystickClose", [js], None),
        ("SDL_JoystickInstanceID", [js], ctypes.c_int32),
        ("SDL_JoystickSetVirtualButton", [js, c_int, ctypes.c_uint8], c_int),
        ("SDL_JoystickSetVirtualAxis", [js, c_int, ctypes.c_int16], c_int),
    ):
        fn = getattr(sdl, name)
        fn.argtypes, fn.restype = args, result


def find_sdl() -> tuple[ctypes.CDLL | None, str]:
    """(the SDL2 library pygame is using, "") or (None, why it cannot be used). Call after ``App()``."""
    tried = []
    for path in _candidates():
        try:
            sdl = ctypes.CDLL(str(path), mode=getattr(os, "RTLD_NOLOAD", 0) | ctypes.RTLD_GLOBAL)
        except OSError as exc:
            tried.append(f"{path.name}: {exc}")
            continue
        if not hasattr(sdl, "SDL_JoystickAttachVirtual"):
            tried.append(f"{path.name}: no SDL_JoystickAttachVirtual (SDL older than 2.0.14)")
            continue
        _declare(sdl)
        if not sdl.SDL_WasInit(SDL_INIT_JOYSTICK):
            tried.append(f"{path.name}: not the copy pygame runs (its joystick subsystem is off)")
            continue
        return sdl, ""
    return None, "pygame's SDL2 library not found" + (f" ({'; '.join(tried)})" if tried else
                                                       f" in /proc/self/maps or beside {pygame.__file__}")


class VirtualPad(testing.Driver):
    """A driver (see ``game.app.testing``) that plays with SDL's virtual controller: buttons, and
    the left stick for directions when ``stick`` is on. ``plug``/``unplug`` attach and detach it."""

    device = "gamepad"

    def __init__(self, app: "App", sdl: ctypes.CDLL, stick: bool = True) -> None:
        super().__init__(app)
        self.sdl = sdl
        self.stick = stick
        self.handle: int | None = None  # our own SDL_Joystick*, to set the device's state
        sdl.SDL_SetHintWithPriority(_BACKGROUND, b"1", SDL_HINT_OVERRIDE)
        self.plug()

    def close(self) -> None:
        """Unplug if plugged and give the hint back to the environment: SDL's state is process-wide."""
        if self.handle is not None:
            self.unplug()
        reset = getattr(self.sdl, "SDL_ResetHint", None)  # SDL 2.24 and later
        if reset is not None:
            reset.argtypes = [ctypes.c_char_p]
            reset(_BACKGROUND)
        else:
            self.sdl.SDL_SetHintWithPriority(_BACKGROUND, None, SDL_HINT_OVERRIDE)

    @property
    def instance_id(self) -> int | None:
        return None if self.handle is None else self.sdl.SDL_JoystickInstanceID(self.handle)

    def plug(self) -> None:
        """Attach the device; SDL announces it on the next pump and the game opens it."""
        assert self.handle is None, "already plugged in"
        index = self.sdl.SDL_JoystickAttachVirtual(SDL_JOYSTICK_TYPE_GAMECONTROLLER, len(_AXIS_INDEX),
                                                   len(_BUTTON_INDEX), 0)
        if index < 0:
            raise RuntimeError(f"SDL_JoystickAttachVirtual failed: {self._error()}")
        self.handle = self.sdl.SDL_JoystickOpen(index)
        if not self.handle:
            raise RuntimeError(f"SDL_JoystickOpen({index}) failed: {self._error()}")
        self.app.step(1)

    def unplug(self) -> None:
        """Detach the device, as if its cable were pulled; SDL reports it removed on the next pump."""
        assert self.handle is not None, "not plugged in"
        instance = self.instance_id
        self.sdl.SDL_JoystickClose(self.handle)
        self.handle = None
        index = next(i for i in range(self.sdl.SDL_NumJoysticks())
                     if self.sdl.SDL_JoystickGetDeviceInstanceID(i) == instance)
        if self.sdl.SDL_JoystickDetachVirtual(index) < 0:
            raise RuntimeError(f"SDL_JoystickDetachVirtual failed: {self._error()}")
        self.app.step(1)

    def button(self, name: str, down: bool) -> None:
        """Hold (``down``) or release a button (SDL name: "a", "start", ...); it counts at the next pump."""
        self._set(self.sdl.SDL_JoystickSetVirtualButton, _BUTTON_INDEX[name], int(down))

    def axis(self, name: str, value: float) -> None:
        """Move an axis ("leftx", "lefty", ...) to ``value`` in -1..1."""
        self._set(self.sdl.SDL_JoystickSetVirtualAxis, _AXIS_INDEX[name],
                  max(-AXIS_MAX - 1, min(AXIS_MAX, round(value * AXIS_MAX))))

    def _press(self, action: str) -> None:
        if self.stick and action in _STICK:
            axis, value = _STICK[action]
            self.axis(axis, value)
            self.app.step(1)
            self.axis(axis, 0.0)
        else:
            name = testing.bound(self.app, action, "gamepad")
            self.button(name, True)
            self.app.step(1)
            self.button(name, False)
        self.app.step(1)

    def _set(self, fn, index: int, value: int) -> None:
        assert self.handle is not None, "the pad is unplugged"
        if fn(self.handle, index, value) < 0:
            raise RuntimeError(f"SDL refused the virtual input: {self._error()}")

    def _error(self) -> str:
        return (self.sdl.SDL_GetError() or b"").decode(errors="replace")
