"""The deal, titles, the tax, the leader and the seating (RULES.md §6, §9.15-§9.17, §9.21).

A match is brought into a known state by playing hand 1 out with a fixed
deterministic policy; hand 2's opening events are read from the ``apply`` that
ended hand 1. Expected tax cards are worked out here, independently of the
engine, from the cards dealt (``HandStarted.hands``).
"""
from __future__ import annotations

from math import comb

import pytest

from game.engine import Match, MoveKind, Rules, parse_cards
from game.engine.events import DecisionOwed, HandStarted, LeadTo, Played, TaxPaid, TaxReturned

from .helpers import finish_hand, first_legal, ids, of

SUIT_ORDER = "SHDC"


# -- helpers -------------------------------------------------------------------------


def biggest(match: Match):
    """Play the largest legal play (makes revolutions happen); never pass when a play is legal."""
    return max(match.legal_moves(), key=lambda m: 0 if m.is_pass else m.size)


def strength(card, reversed_: bool) -> int:
    if card.is_joker:
        return 99
    return 12 - card.rank if reversed_ else card.rank


def strongest(cards, n: int, reversed_: bool) -> list:
    """§6: strongest by the order in force, jokers first; §9.16: ties S H D C."""
    return sorted(cards, key=lambda c: (-strength(c, reversed_), 0 if c.is_joker else c.suit))[:n]


def weakest(cards, n: int, reversed_: bool) -> list:
    return sorted(cards, key=lambda c: (strength(c, reversed_), 0 if c.is_joker else c.suit))[:n]


def full_deck(jokers: int) -> list[int]:
    return list(range(52)) + [52] * jokers  # both jokers show as the same card


def second_hand(rules: Rules, seats: int, seed: int, policy=first_legal):
    """A match with hand 1 played out and hand 2 dealt: (match, last places, the events of ``deal_next``)."""
    match = Match(rules, seats=seats, seed=seed)
    finish_hand(match, policy)
    assert match.between_hands and not match.is_over
    return match, match.results[-1].places, match.deal_next()


def rules_of(preset: str, **changes) -> Rules:
    base = dict(rounds=3, target_points=0)
    base.update(changes)
    return Rules.preset(preset).replace(**base)


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


# -- the tax (§6, §9.16) -----------------------------------------------------------------------


def test_no_tax_in_the_first_hand():
    """§6: "**Tax** from the second hand on, after the deal" """
    match = Match(rules_of("jda"), seats=4, seed=0)
    assert of(match.opening_events, TaxPaid) == []
    assert of(match.opening_events, TaxReturned) == []
    assert match.hand.pending is None


def test_beggar_pays_tax_cards_strongest_to_millionaire():
    """§6: "the Beggar gives their `tax_cards` strongest cards (by the order in force; jokers first) to the
    Millionaire" """
    for seed in range(8):
        _, places, events = second_hand(rules_of("jda"), 4, seed)
        (started,) = of(events, HandStarted)
        paid = of(events, TaxPaid)[0]
        assert (paid.giver, paid.receiver) == (places[-1], places[0])
        assert ids(paid.cards) == ids(strongest(started.hands[places[-1]], 2, started.reversed))


def test_tax_comes_after_the_deal():
    """§6: "**Tax** from the second hand on, after the deal" - HandStarted first, then the payments."""
    _, _, events = second_hand(rules_of("jda"), 4, seed=0)
    kinds = [e.kind for e in events]
    start = kinds.index("HandStarted")
    assert start < kinds.index("TaxPaid")


def test_tax_jokers_first():
    """§6: "their `tax_cards` strongest cards (by the order in force; jokers first)" """
    checked = 0
    for seed in range(40):
        _, places, events = second_hand(rules_of("classic"), 4, seed)  # by_players: 1 card at 4 seats
        (started,) = of(events, HandStarted)
        beggar_cards = started.hands[places[-1]]
        if not any(c.is_joker for c in beggar_cards):
            continue
        (paid,) = of(events, TaxPaid)
        assert [str(c) for c in paid.cards] == ["JK"]
        checked += 1
    assert checked >= 1


def test_tax_ties_go_spades_hearts_diamonds_clubs():
    """§9.16: "**Tax**: ties among equal cards go spades, hearts, diamonds, clubs" """
    checked = 0
    for seed in range(60):
        _, places, events = second_hand(rules_of("classic"), 4, seed)
        (started,) = of(events, HandStarted)
        beggar_cards = started.hands[places[-1]]
        best = strongest(beggar_cards, 2, started.reversed)
        if best[0].is_joker or best[0].rank != best[1].rank:
            continue  # no tie at the top
        (paid,) = of(events, TaxPaid)
        top_rank = [c for c in beggar_cards if c.rank == best[0].rank]
        expected = min(top_rank, key=lambda c: c.suit)
        assert ids(paid.cards) == [int(expected)]
        checked += 1
    assert checked >= 1


