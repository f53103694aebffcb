"""Owns one file on a hostile disk: a read that cannot block or run away, and a durable atomic write.

``read_bytes`` opens with O_NONBLOCK and checks the file with fstat before
reading a byte, so a pipe with no writer, a link to a device that never ends or
a folder costs a message (``Unreadable``), never a hang; it reads at most the
limit + 1 bytes, so a file growing while it is read cannot eat the memory.
``install`` writes the new file to a synced temporary file renamed into place,
and only then renames the old file's second name over the backup, so a crash
or a full disk at any step leaves both whole. Policy (which folder, what to tell
the player) belongs to ``game.userdata``.
"""
from __future__ import annotations

import errno
import json
import logging
import os
import secrets
import stat
import tempfile
from pathlib import Path
from typing import Any

from game.bounds import MAX_DIGITS
from game.i18n import later

log = logging.getLogger(__name__)

BACKUP = ".bak"
TMP_SUFFIX = ".tmp"
NOT_PLAIN = later("it is a device, pipe or socket, not a plain file")  # said inside brackets: none of its own


class Unreadable(OSError):
    """A file that exists but must not be read (not a regular file, too big); ``reason`` in player words
    (a ``later`` message: worded when shown)."""

    def __init__(self, reason: object) -> None:
        super().__init__(reason)
        self.reason = reason


def read_bytes(path: Path, limit: int) -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes; ``Unreadable`` (an OSError) otherwise.

    Opened with O_NONBLOCK and checked with fstat before reading, so a pipe
    with no writer, a link to a device that never ends or a folder costs a
    message, never a hang; at most ``limit`` + 1 bytes are read, so a file that
    grows while we read cannot eat the memory either.
    """
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except (IsADirectoryError, PermissionError):
        if path.is_dir():  # Windows cannot open a folder at all
            raise Unreadable(later("it is a folder, not a file")) from None
        raise
    try:
        mode = os.fstat(fd)
        if stat.S_ISDIR(mode.st_mode):
            raise Unreadable(later("it is a folder, not a file"))
        if not stat.S_ISREG(mode.st_mode):
            raise Unreadable(NOT_PLAIN)
        if mode.st_size > limit:
            raise Unreadable(later("it is {size} bytes, more than the {limit} it may hold",
                                   size=format(mode.st_size, ","), limit=format(limit, ",")))
        chunks, size = [], 0
        while size <= limit:
            chunk = os.read(fd, limit + 1 - size)
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        if size > limit:
            raise Unreadable(later("it grew past the {limit} bytes it may hold while being read", limit=format(limit, ",")))
        return b"".join(chunks)
    finally:
        os.close(fd)


def check_appendable(path: Path) -> None:
    """Raise OSError (``Unreadable`` in player words) unless ``path`` is, or can be created as, a plain file.

    Opened for writing with O_NONBLOCK, so a pipe named like the file (no
    reader: ENXIO at once; a reader: refused by fstat) or a device never blocks
    the caller, as a plain ``open`` would; a missing file is created empty.
    """
    flags = os.O_WRONLY | os.O_APPEND | os.O_CREAT | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
    fd = os.open(path, flags, 0o644)
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise Unreadable(NOT_PLAIN)
    finally:
        os.close(fd)


def parse_json(raw: bytes) -> Any:
    """Parsed JSON; ValueError in player words (not UTF-8, not JSON, nested too deeply)."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise ValueError(later("it is not text (not UTF-8)")) from None
    try:
        return json.loads(text, parse_int=_whole_number)
    except json.JSONDecodeError as exc:
        raise ValueError(later("it is not valid JSON at line {line}, column {column}", line=exc.lineno,
                               column=exc.colno)) from None
    except RecursionError:
        # A file of ``[[[[...`` must cost the player a message, never a crash at startup.
        raise ValueError(later("it is nested too deeply")) from None


def _whole_number(text: str) -> int:
    """A JSON integer, refused in the player's words when it is longer than any number a file of ours holds
    (not Python's "Exceeds the limit (4300 digits)... use sys.set_int_max_str_digits()")."""
    digits = len(text.lstrip("-"))
    if digits > MAX_DIGITS:
        raise ValueError(later("it holds a number of {digits} digits, more than the {limit} a number may have",
                               digits=format(digits, ","), limit=format(MAX_DIGITS, ",")))
    return int(text)


