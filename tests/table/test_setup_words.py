"""The rules setup in both languages: every row, value, one-line reason and "?" text fits its box at 1x,
the Japanese names the same cards as the English and shows no English word, and the messages about a
damaged save word their sentence but keep the file's field names as they are."""
import re

import pytest

from game import i18n
from game.app.app import App
from game.app.common import MessageOverlay
from game.app.widgets import Choice
from game.engine import Rules
from game.engine.rules import PRESETS
from game.gfx.font import FONT
from game.table.saving import save
from game.table.screens.setup_scene import REFUSALS, RulesSetup
from game.table.wording.rules_text import help_text, help_texts
from game.table.wording.words import cards_in
from tests.scenes.helpers import english_words

CARD = re.compile(r"(?<![A-Za-z0-9])(?:[2-9TJQKA][SHDC]|JK)(?![A-Za-z0-9])")
LANGS = ["en", "ja"]


@pytest.fixture(params=LANGS)
def lang(request):
    return request.param  # conftest's _english fixture puts English back after each test


def full_setup(lang, mode="quick"):
    """A setup in ``lang`` with every kind of row: bots and humans, and the foul rows of foul finish."""
    setup = RulesSetup(App(headless=True, lang=lang), mode)
    assert i18n.language() == lang
    setup._set(foul_finish=True)
    setup._set_count(6)
    setup.show_more()  # every switch, the foul rows under Foul finish too
    return setup


def every_value(row):
    if isinstance(row, Choice):
        return [f"< {text} >" for _v, text in row.options]
    return [row.value_text()]


@pytest.mark.parametrize("mode", ["quick", "pass"])
def test_every_row_label_and_each_of_its_values_fit_the_row_at_1x(lang, mode):
    setup = full_setup(lang, mode)
    menu = setup.menu
    for key, row in zip(setup.keys, menu.rows):
        for value in every_value(row):
            label_w, value_w = FONT.size(row.label)[0], FONT.size(value)[0]
            assert value_w <= menu.value_w, (lang, key, value)
            assert 6 + label_w + 6 + value_w <= menu.rect.width - 4, (lang, key, row.label, value)


def test_every_one_line_reason_fits_its_two_lines_at_1x(lang):
    setup = full_setup(lang)
    for key, row in zip(setup.keys, setup.menu.rows):
        assert len(FONT.wrap(row.reason, 300)) <= 2, (lang, key, row.reason)


def test_every_help_text_fits_one_page_of_its_box_at_1x(lang):
    setup = full_setup(lang)
    for i, key in enumerate(setup.keys):
        setup.menu.set_focus(i, sound=False)
        setup.explain()
        box = setup.app.stack.top
        assert isinstance(box, MessageOverlay)
        assert len(box.pages) == 1, (lang, key, len(box.lines))
        assert all(FONT.size(line)[0] <= 280 for line in box.lines), (lang, key)
        assert box.rect.bottom <= 270 - 16 and FONT.size(box.title)[0] <= box.rect.width - 16, (lang, key)
        setup.app.stack.pop()


def test_japanese_help_names_the_cards_the_english_names():
    english = help_texts()
    i18n.set_language("ja")
    for key, text in english.items():
        japanese = help_text(key)
        assert japanese != text, key
        assert sorted(CARD.findall(japanese)) == sorted(CARD.findall(text)), key


def test_the_japanese_setup_shows_no_english_word_but_card_names():
    setup = full_setup("ja", "pass")
    texts = [setup.menu.rows[i].label for i in range(len(setup.keys))]
    texts += [v for row in setup.menu.rows for v in every_value(row)] + [row.reason for row in setup.menu.rows]
    texts += [cards_in(help_text(k) or "") for k in list(help_texts()) + ["preset"]]
    texts += [s.name for s in setup.seats]
    assert english_words(texts, allowed={"JK"}) == []


def test_a_refusal_of_the_engine_is_told_in_the_language_in_force(lang):
    setup = RulesSetup(App(headless=True, lang=lang), "quick")
    setup._set(revolution=False)
    setup._set(revolution_runs=4)
    assert setup.note == i18n._(REFUSALS[0]) and setup.rules.revolution_runs == 0
    assert (setup.note == REFUSALS[0]) == (lang == "en")


def test_the_refusal_the_setup_words_is_the_engines_own_message():
    with pytest.raises(ValueError) as caught:
        Rules.preset("classic").replace(revolution=False, revolution_runs=4)
    assert str(caught.value) in REFUSALS


def test_choosing_each_preset_draws_its_name_in_japanese():
    setup = RulesSetup(App(headless=True, lang="ja"), "quick")
    shown = set()
    for name in PRESETS:
        setup._set_preset(name)
        shown.add(setup.menu.rows[setup.reveal("preset")].value_text())
    assert len(shown) == len(PRESETS) and english_words(shown) == []


def test_a_damaged_save_is_worded_in_japanese_with_its_field_names_as_they_are(_user_data_dir):
    i18n.set_language("ja")
    _user_data_dir.mkdir(parents=True, exist_ok=True)
    (_user_data_dir / save.FILE_NAME).write_text(
        '{"kind": "daifugo-arcade-match", "version": 1, "session": {"seed": 1, "seats": '
        '[{"kind": "robot", "name": "Aki", "portrait": "Aki", "personality": "steady"}]}}')
    session, notice = save.load()
    assert session is None
    assert "seat.kind" in notice and '"robot"' in notice and "のどれかのはず" in notice, notice


@pytest.mark.parametrize("kind", ["beginner", "advanced"])
def test_the_seat_list_names_each_bots_strength_and_style_on_lines_of_their_own_inside_its_panel(lang, kind,
                                                                                                   drawn):
    """Beside the menu, under each name: who plays the seat and, for a bot, its character (a hoarder
    at advanced is not the same rival as a steady one), every line inside the panel, none over another."""
    import pygame

    from game.bots.base import PERSONALITIES
    from game.table.wording.rules_text import kind_text, personality_text

    styles = list(PERSONALITIES)
    for start in range(0, len(styles), 5):
        setup = full_setup(lang)
        chunk = styles[start:start + 5]
        for i, seat in enumerate(setup.seats[1:6]):
            seat.kind, seat.personality = (kind, chunk[i]) if i < len(chunk) else ("human", "steady")
        drawn.clear()
        setup.draw(pygame.Surface((480, 270)))
        side = pygame.Rect(330, 36, 140, 196).inflate(-8, -8)
        texts = [(t, r) for t, r in drawn if side.colliderect(r)]
        for style in chunk:
            assert sum(t == personality_text(style) for t, _r in texts) == 1, (lang, style)
        assert sum(t == kind_text(kind, short=True) for t, _r in texts) == len(chunk)
        for n, (text, rect) in enumerate(texts):
            assert side.contains(rect), (lang, text, rect)
            assert not any(rect.colliderect(other) for _t, other in texts[n + 1:]), (lang, text)
