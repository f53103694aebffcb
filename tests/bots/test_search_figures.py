"""The advanced search's outcomes per candidate (``hint.advise``): counted from its own playouts,
and reading them never changes what the bot chooses."""
from __future__ import annotations

import random

from game.bots import AdvancedBot, personality
from game.bots.advanced import GUESSES, takes_trick
from game.bots.hint import advise
from game.engine import Hand, MoveKind, Rules

from .helpers import views_with_choices

CLASSIC = Rules.preset("classic")


def test_the_figures_follow_the_bots_own_ranking_and_choice():
    for preset in ("classic", "jda"):
        for view in views_with_choices(preset, seed=6, count=4):
            bot = AdvancedBot(personality("steady").with_changes(budget=800), seed=2)
            advice = advise(view, budget=800, seed=2)
            assert [o.move for o in advice.figures] == [m for m, _ in bot.evaluate(view)]
            assert advice.move == advice.figures[0].move == bot.choose(view)
            for o in advice.figures:
                assert o.took <= {deal for deal, _, _ in o.playouts}
                assert all(0 <= place <= view.seats - 1 for _, _, place in o.playouts)
                if o.move.kind is not MoveKind.PLAY:
                    assert not o.took


def test_every_playout_is_counted_once():
    view = views_with_choices("classic", seed=8, count=1)[0]
    seen = []
    bot = AdvancedBot(personality("steady").with_changes(budget=600), seed=1)
    ranked = bot.evaluate(view, lambda move, base, playout_seed, place: seen.append(move))
    outcomes = advise(view, budget=600, seed=1).figures
    assert sum(len(o.playouts) for o in outcomes) == len(seen) and {o.move for o in outcomes} == {m for m, _ in ranked}
    assert all(0 < len({deal for deal, _, _ in o.playouts}) <= min(len(o.playouts), GUESSES) for o in outcomes)


def test_a_play_nobody_can_beat_takes_the_trick_and_one_beaten_does_not():
    for seed in range(5):
        top = Hand.setup(CLASSIC, ["2S 4C 9D", "5D", "6H 7H 8H"], leader=0)
        top.apply("2S")  # no joker out: nothing beats a 2
        assert takes_trick(top, random.Random(seed))
        low = Hand.setup(CLASSIC, ["3C 4C 9D", "5D", "6H 7H 8H"], leader=0)
        low.apply("3C")  # seat 1 goes out with its 5D on it
        assert not takes_trick(low, random.Random(seed))


def test_an_eight_cut_takes_the_trick_at_once():
    hand = Hand.setup(CLASSIC, ["8S 4C 9D", "2D", "6H 7H 9H"], leader=0)
    hand.apply("8S")
    assert hand.table is None and takes_trick(hand, random.Random(0))


def test_a_long_search_plays_its_few_guesses_again_instead_of_drawing_more():
    views = views_with_choices("classic", seed=3, count=30)
    late = [v for v in views if len(v.active) >= 3 and sum(v.counts) - v.counts[0] >= 10]
    view = min(late, key=lambda v: sum(v.counts))  # short playouts: many samples for the budget
    hands = []
    bot = AdvancedBot(seed=1)
    bot.evaluate(view, lambda move, base, playout_seed, place: hands.append(base))
    assert bot.samples > GUESSES
    distinct = {id(h): h for h in hands}.values()
    assert 1 < len(distinct) <= GUESSES
    assert len({tuple(map(tuple, h.hands)) for h in distinct}) == len(distinct)  # one hand per deal drawn


def test_an_endgame_with_one_possible_deal_is_dealt_once():
    view = min(views_with_choices("classic", seed=3, count=30), key=lambda v: sum(v.counts))
    assert len(view.active) == 2  # the rival holds every unseen card
    hands = []
    AdvancedBot(seed=1).evaluate(view, lambda move, base, playout_seed, place: hands.append(base))
    assert len(hands) > 1 and len({id(h) for h in hands}) == 1
