"""Owns the screenshot tour: a registry of named shots and the runner that saves them as PNGs.

A shot is a function that puts a headless ``App`` into the state to capture
(usually ``app.stack.reset(SomeScene(app))`` plus a few ``app.step`` calls).
Any module registers its own with ``@shot("name")``; the tour imports every
scene module first (``game.app.registry.load_plugins``), so table scenes added later
only need to decorate their shot functions; the menus' shots are
``game.scenes.shots``. Each shot is saved as
``NAME-1x.png`` (480x270) and ``NAME-3x.png`` (1440x810). The tour runs in a
throwaway data folder (``userdata.throwaway``): shots start matches, write
settings and clear saves, and none of that may touch the player's files.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Callable

if TYPE_CHECKING:
    from game.app.app import App

ShotFn = Callable[["App"], None]


@dataclass(frozen=True)
class Shot:
    name: str
    order: int
    setup: ShotFn


_SHOTS: dict[str, Shot] = {}


def shot(name: str, order: int = 100) -> Callable[[ShotFn], ShotFn]:
    """Register ``fn`` as the shot ``name``; lower ``order`` comes first in the tour."""

    def add(fn: ShotFn) -> ShotFn:
        _SHOTS[name] = Shot(name, order, fn)
        return fn

    return add


def registered() -> list[Shot]:
    return sorted(_SHOTS.values(), key=lambda s: (s.order, s.name))


def every_shot() -> list[Shot]:
    """Every shot of the tour in order, once every scene module has registered its own (the menus'
    are in ``game.scenes.shots``)."""
    from game.app import registry

    registry.load_plugins()
    return registered()


def tour(out_dir: Path, only: str | None = None, lang: str | None = None) -> list[Path]:
    """Run every registered shot (or those whose name contains ``only``) in ``lang`` (default: as the
    App chooses); returns the files written."""
    from game import userdata
    from game.app.app import App

    written: list[Path] = []
    with userdata.throwaway("daifugo-shots-data-"):
        app = App(headless=True, lang=lang)
        app.settings.lesson_seen = True  # past the first launch's offer: the lesson's shots set it up themselves
        for s in every_shot():
            if only and only not in s.name:
                continue
            s.setup(app)
            written.extend(app.screenshot(out_dir / s.name))
        app.shutdown()
    return written
