"""Owns the campaign progress file: cleared levels with their best stars, unlocked levels, the
player's campaign name, reset.

One versioned JSON file in the user data folder, read and written through
``game.userdata`` (atomic, with a ``.bak`` it falls back to). ``load`` never
raises and repairs entry by entry: a level with a bad star count loses just
those stars, a bad name in the unlocked list is dropped, each named in the
message. A file that is not a progress file at all is moved aside and the
backup used; one from a newer version is left untouched (and never written
over) while play goes on from a fresh start. The name (``None`` until the player
types one on the map) is the seat name of every campaign match, so the records
keep the campaign under it; an older file without one still reads (version 1).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game import bounds, userdata
from game.app.keyboard import NAME_MAX  # the same limit as every typed name: it fits every name plate
from game.i18n import _, ngettext
from game.quoting import quote

FILE_NAME = "campaign.json"
KIND = "daifugo-arcade-campaign"
VERSION = 1
# Levels the file may list, cleared and unlocked each: far past the road and any custom folder a player keeps,
# and with ids of at most ``MAX_ID`` characters (a file name's 255 and "custom:") both lists together stay
# under 3 MB written, so whatever is read can be written back with room for more clears (``userdata.MAX_BYTES``).
MAX_LEVELS = 5_000
MAX_ID = len("custom:") + 255


@dataclass
class Progress:
    stars: dict[str, int] = field(default_factory=dict)  # level id -> best stars (1-3) once cleared
    unlocked: set[str] = field(default_factory=set)  # level ids opened by clearing another level
    name: str | None = None  # the player's campaign name; None: the default ("You" in the language in force)

    def is_cleared(self, level_id: str) -> bool:
        return level_id in self.stars

    def record(self, level_id: str, stars: int, unlocks: tuple[str, ...]) -> list[str]:
        """Note a clear (keeping the best stars); returns the level ids this clear newly unlocked."""
        if stars < 1 or not _is_id(level_id):
            return []
        if level_id in self.stars or len(self.stars) < MAX_LEVELS:  # past the bound a clear is not kept
            self.stars[level_id] = max(stars, self.stars.get(level_id, 0))
        fresh = [u for u in unlocks if u not in self.unlocked and _is_id(u)][:MAX_LEVELS - len(self.unlocked)]
        self.unlocked.update(fresh)
        return fresh

    def to_dict(self) -> dict[str, Any]:
        out = {"kind": KIND, "version": VERSION, "stars": dict(sorted(self.stars.items())),
               "unlocked": sorted(self.unlocked)}
        if self.name is not None:
            out["name"] = self.name
        return out

    @classmethod
    def from_dict(cls, data: Any) -> "Progress":
        """ValueError in player words when the data is not a progress file this game can read."""
        return cls.parse(data)[0]

    @classmethod
    def parse(cls, data: Any) -> tuple["Progress", list[str]]:
        """The progress and what was repaired (one sentence each); ``userdata.NewerFile`` for a newer file."""
        if not isinstance(data, dict) or data.get("kind") != KIND:
            raise ValueError("it is not a Daifugo Arcade campaign progress file")
        version = data.get("version")
        if isinstance(version, bool) or not isinstance(version, int) or version < 1:
            raise ValueError(f"its version {quote(version)} is unknown")  # short: the file may hold anything
        if version > VERSION:
            raise userdata.NewerFile(f"was written by a newer version of the game (progress version {quote(version)}, "
                                     f"this one reads up to {VERSION})")
        notes: list[str] = []
        stars = data.get("stars", {})
        if not isinstance(stars, dict):
            notes.append(_("Its stars were not a table of levels, so every level's stars were reset."))
            stars = {}
        unlocked = data.get("unlocked", [])
        for what, listed in (("stars", stars), ("unlocked", unlocked)):  # never a state its next save must refuse
            if isinstance(listed, (dict, list)) and len(listed) > MAX_LEVELS:
                raise ValueError(f"{what}: expected at most {MAX_LEVELS:,} levels, got {len(listed):,}")
        long = [k for k in stars if not _is_id(k)]
        if long:
            notes.append(ngettext("Its stars named a level no level file could be (longer than {limit} characters); "
                                  "it was dropped.",
                                  "Its stars named {n} levels no level file could be (longer than {limit} "
                                  "characters); they were dropped.", len(long)).format(n=len(long), limit=MAX_ID))
        bad = [k for k, v in stars.items() if _is_id(k) and (isinstance(v, bool) or v not in (1, 2, 3))]
        if bad:
            notes.append(ngettext("The stars of {levels} were not 1 to 3, so they were reset "
                                  "(play it again to earn them).",
                                  "The stars of {levels} were not 1 to 3, so they were reset "
                                  "(play them again to earn them).", len(bad)).format(levels=_names(bad)))
        if not isinstance(unlocked, list):
            notes.append(_("Its unlocked list was not a list of level names, so it was emptied."))
            unlocked = []
        odd = [u for u in unlocked if not _is_id(u)]
        if odd:
            notes.append(ngettext("Its unlocked list held a value that is not a level name; it was dropped.",
                                  "Its unlocked list held {n} values that are not level names; they were dropped.",
                                  len(odd)).format(n=len(odd)))
        name = data.get("name")
        if name is not None and normal_name(name) != name:
            notes.append(_("Its player name {name} was not 1 to {limit} characters, so the default name is used.")
                         .format(name=quote(name), limit=NAME_MAX))
            name = None
        return cls({k: v for k, v in stars.items() if _is_id(k) and k not in bad},
                   {u for u in unlocked if _is_id(u)}, name), notes


def _is_id(value: object) -> bool:
    """A level id a level file could have: its name without .toml (``custom:`` in front for the player's own)."""
    return isinstance(value, str) and 0 < len(value) <= MAX_ID


def normal_name(text: object) -> str | None:
    """A typed name with its spaces tidied, or None when it is no name (not text, blank, too long)."""
    if not isinstance(text, str):
        return None
    name = " ".join(text.split())
    return name if bounds.is_name(name, NAME_MAX) else None  # the one rule every file's names follow


def _names(levels: list[str]) -> str:
    shown = _(", ").join(quote(name) for name in levels[:4])
    if len(levels) <= 4:
        return shown
    # TRANSLATORS: level file names, then how many more were not named.
    return _("{names} and {n} more").format(names=shown, n=len(levels) - 4)


def load() -> tuple[Progress, str | None]:
    """(progress, None), or the repaired, backed-up or fresh progress and a message saying which."""
    found = userdata.load(FILE_NAME, Progress.parse, "Campaign progress", "Progress starts afresh.")
    return (found.value if found.value is not None else Progress()), found.notice


def save(progress: Progress) -> bool:
    """Write the progress; never raises (a failure is told to the player by ``game.userdata``)."""
    return userdata.write_json(FILE_NAME, progress.to_dict())


def reset() -> None:
    """Forget every clear, keeping the name (the previous file stays as the .bak, in case of a slip)."""
    save(Progress(name=load()[0].name))
