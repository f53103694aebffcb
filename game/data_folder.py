"""Owns which folder is the player's data folder: worked out, never touched.

The folder follows platform conventions (platformdirs) unless the environment
variable ``DAIFUGO_DATA_DIR`` names another one; a write queued for later
(``game.writer``) is ``pinned`` to the folder in force when it was queued. Only
the choice lives here, with no disk access: creating the folder, reading and
writing its files and telling the player what went wrong are ``game.userdata``'s,
and the history writer, which only needs to know the folder, needs none of that.
"""
from __future__ import annotations

import contextvars
import functools
import os
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

APP_NAME = "DaifugoArcade"
ENV_VAR = "DAIFUGO_DATA_DIR"

# A write queued for later (``game.writer``) goes to the folder in force when it was queued.
_pinned: contextvars.ContextVar[Path | None] = contextvars.ContextVar("daifugo_data_folder", default=None)


def folder_in_force() -> Path:
    """The data folder's path as things stand now (not created): what ``pinned`` takes."""
    pinned = _pinned.get()
    if pinned is not None:
        return pinned
    # set but empty counts as unset, as it always has; ``~`` is the home folder, as a shell would read it when
    # the variable is set in quotes or in a launcher (never a folder named "~" in the current one)
    override = os.environ.get(ENV_VAR) or None
    return _folder_named(os.path.expanduser(override) if override else None, os.environ.get("XDG_DATA_HOME"))


@functools.lru_cache(maxsize=8)
def _folder_named(override: str | None, xdg_data_home: str | None) -> Path:
    """The folder for these settings, worked out once: the frame asks for it every tick (``take_notices``).
    ``xdg_data_home`` is only part of the key: platformdirs reads it on Linux, so a changed one is asked anew."""
    if override:
        return Path(override)
    import platformdirs

    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


@contextmanager
def pinned(folder: Path) -> Iterator[None]:
    """Use ``folder`` as the data folder in this thread's context, whatever the environment says meanwhile."""
    token = _pinned.set(folder)
    try:
        yield
    finally:
        _pinned.reset(token)
