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

from game import userdata
from game.app.actions import ACTIONS, BUTTONS
from game.i18n import LANGUAGES, N_, later, nlater, series
from game.quoting import quote

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
    lesson_seen: bool = False  # the title has offered the guided first hand (``game.table.match.lesson``)
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
            raise ValueError(later("it is not a settings file (it holds {kind}, not a table)", kind=type(data).__name__))
        version = data.get("version")
        if isinstance(version, int) and not isinstance(version, bool) and version > VERSION:
            raise userdata.NewerFile(later("was written by a newer version of the game (settings version {version}, "
                                           "this one reads up to {known})", version=quote(version), known=VERSION))
        if version != VERSION:
            raise ValueError(later("its settings version {version} is unknown", version=quote(version)))
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
                notes.append(later("{field} was {value}, expected {expected}; the default ({default}) is used.",
                                   field=f.name, value=quote(value), expected=later(_EXPECTED[f.name], values=_VALUES.get(f.name, "")),
                                   default=quote(getattr(s, f.name))))
        notes += _repair(s.keys, DEFAULT_KEYS, _key_code, "keys") + _repair(s.pad, DEFAULT_PAD, _button, "pad")
        return s, notes  # each a ``later`` message: worded when the notice is shown

    def tick_scale(self) -> float:
        """Multiplier on animation lengths for the chosen animation speed."""
        return {"slow": 1.5, "normal": 1.0, "fast": 0.5}[self.animation_speed]


# What each value may be, in words (the values themselves as the file spells them, filled in as {values}).
_EXPECTED = {"scale": N_("0 (as large as fits) or a whole number from 1 to 4"),
             "music_volume": N_("a whole number from 0 to 10"), "effects_volume": N_("a whole number from 0 to 10"),
             "animation_speed": N_("one of {values}"),
             "language": N_("one of {values} or \"\" (the system's)"),
             **{name: N_("true or false") for name in (*SWITCHES, "lesson_seen")}}
_VALUES = {"animation_speed": ", ".join(ANIMATION_SPEEDS), "language": ", ".join(LANGUAGES)}


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


def _table(s: Settings, name: str, value: Any) -> list[Any]:
    """Take the actions of a bindings table one by one; returns what was dropped (in words)."""
    table = getattr(s, name)  # the defaults until the file's actions replace them
    if not isinstance(value, dict):
        return [later("{field} was not a table of actions; its defaults are used.", field=name)]
    unknown = [a for a in value if a not in table]
    bad = [a for a, names in value.items() if a in table and not (
        isinstance(names, list) and all(isinstance(n, str) for n in names))]
    for action, names in value.items():
        if action in table and action not in bad:
            table[action] = list(names)  # an action missing from an older file keeps its default
    notes = []
    if unknown:
        notes.append(later("{field} named unknown actions ({names}); they were dropped.", field=name,
                           names=quote(unknown)))
    if bad:
        notes.append(later("{field} for {actions} were not lists of names; their defaults are used.", field=name,
                           actions=", ".join(bad)))
    return notes


def load() -> tuple[Settings, userdata.Notice | None]:
    """The saved settings (or its backup's), or defaults; plus a message for the player when it was not clean."""
    found = userdata.load(FILE_NAME, Settings.parse, N_("Settings"))
    return (found.value if found.value is not None else Settings()), found.notice


def save(settings: Settings) -> bool:
    """Write the settings; never raises (a failure is told to the player by ``game.userdata``)."""
    return userdata.write_json(FILE_NAME, settings.to_json(), subject=N_("Your settings"))


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


MAX_NAMES = 16  # keys or buttons one action keeps: far more than any keyboard needs


def _repair(table: dict[str, list[str]], defaults: dict[str, list[str]],
            resolve: Any, kind: str) -> list[Any]:
    """Give every action a binding that works; returns one sentence per repair.

    An action whose list is empty or names only unknown keys/buttons gets its
    defaults; one naming more than ``MAX_NAMES`` keeps that many, the working ones
    first. Input gives a key shared by two actions to the one listed first in
    ``ACTIONS``, so if up, down, confirm or cancel is still left with nothing that
    reaches it, the whole table goes back to the defaults.
    """
    notes: list[Any] = []
    for action in ACTIONS:  # a list of thousands would be rewritten at every save: kept short, said in one line
        names = table[action]
        if len(names) > MAX_NAMES:
            kept = [n for n in names if resolve(n) is not None][:MAX_NAMES] or names[:MAX_NAMES]
            dropped = [n for n in names if n not in kept]
            notes.append(later("{field}: {count} names were dropped (first: {names}): an action keeps at most {most}, "
                               "the working ones first.", field=kind + "." + action, count=len(dropped), most=MAX_NAMES,
                               names=", ".join(quote(n) for n in dropped[:3])))
            table[action] = kept
    empty, unknown, quoted = [], [], {}
    for action in ACTIONS:
        if not any(resolve(n) is not None for n in table[action]):
            (unknown if table[action] else empty).append(f"{kind}.{action}")
            quoted[f"{kind}.{action}"] = f"{kind}.{action} ({quote(table[action])})"
            table[action] = list(defaults[action])
    if len(unknown) <= 3:  # few enough to quote the names the player typed
        unknown = [quoted[u] for u in unknown]
    # One sentence per kind of fault, so a file with every action unbound still fits one screen.
    if empty:
        notes.append(nlater("{fields} had no binding; its defaults are used.",
                            "{fields} had no binding; their defaults are used.", len(empty), fields=series(empty)))
    if unknown:
        notes.append(nlater("{fields} named only unknown keys; its defaults are used.",
                            "{fields} named only unknown keys; their defaults are used.", len(unknown),
                            fields=series(unknown)) if kind == "keys" else
                     nlater("{fields} named only unknown buttons; its defaults are used.",
                            "{fields} named only unknown buttons; their defaults are used.", len(unknown),
                            fields=series(unknown)))
    taken: set[Any] = set()
    for action in ACTIONS:
        codes = {resolve(n) for n in table[action]} - {None}
        if action in ESSENTIAL and not codes - taken:
            for other, names in defaults.items():
                table[other] = list(names)
            notes.append(later("{field} shared every key with an earlier action; all {table} bindings are back "
                               "to their defaults.", field=kind + "." + action, table=kind) if kind == "keys" else
                         later("{field} shared every button with an earlier action; all {table} bindings are back "
                               "to their defaults.", field=kind + "." + action, table=kind))
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
