"""Owns a match played from a seat at another computer's table: what the table scenes hold in place of
a ``Session`` when every rule is decided on the host.

The table scenes (deal, play, results) and the ``TableView`` read a session:
its match, the seat's view, names, whose turn it is, the decision owed, and
they ``tick`` it, ``apply`` the player's move and listen to it. ``ClientSession``
answers the same from what the host sent this seat, and nothing else: the
latest ``SeatView`` (``views.view_from``), the engine's events rebuilt from the
``event`` messages (``client_events``) and the finished hands' ``HandOver``.
So the scenes animate, word and draw the remote table exactly as a local one,
and no other seat's card is ever on this computer.

- The host's messages come in bursts (its events, then the seat's view, then
  a decision owed). ``tick`` takes one burst per tick while no listener holds
  the clock, so every move is animated before the next lands, as at home; a
  burst that deals a new hand waits for ``deal_next`` (the results screen
  comes first), and ``deal_ready`` says when it has come. A deal after the
  match's last hand is the host's rematch: the seat stays, and plays it as
  a new match (``dealt_elsewhere``: the final results wait for it).
- ``apply`` sends the move; nothing changes here until the host's answer. A
  refusal comes back in the host's words and is told to the listeners
  (``Listener.refused``), as a refused move is shown at home.
- Which picked cards make a move is read from the moves the host listed as
  legal (``view.legal``); why a selection makes none is the engine's refusal
  from a hand rebuilt from this seat's own view (``remote_match``, as a
  searching bot rebuilds one), so it is shown at once, in this player's own
  language, without a message per card picked.
- When the host's turn timer ran out and it moved for this seat, its ``event``
  message says so (``timed_out``): the listeners hear ``timed_out`` before the
  move, and the table says the move was made for the player, as at home.
- The hint is the advanced bot's, searched here from this seat's view alone.
"""
from __future__ import annotations

import queue
from typing import Any

from game.engine import Move, SeatView
from game.engine.events import Event, HandOver, HandStarted, MatchOver, TableCleared
from game.net.join.joined_records import SeatRecorder
from game.net.join.joined_seats import seated
from game.net.join.link import ENDED, LOST, Link, Note
from game.net.join.remote_match import RemoteMatch
from game.net.wire import client_events
from game.net.wire.client_events import HostError
from game.net.wire.protocol import (
    DecisionSent, ErrorSent, EventSent, HostMessage, RefusalSent, ResultSent, SeatSent, ViewSent, host_message,
)
from game.table.match.brains import Brains
from game.table.match.controllers import Person
from game.table.match.session import Listener
from game.table.match.table_session import TICKS_PER_SECOND, TableSession
from game.table.view.feed import AWAY, CPU

Json = dict[str, Any]


