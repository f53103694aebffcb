"""Owns the player's settings: their defaults, validation and the versioned JSON file.

Bindings are stored as names (pygame key names, SDL controller button names),
not numbers, so the file stays readable and survives pygame upgrades. A file
whose bindings would leave an action with no working key or button (an empty
list, only unknown names) is repaired from the defaults and the player is told,
so a hand-edited file can never lock a keyboard or pad player out of the game.
"""
from __future__ import annotations

import dataclasses
import warnings
from dataclasses import dataclass, field
from typing import Any

from game import userdata

FILE_NAME = "settings.json"
VERSION = 1

# The bindable actions, in the order Settings lists them.
ACTIONS: tuple[str, ...] = (
    "up", "down", "left", "right", "confirm", "cancel",
    "pass", "hint", "undo", "menu", "page_left", "page_right",
)

DEFAULT_KEYS: dict[str, list[str]] = {
    "up": ["up", "w"], "down": ["down", "s"], "left": ["left", "a"], "right": ["right", "d"],
    "confirm": ["z", "return"], "cancel": ["x", "backspace"], "pass": ["c", "space"],
    "hint": ["h"], "undo": ["u"], "menu": ["escape", "p"],
    "page_left": ["q", "page up"], "page_right": ["e", "page down"],
}

DEFAULT_PAD: dict[str, list[str]] = {
    "up": ["dpup"], "down": ["dpdown"], "left": ["dpleft"], "right": ["dpright"],
    "confirm": ["a"], "cancel": ["b"], "pass": ["x"], "hint": ["y"], "undo": ["back"],
    "menu": ["start"], "page_left": ["leftshoulder"], "page_right": ["rightshoulder"],
}

ANIMATION_SPEEDS: tuple[str, ...] = ("slow", "normal", "fast")

# Without these a player cannot move through a menu, pick or back out, so they must always work.
ESSENTIAL: tuple[str, ...] = ("up", "down", "confirm", "cancel")


def _copy(bindings: dict[str, list[str]]) -> dict[str, list[str]]:
    return {action: list(names) for action, names in bindings.items()}


@dataclass
class Settings:
    scale: int = 2
    fullscreen: bool = False
    music_volume: int = 6  # 0-10
    effects_volume: int = 8  # 0-10
    animation_speed: str = "normal"
    four_color: bool = False
    screen_shake: bool = True
    scanlines: bool = False
    pause_on_focus_loss: bool = True
    keys: dict[str, list[str]] = field(default_factory=lambda: _copy(DEFAULT_KEYS))
    pad: dict[str, list[str]] = field(default_factory=lambda: _copy(DEFAULT_PAD))

    def to_json(self) -> dict[str, Any]:
        return {"version": VERSION, **dataclasses.asdict(self)}

    @classmethod
    def from_json(cls, data: Any) -> "Settings":
        """Build settings from parsed JSON; raises ValueError on anything malformed."""
        return cls.parse(data)[0]

    @classmethod
    def parse(cls, data: Any) -> tuple["Settings", list[str]]:
        """Like ``from_json``, also returning what was repaired (in words a player can read)."""
        if not isinstance(data, dict):
            raise ValueError("settings file is not a JSON object")
        if data.get("version") != VERSION:
            raise ValueError(f"unknown settings version {_short(data.get('version'))}")
        s = cls()
        for f in dataclasses.fields(cls):
            if f.name in data:
                setattr(s, f.name, data[f.name])
        return s, s.validate()

    def validate(self) -> list[str]:
        """Raise ValueError on a malformed value; repair unusable bindings and return what was repaired."""
        def check(ok: bool, what: str) -> None:
            if not ok:
                raise ValueError(f"bad value for {what}")

        check(type(self.scale) is int and 1 <= self.scale <= 4, "scale")
        for name in ("fullscreen", "four_color", "screen_shake", "scanlines", "pause_on_focus_loss"):
            check(type(getattr(self, name)) is bool, name)
        for name in ("music_volume", "effects_volume"):
            value = getattr(self, name)
            check(type(value) is int and 0 <= value <= 10, name)
        check(self.animation_speed in ANIMATION_SPEEDS, "animation_speed")
        for name, defaults in (("keys", DEFAULT_KEYS), ("pad", DEFAULT_PAD)):
            table = getattr(self, name)
            check(isinstance(table, dict), name)
            for action, names in table.items():
                check(action in defaults, f"{name}.{action}")
                check(isinstance(names, list) and all(isinstance(n, str) for n in names), f"{name}.{action}")
            # An action missing from an older file gets its default, so a new action is never unbound.
            for action, names in defaults.items():
                table.setdefault(action, list(names))
        return _repair(self.keys, DEFAULT_KEYS, _key_code, "keys") + _repair(self.pad, DEFAULT_PAD, _button, "pad")

    def tick_scale(self) -> float:
        """Multiplier on animation lengths for the chosen animation speed."""
        return {"slow": 1.5, "normal": 1.0, "fast": 0.5}[self.animation_speed]


