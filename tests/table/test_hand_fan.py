"""A fan of 15 cards and more overlaps each card's bottom-right index: the sliver left of it is hidden
rather than misread (a Q without its tail reads as a G); the top-left index still names every card."""
import pygame

from game.app import testing as T
from game.engine.cards import TEXT
from game.gfx.cards import CARD_H, CARD_W
from game.gfx.palette import COLORS
from game.table.view import board, layout


def test_a_tight_fan_hides_the_covered_bottom_right_indices():
    T.headless_app()  # the display the card art is made for
    surface = pygame.Surface((layout.WIDTH, layout.HEIGHT))
    cards = [TEXT.index(c) for c in "3S 4S 5S 6S 7S 8S 9S TS JS QS KS AS 2S 3H 4H".split()]
    board.hand(surface, board.card_art(False), cards, 0, set(), None, set(), True, None)
    rects = layout.hand_rects(len(cards))
    assert rects[1].x - rects[0].x < CARD_W - 2  # 15 cards: the fan is tighter than the index
    for left, right in zip(rects, rects[1:]):
        sliver = [(x, y) for x in range(left.x + CARD_W - 7, right.x)
                  for y in range(left.y + CARD_H - 9, left.y + CARD_H - 2)]
        assert all(surface.get_at(p)[:3] == COLORS["white"][:3] for p in sliver)
