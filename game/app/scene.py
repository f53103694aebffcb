"""Owns what a screen is: the base class every scene extends.

A scene has a lifecycle (enter, pause, resume, exit), turns actions into state
changes in ``handle``, advances by one tick in ``update`` and paints itself in
``draw``, which must not change anything. Overlays (pause menu, dialogs) are
transparent scenes drawn over the scene beneath (``game.app.stack`` keeps them).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from game.app.app import App
    from game.app.input import Action


class Scene:
    """Base class: override what you need."""

    transparent = False  # True: the scene beneath is drawn first (an overlay)

    def __init__(self, app: "App") -> None:
        self.app = app

    def enter(self) -> None:
        """Became part of the stack."""

    def exit(self) -> None:
        """Left the stack for good."""

    def pause(self) -> None:
        """Another scene was pushed on top."""

    def resume(self) -> None:
        """The scene on top was popped."""

    def handle(self, action: "Action") -> None:
        """React to one input action (only the top scene gets them)."""

    def update(self) -> None:
        """Advance one tick (only the top scene ticks)."""

    def draw(self, surface: pygame.Surface) -> None:
        """Paint onto the logical canvas. Must not change state."""

    def prompts(self) -> list[tuple[str, str]]:
        """(action, label) pairs for the button-prompt bar; glyphs follow the last device."""
        return []
