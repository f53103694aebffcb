"""The tax: who gives whom how many cards, which cards, and what comes back (RULES.md §6, §9.16).

A match is brought into a known state by playing hand 1 out with a fixed
deterministic policy; hand 2's opening events are read from the ``deal_next``
that follows. Expected tax cards are worked out here, independently of the
engine, from the cards dealt (``HandStarted.hands``).
"""
from __future__ import annotations

from math import comb

import pytest

from game.engine import Match, MoveKind, parse_cards
from game.engine.events import DecisionOwed, HandStarted, LeadTo, TaxPaid, TaxReturned

from .helpers import ids, of, rules_of, second_hand


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