def test_tax_by_the_order_in_force_after_a_carried_revolution():
    """§6: "the Beggar gives their `tax_cards` strongest cards (by the order in force; jokers first)" - with a
    revolution carried into hand 2 the strongest card is low (seed 15 ends hand 1 in revolution)."""
    _, places, events = second_hand(rules_of("classic", revolution_carries_over=True), 4, 15, policy=biggest)
    (started,) = of(events, HandStarted)
    assert started.reversed
    (paid,) = of(events, TaxPaid)
    assert ids(paid.cards) == ids(strongest(started.hands[places[-1]], 1, True))
    assert ids(paid.cards) != ids(strongest(started.hands[places[-1]], 1, False))


def test_poor_pays_one_fewer_to_rich_at_four_seats():
    """§6: "and the Poor gives `tax_cards - 1` to the Rich (only at 4+ seats)." """
    for seed in range(6):
        _, places, events = second_hand(rules_of("jda"), 4, seed)  # tax_cards = 2
        (started,) = of(events, HandStarted)
        payments = of(events, TaxPaid)
        assert len(payments) == 2
        poor = payments[1]
        assert (poor.giver, poor.receiver) == (places[2], places[1])
        assert ids(poor.cards) == ids(strongest(started.hands[places[2]], 1, started.reversed))


def test_no_rich_poor_swap_at_three_seats():
    """§6: "the Poor gives `tax_cards - 1` to the Rich (only at 4+ seats)." """
    _, places, events = second_hand(rules_of("casual"), 3, seed=0)  # tax_cards = 2
    (paid,) = of(events, TaxPaid)
    assert (paid.giver, paid.receiver) == (places[-1], places[0])
    assert len(paid.cards) == 2


@pytest.mark.parametrize("seats,beggar,poor", [(3, 1, 0), (4, 1, 0), (5, 2, 1), (6, 2, 1)])
def test_tax_cards_by_players(seats, beggar, poor):
    """§6: "`tax_cards = "by_players"`: 1 at 3-4 seats (no Rich/Poor swap), 2 at 5-6 seats." """
    _, places, events = second_hand(rules_of("classic"), seats, seed=2)
    payments = of(events, TaxPaid)
    assert [len(p.cards) for p in payments] == ([beggar, poor] if poor else [beggar])
    assert (payments[0].giver, payments[0].receiver) == (places[-1], places[0])
    if poor:
        assert (payments[1].giver, payments[1].receiver) == (places[-2], places[1])


def test_choose_return_millionaire_first_with_exactly_that_count():
    """§9.21: "The tax-return decision shows as `pending == "return"` on the hand."; §6: "The receivers then
    return the same number of cards: `tax_return = "choose"` (any cards of their choice)" """
    match, places, events = second_hand(rules_of("jda"), 4, seed=0)
    hand = match.hand
    assert hand.pending == "return"
    assert hand.to_act == places[0]
    assert of(events, DecisionOwed) == [DecisionOwed(places[0], "return", 2, places[-1])]
    moves = hand.legal_moves()
    held = hand.cards(places[0])
    assert all(m.kind is MoveKind.RETURN and len(m.cards) + len(m.jokers) == 2 for m in moves)
    assert len(set(moves)) == comb(len(held), 2)


def test_choose_return_may_return_cards_just_received():
    """§9.16: "the Millionaire ... may return cards just received" """
    match, places, events = second_hand(rules_of("jda"), 4, seed=0)
    paid = of(events, TaxPaid)[0]
    text = "return " + " ".join(str(c) for c in paid.cards)
    returned = match.apply(text)
    (back,) = of(returned, TaxReturned)
    assert (back.giver, back.receiver) == (places[0], places[-1])
    assert ids(back.cards) == ids(paid.cards)


def test_choose_return_rich_second_then_beggar_leads():
    """§9.16: "the Millionaire returns before the Rich, both after both payments"; §9.21: "The tax-return
    decision shows as `pending == "return"` on the hand." """
    match, places, events = second_hand(rules_of("jda"), 4, seed=0)
    assert len(of(events, TaxPaid)) == 2  # both payments come before any return
    assert of(events, TaxReturned) == []
    mill_cards = ids(match.hand.cards(places[0]))
    first = match.apply(match.legal_moves()[0])
    (back,) = of(first, TaxReturned)
    assert back.giver == places[0] and len(back.cards) == 2
    assert set(ids(back.cards)) <= set(mill_cards)
    hand = match.hand
    assert hand.pending == "return"
    assert hand.to_act == places[1]
    moves = hand.legal_moves()
    assert all(m.kind is MoveKind.RETURN and len(m.cards) + len(m.jokers) == 1 for m in moves)
    assert len(set(moves)) == len(hand.cards(places[1]))
    second = match.apply(moves[0])
    (back2,) = of(second, TaxReturned)
    assert (back2.giver, back2.receiver) == (places[1], places[2])
    assert hand.pending is None
    assert of(second, LeadTo) == [LeadTo(places[-1])]  # next_leader = beggar


