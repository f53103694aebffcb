"""The pixel font covers every character the game prints, measures what it draws and wraps to width."""
import string

import pygame
import pytest

from game.gfx.font import BIG, FONT, Font
from game.gfx.glyphs import GLYPHS

SUITS = "\u2660\u2665\u2666\u2663"
PRINTABLE = "".join(chr(c) for c in range(32, 127))


@pytest.mark.parametrize("ch", list(PRINTABLE + SUITS))
def test_every_printable_ascii_and_suit_has_a_glyph(ch):
    assert ch in GLYPHS


def test_glyph_rows_are_rectangular_and_seven_or_nine_tall():
    for ch, data in GLYPHS.items():
        rows = data.split(" ")
        assert len(rows) in (7, 9), ch
        assert len({len(r) for r in rows}) == 1, ch
        assert set(data) <= {"#", ".", " "}, ch


def test_visible_glyphs_draw_ink():
    for ch in PRINTABLE[1:] + SUITS:
        surf = FONT.render(ch, (255, 255, 255))
        assert pygame.mask.from_surface(surf).count() > 0, ch


@pytest.mark.parametrize("text", ["", "A", "Hello, world!", "two\nlines here", "3\u2660 10\u2665", string.ascii_letters])
@pytest.mark.parametrize("font", [FONT, BIG], ids=["font", "big"])
def test_size_matches_rendered_surface(font, text):
    assert font.render(text, (255, 255, 255)).get_size() == font.size(text)


def test_unknown_characters_draw_as_question_mark():
    white = (255, 255, 255)
    a = FONT.render("\u00e9", white)
    b = FONT.render("?", white)
    assert a.get_size() == b.get_size()
    assert pygame.image.tobytes(a, "RGBA") == pygame.image.tobytes(b, "RGBA")


def test_render_background_is_transparent():
    surf = FONT.render("A", (255, 255, 255))
    assert surf.get_at((0, 0)).a == 0


def test_line_height_is_about_ten_pixels_and_big_is_double():
    assert 9 <= FONT.line_height <= 10
    assert BIG.line_height == 2 * FONT.line_height
    assert Font(scale=3).size("A")[0] == 3 * FONT.size("A")[0]


def test_wrap_respects_width():
    text = "The richest player pays the poorest two of their best cards before the hand begins."
    for width in (40, 80, 150):
        lines = FONT.wrap(text, width)
        assert all(FONT.size(line)[0] <= width for line in lines)
        assert " ".join(lines) == text


def test_wrap_keeps_newlines_and_splits_overlong_words():
    assert FONT.wrap("a\nb", 100) == ["a", "b"]
    lines = FONT.wrap("Supercalifragilistic", 30)
    assert len(lines) > 1 and "".join(lines) == "Supercalifragilistic"


def test_draw_aligns_and_returns_touched_rect():
    surf = pygame.Surface((100, 20), pygame.SRCALPHA)
    w, h = FONT.size("Hi")
    assert FONT.draw(surf, "Hi", (50, 0), (255, 255, 255), align="center") == pygame.Rect(50 - w // 2, 0, w, h)
    assert FONT.draw(surf, "Hi", (100, 0), (255, 255, 255), align="right").right == 100
    shadowed = FONT.draw(surf, "Hi", (0, 0), (255, 255, 255), shadow=(0, 0, 0))
    assert shadowed.size == (w + 1, h + 1)


def _drawn(font, text, color, shadow=None):
    surface = pygame.Surface((200, 40), pygame.SRCALPHA)
    font.draw(surface, text, (2, 2), color, shadow=shadow)
    return pygame.image.tobytes(surface, "RGBA")


def test_a_line_drawn_again_looks_the_same_and_a_new_colour_is_not_mistaken_for_it():
    """Lines are kept between frames (``Font._line``): the kept copy must draw exactly as a fresh one, and
    the same words in another colour (or with a shadow) are another line."""
    font = Font()
    first = _drawn(font, "7\u2665 takes it", (255, 255, 255))
    assert _drawn(font, "7\u2665 takes it", (255, 255, 255)) == first
    assert _drawn(Font(), "7\u2665 takes it", (255, 255, 255)) == first
    red = _drawn(font, "7\u2665 takes it", (255, 0, 0))
    assert red != first and red == _drawn(Font(), "7\u2665 takes it", (255, 0, 0))
    assert _drawn(font, "7\u2665 takes it", (255, 255, 255), shadow=(0, 0, 0)) != first


def test_the_kept_lines_and_widths_are_bounded():
    from game.gfx import font as module

    font = Font()
    surface = pygame.Surface((200, 20), pygame.SRCALPHA)
    for n in range(module._KEPT_LINES + 50):
        font.draw(surface, f"timer {n}", (0, 0), (255, 255, 255))
    assert len(font._lines) == module._KEPT_LINES
    assert ("timer 0", (255, 255, 255)) not in font._lines  # the least recently drawn went first
    for n in range(module._KEPT_WIDTHS + 10):
        font.size(f"width {n}")
    assert len(font._widths) <= module._KEPT_WIDTHS
    assert font.size("width 3") == Font().size("width 3")
