"""Owns the user data folder and every read and write of the player's files in it.

The folder follows platform conventions (platformdirs) unless the environment
variable ``DAIFUGO_DATA_DIR`` names another one (tests set it per test; the
screenshot tour and the self-test use ``throwaway``). Data is plain JSON only:
never pickle or eval.

The disk may be hostile, so:
- a read never blocks and never runs out of memory: the file is opened
  non-blocking and checked with ``fstat`` before a byte is read (a pipe, a
  device or a folder is refused), and at most ``MAX_BYTES`` + 1 bytes are read;
- a write never raises and never damages the last good files: the new file and
  the backup are each written to a temporary file, synced and renamed into
  place, and the backup takes the old file only after the new one is safely in
  place. A failed write (read-only, locked, full, forbidden) becomes one notice
  for the player (``take_notices``), and the next save tries again;
- ``load`` falls back to the ``.bak`` when the main file is missing or damaged,
  and says so; a damaged file is moved aside, never overwritten; a file written
  by a newer version of the game is left untouched and never written over;
- temporary files left by a killed write are removed the first time the folder is used.
"""
from __future__ import annotations

import errno
import json
import logging
import os
import stat
import tempfile
import time
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Generic, Iterator, TypeVar

APP_NAME = "DaifugoArcade"
ENV_VAR = "DAIFUGO_DATA_DIR"
MAX_BYTES = 4 * 1024 * 1024  # far above any real save (a long match is tens of KB), far below trouble
BACKUP = ".bak"
TMP_SUFFIX = ".tmp"

log = logging.getLogger(__name__)
T = TypeVar("T")


class Notice(str):
    """A message for the player, with the title of the box that shows it."""

    title: str

    def __new__(cls, title: str, text: str) -> "Notice":
        self = super().__new__(cls, text)
        self.title = title
        return self


class Unreadable(OSError):
    """A file that exists but must not be read (not a regular file, too big); ``reason`` in player words."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


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


# -- the folder ------------------------------------------------------------------------------
def data_dir() -> Path:
    """The user data folder, created on first use; ``UnusableFolder`` when that is impossible."""
    path = _folder_path()
    if path.exists() and not path.is_dir():
        raise UnusableFolder(f"the data folder {path} is a file, not a folder")
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise UnusableFolder(f"the data folder {path} cannot be created: {exc.strerror or exc}") from None
    if path not in _folders:
        _folders[path] = _Folder()
        _clean_temporaries(path)
    return path


def _folder_path() -> Path:
    override = os.environ.get(ENV_VAR)
    if override:  # set but empty counts as unset, as it always has
        return Path(override)
    import platformdirs

    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


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
    with tempfile.TemporaryDirectory(prefix=prefix) as folder:
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


def _clean_temporaries(folder: Path) -> None:
    """Remove ``.NAME.xxxx.tmp`` files a killed write left behind (they never hold the only copy)."""
    for leftover in folder.glob(f".*{TMP_SUFFIX}"):
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
    out, state.notices = state.notices, []
    return out


def _state() -> _Folder | None:
    """This folder's record, without touching the disk (``take_notices`` runs every tick)."""
    try:
        return _folders.get(_folder_path())
    except UnusableFolder:
        return None


def _tell(key: str, notice: Notice | None) -> None:
    """Queue ``notice`` unless ``key`` was already told in this folder (None: just mark it told)."""
    state = _state()
    if state is not None and key not in state.told:
        state.told.add(key)
        if notice is not None:
            state.notices.append(notice)


def _forget(key: str) -> None:
    """Let ``key`` be told again (a write succeeded: a later failure is news)."""
    state = _state()
    if state is not None:
        state.told.discard(key)