def install(target: Path, raw: bytes, backup: bytes | None) -> None:
    """Put ``raw`` in place as ``target``; then the old file (``backup``: its bytes) becomes ``target.bak``.

    The new file is written to a temporary file in the same folder and synced,
    then renamed over its name (atomic); only then does the old file's second
    name, prepared beforehand, replace the backup, and one folder sync makes
    both renames durable. Every name thus points at a whole, synced file at any
    moment, so a crash or a full disk at any step leaves the last save loadable
    from the main file or the backup; a failing folder sync after both renames
    is only logged, since the new file is in place by then. The backup's second name is a hard link
    (no bytes to write or sync: the autosave runs after every move), or a synced
    copy where the file system has no hard links.
    """
    folder = target.parent
    main_tmp = _temporary(folder, target.name, raw)
    backup_tmp: Path | None = None
    try:
        if backup is not None:
            backup_tmp = _linked(target) or _temporary(folder, target.name + BACKUP, backup)
        os.replace(main_tmp, target)
        if backup_tmp is not None:
            os.replace(backup_tmp, target.with_name(target.name + BACKUP))
        try:
            _sync_folder(folder)
        except OSError as exc:  # both names already point at whole, synced files: the save is made
            log.warning("the folder of %s could not be synced after the save: %s", target.name, exc)
    finally:
        for tmp in (main_tmp, backup_tmp):
            if tmp is not None:
                tmp.unlink(missing_ok=True)


def _linked(target: Path) -> Path | None:
    """A second, temporary name for the file now at ``target``, or None where hard links fail."""
    tmp = target.with_name(f".{target.name}{BACKUP}.{secrets.token_hex(4)}{TMP_SUFFIX}")
    try:
        os.link(target, tmp)
    except OSError:
        return None
    return tmp


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


NAME_MAX, PATH_MAX = 255, 4096  # bytes in one part of a path, and in all of it, on the systems we run on
ROOM = 64  # what a folder's path leaves for the names of the game's files in it ("match.json.broken-...")


def folder_fault(path: Path) -> Any | None:
    """Why ``path`` cannot be a folder the game writes in (a ``later`` message), or None: it is one, or it
    may be created.

    Asked before ``exists()`` or ``mkdir``: a name too long for the system makes
    ``exists()`` raise (ENAMETOOLONG is no "does not exist"), and ``mkdir`` calls
    a dangling or looping link "File exists", which tells the player nothing.
    """
    raw = os.fsencode(path)
    if len(raw) >= PATH_MAX - ROOM or any(len(part) > NAME_MAX for part in raw.split(os.fsencode(os.sep))):
        return later("its name is too long for the system")
    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:
        return later("it is a link to nothing") if os.path.islink(path) else None
    except OSError as exc:
        return _folder_error(exc)
    return None if stat.S_ISDIR(mode) else later("it is a file, not a folder")


def _folder_error(exc: OSError) -> Any:
    """Why a folder could not be looked at or made, in a few plain words."""
    if exc.errno == errno.ELOOP:
        return later("it is a link that loops")
    if exc.errno == errno.ENAMETOOLONG:
        return later("its name is too long for the system")
    if exc.errno in (errno.ENOTDIR, errno.EEXIST):  # EEXIST from mkdir: a part of the path is a dead link
        return later("a file stands where one of its folders should be")
    return exc.strerror or str(exc)


def make_folder(path: Path) -> None:
    """Create ``path`` and its parents (an existing folder is fine); ``OSError`` whose ``reason`` is in
    player words (``Unreadable``) when that is impossible."""
    fault = folder_fault(path)
    if fault is None:
        try:
            path.mkdir(parents=True, exist_ok=True)
            return
        except OSError as exc:
            fault = _folder_error(exc)
    raise Unreadable(fault)


def short_path(path: Path | str, most: int = 80) -> str:
    """A path as a one-line message shows it: one of thousands of characters keeps its start and its end."""
    text = str(path)
    return text if len(text) <= most else text[:most // 2] + "..." + text[-(most // 2 - 3):]


def why_not(exc: OSError) -> Any:
    """Why a write failed, in a few plain words (a ``later`` message: worded when shown)."""
    if exc.errno in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
        return later("the disk is full")
    if exc.errno == errno.EROFS:
        return later("the disk is read-only")
    if getattr(exc, "winerror", None) in (32, 33):  # sharing / lock violation
        return later("a file is locked by another program")
    if exc.errno in (errno.EISDIR, errno.ENOTEMPTY, errno.EEXIST):
        return later("a folder stands where the file {file} should be",
                     file=Path(exc.filename2 or exc.filename or "?").name)
    if exc.errno in (errno.EACCES, errno.EPERM):
        return later("the game is not allowed to write in its data folder (a read-only or locked file or folder)")
    # The system's own words (strerror) stay as the system gives them.
    return later("the system refused ({reason})", reason=exc.strerror or exc)
