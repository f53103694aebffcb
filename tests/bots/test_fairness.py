"""Bots never read hidden cards, and the searching bot keeps to its work budget."""
from __future__ import annotations

import random

import pytest

from game.bots import AdvancedBot, make_bot, personality
from game.bots.sampling import sample_hidden
from game.engine import Match, Rules
from game.engine.determinize import unseen

SPECS = ["beginner", "medium", "advanced:budget=400", "advanced:gambler:budget=400",
         "advanced:budget=20000"]  # the last searches its own leads too (``leads``)


def decision_points(preset: str, seed: int, count: int):
    """Matches paused at seat 0's decisions with a real choice, played on by medium bots."""
    match = Match(Rules.preset(preset), seats=4, seed=seed)
    medium = make_bot("medium")
    found = 0
    while found < count and not match.is_over:
        if match.between_hands:
            match.deal_next()
            continue
        seat = match.to_act
        view = match.view(seat)
        if seat == 0 and len(view.legal) > 1:
            found += 1
            yield match
        match.apply(medium.choose(view))


def redeal_others(match: Match, rng: random.Random) -> None:
    """Shuffle the cards of every seat but 0 among those seats, keeping each seat's count."""
    hand = match.hand
    others = [s for s in range(hand.seats) if s != 0]
    pool = [c for s in others for c in hand.hands[s]]
    rng.shuffle(pool)
    for s in others:
        n = len(hand.hands[s])
        hand.hands[s], pool = sorted(pool[:n]), pool[n:]
    hand._legal = hand._views = None  # the legal moves and views worked out belong to the old cards


@pytest.mark.parametrize("preset", ["classic", "jda"])
def test_choice_ignores_how_the_other_hands_are_dealt(preset):
    rng = random.Random(3)
    for match in decision_points(preset, seed=21, count=4):
        before = match.view(0)
        chosen = [make_bot(spec, seed=9).choose(before) for spec in SPECS]
        redeal_others(match, rng)
        after = match.view(0)
        assert after == before  # the seat sees exactly the same thing
        assert [make_bot(spec, seed=9).choose(after) for spec in SPECS] == chosen


def test_sample_respects_counts_and_known_cards():
    match = Match(Rules.preset("classic").replace(rounds=3, target_points=0), seats=4, seed=4)
    medium = make_bot("medium")
    while match.number < 2 or match.to_act != match.hand.millionaire:
        if match.between_hands:
            match.deal_next()
            continue
        match.apply(medium.choose(match.view(match.to_act)))
    seat = match.to_act
    view = match.view(seat)
    ret = medium.choose(view)
    match.apply(ret)
    view = match.view(seat)
    receiver = next(r for g, r, _ in view.exchanges if g == seat)
    hidden = sample_hidden(view, random.Random(1))
    for s in view.active:
        if s != seat:
            assert len(hidden[s]) == view.counts[s]
    dealt = [c for cards in hidden.values() for c in cards]
    assert len(dealt) == len(set(dealt)) and set(dealt) <= set(unseen(view))
    assert all(int(c) in hidden[receiver] for c in ret.cards)  # what we returned is still there


def test_advanced_bot_keeps_to_its_budget():
    for match in decision_points("classic", seed=5, count=5):
        view = match.view(0)
        for budget in (50, 500, 2000, 20000):
            bot = AdvancedBot(personality("steady").with_changes(budget=budget), seed=1)
            bot.choose(view)
            # a playout started inside the budget may finish past it: one hand's moves at most
            assert bot.work <= budget + 400
            assert bot.work >= min(budget, 1) or bot.samples == 0


def test_tiny_budget_still_answers_legally():
    for match in decision_points("president", seed=6, count=3):
        view = match.view(0)
        bot = AdvancedBot(personality("steady").with_changes(budget=1), seed=1)
        assert bot.choose(view) in view.legal
