"""RULES.md §4 and §9.3-§9.10: special cards with both scopes and both revolution timings."""
import pytest

from game.engine import IllegalMove, Match, Rules
from game.engine.events import (
    DecisionOwed, EightCut, Gave, JackBack, LeadTo, RevolutionCancelled, RevolutionLanded,
    RevolutionPending, SpadeThreeCounter, SuitLocked, WentOut,
)

from .helpers import hand, kinds, legal_texts, line, step


# -- eight-cut ----------------------------------------------------------------------
def test_eight_clears_the_table_and_same_seat_leads():
    """§4: 'a play holding an 8 clears the table at once; the same seat leads again'."""
    h = hand(cards=["8S 3C", "9D 4C", "5C"])
    events = h.apply("8S")
    assert EightCut(0) in events and events[-1] == LeadTo(0)
    assert h.table is None and h.to_act == 0


def test_joker_standing_for_8_does_not_cut():
    """§4: 'A joker standing in for the rank never fires an effect'."""
    h = hand(cards=["8S JK 3C", "9D 9H 4C", "5C"])
    h.apply("8S JK=8")
    assert h.table is None  # a natural 8 is present: it cuts
    h = hand(cards=["7S 9S JK 3C", "9D 4C", "5C"])
    h.apply("7S JK=8S 9S")
    assert h.table is not None and h.to_act == 1


def test_eight_in_a_run_cuts_only_when_effects_in_runs():
    """§4: 'Sets only (effects_in_runs = false) means the effect fires only for a single or a group'."""
    on = hand(cards=["7S 8S 9S 3C", "9D 4C", "5C"], effects_in_runs=True)
    on.apply("7S 8S 9S")
    assert on.table is None
    off = hand(cards=["7S 8S 9S 3C", "9D 4C", "5C"], effects_in_runs=False)
    off.apply("7S 8S 9S")
    assert off.table is not None


def test_eight_going_out_next_seat_leads():
    """§4: '(or the next seat still in, if it just went out)'."""
    h = hand(cards=["8S", "9D 4C", "5C 6C"])
    events = h.apply("8S")
    assert events[-1] == LeadTo(1)


# -- revolution -------------------------------------------------------------------------
def test_immediate_revolution_flips_order_at_once():
    """§4: 'immediate: the order flips as the play lands; the next play must beat it in the new order.'"""
    h = hand(cards=["9S 9H 9D 9C 3C", "5S 5H 5D 5C KS", "KD KH KC QC 6H"], revolution_timing="immediate",
             eight_cut=False)
    events = h.apply("9S 9H 9D 9C")
    assert RevolutionLanded(True, True) in events and h.reversed
    legal = legal_texts(h)
    assert "5S 5H 5D 5C" in legal and "KD KH KC QC" not in legal


def test_on_clear_revolution_is_pending_and_beaten_in_old_order():
    """§4: 'on_clear (pagat): the flip is pending and lands when the table next clears ...
    The triggering play is beaten in the order that was in force.'"""
    h = hand(cards=["9S 9H 9D 9C 3C", "5S 5H 5D 5C KS", "KD KH KC JK 6H"], revolution_timing="on_clear")
    events = h.apply("9S 9H 9D 9C")
    assert RevolutionPending(0) in events and not h.reversed
    assert legal_texts(h) == {"pass"}  # four 5s would beat four 9s only in the reversed order
    events = line(h, "pass", "pass")
    assert RevolutionLanded(True, True) in events and h.reversed


def test_counter_revolution_cancels_pending_flip():
    """§4: 'two pending flips in one trick cancel (a counter-revolution).'"""
    h = hand(cards=["9S 9H 9D 9C 3C", "JS JH JD JC KS", "4C 6H"], revolution_timing="on_clear")
    h.apply("9S 9H 9D 9C")
    events = h.apply("JS JH JD JC")
    assert RevolutionCancelled(1) in events
    events = line(h, "pass", "pass")
    assert "RevolutionLanded" not in kinds(events) and not h.reversed


