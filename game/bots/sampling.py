"""Guessing the cards a seat cannot see, consistently with what it saw.

What a seat knows beyond its own cards and the public piles: cards it gave
away (tax return, seven-give) sit in the receiver's hand until they are
played; a tax payer handed over its strongest cards, so it holds nothing
stronger than the weakest of them; under a "3D" leader rule the hand's leader
held the 3D; and every seat's card count (passes: ``reads``). A sample
deals the unseen cards to the other seats under those constraints, then pays
again the tax this seat did not see (``unseen_taxes``); what is left over is
the face-down set-aside pile.
"""
from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from game.engine import SeatView
from game.engine.deal import tax_pairs
from game.engine.determinize import unseen
from game.engine.judge import is_revolution
from game.engine.legality import THREE_D_ORDER, strongest, weakest
from game.engine.titles import titles_for

from .policy import strength
from .reads import PassRead, ReadCheck, hand_key, read_checks, start_revolution, violations


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


def unseen_taxes(view: SeatView) -> list[tuple[int, int, int]]:
    """The tax paid this hand between two other seats: (payer, receiver, cards), from the titles.

    This seat saw neither side of it, yet it shaped both hands: the Beggar
    (the Poor) handed over its strongest cards and got back the receiver's
    choice, most often its weakest. A uniform deal forgets that; ``Guesser.deal``
    plays it again on each guess."""
    titles, ladder = view.titles, titles_for(view.seats)
    if sorted(map(str, titles)) != sorted(ladder):
        return []  # a first or reset hand (the titles are the match's, or the server's): no tax
    places = sorted(range(view.seats), key=lambda s: ladder.index(titles[s]))  # last hand's, as titles tell
    return [pair for pair in tax_pairs(view.rules, view.seats, places) if view.seat not in pair[:2]]


class Guesser:
    """What every guess of one decision shares, worked out once: the pool of unseen cards
    not already placed, the known cards, the tax caps, the ranks each seat's leads allow
    (``reads.lead_floors``) and the order seats are dealt in (the most constrained first)."""

    def __init__(self, view: SeatView, floors: dict[int, int] | None = None) -> None:
        self.view = view
        self.known = known_cards(view)
        placed = {c for cards in self.known.values() for c in cards}
        self.pool = [c for c in unseen(view) if c not in placed]
        self.caps = strength_caps(view)
        self.floors = {s: mask for s, mask in (floors or {}).items()  # a card we gave it, below its lead:
                       if all(c >= 52 or mask >> (c >> 2) & 1 for c in self.known.get(s, ()))}  # not read
        others = [s for s in view.active if s != view.seat]
        self.fit = {s: self._fits(s) for s in others if s in self.caps or s in self.floors}

        def slack(s: int) -> int:  # fitting cards beyond the count to deal: the tightest seat goes first
            need = view.counts[s] - len(self.known.get(s, ()))
            return sum(map(self.fit[s], self.pool)) - need if s in self.fit else 99
        self.seats = sorted(others, key=slack)
        self.taxes = unseen_taxes(view)
        self.tax_order = start_revolution(view)

    def _fits(self, seat: int) -> Callable[[int], bool]:
        """Whether a card may be dealt to ``seat``: under its tax cap and of a rank its leads allow."""
        cap, mask, rev = self.caps.get(seat), self.floors.get(seat), self.view.revolution
        return lambda c: ((cap is None or tax_key(c, rev) <= cap)
                          and (mask is None or c >= 52 or mask >> (c >> 2) & 1))

    def deal(self, rng: random.Random) -> dict[int, list[int]]:
        """One guess at every other seat's cards (what ``Hand.from_view`` takes).

        A seat whose constraints the cards left cannot meet (a read that was
        wrong) is dealt from them as they come."""
        view, known = self.view, self.known
        pool = list(self.pool)
        rng.shuffle(pool)
        hidden: dict[int, list[int]] = {}
        for seat in self.seats:
            cards = list(known.get(seat, ()))
            need = view.counts[seat] - len(cards)
            fit = self.fit.get(seat)
            if fit is not None:
                fits = [c for c in pool if fit(c)]
                if len(fits) >= need:
                    take = fits[:need]
                    chosen = set(take)
                    pool = [c for c in pool if c not in chosen]
                    hidden[seat] = cards + take
                    continue
            hidden[seat] = cards + pool[:need]
            pool = pool[need:]
        if any(c >= 52 for c in pool):  # left over for the set-aside pile, where the deal puts no joker
            self._deal_jokers(hidden, pool, rng)
        for payer, receiver, n in self.taxes:
            self._pay(hidden, payer, receiver, n)
        return hidden

    def _deal_jokers(self, hidden: dict[int, list[int]], rest: list[int], rng: random.Random) -> None:
        """Trade each joker left in ``rest`` (the set-aside pile) for a guessed natural card of
        a seat it may go to, any such card alike (so a seat holds it in proportion to its
        cards): the deal sets aside natural cards only (``deal = "equal"``). A joker no
        seat may take (a wrong read) stays where it is."""
        for i, j in enumerate(rest):
            if j < 52:
                continue
            spots = [(s, k) for s in self.seats if s not in self.fit or self.fit[s](j)
                     for k, c in enumerate(hidden[s]) if c < 52 and c not in self.known.get(s, ())]
            if spots:
                seat, k = rng.choice(spots)
                hidden[seat][k], rest[i] = j, hidden[seat][k]

    def _pay(self, hidden: dict[int, list[int]], payer: int, receiver: int, n: int) -> None:
        """Play an unseen tax again on a guess: the payer's ``n`` strongest guessed cards
        trade places with the receiver's ``n`` weakest (as the engine picks them, in the
        order the hand began in), where the payer's is the stronger and both seats' caps
        and lead floors (``fit``) allow the move.

        A guess dealt as if no tax had been paid is taken for the hands before it,
        so the Beggar is left weaker and the Millionaire stronger, as they are. Two
        approximations: the receiver is taken to return its weakest cards (under
        ``tax_return = "choose"`` it may keep some), and a return still owed is taken
        as made; the pass reads are left to ``repair``."""
        fixed, rev = self.known, self.tax_order
        hp = strongest([c for c in hidden.get(payer, ()) if c not in fixed.get(payer, ())], n, rev)
        hr = weakest([c for c in hidden.get(receiver, ()) if c not in fixed.get(receiver, ())], n, rev)
        fit_p, fit_r = self.fit.get(payer), self.fit.get(receiver)
        for a, b in zip(hp, hr):
            if tax_key(a, rev) <= tax_key(b, rev) or (fit_r and not fit_r(a)) or (fit_p and not fit_p(b)):
                continue
            ip, ir = hidden[payer].index(a), hidden[receiver].index(b)
            hidden[payer][ip], hidden[receiver][ir] = b, a


