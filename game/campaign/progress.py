"""Owns the campaign progress file: cleared levels with their best stars, unlocked levels, reset.

One versioned JSON file in the user data folder, written atomically through
``game.userdata`` (which keeps a ``.bak``). ``load`` never raises: a file that
is not JSON, from a newer version or holding nonsense is moved aside and the
player gets a message while play goes on from a fresh start.
"""
from __future__ import annotations

import reprlib
from dataclasses import dataclass, field
from typing import Any

from game import userdata

FILE_NAME = "campaign.json"
KIND = "daifugo-arcade-campaign"
VERSION = 1


@dataclass
class Progress:
    stars: dict[str, int] = field(default_factory=dict)  # level id -> best stars (1-3) once cleared
    unlocked: set[str] = field(default_factory=set)  # level ids opened by clearing another level

    def is_cleared(self, level_id: str) -> bool:
        return level_id in self.stars

    def record(self, level_id: str, stars: int, unlocks: tuple[str, ...]) -> list[str]:
        """Note a clear (keeping the best stars); returns the level ids this clear newly unlocked."""
        if stars < 1:
            return []
        self.stars[level_id] = max(stars, self.stars.get(level_id, 0))
        fresh = [u for u in unlocks if u not in self.unlocked]
        self.unlocked.update(fresh)
        return fresh

    def to_dict(self) -> dict[str, Any]:
        return {"kind": KIND, "version": VERSION, "stars": dict(sorted(self.stars.items())),
                "unlocked": sorted(self.unlocked)}

    @classmethod
    def from_dict(cls, data: Any) -> "Progress":
        """ValueError in player words when the data is not a progress file this game can read."""
        if not isinstance(data, dict) or data.get("kind") != KIND:
            raise ValueError("it is not a Daifugo Arcade campaign progress file")
        version = data.get("version")
        if isinstance(version, bool) or not isinstance(version, int) or version < 1:
            raise ValueError(f"its version {reprlib.repr(version)} is unknown")  # short: the file may hold anything
        if version > VERSION:
            raise ValueError(f"it was made by a newer version of the game (version {version}, "
                             f"this game reads up to {VERSION})")
        stars = data.get("stars")
        if not isinstance(stars, dict) or any(
                not isinstance(k, str) or isinstance(v, bool) or v not in (1, 2, 3) for k, v in stars.items()):
            raise ValueError("its stars are not level names with 1 to 3 stars")
        unlocked = data.get("unlocked")
        if not isinstance(unlocked, list) or any(not isinstance(u, str) for u in unlocked):
            raise ValueError("its unlocked list is not a list of level names")
        return cls(dict(stars), set(unlocked))


def load() -> tuple[Progress, str | None]:
    """(progress, None), or a fresh progress and a message when the file was damaged."""
    data, error = userdata.read_json(FILE_NAME)
    if error is not None:
        return Progress(), f"Campaign progress was damaged. {error}"
    if data is None:
        return Progress(), None
    try:
        return Progress.from_dict(data), None
    except ValueError as exc:
        moved = userdata.report_broken(FILE_NAME, str(exc))
        return Progress(), f"Campaign progress was damaged: {exc}. {moved}"


def save(progress: Progress) -> None:
    userdata.write_json(FILE_NAME, progress.to_dict())


def reset() -> None:
    """Forget every clear (the previous file stays as the .bak, in case of a slip)."""
    save(Progress())
