"""Exact play of small endgames: two seats left, few cards, every card known (after sampling).

When only the searching seat and one rival remain, the rest of the hand is a
two-player game of perfect information on each sampled guess, small enough to
solve outright instead of playing it out by habit: the rival is assumed to
play against us (it wants the better of the two places left). Positions are
remembered for one guess (across its samples and candidates), and a solve that grows past its node limit gives
up so the caller falls back to a playout; the nodes visited count as work, so
the budget still bounds the search.
"""
from __future__ import annotations

from game.engine import Hand

SOLVE_CARDS = 8  # both hands together at most this many cards
SOLVE_NODES = 4000  # positions visited before a solve gives up


class TooBig(Exception):
    """The endgame has more positions than the node limit allows."""


def solvable(h: Hand, seat: int) -> bool:
    """Only ``seat`` and one rival left, and few cards between them."""
    return (not h.is_over and len(h.active) == 2 and seat in h.active
            and sum(len(h.hands[s]) for s in h.active) <= SOLVE_CARDS)


def place_of(h: Hand, seat: int) -> int | None:
    """The seat's final place once it is settled, else None."""
    if seat in h.finished:
        return h.finished.index(seat)
    if h.is_over:
        return h.places.index(seat)
    if seat not in h.active:
        return h.seats - 1  # fouled out or fell from grace: the bottom
    return None


def _key(h: Hand) -> tuple:
    return (h.to_act, tuple(tuple(sorted(x)) for x in h.hands), h.table, h.table_seat, frozenset(h.passed),
            frozenset(h.lead_passed), h.revolution, h.jack_back, h.pending_revolution, h.lock, tuple(h.active),
            tuple(h.finished), tuple(h.fouls), h.fallen, tuple(map(tuple, h.owed)), tuple(h.owers), h.after_play)


def solve(h: Hand, seat: int, memo: dict, limit: int = SOLVE_NODES) -> tuple[int, int]:
    """(best place ``seat`` can force, positions visited); raises ``TooBig`` past ``limit``."""
    solver = _Solver(seat, memo, limit)
    return solver.best(h), solver.visited


class _Solver:
    """One solve's state. A class, not a closure over itself: a recursive inner function is a
    reference cycle (function, cell, function) that keeps the memo alive until a full garbage
    collection, and those collections were the search's slowest decisions (p99)."""

    __slots__ = ("seat", "memo", "limit", "visited")

    def __init__(self, seat: int, memo: dict, limit: int) -> None:
        self.seat, self.memo, self.limit, self.visited = seat, memo, limit, 0

    def best(self, node: Hand) -> int:
        seat = self.seat
        settled = place_of(node, seat)
        if settled is not None:
            return settled
        key = _key(node)
        found = self.memo.get(key)
        if found is not None:
            return found
        self.visited += 1
        if self.visited > self.limit:
            raise TooBig
        ours = node.to_act == seat
        enough = len(node.finished) if ours else node.seats - 1  # no better (worse) place can follow
        value = -1 if not ours else node.seats
        for move in node.legal_moves():
            child = node.copy()
            child.push(move)
            v = self.best(child)
            if v < value if ours else v > value:
                value = v
                if v == enough:
                    break
        self.memo[key] = value
        return value
