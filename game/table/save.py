"""Owns the autosave: one versioned JSON file in the user data folder, its backup, and resuming.

``write`` runs after every move (atomic, through ``game.userdata``, which keeps
the previous save as ``match.json.bak``). ``load`` never raises: a save that is
truncated, not JSON, from a newer version or inconsistent (a duplicate card,
say) is moved aside with a message for the player, and the backup, which is
only ever read here, is tried next.

A campaign match also carries ``"campaign": {"level": id, "file": name,
"custom": bool}`` beside the session: the level's identity, so Continue can
link the match back to its table. The field is optional within version 1 (a
save without it is a plain match), so older saves load unchanged.
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


CAMPAIGN_FIELDS = {"level": str, "file": str, "custom": bool}


def write(session: Session) -> None:
    data: dict[str, Any] = {"kind": KIND, "version": VERSION, "session": session.to_dict()}
    if session.campaign is not None:
        data["campaign"] = dict(session.campaign)
    userdata.write_json(FILE_NAME, data)


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
    session = Session.from_dict(data.get("session"))
    session.campaign = _campaign_link(data.get("campaign"))
    return session


def _campaign_link(value: Any) -> dict[str, Any] | None:
    """The campaign level a saved match plays, or None for a plain match (no field)."""
    if value is None:
        return None
    if not isinstance(value, dict):
        raise ValueError(f"campaign: expected a table, got {type(value).__name__}")
    for key, kind in CAMPAIGN_FIELDS.items():
        item = value.get(key)
        if not isinstance(item, kind) or (kind is str and not item):
            raise ValueError(f"campaign.{key}: expected {'true or false' if kind is bool else 'text'}, "
                             f"got {item!r}")
    return {key: value[key] for key in CAMPAIGN_FIELDS}


def load() -> tuple[Session | None, str | None]:
    """(session, None), (None, None) without a save, or a message when the save was damaged.

    A damaged save may still give a session: the one in the backup, with a
    message saying so.
    """
    data, error = userdata.read_json(FILE_NAME)
    if data is None and error is None and not exists():
        return None, None  # (a file holding just ``null`` is not "no save": decode calls it damaged)
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
    except (OSError, UnicodeDecodeError, ValueError, RecursionError) as exc:  # JSONDecodeError is a ValueError
        return None, str(exc)
