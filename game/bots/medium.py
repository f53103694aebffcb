"""The medium bot: plays its weakest move that keeps groups and runs together.

It passes rather than break a group, keeps its jokers for the end, returns and
gives away its most useless cards, and goes out whenever one play can. It reads
no more than the hand shape, so it is fast and predictable; a personality
leans it (``style``), and a steady one plays ``medium_move`` exactly.
"""
from __future__ import annotations

from game.engine import PASS, Move, MoveKind, SeatView

from .base import Personality, decision_rng, personality
from .policy import TOP, move_strength, plan, shed_choice
from .style import styled


class MediumBot:
    name = "medium"

    def __init__(self, persona: Personality | None = None, seed: int = 0) -> None:
        self.persona = persona or personality("steady")
        self.seed = seed

    def choose(self, view: SeatView) -> Move:
        legal = view.legal
        if len(legal) == 1:
            return legal[0]
        if self.persona.noise and decision_rng(self.seed, view, self.name).random() < self.persona.noise / 4:
            return decision_rng(self.seed, view, "whim").choice(legal)
        return styled(self.persona, self.seed, view, medium_move)


def medium_move(view: SeatView) -> Move:
    """The medium choice for any decision (also the searching bot's fallback)."""
    legal = view.legal
    cards = [int(c) for c in view.cards]
    rev = view.reversed
    if view.pending:
        return shed_choice(legal, cards, rev, view.rules.eight_cut)
    units = plan(cards, rev)
    whole = {u: None for u in units}
    keeps = [m for m in legal if m.kind is MoveKind.PLAY and not m.jokers and m.cards in whole]
    for m in legal:
        if m.kind is MoveKind.PLAY and m.size == len(cards):
            return m  # one play empties the hand
    if view.table is None:
        return _lead(keeps, legal, rev)
    threat = any(view.counts[s] <= 2 for s in view.active if s != view.seat)
    few = len(units) <= 2  # plays left to empty the hand, jokers aside
    answers = [m for m in keeps if move_strength(m, rev) < TOP or threat or few]
    if not answers and (threat or few):
        answers = [m for m in legal if m.kind is MoveKind.PLAY and m.info.lone_joker]
    return min(answers, key=lambda m: move_strength(m, rev)) if answers else PASS


def _lead(keeps: list[Move], legal: tuple[Move, ...], rev: bool) -> Move:
    """Lead the weakest planned unit (the biggest at equal strength); control cards last.

    Every planned unit is a legal lead, so ``keeps`` is empty only for a hand of jokers alone.
    """
    if keeps:
        return min(keeps, key=lambda m: (move_strength(m, rev) >= TOP, move_strength(m, rev), -m.size))
    return max(legal, key=lambda m: m.size)
