"""Hand-shape heuristics and the fast default policy used in search playouts.

``plan`` splits a hand into the plays it would take to empty it (runs and
groups kept together), which is what the medium bot, the hint and the
candidate filter of the search all reason about. ``fast_move`` is the policy
every seat follows inside a playout: cheap (a few passes over the legal list,
no hand analysis) but sensible, because a playout policy that throws away its
2s makes the search learn nothing.
"""
from __future__ import annotations

import random
from collections.abc import Iterable, Sequence

from game.engine import PASS, Hand, Move, MoveKind
from game.engine.legality import quick_legal
from game.engine.moves import Shape, cards_move, play

TOP = 12  # strength of the strongest rank in force
JOKER = 13  # strength of a joker, above every rank in both orders


def strength(card: int, rev: bool) -> int:
    """A card's strength in the order in force: 0 weakest, 12 the top rank, 13 a joker."""
    if card >= 52:
        return JOKER
    r = card >> 2
    return 12 - r if rev else r


def rank_strength(rank: int, rev: bool) -> int:
    return 12 - rank if rev else rank


def move_strength(move: Move, rev: bool) -> int:
    """How strong a play is for choosing among answers: its weakest rank in force."""
    info = move.info
    if info.lone_joker or info.joker_group:
        return JOKER
    return min(rank_strength(info.lo, rev), rank_strength(info.hi, rev))


Unit = tuple[int, ...]  # natural card ids of one planned play


def plan(cards: Iterable[int], rev: bool) -> list[Unit]:
    """The plays that empty this hand with runs and groups kept together, weakest first.

    Jokers are left out: they are kept as wild control cards. A run is taken
    out of the groups only when it saves plays (it gathers ranks that would
    otherwise be lone singles), so pairs are not broken to make a run.
    """
    by_rank: list[list[int]] = [[] for _ in range(13)]
    for c in cards:
        if c < 52:
            by_rank[c >> 2].append(c)
    units: list[Unit] = []
    for suit in range(4):
        run: list[int] = []
        for rank in range(14):
            card = rank * 4 + suit
            if rank < 13 and card in by_rank[rank]:
                run.append(rank)
                continue
            if len(run) >= 3:
                best = _best_window(run, by_rank)
                if best is not None:
                    lo, hi = best
                    units.append(tuple(r * 4 + suit for r in range(lo, hi + 1)))
                    for r in range(lo, hi + 1):
                        by_rank[r].remove(r * 4 + suit)
            run = []
    units += [tuple(group) for group in by_rank if group]
    units.sort(key=lambda u: (unit_strength(u, rev), -len(u)))
    return units


def _best_window(ranks: list[int], by_rank: list[list[int]]) -> tuple[int, int] | None:
    """The run window saving the most plays (lone ranks it absorbs, minus the run itself)."""
    best, best_gain = None, 0
    for i in range(len(ranks) - 2):
        for j in range(i + 2, len(ranks)):
            gain = sum(1 for r in ranks[i:j + 1] if len(by_rank[r]) == 1) - 1
            longer = best is not None and gain == best_gain and j - i > best[1] - best[0]
            if gain > 0 and (gain > best_gain or longer):
                best, best_gain = (ranks[i], ranks[j]), gain
    return best


def unit_strength(unit: Unit, rev: bool) -> int:
    return min(strength(unit[0], rev), strength(unit[-1], rev))


def shed_cost(card: int, units: Sequence[Unit], rev: bool, eight_cut: bool = False) -> float:
    """How much it hurts to give or discard ``card``: weak lone cards cost least.

    Under eight-cut an 8 is a free lead, worth keeping like a high card.
    """
    if card >= 52:
        return 100.0
    s = strength(card, rev) + (8 if eight_cut and card >> 2 == 5 else 0)
    for u in units:
        if card in u:
            return s + (0 if len(u) == 1 else 20) + (30 if s >= TOP else 0)
    return float(s)


def shed_choice(legal: Sequence[Move], cards: Sequence[int], rev: bool, eight_cut: bool = False) -> Move:
    """The give/discard/return that parts with the least useful cards (as many as allowed)."""
    units = plan(cards, rev)
    cost = {c: shed_cost(c, units, rev, eight_cut) for c in cards}
    jokers_cost = 100.0

    def total(m: Move) -> tuple[float, float]:
        c = sum(cost[int(x)] for x in m.cards) + jokers_cost * len(m.jokers)
        return (-m.size, c)  # more cards first: an empty hand is the goal

    return min(legal, key=total)


# -- the playout policy ------------------------------------------------------------
_PLAY_CACHE: dict[tuple[int, ...], Move] = {}


def _natural_play(cards: tuple[int, ...]) -> Move:
    found = _PLAY_CACHE.get(cards)
    if found is None:
        found = _PLAY_CACHE[cards] = play(cards)
    return found


def fast_move(h: Hand, rng: random.Random, eps: float = 0.05) -> Move:
    """A quick, sensible move for ``h.to_act`` (any decision), for playouts.

    Leads and answers to singles and groups are built straight from the rank
    counts, without listing the legal moves (the engine checks them on apply);
    the legal list is only built for the rarer cases.
    """
    seat = h.to_act
    hand = h.hands[seat]
    rev = h.reversed
    if h.owed:
        legal = h.legal_moves()
        kind, n, _ = h.owed[0]
        n = min(n, len(hand))
        pick = cards_move(MoveKind(kind), sorted(hand, key=lambda c: strength(c, rev))[:n])
        return pick if pick in legal else legal[0]
    if eps and rng.random() < eps:
        return rng.choice(h.legal_moves())
    n_cards = len(hand)
    counts = [0] * 13
    jokers = 0
    for c in hand:
        if c < 52:
            counts[c >> 2] += 1
        else:
            jokers += 1
    if h.table is None:
        return _fast_lead(hand, counts, jokers, rev)
    threat = any(len(h.hands[s]) <= 2 for s in h.active if s != seat)
    t = h.table.info
    if t.shape is not Shape.RUN and not t.lone_joker and not t.joker_group:
        answer = _fast_answer(hand, counts, rev, t.size, rank_strength(t.lo, rev), h.lock,
                              threat or n_cards <= 4)
        if answer is not None or not jokers or not (threat or n_cards <= 3):
            return answer or PASS
    return _scan_answer(h.legal_moves(), counts, rev, n_cards, threat)


