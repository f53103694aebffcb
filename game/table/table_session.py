"""Owns what the table scenes may ask of a session: one small typed interface for two kinds of table.

The deal, play and results scenes and the ``TableView`` hold a session and
read it: the match as this screen knows it, the seat shown, names, whose turn
it is and the decision owed, the player's switches; they tick it, apply the
player's move, deal the next hand and listen to it. Two classes answer:
``game.table.session.Session``, which owns a whole match on this computer,
and ``game.net.client_session.ClientSession``, a seat at a table another
computer hosts, which only shows what that host decides. The answers worked
out the same way from the match (the decision owed, passing, the timer's
length) are written once, here.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from game.engine import MoveKind, Rules

if TYPE_CHECKING:
    from game.engine import Move, SeatView
    from game.engine.events import Event
    from game.table.brains import Brains
    from game.table.seating import CampaignLink, SeatConfig

TICKS_PER_SECOND = 60


class TableSession(Protocol):
    """A match at a table, as its scenes see it (see the module docstring)."""

    match: Any  # the engine's Match, or the match as one seat knows it (``game.net.remote_match``)
    seats: "list[SeatConfig]"
    viewer: int
    confirmed: bool
    standins: set[int]
    fast: bool
    skipping: bool
    timer_left: int
    brains: "Brains"
    campaign: "CampaignLink | None"
    seed: int | None

    @property
    def rules(self) -> Rules:
        return self.match.rules

    def decision(self) -> MoveKind:
        """The kind of move the seat to act makes now: a play (or pass), or the give, discard or return
        it owes."""
        owed = self.match.hand.pending
        return MoveKind.PLAY if owed is None else owed.move_kind

    def can_pass(self) -> bool:
        return any(m.is_pass for m in self.match.legal_moves())

    @property
    def timer_ticks(self) -> int:
        return self.rules.turn_timer * TICKS_PER_SECOND

    # What each kind of table answers in its own way.
    def name(self, seat: int) -> str: ...
    def view(self, seat: int | None = None) -> "SeatView": ...
    def is_human(self, seat: int) -> bool: ...
    def needs_handoff(self) -> bool: ...
    def hand_visible(self) -> bool: ...
    def title_of_place(self, place: int) -> str: ...
    def tick(self) -> "list[Event]": ...
    def apply(self, move: "Move | str") -> "list[Event]": ...
    def deal_ready(self) -> bool: ...
    def deal_next(self) -> "list[Event]": ...
    def undo(self) -> bool: ...
    def close(self) -> None: ...
