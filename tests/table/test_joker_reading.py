"""Selecting cards the joker can complete in more than one way asks which reading; the choice is played."""
from game.app import testing as T
from game.app.app import App
from game.engine.cards import parse_cards
from game.engine.events import Played
from game.table.screens.handoff_scene import ReadingChooser
from game.table.tour.shots import leading_with, table
from game.table.wording.words import cards_in


def test_seven_eight_joker_offers_two_runs_and_plays_the_one_chosen():
    app = App(headless=True)
    s = leading_with("7C 8C JK")
    scene = table(app, s, steps=1)
    assert scene.my_turn
    cards = scene.table.hand_cards()
    want = {int(c) for c in parse_cards("7C 8C")} | {c for c in cards if c >= 52}
    for cid in sorted(want, key=cards.index):  # walk the cursor to each card and pick it
        while cards[scene.table.cursor] != cid:
            T.press_key(app, "right")
        T.press_key(app, "up")
    assert scene.table.selected == want and scene.table.selection_legal
    assert scene.table.message == "OK: play it, then choose what the joker stands for"  # what to do, not a riddle
    T.press_key(app, "z")
    chooser = app.stack.top
    assert isinstance(chooser, ReadingChooser)
    labels = [row.label for row in chooser.menu.rows]
    assert sorted(labels) == ["7♣ 8♣ JK=6♣", "7♣ 8♣ JK=9♣"]  # named as drawn
    played = []
    apply = s.apply

    def logged(move):
        events = apply(move)
        played.extend(events)
        return events

    s.apply = logged
    T.press_key(app, "down")  # the second reading
    T.press_key(app, "z")
    assert app.stack.top is scene
    (play,) = [e for e in played if isinstance(e, Played)]
    assert play.seat == 0 and cards_in(str(play.move)) == labels[1]
