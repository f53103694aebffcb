"""Owns the scene stack: which screens exist, which one gets input, how they change.

A scene has a lifecycle (enter, pause, resume, exit), turns actions into state
changes in ``handle``, advances by one tick in ``update`` and paints itself in
``draw``, which must not change anything. Overlays (pause menu, dialogs) are
transparent scenes drawn over the scene beneath, which stays paused. Scene
changes may go through a fade or wipe transition, which swaps the scenes at
its midpoint, while the screen is covered.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable

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


@dataclass
class Transition:
    kind: str  # "fade" or "wipe"
    duration: int  # ticks for the whole transition
    swap: Callable[[], None]
    tick: int = 0
    swapped: bool = False

    @property
    def cover(self) -> float:
        """How much of the screen is covered, 0..1: rises to 1 at the midpoint, then falls."""
        half = self.duration / 2
        return 1.0 - abs(self.tick - half) / half if half else 0.0


class SceneStack:
    def __init__(self) -> None:
        self.scenes: list[Scene] = []
        self.transition: Transition | None = None
        self.speed = 1.0  # multiplier on transition lengths (the animation-speed setting)

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def __len__(self) -> int:
        return len(self.scenes)

    # -- immediate operations -------------------------------------------------
    def push(self, scene: Scene) -> None:
        if self.scenes:
            self.scenes[-1].pause()
        self.scenes.append(scene)
        scene.enter()

    def pop(self) -> Scene | None:
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        scene.exit()
        if self.scenes:
            self.scenes[-1].resume()
        return scene

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for ``scene`` (the ones beneath are not woken)."""
        if self.scenes:
            self.scenes.pop().exit()
        self.scenes.append(scene)
        scene.enter()

    def reset(self, scene: Scene) -> None:
        """Empty the stack, then start from ``scene``."""
        while self.scenes:
            self.scenes.pop().exit()
        self.transition = None
        self.push(scene)

    # -- operations behind a transition ----------------------------------------
    def go(self, swap: Callable[[], None], kind: str = "fade", duration: int = 20) -> None:
        """Run ``swap`` (e.g. ``lambda: stack.replace(s)``) at the midpoint of a transition."""
        duration = round(duration * self.speed)
        if duration <= 0:
            swap()
            return
        self.transition = Transition(kind, duration, swap)

    @property
    def busy(self) -> bool:
        """True while a transition runs; input is ignored so nothing happens twice."""
        return self.transition is not None

    # -- per tick ---------------------------------------------------------------
    def handle(self, action: "Action") -> None:
        if self.transition is None and self.scenes:
            self.scenes[-1].handle(action)

    def update(self) -> None:
        t = self.transition
        if t is not None:
            t.tick += 1
            if not t.swapped and t.tick >= t.duration / 2:
                t.swapped = True
                t.swap()
            if t.tick >= t.duration:
                self.transition = None
        if self.scenes:
            self.scenes[-1].update()

    def draw(self, surface: pygame.Surface) -> None:
        # Draw from the lowest scene that fills the screen up to the top.
        start = len(self.scenes) - 1
        while start > 0 and self.scenes[start].transparent:
            start -= 1
        for scene in self.scenes[max(start, 0):]:
            scene.draw(surface)
        if self.transition is not None:
            draw_transition(surface, self.transition)


def draw_transition(surface: pygame.Surface, t: Transition) -> None:
    cover = t.cover
    if cover <= 0:
        return
    w, h = surface.get_size()
    if t.kind == "wipe":
        # Horizontal bands sweep in from alternate sides, a classic arcade wipe.
        band = 15
        width = int(w * cover)
        for i, y in enumerate(range(0, h, band)):
            x = 0 if i % 2 == 0 else w - width
            surface.fill((0, 0, 0), (x, y, width, band))
    else:
        shade = pygame.Surface((w, h))
        shade.set_alpha(int(255 * cover))
        surface.blit(shade, (0, 0))
