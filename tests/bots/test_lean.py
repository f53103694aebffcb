"""A searching bot's character takes a signature move only when its search rates it close to the best
(``lean``), and a bot that leans nowhere plays the search's choice exactly as before."""
from __future__ import annotations

from dataclasses import replace

import pytest

from game.bots import make_bot
from game.bots.advanced import _wish_key, candidates
from game.bots.base import personality_of
from game.bots.style import hoards
from game.bots.lean import (
    BREAK_MARGIN,
    CUT_MARGIN,
    HOARD_MARGIN,
    REVOLUTION_MARGIN,
    in_mood,
    promises,
    searched_lean,
)
from game.engine import Hand, MoveKind, Rules, parse_move
from game.engine.judge import is_revolution

from .helpers import views_with_choices

CLASSIC = Rules.preset("classic")
SURE = ":revolution=0.99,cut=0.99,hold=0.9"  # every lean drawn at these seeds, short of a promise


def rated_as(gaps: dict[str, float]):
    """A stand-in search: the moves named, best first, each this far below the best."""
    ranked = sorted(((parse_move(text), gap) for text, gap in gaps.items()), key=lambda r: r[1])
    return lambda view, wishes: ranked


def lead_with_four_fives():
    return Hand.setup(CLASSIC, ["5S 5H 5D 5C 9S KH 2C", "4C 6D 7S", "6C 7C 8D", "QD QC KS"], leader=0).view(0)


def on_table(hands: list[str], lead: str):
    hand = Hand.setup(CLASSIC, hands, leader=0)
    hand.apply(lead)
    return hand.view(1)


# (character, its view, the search's choice, the signature move, that signature's margin)
SIGNATURES = {
    "revolution": ("revolutionary" + SURE, lead_with_four_fives, "9S", "5S 5H 5D 5C", REVOLUTION_MARGIN),
    "cut": ("cutter" + SURE, lambda: on_table(["7S 3H", "8C 9D 4C 4D 5S", "6C 7C 8D", "QD QC KH"], "7S"),
            "9D", "8C", CUT_MARGIN),
    "hoard": ("hoarder" + SURE, lambda: on_table(["9S 3H", "2C 4C 4D 5S", "6C 7C 8D", "QD QC KH"], "9S"),
              "2C", "pass", HOARD_MARGIN),
    "break": ("gambler:risk=0.99,noise=0", lambda: on_table(["7S 3H", "9D 9C 4C 5S", "6C 7C 8D", "QD QC KH"], "7S"),
              "pass", "9D", BREAK_MARGIN),  # at a risk of 1 it always would (a promise)
}


@pytest.mark.parametrize("close", [True, False])
@pytest.mark.parametrize("signature", SIGNATURES)
def test_a_signature_move_is_made_only_where_the_search_rates_it_within_its_margin(signature, close):
    spec, view, best, wished, margin = SIGNATURES[signature]
    gap = margin / 2 if close else margin + 0.1
    move = searched_lean(personality_of(spec), 1, view(), rated_as({best: 0.0, wished: gap}))
    assert move == parse_move(wished if close else best)


def test_the_search_is_asked_once_and_rates_the_wished_for_revolution():
    asked = []

    def rate(view, wishes):
        asked.append(wishes)
        return [(parse_move("9S"), 0.0)]

    searched_lean(personality_of("revolutionary" + SURE), 1, lead_with_four_fives(), rate)
    assert len(asked) == 1 and parse_move("5S 5H 5D 5C") in asked[0]


def test_an_advanced_revolutionary_follows_its_own_searchs_ratings():
    """Over real searches (a small budget): a revolution rated within the margin is played, one rated
    further below is not, and both happen."""
    bot = make_bot("advanced:revolutionary:revolution=0.99,budget=600", seed=3)
    seen = set()
    for seed in range(1, 9):
        for view in views_with_choices("classic", seed, 80, seat=None):
            plays = [m for m in view.legal if m.kind is MoveKind.PLAY]
            if not any(is_revolution(m, view.rules) for m in plays) or any(m.size == len(view.cards) for m in plays):
                continue
            move = bot.choose(view)
            revs = [gap for m, gap in bot.behind.items() if m.kind is MoveKind.PLAY and is_revolution(m, view.rules)]
            close = bool(revs) and min(revs) <= REVOLUTION_MARGIN
            assert (move.kind is MoveKind.PLAY and is_revolution(move, view.rules)) is close
            seen.add(close)
    assert seen == {True, False}