# -- reading ------------------------------------------------------------------------------
def read_bytes(path: Path, limit: int | None = None) -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes; ``Unreadable`` (an OSError) otherwise.

    Opened with O_NONBLOCK and checked with fstat before reading, so a pipe
    with no writer, a link to a device that never ends or a folder costs a
    message, never a hang; at most ``limit`` + 1 bytes are read, so a file that
    grows while we read cannot eat the memory either.
    """
    limit = MAX_BYTES if limit is None else limit
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except (IsADirectoryError, PermissionError):
        if path.is_dir():  # Windows cannot open a folder at all
            raise Unreadable("it is a folder, not a file") from None
        raise
    try:
        mode = os.fstat(fd)
        if stat.S_ISDIR(mode.st_mode):
            raise Unreadable("it is a folder, not a file")
        if not stat.S_ISREG(mode.st_mode):
            raise Unreadable("it is not a plain file (a device, pipe or socket)")
        if mode.st_size > limit:
            raise Unreadable(f"it is {mode.st_size:,} bytes, more than the {limit:,} it may hold")
        chunks, size = [], 0
        while size <= limit:
            chunk = os.read(fd, limit + 1 - size)
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        if size > limit:
            raise Unreadable(f"it grew past the {limit:,} bytes it may hold while being read")
        return b"".join(chunks)
    finally:
        os.close(fd)


def parse_json(raw: bytes) -> Any:
    """Parsed JSON; ValueError in player words (not UTF-8, not JSON, nested too deeply)."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise ValueError("it is not text (not UTF-8)") from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise ValueError(f"it is not valid JSON: {exc.msg}, line {exc.lineno} column {exc.colno}") from None
    except RecursionError:
        # A file of ``[[[[...`` must cost the player a message, never a crash at startup.
        raise ValueError("it is nested too deeply") from None


@dataclass
class Loaded(Generic[T]):
    """What ``load`` found: the value (None: use defaults) and the notice for the player, if any."""

    value: T | None
    notice: Notice | None = None
    source: str | None = None  # "main", "backup" or None
    newer: bool = False


Decoder = Callable[[Any], "tuple[T, list[str]]"]  # parsed JSON -> (value, repairs); ValueError if unusable


def load(name: str, decode: Decoder, what: str, fallback: str = "Defaults are used.") -> Loaded:
    """Read ``name``, falling back to ``name.bak`` when it is missing or damaged.

    ``decode`` returns the value and the repairs it made (one sentence each,
    naming the field), raises ``NewerFile`` for a newer version, ValueError when
    unusable. ``what`` names the file's content in titles ("Settings"); ``fallback``
    says what happens when neither file can be used.
    """
    try:
        target = path_of(name)
    except UnusableFolder as exc:
        return Loaded(None, Notice(f"{what} reset", f"{name} cannot be read: {exc}. {fallback}".strip()))
    try:
        value, repairs = decode(_read_json(target))
    except FileNotFoundError:
        problem = None
    except NewerFile as exc:
        _tell("newer:" + name, None)  # this notice says it all: the write guard stays silent
        return Loaded(None, Notice(f"{what} kept", f"{name} {exc}. It is left as it is and this version "
                                   "will not write over it; defaults are used."), None, True)
    except (OSError, ValueError) as exc:
        problem = f"{name} {_fault(exc)}. {_move_aside(target)}"
    else:
        if repairs:
            return Loaded(value, Notice(f"{what} repaired", f"{name}: " + " ".join(repairs)), "main")
        return Loaded(value, None, "main")
    backup = target.with_name(name + BACKUP)
    try:
        raw = read_bytes(backup)
        value, repairs = decode(parse_json(raw))
    except FileNotFoundError:
        if problem is None:
            return Loaded(None)
        return Loaded(None, Notice(f"{what} reset", f"{problem} {fallback}".strip()))
    except (OSError, ValueError) as exc:  # NewerFile too: a backup is never written over either way
        start = problem or f"{name} is missing."
        return Loaded(None, Notice(f"{what} reset", f"{start} Its backup {_fault(exc)} too. {fallback}".strip()))
    try:
        _install(target, raw, None)  # the backup becomes the main file again, so this is said once
    except OSError as exc:
        log.warning("could not restore %s from its backup: %s", name, exc)
    start = problem or f"{name} was missing."
    fixed = (" " + " ".join(repairs)) if repairs else ""
    return Loaded(value, Notice(f"{what} restored", f"{start} Its backup, one save older, was used.{fixed}"),
                  "backup")


def _read_json(path: Path) -> Any:
    data = parse_json(read_bytes(path))
    if data is None:
        raise ValueError("it holds only null")
    return data


def _fault(exc: BaseException) -> str:
    """What is wrong with a file, after its name: "is damaged (...)" or "cannot be used (...)"."""
    if isinstance(exc, Unreadable):
        return f"cannot be used ({exc.reason})"
    if isinstance(exc, OSError):
        return f"cannot be read ({exc.strerror or exc})"
    return f"is damaged ({exc})"


