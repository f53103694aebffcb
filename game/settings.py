"""Owns the player's settings: their defaults, validation and the versioned JSON file.

Bindings are stored as names (pygame key names, SDL controller button names),
not numbers, so the file stays readable and survives pygame upgrades. A file
is repaired value by value: a bad value goes back to its default and the
message names it, the rest is kept. Bindings that would leave an action with
no working key or button (an empty list, only unknown names) are repaired from
the defaults too, so a hand-edited file can never lock a keyboard or pad
player out of the game. Reading and writing go through ``game.userdata``.
"""
from __future__ import annotations

import dataclasses
import warnings
from dataclasses import dataclass, field
from typing import Any

from game import safefile, userdata
from game.app.actions import ACTIONS, BUTTONS
from game.i18n import LANGUAGES

FILE_NAME = "settings.json"
VERSION = 1

DEFAULT_KEYS: dict[str, list[str]] = {
    "up": ["up", "w"], "down": ["down", "s"], "left": ["left", "a"], "right": ["right", "d"],
    "confirm": ["z", "return"], "cancel": ["x", "backspace"], "pass": ["c", "space"],
    "hint": ["h"], "undo": ["u"], "menu": ["escape", "p"],
    "page_left": ["q", "page up"], "page_right": ["e", "page down"], "auto_pass": ["v"],
}

DEFAULT_PAD: dict[str, list[str]] = {
    "up": ["dpup"], "down": ["dpdown"], "left": ["dpleft"], "right": ["dpright"],
    "confirm": ["a"], "cancel": ["b"], "pass": ["x"], "hint": ["y"], "undo": ["back"],
    "menu": ["start"], "page_left": ["leftshoulder"], "page_right": ["rightshoulder"],
    "auto_pass": ["leftstick"],
}

ANIMATION_SPEEDS: tuple[str, ...] = ("slow", "normal", "fast")

# Without these a player cannot move through a menu, pick or back out, so they must always work.
ESSENTIAL: tuple[str, ...] = ("up", "down", "confirm", "cancel")
SWITCHES = ("fullscreen", "four_color", "screen_shake", "scanlines", "pause_on_focus_loss")


def _copy(bindings: dict[str, list[str]]) -> dict[str, list[str]]:
    return {action: list(names) for action, names in bindings.items()}


@dataclass
class Settings:
    scale: int = 0  # 0: the largest whole scale that fits the screen (game.app.display.FIT)
    fullscreen: bool = False
    music_volume: int = 6  # 0-10
    effects_volume: int = 8  # 0-10
    animation_speed: str = "normal"
    four_color: bool = False
    screen_shake: bool = True
    scanlines: bool = False
    pause_on_focus_loss: bool = True
    language: str = ""  # "en" or "ja"; "" follows the system's locale (i18n.system_language)
    keys: dict[str, list[str]] = field(default_factory=lambda: _copy(DEFAULT_KEYS))
    pad: dict[str, list[str]] = field(default_factory=lambda: _copy(DEFAULT_PAD))

    def to_json(self) -> dict[str, Any]:
        return {"version": VERSION, **dataclasses.asdict(self)}

    @classmethod
    def from_json(cls, data: Any) -> "Settings":
        """Build settings from parsed JSON, repairing bad values; ValueError if it is no settings file."""
        return cls.parse(data)[0]

    @classmethod
    def parse(cls, data: Any) -> tuple["Settings", list[str]]:
        """Like ``from_json``, also returning what was repaired (one sentence a player can read each).

        ``userdata.NewerFile`` for a file from a newer version: it is left alone.
        """
        if not isinstance(data, dict):
            raise ValueError(f"it is not a settings file (it holds {type(data).__name__}, not a table)")
        version = data.get("version")
        if isinstance(version, int) and not isinstance(version, bool) and version > VERSION:
            raise userdata.NewerFile(f"was written by a newer version of the game (settings version {version}, "
                                     f"this one reads up to {VERSION})")
        if version != VERSION:
            raise ValueError(f"its settings version {_short(version)} is unknown")
        s, notes = cls(), []
        for f in dataclasses.fields(cls):
            if f.name not in data:
                continue
            value = data[f.name]
            if f.name in ("keys", "pad"):
                notes += _table(s, f.name, value)
            elif _valid(f.name, value):
                setattr(s, f.name, value)
            else:
                notes.append(f"{f.name} was {_short(value)}, expected {_EXPECTED[f.name]}; "
                             f"the default ({_short(getattr(s, f.name))}) is used.")
        notes += _repair(s.keys, DEFAULT_KEYS, _key_code, "keys") + _repair(s.pad, DEFAULT_PAD, _button, "pad")
        return s, notes

    def tick_scale(self) -> float:
        """Multiplier on animation lengths for the chosen animation speed."""
        return {"slow": 1.5, "normal": 1.0, "fast": 0.5}[self.animation_speed]


