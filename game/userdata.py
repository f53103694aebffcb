"""Owns the user data folder and every read and write of the player's files in it.

The folder follows platform conventions (platformdirs) unless the environment
variable ``DAIFUGO_DATA_DIR`` names another one (tests set it per test; the
screenshot tour and the self-test use ``throwaway``): ``game.data_folder`` works
out which. Data is plain JSON only: never pickle or eval.

The disk may be hostile, so (the file mechanics are ``game.safefile``'s):
- a read never blocks and never reads more than ``MAX_BYTES`` + 1 bytes;
- a write never raises and never damages the last good files (atomic for the
  main file and the backup, which takes the old file only once the new one is
  in place, and only if the old one was good). A failed write (read-only,
  locked, full, forbidden) becomes one notice for the player
  (``take_notices``), and the next save tries again;
- ``load`` falls back to the ``.bak`` when the main file is missing or damaged,
  and says so; a damaged file is moved aside, never overwritten; a file written
  by a newer version of the game is left untouched and never written over, and
  said once per file and run however often it is read;
- temporary files left by a killed write are removed the first time the folder is used.
"""
from __future__ import annotations

import json
import logging
import os
import tempfile
import threading
import time
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Generic, Iterator, NamedTuple, TypeVar

from game.data_folder import ENV_VAR, folder_in_force
from game.i18n import N_, later, sentences
from game.safefile import (BACKUP, TMP_SUFFIX, Unreadable, install, make_folder, parse_json, read_bytes,
                           short_path, why_not)


MAX_BYTES = 4 * 1024 * 1024  # far above any real save (a long match is tens of KB), far below trouble

log = logging.getLogger(__name__)
T = TypeVar("T")


class Notice(str):
    """A message for the player, with the title of the box that shows it.

    Title and text may be ``later`` messages (``game.i18n``): the notice's own
    string is its text as worded when it was made (for logs), while ``title``
    and ``text`` word it again in the language in force when it is shown, so a
    notice made before the language was chosen still shows in the player's.
    """

    def __new__(cls, title: object, text: object) -> "Notice":
        self = super().__new__(cls, str(text).strip())
        self._title, self._text = title, text
        return self

    @property
    def title(self) -> str:
        return str(self._title)

    @property
    def text(self) -> str:
        return str(self._text).strip()


class UnusableFolder(OSError):
    """The data folder is a file, or cannot be created; the text is one line for the player."""


class NewerFile(ValueError):
    """Raised by a decoder for a file written by a newer version of the game (left untouched)."""


@dataclass
class _Folder:
    """What this process has told the player about one data folder (so each thing is said once)."""

    told: set[str] = field(default_factory=set)
    notices: list[Notice] = field(default_factory=list)


_folders: dict[Path, _Folder] = {}
_cleaned: set[Path] = set()  # folders whose leftover temporary files this process removed
_clean_lock = threading.Lock()
_told_lock = threading.Lock()  # notices are told from the history writer's thread and taken on the frame's


# -- the folder ------------------------------------------------------------------------------
def data_dir() -> Path:
    """The user data folder, created on first use; ``UnusableFolder`` when that is impossible."""
    path = folder_in_force()
    try:
        make_folder(path)  # a name too long, a dead or looping link, a file: said in plain words
    except Unreadable as exc:
        raise UnusableFolder(later("the data folder {path} cannot be created: {reason}", path=short_path(path),
                                  reason=exc.reason)) from None
    with _clean_lock:  # once per folder, whichever thread (the frame's, the history writer's) comes first
        if path not in _cleaned:
            _cleaned.add(path)
            _clean_temporaries(path)
    return path


def path_of(name: str) -> Path:
    return data_dir() / name


def check_folder() -> str | None:
    """None when the data folder can be used, else the one line that says why not (for the command line)."""
    try:
        data_dir()
    except UnusableFolder as exc:
        return str(exc)
    return None


