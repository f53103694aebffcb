"""Owns a match in progress, without any drawing: who sits where, who controls each seat,
bot turns, undo, the turn timer and what a selection of cards would play.

Scenes hold one ``Session`` and ask it everything; the session asks the engine
(legal moves, ``IllegalMove`` reasons, ``timeout_move``) and never decides a
rule itself. Every move goes through ``apply``, which returns the engine's
events for the scene to animate and calls ``after_move`` (the autosave), then
``on_hand_end`` when the move finished a hand (records and replays). A
finished hand stays in the engine until the results are dismissed and
``deal_next`` deals the next one (also autosaved). The match's ``history``
(``game.records.history``) hears every move, every deal and their events.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Sequence

from game.engine import IllegalMove, Match, Move, Rules, SeatView, parse_move
from game.engine.events import Event, HandOver, Played, TableCleared
from game.engine.moves import MoveKind
from game.engine.titles import titles_for
from game.i18n import _
from game.records.history import MatchLog
from game.table.brains import Brains, Fits

KINDS = ("human", "beginner", "medium", "advanced")
MODES = ("quick", "pass")
TICKS_PER_SECOND = 60


@dataclass
class SeatConfig:
    """One seat as set up before the match: who plays it and how it looks."""

    kind: str = "human"  # "human" or a bot strength
    name: str = "You"
    portrait: str = "You"  # the key handed to gfx.portraits.portrait
    personality: str = "steady"

    @property
    def is_human(self) -> bool:
        return self.kind == "human"

    def to_dict(self) -> dict[str, str]:
        return {"kind": self.kind, "name": self.name, "portrait": self.portrait, "personality": self.personality}

    @classmethod
    def from_dict(cls, data: Any) -> "SeatConfig":
        if not isinstance(data, dict):
            raise ValueError(_("{field}: expected a table, got {got}").format(field="seat", got=type(data).__name__))
        fields = {}
        for key in ("kind", "name", "portrait", "personality"):
            value = data.get(key)
            if not isinstance(value, str) or not value:
                raise ValueError(_("{field}: expected text, got {got}").format(field=f"seat.{key}", got=repr(value)))
            fields[key] = value[:12] if key == "name" else value
        if fields["kind"] not in KINDS:
            raise ValueError(_("{field}: expected one of {choices}, got {got}").format(
                field="seat.kind", choices=", ".join(KINDS), got=repr(fields["kind"])))
        return cls(**fields)


class Session:
    """A match plus the table around it (seat configs, stand-in bots, undo, timer)."""

    def __init__(self, rules: Rules, seats: Sequence[SeatConfig], seed: int = 0, mode: str = "quick",
                 match: Match | None = None) -> None:
        if mode not in MODES:
            raise ValueError(_("{field}: expected one of {choices}, got {got}").format(
                field="mode", choices=", ".join(MODES), got=repr(mode)))
        if not any(s.is_human for s in seats):
            raise ValueError(_("{field}: at least one seat must be human").format(field="seats"))
        self.match = match if match is not None else Match(rules, len(seats), seed)
        if self.match.seats != len(seats):
            raise ValueError(_("{field}: {n} seat configs for a {seats}-seat match").format(
                field="seats", n=len(seats), seats=self.match.seats))
        self.seats = list(seats)
        self.mode = mode
        self.seed = seed
        self.standins: set[int] = set()  # human seats a bot is playing for
        # Humans who asked to pass for the rest of this trick: cleared when the table clears or
        # the hand ends, so a forgotten switch never throws a later trick (or hand) away.
        self.auto_pass: set[int] = set()
        self.viewer = next(i for i, s in enumerate(self.seats) if s.is_human)
        # On a shared screen: has the viewer confirmed they hold the device? False at the start,
        # after a load and at each new hand, so even the same human passes a "pass to" screen first.
        self.confirmed = False
        self.after_move: Callable[["Session"], None] | None = None
        # Set by the campaign: the final results offer "Continue" (to its outcome) instead of rematch/menu.
        self.on_match_end: Callable[[], None] | None = None
        # Set by whoever keeps records (game.records.recorder): called after a move that ended a hand.
        self.on_hand_end: Callable[["Session"], None] | None = None
        self.history = MatchLog()
        if match is None:
            self.history.count(self.match.opening_events)
        # Set by the campaign: which level this match plays ({"level", "file", "custom"}). The save
        # carries it (game.table.save) so Continue can link the match back to its level.
        self.campaign: dict[str, Any] | None = None
        self._undo: list[dict] = []
        self.timer_left = self.timer_ticks
        self.brains = Brains(self.seats, seed)

    # -- who is who -----------------------------------------------------------------
    @property
    def rules(self) -> Rules:
        return self.match.rules

    @property
    def humans(self) -> list[int]:
        """Seats set up as human (whether or not a bot stands in for them now)."""
        return [i for i, s in enumerate(self.seats) if s.is_human]

    @property
    def shared_screen(self) -> bool:
        """More than one human on this device: hands must hide behind "pass to" screens."""
        return len(self.humans) > 1

    def is_human(self, seat: int) -> bool:
        return self.seats[seat].is_human and seat not in self.standins

    def name(self, seat: int) -> str:
        return self.seats[seat].name

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
        return (self.shared_screen and seat is not None and self.is_human(seat)
                and (seat != self.viewer or not self.confirmed))

    def hand_visible(self) -> bool:
        """May the viewer's cards be drawn face up now? On a shared screen only while it is the
        viewer's own decision after the "pass to" screen: during bots' turns everyone may be looking."""
        return not self.shared_screen or (self.confirmed and self.to_act == self.viewer)

    def confirm(self, seat: int) -> None:
        """``seat``'s player confirmed they hold the device (the "pass to" screen)."""
        self.viewer = seat
        self.confirmed = True

    def view(self, seat: int | None = None) -> SeatView:
        return self.match.view(self.viewer if seat is None else seat)

    def title_of_place(self, place: int) -> str:
        """The engine's title for a clean finishing place (1-based), for the going-out banner."""
        return titles_for(self.match.seats)[place - 1]

    def set_standin(self, seat: int, on: bool) -> None:
        """Hand a human seat to a bot (on) or give it back (off)."""
        if not self.seats[seat].is_human:
            return
        if on:
            self.standins.add(seat)
        else:
            self.standins.discard(seat)
        self._undo.clear()  # undo only makes sense while one human plays every move of theirs

    # -- reading a selection -------------------------------------------------------------
    def decision(self) -> str:
        """What the seat to act owes: "play", "give", "discard" or "return"."""
        return self.match.hand.pending or "play"

    def matching(self, selected: Sequence[int]) -> list[Move]:
        """Legal moves using exactly these physical cards (several when a joker can be read more ways)."""
        naturals = sorted(c for c in selected if c < 52)
        jokers = sum(1 for c in selected if c >= 52)
        kind = MoveKind(self.decision()) if self.decision() != "play" else MoveKind.PLAY
        return [m for m in self.match.legal_moves()
                if m.kind is kind and sorted(int(c) for c in m.cards) == naturals and len(m.jokers) == jokers]

    def text_of(self, selected: Sequence[int]) -> str:
        from game.engine.cards import TEXT

        body = " ".join(TEXT[c] for c in sorted(selected))
        kind = self.decision()
        return body if kind == "play" else f"{kind} {body}".strip()

    def refusal(self, selected: Sequence[int] | None = None,
                move: Move | str | None = None) -> IllegalMove | str | None:
        """Why this selection (or ``move``) is not a legal move now: the engine's refusal, the
        player-facing "select cards" line when nothing is selected for a play, or None if it is legal.
        A trial copy of the hand is asked to apply the move, so the reason is the engine's own."""
        if move is None:
            selected = list(selected or ())
            if self.matching(selected):
                return None
            if not selected and self.decision() == "play":
                return _("select cards to play, or pass")
            move = self.text_of(selected)
        try:
            self.match.hand.copy().apply(move)
        except IllegalMove as exc:
            return exc
        return None

    def can_pass(self) -> bool:
        return any(m.is_pass for m in self.match.legal_moves())

    # -- changing the match ------------------------------------------------------------
    def apply(self, move: Move | str) -> list[Event]:
        """Apply a move for the seat to act (IllegalMove passes through with its reason)."""
        seat = self.to_act
        snapshot = self.match.to_dict() if self._undo_allowed(seat) else None
        events = self.match.apply(move)
        self.history.heard(_text(move, events), events)
        if any(isinstance(e, (TableCleared, HandOver)) for e in events):
            self.auto_pass.clear()
        if any(isinstance(e, HandOver) for e in events):
            self._undo.clear()  # undo stays within a hand
        elif snapshot is not None:
            self._undo.append((snapshot, len(self.history.moves) - 1))
        self.timer_left = self.timer_ticks
        if self.after_move is not None:
            self.after_move(self)
        if self.on_hand_end is not None and any(isinstance(e, HandOver) for e in events):
            self.on_hand_end(self)
        return events

    def deal_next(self) -> list[Event]:
        """Deal the next hand once the results are dismissed; returns the engine's deal events."""
        events = self.match.deal_next()
        self.history.dealt(events)
        if self.shared_screen:
            self.confirmed = False  # the device went round the results screen: confirm again
        self._undo.clear()
        self.timer_left = self.timer_ticks
        if self.after_move is not None:
            self.after_move(self)
        return events

    def _undo_allowed(self, seat: int | None) -> bool:
        # Not on a campaign table: seeded bots answer an undone move exactly as before, so undo
        # there would be a look-ahead to try lines and farm stars.
        return (seat is not None and self.is_human(seat) and len(self.humans) == 1 and not self.standins
                and self.campaign is None)

    @property
    def can_undo(self) -> bool:
        return bool(self._undo) and not self.match.is_over

    def undo(self) -> bool:
        """Back to just before the human's last move in this hand (bot replies undone too)."""
        if not self.can_undo:
            return False
        snapshot, length = self._undo.pop()
        self.match = Match.from_dict(snapshot)
        self.history.truncate(length)
        self.timer_left = self.timer_ticks
        if self.after_move is not None:
            self.after_move(self)
        return True

    # -- bots -------------------------------------------------------------------------
    def think_bot(self) -> None:
        """Start the search of the bot to act (idempotent); ``poll_bot`` collects the move."""
        seat = self.to_act
        if seat is not None and not self.is_human(seat):
            self.brains.think(seat, self.match.view(seat))

    def poll_bot(self, block: bool = False) -> Move | None:
        """The move of the bot to act once it has one (thinking runs off the main thread): the first
        call starts the search; ``block`` waits for its answer (the table does at a fixed tick)."""
        seat = self.to_act
        if seat is None or self.is_human(seat):
            return None
        return self.brains.move_for(seat, self.match.view(seat), block)

    def auto_pass_move(self) -> Move | None:
        """A pass for a human who switched auto-pass on for this trick, when passing is legal."""
        seat = self.to_act
        if seat is not None and seat in self.auto_pass and self.is_human(seat) and self.can_pass():
            return Move(MoveKind.PASS)
        return None

    def think_hint(self) -> None:
        """Start searching a hint for the human to act (idempotent); ``poll_hint`` collects it."""
        seat = self.to_act
        if seat is not None and self.is_human(seat):
            self.brains.think_hint(seat, self.match.view(seat))

    def poll_hint(self, block: bool = False, fits: Fits | None = None) -> tuple[Move, str] | None:
        """The advanced bot's choice for the human to act, and why, once it is ready (searched
        off the main thread: the first call starts it, ``block`` waits for the answer; ``fits``:
        whether a reason fits where it is shown, see ``Brains.hint_for``)."""
        seat = self.to_act
        if seat is None or not self.is_human(seat):
            return None
        return self.brains.hint_for(seat, self.match.view(seat), block, fits)

    # -- turn timer ---------------------------------------------------------------------
    @property
    def timer_ticks(self) -> int:
        return self.rules.turn_timer * TICKS_PER_SECOND

    def tick_timer(self) -> list[Event] | None:
        """Count one tick of a human's turn; when time runs out, the engine's timeout move is made."""
        if not self.timer_ticks or not self.human_to_act:
            return None
        self.timer_left -= 1
        if self.timer_left > 0:
            return None
        return self.apply(self.match.timeout_move())

    # -- saving ------------------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        return {
            "mode": self.mode, "seed": self.seed, "seats": [s.to_dict() for s in self.seats],
            "standins": sorted(self.standins), "auto_pass": sorted(self.auto_pass), "viewer": self.viewer,
            "match": self.match.to_dict(), "history": self.history.to_dict(),
        }

    @classmethod
    def from_dict(cls, data: Any) -> "Session":
        """Rebuild a saved session; ValueError (StateError for the match) says what is wrong."""
        if not isinstance(data, dict):
            raise ValueError(_("{field}: expected a table, got {got}").format(field="save", got=type(data).__name__))
        seats_data = data.get("seats")
        if not isinstance(seats_data, list):
            raise ValueError(_("{field}: missing or not a list").format(field="save.seats"))
        seats = [SeatConfig.from_dict(s) for s in seats_data]
        match = Match.from_dict(data.get("match"))
        seed = data.get("seed")
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise ValueError(_("{field}: expected a whole number, got {got}").format(field="save.seed", got=repr(seed)))
        session = cls(match.rules, seats, seed, str(data.get("mode")), match=match)
        for key in ("standins", "auto_pass"):
            values = data.get(key, [])
            if not isinstance(values, list) or any(v not in session.humans for v in values):
                raise ValueError(_("{field}: expected human seat numbers, got {got}").format(
                    field=f"save.{key}", got=repr(values)))
            setattr(session, key, set(values))
        viewer = data.get("viewer")
        if viewer not in session.humans:
            raise ValueError(_("{field}: {got} is not a human seat").format(field="save.viewer", got=repr(viewer)))
        session.viewer = viewer
        session.history = MatchLog.from_dict(data.get("history"))
        return session


def _text(move: Move | str, events: list[Event]) -> str:
    """A move in its canonical notation, for the history: a play as the engine read it (a bare
    joker resolved), anything else as parsed."""
    played = next((e.move for e in events if isinstance(e, Played)), None)
    return str(played if played is not None else parse_move(move))