# The steady advanced bot's moves on these views before the characters' search-aware lean (budget 400).
STEADY = ['3C 4C 5C', '4H 5H 6H', 'pass', '3S', 'KS', '8H', 'TD', 'KC', '2S', 'pass', '6S 6C', '8H 8C']


@pytest.mark.parametrize("spec", ["advanced", "advanced:quick", "advanced:deep"])
def test_steady_and_the_budgets_play_the_searchs_choice_as_before(spec):
    bot = make_bot(spec + ":budget=400", seed=5)
    views = views_with_choices("classic", 11, 12, seat=None)
    assert [str(bot.choose(v)) for v in views] == STEADY
    assert all(bot.choose(v) == bot.evaluate(v)[0][0] for v in views)


def _unsearched(view):
    """A legal move the search would not try of its own accord (none: None)."""
    suits = view.rules.suit_lock
    tried = {_wish_key(m, suits) for m in candidates(view)}
    return next((m for m in view.legal if _wish_key(m, suits) not in tried), None)


@pytest.mark.parametrize("pending", [False, True], ids=["play", "give"])
def test_a_wish_the_search_would_not_try_is_searched_once(pending):
    """A play wished twice is rated once; a spare give is rated beside the gives the search tries,
    though all of them are gives (they once shared one key, so the hoarder's give was never rated)."""
    bot = make_bot("advanced:budget=3000", seed=2)
    view, wish = next((v, m) for v in views_with_choices("classic", 4, 400, seat=None)
                      if bool(v.pending) is pending and (m := _unsearched(v)) is not None)
    rated = [m for m, _ in bot.evaluate(view, extra=[wish, wish])]
    assert rated.count(wish) == 1 and len(rated) == len(set(rated))


def test_a_revolution_shunned_this_turn_is_not_played_to_avoid_a_pass():
    """A risk-taker that shuns revolutions answers rather than pass only with a play it does not shun."""
    view = on_table(["4S 4H 4D 4C 3H", "5S 5H 5D 5C 9S", "6C 7C 8D", "QD QC KH"], "4S 4H 4D 4C")
    move = searched_lean(personality_of("gambler:revolution=-1,noise=0"), 1, view,
                         rated_as({"pass": 0.0, "5S 5H 5D 5C": 0.05}))
    assert move.kind is MoveKind.PASS


@pytest.mark.parametrize("spec", ["revolutionary", "cutter", "hoarder", "gambler"])
def test_a_habit_at_its_full_value_is_a_promise_and_the_gambler_is_the_one_preset_that_makes_one(spec):
    assert promises(personality_of(spec)) is (spec == "gambler")
    for habit in ("revolution=1", "cut=1", "hold=1", "risk=1"):
        assert promises(personality_of(f"{spec}:{habit}"))


def test_a_searching_hoarder_hoards_in_more_hands_than_at_medium_and_a_promise_stays_one():
    """The hoarder's mood (one draw a hand) comes in about 70% of hands at advanced, half at medium."""
    hoarder = personality_of("hoarder")
    view = Hand.setup(CLASSIC, ["3C 4C 5C 6C 7C 9H", "4D 6D 7S", "6H 7H 8D", "QD QC KS"], leader=0).view(0)
    views = [replace(view, number=n) for n in range(400)]
    medium = sum(hoards(hoarder, 1, v) for v in views) / len(views)
    searching = sum(hoards(in_mood(hoarder), 1, v) for v in views) / len(views)
    assert 0.4 < medium < 0.6 and 0.6 < searching < 0.8
    for spec in ("steady", "revolutionary", "hoarder:hold=1", "hoarder:hold=0.9", "steady:hold=0.2"):
        assert in_mood(personality_of(spec)) == personality_of(spec)
