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

from game.engine import Move, SeatView
from game.engine.determinize import unseen
from game.engine.judge import beats

from .policy import TOP, move_strength, strength, unit_moves


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


# -- reading the passes -------------------------------------------------------------
MAX_READS = 3  # passes read per seat
Pass = tuple[int, tuple[int, ...], Move]  # (seat, naturals it played after the pass, the play it passed on)


def pass_reads(view: SeatView) -> list[Pass]:
    """Passes worth reading: each says the seat had no cheap whole unit that beat the table.

    A seat that plays like the medium bot passes only when no planned unit of
    the table's shape beats it below the top rank, so a sample giving it one is
    unlikely. Only read while the order is known to be the one in force now
    (no four-card group since, no pending flip, no jack-back) and nothing but
    plays changed the hands (no gives or discards, no suit lock).
    """
    r = view.rules
    if r.jack_back or r.suit_lock or r.seven_give or r.ten_discard or view.pending_revolution:
        return []
    hist = view.history
    start = 0
    for i, (_, m) in enumerate(hist):
        if m.info is not None and m.size >= 4:
            start = i + 1
    out: list[Pass] = []
    last: Move | None = None
    for i, (seat, m) in enumerate(hist):
        if not m.is_pass:
            last = m
            continue
        if i < start or last is None or seat == view.seat or seat not in view.active:
            continue
        later = tuple(int(c) for s, mv in hist[i + 1:] if s == seat for c in mv.cards)
        out.append((seat, later, last))
    kept: list[Pass] = []
    per_seat: dict[int, int] = {}
    for read in reversed(out):  # the latest few per seat: older ones cost time and say less
        if per_seat.get(read[0], 0) < MAX_READS:
            per_seat[read[0]] = per_seat.get(read[0], 0) + 1
            kept.append(read)
    return kept


def violations(hidden: dict[int, list[int]], reads: list[Pass], rev: bool, spade3: bool) -> int:
    """How many read passes this guess contradicts (a cheap beating unit it would have played)."""
    bad = 0
    for seat, later, table in reads:
        t = table.info
        for m in unit_moves(sorted([c for c in hidden.get(seat, ()) if c < 52] + list(later)), rev):
            i = m.info
            if i.shape is t.shape and i.size == t.size and move_strength(m, rev) < TOP \
                    and beats(m, table, rev, spade3):
                bad += 1
                break
    return bad


def sample_read(view: SeatView, rng: random.Random, reads: list[Pass], tries: int) -> dict[int, list[int]]:
    """A guess that fits the passes if one of a few does; else the one that fits them best."""
    best, best_bad = None, 1 << 30
    for _ in range(max(1, tries if reads else 1)):
        hidden = sample_hidden(view, rng)
        if not reads:
            return hidden
        bad = violations(hidden, reads, view.reversed, view.rules.spade3)
        if bad < best_bad:
            best, best_bad = hidden, bad
            if bad == 0:
                break
    return best
