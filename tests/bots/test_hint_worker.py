"""The hint, the worker thread, bot specs and personalities."""
from __future__ import annotations

import pytest

from game.bots import PERSONALITIES, AdvancedBot, MediumBot, make_bot, personality
from game.bots.hint import hint, reason
from game.bots.worker import BotWorker
from game.engine import Hand, Match, Rules, parse_move


def views_with_choices(preset: str, seed: int, count: int, seat: int = 0):
    match = Match(Rules.preset(preset).replace(rounds=3, target_points=0), seats=4, seed=seed)
    medium = make_bot("medium")
    out = []
    while len(out) < count and not match.is_over:
        view = match.view(match.to_act)
        if match.to_act == seat and len(view.legal) > 1:
            out.append(view)
        match.apply(medium.choose(view))
    return out


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
    assert reason(view, parse_move("4H 4D")) == "leads the pair of 4s, a cheap play and keeps your pair of Ks"
    hand.apply("4H 4D")
    hand.apply("9H 9D")
    assert reason(hand.view(2), parse_move("pass")).startswith("nothing you hold beats")


def test_worker_returns_the_bots_move():
    view = views_with_choices("classic", seed=7, count=1)[0]
    bot = AdvancedBot(personality("steady").with_changes(budget=300), seed=4)
    worker = BotWorker()
    worker.submit(bot, view)
    move = worker.wait(timeout=30)
    assert move == AdvancedBot(personality("steady").with_changes(budget=300), seed=4).choose(view)
    assert worker.poll() is None and not worker.busy


def test_worker_drops_a_cancelled_search():
    view = views_with_choices("classic", seed=8, count=1)[0]
    worker = BotWorker()
    worker.submit(MediumBot(), view)
    worker.cancel()
    worker._done.wait(5)
    assert worker.poll() is None


def test_worker_reraises_a_bot_error():
    class Broken:
        name = "broken"

        def choose(self, view):
            raise RuntimeError("no idea")

    worker = BotWorker()
    worker.submit(Broken(), views_with_choices("classic", seed=8, count=1)[0])
    with pytest.raises(RuntimeError):
        worker.wait(timeout=5)


def test_bot_specs_and_personalities():
    bot = make_bot("advanced:revolutionary:budget=1234,noise=0.1", seed=3)
    assert isinstance(bot, AdvancedBot) and bot.persona.revolution == PERSONALITIES["revolutionary"].revolution
    assert bot.persona.budget == 1234 and bot.persona.noise == 0.1
    assert make_bot("beginner").name == "beginner"
    for bad in ("grandmaster", "medium:sleepy", "advanced:budget=lots", "advanced:wisdom=3"):
        with pytest.raises(ValueError):
            make_bot(bad)
    assert personality("hoarder").hold > personality("cutter").hold
