"""Typing names and deal codes: keyboard text events, the on-screen keyboard by pad and mouse."""
from __future__ import annotations

import pygame
import pytest

from game.app import testing as T
from game.app.app import App
from game.app.entry import TextEntry
from game.app.keyboard import DONE, ERASE, OnScreenKeyboard, TextField
from game.app.keyboard import NAME_MAX
from game.engine import Rules
from game.records import dealcode
from game.table.screens.setup_scene import RulesSetup

PAD = 100


@pytest.fixture
def app():
    return App(headless=True, opener=T.FakePads(PAD))


def _setup(app) -> RulesSetup:
    setup = RulesSetup(app, "quick")
    app.stack.push(setup)
    return setup


def _focus(app, label):
    menu = app.stack.top.menu
    menu.set_focus(next(i for i, r in enumerate(menu.rows) if r.label == label))


def test_a_field_keeps_to_its_limit_and_its_characters():
    f = TextField("", 4, str.isalpha)
    assert f.type("ab1cdef") and f.text == "abcd"
    assert not f.type("x")
    assert f.erase() and f.text == "abc"
    assert TextField("", 10, upper=True).type("k7") is True


def test_on_screen_keys_move_to_the_nearest_key_and_wrap():
    keys = OnScreenKeyboard("ABCDEFGHIJ", columns=5)  # two rows of five, then DEL and OK
    assert keys.label(keys.focus) == "A"
    keys.move("left")
    assert keys.label(keys.focus) == "E"
    keys.move("down")
    assert keys.label(keys.focus) == "J"
    keys.move("down")
    assert keys.label(keys.focus) == DONE
    keys.move("down")
    assert keys.label(keys.focus) in "ABCDE"
    field = TextField()
    assert keys.press(keys.keys.index(next(k for k in keys.keys if k[0] == ERASE)), field) is None
    assert keys.press(len(keys.keys) - 1, field) == DONE


def test_a_name_typed_on_the_keyboard_never_presses_what_its_keys_are_bound_to(app):
    setup = _setup(app)
    _focus(app, "  name")
    T.press_key(app, "return")
    entry = app.stack.top
    assert isinstance(entry, TextEntry) and app.input.typing
    for _ in range(10):
        T.press_key(app, "backspace")  # erases, never "cancel"
    T.type_text(app, "Zoë xc spaces")  # z is confirm, x cancel, c pass: here they type
    assert entry.field.text == "Zoë xc s"[:NAME_MAX]
    T.press_key(app, "return")
    assert app.stack.top is setup and not app.input.typing
    assert setup.seats[0].name == "Zoë xc s"


def test_a_name_entered_with_the_pad_on_screen_keyboard(app):
    setup = _setup(app)
    T.plug_pad(app)
    _focus(app, "  name")
    T.press_button(app, PAD, "a")
    entry = app.stack.top
    for _ in range(len("You")):
        T.press_button(app, PAD, "b")  # erase what was there
    assert entry.field.text == "" and app.stack.top is entry
    T.press_button(app, PAD, "a")  # the focused key: A
    T.press_button(app, PAD, "dpright")
    T.press_button(app, PAD, "a")  # B
    T.press_button(app, PAD, "start")
    assert app.stack.top is setup and setup.seats[0].name == "AB"
    T.press_button(app, PAD, "a")
    for _ in range(3):
        T.press_button(app, PAD, "b")  # erases both letters, then leaves: the name is kept
    assert app.stack.top is setup and setup.seats[0].name == "AB"


def test_an_empty_or_taken_name_is_refused_with_a_reason(app):
    setup = _setup(app)
    _focus(app, "  name")
    T.press_key(app, "return")
    entry = app.stack.top
    entry.field.text = ""
    T.press_key(app, "return")
    assert app.stack.top is entry and "at least one letter" in entry.error
    T.type_text(app, setup.seats[1].name)
    T.press_key(app, "return")
    assert app.stack.top is entry and "already at the table" in entry.error
    T.press_key(app, "escape")  # leaves the name as it was
    assert app.stack.top is setup and setup.seats[0].name == "You"


