"""Owns a match in progress, without any drawing: who sits where, who decides each seat, the match
clock (bot turns and their waits, the turn timer), undo, and what a selection of cards would play.

Scenes hold one ``Session``, ask it everything and tick it; the session asks
the engine (legal moves, ``IllegalMove`` reasons, ``timeout_move``) and never
decides a rule itself. Each seat has a controller (``game.table.match.controllers``)
and ``tick`` asks the seat to act for its decision, so a match runs the same
with a window or without one. Every change goes through ``apply``,
``deal_next`` or ``undo``, and is announced to the listeners
(``subscribe``): the autosave, the records, the campaign, the table's
animations, a network room. A listener may also hold the clock (``holds``):
the table does while the last move is still being animated. A finished hand
stays in the engine until ``deal_next`` deals the next one. The match's
``history`` (``game.records.history``) hears every move, every deal and their events.

The clock is counted in ticks, not seconds: a bot's move lands on the tick its
delay ends, or, when its search is late, on the first tick after it answers,
the clock holding meanwhile; a frame never waits for it.
"""
from __future__ import annotations

from typing import Sequence

from game.engine import Match, Move, Rules, SeatView, parse_move
from game.engine.events import Event, HandOver, Played, TableCleared
from game.i18n import _
from game.quoting import quote
from game.records.history import MatchLog
from game.table.match.brains import Brains
from game.table.match.controllers import BotSeat, Controller, Person
from game.table.match.seating import MODES, CampaignLink, FriendsLink, SeatConfig
from game.table.match.table_session import TICKS_PER_SECOND, Listener, TableSession

# The clock's unit and the listeners' interface belong to every table (``table_session``); they are read here too.
__all__ = ["TICKS_PER_SECOND", "Listener", "Session"]

BOT_DELAY = 24  # ticks a bot "thinks" before its move shows, so a player can follow
FAST_DELAY = 6  # the same when fast-forwarding (asked for, or every person is out)


