"""Where a rating shows: the results screen's line at a match's end (new rating, change, certainty in
words), Records' rating chart (turned to the points and back), and a friend's rating in the lobby."""
from __future__ import annotations

import pytest

from game import writer
from game.app import testing as T
from game.net.screens.lobby_scene import with_rating
from game.records import rating, store
from game.records.rating import Rating
from game.records_screens.records_scene import RecordsScene
from game.table.screens.results_scene import ResultsScene
from game.table.view.table_view import TableView

from .helpers import play, session


@pytest.fixture
def app():
    return T.headless_app(lambda a: RecordsScene(a))


def test_the_results_say_the_new_rating_its_change_and_that_it_is_settling(app, drawn):
    s = play(session(seed=2))
    change = rating.outcome(s.history.id, "You")
    results = ResultsScene(app, TableView(app, s))
    app.stack.reset(results)
    drawn.clear()
    app.step(1)
    texts = [text for text, _rect in drawn]
    assert f"RATING {change.after} ({change.delta:+d})" in texts
    assert "settling: 1 of 10 matches" in texts


def test_the_results_of_a_hand_or_of_a_match_not_rated_say_no_rating(app):
    s = session(seed=2)
    while not s.match.between_hands:
        s.apply(s.match.legal_moves()[0])
    assert ResultsScene(app, TableView(app, s)).rating_lines() == []  # a hand's results: the match goes on


def test_pass_and_play_results_give_each_person_a_line(app):
    s = play(session(seed=4, humans=2, mode="pass"))
    lines = [text for text, _color in ResultsScene(app, TableView(app, s)).rating_lines()]
    assert len(lines) == 2 and lines[0].startswith("You ") and lines[1].startswith("Aki ")


def test_records_draw_the_rating_chart_and_confirm_turns_it_to_the_points(app, drawn):
    for seed in (2, 3):
        play(session(seed=seed))
    you = store.load_records().players["You"].rating
    app.stack.reset(RecordsScene(app))
    drawn.clear()
    app.step(1)
    texts = [text for text, _rect in drawn]
    assert f"RATING {you.shown}, LAST 2 MATCHES" in texts and "settling: 2 of 10 matches" in texts
    T.press_key(app, "z")
    drawn.clear()
    app.step(1)
    texts = [text for text, _rect in drawn]
    assert "POINTS, LAST 2 MATCHES" in texts and not any(t.startswith("RATING") for t in texts)


def test_a_player_not_rated_yet_is_told_how_to_be(app, drawn):
    s = session(seed=3)
    while not s.match.results:
        play(s, moves=1)
    writer.settle()
    app.stack.reset(RecordsScene(app))
    drawn.clear()
    app.step(1)
    assert "Finish a match to be rated." in [text for text, _rect in drawn]


def test_the_certainty_is_said_in_words_as_the_matches_add_up():
    assert Rating(matches=3).certainty() == "settling: 3 of 10 matches"
    assert Rating(sigma=0.5 * rating.SIGMA, matches=12).certainty() == "taking shape"
    assert Rating(sigma=0.2 * rating.SIGMA, matches=40).certainty() == "firm"


def test_the_lobby_says_a_joined_friends_rating_by_name_or_that_they_have_none():
    assert with_rating("joined", Rating(1534.4, 200.0, 3, "m", [1534])) == "joined  rating 1534"
    assert with_rating("joined", None) == "joined  not rated yet"
