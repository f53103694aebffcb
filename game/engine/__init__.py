"""The rules engine: pure, deterministic Daifugo (RULES.md), no pygame, no clock.

Public API::

    Rules.preset("classic").replace(suit_lock=True)
    Hand.setup(rules, ["3S 4S 5S JK", "9H 9D", ...], leader=0)
    hand.legal_moves(); hand.apply("5H 6H JK=7H") -> events
    match = Match(rules, seats=4, seed=7); match.apply(move)
    match.between_hands -> match.deal_next()  # a finished hand waits until the next is dealt
"""
from .cards import Card, parse_cards
from .events import Event
from .hand import Hand
from .kinds import ClearReason, MoveKind, Owed
from .match import DealRefused, HandInPlay, Match, MatchFinished
from .moves import PASS, Move, Shape, parse_move
from .refusal import IllegalMove, Refusal
from .rules import Rules
from .view import SeatView

__all__ = [
    "Card", "ClearReason", "DealRefused", "Event", "Hand", "HandInPlay", "IllegalMove", "Match", "MatchFinished",
    "Move", "MoveKind", "Owed", "PASS", "Refusal", "Rules", "SeatView", "Shape", "parse_cards", "parse_move",
]
