"""Owns a match's history as it is played: every move in the notation (with the dealer's steps
between hands), when it started, the time spent, and what each seat did in the hand in play.

The session feeds it each move and the engine's events for it (``heard``); the
counts come from those events alone (a ``RevolutionLanded`` right after a play
is a revolution that play started, ``EightCut``, ``SpadeThreeCounter``,
``Fouled``, ``FellFromGrace``), so no rule is decided here. It is saved with the
match (``to_dict``), so a resumed match still becomes a whole replay.

The log keeps at most ``MAX_MOVES`` moves, the most a save or a replay is read
with. A table match may last longer (up to ``game.bounds.MAX_HANDS`` hands, or
to a target score): past the cap the log stops growing and is marked
incomplete, so that match plays on, autosaves and resumes as any other, and only
its replay is not kept (as for a match resumed from an older save). A save can
thus never grow a log it could not load again.
"""
from __future__ import annotations

import secrets
import time
from dataclasses import dataclass, field
from typing import Any, Sequence

from game import bounds
from game.engine.events import (
    EightCut, Event, FellFromGrace, Fouled, HandOver, HandStarted, Played, RevolutionCancelled,
    RevolutionLanded, RevolutionPending, SpadeThreeCounter, SuitLocked,
)
from game.i18n import _
from game.quoting import quote

DEAL = "deal"  # the dealer's step between two hands
SEP = ";"  # moves never hold one (RULES.md §1: cards, spaces, commas, '=')
COUNTS = ("revolutions", "eight_cuts", "spade3", "fouls", "falls")
IDLE_CAP = 120.0  # seconds: a longer pause between two moves counts as this much play
MAX_MOVES = 20_000  # far beyond a real match; a saved log longer than this is damage


def check_moves(texts: Sequence[str], field: str) -> None:
    """At most a match's moves, none longer than any legal move (``game.bounds``): what a save's history
    and a replay's moves are both held to, so a move of a megabyte is damage told in one short line,
    never played, parsed or quoted into a message of a thousand pages. ValueError names ``field``."""
    if len(texts) > MAX_MOVES:
        # TRANSLATORS: box=message text
        raise ValueError(_("{field}: {n} moves, more than a match has").format(field=field, n=len(texts)))
    for i, text in enumerate(texts):
        if isinstance(text, str) and len(text) > bounds.MAX_MOVE_TEXT:
            # TRANSLATORS: box=message text
            raise ValueError(_("{field}: expected at most {most} characters, got {got}").format(
                field=f"{field}[{i}]", most=bounds.MAX_MOVE_TEXT, got=len(text)))


