"""Owns the match as one seat at another computer's table knows it: the host's latest view of it for
this seat, the hands that ended, and the match's winner once it is decided.

The table scenes read a session's ``match`` (between hands, the results, the
scores, the legal moves, whose turn). ``RemoteMatch`` answers from what the
host sent; its ``hand`` is the engine's ``Hand`` rebuilt from this seat's own
view (``Hand.from_view``, as a searching bot rebuilds one), the other seats'
cards dealt from the cards this seat has not seen, so the engine words why a
selection is refused exactly as at home. Nothing is decided with it: the host
rules on every move, and lists this seat's legal moves in the view.
"""
from __future__ import annotations

from game.engine import Hand, Move, Rules, SeatView
from game.engine.determinize import unseen
from game.engine.events import Event, HandOver


class RemoteMatch:
    """The match as this seat knows it: the host's view of it and the hands that ended."""

    def __init__(self, view: SeatView, opening: list[Event]) -> None:
        self.last = view
        self.opening_events = opening
        self.results: list[HandOver] = []
        self.winner: int | None = None
        self._hand: Hand | None = None

    def seen(self, view: SeatView) -> None:
        self.last = view
        self._hand = None

    @property
    def rules(self) -> Rules:
        return self.last.rules

    @property
    def seats(self) -> int:
        return self.last.seats

    @property
    def scores(self) -> tuple[int, ...]:
        return self.last.scores

    @property
    def between_hands(self) -> bool:
        """The hand is over and its results are here (a seat joining between hands hears the results
        after the view: until then the table waits as it stands)."""
        return self.last.is_over and bool(self.results)

    @property
    def is_over(self) -> bool:
        return self.winner is not None

    @property
    def to_act(self) -> int | None:
        return self.last.to_act

    def legal_moves(self) -> tuple[Move, ...]:
        """The host's list of this seat's legal moves (empty when it is not this seat's decision)."""
        return self.last.legal

    @property
    def hand(self) -> Hand:
        """The hand as far as this seat knows it, the other seats' cards guessed from those it has not
        seen (their number is public): for the turn order, the decision owed and the engine's reason a
        selection is refused. Nothing is decided with it: the host decides every move."""
        if self._hand is None:
            view, pool = self.last, unseen(self.last)
            hidden: dict[int, list[int]] = {}
            for seat in range(view.seats):
                if seat != view.seat:
                    hidden[seat], pool = pool[:view.counts[seat]], pool[view.counts[seat]:]
            self._hand = Hand.from_view(view, hidden)
        return self._hand