def test_choose_return_announces_the_rich_decision():
    """§9.16: "the Millionaire returns before the Rich" - once the Millionaire has returned, the Rich's return is
    owed (DecisionOwed, as for every other decision owed)."""
    match, places, _ = second_hand(rules_of("jda"), 4, seed=0)
    events = match.apply(match.legal_moves()[0])
    assert of(events, DecisionOwed) == [DecisionOwed(places[1], "return", 1, places[2])]


def test_3d_holder_need_not_lead_the_3d():
    """§9.16: "The 3D holder need not lead the 3D." """
    three_d = int(parse_cards("3D")[0])
    match = Match(rules_of("casual", deal="all"), seats=4, seed=0)
    moves = match.legal_moves()
    assert any(three_d in ids(m.cards) for m in moves)
    other = next(m for m in moves if three_d not in ids(m.cards))
    match.apply(other)
    assert three_d in ids(match.hand.cards(of(match.opening_events, LeadTo)[0].seat))


def test_choose_return_wrong_count_is_refused():
    """§6: "The receivers then return the same number of cards" - one card is not enough when two are owed."""
    match, places, _ = second_hand(rules_of("jda"), 4, seed=0)
    card = match.hand.cards(places[0])[0]
    with pytest.raises(ValueError):
        match.apply(f"return {card}")
    assert match.hand.pending == "return"


def test_givers_never_choose():
    """§6: "Givers never choose." - the payments are made at once and no decision is owed by the payers."""
    match, places, events = second_hand(rules_of("jda"), 4, seed=0)
    owed = of(events, DecisionOwed)
    assert {d.seat for d in owed} <= {places[0], places[1]}
    assert match.hand.to_act not in (places[-1], places[-2])


def test_weakest_return_is_automatic():
    """§6: "`"weakest"` (their weakest, automatically)" """
    for seed in range(5):
        match, places, events = second_hand(rules_of("president"), 4, seed)  # tax 2, weakest
        (started,) = of(events, HandStarted)
        payments = of(events, TaxPaid)
        returns = of(events, TaxReturned)
        assert match.hand.pending is None
        assert of(events, DecisionOwed) == []
        assert [(r.giver, r.receiver) for r in returns] == [(places[0], places[-1]), (places[1], places[2])]
        # the Millionaire's weakest two, counted after receiving the Beggar's payment
        mill = list(started.hands[places[0]]) + list(payments[0].cards)
        assert ids(returns[0].cards) == ids(weakest(mill, 2, started.reversed))
        rich = list(started.hands[places[1]]) + list(payments[1].cards)
        assert ids(returns[1].cards) == ids(weakest(rich, 1, started.reversed))
        kinds = [e.kind for e in events]
        assert kinds.index("TaxReturned") > max(i for i, k in enumerate(kinds) if k == "TaxPaid")
        assert of(events, LeadTo) == [LeadTo(places[-1])]


def test_after_tax_everyone_holds_the_right_number_of_cards():
    """§6: "The receivers then return the same number of cards" - hand sizes are as dealt after the tax."""
    match, places, events = second_hand(rules_of("president"), 4, seed=1)
    (started,) = of(events, HandStarted)
    for seat in range(4):
        assert len(match.hand.cards(seat)) == len(started.hands[seat])


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


def test_seating_shuffle_tax_follows_titles_not_seats():
    """§6: "`seating`: ... `shuffle` (a fresh random seating each hand; the tax follows titles, not seats)." """
    for seed in range(6):
        _, places, events = second_hand(rules_of("president", seating="shuffle"), 5, seed)
        (started,) = of(events, HandStarted)
        payments = of(events, TaxPaid)
        assert [(p.giver, p.receiver) for p in payments] == [(places[4], places[0]), (places[3], places[1])]
        assert ids(payments[0].cards) == ids(strongest(started.hands[places[4]], 2, started.reversed))
        returns = of(events, TaxReturned)
        assert [(r.giver, r.receiver) for r in returns] == [(places[0], places[4]), (places[1], places[3])]
        assert of(events, LeadTo) == [LeadTo(places[-1])]
