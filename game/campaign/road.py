"""Owns the road: every shipped and custom level file in order, each loaded or broken, and its state.

Shipped levels come from ``paths.levels_dir()`` in file-name order; the first
is always open and each clear opens what it ``unlocks``. Custom tables come
from ``<user data>/levels/`` and are always open. A file that fails to load
stays on the road as a broken entry with its message, so one bad file never
stops the rest of the campaign.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from game import paths, userdata
from game.i18n import _
from game.quoting import quote

from .level import Level, LevelError, load_level
from .progress import Progress

CUSTOM_DIR = "levels"  # under the user data folder
STATES = ("broken", "locked", "open", "cleared")


@dataclass(frozen=True)
class Entry:
    """One table on the map: a loaded level, or a broken file and why."""

    path: Path
    level: Level | None
    error: str | None = None
    custom: bool = False

    @property
    def id(self) -> str:
        return self.level.id if self.level else ("custom:" if self.custom else "") + self.path.stem

    @property
    def title(self) -> str:
        return self.level.name if self.level else self.path.stem


class Road:
    def __init__(self, entries: list[Entry]) -> None:
        self.entries = entries

    @classmethod
    def load(cls, shipped: Path | None = None, custom: Path | None = None) -> "Road":
        """Every level file; ``None`` folders mean the game's own and the user's custom folder.

        A custom folder that cannot be used or searched (the data folder is a file, permission
        denied) adds no table: the shipped road is still all there."""
        entries = [_entry(p, False) for p in shipped_files(shipped)]
        ids = {e.id for e in entries}
        for i, e in enumerate(entries):
            bad = [u for u in e.level.unlocks if u not in ids] if e.level else []
            if bad:
                got = _("names of level files in the road, got {value}").format(value=quote(bad[0]))
                err = LevelError(e.path.name, "unlocks", got)
                entries[i] = Entry(e.path, None, str(err))
        entries += [_entry(p, True) for p in custom_files(custom)]
        return cls(entries)

    @property
    def shipped(self) -> list[Entry]:
        return [e for e in self.entries if not e.custom]

    def state(self, entry: Entry, progress: Progress) -> str:
        """One of STATES."""
        if entry.level is None:
            return "broken"
        if progress.is_cleared(entry.id):
            return "cleared"
        first = next((e for e in self.shipped if e.level is not None), None)
        if entry.custom or entry is first or entry.id in progress.unlocked:
            return "open"
        # A broken level must not wall off the road: what it would have unlocked opens once the
        # level before it is cleared.
        i = self.entries.index(entry)
        before = self.entries[i - 1] if i > 0 else None
        if before is not None and before.level is None and i > 1 and progress.is_cleared(self.entries[i - 2].id):
            return "open"
        return "locked"

    def previous(self, entry: Entry) -> Level | None:
        """The loaded level before this one on the road (for 'what changed' on the intro)."""
        i = self.entries.index(entry)
        return next((e.level for e in reversed(self.entries[:i]) if e.level is not None), None)

    def next_to_play(self, progress: Progress) -> int:
        """The index the map's cursor starts on: the first open, uncleared table, else the first."""
        for i, e in enumerate(self.entries):
            if self.state(e, progress) == "open":
                return i
        return 0

    def by_id(self, level_id: str) -> Entry | None:
        return next((e for e in self.entries if e.id == level_id), None)


def _entry(path: Path, custom: bool) -> Entry:
    try:
        return Entry(path, load_level(path, custom), None, custom)
    except LevelError as exc:
        return Entry(path, None, str(exc), custom)


def shipped_files(shipped: Path | None = None) -> list[Path]:
    """The game's own level files, in name order (``None``: the folder the game ships)."""
    return sorted((paths.levels_dir() if shipped is None else shipped).glob("*.toml"))


def custom_files(custom: Path | None = None) -> list[Path]:
    """The custom level files, in name order (``None``: the user's folder); none when it cannot be searched."""
    try:
        folder = userdata.path_of(CUSTOM_DIR) if custom is None else custom
        return sorted(folder.glob("*.toml")) if folder.is_dir() else []
    except OSError:
        return []
