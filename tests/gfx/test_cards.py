"""Card art: every card renders at card size, distinct, on-palette, readable by shape as well as colour."""
import pygame
import pytest

from game.gfx.cards import BACK_STYLES, CARD_H, CARD_W, OUTLINE, RANKS, SMALL_H, SMALL_W, SUITS, CardArt
from game.gfx.palette import is_on_palette

DECK = [r + s for s in SUITS for r in RANKS] + ["JK"]


def _pixels(surf: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surf, "RGBA")


def _on_palette_or_clear(surf: pygame.Surface) -> bool:
    w, h = surf.get_size()
    return all(
        surf.get_at((x, y)).a == 0 or (surf.get_at((x, y)).a == 255 and is_on_palette(surf.get_at((x, y))))
        for y in range(h)
        for x in range(w)
    )


@pytest.mark.parametrize("four_color", [False, True])
def test_every_card_renders_at_card_size_and_pairwise_distinct(four_color):
    art = CardArt(four_color=four_color)
    faces = [art.face(c) for c in DECK]
    assert all(f.get_size() == (CARD_W, CARD_H) for f in faces)
    assert len({_pixels(f) for f in faces}) == len(DECK)


def test_card_size_fits_the_480x270_canvas():
    assert 20 <= CARD_W <= 26 and 28 <= CARD_H <= 34


def test_faces_are_cached_and_joker_stand_in_draws_as_joker():
    art = CardArt()
    assert art.face("3S") is art.face("3s")
    assert _pixels(art.face("JK=7H")) == _pixels(art.face("JK"))


def test_not_a_card_is_rejected():
    with pytest.raises(ValueError):
        CardArt().face("1X")


def test_four_colour_deck_recolours_diamonds_and_clubs_only():
    two, four = CardArt(), CardArt(four_color=True)
    assert _pixels(two.face("5H")) == _pixels(four.face("5H"))
    assert _pixels(two.face("5S")) == _pixels(four.face("5S"))
    assert _pixels(four.face("5H")) != _pixels(four.face("5D"))
    assert _pixels(two.face("5D")) != _pixels(four.face("5D"))
    assert _pixels(two.face("5C")) != _pixels(four.face("5C"))


def test_suits_differ_by_shape_not_only_colour():
    # Compare silhouettes (which pixels are inked, whatever the colour): equal only if pips had one shape.
    art = CardArt()
    assert len({_silhouette(art.face("7" + s)) for s in SUITS}) == 4
    assert len({_silhouette(art.small_face("7" + s)) for s in SUITS}) == 4


def _silhouette(surf: pygame.Surface) -> tuple[bool, ...]:
    paper = surf.get_at((1, surf.get_height() // 2))  # inside the edge, clear of any ink
    w, h = surf.get_size()
    return tuple(surf.get_at((x, y)) != paper for y in range(h) for x in range(w))


def test_all_card_art_uses_only_palette_colours():
    for four_color in (False, True):
        art = CardArt(four_color=four_color)
        for surf in [art.face(c) for c in DECK] + [art.small_face(c) for c in DECK]:
            assert _on_palette_or_clear(surf)
    art = CardArt()
    for surf in [art.back(s) for s in range(BACK_STYLES)] + [art.blank(), art.outline("gold")]:
        assert _on_palette_or_clear(surf)


def test_backs_blank_outline_and_small_faces_have_expected_sizes():
    art = CardArt()
    backs = [art.back(s) for s in range(BACK_STYLES)]
    assert BACK_STYLES >= 3 and len({_pixels(b) for b in backs}) == BACK_STYLES
    assert art.back(BACK_STYLES) is art.back(0)
    assert all(s.get_size() == (CARD_W, CARD_H) for s in backs + [art.blank()])
    assert art.outline("red").get_size() == (CARD_W + 2 * OUTLINE, CARD_H + 2 * OUTLINE)
    small = [art.small_face(c) for c in DECK]
    assert all(s.get_size() == (SMALL_W, SMALL_H) for s in small)
    assert len({_pixels(s) for s in small}) == len(DECK)


def test_the_jokers_corner_reads_jk_not_a_jack():
    """Two letters side by side in the corner strip (a suited jack has one letter over its pip)."""
    from game.gfx.palette import COLORS

    purple = COLORS["purple"]
    joker = CardArt().face("JK")
    letters = {x for x in range(0, 16) for y in range(2, 9) if joker.get_at((x, y))[:3] == purple}
    assert letters and max(letters) - min(letters) >= 9  # J and K: two 5-px glyphs side by side


def test_a_selection_frame_leaves_the_card_itself_untouched():
    """The frame stands outside the card: a picked 3 keeps its corner index (it read as a B)."""
    art = CardArt()
    plain = pygame.Surface((CARD_W + 2 * OUTLINE, CARD_H + 2 * OUTLINE), pygame.SRCALPHA)
    plain.blit(art.face("3H"), (OUTLINE, OUTLINE))
    picked = plain.copy()
    picked.blit(art.outline("gold"), (0, 0))
    inside = pygame.Rect(OUTLINE, OUTLINE, CARD_W, CARD_H)
    assert all(plain.get_at((x, y)) == picked.get_at((x, y))
               for x in range(inside.left, inside.right) for y in range(inside.top, inside.bottom))
    assert picked.get_at((0, CARD_H // 2)) != plain.get_at((0, CARD_H // 2))  # the frame is drawn, outside
