"""Decisions owed and reasons a table clears are enum members (``Owed``, ``ClearReason``), written
to saves as the words saves have always held (RULES.md §4, §6, §9.14)."""
import json

import pytest

from game.engine import ClearReason, Match, Owed, Rules
from game.engine.events import DecisionOwed, TableCleared
from game.engine.state import saved_hand, saved_hand_from_dict

from .helpers import hand, line, of


def test_the_enums_keep_the_words_of_older_saves():
    assert [o.value for o in Owed] == ["give", "discard", "return"]
    assert [r.value for r in ClearReason] == ["passes", "eight_cut", "spade3", "hand_over"]


def test_an_owed_give_is_saved_as_before_and_loads_as_the_member():
    """§4: 'a 7 gives that many cards to the next player'; the save still says "give"."""
    h = hand(cards=["7S 7H 3C 4C", "9D 5D", "6C 6D"], seven_give=True, ten_discard=True)
    events = h.apply("7S 7H")
    assert of(events, DecisionOwed)[0].decision is Owed.GIVE and h.pending is Owed.GIVE
    text = json.dumps(saved_hand(h))
    assert '"owed": [["give", 2, 1]]' in text
    copy = saved_hand_from_dict(json.loads(text))
    assert copy.pending is Owed.GIVE and copy.owed == [(Owed.GIVE, 2, 1)]
    assert json.dumps(saved_hand(copy)) == text


def test_a_tax_return_round_trips_through_a_match_save():
    """§6: 'the receivers return the same number of cards of their choice'."""
    match = Match(Rules.preset("jda"), seats=4, seed=3)
    while match.number < 2:
        match.deal_next() if match.between_hands else match.apply(match.legal_moves()[0])
    assert match.hand.pending is Owed.RETURN
    text = json.dumps(match.to_dict())
    assert '["return", ' in text
    copy = Match.from_dict(json.loads(text))
    assert all(kind is Owed.RETURN for kind, _, _ in copy.hand.owed)
    assert copy.view(copy.to_act).pending is Owed.RETURN
    assert json.dumps(copy.to_dict()) == text


def test_a_save_with_an_unknown_decision_is_refused():
    h = hand(cards=["7S 7H 3C 4C", "9D 5D", "6C 6D"], seven_give=True)
    h.apply("7S 7H")
    data = json.loads(json.dumps(saved_hand(h)))
    data["owed"] = [["lend", 2, 1]]
    with pytest.raises(ValueError, match=r"owed: expected \[give\|discard\|return, count, seat\]"):
        saved_hand_from_dict(data)


@pytest.mark.parametrize("moves, switches, reason", [
    (("5S", "pass", "pass"), {}, ClearReason.PASSES),
    (("8S",), {}, ClearReason.EIGHT_CUT),
    (("JK", "3S"), {"spade3": True, "spade3_clears": True}, ClearReason.SPADE3),
])
def test_a_clear_names_its_reason_as_a_member(moves, switches, reason):
    """§3 all pass, §4 eight-cut, §10.4 the spade-3 counter clears."""
    h = hand(cards=["5S 8S JK 9C", "3S 6H 7H", "4C 4D"], **switches)
    cleared = of(line(h, *moves), TableCleared)
    assert cleared and cleared[0].reason is reason and cleared[0].reason == reason.value
