"""Player portraits: 24x24 pixel faces built from parts (skin, hair, eyes, mouth, extras).

`portrait(i)` for an int picks one of the hand-tuned `PRESETS` (distinct faces
for the bots); `portrait(name)` picks parts from a hash of the name, so a name
always gets the same face on every machine. "human", "you" and "player" get the
generic player look: a capped face in the player's blue.
"""
from __future__ import annotations

import random
import zlib
from dataclasses import dataclass

import pygame

from game.gfx.palette import COLORS

SIZE = 24

SKINS = ("skin_light", "skin", "skin_dark")
HAIR_COLORS = ("black", "brown", "brown_light", "gold", "orange", "grey_light", "purple", "red_dark")
HAIR_STYLES = ("short", "long", "spiky", "bald", "bun", "cap", "bob", "mohawk")
EYES = ("dots", "glasses", "shades", "happy", "wide")
MOUTHS = ("smile", "flat", "open", "smirk")
EXTRAS = ("none", "beard", "moustache", "earring", "blush", "scar")
BACKGROUNDS = ("blue_dark", "red_dark", "green_dark", "purple_dark", "gold_dark", "grey_dark", "brown")
SHIRTS = ("red", "blue", "green", "purple", "orange", "gold", "grey", "ink")

HUMAN_NAMES = frozenset({"human", "you", "player"})


@dataclass(frozen=True)
class Face:
    """One portrait's parts, each a name from the tuples above."""

    skin: str
    hair_color: str
    hair: str
    eyes: str
    mouth: str
    extra: str
    background: str
    shirt: str


PRESETS: tuple[Face, ...] = (
    Face("skin_light", "black", "short", "dots", "smile", "none", "blue_dark", "red"),
    Face("skin", "gold", "long", "happy", "smile", "blush", "purple_dark", "purple"),
    Face("skin_dark", "black", "bald", "shades", "smirk", "beard", "gold_dark", "ink"),
    Face("skin_light", "orange", "bun", "glasses", "flat", "none", "green_dark", "green"),
    Face("skin", "grey_light", "short", "glasses", "flat", "moustache", "red_dark", "grey"),
    Face("skin_light", "purple", "spiky", "wide", "open", "earring", "blue_dark", "orange"),
    Face("skin_dark", "brown", "bob", "dots", "smile", "earring", "red_dark", "gold"),
    Face("skin", "black", "mohawk", "dots", "smirk", "scar", "grey_dark", "red"),
    Face("skin_light", "brown_light", "cap", "happy", "open", "none", "brown", "green"),
    Face("skin", "red_dark", "long", "wide", "smirk", "none", "green_dark", "blue"),
    Face("skin_dark", "grey_light", "bald", "glasses", "smile", "beard", "purple_dark", "purple"),
    Face("skin_light", "gold", "spiky", "dots", "flat", "blush", "gold_dark", "ink"),
    Face("skin", "brown", "bun", "shades", "smile", "none", "blue_dark", "orange"),
    Face("skin_dark", "orange", "short", "happy", "open", "moustache", "grey_dark", "gold"),
    Face("skin_light", "black", "bob", "glasses", "smirk", "blush", "red_dark", "blue"),
    Face("skin", "purple", "mohawk", "shades", "flat", "earring", "green_dark", "grey"),
)

HUMAN = Face("skin_light", "brown", "cap", "dots", "smile", "none", "sky", "blue")

KEPT = 256  # faces kept drawn: every name met in a session, unless a peer keeps sending new ones
_cache: dict[tuple[str | int, int], pygame.Surface] = {}


def face_for(name_or_index: str | int) -> Face:
    """The parts used for a seat: a preset by index, the player look, or a hash of the name."""
    if isinstance(name_or_index, int):
        return PRESETS[name_or_index % len(PRESETS)]
    if name_or_index.strip().lower() in HUMAN_NAMES:
        return HUMAN
    # crc32, not hash(): str hashes are salted per process and faces must not change between runs.
    rng = random.Random(zlib.crc32(name_or_index.encode("utf-8")))
    return Face(*(rng.choice(options) for options in
                  (SKINS, HAIR_COLORS, HAIR_STYLES, EYES, MOUTHS, EXTRAS, BACKGROUNDS, SHIRTS)))


def portrait(name_or_index: str | int, size: int = SIZE) -> pygame.Surface:
    """The face for a seat, `size` px square (nearest-neighbour scaled from 24x24); cached."""
    key = (name_or_index, size)
    surf = _cache.get(key)
    if surf is None:
        surf = draw_face(face_for(name_or_index))
        if size != SIZE:
            surf = pygame.transform.scale(surf, (size, size))
        if len(_cache) >= KEPT:
            del _cache[next(iter(_cache))]  # the face drawn longest ago
        _cache[key] = surf
    return surf


