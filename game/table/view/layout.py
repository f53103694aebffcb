"""Owns where things sit on the 480x270 table.

The viewer (the human whose hand is shown) always sits at the bottom; the
other seats go clockwise around the top in turn order, so a 6-seat table
still leaves the middle free for the play to beat and the trick history.
Every rectangle here stays inside the canvas above the 12-px prompt bar.
"""
from __future__ import annotations

import pygame

from game.gfx.cards import CARD_H, CARD_W

WIDTH, HEIGHT = 480, 270
BOTTOM = 258  # top of the prompt bar
HUD_H = 21  # the status strip across the top: states, then the rules
SEAT_W, SEAT_H = 96, 34  # an opponent's box: portrait, name, count, title, score

# Opponent boxes by how many opponents there are, clockwise from the viewer's left.
_L, _TL, _T, _TR, _R = (4, 100), (56, 25), (192, 25), (328, 25), (380, 100)
_SLOTS = {1: (_T,), 2: (_TL, _TR), 3: (_L, _T, _R), 4: (_L, _TL, _TR, _R), 5: (_L, _TL, _T, _TR, _R)}

TABLE_CENTER = (240, 92)  # middle of the play to beat, clear of the top seat's cards
HISTORY_Y = 124  # trick history row
STATUS_Y = 152  # message lines (whose turn, the engine's reason, the hint): up to three
HAND_Y = 204
HAND_X = 264  # centre of the fanned hand, clear of the viewer's box  # top of an unselected card in the hand
LIFT = 8  # a selected card rises this much
VIEWER_BOX = pygame.Rect(4, 164, SEAT_W, SEAT_H)  # the viewer's own portrait box
# Under the viewer's box, where nothing else is drawn: above it, it hid the left seat's card backs; lower
# than the box's PASS tag (``pass_tag``), which hangs below the box's corner.
AUTO_PASS_BADGE = pygame.Rect(VIEWER_BOX.x, VIEWER_BOX.bottom + 10, SEAT_W, 22)
GOAL_CORNER = pygame.Rect(VIEWER_BOX.x, AUTO_PASS_BADGE.bottom + 3, SEAT_W, 22)  # a campaign goal, above the prompt bar
PORTRAIT = 24  # a seat's portrait, at (3, 5) in its box
PASS_TAG_W, PASS_TAG_H = 25, 10  # with a 1-px outline, it still ends inside the canvas at the right seat
DISCARD_POS = (436, 170)
DECK_POS = (228, 78)
# A panel over the empty play area (the tax, the exchange's summary): between the side seats' boxes
# (x 4-100 and 380-476), its top at PANEL_Y.
PANEL_X0, PANEL_X1, PANEL_Y = 104, 376, 76


def seat_boxes(seats: int, viewer: int, order: tuple[int, ...] | None = None) -> dict[int, pygame.Rect]:
    """A box for every seat: the viewer bottom-left, the others around the top in turn order."""
    turn = list(order) if order else list(range(seats))
    start = turn.index(viewer) if viewer in turn else 0
    others = [turn[(start + i) % len(turn)] for i in range(1, len(turn))]
    boxes = {viewer: VIEWER_BOX.copy()}
    for seat, (x, y) in zip(others, _SLOTS[len(others)]):
        boxes[seat] = pygame.Rect(x, y, SEAT_W, SEAT_H)
    return boxes


def portrait_rect(box: pygame.Rect) -> pygame.Rect:
    return pygame.Rect(box.x + 3, box.y + 5, PORTRAIT, PORTRAIT)


def pass_tag(box: pygame.Rect) -> pygame.Rect:
    """Where a seat that passed shows PASS: hung on its box's bottom-right corner, clear of the portrait,
    the name, count and title inside and of an opponent's card backs under the box (they end 24 px short
    of its right edge)."""
    return pygame.Rect(box.right - 22, box.bottom - 1, PASS_TAG_W, PASS_TAG_H)


def pass_bubble(box: pygame.Rect, progress: float) -> pygame.Rect:
    """The PASS bubble, rising into the place of the seat's PASS tag (progress 0 to 1)."""
    tag = pass_tag(box)
    bubble = pygame.Rect(0, 0, PASS_TAG_W, 13)  # as wide as the tag
    bubble.midbottom = (tag.centerx, tag.bottom + 3 + int((1 - progress) * 4))
    return bubble


def seat_anchor(box: pygame.Rect) -> tuple[int, int]:
    """Where a seat's cards fly from and to: the middle of its box."""
    return box.center


def hand_step(count: int) -> int:
    """Spacing of the fanned hand: as wide as fits between the viewer box and the discard pile."""
    room = 320 - CARD_W
    return max(8, min(CARD_W + 2, room // max(1, count - 1)))


def hand_rects(count: int, selected: set[int] | frozenset[int] = frozenset()) -> list[pygame.Rect]:
    """Rects of the fanned hand, left to right; index i is lifted when i is in ``selected``."""
    step = hand_step(count)
    width = CARD_W + step * (count - 1) if count else 0
    x0 = HAND_X - width // 2
    return [pygame.Rect(x0 + i * step, HAND_Y - (LIFT if i in selected else 0), CARD_W, CARD_H)
            for i in range(count)]


def hand_hit(rects: list[pygame.Rect], pos: tuple[int, int]) -> int | None:
    """The card under the pointer: cards are drawn left to right, so the rightmost hit is on top."""
    for i in range(len(rects) - 1, -1, -1):
        if rects[i].collidepoint(pos):
            return i
    return None


def row_rects(count: int, center: tuple[int, int], gap: int = 2) -> list[pygame.Rect]:
    """Full-size cards side by side, centred (the play to beat)."""
    step = CARD_W + gap if count <= 8 else max(10, (300 - CARD_W) // (count - 1))
    width = CARD_W + step * (count - 1) if count else 0
    x0 = center[0] - width // 2
    return [pygame.Rect(x0 + i * step, center[1] - CARD_H // 2, CARD_W, CARD_H) for i in range(count)]

