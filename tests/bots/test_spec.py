"""A bot spec is a value (strength and personality) with a text form the arena's command line writes."""
import pytest

from game.bots import PERSONALITIES, BotSpec, Strength, make_bot, personality
from game.engine import Match, Rules
from game.table.match.brains import Brains
from game.table.match.session import SeatConfig


@pytest.mark.parametrize("text", ["advanced:steady", "medium:cutter:noise=0.2", "beginner:hoarder",
                                  "advanced:revolutionary:budget=1234,noise=0.1", "advanced:deep",
                                  "medium:steady:hold=0.95,revolution=-0.5,risk=0.0"])
def test_the_text_form_reads_back_as_the_same_value(text):
    spec = BotSpec.parse(text)
    assert str(spec) == text and BotSpec.parse(str(spec)) == spec


def test_a_spec_is_written_as_its_preset_and_the_parameters_that_differ():
    spec = BotSpec(Strength.ADVANCED, personality("gambler").with_changes(budget=900))
    assert str(spec) == "advanced:gambler:budget=900"
    assert BotSpec.parse("advanced") == BotSpec(Strength.ADVANCED, PERSONALITIES["steady"])
    assert BotSpec.parse(" medium : cutter ").personality == personality("cutter")


@pytest.mark.parametrize("text, words", [
    ("grandmaster", 'bot "grandmaster": strength: expected one of beginner, medium, advanced, got "grandmaster"'),
    ("", 'bot "": strength: expected one of beginner, medium, advanced'),
    ("medium:sleepy", 'bot "medium:sleepy": unknown personality "sleepy"'),
    ("advanced:budget=lots", 'bot "advanced:budget=lots": personality parameter budget: expected a number'),
    ("advanced:wisdom=3", 'bot "advanced:wisdom=3": unknown personality parameter "wisdom"'),
])
def test_a_bad_spec_names_the_part_that_is_wrong(text, words):
    with pytest.raises(ValueError) as err:
        BotSpec.parse(text)
    assert str(err.value).startswith(words)


def test_make_bot_takes_the_value_or_its_text_alike():
    match = Match(Rules.preset("classic"), seats=4, seed=5)
    view = match.view(match.to_act)
    for text in ("medium:hoarder", "advanced:quick:noise=0.2", "beginner"):
        by_value, by_text = make_bot(BotSpec.parse(text), seed=7), make_bot(text, seed=7)
        assert type(by_value) is type(by_text) and by_value.persona == by_text.persona
        assert by_value.choose(view) == by_text.choose(view)


def test_the_table_hands_a_seat_settings_to_its_bot_as_a_value():
    seats = [SeatConfig(), SeatConfig("advanced", "Aki", "Aki", "hoarder:noise=0.2"),
             SeatConfig("beginner", "Ben", "Ben", "quick"), SeatConfig("medium", "Mio", "Mio", "steady")]
    brains = Brains(seats, seed=1)
    assert brains.bots[1].persona == personality("hoarder").with_changes(noise=0.2)
    assert [type(brains.bots[i]) for i in range(4)] == [type(make_bot(s)) for s in
                                                         ("medium", "advanced", "beginner", "medium")]
    assert brains.bots[2].persona == personality("quick")
