"""Events: past-tense records of every change the engine makes.

The engine has moved on by the time a scene animates an event, so each one
carries all the data its animation needs. Some carry cards only the seats
involved may see (a deal, the tax, a seven-give); ``SeatView`` hides those.
"""
from __future__ import annotations

from dataclasses import dataclass

from .cards import Card
from .kinds import ClearReason, Owed
from .moves import Move


@dataclass(frozen=True)
class Event:
    """Base class; ``kind`` is a stable name for logs and animation lookup."""

    @property
    def kind(self) -> str:
        return type(self).__name__


@dataclass(frozen=True)
class HandStarted(Event):
    number: int
    order: tuple[int, ...]  # turn order this hand
    hands: tuple[tuple[Card, ...], ...]  # per seat, private to that seat
    set_aside: int  # cards set aside face down
    first_dealt: int  # seat the deal started at
    reversed: bool  # order in force at the start (a carried-over revolution)


@dataclass(frozen=True)
class TaxPaid(Event):
    giver: int
    receiver: int
    cards: tuple[Card, ...]


@dataclass(frozen=True)
class DecisionOwed(Event):
    seat: int
    decision: Owed
    count: int
    to: int | None  # the receiving seat of a give or return


@dataclass(frozen=True)
class TaxReturned(Event):
    giver: int
    receiver: int
    cards: tuple[Card, ...]


@dataclass(frozen=True)
class LeadTo(Event):
    """A seat leads: the hand's first lead, or after a clear."""

    seat: int


@dataclass(frozen=True)
class Played(Event):
    seat: int
    move: Move
    cards_left: int


@dataclass(frozen=True)
class Passed(Event):
    seat: int


@dataclass(frozen=True)
class SpadeThreeCounter(Event):
    seat: int


@dataclass(frozen=True)
class SuitLocked(Event):
    suits: tuple[str, ...]  # suit letters, S H D C order


@dataclass(frozen=True)
class RevolutionPending(Event):
    seat: int


@dataclass(frozen=True)
class RevolutionCancelled(Event):
    """A counter-revolution in the same trick undid the pending flip."""

    seat: int


@dataclass(frozen=True)
class RevolutionLanded(Event):
    revolution: bool  # the revolution is now in force (True) or over (False)
    reversed: bool  # order in force afterwards


@dataclass(frozen=True)
class JackBack(Event):
    seat: int | None  # None when the clear ended it
    active: bool
    reversed: bool


@dataclass(frozen=True)
class Gave(Event):
    seat: int
    to: int
    cards: tuple[Card, ...]


@dataclass(frozen=True)
class Discarded(Event):
    seat: int
    cards: tuple[Card, ...]


@dataclass(frozen=True)
class EightCut(Event):
    seat: int


@dataclass(frozen=True)
class TableCleared(Event):
    reason: ClearReason
    cards: tuple[Card, ...]  # swept to the discard pile


@dataclass(frozen=True)
class WentOut(Event):
    seat: int
    place: int  # 1-based finishing place among clean finishers


@dataclass(frozen=True)
class Fouled(Event):
    seat: int
    tags: tuple[str, ...]


@dataclass(frozen=True)
class FellFromGrace(Event):
    seat: int
    cards: tuple[Card, ...]  # sent to the discard pile


@dataclass(frozen=True)
class HandOver(Event):
    number: int
    places: tuple[int, ...]
    titles: tuple[str, ...]  # per seat
    points: tuple[int, ...]  # per seat, this hand


@dataclass(frozen=True)
class MatchOver(Event):
    winner: int
    scores: tuple[int, ...]