@contextmanager
def throwaway(prefix: str = "daifugo-data-") -> Iterator[Path]:
    """Point the data folder at a fresh temporary folder for the duration (tour, self-test)."""
    with tempfile.TemporaryDirectory(prefix=prefix, ignore_cleanup_errors=True) as folder:
        previous = os.environ.get(ENV_VAR)
        os.environ[ENV_VAR] = folder
        try:
            yield Path(folder)
        finally:
            if previous is None:
                os.environ.pop(ENV_VAR, None)
            else:
                os.environ[ENV_VAR] = previous
            _folders.pop(Path(folder), None)
            _cleaned.discard(Path(folder))


def _clean_temporaries(folder: Path) -> None:
    """Remove ``.NAME.json.xxxx.tmp`` files a killed write left behind (they never hold the only copy)."""
    for leftover in folder.glob(f".*.json.*{TMP_SUFFIX}"):
        try:
            if leftover.is_file():
                leftover.unlink()
        except OSError as exc:
            log.warning("could not remove leftover %s: %s", leftover, exc)


def take_notices() -> list[Notice]:
    """The messages for the player raised since the last call (the app shows each once)."""
    state = _state()
    if state is None:
        return []
    with _told_lock:
        out, state.notices = state.notices, []
    return out


def _state() -> _Folder | None:
    """This folder's record, without touching the disk (``take_notices`` runs every tick)."""
    try:
        return _folders.setdefault(folder_in_force(), _Folder())
    except UnusableFolder:
        return None


def _tell(key: str, notice: Notice | None) -> bool:
    """Queue ``notice`` unless ``key`` was already told in this folder (None: just mark it told); True the
    first time."""
    state = _state()
    if state is None:
        return True
    with _told_lock:
        if key in state.told:
            return False
        state.told.add(key)
        if notice is not None:
            state.notices.append(notice)
    return True


def tell(notice: Notice) -> None:
    """Queue a loader's notice for the app (``take_notices``), once per folder and run: for a file no screen
    opens, like a newer version's save that Continue does not offer."""
    _tell("told:" + notice.title + notice, notice)


def _forget(key: str) -> None:
    """Let ``key`` be told again (a write succeeded: a later failure is news)."""
    state = _state()
    if state is not None:
        with _told_lock:
            state.told.discard(key)


# -- reading ------------------------------------------------------------------------------
class Loaded(NamedTuple, Generic[T]):
    """What ``load`` found: the value (None: use defaults) and the notice for the player, if any."""

    value: T | None
    notice: Notice | None = None


Decoder = Callable[[Any], "tuple[T, list[str]]"]  # parsed JSON -> (value, repairs); ValueError if unusable


DEFAULTS_USED = N_("Defaults are used.")


