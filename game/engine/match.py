"""A match: hands in a row, titles carried into the tax, scores, the match end (RULES.md §7).

Each hand's randomness comes from ``Random(f"{seed}/{number}")``, so a match is
fully described by its rules, seat count, seed and the moves made, and a saved
match needs no generator state.

The end of a hand is a step of its own (a dealer step, like pokerkit's or an
OpenSpiel chance node): the move that finishes a hand scores it and stops, the
finished hand stays in ``hand`` for anyone to read, and ``deal_next`` deals the
next one. So the table can show the hand that just ended from the engine itself.
"""
from __future__ import annotations

import random

from game.quoting import quote

from .deal import start_hand
from .cards import shown
from .events import Event, HandOver, HandStarted, LeadTo, MatchOver
from .hand import Hand
from .refusal import IllegalMove, Refusal
from .moves import Move
from .rules import MAX_SEATS, MIN_SEATS, Rules
from .view import SeatView


class DealRefused(ValueError):
    """``deal_next`` called when no hand may be dealt; the message says why."""


class HandInPlay(DealRefused):
    """``deal_next`` while the current hand is still being played."""


class MatchFinished(DealRefused):
    """``deal_next`` after the match has ended: no hand follows the last."""


class Match:
    """Hands played until ``rounds`` or ``target_points``; ``apply`` plays, ``deal_next`` deals."""

    dealt_as_given = False  # the first hand was dealt as given (``stacked``): the seed alone does not replay it

    def __init__(self, rules: Rules, seats: int | None = None, seed: int = 0, *,
                 first: tuple[Hand, list[Event]] | None = None) -> None:
        """``first``: the first hand and its opening events when it is not dealt from the seed (``stacked``)."""
        seats = rules.seats if seats is None else seats
        if isinstance(seats, bool) or not isinstance(seats, int) or not MIN_SEATS <= seats <= MAX_SEATS:
            raise ValueError(f"seats: a match needs {MIN_SEATS} to {MAX_SEATS} seats, got {quote(seats)}")
        self.rules = rules
        self.seats = seats
        self.seed = seed
        self.scores = [0] * seats
        self.titles: list[str | None] = [None] * seats
        self.results: list[HandOver] = []
        self.winner: int | None = None
        self.hand: Hand
        if first is None:
            self.opening_events: list[Event] = self._next_hand()
        else:
            self.hand, self.opening_events = first[0], list(first[1])
            self.dealt_as_given = True

    @classmethod
    def stacked(cls, rules: Rules, hands: list[str], leader: int, seed: int = 0) -> "Match":
        """A match whose first hand is dealt as ``hands`` says (card codes per seat; the cards nobody
        holds are out of play, ``Hand.setup``) with ``leader`` to lead: a lesson whose steps must
        happen. The later hands are dealt from ``seed`` as in any match, the tax included."""
        h = Hand.setup(rules, hands, leader)
        # Nothing is set aside by a deal here: the cards nobody holds are out of play from the start.
        opening = [HandStarted(1, h.order, tuple(shown(c) for c in h.hands), 0, leader, False), LeadTo(leader)]
        return cls(rules, len(hands), seed, first=(h, opening))

    # -- reading ------------------------------------------------------------------
    @property
    def number(self) -> int:
        return self.hand.number

    @property
    def is_over(self) -> bool:
        return self.winner is not None

    @property
    def between_hands(self) -> bool:
        """The hand is finished (and scored) and still readable; nobody acts until ``deal_next``.

        Also true once the match is over, where ``deal_next`` refuses: the last hand stays.
        """
        return self.hand.is_over

    @property
    def to_act(self) -> int | None:
        return self.hand.to_act  # None between hands

    def legal_moves(self) -> list[Move]:
        return self.hand.legal_moves()  # empty between hands

    def timeout_move(self) -> Move:
        return self.hand.timeout_move()

    def view(self, seat: int) -> SeatView:
        """What ``seat`` may know (and nothing more)."""
        return self.hand.view(seat, tuple(self.scores), tuple(self.titles))

    def to_dict(self) -> dict:
        """The match as JSON-able values: rules, seed, scores and the hand in play."""
        from .state import match_to_dict

        return match_to_dict(self)

    @classmethod
    def from_dict(cls, data: dict) -> "Match":
        """Rebuild a saved match; ``StateError`` (a ValueError) names what is wrong."""
        from .state import match_from_dict

        return match_from_dict(cls, data)

    # -- changing ---------------------------------------------------------------------
    def apply(self, move: Move | str) -> list[Event]:
        """Apply a move for ``to_act``; the move that ends a hand scores it (``HandOver``, and
        ``MatchOver`` at the end) and the match then waits between hands for ``deal_next``."""
        if self.is_over:
            raise IllegalMove.of(Refusal.MATCH_OVER)
        if self.between_hands:
            raise IllegalMove.of(Refusal.BETWEEN_HANDS, hand=self.number)
        events = self.hand.apply(move)
        if self.hand.is_over:
            over = events[-1]
            assert isinstance(over, HandOver)
            self._score(over)
            if self.ends_here():
                self.winner = self._decide_winner(over)
                events.append(MatchOver(self.winner, tuple(self.scores)))
        return events

    def deal_next(self) -> list[Event]:
        """Deal the next hand (its HandStarted, TaxPaid, DecisionOwed... events), between hands only."""
        if self.is_over:
            raise MatchFinished(f"the match is over after hand {self.number}: no hand follows")
        if not self.between_hands:
            raise HandInPlay(f"hand {self.number} is still in play: finish it before dealing the next")
        return self._next_hand()

    def _score(self, over: HandOver) -> None:
        self.results.append(over)
        for seat in range(self.seats):
            self.scores[seat] += over.points[seat]
        self.titles = list(over.titles)

    def ends_here(self) -> bool:
        """Do the hands scored so far end the match (``rounds`` played or ``target_points`` reached)?"""
        r = self.rules
        if r.rounds and len(self.results) >= r.rounds:
            return True
        return bool(r.target_points) and max(self.scores) >= r.target_points

    def _decide_winner(self, last: HandOver) -> int:
        best = max(self.scores)
        return next(s for s in last.places if self.scores[s] == best)

    def _next_hand(self) -> list[Event]:
        number = len(self.results) + 1
        rng = random.Random(f"{self.seed}/{number}")
        reset = self.rules.is_reset_hand(number)  # §10.9: played as a first hand
        last = list(self.results[-1].places) if self.results and not reset else None
        carried = self.rules.revolution_carries_over and last and self.hand.revolution
        order = self.hand.order if self.results else None
        if reset and self.results:
            self.titles = [None] * self.seats
        self.hand, events = start_hand(self.rules, self.seats, number, rng, last, bool(carried), order)
        return events
