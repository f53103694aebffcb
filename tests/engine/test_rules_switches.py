"""Rules: presets (RULES.md §8), switch validation, and the dict form level files use."""
import pytest

from game.engine import Rules
from game.engine.rules import PRESETS


def test_presets_match_the_table_in_section_8():
    """§8: the four presets."""
    classic, jda, president, casual = (Rules.preset(n) for n in ("classic", "jda", "president", "casual"))
    assert (classic.jokers, classic.deal, classic.pass_locks_out, classic.effects_in_runs) == (1, "all", True, True)
    assert (classic.revolution_timing, classic.revolution_carries_over, classic.spade3) == ("on_clear", True, True)
    assert (classic.points, classic.target_points, classic.rounds, classic.first_leader) == ((2, 1), 7, 0, "random")
    assert classic.foul_cards == {"joker", "two"} and not classic.foul_finish and classic.tax_cards == "by_players"
    assert (jda.deal, jda.pass_locks_out, jda.effects_in_runs, jda.revolution_timing) == ("equal", False, False, "immediate")
    assert jda.suit_lock and jda.give_discard_up_to and jda.foul_finish and jda.fall_from_grace
    assert jda.foul_cards == {"joker", "top_rank", "eight", "spade3", "seven", "ten"}
    assert (jda.tax_cards, jda.tax_return, jda.points, jda.rounds) == (2, "choose", "titles", 5)
    assert (president.jokers, president.tax_return, president.first_leader) == (2, "weakest", "seat0")
    assert president.foul_cards == {"joker", "two", "eight", "spade3"} and not president.give_discard_up_to
    assert (casual.spade3, casual.first_leader, casual.points, casual.pass_locks_out) == (False, "3D", (3, 2, 1, 0), False)
    assert not casual.foul_finish and casual.foul_cards == {"joker", "two"}  # §9.18: classic's set while off
    for rules in (classic, jda, president, casual):
        assert rules.seats == 4 and rules.next_leader == "beggar" and rules.seating == "keep"
        assert rules.eight_cut and rules.revolution and rules.revolution_runs == 0 and not rules.jack_back
        assert not rules.seven_give and not rules.ten_discard and rules.turn_timer == 0


def test_unknown_preset_is_a_value_error():
    with pytest.raises(ValueError, match="unknown preset"):
        Rules.preset("poker")


def test_rules_are_frozen_and_replace_returns_a_new_value():
    rules = Rules.preset("classic")
    locked = rules.replace(suit_lock=True)
    assert locked.suit_lock and not rules.suit_lock
    with pytest.raises(AttributeError):
        rules.suit_lock = True


@pytest.mark.parametrize("switch, value", [
    ("suit_lock", 1), ("jokers", 3), ("deal", "some"), ("revolution_timing", "later"), ("foul_cards", ["ace"]),
    ("points", "lots"), ("tax_cards", 9), ("seats", 7), ("seats", 2), ("turn_timer", -1), ("points", [1.5]),
])
def test_bad_values_are_value_errors_naming_the_switch(switch, value):
    with pytest.raises(ValueError, match=switch):
        Rules.preset("classic").replace(**{switch: value})


def test_unknown_switch_is_refused():
    with pytest.raises((ValueError, TypeError), match="wild_cards"):
        Rules.preset("classic").replace(wild_cards=True)


def test_both_match_ends_zero_is_refused():
    """§9.19: 'both 0 is refused.'"""
    with pytest.raises(ValueError):
        Rules.preset("classic").replace(target_points=0, rounds=0)


@pytest.mark.parametrize("name", list(PRESETS))
def test_dict_round_trip(name):
    rules = Rules.preset(name)
    data = rules.to_dict()
    assert Rules.from_dict(data) == rules
    assert isinstance(data["foul_cards"], list)


def test_from_dict_takes_a_preset_and_overrides():
    rules = Rules.from_dict({"preset": "jda", "jack_back": True, "foul_cards": ["joker"]})
    assert rules.jack_back and rules.suit_lock and rules.foul_cards == {"joker"}


def test_from_dict_names_unknown_keys():
    with pytest.raises(ValueError, match="colour"):
        Rules.from_dict({"preset": "jda", "colour": "red"})
