"""The deal: the "N set aside" label is never crossed by a card in flight, whatever the seat count."""
import pygame
import pytest

from game.app.app import App
from game.engine import Rules
from game.gfx.font import FONT
from game.table.match.seating import SeatConfig
from game.table.match.session import Session
from game.table.screens.deal_scene import ASIDE_LABEL, DealScene
from game.table.view import layout
from game.table.view.table_view import TableView


@pytest.mark.parametrize("seats", [3, 4, 5, 6])
@pytest.mark.parametrize("viewer", [0, 2])
def test_no_card_flies_over_the_set_aside_label(seats, viewer):
    app = App(headless=True)
    cfg = [SeatConfig("human" if i == viewer else "beginner", f"P{i}", f"P{i}") for i in range(seats)]
    session = Session(Rules.preset("classic").replace(seats=seats), cfg, seed=5)
    scene = DealScene(app, TableView(app, session), list(session.match.opening_events)).dealing
    w, h = FONT.size(scene.aside_text if scene.set_aside else "9 set aside")
    label = pygame.Rect(ASIDE_LABEL, (w + 1, h + 1))  # the shadow is one pixel down and right
    boxes = layout.seat_boxes(seats, session.viewer, session.match.hand.order)
    for t in range(scene.total_ticks + 1):
        scene.t = t
        hit = [r for r in scene.flying(boxes) if r.colliderect(label)]
        assert not hit, f"tick {t}: a card at {hit[0]} crosses the label {label}"


def test_the_label_is_drawn_where_the_test_looks():
    app = App(headless=True)
    cfg = [SeatConfig("human", "P0", "P0")] + [SeatConfig("beginner", f"P{i}", f"P{i}") for i in range(1, 5)]
    session = Session(Rules.preset("classic").replace(seats=5), cfg, seed=5)
    scene = DealScene(app, TableView(app, session), list(session.match.opening_events)).dealing
    scene.set_aside = 2
    surface = pygame.Surface((480, 270))
    scene.draw(surface)
    x, y = ASIDE_LABEL
    w, h = FONT.size(scene.aside_text)
    # Some text pixel differs from the felt under it somewhere in the label's box.
    colors = {tuple(surface.get_at((x + i, y + j))) for i in range(w) for j in range(h)}
    assert len(colors) > 1
