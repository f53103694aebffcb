"""Owns the boxes text is drawn into, and the check that a text fits its box at 1x.

A screen that draws text into a fixed space (a menu row, a panel's title, a
button, a message line, a help box) declares that space once as a `Box` (a
width in canvas pixels and how many lines the text may wrap to) and passes
each text it draws there through `into(text, box)`, which records it for the
test that watches (`watching`) and returns it unchanged, so drawing stays
pixel-identical. Two checks use the boxes:

* the screenshot tour is drawn in every language and every recorded text must
  fit the box it was drawn in (tests/gfx/test_fit.py), whatever its origin: a
  catalog string, a name, or a player's typed text;
* every catalog message tagged ``# TRANSLATORS: box=NAME`` is measured against
  the box registered as NAME, in English and in each translation, with its
  placeholders filled by the longest plausible values (`SAMPLES`), so a
  string the tour never reaches is checked as well; a message with no box that
  the tour never draws fails the test.

`box` registers a named box at import (with the constant messages it ``holds``); boxes whose width depends on what is
beside them (a menu row next to its value) are made with `Box` directly and
only the tour checks them. ``box=none`` tags a message the pixel font never draws
(the window's title, which the system draws).
"""
from __future__ import annotations

import re
from contextlib import contextmanager
from dataclasses import dataclass
from typing import TYPE_CHECKING, Iterable, Iterator

if TYPE_CHECKING:
    from game.gfx.font import Font


@dataclass(frozen=True)
class Box:
    """Room for a text: ``width`` pixels, at most ``lines`` lines (wrapped by the language's rules)."""

    name: str
    width: int
    lines: int = 1
    scale: int = 1  # the font's scale: 2 for the big heading font
    # A catalog message the text is only ever drawn inside ("Not a valid code: {reason}."): the text is
    # measured as its placeholder, in the language in force, so the words around it count too.
    frame: str = ""


BOXES: dict[str, Box] = {}
HOLDS: dict[str, set[str]] = {}  # catalog message id -> the names of the boxes it is drawn in
SOURCES: dict[str, set[str]] = {}  # a module ("game/userdata.py") -> the boxes every message of it is drawn in
# Placeholder values as long as a real one can be: 8-character names (the name entry's limit),
# the widest card notation, two-digit counts and scores. A placeholder not listed gets DEFAULT_SAMPLE.
SAMPLES: dict[str, str] = {
    "name": "WWWWWWWW", "player": "WWWWWWWW", "winner": "WWWWWWWW", "rival": "WWWWWWWW", "seat": "WWWWWWWW",
    "file": "settings.json.broken-20250101-120000-2", "aside": "settings.json.broken-20250101-120000-2",
    "cards": "10\u266010\u266510\u266610\u2663", "card": "10\u2660", "rank": "10", "suit": "\u2660",
    "n": "13", "count": "13", "total": "13", "page": "18", "pages": "18", "points": "-10", "score": "-10",
    "place": "6th", "title": "Millionaire", "limit": "4,194,304", "size": "4,194,304",
    "action": "Confirm / play", "what": "Campaign progress",
    # the table's words: a play as drawn (refusals, hints), a shape, the order in force, locked suits
    "move": "10\u266010\u266510\u266610\u2663", "play": "10\u266010\u266510\u266610\u2663",
    "table": "the run 10 to A of hearts", "shape": "four of a kind", "high": "3 is high",
    "suits": "\u2660 \u2665 \u2666 \u2663",
    "symbol": "W",  # the one character of a deal code that is never in one
}
DEFAULT_SAMPLE = "WWWWWW"
_watchers: list[list[tuple[str, Box]]] = []
_PLACEHOLDER = re.compile(r"\{(\w*)[^{}]*\}")
NO_BOX = "none"  # box=none: a message the pixel font never draws (the window's title bar)
TAG = re.compile(r"\bbox=([\w ]+?)(?:;|\(|$)")  # in a translator comment: "box=main menu row; ..."


def box(name: str, width: int, lines: int = 1, scale: int = 1, holds: Iterable[str] = (),
        sources: Iterable[str] = (), frame: str = "") -> Box:
    """Register the box ``name`` (the name a ``box=`` tag in the catalog gives) and return it.

    ``holds`` names the catalog messages (English ids) drawn in it, for strings kept in
    constants (``N_``), where a tag comment would reach only the first of a line;
    ``sources`` names modules whose every message is drawn in it (the file notices'
    sentences, all shown in a message box); ``frame``: see `Box`.
    """
    made = Box(name, width, lines, scale, frame)
    if BOXES.get(name, made) != made:
        raise ValueError(f"box {name!r} is registered twice with different sizes: {BOXES[name]} and {made}")
    BOXES[name] = made
    for message in holds:
        HOLDS.setdefault(message, set()).add(name)
    for module in sources:
        SOURCES.setdefault(module, set()).add(name)
    return made


def into(text: str, where: Box) -> str:
    """``text``, recorded as drawn into ``where`` for any test watching."""
    for log in _watchers:
        log.append((text, where))
    return text


@contextmanager
def watching() -> Iterator[list[tuple[str, Box]]]:
    """Record every (text, box) drawn while the block runs."""
    log: list[tuple[str, Box]] = []
    _watchers.append(log)
    try:
        yield log
    finally:
        _watchers.remove(log)


def overflow(text: str, where: Box, lang: str | None = None, font: "Font | None" = None) -> str | None:
    """Why ``text`` does not fit ``where`` in ``lang`` (None when it fits), measured with the font."""
    from game.gfx.font import BIG, FONT, Font

    font = font or {1: FONT, 2: BIG}.get(where.scale) or Font(where.scale)
    if where.frame:
        from game.i18n import _

        text = _PLACEHOLDER.sub(lambda _m: text, _(where.frame))
    lines = font.wrap(text, where.width, lang)
    widest = max(font.size(line)[0] for line in lines)
    if len(lines) > where.lines:
        return f"{len(lines)} lines in the {where.lines} of box {where.name} ({where.width} px): {text!r}"
    if widest > where.width:
        return f"{widest} px in the {where.width} of box {where.name}: {text!r}"
    return None


def filled(text: str) -> str:
    """``text`` with each ``{placeholder}`` replaced by its longest plausible value (`SAMPLES`)."""
    return _PLACEHOLDER.sub(lambda m: SAMPLES.get(m.group(1), DEFAULT_SAMPLE), text)


def tagged(comments: Iterable[str]) -> set[str]:
    """The box names the ``box=NAME`` tags of a catalog message's translator comments give."""
    return {m.group(1).strip() for comment in comments for m in TAG.finditer(comment)}
