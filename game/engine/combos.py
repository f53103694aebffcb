"""Every play a set of cards can make, built from cached pieces.

The plays of a hand are the union of what each rank (its suits held, plus the
jokers) and each suit (its ranks held, plus the jokers) can make, and those
pieces repeat across hands and across search playouts. So each piece is built
once and cached, and a hand's plays are a few dictionary lookups. Following a
play needs only one bucket (shape and size), built on demand.

Two §10 switches change which plays exist, so they select a *variant* of the
pieces: ``SUITED`` (a group's jokers name suits, ``lock_joker_suits``) and
``PAST_ENDS`` (a run's joker may stand below the 3 or above the 2). Variant 0
is every other preset, built exactly as before.
"""
from __future__ import annotations

from itertools import combinations

from .moves import BARE, GROUP, MINUS, PLUS, RUN, SINGLE, Move, Shape, play

SINGLES = tuple(play((c,)) for c in range(52))
LONE_JOKER = play((), (BARE,))
_JOKER_PAIR = play((), (BARE, BARE))
SUITED, PAST_ENDS = 1, 2  # variant bits, as ``Rules.play_variant`` sets them
_GROUPS: dict[tuple[int, int, int, int], "Piece"] = {}
_RUNS: dict[tuple[int, int, int, int], "Piece"] = {}
_HANDS: list[dict[tuple[int, ...], "Plays"]] = [{}, {}, {}, {}]  # one cache per variant
_HAND_LIMIT = 100_000



class Plays:
    """The plays of one hand: all of them, or one (shape, size) bucket."""

    __slots__ = ("hand", "jokers", "variant", "_suits_by_rank", "_ranks_by_suit", "_all", "_buckets")

    def __init__(self, hand: tuple[int, ...], variant: int = 0) -> None:
        self.hand = hand
        self.variant = variant
        suits_by_rank = [0] * 13
        ranks_by_suit = [0] * 4
        jokers = 0
        for c in hand:
            if c >= 52:
                jokers += 1
            else:
                suits_by_rank[c >> 2] |= 1 << (c & 3)
                ranks_by_suit[c & 3] |= 1 << (c >> 2)
        self.jokers = jokers
        self._suits_by_rank = suits_by_rank
        self._ranks_by_suit = ranks_by_suit
        self._all: tuple[Move, ...] | None = None
        self._buckets: dict[tuple[Shape, int], tuple[Move, ...]] = {}

    def _pieces(self, shape: Shape) -> list["Piece"]:
        j, v = self.jokers, self.variant
        # Without a joker a lone card of a rank makes no group, nor a suit without three ranks in a row a run:
        # those pieces are empty, and most of a hand's ranks and suits are such.
        if shape is GROUP:
            return [_group_piece(r, m, j, v & SUITED) for r, m in enumerate(self._suits_by_rank)
                    if m and (j or m & (m - 1))]
        return [_run_piece(s, m, j, v & PAST_ENDS) for s, m in enumerate(self._ranks_by_suit)
                if m and (j or m & (m >> 1) & (m >> 2))]

    @property
    def all(self) -> tuple[Move, ...]:
        if self._all is None:
            out = [SINGLES[c] for c in self.hand if c < 52]
            if self.jokers:
                out.append(LONE_JOKER)
            if self.jokers == 2:
                out.append(_JOKER_PAIR)
            for piece in self._pieces(GROUP):
                out += piece[0]
            for piece in self._pieces(RUN):
                out += piece[0]
            self._all = tuple(out)
        return self._all

    def bucket(self, shape: Shape, size: int) -> tuple[Move, ...]:
        key = (shape, size)
        found = self._buckets.get(key)
        if found is None:
            if shape is SINGLE:
                found = tuple(SINGLES[c] for c in self.hand if c < 52) + ((LONE_JOKER,) if self.jokers else ())
            else:
                out: list[Move] = []
                for piece in self._pieces(shape):
                    out += piece[1].get(size, ())
                if shape is GROUP and size == 2 and self.jokers == 2:
                    out.append(_JOKER_PAIR)
                found = tuple(out)
            self._buckets[key] = found
        return found


def plays_of(hand: tuple[int, ...], variant: int = 0) -> Plays:
    """The (cached) plays of a sorted tuple of card ids, in one variant."""
    cache = _HANDS[variant]
    found = cache.get(hand)
    if found is None:
        if len(cache) >= _HAND_LIMIT:
            cache.clear()
        found = cache[hand] = Plays(hand, variant)
    return found


Piece = tuple[tuple[Move, ...], dict[int, tuple[Move, ...]]]


def _bucketed(moves: list[Move]) -> Piece:
    """A piece's plays, flat (for leading) and by size (for following)."""
    out: dict[int, list[Move]] = {}
    for m in moves:
        out.setdefault(m.info.size, []).append(m)
    return tuple(moves), {k: tuple(v) for k, v in out.items()}


def _group_piece(rank: int, suits: int, jokers: int, suited: int = 0) -> "Piece":
    """Groups of one rank from the held suits, jokers standing in (at least one natural).

    ``suited``: in a group of up to four, each joker names a suit the naturals lack (§10.5).
    """
    key = (rank, suits, jokers, suited)
    found = _GROUPS.get(key)
    if found is None:
        cards = [rank * 4 + s for s in range(4) if suits >> s & 1]
        moves = []
        for m in range(1, len(cards) + 1):
            for sub in combinations(cards, m):
                for j in range(jokers + 1):
                    if m + j < 2:
                        continue
                    if suited and j and m + j <= 4:
                        free = [s for s in range(4) if not any(c & 3 == s for c in sub)]
                        moves += [play(sub, tuple((rank, s) for s in named)) for named in combinations(free, j)]
                    else:
                        moves.append(play(sub, ((rank, -1),) * j))
        found = _GROUPS[key] = _bucketed(moves)
    return found


def _run_piece(suit: int, ranks: int, jokers: int, past_ends: int = 0) -> "Piece":
    """Runs in one suit: jokers fill missing ranks and may replace held ones.

    ``past_ends``: a joker may also take the places -1 (``JK=-``) and 13 (``JK=+``), §10.
    """
    key = (suit, ranks, jokers, past_ends)
    found = _RUNS.get(key)
    if found is None:
        moves: list[Move] = []
        bottom, top = (-1, 13) if past_ends else (0, 12)
        code = {-1: MINUS, 13: PLUS}
        for lo in range(bottom, top - 1):
            missing: list[int] = []
            for hi in range(lo, top + 1):
                if not (0 <= hi <= 12 and ranks >> hi & 1):
                    missing.append(hi)
                    if len(missing) > jokers:
                        break
                if hi - lo >= 2:
                    held = [r for r in range(max(lo, 0), hi + 1) if r <= 12 and ranks >> r & 1]
                    for extra in range(jokers - len(missing) + 1):
                        if len(held) - extra < 1:
                            break
                        for swapped in combinations(held, extra):
                            readings = (tuple((code.get(r, r), suit) for r in missing)
                                        + tuple((r, suit) for r in swapped))
                            naturals = tuple(r * 4 + suit for r in held if r not in swapped)
                            moves.append(play(naturals, readings))
        found = _RUNS[key] = _bucketed(moves)
    return found
