"""The setup's "?" gives a fuller text with an example for every row; the tax panel says what the
engine's TaxPaid events say (who pays whom, how many), not a fixed sentence."""
import pygame
import pytest

from game.app import testing as T
from game.app.app import App
from game.app.common import MessageOverlay
from game.engine import Rules
from game.engine.events import TaxPaid
from game.gfx.font import FONT
from game.table.match.seating import SeatConfig
from game.table.match.session import Session
from game.table.screens.setup_scene import RulesSetup
from game.table.view.tax_panel import TaxPanel


def help_for(label, foul=False):
    app = App(headless=True)
    setup = RulesSetup(app, "quick")
    if foul:
        setup._set(foul_finish=True)
    app.stack.reset(setup)
    setup.show_more()
    labels = [r.label for r in setup.menu.rows]
    setup.menu.set_focus(labels.index(label), sound=False)
    T.press_key(app, "h")
    top = app.stack.top
    assert isinstance(top, MessageOverlay)
    return top.title, " ".join(top.lines)


@pytest.mark.parametrize("label", ["Preset", "Players", "Seat 2", "  name", "Match length", "Turn timer"])
def test_every_setup_row_has_a_fuller_help_with_an_example(label):
    title, text = help_for(label)
    row_reason = {r.label: r.reason for r in RulesSetup(App(headless=True), "quick").menu.rows}[label]
    assert text != row_reason and "Example" in text, text


def test_preset_help_describes_each_preset_by_its_shown_name_in_a_paragraph_of_its_own():
    app = App(headless=True)
    setup = RulesSetup(app, "quick")
    app.stack.reset(setup)
    setup.menu.set_focus(setup.reveal("preset"), sound=False)
    T.press_key(app, "h")
    lines = app.stack.top.lines
    for name in ("Classic", "Tournament", "President", "Casual", "Contest"):
        assert sum(line.startswith(name + ":") for line in lines) == 1, lines  # each begins a line


def test_foul_rows_have_their_own_help():
    _title, text = help_for("  Foul: two", foul=True)
    assert "any 2" in text and "Example" in text


def after_one_hand(seats, **rules):
    base = Rules.preset("classic").replace(seats=seats, rounds=3, target_points=0, **rules)
    names = ["Ann", "Bea", "Cal", "Dot", "Eve", "Fay"]
    s = Session(base, [SeatConfig("human" if i == 0 else "beginner", n, n) for i, n in enumerate(names[:seats])],
                seed=4)
    while not s.match.between_hands:
        s.apply(s.match.legal_moves()[0])
    return s, s.deal_next()


def test_tax_panel_at_three_seats_and_one_card():
    s, events = after_one_hand(3, tax_cards=1)
    taxes = [e for e in events if isinstance(e, TaxPaid)]
    assert len(taxes) == 1 and len(taxes[0].cards) == 1
    panel = TaxPanel(s, events)
    lines = panel.tax_lines(s.view())
    text = " ".join(lines)
    giver, receiver = taxes[0].giver, taxes[0].receiver
    assert f"{s.name(giver)} (Beggar) pays {s.name(receiver)} (Millionaire) their strongest card" in text
    assert "Poor" not in text and "Rich" not in text


def test_tax_panel_at_five_seats_names_both_payments():
    s, events = after_one_hand(5)
    taxes = [e for e in events if isinstance(e, TaxPaid)]
    lines = TaxPanel(s, events).tax_lines(s.view())
    assert len([line for line in lines if line.startswith("TAX: ")]) == len(taxes) == 2
    assert "(Poor) pays" in " ".join(lines) and "their 2 strongest cards" in " ".join(lines)


def test_tax_panel_clears_every_seat_box_and_card_stack():
    from game.table.view import layout

    for seats in (4, 5, 6):
        s, events = after_one_hand(seats)
        panel = TaxPanel(s, events)
        view = s.view()
        rect, lines, _plain = panel.tax_panel(view)
        for seat, box in layout.seat_boxes(view.seats, view.seat, view.order).items():
            stack = pygame.Rect(box.x, box.bottom, box.width, 14)  # the backs under an opponent's box
            assert not rect.colliderect(box.inflate(4, 4)) and not rect.colliderect(stack), (seats, seat, rect)
        assert all(FONT.size(line)[0] <= rect.width - 8 for line in lines)


def test_tax_panel_speaks_to_a_seat_called_you_that_is_not_the_viewer():
    """A replay or a stand-in: the seat named You returning cards reads "You return", never "You returns"."""
    for seed in range(40):
        base = Rules.preset("classic").replace(seats=4, rounds=3, target_points=0)
        names = ["Ann", "Bea", "You", "Dot"]
        s = Session(base, [SeatConfig("human" if i == 0 else "beginner", n, n) for i, n in enumerate(names)],
                    seed=seed)
        while not s.match.between_hands:
            s.apply(s.match.legal_moves()[0])
        events = s.deal_next()
        view = s.view()
        if view.pending == "return" and view.to_act == 2:
            break
    else:
        pytest.fail("no seed in 40 had the seat called You return cards")
    _rect, lines, _plain = TaxPanel(s, events).tax_panel(view)
    text = " ".join(lines)
    assert "You return " in text and "You returns" not in text, text