def load(name: str, decode: Decoder, what: str, fallback: str = DEFAULTS_USED) -> Loaded:
    """Read ``name``, falling back to ``name.bak`` when it is missing or damaged.

    ``decode`` returns the value and the repairs it made (one sentence each,
    naming the field), raises ``NewerFile`` for a newer version, ValueError when
    unusable. ``what`` names the file's content in titles ("Settings"); ``fallback``
    says what happens when neither file can be used. The notice is worded when
    shown: ``what`` and ``fallback`` go through the catalog then (mark them ``N_``),
    and so do the decoder's reasons and repairs when they are ``later`` messages.
    The file's name stays as it is spelled on disk.
    """
    said, otherwise = later(what), later(fallback)
    try:
        target = path_of(name)
    except UnusableFolder as exc:
        # TRANSLATORS: box=message title; {what} names the file's content ("Settings", "Records")
        return Loaded(None, Notice(later("{what} reset", what=said), sentences(
            later("{file} cannot be read: {reason}.", file=name, reason=exc), otherwise)))
    try:
        value, repairs = decode(_read_json(target))
    except FileNotFoundError:
        # A link to nothing is no save either, but it would keep offering Continue: move it aside.
        problem = (sentences(later("{file} is a link to a file that is gone.", file=name), _move_aside(target))
                   if target.is_symlink() else None)
    except NewerFile as exc:
        _tell("newer:" + name, None)  # this notice says it all: the write guard stays silent
        if not _tell("newer-read:" + name, None):
            return Loaded(None)  # said once per file and run: the records are read at every hand's end
        # TRANSLATORS: box=message title; {what} names the file's content ("Settings", "Records")
        return Loaded(None, Notice(later("{what} kept", what=said), sentences(
            # TRANSLATORS: {reason} is what is wrong with the file, said after its name ("was written by ...")
            later("{file} {reason}.", file=name, reason=exc),
            later("It is left as it is and this version will not write over it."), otherwise)))
    except (OSError, ValueError) as exc:
        problem = sentences(later("{file} {reason}.", file=name, reason=_fault(exc)), _move_aside(target))
    else:
        if repairs:
            # TRANSLATORS: box=message title; {what} names the file's content ("Settings", "Records")
            return Loaded(value, Notice(later("{what} repaired", what=said),
                                        later("{file}: {repairs}", file=name, repairs=sentences(*repairs))))
        return Loaded(value)
    backup = target.with_name(name + BACKUP)
    try:
        raw = read_bytes(backup, MAX_BYTES)
        value, repairs = decode(parse_json(raw))
    except FileNotFoundError:
        if problem is None:
            return Loaded(None)
        return Loaded(None, Notice(later("{what} reset", what=said), sentences(problem, otherwise)))
    except NewerFile as exc:  # left as it is, like a newer main file (write_json keeps it as the backup)
        if not _tell("newer-read:" + name, None):
            return Loaded(None)
        start = problem or later("{file} is missing.", file=name)
        return Loaded(None, Notice(later("{what} kept", what=said), sentences(
            start, later("Its backup {reason}, so it is left as it is.", reason=exc), otherwise)))
    except (OSError, ValueError) as exc:
        # Nothing good is left to protect: move it aside too, so a dead backup cannot offer Continue forever.
        start = problem or later("{file} is missing.", file=name)
        return Loaded(None, Notice(later("{what} reset", what=said), sentences(
            start, later("Its backup {reason} too.", reason=_fault(exc)), _move_aside(backup), otherwise)))
    if not (target.exists() or target.is_symlink()):  # never over a damaged file that stayed in place
        try:
            install(target, raw, None)  # the backup becomes the main file again, so this is said once
        except OSError as exc:
            log.warning("could not restore %s from its backup: %s", name, exc)
    start = problem or later("{file} was missing.", file=name)
    # TRANSLATORS: box=message title; {what} names the file's content ("Settings", "Records")
    return Loaded(value, Notice(later("{what} restored", what=said), sentences(
        start, later("Its backup, one save older, was used."), *repairs)))


def _read_json(path: Path) -> Any:
    data = parse_json(read_bytes(path, MAX_BYTES))
    if data is None:
        raise ValueError(later("it holds only null"))
    return data


def _fault(exc: BaseException) -> object:
    """What is wrong with a file, after its name: "is damaged (...)" or "cannot be used (...)"."""
    if isinstance(exc, Unreadable):
        return later("cannot be used ({reason})", reason=exc.reason)
    if isinstance(exc, OSError):
        return later("cannot be read ({reason})", reason=exc.strerror or exc)
    return later("is damaged ({reason})", reason=exc)


