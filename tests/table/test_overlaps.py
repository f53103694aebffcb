"""Effects and messages do not cover each other: a banner's words are not repeated beside it, and a
flight of cards passes under the message that names it."""
import pygame

from game.engine.cards import parse_cards
from game.engine.events import Discarded, EightCut
from game.table import board
from game.table.shots import session, table


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
    from game.table import layout
    from game.table.layout import AUTO_PASS_BADGE as badge

    assert badge.top >= layout.HUD_H and badge.bottom <= layout.BOTTOM
    for seats in range(2, 7):
        for seat, box in layout.seat_boxes(seats, 0).items():
            taken = box.inflate(4, 4)  # with the gold frame of the seat to act
            if seat != 0:
                taken = taken.union(pygame.Rect(box.x, box.bottom, box.width, 14))  # an opponent's backs
            assert not badge.colliderect(taken), (seats, seat)
    for n in range(1, 28):
        assert not any(badge.colliderect(r) for r in layout.hand_rects(n, set(range(n))))


def test_the_pass_bubble_never_covers_a_seat_s_name_count_or_title(drawn):
    from game.app.app import App
    from game.table import layout

    app = App(headless=True)
    s = session(seats=6)
    scene = table(app, s)
    view = s.view()
    for seat, box in layout.seat_boxes(6, view.seat, view.order).items():
        drawn.clear()
        board.seat_box(app.display.canvas, scene.table.art, s, view, seat, box, False)
        texts = [r for t, r in drawn]
        assert len(texts) >= 3
        for step in range(11):
            bubble = board.pass_bubble(box, step / 10)
            assert not any(bubble.colliderect(r) for r in texts), (seat, step / 10)
            assert bubble.bottom <= box.bottom + 2  # clear of the card backs under the box
