"""Starting a hand inside a match: seating, the deal, the tax and the leader (RULES.md §6).

Everything random here draws from the ``random.Random`` the match passes in,
so a seed and the moves made describe a match completely.
"""
from __future__ import annotations

import random

from .cards import Card, deck, shown
from .events import DecisionOwed, Event, HandStarted, LeadTo, TaxPaid, TaxReturned
from .hand import Hand
from .legality import strongest, three_d_holder, weakest
from .kinds import Owed
from .rules import Rules


def start_hand(rules: Rules, seats: int, number: int, rng: random.Random,
               last_places: list[int] | None, revolution: bool,
               last_order: tuple[int, ...] | None = None) -> tuple[Hand, list[Event]]:
    """Deal hand ``number`` and run the tax; returns the hand and what happened.

    ``last_places`` is None for a first hand (and a reset hand, §10.9); ``last_order`` is
    the turn order kept between the fresh seatings of ``seating_every`` (§10).
    """
    order = list(range(seats))
    if rules.is_new_seating(number):
        rng.shuffle(order)
    elif number > 1 and rules.seating == "shuffle" and last_order is not None:
        order = list(last_order)
    cards = deck(rules.jokers)
    rng.shuffle(cards)
    set_aside: list[int] = []
    if rules.deal == "equal":
        extra = len(cards) % seats
        set_aside = [c for c in cards if c < 52][:extra]
        cards = [c for c in cards if c not in set_aside]
        first = 0
    elif rules.deal_start == "millionaire" and number > 1 and last_places:
        first = last_places[0]  # §10.8: the Millionaire is dealt first
    else:
        first = rng.randrange(seats)  # §9.15: the deal starts at a seat drawn from the seed
    hands: list[list[int]] = [[] for _ in range(seats)]
    start = order.index(first)
    for i, c in enumerate(cards):
        hands[order[(start + i) % seats]].append(c)
    events: list[Event] = [HandStarted(number, tuple(order), tuple(shown(h) for h in hands),
                                       len(set_aside), first, revolution)]
    returns: list[tuple[int, int, int]] = []
    transfers: list[tuple[int, int, tuple[Card, ...]]] = []
    millionaire = None
    if number > 1 and last_places:
        millionaire = last_places[0]
        returns = _pay_tax(rules, seats, hands, last_places, revolution, events, transfers)
        if rules.tax_return == "weakest":
            for giver, n, to in returns:
                paid = weakest(hands[giver], n, revolution)
                _move_cards(hands, giver, to, paid)
                back = shown(paid)
                events.append(TaxReturned(giver, to, back))
                transfers.append((giver, to, back))
            returns = []
    leader = _leader(rules, number, rng, hands, order, last_places)
    hand = Hand(rules, hands, leader=leader, number=number, order=order, revolution=revolution,
                millionaire=millionaire, set_aside=set_aside, returns=returns, transfers=transfers)
    if returns:
        seat, n, to = returns[0]
        events.append(DecisionOwed(seat, Owed.RETURN, n, to))
    else:
        events.append(LeadTo(leader))
    return hand, events


def _move_cards(hands: list[list[int]], giver: int, receiver: int, cards: list[int]) -> None:
    for c in cards:
        hands[giver].remove(c)
    hands[receiver] = sorted(hands[receiver] + cards)


def tax_pairs(rules: Rules, seats: int, places: list[int]) -> list[tuple[int, int, int]]:
    """Who pays whom how many cards, from last hand's places: the Beggar the Millionaire,
    and at 4+ seats the Poor the Rich one card fewer (§6)."""
    n = rules.tax_count(seats)
    pairs = [(places[-1], places[0], n)]
    if seats >= 4 and n > 1:
        pairs.append((places[-2], places[1], n - 1))
    return [p for p in pairs if p[2] > 0]


def _pay_tax(rules: Rules, seats: int, hands: list[list[int]], places: list[int], reversed_: bool,
             events: list[Event], transfers: list) -> list[tuple[int, int, int]]:
    """Beggar pays the Millionaire, Poor pays the Rich; returns the returns owed (§6, §9.16)."""
    returns = []
    for giver, receiver, count in tax_pairs(rules, seats, places):
        paid = strongest(hands[giver], count, reversed_)
        if not paid:
            continue
        _move_cards(hands, giver, receiver, paid)
        paid_cards = shown(paid)
        events.append(TaxPaid(giver, receiver, paid_cards))
        transfers.append((giver, receiver, paid_cards))
        returns.append((receiver, len(paid), giver))
    return returns


def _leader(rules: Rules, number: int, rng: random.Random, hands: list[list[int]], order: list[int],
            places: list[int] | None) -> int:
    choice = rules.first_leader if number == 1 or not places else rules.next_leader
    if choice == "seat0":
        return 0
    if choice == "3D":  # with returns still owed, the hand looks again after them (§10.7)
        return three_d_holder(hands)
    if choice == "beggar":
        return places[-1]
    if choice == "millionaire":
        return places[0]
    return order[rng.randrange(len(order))]
