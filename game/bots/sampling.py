"""Guessing the cards a seat cannot see, consistently with what it saw.

What a seat knows beyond its own cards and the public piles: cards it gave
away (tax return, seven-give) sit in the receiver's hand until they are
played; a tax payer handed over its strongest cards, so it holds nothing
stronger than the weakest of them; under a "3D" leader rule the hand's leader
held the 3D; and every seat's card count (passes: ``reads``). A sample
deals the unseen cards to the other seats under those constraints; what is
left over is the face-down set-aside pile.
"""
from __future__ import annotations

import random

from game.engine import SeatView
from game.engine.determinize import unseen
from game.engine.judge import is_revolution
from game.engine.legality import THREE_D_ORDER

from .policy import strength
from .reads import PassRead, violations


def known_cards(view: SeatView) -> dict[int, list[int]]:
    """Cards that must be in another seat's hand: what this seat gave away (until played)
    and the 3D held by the hand's first leader (``leader_card``)."""
    gone = {int(c) for c in view.discard if c < 52}
    for _, move in view.trick:
        gone.update(int(c) for c in move.cards)
    known: dict[int, list[int]] = {}
    for giver, receiver, cards in view.exchanges:
        if giver != view.seat or receiver not in view.active:
            continue
        for c in cards:
            if c < 52 and c not in gone:
                known.setdefault(receiver, []).append(int(c))
    for seat, cards in list(known.items()):
        if len(cards) > view.counts[seat]:  # they passed some on (a give we did not see)
            del known[seat]
    pinned = leader_card(view, gone)
    if pinned is not None:
        seat, card = pinned
        cards = known.setdefault(seat, [])
        if card not in cards and len(cards) < view.counts[seat]:
            cards.append(card)
    return known


def leader_card(view: SeatView, gone: set[int]) -> tuple[int, int] | None:
    """(seat, card) when the leader rule says who holds an unseen card, else None.

    Under a "3D" leader rule (``first_leader`` in first and reset hands,
    ``next_leader`` after), with every card dealt, the seat that led the hand
    (the first in the history, after the tax) held the 3D; if the 3D is still
    unseen (not in ``gone``, the discard and the table, nor ours), it holds it
    yet. Not trusted under seven-give (it may have gone on).
    """
    r = view.rules
    rule = r.first_leader if r.is_reset_hand(view.number) else r.next_leader
    if rule != "3D" or view.set_aside or r.seven_give or not view.history:
        return None
    seat, card = view.history[0][0], THREE_D_ORDER[0]
    if seat == view.seat or seat not in view.active or card in gone or card in view.cards:
        return None
    return seat, card


def tax_key(card: int, rev: bool) -> tuple[int, int]:
    """The order a tax takes cards in (strongest first, spades before clubs at a rank: §9.16)."""
    return (strength(card, rev), -(card & 3) if card < 52 else 0)


def strength_caps(view: SeatView) -> dict[int, tuple[int, int]]:
    """Seats that paid this seat tax: the strongest card they can still hold, as a ``tax_key``.

    A payer handed over its strongest cards (ties by suit), so nothing it kept
    comes before the last card it paid. Only trusted while nothing could have
    brought it stronger cards unseen (no seven-give) and the order has not
    changed since the tax (no revolution played).
    """
    if view.rules.seven_give or view.number == 1:
        return {}
    if any(m.info is not None and is_revolution(m, view.rules) for _, m in view.history):
        return {}  # the order has changed since the tax
    caps: dict[int, tuple[int, int]] = {}
    for giver, receiver, cards in view.exchanges:
        if receiver == view.seat and giver != view.seat and giver in view.active and cards:
            caps[giver] = min(tax_key(int(c), view.revolution) for c in cards)
    return caps


class Guesser:
    """What every guess of one decision shares, worked out once: the pool of unseen cards
    not already placed, the known cards, the tax caps and the order seats are dealt in."""

    def __init__(self, view: SeatView) -> None:
        self.view = view
        self.known = known_cards(view)
        placed = {c for cards in self.known.values() for c in cards}
        self.pool = [c for c in unseen(view) if c not in placed]
        self.caps = strength_caps(view)
        self.seats = sorted((s for s in view.active if s != view.seat), key=lambda s: s not in self.caps)

    def deal(self, rng: random.Random) -> dict[int, list[int]]:
        """One guess at every other seat's cards (what ``determinize.hand_for`` takes)."""
        view, known, caps = self.view, self.known, self.caps
        pool = list(self.pool)
        rng.shuffle(pool)
        hidden: dict[int, list[int]] = {}
        for seat in self.seats:
            cards = list(known.get(seat, ()))
            need = view.counts[seat] - len(cards)
            cap = caps.get(seat)
            if cap is not None:
                fits = [c for c in pool if tax_key(c, view.revolution) <= cap]
                if len(fits) >= need:
                    take = fits[:need]
                    chosen = set(take)
                    pool = [c for c in pool if c not in chosen]
                    hidden[seat] = cards + take
                    continue
            hidden[seat] = cards + pool[:need]
            pool = pool[need:]
        return hidden


def sample_hidden(view: SeatView, rng: random.Random) -> dict[int, list[int]]:
    """One guess at every other seat's cards (what ``determinize.hand_for`` takes)."""
    return Guesser(view).deal(rng)


def sample_read(view: SeatView, rng: random.Random, reads: list[PassRead], tries: int,
                guesser: Guesser | None = None) -> dict[int, list[int]]:
    """A guess that fits the passes if one of a few does; else the one that fits them best.

    ``guesser``: the decision's ``Guesser``, so repeated calls share its work.
    """
    guesser = guesser or Guesser(view)
    best, best_bad = None, 1 << 30
    for _ in range(max(1, tries if reads else 1)):
        hidden = guesser.deal(rng)
        if not reads:
            return hidden
        bad = violations(hidden, reads, view.rules)
        if bad < best_bad:
            best, best_bad = hidden, bad
            if bad == 0:
                break
    return best
