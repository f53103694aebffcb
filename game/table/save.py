"""Owns the autosave: one versioned JSON file in the user data folder, its backup, and resuming.

``write`` runs after every move (atomic, through ``game.userdata``, which keeps
the previous save as ``match.json.bak``). ``load`` never raises: a save that is
truncated, not JSON, from a newer version or inconsistent (a duplicate card,
say) is moved aside with a message for the player, and the backup, which is
only ever read here, is tried next.
"""
from __future__ import annotations

import json
from typing import Any

from game import userdata
from game.table.session import Session

FILE_NAME = "match.json"
BACKUP_NAME = FILE_NAME + ".bak"
KIND = "daifugo-arcade-match"
VERSION = 1


def write(session: Session) -> None:
    userdata.write_json(FILE_NAME, {"kind": KIND, "version": VERSION, "session": session.to_dict()})


def exists() -> bool:
    return userdata.path_of(FILE_NAME).exists()


def clear() -> None:
    """Forget the save once its match is over (the backup stays for the curious)."""
    userdata.path_of(FILE_NAME).unlink(missing_ok=True)


def decode(data: Any) -> Session:
    """A session from a parsed save file; ValueError says what is wrong in player words."""
    if not isinstance(data, dict) or data.get("kind") != KIND:
        raise ValueError("it is not a Daifugo Arcade match save")
    version = data.get("version")
    if isinstance(version, bool) or not isinstance(version, int):
        raise ValueError(f"its version {version!r} is not a number")
    if version > VERSION:
        raise ValueError(f"it was made by a newer version of the game (save version {version}, "
                         f"this game reads up to {VERSION})")
    if version < 1:
        raise ValueError(f"its version {version} is unknown")
    return Session.from_dict(data.get("session"))


def load() -> tuple[Session | None, str | None]:
    """(session, None), (None, None) without a save, or a message when the save was damaged.

    A damaged save may still give a session: the one in the backup, with a
    message saying so.
    """
    data, error = userdata.read_json(FILE_NAME)
    if data is None and error is None:
        return None, None
    if error is None:
        try:
            return decode(data), None
        except ValueError as exc:
            error = userdata.report_broken(FILE_NAME, str(exc)).replace(" Defaults are used.", "")
            error = f"{error} Reason: {exc}."
    else:
        error = error.replace(" Defaults are used.", "")
    session, why = _from_backup()
    if session is not None:
        return session, f"The saved match was damaged. {error} Resumed from the backup, one move earlier."
    tail = f" The backup could not be used either ({why})." if why else ""
    return None, f"The saved match was damaged. {error}{tail}"


def _from_backup() -> tuple[Session | None, str | None]:
    """Read the backup without moving or changing it, so it is never lost."""
    path = userdata.path_of(BACKUP_NAME)
    if not path.exists():
        return None, "there is none"
    try:
        return decode(json.loads(path.read_text(encoding="utf-8"))), None
    except (OSError, UnicodeDecodeError, ValueError) as exc:  # JSONDecodeError is a ValueError
        return None, str(exc)
