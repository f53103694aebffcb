"""Portraits: at least a dozen distinct faces, stable per name, the player look, on-palette."""
import pygame

from game.gfx.palette import is_on_palette
from game.gfx.portraits import PRESETS, portrait


def _pixels(surf: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surf, "RGBA")


def test_presets_give_at_least_twelve_distinct_faces():
    faces = {_pixels(portrait(i)) for i in range(len(PRESETS))}
    assert len(PRESETS) >= 12 and len(faces) == len(PRESETS)


def test_portraits_are_24_px_and_scale_by_request():
    assert portrait(0).get_size() == (24, 24)
    assert portrait(0, size=48).get_size() == (48, 48)


def test_names_are_deterministic_and_varied():
    names = ["Aiko", "Bunta", "Chiyo", "Daisuke", "Emi", "Fumio", "Goro", "Hana", "Isamu", "Jun", "Kaori", "Ren"]
    assert _pixels(portrait("Aiko")) == _pixels(portrait("Aiko"))
    assert len({_pixels(portrait(n)) for n in names}) >= 10


def test_human_has_its_own_generic_face():
    human = _pixels(portrait("human"))
    assert human == _pixels(portrait("You"))
    assert all(human != _pixels(portrait(i)) for i in range(len(PRESETS)))


def test_portrait_pixels_are_on_palette():
    for key in list(range(len(PRESETS))) + ["human", "Zed"]:
        surf = portrait(key)
        assert all(is_on_palette(surf.get_at((x, y))) for y in range(24) for x in range(24))


def test_the_faces_kept_are_bounded_and_a_face_drawn_again_is_the_same(monkeypatch):
    """A host that sends a new name with every view must not grow the faces kept without end."""
    from game.gfx import portraits

    monkeypatch.setattr(portraits, "_cache", {})
    first = pygame.image.tobytes(portraits.portrait("Name 0"), "RGBA")
    for n in range(portraits.KEPT + 40):
        portraits.portrait(f"Name {n}")
    assert len(portraits._cache) == portraits.KEPT
    assert pygame.image.tobytes(portraits.portrait("Name 0"), "RGBA") == first
