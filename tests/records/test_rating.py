"""Ratings: matches with known places move a rating the right way, a tie leaves two seats level, the
bots' fixed ratings weigh a win, unfinished matches change nothing, a match is rated once, and an old
records file has its finished replays rated once, in order, as it is read."""
from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.records import rating, store
from game.records.rating import Rated, Rating, rate
from game.records.stats import MAX_PLAYERS, Records

from .helpers import play, session

def test_first_place_raises_the_rating_and_last_place_lowers_it():
    ratings: dict[str, Rating] = {}
    bots = [Rated(f"Bot {i}", "medium:steady", points) for i, points in enumerate((6, 4, 2))]
    won = rate(ratings, "m1", [Rated("You", "", 9), *bots])["You"]
    assert won.before == 1500 and won.delta > 0 and ratings["You"].matches == 1
    lost = rate(ratings, "m2", [Rated("You", "", 0), *bots])["You"]
    assert lost.before == won.after and lost.delta < 0
    assert ratings["You"].history == [won.after, lost.after] and ratings["You"].last == "m2"


def test_second_place_moves_less_than_first_and_a_settled_rating_moves_less():
    def gain(points: int, r: Rating | None = None) -> int:
        ratings = {"You": r} if r else {}
        bots = [Rated(f"Bot {i}", "medium:steady", p) for i, p in enumerate((5, 3, 1))]
        return rate(ratings, "m", [Rated("You", "", points), *bots])["You"].delta

    assert gain(9) > gain(4) > 0
    assert 0 < gain(9, Rating(1500.0, 0.2 * rating.SIGMA, 40)) < gain(9)


def test_a_tie_on_points_leaves_the_two_seats_level():
    ratings = {"Aki": Rating(), "Ben": Rating()}
    bots = [Rated("Bot 1", "medium:steady", 3), Rated("Bot 2", "medium:steady", 1)]
    changes = rate(ratings, "m", [Rated("Aki", "", 5), Rated("Ben", "", 5), *bots])
    assert changes["Aki"].after == changes["Ben"].after > 1500
    assert ratings["Aki"].mu == ratings["Ben"].mu and ratings["Aki"].sigma == ratings["Ben"].sigma
    level = rate({}, "n", [Rated("Aki", "", 2), Rated("Bot", "newcomer", 2), Rated("Bot 2", "newcomer", 2)])
    assert level["Aki"].delta == 0  # level with everyone at 1500: a draw all round moves nothing


def test_beating_a_stronger_bot_counts_for_more():
    def gain(strength: str) -> int:
        spec = strength if strength.count(":") else f"{strength}:steady"
        bots = [Rated(f"Bot {i}", spec, p) for i, p in enumerate((5, 3, 1))]
        return rate({}, "m", [Rated("You", "", 9), *bots])["You"].delta

    assert rating.bot_rating("advanced") > rating.bot_rating("medium") > rating.bot_rating("beginner")
    assert rating.bot_rating("advanced", "deep") == rating.bot_rating("advanced")  # budgets: not told apart
    assert gain("advanced") > gain("medium") > gain("beginner") > 0
    assert gain("medium:cutter:cut=1.0") == gain("medium:cutter")  # a level's tweak: its character's rating


def test_a_match_is_rated_once_and_bots_never_move():
    ratings: dict[str, Rating] = {}
    seats = [Rated("You", "", 9), Rated("Bot", "advanced:steady", 2), Rated("Bot 2", "beginner:steady", 1)]
    assert rate(ratings, "m", seats)
    before = Rating(**vars(ratings["You"]))
    assert rate(ratings, "m", seats) == {} and ratings["You"] == before
    assert set(ratings) == {"You"}
    assert rate(ratings, "", seats) == {} and rate(ratings, "x", seats[:1]) == {}


def test_a_finished_match_at_the_table_is_rated_and_told_to_the_results_screen():
    s = play(session(seed=2))
    you = store.load_records().players["You"].rating
    assert you is not None and you.matches == 1 and you.last == s.history.id
    told = rating.outcome(s.history.id, "You")
    assert told is not None and told.after == you.shown and told.before == 1500
    assert rating.outcome(s.history.id, "Aki") is None  # a bot's rating is fixed, never told


def unfinished(seed: int):
    """A match of three hands left after its second: its hands are counted, the match never rated."""
    s = session(seed=seed)
    while len(s.match.results) < 2:
        play(s, moves=1)
    assert not s.match.is_over
    return s


