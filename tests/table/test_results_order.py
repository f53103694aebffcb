"""The results list players by the hand's places after a hand and by match total at the match end,
showing both the total and the last hand's place."""
from game.app.app import App
from game.table.screens.results_scene import ResultsScene
from game.table.tour.shots import session
from game.table.view.table_view import TableView


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
    from game.engine import Rules
    from game.table.match.seating import SeatConfig
    from game.table.match.session import Session

    cfg = [SeatConfig("human", "You", "You")] + [SeatConfig("beginner", n, n) for n in ("Aki", "Ben", "Chie")]
    s = Session(Rules.preset("classic").replace(rounds=3, target_points=0), cfg, seed=2)  # Poor, Beggar: 0
    while not s.match.between_hands:
        s.apply(s.match.legal_moves()[0])
    over = s.match.results[-1]
    scene = ResultsScene(App(headless=True), TableView(App(headless=True), s))
    assert scene.board.order() == list(over.places)


def test_players_level_on_points_each_keep_a_line_of_their_own_in_the_chart():
    import pygame

    from game.gfx.palette import COLORS
    from game.table.screens.results_scene import LINE_COLORS

    from game.engine import Rules
    from game.table.match.seating import SeatConfig
    from game.table.match.session import Session

    cfg = [SeatConfig("human", "You", "You")] + [SeatConfig("beginner", n, n) for n in ("Aki", "Ben", "Chie")]
    s = Session(Rules.preset("classic").replace(rounds=3, target_points=0), cfg, seed=2)  # Poor, Beggar: 0
    while not s.match.between_hands:
        s.apply(s.match.legal_moves()[0])
    assert len(set(s.match.scores)) < 4  # some seats are level (the lower titles score nothing here)
    app = App(headless=True)
    app.stack.reset(ResultsScene(app, TableView(app, s)))
    canvas = app.step(1)
    plot = pygame.Rect(268 + 22, 26 + 18, 204 - 30, 196 - 70)  # the chart's plot area (ResultsBoard._chart)
    seen = {tuple(canvas.get_at((x, y)))[:3] for x in range(plot.left + 1, plot.right - 1)
            for y in range(plot.top + 1, plot.bottom - 1)}
    assert all(tuple(COLORS[LINE_COLORS[seat]])[:3] in seen for seat in range(4))
