"""Owns the user data folder: where settings, saves and logs are written.

The folder follows platform conventions (platformdirs) unless the environment
variable ``DAIFUGO_DATA_DIR`` names another one (tests set it per test).
Writes are atomic and keep a ``.bak`` of the previous version; a file that
cannot be read is moved aside rather than lost, and the caller gets a message a
player can read. Data is plain JSON only: never pickle or eval.
"""
from __future__ import annotations

import json
import os
import tempfile
import time
from pathlib import Path
from typing import Any

APP_NAME = "DaifugoArcade"
ENV_VAR = "DAIFUGO_DATA_DIR"


def data_dir() -> Path:
    """The user data folder, created on first use."""
    override = os.environ.get(ENV_VAR)
    if override:
        path = Path(override)
    else:
        import platformdirs

        path = Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def path_of(name: str) -> Path:
    return data_dir() / name


def write_json(name: str, data: Any) -> Path:
    """Write ``data`` as JSON atomically; the previous version is kept as ``NAME.bak``."""
    target = path_of(name)
    text = json.dumps(data, indent=2, sort_keys=True) + "\n"
    fd, tmp = tempfile.mkstemp(prefix=f".{name}.", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        if target.exists():
            # Copy rather than move so the real file is never missing, even for a moment.
            bak = target.with_name(target.name + ".bak")
            bak.write_bytes(target.read_bytes())
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    return target


def read_json(name: str) -> tuple[Any | None, str | None]:
    """Read ``name``: (data, None), (None, None) if absent, or (None, message) if broken.

    A broken file is renamed ``NAME.broken-<timestamp>`` so the next write does
    not destroy what the player may want to recover. Broken includes JSON nested
    so deeply that the parser runs out of stack (``RecursionError``): a file of
    ``[[[[...`` must cost the player a message, never a crash at startup.
    """
    target = path_of(name)
    if not target.exists():
        return None, None
    try:
        return json.loads(target.read_text(encoding="utf-8")), None
    # ValueError covers JSONDecodeError and UnicodeDecodeError, and any other value json rejects.
    except (OSError, ValueError, RecursionError) as exc:
        return None, _move_aside(target, exc)


def _aside_name(target: Path) -> Path:
    """A quarantine name not yet taken: two breakages in the same second must not overwrite each other."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    aside = target.with_name(f"{target.name}.broken-{stamp}")
    count = 1
    while aside.exists():
        count += 1
        aside = target.with_name(f"{target.name}.broken-{stamp}-{count}")
    return aside


def _move_aside(target: Path, exc: Exception) -> str:
    aside = _aside_name(target)
    try:
        os.replace(target, aside)
        where = f"moved to {aside.name}"
    except OSError:
        where = "could not be moved aside"
    # A RecursionError's own name means nothing to a player; say what is wrong with the file.
    why = "nested too deeply" if isinstance(exc, RecursionError) else type(exc).__name__
    return f"{target.name} could not be read ({why}); it was {where}. Defaults are used."


def report_broken(name: str, reason: str) -> str:
    """Move aside a file that parsed but holds nonsense; returns the message to show."""
    return _move_aside(path_of(name), ValueError(reason))
