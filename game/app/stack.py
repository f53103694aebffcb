"""Owns the stack of screens: which one gets input, which ones draw, and the transitions between them.

The stack holds anything shaped like a screen (``Screen``: the lifecycle and
the per-tick methods of ``game.app.scene.Scene``), so it needs no screen's
code. Overlays (pause menu, dialogs) are transparent screens drawn over the
one beneath, which stays paused. Changes may go through a fade or wipe
transition, which swaps the screens at its midpoint, while the screen is covered.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable, Protocol

import pygame

if TYPE_CHECKING:
    from game.app.input import Action


class Screen(Protocol):
    """What the stack asks of a screen (``game.app.scene.Scene`` is the base every screen extends)."""

    transparent: bool

    def enter(self) -> None: ...

    def exit(self) -> None: ...

    def pause(self) -> None: ...

    def resume(self) -> None: ...

    def handle(self, action: "Action") -> None: ...

    def update(self) -> None: ...

    def draw(self, surface: pygame.Surface) -> None: ...

    def prompts(self) -> list[tuple[str, str]]: ...


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
        self.scenes: list[Screen] = []
        self.transition: Transition | None = None
        self.speed = 1.0  # multiplier on transition lengths (the animation-speed setting)

    @property
    def top(self) -> Screen | None:
        return self.scenes[-1] if self.scenes else None

    def __len__(self) -> int:
        return len(self.scenes)

    def showing(self, **held: object) -> bool:
        """Some scene on the stack holds each of ``held`` as its attribute of that name (a table's
        session, a lobby's hosted table): what a service that lives as long as its screens asks."""
        return any(all(getattr(scene, name, None) is value for name, value in held.items()) for scene in self.scenes)

    # -- immediate operations -------------------------------------------------
    def push(self, scene: Screen) -> None:
        if self.scenes:
            self.scenes[-1].pause()
        self.scenes.append(scene)
        scene.enter()

    def pop(self) -> Screen | None:
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        scene.exit()
        if self.scenes:
            self.scenes[-1].resume()
        return scene

    def replace(self, scene: Screen) -> None:
        """Swap the top scene for ``scene`` (the ones beneath are not woken)."""
        if self.scenes:
            self.scenes.pop().exit()
        self.scenes.append(scene)
        scene.enter()

    def reset(self, scene: Screen) -> None:
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
