"""The hint, the table's path to it and to bot moves (the worker), bot specs and personalities."""
from __future__ import annotations

import pytest

from game.bots import PERSONALITIES, AdvancedBot, make_bot, personality
from game.bots.hint import hint, reason
from game.engine import Hand, Rules, parse_move
from game.table.match.brains import Brains
from game.table.match.seating import SeatConfig

from .helpers import views_with_choices


@pytest.mark.parametrize("preset", ["classic", "jda", "president", "casual"])
def test_hint_gives_a_legal_move_and_a_reason(preset):
    for view in views_with_choices(preset, seed=2, count=4):
        move, why = hint(view, budget=300)
        assert move in view.legal
        assert why and "\n" not in why


def test_hint_for_a_tax_return_and_a_seven_give():
    rules = Rules.preset("classic").replace(seven_give=True)
    hand = Hand.setup(rules, ["7S 7H 3D 4C KS KH", "9H 9D", "5C 6C", "QD QC"], leader=0)
    hand.apply("7S 7H")
    move, why = hint(hand.view(0), budget=200)
    assert move.kind.value == "give" and move in hand.view(0).legal and why.startswith("gives away")
    returns = [v for v in views_with_choices("jda", seed=3, count=40) if v.pending == "return"]
    for view in returns:
        move, why = hint(view, budget=200)
        assert move in view.legal and why.startswith("returns")


def test_reasons_name_what_the_move_does():
    hand = Hand.setup(Rules.preset("classic"), ["8S 4H 4D KS KD", "9H 9D 6D", "5C 6C 7D", "QD QC TD"], leader=0)
    view = hand.view(0)
    assert "lead again" in reason(view, parse_move("8S"))
    assert reason(view, parse_move("4H 4D")) == "keeps your pair of Ks"
    hand.apply("4H 4D")
    hand.apply("9H 9D")
    assert reason(hand.view(2), parse_move("pass")) == "nothing you hold beats the pair of 9s"


def test_bot_moves_and_hints_take_the_same_path_through_the_worker():
    """The table's brains search both in the bot process and hand each answer over once."""
    seats = [SeatConfig("human"), SeatConfig("advanced", personality="steady"), SeatConfig("medium")]
    brains = Brains(seats + [SeatConfig("beginner")], seed=40)
    mine = views_with_choices("classic", seed=7, count=1, seat=0)[0]
    theirs = views_with_choices("classic", seed=7, count=1, seat=1)[0]
    assert brains.move_for(1, theirs) is None  # asked: the search runs while the table draws
    assert brains.move_for(1, theirs, block=True) == make_bot("advanced:steady", seed=41).choose(theirs)
    brains.think_hint(0, mine)
    assert brains.hint_for(0, mine, block=True) == hint(mine, names=brains.names, seed=40)
    assert brains.hint_for(0, mine) is None  # handed over once; asking again starts a new search
    brains.cancel_hint()
    assert brains.hint_for(0, mine, block=True) == hint(mine, names=brains.names, seed=40)


def test_bot_specs_and_personalities():
    bot = make_bot("advanced:revolutionary:budget=1234,noise=0.1", seed=3)
    assert isinstance(bot, AdvancedBot) and bot.persona.revolution == PERSONALITIES["revolutionary"].revolution
    assert bot.persona.budget == 1234 and bot.persona.noise == 0.1
    assert make_bot("beginner").name == "beginner"
    for bad in ("grandmaster", "medium:sleepy", "advanced:budget=lots", "advanced:wisdom=3"):
        with pytest.raises(ValueError):
            make_bot(bad)
    assert personality("hoarder").hold > personality("cutter").hold
