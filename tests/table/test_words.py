"""What the table says reads right: per-person grammar for the seat called You, plurals, cards named
as they are drawn (7♥), names never cut, and the confirm prompt naming the decision owed."""
import dataclasses

import pygame
import pytest

from game.app.app import App
from game.engine import Owed, parse_move
from game.engine.cards import parse_cards
from game.engine.events import DecisionOwed, Discarded, LeadTo, Passed, Played, TaxPaid, WentOut
from game.table.tour.shots import session as shot_session
from game.table.tour.shots import table as shot_table
from game.table.view import board, layout
from game.table.view.animations import Shown, effects_for
from game.table.view.table_view import TableView
from game.table.wording.words import cards, cards_in


class Seats:
    """The table protocol effects need: names, boxes and titles."""

    viewer = 0

    def __init__(self, *names):
        self.names = names

    def name(self, seat):
        return self.names[seat]

    def box(self, seat):
        return pygame.Rect(10 * seat, 0, 10, 10)

    def title_of(self, seat, place):
        return "Millionaire"


def text_of(event, *names):
    (fx,) = effects_for(event, Seats(*names), lambda a, b: True)
    return fx.text


@pytest.mark.parametrize("event, you, taro", [
    (LeadTo(0), "You lead", "Taro leads"),
    (Passed(0), "You pass", "Taro passes"),
    (WentOut(0, 1), "YOU ARE OUT!|1st place - Millionaire", "TARO IS OUT!|1st place - Millionaire"),
    (Played(0, parse_move("7H"), 3), "You play 7♥", "Taro plays 7♥"),
    (TaxPaid(0, 1, tuple(parse_cards("2S AH"))), "TAX: You pay Bea your 2 strongest cards: 2♠ A♥",
     "TAX: Taro pays Bea their 2 strongest cards: 2♠ A♥"),
    (Discarded(0, tuple(parse_cards("4C"))), "TEN-DISCARD: You discard 1 card: 4♣",
     "TEN-DISCARD: Taro discards 1 card: 4♣"),
    (DecisionOwed(0, Owed.GIVE, 1, 1), "You give 1 card to Bea", "Taro gives 1 card to Bea"),
])
def test_effects_agree_with_the_seat_they_name(event, you, taro):
    assert text_of(event, "You", "Bea") == you
    assert text_of(event, "Taro", "Bea") == taro


def test_a_payment_to_you_reads_you_mid_sentence():
    assert text_of(TaxPaid(1, 0, tuple(parse_cards("2S"))), "You", "Taro") == "TAX: Taro pays you their strongest card: 2♠"


def test_counts_and_card_codes():
    assert cards(1) == "1 card" and cards(2) == "2 cards"
    assert cards_in("you do not hold 4C TH") == "you do not hold 4♣ 10♥"
    assert cards_in("OK: 5S 5H JK=5D") == "OK: 5♠ 5♥ JK=5♦"
    assert cards_in("suit lock: only hearts") == "suit lock: only hearts"


def test_seat_boxes_show_one_card_and_the_whole_title_inside_the_box(drawn):
    app = App(headless=True)
    s = shot_session()
    scene = shot_table(app, s)
    view = dataclasses.replace(s.view(), counts=(1,) * 4, titles=("Millionaire", "Rich", "Poor", "Beggar"))
    boxes = layout.seat_boxes(view.seats, view.seat, view.order)
    for seat, box in boxes.items():
        drawn.clear()
        board.seat_box(app.display.canvas, scene.table.art, s, view, seat, box, False)
        texts = [t for t, _ in drawn]
        assert "1 card" in texts and view.titles[seat] in texts
        assert all(box.contains(r) for _t, r in drawn), [(t, r) for t, r in drawn if not box.contains(r)]


def test_trick_history_names_players_whole_and_keeps_clear_of_the_side_seats(drawn):
    app = App(headless=True)
    s = shot_session(seats=6)
    shot_table(app, s)  # the table the history is drawn beside
    shown = Shown(table=[("9S", 31)], table_seat=2,
                  trick=[(1, "3♣"), (2, "4♣"), (3, "5♦"), (4, "6♠"), (5, "9♠")])
    drawn.clear()
    board.history(app.display.canvas, s, shown)
    labels = [(t, r) for t, r in drawn]
    assert labels and all(t.split(":")[0] in [s.name(i) for i in range(6)] for t, _ in labels)
    boxes = layout.seat_boxes(6, 0, None)
    for _t, r in labels:
        assert not any(r.colliderect(b.inflate(4, 4)) for b in boxes.values())


def test_the_confirm_prompt_names_the_decision_owed():
    from game.table.tour.shots import leading_with

    app = App(headless=True)
    s = leading_with("TH 4C", ten_discard=True)
    scene = shot_table(app, s)
    s.apply(parse_move("TH"))
    scene.table.animator.flush()
    assert s.decision() == "discard" and scene.my_turn
    assert ("confirm", "Discard this card") in scene.prompts()


def test_a_legal_selection_reads_on_the_felt(drawn):
    from game.gfx.palette import COLORS

    def luminance(rgb):
        def channel(c):
            c /= 255
            return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
        r, g, b = map(channel, rgb)
        return 0.2126 * r + 0.7152 * g + 0.0722 * b

    from game.table.tour.shots import leading_with

    app = App(headless=True)
    s = leading_with("5S")
    scene = shot_table(app, s)
    scene.toggle(int(parse_cards("5S")[0]))
    assert scene.table.message == "OK: 5S" and scene.table.selection_legal
    hi, lo = sorted((luminance(COLORS[scene.table.message_color]), luminance(COLORS["felt"])), reverse=True)
    assert (hi + 0.05) / (lo + 0.05) >= 4.5, scene.table.message_color
    drawn.clear()
    scene.draw(app.display.canvas)
    assert "OK: 5♠" in [t for t, _ in drawn]  # the card named as it is drawn


def test_a_stand_in_playing_for_you_says_the_cpu_plays_your_seat_as_every_screen_says_it():
    app = App(headless=True)
    s = shot_session()
    s.set_standin(0, True)
    scene = shot_table(app, s, still=False)
    seen = set()
    for _ in range(3000):  # until the stand-in's turn for You comes round and the table is still
        app.step(1)
        if s.to_act == 0 and scene.table.animator.idle and not scene.table.hand_done:
            seen.add(scene.table.status_line()[0])
            break
    assert seen == {"You: CPU playing"}  # the phones say "CPU playing" beside the seat too
    app.shutdown()


def test_the_match_winner_called_you_reads_you_win(drawn):
    from game.table.screens.results_scene import ResultsScene

    app = App(headless=True)
    s = shot_session(rounds=1)
    while not s.match.is_over:
        s.apply(s.match.legal_moves()[-1])
    s.match.winner = 0  # the seat called You: the heading's grammar is under test, not who won
    drawn.clear()
    ResultsScene(app, TableView(app, s)).draw(app.display.canvas)
    assert "YOU WIN!" in [t for t, _ in drawn]
    app.shutdown()