def test_a_match_left_unfinished_changes_nothing():
    s = unfinished(3)
    you = store.load_records().players["You"]
    assert you.scopes["career"].hands == 2 and you.rating is None
    assert rating.outcome(s.history.id, "You") is None


def test_pass_and_play_rates_each_person_against_the_other():
    s = play(session(seed=4, humans=2, mode="pass"))
    players = store.load_records().players
    assert players["You"].rating.matches == players["Aki"].rating.matches == 1
    you, aki = s.match.scores[0], s.match.scores[1]
    if you != aki:
        assert (players["You"].rating.mu > players["Aki"].rating.mu) == (you > aki)


def test_an_old_records_file_has_its_finished_replays_rated_once_in_order(_user_data_dir):
    """A version-1 file (no ratings): its finished matches in the replay list are rated oldest first, as
    they were when played, and the unfinished one is left out; the next write keeps them as version 2."""
    for seed in (5, 6, 7):
        play(session(seed=seed))
    unfinished(8)  # in the replays, never rated
    live = store.load_records().players["You"].rating
    assert live.matches == 3
    path = _user_data_dir / store.RECORDS
    data = json.loads(path.read_text())
    for player in data["players"].values():
        player.pop("rating", None)
    path.write_text(json.dumps({**data, "version": 1}))
    def same(r: Rating) -> None:  # as played (the file keeps two decimals after each match)
        assert (r.history, r.matches, r.last) == (live.history, live.matches, live.last)
        assert r.mu == pytest.approx(live.mu, abs=0.1) and r.sigma == pytest.approx(live.sigma, abs=0.1)

    same(store.load_records().players["You"].rating)
    assert store.take_notices() == []
    assert store.save_records(store.load_records())
    assert json.loads(path.read_text())["version"] == store.RECORDS_VERSION
    same(store.load_records().players["You"].rating)  # read as version 2: not rated a second time


def test_a_friend_past_the_players_kept_is_rated_but_not_kept():
    records = Records()
    for i in range(MAX_PLAYERS):
        records.player(f"p{i}")
    changes = records.rate("m", [Rated("p0", "", 5), Rated("Stranger", "", 3), Rated("Bot", "medium:steady", 1)])
    assert set(changes) == {"p0", "Stranger"} and "Stranger" not in records.players
    assert records.players["p0"].rating.matches == 1


@pytest.mark.parametrize("field, value, said", [
    ("mu", "lots", "You.rating.mu: expected a rating"),
    ("mu", float("nan"), "You.rating.mu: expected a rating"),
    ("sigma", -1, "You.rating.sigma: expected an uncertainty"),
    ("matches", True, "You.rating.matches: expected a count"),
    ("last", "x" * 500, "You.rating.last: expected a match id"),
    ("history", list(range(1000)), "You.rating.history: expected a list of ratings"),
    ("mu", 10 ** 400, "You.rating.mu: expected a rating"),  # before: OverflowError from math.isfinite
])
def test_a_bad_rating_in_the_file_starts_that_rating_again_by_name_and_keeps_the_rest(_user_data_dir, field, value,
                                                                                      said):
    play(session(seed=2))
    path = _user_data_dir / store.RECORDS
    data = json.loads(path.read_text())
    data["players"]["You"]["rating"][field] = value
    path.write_text(json.dumps(data))
    records = store.load_records()
    assert records.players["You"].rating == Rating()
    assert records.players["You"].scopes["career"].hands == 3
    [notice] = store.take_notices()
    assert said in str(notice) and "starts again" in str(notice)


JSON = st.recursive(st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=50),
                    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=10), inner, max_size=5),
                    max_leaves=20)
FIELDS = st.fixed_dictionaries({}, optional={key: JSON | st.integers(-5, 20_000) | st.floats(-5, 20_000)
                                            for key in ("mu", "sigma", "matches", "last", "history")})


@settings(max_examples=300, deadline=None)
@given(JSON | FIELDS)
def test_any_stored_rating_reads_as_a_rating_or_starts_again_with_a_note(data):
    repairs: list[str] = []
    r = Rating.from_dict(data, "You.rating", repairs)
    if repairs:
        assert r == Rating() and len(repairs) == 1 and repairs[0].startswith("You.rating")
    assert 0 <= r.mu < rating.HIGHEST and 0 < r.sigma < rating.HIGHEST and len(r.history) <= rating.HISTORY
    assert Rating.from_dict(r.to_dict(), "You.rating", []) .shown == r.shown