_EXPECTED = {"scale": "0 (as large as fits) or a whole number from 1 to 4", "music_volume": "a whole number from 0 to 10",
             "effects_volume": "a whole number from 0 to 10",
             "animation_speed": "one of " + ", ".join(ANIMATION_SPEEDS),
             "language": "one of " + ", ".join(LANGUAGES) + " or \"\" (the system's)",
             **{name: "true or false" for name in SWITCHES}}


def _valid(name: str, value: Any) -> bool:
    if name == "scale":
        return type(value) is int and 0 <= value <= 4
    if name in ("music_volume", "effects_volume"):
        return type(value) is int and 0 <= value <= 10
    if name == "animation_speed":
        return value in ANIMATION_SPEEDS
    if name == "language":
        return value in ("", *LANGUAGES)
    return type(value) is bool


def _table(s: Settings, name: str, value: Any) -> list[str]:
    """Take the actions of a bindings table one by one; returns what was dropped (in words)."""
    table = getattr(s, name)  # the defaults until the file's actions replace them
    if not isinstance(value, dict):
        return [f"{name} was not a table of actions; its defaults are used."]
    unknown = [a for a in value if a not in table]
    bad = [a for a, names in value.items() if a in table and not (
        isinstance(names, list) and all(isinstance(n, str) for n in names))]
    for action, names in value.items():
        if action in table and action not in bad:
            table[action] = list(names)  # an action missing from an older file keeps its default
    notes = []
    if unknown:
        notes.append(f"{name} named unknown actions ({_short(unknown)}); they were dropped.")
    if bad:
        notes.append(f"{name} for {', '.join(bad)} were not lists of names; their defaults are used.")
    return notes


def load() -> tuple[Settings, userdata.Notice | None]:
    """The saved settings (or its backup's), or defaults; plus a message for the player when it was not clean."""
    found = userdata.load(FILE_NAME, Settings.parse, "Settings")
    return (found.value if found.value is not None else Settings()), found.notice


def save(settings: Settings) -> bool:
    """Write the settings; never raises (a failure is told to the player by ``game.userdata``)."""
    return userdata.write_json(FILE_NAME, settings.to_json(), subject="Your settings")


def _short(value: Any) -> str:
    """A value quoted in a message, in JSON spelling and cut short: a hand-edited file may hold anything."""
    return safefile.quote(value)


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
    return name if name in BUTTONS else None


def _repair(table: dict[str, list[str]], defaults: dict[str, list[str]],
            resolve: Any, kind: str) -> list[str]:
    """Give every action a binding that works; returns one sentence per repair.

    An action whose list is empty or names only unknown keys/buttons gets its
    defaults. Input gives a key shared by two actions to the one listed first in
    ``ACTIONS``, so if up, down, confirm or cancel is still left with nothing that
    reaches it, the whole table goes back to the defaults.
    """
    device = "key" if kind == "keys" else "button"
    empty, unknown, quoted = [], [], {}
    for action in ACTIONS:
        if not any(resolve(n) is not None for n in table[action]):
            (unknown if table[action] else empty).append(f"{kind}.{action}")
            quoted[f"{kind}.{action}"] = f"{kind}.{action} ({_short(table[action])})"
            table[action] = list(defaults[action])
    if len(unknown) <= 3:  # few enough to quote the names the player typed
        unknown = [quoted[u] for u in unknown]
    # One sentence per kind of fault, so a file with every action unbound still fits one screen.
    notes = [f"{_series(empty)} had no binding; {_its(empty)} defaults are used."] if empty else []
    if unknown:
        notes.append(f"{_series(unknown)} named only unknown {device}s; {_its(unknown)} defaults are used.")
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


def _series(names: list[str]) -> str:
    return ", ".join(names[:-1]) + " and " + names[-1] if len(names) > 1 else names[0]


def _its(names: list[str]) -> str:
    return "their" if len(names) > 1 else "its"


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
