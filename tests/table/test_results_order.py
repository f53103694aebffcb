"""The results list players by the hand's places after a hand and by match total at the match end,
showing both the total and the last hand's place."""
from game.app.app import App
from game.table.results_scene import ResultsScene
from game.table.shots import session
from game.table.table_view import TableView


def finished_match():
    s = session(rounds=3, seats=5)  # the tour's fixed-seed match: its last hand's order is not the totals'
    while not s.match.is_over:
        if s.match.between_hands:
            s.deal_next()
            continue
        s.apply(s.match.legal_moves()[-1])
    return s


def test_the_final_results_are_sorted_by_total_with_the_hands_place_beside_it(drawn):
    s = finished_match()
    over = s.match.results[-1]
    app = App(headless=True)
    scene = ResultsScene(app, TableView(app, s))
    app.stack.reset(scene)
    drawn.clear()
    app.step(1)
    rows = scene.board.order()
    totals = [s.match.scores[seat] for seat in rows]
    assert totals == sorted(totals, reverse=True) and rows[0] == s.match.winner
    assert rows != list(over.places)  # this match shows the difference
    names = [t for t, _ in drawn if t in {s.name(i) for i in range(5)}]
    assert names[:5] == [s.name(seat) for seat in rows]
    texts = [t for t, _ in drawn]
    for seat in rows:
        place = over.places.index(seat) + 1
        assert any(t.endswith(over.titles[seat]) and t[0] == str(place) for t in texts)


def test_after_a_hand_the_results_follow_its_places():
    s = session(rounds=3, seats=4)
    while not s.match.between_hands:
        s.apply(s.match.legal_moves()[0])
    over = s.match.results[-1]
    scene = ResultsScene(App(headless=True), TableView(App(headless=True), s))
    assert scene.board.order() == list(over.places)
