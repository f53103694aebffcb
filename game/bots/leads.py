"""The searching seat's own next lead, searched rather than left to the playout policy.

A playout plays every seat, the searching one included, with the general
policy, and that policy always leads the weakest widest group. So the search
values a root move as if the seat would go on leading that way, which is
where the policy errs most: when to lead the pair of aces, when to give the
lead away, when to spend the 2. With budget to spare (``LEAD_BUDGET``) the
search keeps statistics for its seat's first lead after the root move, per
lead position, and picks that lead by UCB1 (``Leads.pick``): one level of an
information-set tree over its own moves, the rest of the playout on the
policy as before.

A lead position is what the seat itself knows when it leads: its own cards
and the direction of play (a revolution flips every lead's worth). It does not
depend on the guess at the hidden cards, so one position gathers every guess
that reaches it, whichever root move led there, and its figures are what that
lead is worth across them: no guess's secrets leak into the choice. A
position plays the policy's own lead for its first ``WARM`` visits, so a
position reached only a few times plays as the policy did; then each other
lead once, then UCB1.
"""
from __future__ import annotations

import math
import random
from collections.abc import Callable

from game.engine import Hand, Move, MoveKind

from .policy import move_strength, plan

LEAD_BUDGET = 20000  # searches with at least this budget search their own next lead (``deep``)
WARM = 12  # visits of a lead position before it tries leads other than the policy's
EXPLORE = 0.2  # UCB1's exploration constant, in place-value units (first place is 1.0)
MAX_LEADS = 6  # leads weighed per position: the policy's, then the whole groups weakest first


Policy = Callable[[Hand, random.Random, float], Move]
Finish = Callable[[Hand, random.Random], tuple[int, int]]  # (place, moves played) from here on


class Leads:
    """The figures per lead position of one decision's search: lead -> [playouts, total value]."""

    def __init__(self, seat: int, values: list[float]) -> None:
        self.seat = seat
        self.values = values  # what each finishing place is worth (``place_values``)
        self.positions: dict[tuple, tuple[list[Move], list[list[float]]]] = {}
        self.visits: dict[tuple, int] = {}

    def pick(self, h: Hand, policy_lead: Move) -> tuple[tuple, int] | None:
        """The lead to play now, as (position, index of the lead); None where there is no choice
        (one lead, or a lead that goes out)."""
        hand = h.hands[self.seat]
        rev = h.reversed
        key = (tuple(hand), rev)
        found = self.positions.get(key)
        if found is None:
            found = self.positions[key] = _options(h, hand, rev, policy_lead)
        options, stats = found
        if len(options) < 2:
            return None
        seen = self.visits.get(key, 0)
        self.visits[key] = seen + 1
        if seen < WARM:
            return key, 0
        for i, (n, _) in enumerate(stats):
            if not n:
                return key, i
        log_n = math.log(seen)
        best = max(range(len(options)),
                   key=lambda i: stats[i][1] / stats[i][0] + EXPLORE * math.sqrt(log_n / stats[i][0]))
        return key, best

    def playout(self, h: Hand, rng: random.Random, policy: Policy, eps: float, finish: Finish) -> tuple[int, int]:
        """Play on with ``policy`` to the seat's next lead, choose that lead (``pick``), let
        ``finish`` settle the rest, and record what the lead was worth: (place, moves played)."""
        seat, moves = self.seat, 0
        while not h.is_over and seat in h.active and not lead_now(h, seat):
            h.apply(policy(h, rng, eps))
            moves += 1
        if not lead_now(h, seat):
            place, used = finish(h, rng)
            return place, moves + used
        mine = policy(h, rng, 0.0)  # on an empty table the policy draws nothing from ``rng``
        pick = self.pick(h, mine)
        if pick is not None:
            key, i = pick
            if self.positions[key][0][i] in h.legal_moves():
                mine = self.positions[key][0][i]
            else:  # the same cards and direction, other rules in force: the policy leads
                pick = None
        h.apply(mine)
        place, used = finish(h, rng)
        if pick is not None:
            row = self.positions[pick[0]][1][pick[1]]
            row[0] += 1
            row[1] += self.values[place]
        return place, moves + 1 + used


def _options(h: Hand, hand: list[int], rev: bool, policy_lead: Move) -> tuple[list[Move], list[list[float]]]:
    """The leads weighed: the policy's first, then the legal plays of whole planned groups, weakest first.
    No choice (a single option) where a lead empties the hand."""
    plays = [m for m in h.legal_moves() if m.kind is MoveKind.PLAY]
    if any(m.size == len(hand) for m in plays):
        return [policy_lead], [[0, 0.0]]
    whole = set(plan(hand, rev))
    options = [policy_lead]
    for m in sorted((m for m in plays if not m.jokers and m.cards in whole), key=lambda m: move_strength(m, rev)):
        if m not in options:
            options.append(m)
        if len(options) == MAX_LEADS:
            break
    return options, [[0, 0.0] for _ in options]


def lead_now(h: Hand, seat: int) -> bool:
    """Is it the seat's own lead (an empty table, no decision owed)?"""
    return h.to_act == seat and h.table is None and not h.owed and not h.is_over

