"""The table's words in Japanese read as Japanese: plays, passes, going out with its place, the
refusals' descriptions of plays, the prompts and the table menu; and every effect an event can show
has no English left in it."""
import pytest

from game import i18n, naming
from game.app.app import App
from game.engine import ClearReason, IllegalMove, Owed, parse_move
from game.engine.cards import parse_cards
from game.engine.events import (
    DecisionOwed, Discarded, EightCut, FellFromGrace, Fouled, Gave, JackBack, LeadTo, Passed, Played,
    RevolutionCancelled, RevolutionLanded, RevolutionPending, SpadeThreeCounter, SuitLocked, TableCleared,
    TaxPaid, TaxReturned, WentOut,
)
from game.table.tour.shots import leading_with
from game.table.tour.shots import table as shot_table
from game.table.view import hud
from game.table.view.animations import EFFECTS, effects_for
from game.table.wording import words
from game.table.wording.refusals import word
from tests.scenes.helpers import english_words
from tests.table.helpers import Seats

S = parse_cards


def text_of(event):
    (fx,) = effects_for(event, Seats(), lambda a, b: True)
    return words.cards_in(fx.text)


@pytest.fixture(autouse=True)
def japanese():
    i18n.set_language("ja")
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("event, text", [
    (Played(1, parse_move("9S 9H"), 8), "アキが9♠ 9♥を出す"),
    (Played(0, parse_move("5H 6H JK=7H"), 8), "あなたが5♥ 6♥ ジョーカー(7♥)を出す"),
    (Passed(2), "ベンはパス"),
    (Passed(0), "あなたはパス"),
    (LeadTo(3), "チエが親"),
    (WentOut(1, 1), "アキが上がり！|1位・大富豪"),
    (WentOut(0, 3), "あなたが上がり！|3位・貧民"),
    (Gave(1, 0, tuple(S("KH 4C"))), "アキがあなたに2枚渡す: K♥ 4♣"),
    (TaxPaid(3, 1, tuple(S("2S"))), "献上: チエがアキに一番強い1枚を渡す: 2♠"),
    (DecisionOwed(0, Owed.DISCARD, 1, None), "あなたが1枚捨てる"),
])
def test_table_messages_in_japanese_word_order(event, text):
    assert text_of(event) == text


def test_each_event_that_shows_an_effect_shows_no_english():
    samples = [
        Played(1, parse_move("3S 4S 5S"), 8), Passed(2), EightCut(1), TableCleared(ClearReason.PASSES, ()),
        TableCleared(ClearReason.EIGHT_CUT, ()), TableCleared(ClearReason.SPADE3, ()), TableCleared(ClearReason.HAND_OVER, ()),
        RevolutionLanded(True, True), RevolutionLanded(False, False), RevolutionPending(2), RevolutionCancelled(0),
        JackBack(1, True, True), JackBack(None, True, True), JackBack(None, False, False), JackBack(0, False, False),
        SuitLocked(("S", "H")), SpadeThreeCounter(0), Gave(0, 1, tuple(S("QS"))), TaxPaid(0, 3, tuple(S("2S AD"))),
        TaxReturned(3, 0, tuple(S("3C 4C"))), Discarded(2, tuple(S("9D"))), Discarded(2, ()), WentOut(2, 2),
        *(Fouled(1, (tag,)) for tag in ("joker", "two", "top_rank", "eight", "spade3", "seven", "ten")),
        FellFromGrace(0, tuple(S("5C"))), LeadTo(0), DecisionOwed(1, Owed.GIVE, 2, 2), DecisionOwed(1, Owed.RETURN, 1, 0),
        DecisionOwed(1, Owed.GIVE, 1, None),
    ]
    assert {type(e) for e in samples} == set(EFFECTS)
    for event in samples:
        for fx in effects_for(event, Seats(), lambda a, b: True):
            shown = [words.cards_in(fx.text), fx.banner]
            assert english_words(shown) == [], (event, shown)


