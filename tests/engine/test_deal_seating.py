"""The deal, titles, the leader and the seating (RULES.md §6, §9.15, §9.17, §9.21); the tax is in ``test_tax``.

A match is brought into a known state by playing hand 1 out with a fixed
deterministic policy; hand 2's opening events are read from the ``deal_next``
that follows.
"""
from __future__ import annotations

import pytest

from game.engine import Match, parse_cards
from game.engine.events import HandStarted, LeadTo, Played

from .helpers import finish_hand, ids, of, rules_of, second_hand


def full_deck(jokers: int) -> list[int]:
    return list(range(52)) + [52] * jokers  # both jokers show as the same card


# -- the deal (§6, §9.15) --------------------------------------------------------------


@pytest.mark.parametrize("seats", [3, 4, 5, 6])
def test_deal_all_deals_every_card_hands_differ_by_at_most_one(seats):
    """§6: "`all` deals every card round-robin (hands may differ by one)" """
    for seed in range(5):
        match = Match(rules_of("classic", deal="all"), seats=seats, seed=seed)
        (started,) = of(match.opening_events, HandStarted)
        sizes = [len(h) for h in started.hands]
        assert max(sizes) - min(sizes) <= 1
        assert started.set_aside == 0
        assert sorted(c for h in started.hands for c in ids(h)) == full_deck(1)


def test_deal_all_extra_cards_start_at_a_seeded_seat():
    """§9.15: "with `deal = all`, the deal starts at a seat drawn from the seed, so which hands get the extra
    cards is random." - 53 cards at 4 seats: the seat dealt first holds 14."""
    firsts = set()
    for seed in range(12):
        match = Match(rules_of("classic", deal="all"), seats=4, seed=seed)
        (started,) = of(match.opening_events, HandStarted)
        sizes = [len(h) for h in started.hands]
        assert sizes[started.first_dealt] == 14
        assert sorted(sizes) == [13, 13, 13, 14]
        firsts.add(started.first_dealt)
    assert len(firsts) > 1


