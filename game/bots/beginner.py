"""The beginner bot: always legal, otherwise naive.

It plays and passes on a whim, breaks pairs, and spends 2s and jokers as soon
as they are legal, which is how new players lose to anyone who holds them back.
"""
from __future__ import annotations

from game.engine import Move, MoveKind, SeatView

from .base import Personality, decision_rng, personality


class BeginnerBot:
    name = "beginner"

    def __init__(self, persona: Personality | None = None, seed: int = 0) -> None:
        self.persona = persona or personality("steady")
        self.seed = seed

    def choose(self, view: SeatView) -> Move:
        legal = view.legal
        rng = decision_rng(self.seed, view, self.name)
        if len(legal) == 1 or view.pending:
            return rng.choice(legal)
        plays = [m for m in legal if m.kind is MoveKind.PLAY]
        if view.table is not None and rng.random() < 0.3:
            return legal[0]  # a whim: pass although it could play
        singles_first = [m for m in plays if m.size == 1]
        if view.table is None and singles_first and rng.random() < 0.6:
            return rng.choice(singles_first)  # beginners lead singles and break pairs doing so
        return rng.choice(plays)
