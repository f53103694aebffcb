"""Owns the registry of scenes: name -> factory, so screens built by later issues plug in.

A scene module registers itself at import with ``register("quick_match", Factory)``
(a factory is any callable taking the App and returning a Scene, usually the
class). ``load_plugins`` imports every module of this package, so adding a file
here is all it takes: the main menu enables "Quick Match" as soon as a
"quick_match" scene is registered. Known names used by the menu:
``campaign``, ``quick_match``, ``pass_and_play``; built in: ``title``, ``menu``,
``settings``, ``howto``.
"""
from __future__ import annotations

import importlib
import pkgutil
from typing import TYPE_CHECKING, Callable

if TYPE_CHECKING:
    from game.app.app import App
    from game.app.scene import Scene

SceneFactory = Callable[["App"], "Scene"]

_REGISTRY: dict[str, SceneFactory] = {}


def register(name: str, factory: SceneFactory) -> None:
    _REGISTRY[name] = factory


def factory(name: str) -> SceneFactory | None:
    return _REGISTRY.get(name)


def names() -> list[str]:
    return sorted(_REGISTRY)


def load_plugins() -> None:
    """Import every scene module in this package so each can register itself."""
    for module in pkgutil.iter_modules(__path__):
        # Import errors are real bugs in a scene module: let them surface.
        importlib.import_module(f"{__name__}.{module.name}")
