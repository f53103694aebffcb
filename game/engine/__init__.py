"""The rules engine: pure, deterministic Daifugo (RULES.md), no pygame, no clock.

Public API::

    Rules.preset("classic").replace(suit_lock=True)
    Hand.setup(rules, ["3S 4S 5S JK", "9H 9D", ...], leader=0)
    hand.legal_moves(); hand.apply("5H 6H JK=7H") -> events
    Match(rules, seats=4, seed=7).apply(move)
"""
from .cards import Card, parse_cards
from .events import Event
from .hand import Hand
from .judge import IllegalMove
from .match import Match
from .moves import PASS, Move, MoveKind, Shape, parse_move
from .rules import Rules
from .view import SeatView

__all__ = [
    "Card", "Event", "Hand", "IllegalMove", "Match", "Move", "MoveKind", "PASS", "Rules", "SeatView", "Shape",
    "parse_cards", "parse_move",
]
