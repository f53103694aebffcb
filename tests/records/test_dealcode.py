"""Deal codes: every rule set and seed round-trips, and a damaged code says why it is not valid."""
from __future__ import annotations

import random

import pytest

from game.engine import Match, Rules
from game.engine.rules import PRESETS
from game.records import dealcode
from game.records.dealcode import BadCode, NoCode
from tests.engine.helpers import random_rules


def test_a_quick_match_code_is_ten_symbols_without_look_alikes():
    rules = Rules.preset("classic").replace(rounds=3, target_points=0, seats=5)
    code = dealcode.encode(rules, 123_456_789)
    symbols = dealcode.normalise(code)
    assert len(symbols) == 10 and code == f"{symbols[:5]}-{symbols[5:]}"
    assert not set(symbols) & set("01ILO")
    deal = dealcode.decode(code)
    assert deal.rules == rules and deal.seed == 123_456_789


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_every_preset_alone_fits_ten_symbols(preset):
    rules = Rules.preset(preset)
    for seed in (0, 1, (1 << 30) - 1):
        code = dealcode.encode(rules, seed)
        assert len(dealcode.normalise(code)) == 10
        assert dealcode.decode(code) == dealcode.Deal(rules, seed)


def test_random_rule_sets_round_trip():
    rng = random.Random(13)
    for _ in range(300):
        rounds = rng.choice([0, 1, 4, 7, 99])
        rules = random_rules(rng).replace(
            seats=rng.randint(3, 6), rounds=rounds, target_points=rng.choice([5, 11, 999] + [0] * bool(rounds)),
            turn_timer=rng.choice([0, 15, 25, 3600]),
            points=rng.choice(["titles", (2, 1), (5, -3, 0, 12), (-99, 99, 0, 0, 0, 1)]),
            foul_cards=frozenset(rng.sample(["joker", "two", "top_rank", "eight", "spade3", "seven", "ten"],
                                            rng.randint(0, 7))))
        seed = dealcode.new_seed(rng)
        code = dealcode.encode(rules, seed)
        assert dealcode.decode(code) == dealcode.Deal(rules, seed), code
        assert dealcode.decode(code.lower().replace("-", " ")) == dealcode.Deal(rules, seed)


def test_the_same_code_deals_the_same_cards():
    rules = Rules.preset("jda").replace(rounds=2)
    deal = dealcode.decode(dealcode.encode(rules, 4242))
    assert Match(deal.rules, seed=deal.seed).opening_events == Match(rules, seed=4242).opening_events


def test_every_single_mistyped_symbol_and_every_swap_is_caught():
    code = dealcode.normalise(dealcode.encode(Rules.preset("casual").replace(jack_back=True), 987_654))
    for i, c in enumerate(code):
        for other in dealcode.ALPHABET:
            if other != c:
                with pytest.raises(BadCode, match="does not check out|damaged|cut short|newer|rule set"):
                    dealcode.decode(code[:i] + other + code[i + 1:])
    for i in range(len(code) - 1):
        if code[i] != code[i + 1]:
            with pytest.raises(BadCode):
                dealcode.decode(code[:i] + code[i + 1] + code[i] + code[i + 2:])


@pytest.mark.parametrize("text, why", [
    ("", "none were given"),
    ("K7QM4-XRT2", "has 10 characters; this one has 9"),
    ("K7QM4-XRT2O", "'O' is never in a deal code"),
    ("K7QM4-XRT21", "'1' is never in a deal code"),
    ("K7QM4-XRT2!", "'!' is never"),
])
def test_a_bad_code_says_why(text, why):
    with pytest.raises(BadCode, match=why):
        dealcode.decode(text)


def _signed(symbols: str) -> str:
    return symbols + dealcode.ALPHABET[dealcode._check(symbols)]


def test_a_code_from_a_newer_format_or_an_unknown_preset_says_so():
    newer = dealcode._symbols(1, dealcode.BODY)  # version digit 1
    with pytest.raises(BadCode, match="newer version"):
        dealcode.decode(_signed(newer))
    preset_7 = dealcode._symbols(7 * 4, dealcode.BODY)  # preset digit 7: no such rule set
    with pytest.raises(BadCode, match="rule set number 8"):
        dealcode.decode(_signed(preset_7))


def test_a_body_holding_more_than_a_code_can_is_damaged():
    with pytest.raises(BadCode, match="damaged"):
        dealcode.decode(_signed("Z" * dealcode.BODY))


def test_a_code_whose_custom_rules_were_cut_off_says_so():
    full = dealcode.normalise(dealcode.encode(Rules.preset("classic").replace(jack_back=True), 5))
    with pytest.raises(BadCode, match="cut short"):
        dealcode.decode(_signed(full[:dealcode.BODY]))


def test_a_seed_drawn_elsewhere_has_no_code():
    with pytest.raises(NoCode, match="seed"):
        dealcode.encode(Rules(), 1 << 40)
    with pytest.raises(NoCode, match="seed"):
        dealcode.encode(Rules(), -1)


def test_every_rule_switch_has_a_number_in_the_code():
    """A new switch needs a place at the end of dealcode.FIELDS, or its codes would drop it."""
    names = {name for name, _ in dealcode.FIELDS}
    assert set(Rules().to_dict()) - names <= set(dealcode.NOT_CODED)
