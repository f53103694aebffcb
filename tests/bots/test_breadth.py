"""The search's field of candidates widens with its budget (``advanced.breadth``) and the
default field is untouched: a longer search also weighs the plays the heuristic leaves out."""
from __future__ import annotations

from game.bots.advanced import DEFAULT_BUDGET, MAX_CANDIDATES, WIDEST, _play_key, breadth, candidates
from game.bots.base import personality
from game.engine import Hand, MoveKind, Rules

from .helpers import views_with_choices

CLASSIC = Rules.preset("classic")


def test_the_field_is_the_heuristics_few_up_to_the_default_budget_then_grows_to_a_cap():
    assert breadth(100) == breadth(DEFAULT_BUDGET) == MAX_CANDIDATES
    deep = breadth(personality("deep").budget)
    assert MAX_CANDIDATES < deep <= WIDEST
    widths = [breadth(b) for b in range(DEFAULT_BUDGET, 200_001, 1000)]
    assert widths == sorted(widths) and widths[-1] == WIDEST


def test_a_wide_field_weighs_a_lone_two_broken_from_a_pair():
    hand = Hand.setup(CLASSIC, ["9C", "JH QS QH QD QC KD 2S 2H", "3S 4S 5S 6S 7S", "3H 4H 5H 6H 7H"])
    hand.apply("9C")
    view = hand.view(1)
    narrow, wide = candidates(view), candidates(view, WIDEST)
    assert not any(m.cards and m.info.lo == 12 for m in narrow)  # rank index 12: the 2s
    assert wide[:len(narrow)] == narrow and any(m.size == 1 and m.info.lo == 12 for m in wide[len(narrow):])


def test_a_wide_field_is_every_distinct_play_it_has_room_for_after_the_heuristics_picks():
    for preset in ("classic", "jda"):
        for view in views_with_choices(preset, seed=4, count=12):
            narrow, wide = candidates(view), candidates(view, WIDEST)
            assert wide[:len(narrow)] == narrow and all(m in view.legal for m in wide)
            if view.pending:
                assert wide == narrow  # a give or return weighs the same few at any budget
                continue
            keys = [_play_key(m, view.rules.suit_lock) for m in wide]
            assert len(keys) == len(set(keys)) <= WIDEST
            plays = {_play_key(m, view.rules.suit_lock) for m in view.legal if m.kind is MoveKind.PLAY}
            assert plays <= set(keys) or len(wide) == WIDEST
