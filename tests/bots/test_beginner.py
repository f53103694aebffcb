"""The beginner plays like a novice: too high, pairs broken, best cards led early; never nonsense."""
from __future__ import annotations

from game.bots import make_bot
from game.bots.policy import strength
from game.engine import Hand, Match, Rules, parse_move

CLASSIC = Rules.preset("classic")
SEEDS = range(40)


def choices(hand: Hand, seat: int, spec: str = "beginner") -> set[str]:
    return {str(make_bot(spec, seed=s).choose(hand.view(seat))) for s in SEEDS}


def test_never_spends_the_joker_on_a_seven_early_in_the_hand():
    with_answers = Hand.setup(CLASSIC, ["7S 3H", "3C 4D 5H 9S 9D KC JK 6C", "6D 7C", "QD QC"], leader=0)
    with_answers.apply("7S")
    assert "JK" not in choices(with_answers, 1)
    no_answer = Hand.setup(CLASSIC, ["7S 3H", "3C 4D 5H 6S 3D 4C JK 6C", "6D 7C", "QD QC"], leader=0)
    no_answer.apply("7S")
    assert choices(no_answer, 1) == {"pass"}


def test_plays_too_high_and_breaks_pairs():
    hand = Hand.setup(CLASSIC, ["5S 3H", "6H 9D 9C KC AS 4D 4C", "6D 7C", "QD QC"], leader=0)
    hand.apply("5S")
    answers = choices(hand, 1)
    assert {"AS", "KC"} & answers  # far above the 6H that would do
    assert {"9D", "9C"} & answers  # a pair broken to answer a single
    lead = Hand.setup(CLASSIC, ["4S", "4C 4D 9S KH AS", "6D 7C", "QD QC"], leader=1)
    leads = choices(lead, 1)
    assert "AS" in leads and {"4C", "4D"} & leads  # its best card early, and a pair broken


def test_millionaire_returns_its_weakest_cards_in_the_tax():
    checked = 0
    for seed in range(12):
        match = Match(CLASSIC.replace(rounds=2, target_points=0), seats=4, seed=seed)
        bot = make_bot("beginner", seed=seed)
        while match.number < 2 or match.hand.pending != "return":
            if match.between_hands:
                match.deal_next()
                continue
            match.apply(bot.choose(match.view(match.to_act)))
        view = match.view(match.to_act)
        move = bot.choose(view)
        held = sorted(strength(int(c), view.reversed) for c in view.cards)
        assert sorted(strength(int(c), view.reversed) for c in move.cards) == held[:move.size]
        checked += 1
    assert checked == 12


def test_goes_out_when_one_play_can():
    hand = Hand.setup(CLASSIC, ["3H 4H", "9D 9C", "6D 7C", "QD QC"], leader=1)
    assert choices(hand, 1) == {str(parse_move("9C 9D"))}