class ClientSession(TableSession):
    """A seat at a host's table, as the table scenes see a session (see the module docstring)."""

    after_match = None  # the final results offer the host's rematch (``dealt_elsewhere``) or the menu
    campaign = None
    seed = None  # no deal code: the deals are the host's
    shared_screen = False
    confirmed = True
    can_undo = False
    kept = False  # the match is the host's to keep: this seat rejoins with its note instead

    def __init__(self, link: Link, seat: int, first: SeatView, names: list[str], events: list[Event]) -> None:
        self.link = link
        self.viewer = seat
        self.match = RemoteMatch(first, events)
        self.seats = seated(seat, names)
        self.names_sent = names  # as the host last sent them
        self.brains = Brains(self.seats, 0)
        self.person = Person()  # this player's auto-pass switches
        self.standins: set[int] = set()  # seats the CPU plays now, as the host last said
        self.away: set[int] = set()  # seats whose friend's device is gone, as the host last said
        self.fast = self.skipping = False
        self.pending: list[HostMessage] = []  # the host's messages not yet shown, in order
        self.awaiting = False  # a move was sent: the decision is the host's until its next view
        self.asked = False  # the host asked this seat for a decision (its ``decision`` message)
        self.timer_left = 0
        self.key: int | None = None  # the key of the decision asked, sent back with the move (a late one is refused)
        self.gone: Note | None = None  # the link is over, and why
        self.lost = False  # the connection dropped; the link is trying again
        self.error = ""  # what the host sent that did not read
        self._listeners: list[Listener] = []
        self.recorder = SeatRecorder(events)  # this player's results count in Records (no replay: see there)
        self.subscribe(self.recorder)

    @classmethod
    def opened(cls, link: Link, seat: int, heard: list[Json]) -> tuple["ClientSession", list[Event]]:
        """The session from what the host sent after the seat, up to and including the first view (the
        first deal's events before it, or none for a seat taken back mid-match), and those events.
        Raises ``HostError`` when they do not read."""
        sent = [host_message(m) for m in heard]
        at = next(i for i, m in enumerate(sent) if isinstance(m, ViewSent))
        before = [m for m in sent[:at] if isinstance(m, EventSent)]
        events = client_events.events_of(before[-1].fields.get("events"), seat) if before else []
        if not any(isinstance(e, HandStarted) for e in events):
            events = []  # a move heard before a rejoin was told the table: the view shows it, nothing to count
        data = sent[at].fields.get("view")
        view = client_events.view_of(data, seat)
        assert isinstance(data, dict)  # _view read it
        names = client_events.names_of(data, view.seats)
        session = cls(link, seat, view, names, client_events.shaped(events, view.seats))
        session.away = client_events.seats_in(data, AWAY, seat)
        session.pending = sent[at + 1:]
        session._extras()
        return session, events

    # -- who is who ------------------------------------------------------------------------------------
    @property
    def humans(self) -> list[int]:
        """No seat here is handed to a bot by this player (the table menu offers none): the host does that."""
        return []

    def here(self, seat: int) -> bool:
        """Only this screen's own seat is played here; every other is decided at the host."""
        return seat == self.viewer

    def sits_here(self, seat: int) -> bool:
        return seat == self.viewer

    def is_human(self, seat: int) -> bool:
        return seat == self.viewer

    @property
    def to_act(self) -> int | None:
        return None if self.awaiting else self.match.to_act

    @property
    def human_to_act(self) -> bool:
        return self.to_act == self.viewer and self.asked

    def needs_handoff(self) -> bool:
        return False

    def hand_visible(self) -> bool:
        return True

    def confirm(self, seat: int) -> None:
        """Nobody passes this screen round: only this seat's cards are ever on it."""

    def view(self, seat: int | None = None) -> SeatView:
        """This seat's view (the only one this computer has)."""
        return self.match.last

    @property
    def all_out(self) -> bool:
        return self.viewer not in self.match.last.active

    # -- the player's switches -------------------------------------------------------------------------
    @property
    def auto_pass(self) -> frozenset[int]:
        return frozenset({self.viewer}) if self.person.auto_pass else frozenset()

    def set_auto_pass(self, seat: int, on: bool) -> None:
        self.person.auto_pass = on

    @property
    def pass_if_stuck(self) -> frozenset[int]:
        return frozenset({self.viewer}) if self.person.pass_if_stuck else frozenset()

    def set_pass_if_stuck(self, seat: int, on: bool) -> None:
        self.person.pass_if_stuck = on

    def set_standin(self, seat: int, on: bool) -> None:
        """Who plays a seat is the host's to say."""

    # -- the clock -----------------------------------------------------------------------------------------
    def pump(self) -> None:
        """What the link brought since the last tick: notes now, the host's messages in order; a decision
        or results at the head (their view already shown: a seat joining between hands) are taken now."""
        while True:
            try:
                item = self.link.inbox.get_nowait()
            except queue.Empty:
                self._extras()
                return
            if isinstance(item, Note):
                self.lost = item.what == LOST
                if item.what == ENDED:
                    self.gone = item
                continue
            sent = host_message(item)
            if isinstance(sent, (RefusalSent, ErrorSent)):
                reason = str(item.get("reason") or f"{item.get('field')}: {item.get('expected')}")
                self.awaiting = False
                for listener in list(self._listeners):
                    listener.refused(self, reason)
            elif isinstance(sent, SeatSent):
                self.lost = False  # back at the table: the host sends the whole of it again
            elif isinstance(sent, (EventSent, ViewSent, DecisionSent, ResultSent)):
                self.pending.append(sent)

    def holding(self) -> bool:
        return self.match.between_hands or any(x.holds(self) for x in self._listeners)

    def tick(self) -> list[Event]:
        """Show the host's next change (one burst a tick, while nothing holds the clock), count the turn
        timer down on this seat's decision, and pass for the player when their switches say so."""
        self.pump()
        if self.holding():
            return []
        events = self._next(deal=False)
        if events is None and self.human_to_act:
            if self.timer_ticks:
                self.timer_left = max(0, self.timer_left - 1)
            move = self.person.answer(self.viewer, self.match.last)
            if move is not None:
                self.apply(move)
        return events or []

    def deal_ready(self) -> bool:
        """The host has dealt the next hand: its events and the view after them are here to be shown."""
        self.pump()
        heard = self.pending
        return bool(heard) and self._opens_hand(heard[0]) or any(
            isinstance(m, EventSent) and i + 1 < len(heard) and isinstance(heard[i + 1], ViewSent) and _deals(m)
            for i, m in enumerate(heard))

    def _opens_hand(self, message: HostMessage) -> bool:
        """A view alone that opens a hand after the one shown ended: the host dealt (or dealt its rematch)
        while this seat's link was down, and a rejoin is told the table as it stands, not the deal."""
        data = message.fields.get("view")
        return (isinstance(message, ViewSent) and self.match.last.is_over and isinstance(data, dict)
                and data.get("is_over") is False)

    def deal_next(self) -> list[Event]:
        """The next hand's deal as the host dealt it (``deal_ready`` first); the table hears ``dealt``."""
        for _turn in range(len(self.pending)):
            opens = self._opens_hand(self.pending[0])
            events = self._next(deal=True)
            if events is None:
                break
            if opens or any(isinstance(e, HandStarted) for e in events):
                self.fast = self.skipping = False
                self.person.auto_pass = False
                for listener in list(self._listeners):
                    listener.dealt(self, events)
                return events
        return []

    def _next(self, deal: bool) -> list[Event] | None:
        """Show the next burst (the events, the view after them, and the decision or results that follow
        it); None when no whole burst has come, or it deals a new hand and ``deal`` is not asked (or the
        host already sent what does not read: the seat is ending)."""
        if not self.pending or self.error:
            return None
        try:
            events: list[Event] = []
            timed_out = False
            if not deal and self._opens_hand(self.pending[0]):
                return None  # as a deal: the next hand waits for the results screen
            if isinstance(self.pending[0], EventSent):
                if len(self.pending) < 2:
                    return None  # its view is still on its way
                if not isinstance(self.pending[1], ViewSent):
                    raise HostError("type", "a view after the events")
                events = client_events.events_of(self.pending[0].fields.get("events"), self.viewer)
                if not deal and any(isinstance(e, HandStarted) for e in events):
                    return None  # the next hand waits for the results screen
                timed_out = self.pending.pop(0).fields.get("timed_out") is True
            if timed_out:  # the host's turn timer made this seat's move: said before the move is shown
                for listener in list(self._listeners):
                    listener.timed_out(self, self.viewer)
            self._seen(self.pending.pop(0).fields.get("view"), events)
        except HostError as exc:
            self._fail(exc)
            return None
        self._extras()
        return events

    def _extras(self) -> None:
        """The decision asked of this seat and the results of a finished hand, which follow a view."""
        try:
            while self.pending and isinstance(self.pending[0], (DecisionSent, ResultSent)):
                self._extra(self.pending.pop(0))
        except HostError as exc:
            self._fail(exc)

    def _fail(self, exc: HostError) -> None:
        """The host sent what does not read or fit: the seat ends, the message naming the field."""
        self.error = str(exc)
        self.gone = Note(ENDED, "error", self.error)
        self.pending.clear()

    def _seen(self, data: Any, events: list[Event]) -> None:
        view = client_events.view_of(data, self.viewer, self.match.seats)
        names = client_events.names_of(data, view.seats)
        client_events.shaped(events, view.seats)
        if self.match.is_over and (any(isinstance(e, HandStarted) for e in events) or not view.is_over):
            self._rematch(view, events)
        self.match.seen(view)
        if names != self.names_sent:  # a latecomer took a bot's seat: rebuilt then only (each face is cached)
            self.seats, self.names_sent = seated(self.viewer, names), names
        self.awaiting = self.asked = False
        if isinstance(data.get("presence"), list):  # who plays each seat now, as every screen says it
            self.standins = client_events.seats_in(data, CPU, self.viewer)
            self.away = client_events.seats_in(data, AWAY, self.viewer)
        elif isinstance(data.get("cpu"), list):  # a host before presence: the seats the CPU plays
            self.standins = {i for i in data["cpu"]
                             if isinstance(i, int) and not isinstance(i, bool) and i != self.viewer}
        for e in events:
            if isinstance(e, HandOver):
                self.match.results.append(e)
            elif isinstance(e, MatchOver):
                self.match.winner = e.winner
            elif isinstance(e, TableCleared):
                self.person.auto_pass = False  # auto-pass lasts until the table clears, as at home
        if any(isinstance(e, HandStarted) for e in events):
            return  # a deal is announced by deal_next
        for listener in list(self._listeners):
            listener.moved(self, events)
        if any(isinstance(e, HandOver) for e in events):
            for listener in list(self._listeners):
                listener.hand_ended(self)

    def _rematch(self, view: SeatView, events: list[Event]) -> None:
        """The host dealt the table again after its match (a rematch, everyone kept seated): this seat
        plays on in the new match, which Records count as a match of its own (its deal is counted when
        ``deal_next`` tells the listeners, the new recorder among them)."""
        self.match = RemoteMatch(view, events)
        self.unsubscribe(self.recorder)
        self.recorder = SeatRecorder([])
        self.subscribe(self.recorder)

    def _extra(self, message: HostMessage) -> None:
        """A decision asked of this seat (and its turn timer), or a finished hand's results."""
        if isinstance(message, DecisionSent):
            self.asked = True
            decision = message.fields.get("decision")
            decision = decision if isinstance(decision, dict) else {}
            key, seconds = decision.get("key"), decision.get("seconds")
            self.key = key if isinstance(key, int) and not isinstance(key, bool) else None
            self.timer_left = seconds * TICKS_PER_SECOND if isinstance(seconds, int) else self.timer_ticks
        elif isinstance(message, ResultSent):
            found = message.fields.get("result")
            if not isinstance(found, dict):
                raise HostError("result", "an object")
            self._result(found)
            winner = found.get("winner")
            if found.get("match_over") and isinstance(winner, int):
                if not 0 <= winner < self.match.seats:
                    raise HostError("result.winner", f"a seat from 0 to {self.match.seats - 1}")
                self.match.winner = winner

    def _result(self, found: Json) -> None:
        """A finished hand's results this seat has not seen end (it came back between hands)."""
        number = found.get("hand")
        if not self.match.results or self.match.results[-1].number != number:
            over = client_events.event_of({**found, "kind": "HandOver", "number": number}, self.viewer)
            if isinstance(over, HandOver):
                client_events.check_shape(over, self.match.seats, "result")
                self.match.results.append(over)

    # -- changing the match ----------------------------------------------------------------------------
    def apply(self, move: Move | str) -> list[Event]:
        """Send the player's move to the host; the table moves when the host's answer comes."""
        fields = {"move": str(move)} if self.key is None else {"move": str(move), "key": self.key}
        self.link.send("move", **fields)
        self.awaiting = True
        return []

    def submit(self, seat: int, move: Move) -> None:
        """A move checked here (``Feed.submit``) goes to the host, which decides."""
        self.apply(move)

    def undo(self) -> bool:
        return False

    def close(self) -> None:
        for listener in list(self._listeners):
            listener.closed(self)


def _deals(message: HostMessage) -> bool:
    """An ``event`` message that deals a hand."""
    found = message.fields.get("events")
    return isinstance(found, list) and any(isinstance(e, dict) and e.get("kind") == "HandStarted" for e in found)
