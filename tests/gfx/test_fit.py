"""Every text fits its box at 1x, in English and in Japanese (issue 14: "a test fails if any catalog
string overflows its box").

Two nets, so a string is checked whether or not the screenshot tour reaches it:

* the tour, drawn in each language: every text a screen passed through ``fit.into`` must fit
  the box it was drawn in, every text drawn at all must lie on the surface it was drawn on,
  and the prompt bar must start on the canvas; this holds for any text, swept or still English;
* the catalog: every message with a box (a ``# TRANSLATORS: box=NAME`` tag or a
  ``fit.box(..., holds=[...])``) must fit that box in English and in each translation, its
  placeholders filled by the longest plausible values; and every message must be accounted
  for: boxed, or drawn by the tour (then the first net measured it).
"""
import re
import sys
from pathlib import Path

import pygame
import pytest

from game import i18n, shots, userdata
from game.app import testing as T
from game.app.app import App
from game.gfx import fit
from game.gfx.font import Font

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
import catalogs  # noqa: E402  (the same extraction tools/catalogs.py runs)

LANGS = ("en", *catalogs.LANGUAGES)


@pytest.fixture(scope="module")
def tours():
    """What the whole tour drew in each language: (boxed texts, (text, rect, surface size) drawn, prompt bars)."""
    original = Font.draw
    log: list[tuple[str, pygame.Rect, tuple[int, int]]] = []

    def draw(self, surface, text, pos, color, align="left", shadow=None):
        rect = original(self, surface, text, pos, color, align, shadow)
        log.append((text, rect, surface.get_size()))
        return rect

    every = shots.every_shot()
    mp = pytest.MonkeyPatch()
    mp.setattr(Font, "draw", draw)
    out = {}
    # Module-scoped, so set up before any test's own data folder: the tour writes saves, so it gets its own.
    try:
        with userdata.throwaway("daifugo-fit-data-"):
            for lang in LANGS:
                log.clear()
                bars = []
                app = App(headless=True, opener=T.FakePads(), lang=lang)
                with fit.watching() as boxed:
                    for shot in every:
                        shot.setup(app)
                        app.draw()
                        bars.append((shot.name, app.prompt_layout()))
                app.shutdown()
                out[lang] = (list(boxed), list(log), bars)
    finally:
        mp.undo()
        i18n.set_language("en")
    return out


def _in(lang):
    i18n.set_language(lang)


# -- the tour ----------------------------------------------------------------------------------
@pytest.mark.parametrize("lang", LANGS)
def test_every_boxed_text_the_tour_draws_fits_its_box(tours, lang, monkeypatch):
    monkeypatch.setattr(i18n, "_active", i18n._active)
    boxed, _drawn, _bars = tours[lang]
    assert len(boxed) > 100  # the screens do record what they draw
    problems = sorted({why for text, box in boxed if (why := fit.overflow(text, box, lang))})
    assert problems == []


@pytest.mark.parametrize("lang", LANGS)
def test_every_text_the_tour_draws_lies_on_its_surface(tours, lang):
    _boxed, drawn, _bars = tours[lang]
    outside = sorted({f"{text!r} at {tuple(rect)} on {size}" for text, rect, size in drawn
                      if text.strip() and not pygame.Rect((0, 0), size).contains(rect)})
    assert outside == []


@pytest.mark.parametrize("lang", LANGS)
def test_every_prompt_bar_starts_on_the_canvas(tours, lang):
    _boxed, _drawn, bars = tours[lang]
    off = [(name, [label for _a, _r, _g, label in items]) for name, items in bars if items and items[0][1].x < 0]
    assert off == []


# -- the catalog -------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def messages():
    """(message, {lang: catalog entry}) for every message the code marks, once every box is registered."""
    shots.every_shot()  # imports every screen module, so every fit.box is registered
    template = catalogs.extract()
    books = {lang: catalogs.read(lang) for lang in catalogs.LANGUAGES}
    return [(m, {lang: book.get(m.id, m.context) for lang, book in books.items()}) for m in template if m.id]


def _texts(message, entry):
    """Each form of a message in each language: (lang, text)."""
    ids = message.id if isinstance(message.id, tuple) else (message.id,)
    out = [("en", text) for text in ids]
    for lang, found in entry.items():
        if found is not None:
            strings = found.string if isinstance(found.string, tuple) else (found.string,)
            out += [(lang, text) for text in strings if text]
    return out


