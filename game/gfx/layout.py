"""Owns line breaking: where a text may wrap, by the rules of the language it is written in.

English breaks between words (at spaces). Japanese has no spaces between
words: a line may break between any two characters where one is Japanese,
except where kinsoku shori forbids it: closing brackets, 。、 and the other
stops, small kana and the long-vowel mark never start a line, and opening
brackets never end one. Runs of ASCII inside Japanese (a name, "UECda", "7♥")
stay whole, and a number is never parted from the counter after it ("3枚"),
so mixed text wraps as a Japanese reader expects. Widths come from the caller
(`Font.wrap` passes its own measure), so the rules are tested without pixels.
"""
from __future__ import annotations

from typing import Callable

# Never at the start of a line (JIS X 4051's line-start prohibited characters, with ASCII closers).
NO_START = frozenset(
    "、。，．・：；？！゛゜ヽヾゝゞ々〻ー―‐〜～…‥」』）］｝〕〉》】〙〗”’"
    "ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶ"
    ",.:;!?)]}%"
)
# Never at the end of a line.
NO_END = frozenset("「『（［｛〔〈《【〘〖“‘([{")


def is_wide(ch: str) -> bool:
    """True for Japanese characters: CJK punctuation, kana, kanji and full-width forms."""
    return "\u2e80" <= ch <= "\u9fff" or "\uf900" <= ch <= "\uffef"


def may_break(before: str, after: str) -> bool:
    """Whether Japanese rules allow a line break between two adjacent characters (no space between)."""
    if not (is_wide(before) or is_wide(after)):
        return False  # inside an ASCII word
    if after in NO_START or before in NO_END:
        return False
    return not ("0" <= before <= "9")  # "3枚", "8切り" stay together


def pieces(word: str, lang: str) -> list[str]:
    """`word` (no spaces) cut at every place a line may break inside it."""
    if lang != "ja" or not word:
        return [word]
    out = [word[0]]
    for before, after in zip(word, word[1:]):
        if may_break(before, after):
            out.append(after)
        else:
            out[-1] += after
    return out


def _split_long(piece: str, width: int, measure: Callable[[str], int]) -> list[str]:
    """A piece wider than the line, cut between characters (the last resort for either language)."""
    out, line = [], ""
    for ch in piece:
        if line and measure(line + ch) > width:
            out.append(line)
            line = ""
        line += ch
    out.append(line)
    return out


def wrap_paragraph(text: str, width: int, measure: Callable[[str], int], lang: str = "en") -> list[str]:
    """Greedy fill of one paragraph (no '\\n'): as much on each line as fits in `width`."""
    lines: list[str] = []
    line = ""
    for word in text.split(" "):
        for i, piece in enumerate(pieces(word, lang)):
            candidate = line + (" " if i == 0 else "") + piece if line else piece
            if measure(candidate) <= width:
                line = candidate
                continue
            if line:
                lines.append(line)  # the space at a break is dropped
            parts = _split_long(piece, width, measure) if measure(piece) > width else [piece]
            lines.extend(parts[:-1])
            line = parts[-1]
    lines.append(line)
    return lines


def wrap(text: str, width: int, measure: Callable[[str], int], lang: str = "en") -> list[str]:
    """`text` as lines no wider than `width` by `measure`; each '\\n' starts a new paragraph."""
    return [line for paragraph in text.split("\n") for line in wrap_paragraph(paragraph, width, measure, lang)]
