"""Effects and messages do not cover each other: a banner's words are not repeated beside it, and a
flight of cards passes under the message that names it."""
import dataclasses

import pygame
import pytest

from game.engine.cards import parse_cards
from game.engine.events import Discarded, EightCut
from game.table.tour.shots import session, table
from game.table.view import board


def test_the_eight_cut_banner_is_the_only_place_its_words_show(drawn):
    from game.app.app import App

    app = App(headless=True)
    scene = table(app, session(), [EightCut(1)], steps=2)  # the banner still sliding in
    assert scene.table.animator.current.kind == "slash"
    drawn.clear()
    scene.draw(app.display.canvas)
    assert [t for t, _ in drawn if "CUT" in t] == ["EIGHT CUT!"]


def test_flying_discards_pass_under_the_ten_discard_message(drawn, monkeypatch):
    from game.app.app import App

    app = App(headless=True)
    s = session(ten_discard=True)
    scene = table(app, s, [Discarded(0, tuple(parse_cards("4C 5C")))], steps=14)
    assert scene.table.animator.current.kind == "discard"
    card = board.card
    monkeypatch.setattr(board, "card", lambda surface, art, frame, key, cid, pos, *a, **k: (
        drawn.append(("<card>", pos)), card(surface, art, frame, key, cid, pos, *a, **k)))
    drawn.clear()
    scene.draw(app.display.canvas)
    order = [t for t, _ in drawn]
    message = next(i for i, t in enumerate(order) if t.startswith("TEN-DISCARD"))
    assert "<card>" in order and message > max(i for i, t in enumerate(order) if t == "<card>")


def test_the_auto_pass_badge_covers_no_seat_no_card_backs_and_no_hand():
    from game.table.view import layout
    from game.table.view.layout import AUTO_PASS_BADGE as badge

    assert badge.top >= layout.HUD_H and badge.bottom <= layout.BOTTOM
    for seats in range(2, 7):
        for seat, box in layout.seat_boxes(seats, 0).items():
            taken = box.inflate(4, 4)  # with the gold frame of the seat to act
            if seat != 0:
                taken = taken.union(pygame.Rect(box.x, box.bottom, box.width, 14))  # an opponent's backs
            assert not badge.colliderect(taken), (seats, seat)
    for n in range(1, 28):
        assert not any(badge.colliderect(r) for r in layout.hand_rects(n, set(range(n))))


def _taken(seats, viewer_order=None):
    """Every seat layout's boxes with what a PASS tag must leave clear of: portraits, the other boxes (with
    the gold frame of the seat to act), the opponents' card backs, the hand, the auto-pass badge, the canvas."""
    from game.table.view import layout

    boxes = layout.seat_boxes(seats, 0)
    backs = {seat: pygame.Rect(box.x + 4, box.bottom + 3, 9 * 5 + 24, 10) for seat, box in boxes.items() if seat}
    return layout, boxes, backs


def test_the_pass_tag_covers_no_portrait_no_other_seat_no_card_backs_and_no_hand():
    for seats in range(3, 7):
        layout, boxes, backs = _taken(seats)
        for seat, box in boxes.items():
            tag = layout.pass_tag(box).inflate(2, 2)  # with its outline
            assert not tag.colliderect(layout.portrait_rect(box)), (seats, seat)
            assert layout.HUD_H <= tag.top and tag.bottom <= layout.BOTTOM and 0 <= tag.left and tag.right <= 480
            assert not any(tag.colliderect(b.inflate(4, 4)) for s, b in boxes.items() if s != seat), (seats, seat)
            assert not any(tag.colliderect(b) for b in backs.values()), (seats, seat)
            assert not tag.colliderect(layout.AUTO_PASS_BADGE), (seats, seat)
            for n in range(1, 28):
                assert not any(tag.colliderect(r) for r in layout.hand_rects(n, set(range(n)))), (seats, seat, n)


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("seats", [3, 4, 5, 6])
def test_a_seat_that_passed_shows_pass_beside_its_portrait_and_words_not_over_them(drawn, lang, seats):
    """Drawn at every seat count in both languages: the PASS word lies in its tag, the tag on no portrait
    and on none of the box's words (the longest title, Millionaire, included)."""
    from game.app.app import App
    from game.table.view import layout

    app = App(headless=True, lang=lang)
    s = session(seats=seats)
    scene = table(app, s)
    view = s.view()
    view = dataclasses.replace(view, titles=("Millionaire",) * len(view.titles))
    for seat, box in layout.seat_boxes(seats, view.seat, view.order).items():
        drawn.clear()
        board.seat_box(app.display.canvas, scene.table.art, s, view, seat, box, True)
        tag = layout.pass_tag(box)
        words = [(t, r) for t, r in drawn if t != board.pass_word()]
        assert all(tag.inflate(2, 2).contains(r) for t, r in drawn if t == board.pass_word()), (lang, seats, seat)
        assert not tag.colliderect(layout.portrait_rect(box))
        assert not any(tag.colliderect(r) for _t, r in words), (lang, seats, seat, words)


def test_the_pass_bubble_rises_into_the_tag_over_no_words_no_portrait_and_no_card_backs(drawn):
    from game.app.app import App
    from game.table.view import layout

    app = App(headless=True)
    s = session(seats=6)
    scene = table(app, s)
    view = s.view()
    _layout, _boxes, backs = _taken(6)
    for seat, box in layout.seat_boxes(6, view.seat, view.order).items():
        drawn.clear()
        board.seat_box(app.display.canvas, scene.table.art, s, view, seat, box, False)
        texts = [r for t, r in drawn]
        assert len(texts) >= 3
        for step in range(11):
            bubble = layout.pass_bubble(box, step / 10)
            assert not any(bubble.colliderect(r) for r in texts), (seat, step / 10)
            assert not bubble.colliderect(layout.portrait_rect(box))
            assert not any(bubble.colliderect(b) for b in backs.values())  # clear of the card backs
        assert layout.pass_bubble(box, 1.0).top <= layout.pass_tag(box).top  # it ends where the tag stays