def test_group_of_five_with_jokers_is_a_revolution():
    """§9.3: 'Groups of 5 or 6 (four naturals plus jokers) are legal ... and are revolutions.'"""
    h = hand("president", cards=["9S 9H 9D 9C JK 3C", "4C", "5C"])
    assert "9S 9H 9D 9C JK=9" in legal_texts(h)
    events = h.apply("9S 9H 9D 9C JK=9")
    assert "RevolutionLanded" in kinds(events)


def test_jokers_count_toward_the_four():
    """§4: 'a group of 4 or more cards (jokers count toward the 4) toggles the revolution.'"""
    h = hand("casual", cards=["9S 9H 9D JK 3C", "4C", "5C"])
    assert "RevolutionLanded" in kinds(h.apply("9S 9H 9D JK=9"))


def test_run_revolution_needs_revolution_runs():
    """§4: 'revolution_runs (0 = off, else N): a run of N or more cards toggles it too.'"""
    off = hand("jda", cards=["4S 5S 6S 7S 3C", "4C", "5C"])
    assert "RevolutionLanded" not in kinds(off.apply("4S 5S 6S 7S"))
    on = hand("jda", cards=["4S 5S 6S 7S 3C", "4C", "5C"], revolution_runs=4)
    assert "RevolutionLanded" in kinds(on.apply("4S 5S 6S 7S"))


def test_revolution_runs_needs_revolution_and_a_length_of_three():
    """§9.6: 'revolution_runs is 0 (off) or a length of at least 3, and needs revolution on.'"""
    with pytest.raises(ValueError):
        Rules.preset("jda").replace(revolution_runs=2)
    with pytest.raises(ValueError):
        Rules.preset("jda").replace(revolution=False, revolution_runs=4)


def test_revolution_off_means_no_flip():
    h = hand(cards=["9S 9H 9D 9C 3C", "4C", "5C"], revolution=False)
    assert "RevolutionLanded" not in kinds(h.apply("9S 9H 9D 9C")) and not h.reversed


def test_revolution_lasts_beyond_the_trick():
    """§4: 'The revolution lasts until toggled again'."""
    h = hand("casual", cards=["9S 9H 9D 9C 3C 4D", "5S 4C", "5C 6D"])
    line(h, "9S 9H 9D 9C", "pass", "pass")
    assert h.table is None and h.reversed


def test_revolution_carries_over_only_when_switched_on():
    """§4: 'resets at each new hand unless revolution_carries_over.'"""
    for carries in (True, False):
        rules = Rules.preset("classic").replace(revolution_carries_over=carries, rounds=3, target_points=0)
        m = Match(rules, seats=4, seed=11)
        while not m.is_over:
            number, last = m.number, m.hand
            step(m, lambda m: m.legal_moves()[-1])
            if m.number != number:
                assert m.hand.revolution == (last.revolution and carries)


# -- spade-3 counter ----------------------------------------------------------------------
def test_spade3_beats_a_lone_joker():
    """§2: 'Spade-3 counter (spade3): a single 3S beats a single joker'."""
    h = hand(cards=["JK 4C", "3S 5C", "6C"])
    h.apply("JK")
    assert legal_texts(h) == {"pass", "3S"}
    assert SpadeThreeCounter(1) in h.apply("3S")


def test_spade3_does_not_beat_a_joker_standing_in():
    """§2: '(the joker played alone, not one standing in)'."""
    h = hand(cards=["JK 4C 9S", "3S 5C", "6C"])
    h.apply("9S JK=9")
    assert "3S" not in legal_texts(h)


def test_spade3_off():
    h = hand("casual", cards=["JK 4C", "3S 5C", "6C"])
    h.apply("JK")
    assert legal_texts(h) == {"pass"}


def test_after_counter_next_single_must_beat_a_3_and_second_joker_beats_it():
    """§2: 'the next single must beat a 3'; §9.4: 'a second lone joker beats the 3S.'"""
    h = hand("president", cards=["JK 4C", "3S 5C", "JK 4D 3D"], pass_locks_out=False)
    line(h, "JK", "3S")
    assert legal_texts(h) == {"pass", "JK", "4D"}


