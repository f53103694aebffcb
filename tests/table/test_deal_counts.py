"""While the deal flies, each seat's box counts the cards dealt to it so far: the tax, which comes
after the deal, is never in the count before it is shown (issue 51)."""
from game.app import testing as T
from game.table.screens.deal_scene import DealScene
from game.table.view.table_view import TableView
from game.table.wording import words


def test_the_seat_boxes_count_the_cards_dealt_so_far(table, drawn):
    app, scene = table()
    s = scene.session
    deal = DealScene(app, TableView(app, s), list(s.match.opening_events))
    app.stack.reset(deal)
    drawn.clear()
    app.step(1)
    texts = {t for t, _ in drawn}
    full = {words.cards(n) for n in s.view().counts}
    assert not texts & full  # a tick into the deal nobody holds a whole hand yet
    T.step_until(app, lambda: app.stack.top is not deal, why="the deal's end")
