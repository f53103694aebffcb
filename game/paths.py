"""Owns where the game's read-only files live: assets and level files.

Every other module asks here, so the game finds its files both when run from a
source checkout and when frozen by PyInstaller (which unpacks the bundle into
``sys._MEIPASS``).
"""
from __future__ import annotations

import sys
from pathlib import Path


def root() -> Path:
    """The folder holding ``assets/`` and ``levels/``: the bundle when frozen, else the repo."""
    bundle = getattr(sys, "_MEIPASS", None)
    if getattr(sys, "frozen", False) and bundle:
        return Path(bundle)
    # Not frozen: the repo root is the parent of the `game` package.
    return Path(__file__).resolve().parent.parent


def asset(*parts: str) -> Path:
    """Path of a file under ``assets/`` (it may not exist; callers decide what that means)."""
    return root().joinpath("assets", *parts)


def web(*parts: str) -> Path:
    """Path of a file of the phone page (``game/net/web/``), which the host serves to friends' devices."""
    return root().joinpath("game", "net", "web", *parts)


def levels_dir() -> Path:
    """Folder of the campaign's level files."""
    return root() / "levels"