def load() -> tuple[Settings, str | None]:
    """The saved settings, or defaults plus a message for the player if the file was broken."""
    data, error = userdata.read_json(FILE_NAME)
    if data is None:
        return Settings(), error
    try:
        loaded, repairs = Settings.parse(data)
    except ValueError as exc:
        return Settings(), f"{userdata.report_broken(FILE_NAME, str(exc))} Reason: {exc}."
    if repairs:
        return loaded, f"{FILE_NAME}: " + " ".join(repairs)
    return loaded, None


def save(settings: Settings) -> None:
    userdata.write_json(FILE_NAME, settings.to_json())


def _short(value: Any) -> str:
    """A value quoted in a message, cut short: a hand-edited file may hold anything."""
    import reprlib

    return reprlib.repr(value)


def _key_code(name: str) -> int | None:
    """The key a pygame key name means, or None for a name pygame does not know."""
    import pygame

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # key_code warns before pygame.init(); names resolve all the same
        try:
            return pygame.key.key_code(name)
        except ValueError:
            return None


def _button(name: str) -> str | None:
    """The controller button a name means (the names ``game.app.input`` uses), or None."""
    from game.app.input import BUTTON_NAMES  # late: input imports this module

    return name if name in BUTTON_NAMES.values() else None


def _repair(table: dict[str, list[str]], defaults: dict[str, list[str]],
            resolve: Any, kind: str) -> list[str]:
    """Give every action a binding that works; returns one sentence per repair.

    An action whose list is empty or names only unknown keys/buttons gets its
    defaults. Input gives a key shared by two actions to the one listed first in
    ``ACTIONS``, so if up, down, confirm or cancel is still left with nothing that
    reaches it, the whole table goes back to the defaults.
    """
    device = "key" if kind == "keys" else "button"
    notes = []
    for action in ACTIONS:
        if not any(resolve(n) is not None for n in table[action]):
            what = "no binding" if not table[action] else f"only unknown {device} names ({_short(table[action])})"
            table[action] = list(defaults[action])
            notes.append(f"{kind}.{action} had {what}; its defaults ({', '.join(defaults[action])}) are used.")
    taken: set[Any] = set()
    for action in ACTIONS:
        codes = {resolve(n) for n in table[action]} - {None}
        if action in ESSENTIAL and not codes - taken:
            for other, names in defaults.items():
                table[other] = list(names)
            notes.append(f"{kind}.{action} shared every {device} with an earlier action; "
                         f"all {kind} bindings are back to their defaults.")
            break
        taken |= codes
    return notes


def rebind(table: dict[str, list[str]], action: str, name: str) -> None:
    """Make ``name`` the primary (first) binding of ``action``, replacing the old primary.

    If another action used ``name`` and is left with nothing, it takes over the
    binding ``action`` gave up (a swap), so rebinding never leaves an action unbound.
    """
    current = table.get(action, [])
    old = current[0] if current else None
    for other, names in table.items():
        if other != action and name in names:
            names.remove(name)
            if not names and old is not None and old != name:
                names.append(old)
    table[action] = [name] + [n for n in current[1:] if n != name]
