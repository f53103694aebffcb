"""Guessing the cards a seat cannot see, consistently with what it saw.

What a seat knows beyond its own cards and the public piles: cards it gave
away (tax return, seven-give) sit in the receiver's hand until they are
played; a tax payer handed over its strongest cards, so it holds nothing
stronger than the weakest of them; and every seat's card count. A sample
deals the unseen cards to the other seats under those constraints; what is
left over is the face-down set-aside pile.
"""
from __future__ import annotations

import random

from game.engine import SeatView
from game.engine.determinize import unseen

from .policy import strength


def known_cards(view: SeatView) -> dict[int, list[int]]:
    """Cards this seat gave away that must still be in the receiver's hand."""
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
    return known


def strength_caps(view: SeatView) -> dict[int, int]:
    """Seats that paid this seat tax: the strongest card they can still hold.

    Only trusted while nothing could have brought them stronger cards unseen
    (no seven-give) and the order has not changed since the tax.
    """
    if view.rules.seven_give or view.number == 1:
        return {}
    if any(m.info is not None and m.size >= 4 for _, m in view.history):
        return {}  # a revolution may have changed the order since the tax
    caps: dict[int, int] = {}
    for giver, receiver, cards in view.exchanges:
        if receiver == view.seat and giver != view.seat and giver in view.active and cards:
            caps[giver] = min(strength(int(c), view.revolution) for c in cards)
    return caps


def sample_hidden(view: SeatView, rng: random.Random) -> dict[int, list[int]]:
    """One guess at every other seat's cards (what ``determinize.hand_for`` takes)."""
    known = known_cards(view)
    placed = {c for cards in known.values() for c in cards}
    pool = [c for c in unseen(view) if c not in placed]
    rng.shuffle(pool)
    caps = strength_caps(view)
    hidden: dict[int, list[int]] = {}
    seats = sorted((s for s in view.active if s != view.seat), key=lambda s: s not in caps)
    for seat in seats:
        cards = list(known.get(seat, ()))
        need = view.counts[seat] - len(cards)
        cap = caps.get(seat)
        if cap is not None:
            fits = [c for c in pool if strength(c, view.revolution) <= cap]
            if len(fits) >= need:
                take = fits[:need]
                chosen = set(take)
                pool = [c for c in pool if c not in chosen]
                hidden[seat] = cards + take
                continue
        hidden[seat] = cards + pool[:need]
        pool = pool[need:]
    return hidden
