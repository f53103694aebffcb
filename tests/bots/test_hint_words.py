"""The hint's words are true of the position and its numbers are the search's (issue 10, item 4).

Each of the issue's examples is a fixed position: an ace is never "cheap", a
broken pair is named, a seat about to go out is warned of by its name; the
figures in a reason are the ones ``advanced.tried`` finds for that seed; the
Japanese reason says the same; and a hint fits the table's message box.
"""
from __future__ import annotations

import re

import pytest

from game import i18n
from game.bots import AdvancedBot, personality
from game.bots.advanced import Tried, tried
from game.bots.hint import HINT_BUDGET, advise, hint, reason
from game.engine import PASS, Hand, Rules, parse_move
from game.gfx.font import FONT
from game.table import board

from .helpers import views_with_choices

CLASSIC = Rules.preset("classic")
NAMES = ["You", "Ren", "Aki", "Mio"]


def after_a_five(second: str) -> Hand:
    """Seat 0 led the 5S; seat 1 (``second``) answers; nobody is near going out."""
    hand = Hand.setup(CLASSIC, ["5S 3H 4D 7D", second, "6C 7C 8D", "QD QC KD"], leader=0)
    hand.apply("5S")
    return hand


def one_card_left() -> Hand:
    """Seat 0 leads while seat 1 (Ren) holds a single card."""
    return Hand.setup(CLASSIC, ["4S 5H 9H 9D", "3C", "6C 7C 8D", "QD QC 9C"], leader=0)


def row(figures, text: str):
    return next(r for r in figures if str(r.move) == text)


def said(r) -> str:
    return f"{r.place + 1:.1f}"


def said_against(first, other) -> tuple[str, str]:
    """(the choice's place, the other's) as the hint says them: over the playouts both had."""
    mine, theirs = (other.shared[1], other.shared[0]) if other.shared else (first.place, other.place)
    return f"{mine + 1:.1f}", f"{theirs + 1:.1f}"


def test_an_ace_is_not_called_cheap_and_its_figures_are_the_searchs():
    view = after_a_five("AS 6H 6D 9C").view(1)
    figures = advise(view, seed=1).figures
    ace, passing = row(figures, "AS"), row(figures, "pass")
    text = reason(view, parse_move("AS"), figures, NAMES)
    assert "cheap" not in text
    assert text == (f"takes the trick in {ace.tricks} of {ace.deals} deals tried; "
                    f"average place {said(ace)} ({said(passing)} if you pass); keeps your pair of 6s")


def test_a_play_never_holding_the_table_says_it_is_beaten_not_takes_it_in_0():
    view = after_a_five("AS 6H 6D 9C").view(1)
    figures = [Tried(parse_move("9C"), 20, 0, 1.0, 20), Tried(PASS, 20, 0, 2.0, 20)]
    text = reason(view, parse_move("9C"), figures, NAMES)
    assert text.startswith("is beaten in all 20 deals tried; average place 2.0 (3.0 if you pass)")
    assert "0 of" not in text


def test_the_choice_is_set_against_a_dropped_move_on_the_playouts_both_had():
    view = after_a_five("AS 6H 6D 9C").view(1)
    # passing was dropped after 12 playouts: over those the 9C averaged 1.5 places (0-based), passing 2.0
    figures = [Tried(parse_move("9C"), 40, 0, 1.0, 40), Tried(PASS, 12, 0, 0.5, 12, shared=(2.0, 1.5))]
    assert "average place 2.5 (3.0 if you pass)" in reason(view, parse_move("9C"), figures, NAMES)
    # a move that is not the choice is said with its own figures
    assert "passing averages place 1.5 (2.0 with 9C)" in reason(view, PASS, figures[::-1], NAMES)


def test_breaking_a_pair_is_said():
    view = after_a_five("KS KH JC 6D").view(1)
    text = reason(view, parse_move("KS"), advise(view, seed=1).figures, NAMES)
    assert "breaks your pair of Ks" in text and "cheap" not in text


def test_a_seat_about_to_go_out_is_named_by_its_name():
    view = one_card_left().view(0)
    figures = advise(view, seed=1).figures
    text = reason(view, parse_move("4S"), figures, NAMES)
    assert text.endswith("careful: Ren has 1 card left") and "seat" not in text
    assert "careful: seat 1 has 1 card left" in reason(view, parse_move("4S"), figures)  # no names: its number


def test_the_numbers_are_the_search_statistics_for_the_seed():
    for view in views_with_choices("classic", seed=4, count=5):
        move, text = hint(view, NAMES, seed=9)
        bot = AdvancedBot(personality("steady").with_changes(budget=HINT_BUDGET), 9)
        rows = tried(bot, view)
        assert move == rows[0].move == AdvancedBot(personality("steady"), 9).choose(view)
        best = rows[0]
        if best.deals and move.kind.value == "play" and move.size < len(view.cards):
            took = f"in {best.tricks} of {best.deals} deal" if best.tricks else f"beaten in all {best.deals} deals"
            assert took in text or "clears the table" in text
        if best.deals and len(rows) > 1:
            passing = next((r for r in rows[1:] if r.deals and r.move.kind.value == "pass"), None)
            mine, theirs = said_against(best, passing or next(r for r in rows[1:] if r.deals))
            assert f"place {mine} ({theirs}" in text or f"place {theirs} ({mine}" in text


def test_the_hint_is_the_same_for_the_same_seed():
    view = one_card_left().view(0)
    assert hint(view, NAMES, seed=3) == hint(view, NAMES, seed=3)
    assert advise(view, seed=3) == advise(view, seed=3)


def test_the_reason_comes_in_japanese():
    view = one_card_left().view(0)
    figures = advise(view, seed=1).figures
    pairs = row(figures, "9H 9D")
    i18n.set_language("ja")  # the autouse fixture puts English back
    text = reason(view, pairs.move, figures, NAMES)
    assert f"試した配り{pairs.deals}通り中{pairs.tricks}通りで場を取る" in text
    assert f"平均{said(pairs)}位" in text and text.endswith("注意：Renは残り1枚")
    assert not re.search("[a-z]{3,}", text)  # no English word left (card codes and "Ren" only)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_hint_fits_two_lines_of_the_message_box_with_the_longest_names(lang):
    i18n.set_language(lang)
    longest = ["Abcdefghijkl"] * 4  # a seat's name is cut to 12 characters
    for preset in ("classic", "jda"):
        for view in views_with_choices(preset, seed=3, count=10):
            advice = advise(view, budget=400, seed=3)
            text = reason(view, advice.move, advice.figures, longest, lambda t: board.hint_fits(advice.move, t))
            lines = FONT.wrap(board.cards_in(board.hint_text(advice.move, text)), board.STATUS_W)
            assert len(lines) <= board.HINT_LINES, lines


def test_a_reason_too_long_for_its_box_keeps_what_matters_most():
    view = one_card_left().view(0)
    figures = advise(view, seed=1).figures
    assert reason(view, parse_move("9H 9D"), figures, NAMES, fits=lambda text: False) == \
        "careful: Ren has 1 card left"


def test_a_joker_the_move_spends_is_not_said_to_be_kept():
    hand = Hand.setup(CLASSIC, ["5H 7C KD JK", "4S 6H 8D", "6C 7D 8C", "QD QC TD"], leader=0)
    view = hand.view(0)
    assert "joker" not in reason(view, parse_move("JK=5S 5H"))
    assert reason(view, parse_move("7C")) == "keeps your joker"
