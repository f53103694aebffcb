"""Owns the effects that work on the whole frame rather than on a part of the table: the
revolution's flash (the table below the banner blinks into its revolution colours) and its
screen shake (a setting), drawn over everything else the table draws."""
from __future__ import annotations

import math

import pygame

from game.gfx.palette import invert_surface
from game.table.view.animations import FLASH, SHAKE, Effect


class _FlashMemo:
    """The last frame inverted for the revolution flash, and the frame it came from.

    Inverting the canvas costs a few milliseconds; under the flash the table
    stands still (bots wait for effects, the banner is drawn afterwards), so the
    inverted frame is kept and reused until the frame beneath changes. Only a
    cache: what is drawn is the same with or without it.
    """

    source: bytes = b""
    inverted: pygame.Surface | None = None

    @classmethod
    def invert(cls, surface: pygame.Surface) -> pygame.Surface:
        raw = surface.get_buffer().raw
        if cls.inverted is None or raw != cls.source or cls.inverted.get_size() != surface.get_size():
            cls.source, cls.inverted = raw, invert_surface(surface)
        return cls.inverted


def flash(surface: pygame.Surface, fx: Effect | None) -> None:
    """The revolution flash: the table below the banner blinks into its revolution colours."""
    if fx is None or FLASH not in fx.parts:
        return
    p = fx.progress
    if int(p * 12) % 2 == 0 and p < 0.5:
        surface.blit(_FlashMemo.invert(surface), (0, 0))


def shake(surface: pygame.Surface, fx: Effect | None, enabled: bool) -> None:
    """The revolution's screen shake (a setting), after everything else is drawn."""
    if fx is None or SHAKE not in fx.parts or not enabled:
        return
    p = fx.progress
    if p < 0.6:
        surface.scroll(int(math.sin(p * 60) * 4 * (1 - p)), 0)

