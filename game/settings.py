"""Owns the player's settings: their defaults, validation and the versioned JSON file.

Bindings are stored as names (pygame key names, SDL controller button names),
not numbers, so the file stays readable and survives pygame upgrades.
"""
from __future__ import annotations

import dataclasses
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
        if not isinstance(data, dict):
            raise ValueError("settings file is not a JSON object")
        if data.get("version") != VERSION:
            raise ValueError(f"unknown settings version {data.get('version')!r}")
        s = cls()
        for f in dataclasses.fields(cls):
            if f.name in data:
                setattr(s, f.name, data[f.name])
        s.validate()
        return s

    def validate(self) -> None:
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

    def tick_scale(self) -> float:
        """Multiplier on animation lengths for the chosen animation speed."""
        return {"slow": 1.5, "normal": 1.0, "fast": 0.5}[self.animation_speed]


def load() -> tuple[Settings, str | None]:
    """The saved settings, or defaults plus a message for the player if the file was broken."""
    data, error = userdata.read_json(FILE_NAME)
    if data is None:
        return Settings(), error
    try:
        return Settings.from_json(data), None
    except ValueError as exc:
        return Settings(), userdata.report_broken(FILE_NAME, str(exc))


def save(settings: Settings) -> None:
    userdata.write_json(FILE_NAME, settings.to_json())


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