def test_plays_described_as_a_japanese_player_names_them():
    assert naming.describe(parse_move("9S 9H")) == "9のペア"
    assert naming.describe(parse_move("5H 6H 7H")) == "ハートの5〜7の階段"
    assert naming.describe(parse_move("QS QH QD")) == "Qのスリーカード"
    assert naming.shape_word(parse_move("5H 6H 7H 8H")) == "4枚の階段"
    # The hint names a play the same way, without the article English needs.
    assert naming.play_name(parse_move("9S 9H")) == "9のペア"
    assert naming.play_name(parse_move("5H 6H 7H")) == "ハートの5〜7の階段"
    too_weak = IllegalMove("a pair must beat the pair of 9s on the table", "too_weak", table="9S 9H", reversed=False)
    assert word(too_weak) == "場の9のペアより強いペアを出す"
    lock = IllegalMove("suit lock: only hearts and clubs until the table clears", "suit_lock", suits="HC")
    assert word(lock) == "縛り: 場が流れるまでハート、クラブしか出せない"


def test_counts_ordinals_and_titles():
    assert words.cards(1) == "1枚" and words.cards(13) == "13枚"
    assert i18n.ordinal(1) == "1位" and i18n.ordinal(2) == "2位" and i18n.ordinal(11) == "11位"
    assert [words.title(t) for t in ("Millionaire", "Rich", "Commoner", "Poor", "Beggar")] == [
        "大富豪", "富豪", "平民", "貧民", "大貧民"]
    assert words.choose_prompt("give", 2, "Aki") == "アキに渡すカードを2枚選ぶ"


def test_the_game_s_own_seat_names_are_drawn_in_japanese_and_a_typed_one_as_typed():
    from game.table.wording.rules_text import BOT_NAMES, HUMAN_NAMES

    assert words.shown("Taro") == "Taro" and words.shown("You") == "あなた" and words.shown("Goro") == "ゴロウ"
    drawn = [words.shown(name) for name in BOT_NAMES + HUMAN_NAMES]
    assert english_words(drawn) == [] and len(set(drawn)) == len(drawn)
    assert all(len(name) <= 8 for name in drawn)  # the setup's name plates hold eight


def test_the_status_strip_in_japanese(table):
    _app, scene = table()
    i18n.set_language("ja")  # the app starts in the settings' language
    view = scene.session.view()
    assert hud.states(view)[0][0] == "2が強い、3が弱い"
    assert hud.rules_pages(view.rules, 474)[0].startswith("ルール: 革命")
    assert hud.match_label(view.rules, 2) == "第2ゲーム(全2)"


def test_the_prompts_and_the_table_menu_in_japanese():
    from game.table.screens.handoff_scene import TableMenu

    app = App(headless=True, lang="ja")
    s = leading_with("3D 6S")
    scene = shot_table(app, s)
    assert scene.my_turn
    labels = [label for _action, label in scene.prompts()]
    assert labels[:3] == ["選ぶ", "この札を出す", "ヒント"]
    assert "パス" not in labels  # leading: no pass offered
    assert scene.table.status_line()[0] == "あなたが親: 好きな形で出せる"
    menu = TableMenu(app, scene.session)
    assert english_words([menu.heading] + [row.label for row in menu.menu.rows]) == []
    assert english_words(label for _action, label in menu.prompts()) == []
    i18n.set_language("en")  # as Settings, opened from this menu, may do
    menu.resume()
    assert menu.heading == "TABLE MENU" and menu.menu.rows[0].label == "Resume"
    app.shutdown()


def test_a_language_changed_in_settings_rewords_the_prompt_on_coming_back():
    from game.table.screens.handoff_scene import TableMenu

    app = App(headless=True, lang="ja")
    scene = shot_table(app, leading_with("3D 6S"))
    scene.table.explain()
    assert scene.table.message == "あなたが親: 好きな形で出せる"
    app.stack.push(TableMenu(app, scene.session))
    i18n.set_language("en")  # what the Settings row does
    app.stack.pop()
    assert scene.table.message == "Your lead: play any shape"
    app.shutdown()


