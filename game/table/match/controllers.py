"""Owns who supplies a seat's next decision: one small interface for every kind of player.

A ``Controller`` is asked by the session (``Session.tick``) for the decision
its seat owes: a play or pass, a tax return, a seven-give, a ten-discard,
a joker's reading (all of them engine ``Move`` values). It answers None until it
has one and never blocks, so the frame keeps drawing while a bot searches.
The session never asks what kind of player a seat has; it reads these facts:

- ``person``: a person decides this seat (at this device or on their own).
- ``here``: that person sits at this device. The table offers them the turn
  (the selection, the hint), undo and the handoff screens are theirs, and
  their cards may be drawn on this screen.
- ``switches``: the person's pass switches (``Passer``), or None for a bot.
- ``timed``: the rules' turn timer runs for this controller; when it runs
  out, the session makes the engine's timeout move for the seat (the
  timer's fallback), whoever the person is and wherever they sit.
- ``delayed``: the table waits its "thinking" delay before this controller's
  move lands, so a watcher can follow it (bots, a replay); a person's
  auto-pass or a remote player's move lands at once.
- ``answer(seat, view)``: the move, or None while there is none yet.

A local player's own choices do not come through ``answer``: the scene
applies them at once (``Session.apply``), so a refusal is shown on the same
frame. What ``answer`` gives for a person is what happens without their
input: a pass while their auto-pass is on. A player on another device (the
friends' table) is the network's own controller (``game.net.host.remote_seat``):
their moves reach the session through their seat's feed (``Feed.submit``).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Protocol, Sequence

from game.engine import PASS, Move, SeatView, parse_move
from game.records.history import DEAL

if TYPE_CHECKING:
    from game.table.match.brains import Brains


class Controller(Protocol):
    """Whatever supplies a seat's decisions (see the module docstring)."""

    @property
    def person(self) -> bool: ...

    @property
    def here(self) -> bool: ...

    @property
    def switches(self) -> "Passer | None": ...

    @property
    def delayed(self) -> bool: ...

    @property
    def timed(self) -> bool: ...

    def prepare(self, seat: int, view: SeatView) -> None:
        """The seat is to act: start working on the decision (a bot's search), at most once per position."""

    def answer(self, seat: int, view: SeatView) -> Move | None: ...

    def drop(self) -> None:
        """Forget a decision under way (the position changed under it: an undo, a reload)."""


class Passer:
    """A person's two pass switches, wherever they sit (at this device or on their own): auto-pass
    (pass until the table clears) and pass whenever passing is all there is to do."""

    def __init__(self) -> None:
        self.auto_pass = False  # pass until the table clears (the switch ends there)
        self.pass_if_stuck = False  # pass whenever passing is all there is to do (it stays on)

    def passes(self, view: SeatView) -> bool:
        """Do the switches pass for the person in this position?"""
        # The switches first: the table's clock asks on every tick, and most often neither is on.
        return (self.auto_pass or self.pass_if_stuck) and PASS in view.legal and (
            self.auto_pass or len(view.legal) == 1)


class Person(Passer):
    """A person at this device. Their moves come from the table's input; ``answer`` only passes for
    them: while their auto-pass is on (they asked to pass until the table clears), or, when they asked
    to pass whenever they cannot play, on a turn where passing is the only legal move."""

    person = True
    here = True
    delayed = False
    timed = True

    @property
    def switches(self) -> Passer:
        return self

    def prepare(self, seat: int, view: SeatView) -> None:
        """The person is thinking: nothing to start."""

    def answer(self, seat: int, view: SeatView) -> Move | None:
        return PASS if self.passes(view) else None

    def drop(self) -> None:
        """Nothing is under way: a person's input is applied as it comes."""


class BotSeat:
    """A bot (or the stand-in playing for a person who handed over the seat): its search runs in the
    bot worker (``Brains``) and the move is collected once it is in."""

    person = False
    here = False
    switches = None
    delayed = True
    timed = False

    def __init__(self, brains: "Brains") -> None:
        self.brains = brains

    def answer(self, seat: int, view: SeatView) -> Move | None:
        return self.brains.move_for(seat, view)

    def prepare(self, seat: int, view: SeatView) -> None:
        """Start the search early, so it runs while the table's delay is drawn."""
        self.brains.think(seat, view)

    def drop(self) -> None:
        self.brains.cancel_move()


class Script:
    """The recorded steps of a replay (moves, and ``DEAL`` between hands) and how many have been
    taken: the watched table's seats read their moves from it, the viewer deals and steps back."""

    def __init__(self, steps: Sequence[str]) -> None:
        self.steps = tuple(steps)
        self.step = 0

    @property
    def at_end(self) -> bool:
        return self.step >= len(self.steps)

    @property
    def at_deal(self) -> bool:
        """The next step is the deal of a new hand (the viewer's to make, not a seat's)."""
        return not self.at_end and self.steps[self.step] == DEAL

    def take_deal(self) -> bool:
        """Step past the deal of a new hand when it comes next; True when it did (the viewer deals)."""
        if not self.at_deal:
            return False
        self.step += 1
        return True

    def take(self) -> str | None:
        """The next recorded move, or None at the end or before a deal."""
        if self.at_end or self.at_deal:
            return None
        self.step += 1
        return self.steps[self.step - 1]


class Replayed:
    """A seat of a replay: it plays what was recorded, when the table's clock says so."""

    person = False
    here = False
    switches = None
    delayed = True
    timed = False

    def __init__(self, script: Script) -> None:
        self.script = script

    def prepare(self, seat: int, view: SeatView) -> None:
        """The move is recorded: nothing to work out."""

    def answer(self, seat: int, view: SeatView) -> Move | None:
        text = self.script.take()
        return None if text is None else parse_move(text)

    def drop(self) -> None:
        """A recorded move is never under way: it is read when it is due."""
