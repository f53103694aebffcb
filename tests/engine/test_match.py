"""Scoring, the match end, the winner and the seats (RULES.md §7, §8, §9.19); the turn timer is in
``test_turn_timer``.

Matches are played with a fixed deterministic policy (always the first legal
move), so every run sees the same hands.
"""
from __future__ import annotations

import dataclasses

import pytest

from game.engine import HandInPlay, IllegalMove, Match, MatchFinished, Rules, parse_move
from game.engine.events import DecisionOwed, HandOver, MatchOver

from .helpers import finish_hand, first_legal, of, step

TITLE_POINTS = {"Millionaire": 2, "Rich": 1, "Commoner": 0, "Poor": -1, "Beggar": -2}


def play_out(match: Match) -> list:
    """Play the whole match; returns the events of the last apply."""
    events = []
    while not match.is_over:
        events = step(match, first_legal)
    return events


def moves_equal(move, text: str) -> bool:
    return move == parse_move(text)


# -- points (§7) ---------------------------------------------------------------------


def test_points_list_pads_with_zero():
    """§7: "`points`: either a list, one value per finishing place (a shorter list pads with 0)" """
    match = Match(Rules.preset("classic").replace(points=(2, 1), rounds=3, target_points=0), seats=4, seed=1)
    finish_hand(match)
    result = match.results[-1]
    assert [result.points[s] for s in result.places] == [2, 1, 0, 0]
    assert match.scores == list(result.points)


def test_points_list_one_value_per_place():
    """§7: "`points`: either a list, one value per finishing place" - casual's 3, 2, 1, 0 at 4 seats."""
    match = Match(Rules.preset("casual"), seats=4, seed=2)
    finish_hand(match)
    result = match.results[-1]
    assert [result.points[s] for s in result.places] == [3, 2, 1, 0]


def test_points_list_longer_than_seats_uses_the_first_values():
    """§7: "one value per finishing place" - 3 seats use the first three of 3, 2, 1, 0."""
    match = Match(Rules.preset("casual"), seats=3, seed=2)
    finish_hand(match)
    result = match.results[-1]
    assert [result.points[s] for s in result.places] == [3, 2, 1]


@pytest.mark.parametrize("seats,expected", [
    (3, [2, 0, -2]), (4, [2, 1, -1, -2]), (5, [2, 1, 0, -1, -2]), (6, [2, 1, 0, 0, -1, -2]),
])
def test_points_titles(seats, expected):
    """§7: "or `titles`: Millionaire +2, Rich +1, Commoner 0, Poor -1, Beggar -2." """
    match = Match(Rules.preset("jda"), seats=seats, seed=4)
    finish_hand(match)
    result = match.results[-1]
    assert [result.points[s] for s in result.places] == expected
    assert all(result.points[s] == TITLE_POINTS[result.titles[s]] for s in range(seats))


def test_scores_are_totals_over_hands():
    """§7: "Highest total wins" - scores are the per-hand points added up."""
    match = Match(Rules.preset("jda").replace(rounds=3), seats=4, seed=5)
    play_out(match)
    assert len(match.results) == 3
    assert match.scores == [sum(r.points[s] for r in match.results) for s in range(4)]


def test_scores_and_titles_before_the_first_hand_ends():
    """§7: scores start at zero; titles come from finishing places (§6), so none before a hand ends."""
    match = Match(Rules.preset("jda"), seats=4, seed=0)
    assert match.scores == [0, 0, 0, 0]
    assert match.titles == [None, None, None, None]
    assert match.results == []
    assert not match.is_over and match.winner is None


def test_titles_are_those_of_the_last_hand():
    """§6: "Titles by finishing place" - the match keeps the last hand's titles for the tax."""
    match = Match(Rules.preset("jda"), seats=4, seed=0)
    finish_hand(match)
    assert match.titles == list(match.results[-1].titles)
    finish_hand(match)
    assert match.titles == list(match.results[-1].titles)


def test_a_finished_hand_stops_the_match_until_the_next_is_dealt():
    """§7: "The match ends after `rounds` hands" - until then a new hand follows, dealt as a step of its own."""
    match = Match(Rules.preset("jda"), seats=4, seed=0)
    events = finish_hand(match)
    assert isinstance(events[-1], HandOver) and events[-1].number == 1
    assert match.between_hands and not match.is_over
    assert match.to_act is None and match.legal_moves() == []
    assert match.hand.number == 1 and match.number == 1
    dealt = match.deal_next()
    assert [e.kind for e in dealt[:2]] == ["HandStarted", "TaxPaid"]
    assert of(dealt, DecisionOwed) and of(dealt, HandOver) == []
    assert match.hand.number == 2 and not match.between_hands
    assert match.to_act is not None and match.legal_moves()


def test_the_finished_hand_stays_readable_between_hands():
    """§5: "The hand ends when one seat is left" - its cards, table and places stay for the results screen."""
    match = Match(Rules.preset("jda"), seats=4, seed=0)
    over = of(finish_hand(match), HandOver)[0]
    hand = match.hand
    assert hand.places == list(over.places)
    last = hand.left_over
    assert last is not None
    view = match.view(last)
    assert view.is_over and view.to_act is None and view.legal == ()
    assert view.places == over.places and view.titles == over.titles
    assert view.cards == tuple(hand.cards(last)) and view.cards  # the last seat still holds its cards
    assert view.left_over == hand.left_over


def test_dealing_while_a_hand_is_in_play_is_refused():
    """§7: hands come one after another - the next is dealt only once the one in play is finished."""
    match = Match(Rules.preset("jda"), seats=4, seed=0)
    with pytest.raises(HandInPlay, match="still in play"):
        match.deal_next()
    match.apply(first_legal(match))
    with pytest.raises(HandInPlay):
        match.deal_next()