def test_a_hinted_move_is_named_in_japanese():
    assert words.cards_in(words.move_words(parse_move("give 3C 4C"))) == "3♣ 4♣を渡す"
    assert words.move_words(parse_move("pass")) == "パス"
    assert words.move_words(parse_move("5S 5H")) == "5S 5H"
    i18n.set_language("en")
    assert [words.move_words(parse_move(t)) for t in ("give 3C 4C", "return 3C JK", "pass")] == [
        "give 3C 4C", "return 3C JK", "pass"]  # English: the engine's own text


TABLE_SCENES = ("DealScene", "TaxScene", "PlayScene", "ResultsScene", "HandoffScene")


def test_a_whole_japanese_match_at_the_table_draws_no_english(drawn):
    """Every frame of a match played through (deal, tax, play with refusals and the special cards the
    rules allow, results, the next deal, the match's end) in Japanese: no English word on screen.
    The hint is left out: its reason is the hint's own (game/bots/hint.py)."""
    from game.table.screens import flow
    from game.table.match.seating import SeatConfig
    from game.table.match.session import Session

    app = App(headless=True, lang="ja")
    app.settings.animation_speed = "fast"  # as testing.headless_app sets it: a short test
    app.stack.speed = app.settings.tick_scale()
    rules = leading_with("3C").rules.replace(seats=4, rounds=2, seven_give=True, ten_discard=True,
                                             jack_back=True, revolution_timing="on_clear")
    seats = [SeatConfig("human", "You", "You")] + [SeatConfig("beginner", n, n) for n in ("Aki", "Ben", "Chie")]
    flow.start(app, Session(rules, seats, seed=5))
    seen: set[str] = set()
    said: set[str] = set()  # what the status line said on the viewer's turns
    leaks: dict[str, set[str]] = {}

    def kind_of(top) -> str:
        """The step on show: the play scene shows the tax exchange with its panel."""
        return "TaxScene" if getattr(top, "tax", None) is not None else type(top).__name__

    def step() -> None:
        drawn.clear()
        app.step(1)
        top = app.stack.top
        kind = kind_of(top)
        seen.add(kind)
        code = getattr(getattr(top, "board", None), "code", None)  # the results' deal code is symbols, not words
        found = english_words(text for text, _rect in drawn if text != code)
        if found and kind in TABLE_SCENES:
            leaks.setdefault(kind, set()).update(found)
        if kind in ("PlayScene", "TaxScene") and top.my_turn:
            said.add(top.table.status_line()[0])

    for _ in range(20000):
        top = app.stack.top
        kind = kind_of(top)
        if kind == "ResultsScene" and top.final is not None:
            break
        if kind in ("PlayScene", "TaxScene") and not top.session.fast:
            app.post("page_right")  # fast-forward the bots' turns
        if kind in ("ResultsScene", "DealScene"):
            app.post("confirm")
        elif kind in ("PlayScene", "TaxScene") and top.my_turn:
            s = top.session
            if s.decision() == "play" and s.match.hand.table is None:
                top.pass_turn()  # refused: the leader must play
                step()
            hand = top.table.hand_cards()
            if len(hand) >= 2:
                top.toggle(hand[0])
                top.toggle(hand[-1])  # most often no play: its refusal is drawn
                step()
                top.table.selected.clear()
            top.submit(s.match.legal_moves()[0])
        step()
    assert {"DealScene", "TaxScene", "PlayScene", "ResultsScene"} <= seen
    assert type(app.stack.top).__name__ == "ResultsScene" and app.stack.top.final is not None
    assert "あなたが親: 親はパスできない" in said
    assert any("出せる形ではない" in t or "より強い" in t for t in said), said
    assert leaks == {}
    app.shutdown()
