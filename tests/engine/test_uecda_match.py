"""RULES.md §10: the match-level contest switches, leader_may_pass, and the `uecda` preset."""
import random

import pytest

from game.engine import IllegalMove, Match, Rules
from game.engine.events import HandStarted, LeadTo, Passed, TableCleared, TaxPaid
from game.engine.moves import PASS

from .helpers import hand, legal_set, line


def play_to_hand(match: Match, number: int, seed: int = 0) -> list:
    """Random legal moves until hand ``number`` has started; returns the events of that start."""
    rng = random.Random(seed)
    events = list(match.opening_events)
    while match.number < number:
        if match.between_hands:
            events = match.deal_next()
            continue
        legal = [m for m in match.legal_moves() if not m.is_pass] or match.legal_moves()
        match.apply(rng.choice(legal))
    return events


# -- the preset ------------------------------------------------------------------------------
def test_uecda_preset_is_the_table_of_section_10():
    """§10: the `uecda` column of the preset table."""
    r = Rules.preset("uecda")
    assert (r.seats, r.jokers, r.deal, r.deal_start) == (5, 1, "all", "millionaire")
    assert r.pass_locks_out and r.effects_in_runs and r.eight_cut and r.jokers_fire
    assert (r.revolution, r.revolution_timing, r.revolution_runs, r.revolution_carries_over) == (
        True, "immediate", 5, False)
    assert r.spade3 and r.spade3_clears and r.suit_lock and r.lock_joker_suits and r.joker_ends_lock
    assert (r.run_beats, r.joker_past_ends, r.leader_may_pass) == ("above", True, True)
    assert not (r.jack_back or r.seven_give or r.ten_discard or r.foul_finish or r.fall_from_grace)
    assert (r.tax_cards, r.tax_return, r.first_leader, r.next_leader) == (2, "choose", "3D", "3D")
    assert (r.seating, r.seating_every, r.titles_reset_every) == ("shuffle", 3, 100)
    assert r.points == (5, 4, 3, 2, 1) and r.rounds == 10 and r.last_player_answers


def test_switches_without_their_parent_are_not_refused():
    """§10.1: 'A §10 switch whose parent rule is off ... does nothing and is not refused'."""
    r = Rules(spade3=False, spade3_clears=True, suit_lock=False, lock_joker_suits=True, joker_ends_lock=True,
              jokers=0, joker_past_ends=True, eight_cut=False, jokers_fire=True)
    assert r.play_variant == 0 and not r.suited_lock


def test_bad_values_name_the_switch():
    with pytest.raises(ValueError, match="run_beats"):
        Rules(run_beats="highest")
    with pytest.raises(ValueError, match="seating_every"):
        Rules(seating_every=0)
    with pytest.raises(ValueError, match="deal_start"):
        Rules(deal_start="beggar")


# -- leader_may_pass ---------------------------------------------------------------------------
def test_the_leader_may_pass_and_counts_as_passed_until_the_clear():
    """§10.14: 'A leader who passes counts as passed until the next clear, even without pass_locks_out'."""
    h = hand("casual", ["5C 9C", "6C 7D", "8S 3H"], leader_may_pass=True)  # casual: no pass_locks_out
    assert PASS in legal_set(h)
    line(h, "pass", "6C", "8S")  # the 8 cuts: a clear
    assert h.passed == set() and h.to_act == 2


def test_a_leader_who_passed_is_skipped_without_pass_locks_out():
    """§10.14: even without `pass_locks_out`, the seat that passed the empty table sits out the trick."""
    h = hand("casual", ["5C 9C", "6C 7D", "8H 3H"], leader_may_pass=True, eight_cut=False)
    line(h, "pass", "6C", "8H")
    assert h.to_act == 1  # not seat 0
    events = h.apply("pass")
    assert h.table is None and events[-1] == LeadTo(2)


def test_everyone_passing_the_empty_table_gives_its_leader_the_lead_and_no_pass():
    """§10.14: 'If every seat still in passes on an empty table, the seat that led the empty trick leads
    again and must play'."""
    h = hand("classic", ["5C 9C", "6C 7D", "8S 3H"], leader=1, leader_may_pass=True)
    events = line(h, "pass", "pass", "pass")
    assert [e for e in events if isinstance(e, Passed)] == [Passed(1), Passed(2), Passed(0)]
    assert events[-1] == LeadTo(1) and h.to_act == 1
    assert PASS not in legal_set(h)
    with pytest.raises(IllegalMove, match="must play"):
        h.apply("pass")
    h.apply("6C")
    assert h.passed == set() and h.to_act == 2  # the empty-table passes are spent


def test_without_the_switch_a_leader_cannot_pass():
    """§9.5: 'the leader (table clear) cannot pass' stays the default."""
    h = hand("classic", ["5C 9C", "6C 7D", "8S 3H"])
    assert PASS not in legal_set(h)