def test_dealing_after_the_match_is_refused():
    """§7: "The match ends after `rounds` hands" - no hand follows the last one."""
    match = Match(Rules.preset("jda").replace(rounds=1, target_points=0), seats=4, seed=0)
    events = finish_hand(match)
    assert of(events, MatchOver) and match.is_over and match.between_hands
    with pytest.raises(MatchFinished, match="match is over"):
        match.deal_next()
    assert match.hand.number == 1


def test_moves_between_hands_are_refused():
    """§5: a finished hand takes no more moves; the next one has to be dealt first."""
    match = Match(Rules.preset("jda"), seats=4, seed=0)
    finish_hand(match)
    with pytest.raises(IllegalMove, match="dealt first"):
        match.apply("pass")


# -- the match end (§7, §9.19) -------------------------------------------------------------


def test_match_ends_after_rounds():
    """§7: "The match ends after `rounds` hands" """
    match = Match(Rules.preset("jda").replace(rounds=2, target_points=0), seats=4, seed=0)
    finish_hand(match)
    assert not match.is_over
    events = finish_hand(match)
    assert match.is_over
    assert len(match.results) == 2
    (over,) = of(events, MatchOver)
    assert over.winner == match.winner
    assert over.scores == tuple(match.scores)


def test_match_ends_at_first_hand_reaching_target_points():
    """§7: "or at the end of the first hand after which a seat has at least `target_points`." """
    match = Match(Rules.preset("classic").replace(points=(2, 1), rounds=0, target_points=5), seats=4, seed=3)
    while not match.is_over:
        assert max(match.scores) < 5
        finish_hand(match)
    assert max(match.scores) >= 5
    before = [sum(r.points[s] for r in match.results[:-1]) for s in range(4)]
    assert max(before) < 5


def test_target_points_reached_exactly_ends_the_match():
    """§7: "a seat has at least `target_points`" - equal counts. Target 2 with points 2, 1: one hand."""
    match = Match(Rules.preset("classic").replace(points=(2, 1), rounds=0, target_points=2), seats=4, seed=0)
    finish_hand(match)
    assert match.is_over
    assert len(match.results) == 1
    assert max(match.scores) == 2


def test_both_set_rounds_first():
    """§9.19: "**Match end**: with both `rounds` and `target_points` set, whichever comes first" - rounds."""
    match = Match(Rules.preset("classic").replace(rounds=2, target_points=100), seats=4, seed=0)
    play_out(match)
    assert len(match.results) == 2


def test_both_set_target_first():
    """§9.19: "**Match end**: with both `rounds` and `target_points` set, whichever comes first" - target."""
    match = Match(Rules.preset("classic").replace(points=(2, 1), rounds=50, target_points=4), seats=4, seed=0)
    play_out(match)
    assert len(match.results) < 50
    assert max(match.scores) >= 4


def test_both_zero_refused():
    """§9.19: "both 0 is refused." """
    with pytest.raises(ValueError):
        Rules.preset("classic").replace(rounds=0, target_points=0)
    with pytest.raises(ValueError):
        Rules(rounds=0, target_points=0)
    with pytest.raises(ValueError):
        Rules.preset("jda").replace(rounds=0)  # jda has target_points 0


def test_rules_are_fixed_when_the_match_starts():
    """§7: "Rules are fixed when the match starts." """
    rules = Rules.preset("jda")
    match = Match(rules, seats=4, seed=0)
    with pytest.raises(dataclasses.FrozenInstanceError):
        match.rules.rounds = 9  # type: ignore[misc]
    assert match.rules.rounds == 5


def test_no_moves_after_the_match_is_over():
    """§7: "The match ends after `rounds` hands" - nothing more may be played."""
    match = Match(Rules.preset("jda").replace(rounds=1), seats=4, seed=0)
    play_out(match)
    assert match.is_over
    assert match.legal_moves() == []
    with pytest.raises(IllegalMove):
        match.apply("pass")


# -- the winner (§7) --------------------------------------------------------------------------


def test_winner_has_the_highest_total():
    """§7: "Highest total wins" """
    for seed in range(6):
        match = Match(Rules.preset("jda").replace(rounds=3), seats=4, seed=seed)
        play_out(match)
        assert match.scores[match.winner] == max(match.scores)


def test_tie_broken_by_last_hand_finishing_order():
    """§7: "a tie is broken by the finishing order of the last hand." """
    ties = discriminating = 0
    for seed in range(60):
        match = Match(Rules.preset("jda").replace(rounds=2), seats=4, seed=seed)
        play_out(match)
        best = max(match.scores)
        tied = [s for s in range(4) if match.scores[s] == best]
        if len(tied) < 2:
            continue
        ties += 1
        expected = next(s for s in match.results[-1].places if s in tied)
        assert match.winner == expected, f"seed {seed}"
        discriminating += expected != min(tied)
    assert ties >= 1 and discriminating >= 1


# -- seats (§8) ------------------------------------------------------------------------------


@pytest.mark.parametrize("seats", [2, 7, 0, -1])
def test_match_refuses_bad_seat_counts(seats):
    """§8: "every preset allows 3-6" seats."""
    with pytest.raises(ValueError):
        Match(Rules.preset("classic"), seats=seats)


@pytest.mark.parametrize("seats", [3, 6])
def test_match_accepts_three_to_six_seats(seats):
    """§8: "every preset allows 3-6" seats."""
    match = Match(Rules.preset("classic"), seats=seats, seed=0)
    assert len(match.scores) == seats