def draw_face(face: Face) -> pygame.Surface:
    """Paint `face` back to front: background, hair behind, shoulders, head, features, hair in front."""
    c = COLORS
    surf = pygame.Surface((SIZE, SIZE), pygame.SRCALPHA)
    surf.fill(c[face.background])
    for x in range(1, SIZE - 1, 2):  # a faint dotted horizon keeps flat backgrounds from looking empty
        surf.set_at((x, 17), c["shadow"])
    hair, skin = c[face.hair_color], c[face.skin]
    if face.hair == "long":
        pygame.draw.rect(surf, hair, (4, 5, 16, 15), border_radius=4)
    if face.hair == "bob":
        pygame.draw.rect(surf, hair, (4, 4, 16, 12), border_radius=4)
    pygame.draw.ellipse(surf, c[face.shirt], (2, 18, 20, 12))
    pygame.draw.rect(surf, skin, (10, 15, 4, 4))
    pygame.draw.ellipse(surf, skin, (6, 4, 12, 14))
    surf.set_at((5, 11), skin)
    surf.set_at((18, 11), skin)
    _features(surf, face)
    _hair_front(surf, face)
    pygame.draw.rect(surf, c["ink"], (0, 0, SIZE, SIZE), width=1)
    return surf


def _features(surf: pygame.Surface, face: Face) -> None:
    c = COLORS
    ink = c["ink"]
    if face.eyes == "dots":
        pygame.draw.rect(surf, ink, (9, 10, 1, 2))
        pygame.draw.rect(surf, ink, (14, 10, 1, 2))
    elif face.eyes == "wide":
        for x in (8, 13):
            pygame.draw.rect(surf, c["white"], (x, 10, 2, 2))
            surf.set_at((x + 1, 11), ink)
    elif face.eyes == "happy":
        for x in (8, 13):
            surf.set_at((x, 11), ink)
            surf.set_at((x + 1, 10), ink)
            surf.set_at((x + 2, 11), ink)
    elif face.eyes == "glasses":
        for x in (7, 12):
            pygame.draw.rect(surf, ink, (x, 9, 4, 4), width=1)
        pygame.draw.line(surf, ink, (11, 10), (12, 10))
        surf.set_at((9, 11), ink)
        surf.set_at((14, 11), ink)
    else:  # shades
        pygame.draw.rect(surf, ink, (7, 10, 10, 2))
        surf.set_at((8, 10), c["grey"])
        surf.set_at((13, 10), c["grey"])
    mouth = {"smile": [(10, 14), (11, 15), (12, 15), (13, 14)],
             "flat": [(10, 15), (11, 15), (12, 15), (13, 15)],
             "open": [(11, 14), (12, 14), (11, 15), (12, 15)],
             "smirk": [(10, 15), (11, 15), (12, 15), (13, 14)]}[face.mouth]
    for p in mouth:
        surf.set_at(p, c["red_dark"] if face.mouth == "open" else ink)
    hair = c[face.hair_color]
    if face.extra == "beard":
        pygame.draw.rect(surf, hair, (7, 14, 10, 3), border_radius=1)
        pygame.draw.rect(surf, hair, (9, 16, 6, 2))
        for p in mouth:
            surf.set_at(p, ink)
    elif face.extra == "moustache":
        pygame.draw.line(surf, hair, (9, 13), (14, 13))
    elif face.extra == "earring":
        surf.set_at((5, 13), c["gold"])
        surf.set_at((18, 13), c["gold"])
    elif face.extra == "blush":
        surf.set_at((8, 13), c["pink"])
        surf.set_at((15, 13), c["pink"])
    elif face.extra == "scar":
        pygame.draw.line(surf, c["red_dark"], (14, 8), (16, 12))


def _hair_front(surf: pygame.Surface, face: Face) -> None:
    c = COLORS
    hair = c[face.hair_color]
    style = face.hair
    if style in ("short", "long", "bob", "bun"):
        pygame.draw.ellipse(surf, hair, (6, 3, 12, 6))
        pygame.draw.rect(surf, hair, (6, 5, 2, 4))
        pygame.draw.rect(surf, hair, (16, 5, 2, 4))
    if style == "bun":
        pygame.draw.circle(surf, hair, (12, 3), 3)
    elif style == "spiky":
        pygame.draw.rect(surf, hair, (6, 5, 12, 3))
        for x in range(6, 18, 3):
            pygame.draw.polygon(surf, hair, [(x, 6), (x + 1, 1), (x + 3, 6)])
    elif style == "mohawk":
        pygame.draw.rect(surf, hair, (11, 1, 3, 7))
    elif style == "bald":
        surf.set_at((9, 5), c["highlight"])
        surf.set_at((10, 5), c["highlight"])
    elif style == "cap":
        shirt = c[face.shirt]
        pygame.draw.ellipse(surf, shirt, (6, 2, 12, 8))
        pygame.draw.rect(surf, shirt, (6, 6, 15, 2))
        pygame.draw.rect(surf, c["white"], (11, 3, 2, 2))
        pygame.draw.rect(surf, hair, (6, 8, 2, 2))