def test_a_name_typed_in_japanese_that_is_another_seats_face_is_refused(app):
    from game import i18n

    i18n.set_language("ja")
    setup = _setup(app)
    face = setup.seats[1].portrait
    assert setup.seats[1].name != face  # shown translated: the face is the English key
    _focus(app, "  " + i18n._("name"))
    T.press_key(app, "return")
    entry = app.stack.top
    entry.field.text = face
    T.press_key(app, "return")
    assert app.stack.top is entry and entry.error  # two seats would count as one in the records


def test_a_code_typed_into_quick_match_sets_rules_seats_and_seed(app):
    rules = Rules.preset("jda").replace(seats=5, rounds=2, target_points=0, jack_back=True)
    code = dealcode.encode(rules, 777)
    setup = _setup(app)
    _focus(app, "Deal code")
    T.press_key(app, "return")
    T.type_text(app, code.lower())
    T.press_key(app, "return")
    assert app.stack.top is setup
    assert setup.rules == rules and setup.seat_count == 5 and setup.deal_seed == 777
    assert setup.code() == code
    setup.start()
    T.settle(app)
    session = app.stack.top.session
    assert session.seed == 777 and session.rules == rules


def test_a_damaged_code_says_why_and_stays_open(app):
    _setup(app)
    _focus(app, "Deal code")
    T.press_key(app, "return")
    entry = app.stack.top
    T.type_text(app, "K7QM4XRT2")
    T.press_key(app, "return")
    assert app.stack.top is entry and "this one has 9" in entry.error


def test_a_code_by_mouse_clicks_on_the_keys(app):
    code = dealcode.normalise(dealcode.encode(Rules.preset("casual"), 31337))
    setup = _setup(app)
    _focus(app, "Deal code")
    T.press_key(app, "return")
    entry = app.stack.top
    for c in code:
        T.click(app, next(r.center for k, r in entry.keys.keys if k == c))
    T.click(app, next(r.center for k, r in entry.keys.keys if k == DONE))
    assert app.stack.top is setup and setup.deal_seed == 31337


def test_changing_a_rule_drops_the_code(app):
    setup = _setup(app)
    setup.use_deal(dealcode.decode(dealcode.encode(Rules.preset("classic"), 5)))
    assert setup.code() is not None
    setup._set(jack_back=True)
    assert setup.deal_seed is None and setup.code() is None


def test_text_events_are_ignored_when_nothing_is_typed(app):
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="z"))
    assert app.input.feed(pygame.event.Event(pygame.TEXTINPUT, text="z")) == []


def test_a_japanese_name_is_entered_in_kana_with_the_pad():
    """A pad has no IME: the Japanese name keyboard's kana page types, voices (゛ ゜), shrinks (小)
    and, shifted, gives katakana; the English keyboard has no kana page."""
    from game.app.keyboard import SCRIPT

    app = App(headless=True, opener=T.FakePads(PAD), lang="ja")
    setup = _setup(app)
    T.plug_pad(app)
    setup.menu.set_focus(setup.reveal("name:0"))
    T.press_button(app, PAD, "a")
    entry = app.stack.top
    while entry.field.text:
        T.press_button(app, PAD, "b")

    def press(key: str) -> None:
        entry.keys.focus = next(i for i, (k, _rect) in enumerate(entry.keys.keys) if k == key)
        T.press_button(app, PAD, "a")

    assert entry.keys.label(next(i for i, (k, _) in enumerate(entry.keys.keys) if k == SCRIPT)) == "かな"
    for key in (SCRIPT, "か", "゛", "つ", "小", "は", "゜", "SHIFT", "よ", "小"):
        press(key)
    assert entry.field.text == "がっぱョ"
    assert entry.rect.contains(entry.keys.rect)  # the box was sized for the taller kana page
    T.press_button(app, PAD, "start")
    assert app.stack.top is setup and setup.seats[0].name == "がっぱョ"
    english = OnScreenKeyboard("AB", shift=True, space=True)
    assert SCRIPT not in [k for k, _rect in english.keys]
