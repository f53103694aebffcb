"""Owns the registry of scenes: name -> factory, so screens reach each other by name, never by import.

A scene module registers itself at import with ``register("quick_match", Factory)``
(a factory is any callable taking the App first, usually the class). ``load_plugins``
imports every module of the ``game.scenes`` package (the menus, and the plugs that
import the table, the campaign and the records screens), and the first lookup runs
it, so a file added there is all it takes: the main menu lists "Quick Match" once a
"quick_match" scene is registered. The registry itself sits in the app shell, below
every screen, so the screens can reach each other through it without importing the
layers above them. Screens a menu opens take the App alone (``names()`` lists those);
the steps of a match and of the campaign take what they show as well (the session,
its events, an attempt) and register with ``entry=False``: ``game.table.screens.flow`` and
``game.campaign.play`` reach them by name, so no scene imports the next one.

Names: ``title``, ``menu``, ``settings``, ``howto``, ``campaign``, ``quick_match``,
``pass_and_play``, ``continue``, ``friends_join``, ``join_table``; steps: ``table.deal``, ``table.play``, ``table.results``,
``table.handoff``, ``campaign.intro``, ``campaign.outcome``, ``campaign.outcome_of``,
``campaign.continue``.
"""
from __future__ import annotations

import importlib
import pkgutil
from typing import TYPE_CHECKING, Callable

if TYPE_CHECKING:
    from game.app.app import App
    from game.app.scene import Scene

SceneFactory = Callable[["App"], "Scene"]

_REGISTRY: dict[str, Callable[..., "Scene"]] = {}
_STEPS: set[str] = set()  # names whose factory needs more than the App
_AVAILABLE: dict[str, Callable[[], bool]] = {}  # names a menu offers only when they say so
_loaded = False
PLUGINS = "game.scenes"  # the package whose every module registers scenes


def register(name: str, factory: Callable[..., "Scene"], *, entry: bool = True,
             available: Callable[[], bool] | None = None) -> None:
    """``factory`` under ``name``; ``entry=False`` for a step that needs more than the App;
    ``available`` says whether a menu offers it now (Continue only with a save to continue)."""
    _REGISTRY[name] = factory
    if entry:
        _STEPS.discard(name)
    else:
        _STEPS.add(name)
    if available is None:
        _AVAILABLE.pop(name, None)
    else:
        _AVAILABLE[name] = available


def available(name: str) -> bool:
    """Is ``name`` registered, with something to open now?"""
    load_plugins()
    return name in _REGISTRY and _AVAILABLE.get(name, lambda: True)()


def factory(name: str) -> Callable[..., "Scene"] | None:
    load_plugins()
    return _REGISTRY.get(name)


def make(name: str, app: "App", *args: object) -> "Scene":
    """The scene registered as ``name``, built for ``args``; a missing name is a bug in this build."""
    found = factory(name)
    if found is None:
        raise LookupError(f"no scene registered as {name!r}")
    return found(app, *args)


def names() -> list[str]:
    """The screens that open from the App alone (a menu's or the self-test's)."""
    load_plugins()
    return sorted(n for n in _REGISTRY if n not in _STEPS)


def load_plugins() -> None:
    """Import every scene module in this package (once) so each can register itself."""
    global _loaded
    if _loaded:
        return
    _loaded = True
    package = importlib.import_module(PLUGINS)
    for module in pkgutil.iter_modules(package.__path__):
        # Import errors are real bugs in a scene module: let them surface.
        importlib.import_module(f"{PLUGINS}.{module.name}")