def sample_hidden(view: SeatView, rng: random.Random) -> dict[int, list[int]]:
    """One guess at every other seat's cards (what ``Hand.from_view`` takes)."""
    return Guesser(view).deal(rng)


def sample_read(view: SeatView, rng: random.Random, reads: Sequence[PassRead | ReadCheck], tries: int,
                guesser: Guesser | None = None, swaps: int = 0) -> dict[int, list[int]]:
    """A guess that fits the reads if one of a few does; else the one that fits them best,
    mended by up to ``swaps`` card swaps (``repair``).

    ``guesser``: the decision's ``Guesser``, so repeated calls share its work; ``reads``
    made ready once (``reads.read_checks``) share theirs.
    """
    guesser = guesser or Guesser(view)
    reads = read_checks(reads, view.rules)
    best, best_bad = None, 1 << 30
    for _ in range(max(1, tries if reads else 1)):
        hidden = guesser.deal(rng)
        if not reads:
            return hidden
        bad = violations(hidden, reads, view.rules)
        if bad < best_bad:
            best, best_bad = hidden, bad
            if bad == 0:
                return best
    return repair(guesser, best, reads, rng, swaps) if swaps else best


WANDER = 0.3  # how often a mending swap moves any card of the seat, not one that breaks a read


PILE = -1  # the face-down set-aside pile as a swap partner in ``repair``


def repair(guesser: Guesser, hidden: dict[int, list[int]], reads: Sequence[PassRead | ReadCheck], rng: random.Random,
           swaps: int) -> dict[int, list[int]]:
    """Mend a guess toward the reads: swap a card that breaks a read (``reads.contradiction``),
    or now and then any card of that seat (``WANDER``: a fit may need two swaps), with a
    card of another seat or of the set-aside pile (an equal deal's leftovers), keeping each
    swap that leaves no more reads broken.

    Random guesses rarely fit a dozen reads at once, and the best of a few
    fits them barely better; a short walk of swaps finds guesses that fit.
    Known cards stay put, a card goes only where its seat's cap and leads
    allow it, and the pile takes natural cards only, as the deal sets them
    aside. Changes ``hidden`` in place and returns it (the pile is what the
    hands leave of the unseen cards: ``Hand.from_view``).
    """
    by_seat: dict[int, list[ReadCheck]] = {}
    for check in read_checks(reads, guesser.view.rules):
        by_seat.setdefault(check.seat, []).append(check)

    def broken(seat: int) -> list[tuple[int, ...]]:
        if seat == PILE:
            return []
        key = hand_key(hidden[seat])  # split once for all of the seat's reads
        found = (check.judge(*key) for check in by_seat.get(seat, ()))
        return [c for c in found if c is not None]

    seats = [s for s in hidden if hidden[s]]
    held = {c for cards in hidden.values() for c in cards}
    pile = [c for c in guesser.pool if c < 52 and c not in held]
    if len(seats) < (1 if pile else 2):
        return hidden
    now = {s: broken(s) for s in seats + [PILE]}
    fixed = {c for cards in guesser.known.values() for c in cards}
    fit = guesser.fit
    for _ in range(swaps):
        wrong = [s for s in seats if any(now[s])]  # a read broken by later plays alone is left as it is
        if not wrong:
            break
        s = rng.choice(wrong)
        if rng.random() < WANDER:
            a = rng.choice(hidden[s])
        else:
            a = rng.choice(rng.choice([c for c in now[s] if c]))
        t = rng.choice([x for x in seats if x != s] + ([PILE] if pile else []))
        ht = pile if t == PILE else hidden[t]
        j = rng.randrange(len(ht))
        b = ht[j]
        if a in fixed or b in fixed or (t in fit and not fit[t](a)) or (s in fit and not fit[s](b)):
            continue
        if t == PILE and a >= 52:
            continue  # the deal sets no joker aside
        hs = hidden[s]
        i = hs.index(a)
        hs[i], ht[j] = b, a
        after_s, after_t = broken(s), broken(t)  # the pile breaks no read
        if len(after_s) + len(after_t) <= len(now[s]) + len(now[t]):
            now[s], now[t] = after_s, after_t
        else:
            hs[i], ht[j] = a, b
    return hidden