def test_counter_works_while_reversed():
    """§9.4: 'The counter also works while the order is reversed.'"""
    h = hand(cards=["JK 4C", "3S 5C", "6C"], reversed=True)
    h.apply("JK")
    assert "3S" in legal_texts(h)


# -- jack-back ---------------------------------------------------------------------------------
def test_jack_back_reverses_until_clear():
    """§4: 'a play holding a J reverses the order until the table clears.'"""
    h = hand(cards=["JS 3C 4C", "TD 2D 9D", "5C 6C"], jack_back=True)
    events = h.apply("JS")
    assert JackBack(0, True, True) in events and h.reversed
    assert legal_texts(h) == {"pass", "TD", "9D"}
    events = line(h, "TD", "pass", "pass")
    assert JackBack(None, False, False) in events and not h.reversed


def test_four_jacks_with_immediate_revolution():
    """§9.7: 'Four Js with an immediate revolution leave the order as it was until the clear, when the jack-back ends.'"""
    h = hand("casual", cards=["JS JH JD JC 3C", "4C 5C", "6C 7C"], jack_back=True)
    h.apply("JS JH JD JC")
    assert not h.reversed
    line(h, "pass", "pass")
    assert h.reversed


# -- suit lock -----------------------------------------------------------------------------------
def test_same_suits_lock_until_clear_with_reason():
    """§4: 'when a play has exactly the same suits as the play it beats ... those suits lock until the table clears'."""
    h = hand("jda", cards=["5H 3C 4C", "7H KS 2D", "9H 9S 6C"])
    h.apply("5H")
    assert SuitLocked(("H",)) in h.apply("7H")
    assert legal_texts(h) == {"pass", "9H"}
    with pytest.raises(IllegalMove) as info:
        h.apply("9S")
    assert str(info.value) == "suit lock: only hearts until the table clears"


def test_group_lock_is_the_set_of_suits():
    """§4: '(for a group, the same set of suits)'."""
    h = hand("jda", cards=["5H 5S 3C", "7H 7S 2D", "9H 9S 9D 6C"])
    h.apply("5H 5S")
    assert SuitLocked(("S", "H")) in h.apply("7H 7S")
    assert legal_texts(h) == {"pass", "9S 9H"}


def test_joker_play_never_starts_a_lock_but_may_stand_in():
    """§4: 'A play holding a joker never starts a lock, but a joker may stand in for a locked suit.'"""
    h = hand("jda", cards=["5H 5S 3C", "7H JK 2D", "9H 9S 6C"])
    h.apply("5H 5S")
    assert "SuitLocked" not in kinds(h.apply("7H JK=7"))
    h = hand("jda", cards=["5H 5S 3C", "7H 7S 2D", "9H JK 9D 6C"])
    line(h, "5H 5S", "7H 7S")
    assert legal_texts(h) == {"pass", "9H JK=9"}


def test_lone_joker_may_be_played_under_any_lock_and_keeps_it():
    """§9.8: 'A lone joker may be played under any lock and keeps it'."""
    h = hand("jda", cards=["5H 3C", "7H KS 2D", "JK 9S 6C"], spade3=False)
    line(h, "5H", "7H")
    assert "JK" in legal_texts(h)
    h.apply("JK")
    assert h.locked_suits == ("H",)


def test_spade3_counter_obeys_a_lock():
    """§9.8: 'the spade-3 counter must obey a lock like any single.'"""
    h = hand("jda", cards=["5H 3C", "7H KS 2D", "JK 9S 6C", "3S 4D"])
    line(h, "5H", "7H", "JK")
    assert "3S" not in legal_texts(h)