@pytest.mark.parametrize("preset,jokers", [("jda", 1), ("president", 2)])
@pytest.mark.parametrize("seats", [3, 4, 5, 6])
def test_deal_equal_sets_aside_deck_size_mod_seats(preset, jokers, seats):
    """§6: "`equal` first sets aside (deck size mod seats) random cards face down, never a joker, then deals the
    rest evenly." """
    deck_size = 52 + jokers
    for seed in range(5):
        match = Match(rules_of(preset), seats=seats, seed=seed)
        (started,) = of(match.opening_events, HandStarted)
        aside = list(match.hand.set_aside)
        assert started.set_aside == len(aside) == deck_size % seats
        assert {len(h) for h in started.hands} == {deck_size // seats}
        assert all(int(c) < 52 for c in aside)
        dealt = [c for h in started.hands for c in ids(h)]
        assert sorted(dealt + [int(c) for c in aside]) == full_deck(jokers)


def test_deal_equal_never_sets_aside_a_joker():
    """§6: "sets aside (deck size mod seats) random cards face down, never a joker" - over many deals."""
    for seed in range(60):
        match = Match(rules_of("president"), seats=5, seed=seed)  # 54 cards: 4 set aside
        (started,) = of(match.opening_events, HandStarted)
        assert sum(1 for h in started.hands for c in h if c.is_joker) == 2
        assert not any(int(c) >= 52 for c in match.hand.set_aside)


def test_deal_equal_set_aside_cards_are_random():
    """§6: "first sets aside (deck size mod seats) random cards" - not always the same cards."""
    seen = set()
    for seed in range(10):
        match = Match(rules_of("jda"), seats=5, seed=seed)
        seen.add(tuple(sorted(int(c) for c in match.hand.set_aside)))
    assert len(seen) > 1


def test_new_hand_reshuffles_everything():
    """§6: "A new hand reshuffles everything." """
    match, _, events = second_hand(rules_of("classic"), 4, seed=1)
    (first,) = of(match.opening_events, HandStarted)
    (second,) = of(events, HandStarted)
    assert second.number == 2
    assert first.hands != second.hands
    assert sorted(c for h in second.hands for c in ids(h)) == full_deck(1)


# -- titles (§6) ---------------------------------------------------------------------------

TITLES = {
    3: ["Millionaire", "Commoner", "Beggar"],
    4: ["Millionaire", "Rich", "Poor", "Beggar"],
    5: ["Millionaire", "Rich", "Commoner", "Poor", "Beggar"],
    6: ["Millionaire", "Rich", "Commoner", "Commoner", "Poor", "Beggar"],
}


@pytest.mark.parametrize("seats", [3, 4, 5, 6])
def test_titles_by_finishing_place(seats):
    """§6: "Titles by finishing place: 3 seats: Millionaire, Commoner, Beggar. 4: Millionaire, Rich, Poor, Beggar.
    5: Millionaire, Rich, Commoner, Poor, Beggar. 6: as 5 with two Commoners." """
    match = Match(rules_of("classic"), seats=seats, seed=3)
    finish_hand(match)
    result = match.results[-1]
    assert sorted(result.places) == list(range(seats))
    assert [result.titles[s] for s in result.places] == TITLES[seats]
    assert match.titles == list(result.titles)


# -- the leader (§6) -----------------------------------------------------------------------------


def test_first_leader_seat0():
    """§6: "`first_leader` (first hand): `random`, `seat0`, or `3D`" - seat0."""
    for seed in range(4):
        match = Match(rules_of("president"), seats=4, seed=seed)
        assert match.hand.to_act == 0
        assert of(match.opening_events, LeadTo) == [LeadTo(0)]


def test_first_leader_3d_holder():
    """§6: "`3D` (holder of the 3 of diamonds" """
    three_d = int(parse_cards("3D")[0])
    for seed in range(6):
        match = Match(rules_of("casual", deal="all"), seats=4, seed=seed)
        (started,) = of(match.opening_events, HandStarted)
        holder = next(s for s, h in enumerate(started.hands) if three_d in ids(h))
        assert match.hand.to_act == holder
        assert of(match.opening_events, LeadTo) == [LeadTo(holder)]


FALLBACK = [int(parse_cards(r + s)[0]) for r in "3456789TJQKA2" for s in "DHSC"]


def test_first_leader_3d_fallback_when_set_aside():
    """§6: "if it was set aside, the holder of the next card up: 3H, 3S, 3C, 4D, ..." """
    three_d, three_h = FALLBACK[0], FALLBACK[1]
    saw_3d_aside = saw_3h_aside = False
    for seed in range(1500):
        match = Match(rules_of("casual", deal="equal"), seats=6, seed=seed)  # 53 cards: 5 set aside
        aside = {int(c) for c in match.hand.set_aside}
        if three_d not in aside:
            continue
        saw_3d_aside = True
        saw_3h_aside |= three_h in aside
        (started,) = of(match.opening_events, HandStarted)
        holder = {c: s for s, h in enumerate(started.hands) for c in ids(h)}
        expected = next(holder[c] for c in FALLBACK if c in holder)
        assert match.hand.to_act == expected, f"seed {seed}"
        if saw_3d_aside and saw_3h_aside and seed > 200:
            break
    assert saw_3d_aside and saw_3h_aside


def test_next_leader_beggar():
    """§6: "`next_leader` (later hands): `beggar`, `millionaire` or `random`." - beggar."""
    for seed in range(4):
        _, places, events = second_hand(rules_of("president", next_leader="beggar"), 4, seed)
        assert of(events, LeadTo) == [LeadTo(places[-1])]


def test_next_leader_millionaire():
    """§6: "`next_leader` (later hands): `beggar`, `millionaire` or `random`." - millionaire."""
    for seed in range(4):
        match, places, events = second_hand(rules_of("president", next_leader="millionaire"), 4, seed)
        assert of(events, LeadTo) == [LeadTo(places[0])]
        assert match.hand.to_act == places[0]


def test_next_leader_millionaire_after_chosen_returns():
    """§6: "`next_leader` (later hands): ... `millionaire`" - the lead comes after the returns."""
    match, places, _ = second_hand(rules_of("jda", next_leader="millionaire"), 4, seed=0)
    match.apply(match.legal_moves()[0])
    events = match.apply(match.legal_moves()[0])
    assert of(events, LeadTo) == [LeadTo(places[0])]
    assert match.hand.to_act == places[0]


def test_first_leader_not_next_leader_in_hand_one():
    """§6: "`first_leader` (first hand)" - next_leader does not apply to the first hand."""
    match = Match(rules_of("president", next_leader="millionaire"), seats=4, seed=3)
    assert match.hand.to_act == 0


# -- seating (§6, §9.17) --------------------------------------------------------------------------


def test_seating_keep_keeps_turn_order():
    """§6: "`seating`: `keep` or `shuffle`" - keep: turn order is the seat order in every hand."""
    _, _, events = second_hand(rules_of("classic", seating="keep"), 5, seed=0)
    (started,) = of(events, HandStarted)
    assert started.order == (0, 1, 2, 3, 4)


def test_seating_shuffle_gives_a_permutation_each_later_hand():
    """§9.17: "`seating = shuffle` draws a new turn order, a permutation of the seats, for each hand after the
    first" """
    orders = set()
    for seed in range(8):
        match, _, events = second_hand(rules_of("jda", seating="shuffle"), 5, seed)
        (first,) = of(match.opening_events, HandStarted)
        assert first.order == (0, 1, 2, 3, 4)
        (started,) = of(events, HandStarted)
        assert sorted(started.order) == [0, 1, 2, 3, 4]
        orders.add(started.order)
    assert len(orders) > 1


def test_seating_shuffle_play_goes_round_in_the_new_order():
    """§9.17: "play goes round in that order." """
    checked = 0
    for seed in range(10):
        match, places, events = second_hand(rules_of("president", seating="shuffle"), 5, seed)
        (started,) = of(events, HandStarted)
        order = started.order
        if order == tuple(range(5)):
            continue
        leader = match.hand.to_act
        move = next(m for m in match.legal_moves() if not any(c.rank == 5 for c in m.cards))  # no 8: no cut
        played = match.apply(move)
        if not match.hand.cards(leader):
            continue
        assert of(played, Played)[0].seat == leader
        assert match.hand.to_act == order[(order.index(leader) + 1) % 5]
        checked += 1
    assert checked >= 3