class Session(TableSession):
    """A match plus the table around it (seat configs, controllers, listeners, undo, clock); its save
    form is ``game.table.saving.session_state``."""

    def __init__(self, rules: Rules, seats: Sequence[SeatConfig], seed: int = 0, mode: str = "quick",
                 match: Match | None = None, campaign: CampaignLink | None = None,
                 controllers: dict[int, Controller] | None = None, friends: FriendsLink | None = None) -> None:
        if mode not in MODES:
            raise ValueError(_("{field}: expected one of {choices}, got {got}").format(
                field="mode", choices=", ".join(MODES), got=quote(mode)))
        if not any(s.is_human for s in seats):
            raise ValueError(_("{field}: at least one seat must be human").format(field="seats"))
        self.match = match if match is not None else Match(rules, len(seats), seed)
        if self.match.seats != len(seats):
            raise ValueError(_("{field}: {n} seat configs for a {seats}-seat match").format(
                field="seats", n=len(seats), seats=self.match.seats))
        self.seats = list(seats)
        self.mode = mode
        self.seed = seed
        self.campaign = campaign  # the level this match is played at (saved with it), or None
        self.friends = friends  # the friends' table it is hosted at (saved with it), or None
        # On a shared screen: has the viewer confirmed they hold the device? False at the start,
        # after a load and at each new hand, so even the same human passes a "pass to" screen first.
        self.confirmed = False
        self.history = MatchLog()
        if match is None:
            self.history.count(self.match.opening_events)
        self.brains = Brains(self.seats, seed)
        stand_in = BotSeat(self.brains)
        self._own: dict[int, Controller] = {
            i: Person() if s.is_human else stand_in for i, s in enumerate(self.seats)}
        self._own.update(controllers or {})
        self._stand_in = stand_in
        # The seat this device shows: its own person's (a desktop hosting friends), else the first human's.
        self.viewer = next((i for i in self.humans if self._own[i].here), self.humans[0])
        self.standins: set[int] = set()  # human seats a bot is playing for
        self.away: set[int] = set()  # human seats whose person's device is not at the table (a friend's)
        self._submitted: dict[int, Move] = {}  # a move checked for the seat to act, played on the next tick
        self._listeners: list[Listener] = []
        self._undo: list[tuple[dict, int]] = []
        self.undoable = True  # False: moves may not be taken back (the guided hand's rivals keep a script)
        self.fast = False  # the table asked for fast-forward
        self.skipping = False  # every person is out and asked to skip to the results: no delay at all
        self.waited = 0
        self.timer_left = self.timer_ticks

    # -- listeners (subscribing and finding them: ``TableSession``) ---------------------------

    @property
    def after_match(self) -> str | None:
        """The scene the final results continue to, named by a listener (None: rematch or menu)."""
        return next((x.after_match for x in self._listeners if x.after_match), None)

    def listeners_rematch(self) -> "Session | None":
        """The rematch a listener makes itself (``Listener.rematch``), or None: the table's own."""
        return next((made for made in (x.rematch(self) for x in list(self._listeners)) if made), None)

    @property
    def kept(self) -> bool:
        """Continue can take this match up again: a listener keeps it (the autosave)."""
        return any(x.keeps for x in self._listeners)

    # -- who is who -----------------------------------------------------------------
    @property
    def humans(self) -> list[int]:
        """Seats set up as human (whether or not a bot stands in for them now)."""
        return [i for i, s in enumerate(self.seats) if s.is_human]

    def here(self, seat: int) -> bool:
        """A person at this device decides ``seat`` now (not a friend on another device, not a bot)."""
        return self.controller(seat).here

    def sits_here(self, seat: int) -> bool:
        """``seat`` is a person's at this device, even while a bot stands in for them: their cards and
        switches are this screen's (a friend's, on their own device, never are)."""
        return self._own[seat].here

    @property
    def shared_screen(self) -> bool:
        """More than one human on this device: hands must hide behind "pass to" screens (friends
        playing from their own devices do not count: their hands are never on this screen)."""
        return sum(1 for i in self.humans if self._own[i].here) > 1

    def controller(self, seat: int) -> Controller:
        """Who decides ``seat`` now: its own controller, or the stand-in bot a person handed it to."""
        return self._stand_in if seat in self.standins else self._own[seat]

    def is_human(self, seat: int) -> bool:
        """A person decides this seat now (not a bot, a replay or a stand-in)."""
        return self.controller(seat).person

    @property
    def to_act(self) -> int | None:
        return self.match.to_act

    @property
    def human_to_act(self) -> bool:
        seat = self.to_act
        return seat is not None and self.is_human(seat)

    def needs_handoff(self) -> bool:
        """A human must confirm they hold the device before this decision is shown (another human,
        or the same one when nobody has confirmed yet: first turn, resume, a new hand)."""
        seat = self.to_act
        # Whether a person here decides the seat first: the clock asks on every tick, and a friend's
        # seat (on their own device) or a bot's answers no at once.
        return (seat is not None and self.here(seat) and self.shared_screen
                and (seat != self.viewer or not self.confirmed))

    def hand_visible(self) -> bool:
        """May the viewer's cards be drawn face up now? On a shared screen only while it is the
        viewer's own decision after the "pass to" screen: during bots' turns everyone may be looking. Never
        when the seat shown is a friend's on their own device (a host at a TV has no hand here)."""
        if not self.sits_here(self.viewer):
            return False
        return not self.shared_screen or (self.confirmed and self.to_act == self.viewer)

    def confirm(self, seat: int) -> None:
        """``seat``'s player confirmed they hold the device (the "pass to" screen)."""
        self.viewer = seat
        self.confirmed = True

    def view(self, seat: int | None = None) -> SeatView:
        return self.match.view(self.viewer if seat is None else seat)

    def reseat(self, seat: int, config: SeatConfig, controller: Controller | None = None) -> None:
        """Someone else sits at ``seat`` from its next decision: ``config``, decided by ``controller`` (None:
        a person at this device, or the config's bot). A friends' table seats a latecomer in a bot's seat
        so, and its devices again when it is continued."""
        self.seats[seat] = config
        self.brains.seat(seat, config)
        self._own[seat] = controller or (Person() if config.is_human else self._stand_in)
        self.standins.discard(seat)
        self._submitted.clear()
        self._undo.clear()

    def set_standin(self, seat: int, on: bool) -> None:
        """Hand a human seat to a bot (on) or give it back (off)."""
        if not self.seats[seat].is_human:
            return
        if on:
            self.standins.add(seat)
        else:
            self.standins.discard(seat)
        self._submitted.pop(seat, None)
        self._undo.clear()  # undo only makes sense while one human plays every move of theirs

    @property
    def all_out(self) -> bool:
        """Every human seat is out of the hand being shown: the rest may run fast."""
        active = self.match.hand.active
        return all(h not in active for h in self.humans)

    # -- auto-pass -------------------------------------------------------------------------
    @property
    def auto_pass(self) -> frozenset[int]:
        """Persons who asked to pass for the rest of this trick (cleared when the table clears or the
        hand ends, so a forgotten switch never throws a later trick away)."""
        return frozenset(seat for seat, c in self._own.items() if c.switches is not None and c.switches.auto_pass)

    def set_auto_pass(self, seat: int, on: bool) -> None:
        switches = self._own[seat].switches if seat in self._own else None
        if switches is not None:
            switches.auto_pass = on

    @property
    def pass_if_stuck(self) -> frozenset[int]:
        """Persons who pass whenever passing is all they can do (until they switch it off)."""
        return frozenset(seat for seat, c in self._own.items()
                         if c.switches is not None and c.switches.pass_if_stuck)

    def set_pass_if_stuck(self, seat: int, on: bool) -> None:
        switches = self._own[seat].switches if seat in self._own else None
        if switches is not None:
            switches.pass_if_stuck = on

    def _end_auto_pass(self) -> None:
        for seat in self.auto_pass:
            self.set_auto_pass(seat, False)

    # -- the clock (the decision owed and the timer's length: ``TableSession``) -----------------
    def holding(self) -> bool:
        """The clock stands still: between hands, waiting for a person to take the device, or a
        listener still showing what happened."""
        return (self.match.between_hands or self.needs_handoff()
                or any(x.holds(self) for x in self._listeners))

    def tick(self) -> list[Event]:
        """One tick of the match clock: the seat to act's controller is asked for its decision and
        the decision, once due, is applied (and announced). Returns the events of what was applied."""
        seat = self.to_act
        if seat is None or self.holding():
            return []
        submitted = self._submitted.pop(seat, None)
        if submitted is not None:  # checked by the engine when it came (``submit``): a person's move lands at once
            return self.apply(submitted)
        ctrl = self.controller(seat)
        view = self.match.view(seat)
        ctrl.prepare(seat, view)  # a bot's search runs while its delay is drawn
        if ctrl.delayed:
            self.waited += 1
            if self.waited < self.wait_ticks:
                return []
        move = ctrl.answer(seat, view)
        if move is None and ctrl.timed and self.timer_ticks:
            self.timer_left -= 1
            if self.timer_left <= 0:
                move = self.match.timeout_move()
                for listener in list(self._listeners):
                    listener.timed_out(self, seat)
        return [] if move is None else self.apply(move)

    def step(self) -> list[Event]:
        """The seat to act's decision now, without the clock's delay (the replay viewer keeps its own
        time and steps the recorded moves this way); [] when its controller has none."""
        seat = self.to_act
        if seat is None or self.match.between_hands:
            return []
        move = self.controller(seat).answer(seat, self.match.view(seat))
        return [] if move is None else self.apply(move)

    @property
    def wait_ticks(self) -> int:
        """Ticks a delayed decision waits after the last move: none when skipping to the results."""
        if self.skipping:
            return 0
        return FAST_DELAY if self.fast or self.all_out else BOT_DELAY

    def _reset_clock(self) -> None:
        self.waited = 0
        self.timer_left = self.timer_ticks

    # -- changing the match ------------------------------------------------------------
    def submit(self, seat: int, move: Move) -> None:
        """A move for ``seat``'s decision owed now, already checked by the engine (``Feed.submit``): it is
        played on the next tick the clock runs, so a move never lands while the last one is still shown."""
        self._submitted[seat] = move

    def apply(self, move: Move | str) -> list[Event]:
        """Apply a move for the seat to act (IllegalMove passes through with its reason) and announce it."""
        seat = self.to_act
        snapshot = self.match.to_dict() if self._undo_allowed(seat) else None
        events = self.match.apply(move)
        self._submitted.clear()  # the position moved on: a move checked for the last one is for none
        self.history.heard(_text(move, events), events)
        ended = any(isinstance(e, HandOver) for e in events)
        if ended or any(isinstance(e, TableCleared) for e in events):
            self._end_auto_pass()
        if ended:
            self._undo.clear()  # undo stays within a hand
        elif snapshot is not None:
            self._undo.append((snapshot, len(self.history.moves) - 1))
        self._reset_clock()
        for listener in list(self._listeners):
            listener.moved(self, events)
        if ended:
            for listener in list(self._listeners):
                listener.hand_ended(self)
            if self.match.is_over:
                for listener in list(self._listeners):
                    listener.match_ended(self)
        return events

    def deal_ready(self) -> bool:
        """The next hand can be dealt now (here always: a table hosted elsewhere waits for its host)."""
        return True

    def deal_next(self) -> list[Event]:
        """Deal the next hand once the results are dismissed; returns the engine's deal events."""
        events = self.match.deal_next()
        self.history.dealt(events)
        if self.shared_screen:
            self.confirmed = False  # the device went round the results screen: confirm again
        self._undo.clear()
        self.fast = self.skipping = False  # each hand starts at the table's own pace
        self._reset_clock()
        for listener in list(self._listeners):
            listener.dealt(self, events)
        return events

    def close(self) -> None:
        """The finished match's results have been shown (a match that ends is not resumable)."""
        for listener in list(self._listeners):
            listener.closed(self)

    def _undo_allowed(self, seat: int | None) -> bool:
        # Not on a campaign table: seeded bots answer an undone move exactly as before, so undo
        # there would be a look-ahead to try lines and farm stars.
        return (seat is not None and self.is_human(seat) and len(self.humans) == 1 and not self.standins
                and self.campaign is None and self.undoable)

    @property
    def can_undo(self) -> bool:
        return bool(self._undo) and not self.match.is_over

    def undo(self) -> bool:
        """Back to just before the human's last move in this hand (bot replies undone too)."""
        if not self.can_undo:
            return False
        snapshot, length = self._undo.pop()
        self.match = Match.from_dict(snapshot)
        self._submitted.clear()
        self.history.truncate(length)
        for seat in range(self.match.seats):
            self.controller(seat).drop()
        self._reset_clock()
        for listener in list(self._listeners):
            listener.restored(self)
        return True


def _text(move: Move | str, events: list[Event]) -> str:
    """A move in its canonical notation, for the history: a play as the engine read it (a bare
    joker resolved), anything else as parsed."""
    played = next((e.move for e in events if isinstance(e, Played)), None)
    return str(played if played is not None else parse_move(move))