# -- next_leader = 3D, deal_start, seating_every, titles_reset_every ---------------------------------
def test_3d_leads_every_hand_found_after_the_tax_returns():
    """§10: '`next_leader` gains the value "3D" (the holder of the 3D ... leads every hand)'; §10.7: 'A
    "3D" leader is found after the tax returns'."""
    for seed in range(4):
        match = Match(Rules.preset("uecda").replace(rounds=3), seed=seed)
        play_to_hand(match, 2, seed)
        rng = random.Random(seed)
        while match.hand.pending == "return":
            match.apply(rng.choice(match.legal_moves()))
        holder = next(s for s in range(5) if 2 in match.hand.hands[s])  # 3D is card id 2
        assert match.hand.to_act == holder == match.hand.leader


def test_the_millionaire_is_dealt_first_and_a_first_hand_at_random():
    """§10.8: '`deal_start = millionaire` deals in turn order from the Millionaire; first hands and reset
    hands start at a random seat'."""
    firsts = set()
    for seed in range(6):
        match = Match(Rules.preset("uecda").replace(rounds=3), seed=seed)
        firsts.add(match.opening_events[0].first_dealt)
        events = play_to_hand(match, 2, seed)
        started = next(e for e in events if isinstance(e, HandStarted))
        assert started.first_dealt == match.results[-1].places[0]
    assert len(firsts) > 1


def test_seating_every_3_draws_a_fresh_order_at_hands_4_7():
    """§10: '`seating_every` (... with `seating = shuffle`, a fresh order at hands N+1, 2N+1, ...)'; §10.11:
    'hand 1 keeps the natural order here'."""
    match = Match(Rules.preset("uecda").replace(rounds=7, titles_reset_every=0), seed=5)
    orders = {1: match.hand.order}
    for number in range(2, 8):
        play_to_hand(match, number, number)
        orders[number] = match.hand.order
    assert orders[1] == orders[2] == orders[3] == (0, 1, 2, 3, 4)
    assert orders[4] == orders[5] == orders[6]
    assert orders[7] != orders[4] or orders[4] != orders[1]  # fresh draws (this seed moves both)


def test_titles_reset_every_plays_a_first_hand():
    """§10.9: 'A reset hand (`titles_reset_every`) is a first hand in full: no titles, no tax, no
    millionaire, `first_leader` applies, no revolution carried over'."""
    rules = Rules.preset("uecda").replace(rounds=4, titles_reset_every=2, revolution_carries_over=True)
    match = Match(rules, seed=2)
    events = play_to_hand(match, 2, 1)
    assert any(isinstance(e, TaxPaid) for e in events) and match.hand.millionaire is not None
    events = play_to_hand(match, 3, 1)
    assert not any(isinstance(e, TaxPaid) for e in events)
    assert match.hand.millionaire is None and match.titles == [None] * 5 and not match.hand.revolution
    assert match.hand.pending is None and 2 in match.hand.hands[match.hand.to_act]  # first_leader 3D
    events = play_to_hand(match, 4, 1)
    assert any(isinstance(e, TaxPaid) for e in events)


# -- §10.11: where the reference server differs, written down --------------------------------------------
def test_server_error_handling_is_not_engine_rules():
    """§10.11: 'Server error handling (an illegal play counted as a pass, the 20-pass stalemate guard) belongs
    to a server, not to the engine's rules'. tndhms answers 8 (rejected) to a pass after a lone joker, and
    counts it as a pass: the engine simply offers the pass."""
    h = hand("uecda", ["JK 4C", "3S 9D", "5C", "6C", "7C"])
    h.apply("JK")
    assert legal_set(h) >= {PASS}
    with pytest.raises(IllegalMove):
        h.apply("9D")  # only the 3S answers a lone joker, as on the server


def test_tndhms_asks_the_last_player_again_once_everyone_else_passed():
    """§10.11: 'where this section and the reference server disagree, the server is right: write the
    difference down in a test and follow the server'. tndhms clears the table only when every player still
    in has passed, the last player included (server.cc:1271-1276: n_now_pass >= players left), so the seat
    that made the last play is asked again and may beat its own cards. `last_player_answers` (on in `uecda`)
    follows it; §3's clear (off) stays the default."""
    h = hand("uecda", ["5C 9C KC", "6C 7D", "3H 4D", "4H 4S", "5S 5D"])
    line(h, "5C", "pass", "pass", "pass", "pass")
    assert h.table is not None and h.to_act == 0  # the 5C's player answers its own play
    assert legal_set(h) >= {PASS} and len(legal_set(h)) > 1
    h.apply("9C")
    assert h.to_act == 0 and h.table_seat == 0  # the others stay passed (pass_locks_out)
    events = h.apply("pass")
    assert any(isinstance(e, TableCleared) for e in events) and events[-1] == LeadTo(0)
    classic = hand("classic", ["5C 9C KC", "6C 7D", "3H 4D"])
    events = line(classic, "5C", "pass", "pass")
    assert classic.table is None and events[-1] == LeadTo(0)
