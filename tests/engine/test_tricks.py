"""RULES.md §3 and §9.5: turns, passing, and the table clearing."""
import pytest

from game.engine import IllegalMove
from game.engine.events import LeadTo, TableCleared

from .helpers import hand, kinds, legal_texts, line


def test_leader_cannot_pass():
    """§9.5: 'the leader (table clear) cannot pass.'"""
    h = hand(cards=["5H 6C", "4C 9D", "5C 9C"])
    with pytest.raises(IllegalMove, match="leader cannot pass"):
        h.apply("pass")


def test_turns_go_clockwise_by_seat_index():
    """§3: 'Seats act in turn order (clockwise = increasing seat index).'"""
    h = hand(cards=["5H 6C", "4C 9D", "5C 9C", "6D 7D"])
    h.apply("5H")
    assert h.to_act == 1
    h.apply("9D")
    assert h.to_act == 2


def test_table_clears_when_all_others_pass_and_last_player_leads():
    """§3: 'The table clears when every seat still in the hand, other than the one that made the last play,
    has passed since that play ... The seat that made the last play leads'."""
    h = hand(cards=["5H 6C", "9D 4C", "5C 9C", "6D 7D"])
    line(h, "5H", "9D", "pass", "pass")
    events = h.apply("pass")
    assert isinstance(events[-2], TableCleared) and events[-2].reason == "passes"
    assert isinstance(events[-1], LeadTo) and events[-1].seat == 1
    assert h.table is None and h.to_act == 1


def test_cleared_cards_go_to_the_discard_pile():
    """§3: 'On a clear: cards go to the discard pile'."""
    h = hand(cards=["5H 6C", "9D 4C", "5C 9C"])
    before = len(h.discard)
    line(h, "5H", "9D", "pass", "pass")
    assert len(h.discard) == before + 2


def test_pass_locks_out_skips_a_seat_that_passed():
    """§3: 'pass_locks_out: if true, a seat that passes may not play again until the table clears';
    §9.5: 'locked-out seats are skipped, not asked.'"""
    h = hand(cards=["5H 6C 3C", "TD 4C 3D", "7C 9C 3H", "8D KD 3S"], pass_locks_out=True, eight_cut=False)
    line(h, "5H", "pass", "7C", "8D", "pass")
    assert h.to_act == 2  # seat 1 passed earlier in the trick: skipped
    h.apply("9C")
    assert h.to_act == 3


def test_without_pass_locks_out_a_seat_may_play_again():
    """§3: 'if false, it may play on its next turn in the same trick.'"""
    h = hand(cards=["5H 6C 3C", "TD 4C 3D", "7C 9C 3H", "8D KD 3S"], pass_locks_out=False, eight_cut=False)
    line(h, "5H", "pass", "7C", "8D", "pass")
    assert h.to_act == 1
    assert "TD" in legal_texts(h)


def test_with_pass_locks_out_a_passed_seat_counts_as_passed_for_the_clear():
    """§3: 'with pass_locks_out, a seat that passed earlier in the trick counts as having passed'."""
    h = hand(cards=["5H 6C 3C", "TD 4C 3D", "7C 9C 3H"], pass_locks_out=True)
    line(h, "5H", "pass", "7C")
    events = h.apply("pass")  # seat 0 passes; seat 1 passed already: the table clears to seat 2
    assert "TableCleared" in kinds(events)
    assert h.to_act == 2


def test_a_seat_that_has_gone_out_is_skipped():
    """§3: 'A seat that has gone out is skipped.'"""
    h = hand(cards=["5H 6C", "9D", "5C TC", "6D 7D"])
    line(h, "5H", "9D")  # seat 1 goes out
    assert 1 not in h.active
    line(h, "TC", "pass", "pass")
    assert h.table is None and h.to_act == 2


def test_last_player_gone_out_next_seat_still_in_leads():
    """§3: 'if it has gone out, the next seat still in after it leads.'"""
    h = hand(cards=["5H 6C", "9D", "5C TC", "6D 7D"])
    line(h, "5H", "9D", "pass", "pass")
    events = h.apply("pass")
    assert events[-1] == LeadTo(2)