@dataclass
class MatchLog:
    moves: list[str] = field(default_factory=list)
    id: str = field(default_factory=lambda: secrets.token_hex(6))
    started: str = field(default_factory=lambda: time.strftime("%Y-%m-%d %H:%M", time.localtime()))
    seconds: float = 0.0
    counts: list[dict[str, int]] = field(default_factory=list)  # per seat, the hand in play
    complete: bool = True  # False: the moves before a resume are unknown (an older save)
    booked: float = 0.0  # seconds already counted in the records
    finished: list[dict[str, int]] = field(default_factory=list)  # the counts of the hand that ended last
    _last: float | None = field(default=None, repr=False, compare=False)

    def heard(self, move: str, events: Sequence[Event], now: float | None = None) -> None:
        """One move and its events (the autosave's point of view: after the engine applied it)."""
        self.timed(now)
        self._keep(move)
        self.count(events)

    def timed(self, now: float | None = None) -> None:
        """The time played up to a move made now (a pause counts as ``IDLE_CAP`` at most)."""
        now = time.monotonic() if now is None else now
        if self._last is not None:
            self.seconds += min(IDLE_CAP, max(0.0, now - self._last))
        self._last = now

    def dealt(self, events: Sequence[Event]) -> None:
        """The dealer's step between hands (``deal_next``) and the new hand's events."""
        self._keep(DEAL)
        self.count(events)

    def _keep(self, move: str) -> None:
        """Log a move, up to the cap; past it the log is no whole replay any more (module docstring)."""
        if len(self.moves) < MAX_MOVES:
            self.moves.append(move)
        else:
            self.complete = False

    def count(self, events: Sequence[Event]) -> None:
        """What each seat did, from the events; a new hand starts the counts again."""
        previous: Event | None = None
        for e in events:
            if isinstance(e, HandStarted):
                self.counts = [dict.fromkeys(COUNTS, 0) for _hand in e.hands]
            elif isinstance(e, HandOver):
                self.finished = [dict(c) for c in self.counts]
            seat, what = _credit(e, previous)
            if what and self.counts and seat is not None and 0 <= seat < len(self.counts):
                self.counts[seat][what] += 1
            if not isinstance(e, (SpadeThreeCounter, SuitLocked)):
                previous = e

    def truncate(self, length: int) -> None:
        """Forget the moves an undo took back."""
        del self.moves[length:]

    def to_dict(self) -> dict[str, Any]:
        return {"moves": SEP.join(self.moves), "id": self.id, "started": self.started,
                "seconds": round(self.seconds, 1), "counts": self.counts, "complete": self.complete,
                "booked": round(self.booked, 1)}

    @classmethod
    def from_dict(cls, data: Any) -> "MatchLog":
        """A saved log; ValueError names the field. None or missing (an older save): an incomplete log."""
        if data is None:
            return cls(complete=False)
        if not isinstance(data, dict):
            raise ValueError(_("{field}: expected a table, got {got}").format(field="history", got=type(data).__name__))
        moves = data.get("moves")
        if not isinstance(moves, str):
            raise ValueError(_("{field}: expected the moves as text").format(field="history.moves"))
        items = moves.split(SEP) if moves else []
        check_moves(items, "history.moves")
        for key in ("id", "started"):
            if not isinstance(data.get(key), str) or not 0 < len(data[key]) <= 40:
                raise ValueError(_("{field}: expected a short text, got {got}").format(field=f"history.{key}",
                                                                                     got=quote(data.get(key))))
        seconds, booked = data.get("seconds"), data.get("booked")
        for key, value in (("seconds", seconds), ("booked", booked)):
            if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0 <= value < 1e9:
                raise ValueError(_("{field}: expected a number of seconds, got {got}").format(field=f"history.{key}",
                                                                                             got=quote(value)))
        counts = data.get("counts")
        if not isinstance(counts, list) or len(counts) > 6 or not all(
                isinstance(c, dict) and set(c) == set(COUNTS) and all(_count(v) for v in c.values())
                for c in counts):
            raise ValueError(_("{field}: expected per seat the counts {names}").format(field="history.counts",
                                                                                      names=", ".join(COUNTS)))
        complete = data.get("complete")
        if not isinstance(complete, bool):
            raise ValueError(_("{field}: expected true or false, got {got}").format(field="history.complete",
                                                                                       got=quote(complete)))
        return cls(items, data["id"], data["started"], float(seconds), counts, complete, float(booked))


def _count(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool) and 0 <= v < 1_000_000


def _credit(e: Event, previous: Event | None) -> tuple[int | None, str | None]:
    """(seat, count) an event adds one to, if any."""
    if isinstance(e, (RevolutionPending, RevolutionCancelled)):
        return e.seat, "revolutions"
    if isinstance(e, RevolutionLanded) and isinstance(previous, Played):
        return previous.seat, "revolutions"  # an immediate revolution, landing with its play
    if isinstance(e, EightCut):
        return e.seat, "eight_cuts"
    if isinstance(e, SpadeThreeCounter):
        return e.seat, "spade3"
    if isinstance(e, Fouled):
        return e.seat, "fouls"
    if isinstance(e, FellFromGrace):
        return e.seat, "falls"
    return None, None
