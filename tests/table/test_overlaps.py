"""Effects and messages do not cover each other: a banner's words are not repeated beside it, and a
flight of cards passes under the message that names it."""
from game.engine.cards import parse_cards
from game.engine.events import Discarded, EightCut
from game.table import board
from game.table.shots import session, table


def test_the_eight_cut_banner_is_the_only_place_its_words_show(drawn):
    from game.app.app import App

    app = App(headless=True)
    scene = table(app, session(), [EightCut(1)], steps=2)  # the banner still sliding in
    assert scene.animator.current.kind == "slash"
    drawn.clear()
    scene.draw(app.display.canvas)
    assert [t for t, _ in drawn if "CUT" in t] == ["EIGHT CUT!"]


def test_flying_discards_pass_under_the_ten_discard_message(drawn, monkeypatch):
    from game.app.app import App

    app = App(headless=True)
    s = session(ten_discard=True)
    scene = table(app, s, [Discarded(0, tuple(parse_cards("4C 5C")))], steps=14)
    assert scene.animator.current.kind == "discard"
    card = board.card
    monkeypatch.setattr(board, "card", lambda surface, art, frame, key, cid, pos, *a, **k: (
        drawn.append(("<card>", pos)), card(surface, art, frame, key, cid, pos, *a, **k)))
    drawn.clear()
    scene.draw(app.display.canvas)
    order = [t for t, _ in drawn]
    message = next(i for i, t in enumerate(order) if t.startswith("TEN-DISCARD"))
    assert "<card>" in order and message > max(i for i, t in enumerate(order) if t == "<card>")
