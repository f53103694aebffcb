"""The Japanese glyphs: the Misaki sheet covers kana, punctuation and kanji, and mixed text draws and measures right."""
import logging

import pygame
import pytest

from game.gfx import jglyphs
from game.gfx.font import BIG, FONT
from game.gfx.glyphs import GLYPHS

WHITE = (255, 255, 255)
HIRAGANA = "".join(chr(c) for c in range(ord("ぁ"), ord("ん") + 1))
KATAKANA = "".join(chr(c) for c in range(ord("ァ"), ord("ヶ") + 1))
PUNCTUATION = "、。・ー「」『』（）！？：＝〜…"
TABLE_WORDS = "大富豪富豪平民貧民大貧民革命切縛返渡捨都落反則上"


def _ink(text: str) -> int:
    return pygame.mask.from_surface(FONT.render(text, WHITE)).count()


@pytest.mark.parametrize("ch", list(HIRAGANA + KATAKANA + PUNCTUATION + TABLE_WORDS))
def test_kana_punctuation_and_the_table_words_have_glyphs(ch):
    assert ch in jglyphs.sheet()
    assert _ink(ch) > 0


def test_the_sheet_holds_every_level_1_kanji():
    sheet = jglyphs.sheet()
    level1 = [bytes([0xA0 + ku, 0xA0 + ten]).decode("euc_jp") for ku in range(16, 48) for ten in range(1, 95)
              if (ku, ten) not in [(47, t) for t in range(52, 95)]]  # row 47 ends at 47-51
    assert len(level1) == 2965
    assert all(ch in sheet for ch in level1)


def test_ascii_and_suits_keep_their_5x7_glyphs():
    assert FONT.size("A") == (5, FONT.glyph_height)
    assert FONT.render("\u2665", WHITE).get_width() == len(GLYPHS["\u2665"].split(" ")[0])


def test_a_japanese_glyph_is_seven_wide_and_advances_eight():
    assert FONT.size("あ")[0] == 7
    assert FONT.size("ああ")[0] == 15
    assert BIG.size("大富豪")[0] == 2 * FONT.size("大富豪")[0]


@pytest.mark.parametrize("text", ["7\u2665を出す", "大富豪 DAIFUGO", "Taro: 8切り\n3枚 10\u2660", "「革命」！"])
@pytest.mark.parametrize("font", [FONT, BIG], ids=["font", "big"])
def test_mixed_text_size_matches_what_is_drawn(font, text):
    surf = font.render(text, WHITE)
    assert surf.get_size() == font.size(text)


def test_mixed_text_draws_each_glyph_unchanged_side_by_side():
    # "A" then "あ" is exactly "A", one column of gap, then "あ": no overlap, no clipping.
    a, kana, both = FONT.render("A", WHITE), FONT.render("あ", WHITE), FONT.render("Aあ", WHITE)
    expected = pygame.Surface(both.get_size(), pygame.SRCALPHA)
    expected.blit(a, (0, 0))
    expected.blit(kana, (a.get_width() + 1, 0))
    assert pygame.image.tobytes(both, "RGBA") == pygame.image.tobytes(expected, "RGBA")


def test_japanese_ink_sits_on_the_capitals_rows():
    mask = pygame.mask.from_surface(FONT.render("あ", WHITE))
    rows = {y for x in range(mask.get_size()[0]) for y in range(mask.get_size()[1]) if mask.get_at((x, y))}
    assert min(rows) == 0 and max(rows) <= 6  # the 5x7 capitals fill rows 0-6 too


def test_the_shadow_is_drawn_for_japanese_too():
    surf = pygame.Surface((40, 20), pygame.SRCALPHA)
    rect = FONT.draw(surf, "革命", (0, 0), WHITE, shadow=(1, 2, 3))
    assert rect.size == (FONT.size("革命")[0] + 1, FONT.glyph_height + 1)
    ink = pygame.mask.from_surface(FONT.render("革命", WHITE))
    w, h = ink.get_size()
    below_right = {tuple(surf.get_at((x + 1, y + 1)))[:3] for x in range(w) for y in range(h) if ink.get_at((x, y))}
    assert below_right == {(255, 255, 255), (1, 2, 3)}  # every ink pixel casts ink or shadow, some shadow


def test_characters_outside_both_fonts_still_draw_as_question_mark():
    assert pygame.image.tobytes(FONT.render("\u00e9", WHITE), "RGBA") == \
        pygame.image.tobytes(FONT.render("?", WHITE), "RGBA")


def test_a_sheet_that_does_not_fit_its_index_is_refused():
    with pytest.raises(ValueError, match="misaki_gothic.png is 16x8"):
        jglyphs.parse(pygame.Surface((16, 8)), "ab\ncd\n")


def test_a_missing_sheet_is_logged_and_draws_question_marks(monkeypatch, tmp_path, caplog):
    monkeypatch.setattr(jglyphs.paths, "asset", lambda *parts: tmp_path.joinpath(*parts))
    jglyphs.sheet.cache_clear()
    try:
        with caplog.at_level(logging.WARNING):
            assert jglyphs.glyph("あ") is None
        assert "draw as '?'" in caplog.text
    finally:
        jglyphs.sheet.cache_clear()
