"""Hand shapes, the medium bot's habits and the playout policy."""
from __future__ import annotations

import random

from game.bots import make_bot
from game.bots.policy import JOKER, move_strength, plan, rank_strength
from game.engine import Hand, Rules, parse_cards, parse_move
from game.engine.cards import TEXT
from game.engine.combos import plays_of
from game.engine.moves import play


def ids(text: str) -> list[int]:
    return [int(c) for c in parse_cards(text)]


def units_text(text: str, rev: bool = False) -> list[str]:
    return [" ".join(TEXT[c] for c in u) for u in plan(ids(text), rev)]


def test_plan_keeps_runs_and_groups_weakest_first():
    assert units_text("3S 4S 5S 9H 9D KC") == ["3S 4S 5S", "9H 9D", "KC"]
    assert units_text("5H 5D 6H 6D 7H 7D") == ["5H 5D", "6H 6D", "7H 7D"]  # no run that breaks pairs
    assert units_text("3S 9H 9D 2C", rev=True) == ["2C", "9H 9D", "3S"]  # the order in force


def test_a_plan_is_in_order_of_strength_both_ways():
    """The playout policy reads a plan as already weakest first (``_unit_table`` does not sort it again)."""
    rng = random.Random(5)
    for _ in range(2000):
        cards = sorted(rng.sample(range(54), rng.randrange(1, 16)))
        for rev in (False, True):
            units = plan(cards, rev)
            strengths = [move_strength(play(u), rev) for u in units]
            assert strengths == sorted(strengths), (cards, rev, units)
            assert sorted(c for u in units for c in u) == [c for c in cards if c < 52]


def test_a_plays_strength_is_its_weaker_end_in_force():
    """Jokers in runs reach past the ends (``lo`` -1, ``hi`` 13); a play's strength is still its weaker end."""
    rng = random.Random(6)
    variant = Rules.preset("jda").play_variant
    checked = 0
    for _ in range(300):
        held = tuple(sorted(rng.sample(range(52), 9) + [52, 53]))
        for m in plays_of(held, variant).all:
            i = m.info
            for rev in (False, True):
                weaker = min(rank_strength(i.lo, rev), rank_strength(i.hi, rev))
                ends = JOKER if i.lone_joker or i.joker_group else weaker
                assert move_strength(m, rev) == ends, (m, rev)
                checked += 1
    assert checked > 10_000


def test_medium_breaks_a_pair_to_take_a_trick_the_careful_habit_passes():
    """Taking the lead pays more than keeping the pair (``medium_move``'s measured figures)."""
    from game.bots.medium import careful_move

    hand = Hand.setup(Rules.preset("classic"), ["9S", "TS TH 4C 4D 5S", "6C 7C", "QD QC"], leader=0)
    hand.apply("9S")
    assert careful_move(hand.view(1)) == parse_move("pass")
    assert make_bot("medium").choose(hand.view(1)) == parse_move("TS")


def medium_answer(hands: list[str], moves: list[str], seat: int = 1, rules: Rules | None = None) -> object:
    """What the medium bot in ``seat`` plays after ``moves`` from seat 0's lead (classic rules by default)."""
    hand = Hand.setup(rules or Rules.preset("classic"), hands, leader=0)
    for move in moves:
        hand.apply(move)
    assert hand.to_act == seat
    return make_bot("medium").choose(hand.view(seat))


def test_medium_spends_a_2_when_nothing_weaker_takes_the_trick():
    assert medium_answer(["9S 3H", "2C 4C 4D 5S", "6C 7C 8D", "QD QC KH"], ["9S"]) == parse_move("2C")


def test_medium_passes_on_its_own_play_where_the_pass_clears_the_table():
    rules = Rules.preset("classic").replace(last_player_answers=True)
    hands = ["9S 2H 4H 5D", "2C 4C 4D 5S", "6C 7C 8D", "QD QC KH"]
    assert medium_answer(hands, ["9S", "pass", "pass", "pass"], seat=0, rules=rules) == parse_move("pass")


def test_medium_leads_a_revolution_from_a_weak_hand_not_from_a_strong_one():
    rules = Rules.preset("classic")
    weak = Hand.setup(rules, ["3S 3H 3D 3C 5H 6D 9C", "KS", "KH", "KD"], leader=0)
    assert make_bot("medium").choose(weak.view(0)) == parse_move("3S 3H 3D 3C")
    strong = Hand.setup(rules, ["QS QH QD QC AH 2D 5C", "3S", "3H", "3D"], leader=0)
    assert make_bot("medium").choose(strong.view(0)) == parse_move("5C")


def test_medium_answers_with_its_weakest_lone_card():
    assert medium_answer(["5S", "6S 6H 9D KC 3C", "6C 7C", "QD QC"], ["5S"]) == parse_move("9D")


def test_medium_gives_away_its_most_useless_card():
    rules = Rules.preset("classic").replace(seven_give=True)
    hands = ["7S 4D 9H 9D KC 2C", "5H 6D", "6C 8C", "QD QH"]
    assert medium_answer(hands, ["7S"], seat=0, rules=rules) == parse_move("give 4D")


def test_model_policy_plays_like_the_careful_habit():
    from game.bots.medium import careful_move as medium_move
    from game.bots.policy import model_move
    from game.engine import Match

    checked = 0
    for preset in ("classic", "jda", "president", "casual"):
        match = Match(Rules.preset(preset), seats=4, seed=3)
        while not match.is_over:
            if match.between_hands:
                match.deal_next()
                continue
            view = match.view(match.to_act)
            move = medium_move(view)
            if not match.hand.owed and len(view.legal) > 1:
                assert model_move(match.hand, random.Random(0)) == move
                checked += 1
            match.apply(move)
    assert checked > 100