def _aside_name(target: Path) -> Path:
    """A quarantine name not yet taken: two breakages in the same second must not overwrite each other."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    aside = target.with_name(f"{target.name}.broken-{stamp}")
    count = 1
    while aside.exists() or aside.is_symlink():
        count += 1
        aside = target.with_name(f"{target.name}.broken-{stamp}-{count}")
    return aside


def _move_aside(target: Path) -> str:
    """Rename a damaged file so the next write cannot destroy what the player may want to recover."""
    aside = _aside_name(target)
    try:
        os.replace(target, aside)
    except OSError:
        return "It could not be moved aside."
    return f"It was moved to {aside.name}."


# -- writing ------------------------------------------------------------------------------
def write_json(name: str, data: dict[str, Any]) -> bool:
    """Write ``data`` as ``name`` (the previous version becomes ``name.bak``); never raises.

    False when nothing was written: the player is told once (until a write
    succeeds again) and the files on disk are the last good ones.
    """
    raw = (json.dumps(data, indent=2, sort_keys=True) + "\n").encode("utf-8")
    try:
        target = path_of(name)
        old = _current(target)
        if _is_newer(old, data.get("kind"), data.get("version")):
            _tell("newer:" + name, Notice("Not saved", f"{name} was written by a newer version of the game; "
                                          "it is kept as it is, so changes made here are not saved."))
            return False
        _install(target, raw, old)
    except OSError as exc:
        log.warning("could not write %s: %s", name, exc)
        _tell("write-failed", Notice("Cannot save", f"Your progress cannot be saved: {_why_not(exc)}. "
                                     "The game goes on, your last saved files are kept, "
                                     "and it tries again at the next save."))
        return False
    _forget("write-failed")
    return True


def remove(name: str, kind: str, version: int) -> None:
    """Delete ``name`` and its backup (a finished match); never raises, never touches a newer file."""
    try:
        target = path_of(name)
        if _is_newer(_current(target), kind, version):
            return
        for path in (target, target.with_name(name + BACKUP)):
            path.unlink(missing_ok=True)
    except OSError as exc:
        log.warning("could not remove %s: %s", name, exc)


def _current(target: Path) -> tuple[bytes, Any] | None:
    """The file now in place, raw and parsed, when it is a good JSON table; else None (not worth a backup)."""
    try:
        raw = read_bytes(target)
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


def _install(target: Path, raw: bytes, old: tuple[bytes, Any] | None) -> None:
    """Put ``raw`` in place as ``target``; the old content (if any) then becomes the backup.

    Each file is written to a temporary file in the same folder, synced and
    renamed over its name (atomic), so a crash or a full disk at any step
    leaves either the old or the new file whole, and the backup always whole.
    """
    folder = target.parent
    main_tmp = _temporary(folder, target.name, raw)
    try:
        backup_tmp = _temporary(folder, target.name + BACKUP, old[0]) if old is not None else None
    except BaseException:
        main_tmp.unlink(missing_ok=True)
        raise
    try:
        os.replace(main_tmp, target)
        _sync_folder(folder)
        if backup_tmp is not None:
            os.replace(backup_tmp, target.with_name(target.name + BACKUP))
            _sync_folder(folder)
    finally:
        for tmp in (main_tmp, backup_tmp):
            if tmp is not None:
                tmp.unlink(missing_ok=True)


def _temporary(folder: Path, name: str, raw: bytes) -> Path:
    """``raw`` written and synced to a fresh ``.NAME.xxxx.tmp`` (removed again if anything fails)."""
    fd, tmp = tempfile.mkstemp(prefix=f".{name}.", suffix=TMP_SUFFIX, dir=folder)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(raw)
            fh.flush()
            os.fsync(fh.fileno())
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    return Path(tmp)


def _sync_folder(folder: Path) -> None:
    """Make the renames durable; folders cannot be opened on Windows, where rename is already durable."""
    if os.name != "posix":
        return
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    except OSError as exc:
        if exc.errno not in (errno.EINVAL, errno.ENOTSUP):  # some file systems cannot sync a folder
            raise
    finally:
        os.close(fd)


def _why_not(exc: OSError) -> str:
    """Why a write failed, in a few plain words."""
    if isinstance(exc, UnusableFolder):
        return str(exc)
    if exc.errno in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
        return "the disk is full"
    if exc.errno == errno.EROFS:
        return "the disk is read-only"
    if getattr(exc, "winerror", None) in (32, 33):  # sharing / lock violation
        return "a file is locked by another program"
    if exc.errno in (errno.EACCES, errno.EPERM):
        return "the game is not allowed to write in its data folder (a read-only or locked file or folder)"
    return f"the system refused ({exc.strerror or exc})"
