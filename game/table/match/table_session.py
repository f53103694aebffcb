"""Owns what the table scenes may ask of a session: one small typed interface for two kinds of table.

The deal, play and results scenes and the ``TableView`` hold a session and
read it: the match as this screen knows it, the seat shown, names, whose turn
it is and the decision owed, the player's switches; they tick it, apply the
player's move, deal the next hand and listen to it. Two classes answer:
``game.table.match.session.Session``, which owns a whole match on this computer,
and ``game.net.join.client_session.ClientSession``, a seat at a table another
computer hosts, which only shows what that host decides. The answers worked
out the same way (the decision owed, passing, the timer's length, the
listeners kept) are written once, here, with what a session tells its listeners (``Listener``).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from game.engine import MoveKind, Rules
from game.engine.titles import titles_for

if TYPE_CHECKING:
    from game.engine import Move, SeatView
    from game.engine.events import Event
    from game.table.match.brains import Brains, Fits
    from game.table.match.seating import CampaignLink, FriendsLink, SeatConfig

TICKS_PER_SECOND = 60


class Listener:
    """What a session announces. Subclasses override the news they care about; ``holds`` stops the
    match clock while it is True (an animation still showing the last move). ``after_match``, when
    set, names the registered scene the final results continue to (the campaign's outcome), in
    place of the rematch."""

    after_match: str | None = None
    keeps = False  # this listener keeps the match for Continue (the autosave)

    def moved(self, session: "TableSession", events: list[Event]) -> None:
        """A decision was applied; ``events`` are the engine's."""

    def timed_out(self, session: "TableSession", seat: int) -> None:
        """The turn timer ran out: the engine's timeout move is made for ``seat`` (``moved`` follows)."""

    def dealt(self, session: "TableSession", events: list[Event]) -> None:
        """The next hand was dealt."""

    def restored(self, session: "TableSession") -> None:
        """The match jumped to another position (an undo): show it as it stands."""

    def hand_ended(self, session: "TableSession") -> None:
        """The move just announced finished a hand (``moved`` came first)."""

    def match_ended(self, session: "TableSession") -> None:
        """The move just announced finished the match (after ``hand_ended``)."""

    def closed(self, session: "TableSession") -> None:
        """The finished match has been shown: nothing of it is to be resumed."""

    def refused(self, session: "TableSession", reason: str) -> None:
        """A move sent elsewhere to be decided (a seat at another computer's table) was refused there,
        for ``reason`` in words; nothing changed."""

    def holds(self, session: "TableSession") -> bool:
        return False

    def steer(self, session: "TableSession", move: "Move") -> str | None:
        """Words turning down a person's legal ``move`` before it is sent (the guided hand keeps to
        the move it teaches), or None to let it through."""
        return None

    def goal(self, session: "TableSession") -> tuple[str, str] | None:
        """The match's goal and how far the player is toward it, in two short lines (a campaign level's),
        or None: the table, the results between hands and the pause menu show it."""
        return None

    def rematch(self, session: "TableSession") -> "TableSession | None":
        """Make this table's rematch yourself (a hosted table keeps its friends seated), or None."""
        return None


class TableSession(Protocol):
    """A match at a table, as its scenes see it (see the module docstring)."""

    match: Any  # the engine's Match, or the match as one seat knows it (``game.net.join.remote_match``)
    seats: "list[SeatConfig]"
    viewer: int  # the seat this screen shows
    confirmed: bool  # the viewer confirmed holding the device (a shared screen's handoff)
    standins: set[int]  # seats a bot plays for their person now
    away: set[int]  # seats whose friend's device is not at the table (a hosted table's)
    fast: bool
    skipping: bool
    timer_left: int
    brains: "Brains"  # the hint's search
    campaign: "CampaignLink | None"
    friends: "FriendsLink | None" = None  # the friends' table hosted here (saved with it), or None
    seed: int | None  # None: the deals are another computer's (no deal code)

    _listeners: list[Listener]

    def subscribe(self, listener: Listener) -> None:
        self._listeners.append(listener)

    def unsubscribe(self, listener: Listener) -> None:
        if listener in self._listeners:
            self._listeners.remove(listener)

    def find(self, kind: type) -> Any:
        """The first listener of class ``kind`` (the campaign finds its attempt this way), or None."""
        return next((x for x in self._listeners if isinstance(x, kind)), None)

    @property
    def rules(self) -> Rules:
        return self.match.rules

    def decision(self) -> MoveKind:
        """The kind of move the seat to act makes now: a play (or pass), or the give, discard or return
        it owes."""
        owed = self.match.hand.pending
        return MoveKind.PLAY if owed is None else owed.move_kind

    def steer(self, move: "Move") -> str | None:
        """A listener's words turning down the person's ``move`` before it is applied, or None."""
        return next((why for x in self._listeners if (why := x.steer(self, move))), None)

    def goal(self) -> tuple[str, str] | None:
        """A listener's goal for this match and the progress toward it (``Listener.goal``), or None."""
        return next((said for x in self._listeners if (said := x.goal(self))), None)

    @property
    def dealt_elsewhere(self) -> bool:
        """The deals, a rematch's too, are another computer's (no seed here): the results wait for them."""
        return self.seed is None

    @property
    def seed_kept(self) -> bool:
        """The seed names every hand still to come and a friend on another device plays here: the host
        keeps it to itself (no deal code, no replay) until the match is over."""
        return (self.seed is not None and not self.match.is_over
                and any(s.is_human and not self.sits_here(i) for i, s in enumerate(self.seats)))

    def name(self, seat: int) -> str:
        return self.seats[seat].name

    def title_of_place(self, place: int) -> str:
        """The engine's title for a clean finishing place (1-based), for the going-out banner."""
        return titles_for(self.match.seats)[place - 1]

    def think_hint(self, seat: int) -> None:
        """Start the hint's search for ``seat``'s decision now (on the bots' worker, never this thread)."""
        self.brains.think_hint(seat, self.view(seat))

    def hint_for(self, seat: int, fits: "Fits | None" = None) -> "tuple[Move, str] | None":
        """The hint for ``seat``'s decision once its search is in, and why (None before)."""
        return self.brains.hint_for(seat, self.view(seat), fits=fits)

    def title_going_out(self, seat: int, place: int) -> str:
        """The title for a going-out banner: the finished hand's own once it is over, else the place's."""
        m = self.match
        return m.results[-1].titles[seat] if m.between_hands else self.title_of_place(place)

    def can_pass(self) -> bool:
        return any(m.is_pass for m in self.match.legal_moves())

    @property
    def timer_ticks(self) -> int:
        return self.rules.turn_timer * TICKS_PER_SECOND

    # What each kind of table answers in its own way.
    @property
    def shared_screen(self) -> bool: ...
    @property
    def can_undo(self) -> bool: ...
    @property
    def kept(self) -> bool: ...
    @property
    def after_match(self) -> str | None: ...
    @property
    def to_act(self) -> int | None: ...
    @property
    def human_to_act(self) -> bool: ...
    @property
    def all_out(self) -> bool: ...
    @property
    def humans(self) -> list[int]: ...
    @property
    def auto_pass(self) -> frozenset[int]: ...
    @property
    def pass_if_stuck(self) -> frozenset[int]: ...

    def view(self, seat: int | None = None) -> "SeatView": ...
    def is_human(self, seat: int) -> bool: ...
    def here(self, seat: int) -> bool: ...
    def sits_here(self, seat: int) -> bool: ...
    def needs_handoff(self) -> bool: ...
    def hand_visible(self) -> bool: ...
    def confirm(self, seat: int) -> None: ...
    def set_auto_pass(self, seat: int, on: bool) -> None: ...
    def set_pass_if_stuck(self, seat: int, on: bool) -> None: ...
    def set_standin(self, seat: int, on: bool) -> None: ...
    def tick(self) -> "list[Event]": ...
    def apply(self, move: "Move | str") -> "list[Event]": ...
    def submit(self, seat: int, move: "Move") -> None: ...
    def deal_ready(self) -> bool: ...
    def deal_next(self) -> "list[Event]": ...
    def undo(self) -> bool: ...
    def close(self) -> None: ...
