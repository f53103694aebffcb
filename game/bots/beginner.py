"""The beginner bot: always legal, and weak the way a new player is, not random.

A novice answers with any card that beats the table (often far too high),
breaks pairs to lead singles, leads its best card early "to win the trick",
and now and then passes on a whim. It still knows a few things every new
player learns on the first evening: go out when one play can, give away
the weakest cards in the tax and on a 7 or 10, and keep a joker for a strong
card on the table or the end of the hand. Personalities lean it as any
other strength (``style``).
"""
from __future__ import annotations

from game.engine import PASS, Move, MoveKind, SeatView

from .base import Personality, decision_rng, personality
from .policy import strength
from .style import styled

WHIM_PASS = 0.15  # passes although it could play
LEAD_BEST = 0.3  # leads its strongest single
LEAD_SINGLE = 0.4  # leads a single off any rank, breaking a pair if it must
JOKER_HAND = 4  # a joker answers an ordinary card only this close to the end
STRONG_TABLE = 10  # ... or a card this strong (a K in the normal order)


class BeginnerBot:
    name = "beginner"

    def __init__(self, persona: Personality | None = None, seed: int = 0) -> None:
        self.persona = persona or personality("steady")
        self.seed = seed

    def choose(self, view: SeatView) -> Move:
        if len(view.legal) == 1:
            return view.legal[0]
        return styled(self.persona, self.seed, view, self._novice)

    def _novice(self, view: SeatView) -> Move:
        legal = view.legal
        rev = view.reversed
        if view.pending:
            return weakest_shed(legal, rev)
        rng = decision_rng(self.seed, view, self.name)
        plays = [m for m in legal if m.kind is MoveKind.PLAY]
        n = len(view.cards)
        for m in plays:
            if m.size == n:
                return m
        if self.persona.noise and rng.random() < self.persona.noise / 2:
            return rng.choice(legal)
        naturals = [m for m in plays if not m.jokers]
        if view.table is not None:
            if not plays or (PASS in legal and rng.random() < WHIM_PASS):
                return PASS
            if naturals:
                return rng.choice(naturals)  # whatever beats it, however high
            t = view.table.info
            table_strength = 13 if t.lone_joker or t.joker_group else strength(int(view.table.cards[0]), rev)
            if n <= JOKER_HAND or table_strength >= STRONG_TABLE:
                return rng.choice(plays)
            return PASS if PASS in legal else rng.choice(plays)
        if not naturals:
            return max(plays, key=lambda m: m.size)
        singles = [m for m in naturals if m.size == 1]
        r = rng.random()
        if singles and r < LEAD_BEST:
            return max(singles, key=lambda m: strength(int(m.cards[0]), rev))
        if singles and r < LEAD_BEST + LEAD_SINGLE:
            return rng.choice(singles)
        return rng.choice(naturals)


def weakest_shed(legal: tuple[Move, ...], rev: bool) -> Move:
    """Give, discard or return as many cards as allowed, the weakest by rank (pairs or not)."""
    def cost(m: Move) -> tuple[int, int]:
        return (-m.size, sum(strength(int(c), rev) for c in m.cards) + 14 * len(m.jokers))

    return min(legal, key=cost)
