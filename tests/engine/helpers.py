"""Small helpers for engine scenario tests: set up a hand, play a line, find events."""
from __future__ import annotations

from typing import Callable

from game.engine import Hand, Match, Move, Rules


def hand(preset: str = "classic", cards: list[str] | None = None, leader: int = 0, reversed: bool = False,
         millionaire: int | None = None, **switches) -> Hand:
    rules = Rules.preset(preset).replace(**switches) if switches else Rules.preset(preset)
    return Hand.setup(rules, cards, leader=leader, reversed=reversed, millionaire=millionaire)


def line(h: Hand, *moves: str) -> list:
    """Apply moves in order; returns every event."""
    events = []
    for m in moves:
        events += h.apply(m)
    return events


def step(match: Match, choose: Callable[[Match], Move | str]) -> list:
    """One step of a match: deal the next hand when the last is finished, else apply ``choose(match)``."""
    return match.deal_next() if match.between_hands else match.apply(choose(match))


def kinds(events) -> list[str]:
    return [e.kind for e in events]


def legal_texts(h: Hand) -> set[str]:
    return {str(m) for m in h.legal_moves()}
