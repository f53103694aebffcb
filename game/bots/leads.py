"""The searching seat's own leads, searched rather than left to the playout policy.

A playout plays every seat, the searching one included, with the general
policy, and that policy always leads the weakest widest group. So the search
values a root move as if the seat would go on leading that way, which is
where the policy errs most: when to lead the pair of aces, when to give the
lead away, when to spend the 2. With budget to spare (``LEAD_BUDGET``) the
search keeps statistics for each of its seat's leads in a playout, per lead
position, and picks the lead by UCB1 (``Leads.pick``): an information-set
tree over its own leads, its answers and the other seats on the policy as
before.

A lead position is what the seat itself knows when it leads: its own cards
and the direction of play (a revolution flips every lead's worth). It does not
depend on the guess at the hidden cards, so one position gathers every guess
that reaches it, whichever root move led there, and its figures are what that
lead is worth across them: no guess's secrets leak into the choice. A
position plays the policy's own lead for its first ``WARM`` visits, so a
position reached only a few times (most leads late in a playout) plays as the
policy did and costs no more than a count; then each other lead once, then UCB1.
"""
from __future__ import annotations

import math
import random
from collections.abc import Callable

from game.engine import Hand, Move
from game.engine.kinds import KIND_PLAY

from .endgame import place_of
from .policy import move_strength, plan

LEAD_BUDGET = 20000  # searches with at least this budget search their own leads (``deep``)
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
        self.cold: dict[tuple, list[float]] = {}  # the policy lead's figures at a position not yet warm

    def pick(self, h: Hand, policy_lead: Move) -> tuple[tuple, int] | None:
        """The lead to play now, as (position, index of the lead); None where there is no choice
        (one lead, or a lead that goes out). A cold position plays the policy's lead, index 0,
        without its options being worked out: most positions deep in a playout stay cold."""
        hand = h.hands[self.seat]
        rev = h.reversed
        key = (tuple(hand), rev)
        seen = self.visits.get(key, 0)
        self.visits[key] = seen + 1
        found = self.positions.get(key)
        if found is None:
            if seen < WARM:
                self.cold.setdefault(key, [0, 0.0])
                return key, 0
            options, stats = found = self.positions[key] = _options(h, hand, rev, policy_lead)
            stats[0] = self.cold.pop(key, [0, 0.0])
        options, stats = found
        if len(options) < 2:
            return None
        for i, (n, _) in enumerate(stats):
            if not n:
                return key, i
        log_n = math.log(seen)
        best = max(range(len(options)),
                   key=lambda i: stats[i][1] / stats[i][0] + EXPLORE * math.sqrt(log_n / stats[i][0]))
        return key, best

    def row(self, key: tuple, i: int) -> list[float]:
        """The figures of lead ``i`` at position ``key``: [playouts, total value]."""
        found = self.positions.get(key)
        return self.cold[key] if found is None else found[1][i]

    def playout(self, h: Hand, rng: random.Random, policy: Policy, eps: float, finish: Finish) -> tuple[int, int]:
        """Play on with ``policy`` to the seat's next lead, choose that lead (``pick``), let
        ``finish`` settle the rest (searching the leads after it in turn), and record what the
        lead was worth: (place, moves played)."""
        seat, moves = self.seat, 0
        while not h.is_over and seat in h.active and not lead_now(h, seat):
            h.push(policy(h, rng, eps))
            moves += 1
        if not lead_now(h, seat):  # the hand is over for the seat
            return place_of(h, seat), moves
        mine = policy(h, rng, 0.0)  # on an empty table the policy draws nothing from ``rng``
        pick = self.pick(h, mine)
        if pick is not None and pick[0] in self.positions:
            options = self.positions[pick[0]][0]
            if options[pick[1]] in h.legal_moves():
                mine = options[pick[1]]
            else:  # the same cards and direction, other rules in force: the policy leads
                pick = None
        h.push(mine)
        place, used = finish(h, rng)
        if pick is not None:
            row = self.row(*pick)
            row[0] += 1
            row[1] += self.values[place]
        return place, moves + 1 + used


def _options(h: Hand, hand: list[int], rev: bool, policy_lead: Move) -> tuple[list[Move], list[list[float]]]:
    """The leads weighed: the policy's first, then the legal plays of whole planned groups, weakest first.
    No choice (a single option) where a lead empties the hand."""
    plays = [m for m in h.legal_moves() if m.kind is KIND_PLAY]
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