def _boxes(message):
    """The boxes a message is drawn in: by its tags, the boxes holding it, the boxes holding its module."""
    ids = message.id if isinstance(message.id, tuple) else (message.id,)
    return (fit.tagged(message.auto_comments) | set().union(*(fit.HOLDS.get(i, set()) for i in ids))
            | set().union(*(fit.SOURCES.get(path, set()) for path, _line in message.locations)))


def overflows(message, entry) -> list[str]:
    """Why ``message`` overflows any of its boxes in any language (filled with the longest values)."""
    problems = []
    for name in sorted(_boxes(message) - {fit.NO_BOX}):
        box = fit.BOXES.get(name)
        if box is None:
            problems.append(f"{message.id!r} names box {name!r}, which no fit.box registers")
            continue
        for lang, text in _texts(message, entry):
            _in(lang)
            why = fit.overflow(fit.filled(text), box, lang)
            if why:
                problems.append(f"[{lang}] {why}")
    return problems


def test_every_boxed_catalog_message_fits_its_box_in_every_language(messages, monkeypatch):
    monkeypatch.setattr(i18n, "_active", i18n._active)
    boxed = [(m, e) for m, e in messages if _boxes(m)]
    assert len(boxed) > 50
    assert [why for m, e in boxed for why in overflows(m, e)] == []


def _drawn(text: str, seen: str) -> bool:
    """Whether a catalog text shows in what the tour drew: its longest stretch between placeholders does."""
    longest = max(re.split(r"\{\w*[^{}]*\}", text), key=len).strip()
    return bool(longest) and longest in seen


def _unchecked(messages, tours) -> list:
    """Messages neither tagged, nor held by a box, nor seen in the tour: (id, modules)."""
    seen = {text for lang in LANGS for text, _box in tours[lang][0]}
    seen |= {text for lang in LANGS for text, _rect, _size in tours[lang][1]}
    blob = "\n".join(sorted(seen))
    return [(message.id, [path for path, _line in message.locations]) for message, entry in messages
            if not _boxes(message) and not any(_drawn(text, blob) for _lang, text in _texts(message, entry))]


def test_every_catalog_message_is_boxed_or_drawn_by_the_tour(messages, tours):
    """A message neither tagged, nor held by a box, nor seen in the tour is measured by nothing."""
    unchecked = [message for message, _paths in _unchecked(messages, tours)]
    assert unchecked == [], f"{unchecked}: tag these '# TRANSLATORS: box=NAME' (see game/gfx/fit.py) or reach them in the tour"


# -- the checks can fail -----------------------------------------------------------------------
def test_a_text_too_wide_or_too_long_for_its_box_is_caught():
    row = fit.Box("row", 60)
    assert fit.overflow("Quit", row, "en") is None
    assert "60" in fit.overflow("Quit to the title screen", row, "en")
    assert fit.overflow("\u30bf\u30a4\u30c8\u30eb\u3078\u623b\u308b\u3068\u7d42\u308f\u308a", row, "ja")  # 10 kanji/kana: 80 px
    two = fit.Box("two lines", 60, lines=2)
    assert fit.overflow("Quit to the title", two, "en") is None
    assert "3 lines" in fit.overflow("Quit to the title screen now", two, "en")


def test_a_framed_box_measures_its_text_inside_the_words_around_it(monkeypatch):
    monkeypatch.setattr(i18n, "_active", i18n._active)
    i18n.set_language("en")
    bare = fit.Box("reason", 60, lines=2)
    framed = fit.Box("reason", 60, lines=2, frame="Not a valid code: {reason}.")
    assert fit.overflow("the code is damaged", bare, "en") is None
    assert "4 lines" in fit.overflow("the code is damaged", framed, "en")  # with "Not a valid code:"


def test_a_catalog_message_whose_translation_overflows_its_box_is_caught(monkeypatch):
    from babel.messages.catalog import Message

    monkeypatch.setitem(fit.BOXES, "test row", fit.Box("test row", 60))
    monkeypatch.setattr(i18n, "_active", i18n._active)
    fits = Message("Quit", auto_comments=["box=test row"])
    assert overflows(fits, {"ja": Message("Quit", "\u7d42\u4e86")}) == []
    long = Message("Quit", auto_comments=["box=test row"])
    assert overflows(long, {"ja": Message("Quit", "\u30b2\u30fc\u30e0\u3092\u7d42\u4e86\u3059\u308b")})  # 56+ px
    named = Message("{name} wins", auto_comments=["box=test row"])  # the placeholder is an 8-letter name
    assert overflows(named, {"ja": Message("{name} wins", "{name}")})
    unknown = Message("Quit", auto_comments=["box=no such box"])
    assert "no fit.box registers" in overflows(unknown, {})[0]