def _aside_name(target: Path) -> Path:
    """A quarantine name not yet taken: two breakages in the same second must not overwrite each other."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    aside = target.with_name(f"{target.name}.broken-{stamp}")
    count = 1
    while aside.exists() or aside.is_symlink():
        count += 1
        aside = target.with_name(f"{target.name}.broken-{stamp}-{count}")
    return aside


def _move_aside(target: Path) -> object:
    """Rename a damaged file so the next write cannot destroy what the player may want to recover."""
    aside = _aside_name(target)
    try:
        os.replace(target, aside)
    except OSError:
        return later("It could not be moved aside.")
    return later("It was moved to {file}.", file=aside.name)


# -- writing ------------------------------------------------------------------------------
UNSAVED = N_("changes made here are not saved")  # what a write refused over a newer file costs, by default
PROGRESS = N_("Your progress")


def write_json(name: str, data: dict[str, Any], lost: str = UNSAVED, subject: str = PROGRESS,
               indent: int | None = 2) -> bool:
    """Write ``data`` as ``name`` (the previous version becomes ``name.bak``); never raises.

    False when nothing was written: the player is told once (until a write
    succeeds again) and the files on disk are the last good ones. A file over
    ``MAX_BYTES``, which the next load would refuse, is never written. A newer
    version's file is never written over, and a newer version's backup is never
    replaced by the old file. ``lost`` says what a refused write costs the
    player; a loader's notice about the newer file stands for the default one,
    so only a different ``lost`` ("this match cannot be autosaved") is said again.
    ``subject`` is what the failure notice says cannot be saved ("Your settings").
    Both are worded through the catalog when the notice is shown (mark them ``N_``).
    ``indent=None`` writes one line, several times faster (the standard library's C encoder only
    runs without indentation): for a file rewritten often and read by the game, not by people.
    """
    raw = (json.dumps(data, indent=indent, sort_keys=True) + "\n").encode("utf-8")
    kind, version = data.get("kind"), data.get("version")
    try:
        target = path_of(name)
        old = _current(target)
        if _is_newer(old, kind, version):
            key = "newer:" + name + ("" if lost == UNSAVED else ":" + lost)
            # TRANSLATORS: box=message title
            _tell(key, Notice(later("Not saved"), later(
                "{file} was written by a newer version of the game; it is kept as it is, so {lost}.",
                file=name, lost=later(lost))))
            return False
        if old is not None and _is_newer(_current(target.with_name(name + BACKUP)), kind, version):
            old = None  # the backup is a newer version's file: keep it, our old file simply goes
        if len(raw) > MAX_BYTES:  # never a file the next load refuses, over the last good one
            raise Unreadable(later("it would be {size} bytes, more than the {limit} a file may hold",
                                   size=format(len(raw), ","), limit=format(MAX_BYTES, ",")))
        install(target, raw, old[0] if old is not None else None)
    except OSError as exc:
        log.warning("could not write %s: %s", name, exc)
        why = exc if isinstance(exc, UnusableFolder) else exc.reason if isinstance(exc, Unreadable) else why_not(exc)
        # TRANSLATORS: box=message title
        _tell("write-failed:" + subject, Notice(later("Cannot save"), sentences(
            later("{subject} cannot be saved: {reason}.", subject=later(subject), reason=why),
            later("The game goes on, your last saved files are kept, and it tries again at the next save."))))
        return False
    _forget("write-failed:" + subject)
    return True


def remove(name: str, kind: str, version: int) -> None:
    """Delete ``name`` and its backup (a finished match); never raises, never touches a newer file."""
    try:
        target = path_of(name)
        if _is_newer(_current(target), kind, version):
            return
        target.unlink(missing_ok=True)
        backup = target.with_name(name + BACKUP)
        if not _is_newer(_current(backup), kind, version):  # a newer version's backup stays too
            backup.unlink(missing_ok=True)
    except OSError as exc:
        log.warning("could not remove %s: %s", name, exc)


def is_newer(path: Path, kind: str, version: int) -> bool:
    """Is the file at ``path`` one of ``kind`` written by a newer version than ``version`` (left alone)?"""
    return _is_newer(_current(path), kind, version)


def _current(target: Path) -> tuple[bytes, Any] | None:
    """The file now in place, raw and parsed, when it is a good JSON table; else None (not worth a backup)."""
    try:
        raw = read_bytes(target, MAX_BYTES)
        data = parse_json(raw)
    except (OSError, ValueError):
        return None
    return (raw, data) if isinstance(data, dict) else None


def _is_newer(old: tuple[bytes, Any] | None, kind: Any, version: Any) -> bool:
    """Is the file in place the same kind of file as ours, written by a newer version?"""
    if old is None or old[1].get("kind") != kind:
        return False
    theirs = old[1].get("version")
    return (isinstance(theirs, int) and not isinstance(theirs, bool) and isinstance(version, int)
            and theirs > version)


