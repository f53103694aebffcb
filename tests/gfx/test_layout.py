"""Line breaking: English between words, Japanese between characters with kinsoku shori."""
import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.gfx import layout
from game.gfx.font import FONT


def chars(text: str) -> int:
    """A measure of one unit per character, so the tests read in characters."""
    return len(text)


def test_english_wraps_between_words_and_drops_the_space():
    assert layout.wrap("the great millionaire", 11, chars) == ["the great", "millionaire"]


def test_english_never_breaks_inside_japanese_rules_text():
    assert layout.wrap("ab cd", 3, chars, "en") == ["ab", "cd"]


def test_japanese_wraps_between_characters():
    assert layout.wrap("あいうえおかきくけこ", 4, chars, "ja") == ["あいうえ", "おかきく", "けこ"]


@pytest.mark.parametrize("closer", list("。、」）！？ーっャ"))
def test_no_closing_mark_small_kana_or_long_vowel_starts_a_line(closer):
    lines = layout.wrap("あいう" + closer + "えお", 3, chars, "ja")
    assert lines == ["あい", "う" + closer + "え", "お"]


@pytest.mark.parametrize("opener", list("「（『"))
def test_no_opening_bracket_ends_a_line(opener):
    lines = layout.wrap("あい" + opener + "うえお", 3, chars, "ja")
    assert lines == ["あい", opener + "うえ", "お"]


def test_ascii_words_and_numbers_with_counters_stay_whole_in_japanese():
    assert layout.wrap("あいUECdaで", 5, chars, "ja") == ["あい", "UECda", "で"]
    assert layout.wrap("あいう3枚", 4, chars, "ja") == ["あいう", "3枚"]
    assert layout.wrap("7\u2665を出す", 2, chars, "ja") == ["7\u2665", "を出", "す"]


def test_japanese_breaks_at_spaces_too():
    assert layout.wrap("大富豪 大貧民", 4, chars, "ja") == ["大富豪", "大貧民"]


def test_a_run_wider_than_the_line_is_split_anyway():
    assert layout.wrap("「「「「「", 2, chars, "ja") == ["「「", "「「", "「"]
    assert layout.wrap("abcdefg", 3, chars, "en") == ["abc", "def", "g"]


def test_newlines_start_paragraphs_and_empty_text_is_one_empty_line():
    assert layout.wrap("あ\nい", 10, chars, "ja") == ["あ", "い"]
    assert layout.wrap("", 10, chars) == [""]


def test_font_wrap_uses_pixel_widths_and_the_language_rules():
    text = "8切りで場が流れ、次の手番は出した人から始まります。"
    lines = FONT.wrap(text, 60, "ja")
    assert "".join(lines) == text
    assert all(FONT.size(line)[0] <= 60 for line in lines)
    assert not any(line[0] in layout.NO_START for line in lines)


JAPANESE = st.text(alphabet="あいうえお大富豪革命。、「」（）！？ーっ 7\u2665AB", max_size=40)


@given(JAPANESE, st.integers(min_value=2, max_value=12))
def test_japanese_wrapping_keeps_every_character_and_the_width(text, width):
    lines = layout.wrap(text, width, chars, "ja")
    assert all(len(line) <= width for line in lines)
    # Only spaces at the breaks are dropped.
    assert "".join(lines).replace(" ", "") == text.replace(" ", "")


@given(st.text(alphabet="あいう大富豪。、「」（）！？ーっ7\u2665AB", max_size=40), st.integers(min_value=2, max_value=12))
def test_kinsoku_holds_whenever_every_unbreakable_piece_fits(text, width):
    if any(len(piece) > width for piece in layout.pieces(text, "ja")):
        return  # a forced split may break anywhere
    lines = layout.wrap(text, width, chars, "ja")
    assert not any(line[0] in layout.NO_START for line in lines[1:])
    assert not any(line[-1] in layout.NO_END for line in lines[:-1])