def _fast_answer(hand: list[int], counts: list[int], rev: bool, size: int, above: int, lock: int,
                 spend_top: bool) -> Move | None:
    """The weakest whole rank of ``size`` cards beating strength ``above`` (and fitting a lock)."""
    ranks = range(11 - above, -1, -1) if rev else range(above + 1, 13)
    for r in ranks:
        if counts[r] != size:
            continue
        if not spend_top and rank_strength(r, rev) >= TOP:
            return None
        cards = tuple(c for c in hand if c < 52 and c >> 2 == r)
        if lock and sum(1 << (c & 3) for c in cards) != lock:
            continue
        return _natural_play(cards)
    return None


def _scan_answer(legal: list[Move], counts: list[int], rev: bool, n_cards: int, threat: bool) -> Move:
    """Pick from the legal list: runs on the table, or jokers worth spending."""
    best, best_s = None, 99
    for m in legal:
        if m.kind is not MoveKind.PLAY:
            continue
        info = m.info
        if info.size == n_cards:
            return m  # going out beats everything else
        if info.jokers and not (info.lone_joker and (threat or n_cards <= 3)):
            continue
        if info.shape is not Shape.RUN and not info.lone_joker and counts[info.lo] != info.size - info.jokers:
            continue  # would break a group
        s = move_strength(m, rev)
        if s >= TOP and not (threat or n_cards <= 4):
            continue  # keep control cards for the end
        if s < best_s:
            best, best_s = m, s
    return best if best is not None else PASS


def _fast_lead(hand: list[int], counts: list[int], jokers: int, rev: bool) -> Move:
    """Go out if one group can; near the end cash a top-rank group first; else lead the weakest rank whole."""
    held = [r for r in (range(12, -1, -1) if rev else range(13)) if counts[r]]
    if not held:
        return play((), ((-1, -1),) * jokers)  # jokers alone: a lone joker or the pair
    if len(held) == 1 and jokers:
        return play(tuple(c for c in hand if c < 52), ((held[0], -1),) * jokers)
    rank = held[0]
    if len(held) <= 3 and rank_strength(held[-1], rev) >= TOP:
        rank = held[-1]  # it wins the trick, so the weak cards get led afterwards
    return _natural_play(tuple(c for c in hand if c < 52 and c >> 2 == rank))


# -- the opponent-model playout policy -----------------------------------------------
# The medium bot's habits, computed from the hand itself (plan units cached per
# hand), so a playout predicts seats that play like the medium bot exactly and
# plays our own seat no worse than it.
_UNIT_CACHE: dict[tuple[tuple[int, ...], bool], list[Move]] = {}


def unit_moves(hand: Sequence[int], rev: bool) -> list[Move]:
    """``plan`` as plays, cached: hands recur across the playouts of one decision."""
    key = (tuple(hand), rev)
    found = _UNIT_CACHE.get(key)
    if found is None:
        if len(_UNIT_CACHE) > 100_000:
            _UNIT_CACHE.clear()
        found = _UNIT_CACHE[key] = [_natural_play(u) for u in plan(hand, rev)]
    return found


def model_move(h: Hand, rng: random.Random, eps: float = 0.0) -> Move:
    """What the medium bot would do for ``h.to_act`` (any decision), for playouts."""
    seat = h.to_act
    hand = h.hands[seat]
    rev = h.reversed
    if h.owed:
        legal = h.legal_moves()
        kind, n, _ = h.owed[0]
        n = min(n, len(hand))
        pick = cards_move(MoveKind(kind), sorted(hand, key=lambda c: strength(c, rev))[:n])
        return pick if pick in legal else legal[0]
    if eps and rng.random() < eps:
        return rng.choice(h.legal_moves())
    n_cards = len(hand)
    units = unit_moves(hand, rev)
    jokers = n_cards - sum(len(u.cards) for u in units)
    if len(units) <= 1 or (jokers and n_cards <= 7):
        for m in h.legal_moves():
            if m.kind is MoveKind.PLAY and m.size == n_cards:
                return m
    if h.table is None:
        if not units:
            return max(h.legal_moves(), key=lambda m: m.size)
        return min(units, key=lambda m: (move_strength(m, rev) >= TOP, move_strength(m, rev), -m.size))
    threat = any(len(h.hands[s]) <= 2 for s in h.active if s != seat)
    few = len(units) <= 2
    best, best_s = None, 99
    t = h.table.info
    for m in units:
        i = m.info
        if i.shape is not t.shape or i.size != t.size:
            continue
        s = move_strength(m, rev)
        if s < best_s and (s < TOP or threat or few) and quick_legal(h, m):
            best, best_s = m, s
    if best is not None:
        return best
    if jokers and (threat or few) and t.shape is Shape.SINGLE:
        for m in h.legal_moves():
            if m.kind is MoveKind.PLAY and m.info.lone_joker:
                return m
    return PASS