# -- seven-give and ten-discard -------------------------------------------------------------------
def test_seven_gives_one_card_to_next_seat():
    """§4: 'after a play holding N sevens, the player gives N cards of their choice ... to the next seat still in.'"""
    h = hand(cards=["7S 3C 4C", "9D 5D", "6C 6D"], seven_give=True)
    events = h.apply("7S")
    assert events[-1] == DecisionOwed(0, "give", 1, 1) and h.pending == "give" and h.to_act == 0
    assert legal_texts(h) == {"give 3C", "give 4C"}
    assert Gave(0, 1, tuple(h.cards(0))[:1]) in h.apply("give 3C")
    assert "3C" in [str(c) for c in h.cards(1)] and h.to_act == 1 and h.pending is None


def test_seven_count_includes_jokers_standing_in():
    """§9.9: 'the number of cards in the play that stand as 7s, jokers standing in included'."""
    h = hand(cards=["7S JK 3C 4C 5C", "9D 5D", "6C 6D"], seven_give=True)
    assert h.apply("7S JK=7")[-1].count == 2


def test_give_fewer_when_holding_fewer():
    """§4: '(fewer if they hold fewer)'."""
    h = hand(cards=["7S 7H 3C", "9D 5D", "6C 6D"], seven_give=True)
    assert h.apply("7S 7H")[-1].count == 1


def test_give_discard_up_to_allows_fewer_even_none():
    """§4: 'give_discard_up_to: if true, the player may give or discard fewer, even none.'"""
    h = hand(cards=["7S 3C 4C", "9D 5D", "6C 6D"], seven_give=True, give_discard_up_to=True)
    h.apply("7S")
    assert "give" in legal_texts(h)
    h.apply("give")
    assert h.to_act == 1


def test_ten_discards():
    """§4: 'after a play holding N tens, the player discards N cards of their choice'."""
    h = hand(cards=["TS 3C 4C", "JD 5D", "6C 6D"], ten_discard=True)
    h.apply("TS")
    assert h.pending == "discard"
    assert "Discarded" in kinds(h.apply("discard 4C"))
    assert [str(c) for c in h.cards(0)] == ["3C"]


def test_seven_and_ten_in_a_run_give_first_then_discard_then_cut():
    """§9.9: 'A 7 and a 10 firing together (a run): give first, then discard.';
    §4: 'revolution/jack-back, then give/discard, then going out, then eight-cut'."""
    h = hand(cards=["7S 8S 9S TS 3C 4C 5C", "JD 5D", "6C 6D"], seven_give=True, ten_discard=True)
    h.apply("7S 8S 9S TS")
    assert h.pending == "give"
    h.apply("give 3C")
    assert h.pending == "discard"
    events = h.apply("discard 4C")
    assert kinds(events) == ["Discarded", "EightCut", "TableCleared", "LeadTo"]
    assert h.to_act == 0 and h.table is None


def test_sevens_in_a_run_do_not_give_when_sets_only():
    h = hand("jda", cards=["6S 7S 8S 3C", "JD 5D", "6C 6D"], seven_give=True)
    h.apply("6S 7S 8S")
    assert h.pending is None


def test_going_out_by_giving():
    """§4: 'A player whose hand empties by giving or discarding goes out.'"""
    h = hand(cards=["7S 3C", "9D 5D", "6C 6D"], seven_give=True)
    h.apply("7S")
    events = h.apply("give 3C")
    assert WentOut(0, 1) in events


def test_effect_fires_on_emptying_play_but_nothing_is_owed():
    """§9.9: 'An effect fires even when the play empties the hand (nothing is then owed ...)'."""
    h = hand(cards=["7S", "9D 5D", "6C 6D"], seven_give=True)
    events = h.apply("7S")
    assert "DecisionOwed" not in kinds(events) and WentOut(0, 1) in events


def test_wrong_decision_is_refused():
    h = hand(cards=["7S 3C 4C", "9D 5D", "6C 6D"], seven_give=True)
    h.apply("7S")
    with pytest.raises(IllegalMove, match="first give 1 card"):
        h.apply("pass")
    with pytest.raises(IllegalMove, match="exactly 1"):
        h.apply("give 3C 4C")
