"""What one seat may know: its own cards, public play, and its own private exchanges.

Bots and the screen read a ``SeatView``, never the ``Hand``: other seats'
cards, the set-aside cards and exchanges between other seats are left out, so a
bot cannot peek even by accident. Every public field of the hand is carried
(the decisions still owed, who owes them, the play they follow), because a
searching bot rebuilds the hand from a view and a guess (``Hand.from_view``).
"""
from __future__ import annotations

from dataclasses import dataclass

from .cards import Card, shown
from .fields import FIELDS
from .kinds import Owed
from .moves import Move
from .rules import Rules

# The hand's public fields (``FIELDS`` marks them), each frozen by its kind for the view.
_FREEZE = {"seats": tuple, "plays": tuple, "seat_set": lambda seats: tuple(sorted(seats))}
_SHARED = tuple((name, _FREEZE.get(kind)) for name, kind, shared in FIELDS if shared)


@dataclass(frozen=True)
class SeatView:
    seat: int
    rules: Rules
    seats: int
    number: int  # hand number in the match
    order: tuple[int, ...]
    cards: tuple[Card, ...]
    counts: tuple[int, ...]  # cards held by each seat
    table: Move | None
    table_seat: int | None
    trick: tuple[tuple[int, Move], ...]  # plays since the table last cleared
    history: tuple[tuple[int, Move], ...]  # every play and pass this hand
    discard: tuple[Card, ...]  # face-up discard pile
    set_aside: int
    to_act: int | None
    pending: Owed | None
    owed: int  # cards owed by to_act for a pending decision
    owed_to: int | None
    reversed: bool
    revolution: bool
    jack_back: bool
    pending_revolution: bool
    locked_suits: tuple[str, ...]
    passed: tuple[int, ...]
    lead_passed: tuple[int, ...]  # seats that passed the empty table (leader_may_pass), out until the clear
    active: tuple[int, ...]  # seats still in the hand
    places: tuple[int, ...]
    finished: tuple[int, ...]  # clean finishers in order
    fouls: tuple[int, ...]
    fallen: int | None
    left_over: int | None  # the last seat in, once the hand is over
    leader: int
    owed_all: tuple[tuple[Owed, int, int | None], ...]  # decisions still owed by to_act (and tax returners)
    owers: tuple[int, ...]
    after_play: tuple[Move, bool] | None  # the play whose give/discard is being made, and the order before it
    millionaire: int | None
    exchanges: tuple[tuple[int, int, tuple[Card, ...]], ...]  # tax and gives this seat took part in
    titles: tuple[str | None, ...]
    scores: tuple[int, ...]
    legal: tuple[Move, ...]  # legal moves when this seat is to act, else ()
    is_over: bool  # the hand is finished: what it left (cards, table, places) stays readable

    @property
    def my_turn(self) -> bool:
        return self.to_act == self.seat


def view_of(hand, seat: int, scores: tuple[int, ...] | None = None,
            titles: tuple[str | None, ...] | None = None) -> SeatView:
    shared = {name: getattr(hand, name) if freeze is None else freeze(getattr(hand, name))
              for name, freeze in _SHARED}
    owed = hand.owed[0] if hand.owed and not hand.is_over else None
    return SeatView(
        **shared, seat=seat, rules=hand.rules, seats=hand.seats,
        cards=shown(hand.hands[seat]), counts=tuple(len(h) for h in hand.hands),
        discard=shown(hand.discard), set_aside=len(hand.set_aside), pending=hand.pending,
        owed=min(owed[1], len(hand.hands[hand.to_act])) if owed else 0, owed_to=owed[2] if owed else None,
        reversed=hand.reversed, locked_suits=hand.locked_suits, places=tuple(hand.places),
        owed_all=tuple(hand.owed),
        exchanges=tuple(t for t in hand.transfers if seat in (t[0], t[1])),
        titles=titles if titles is not None else (None,) * hand.seats,
        scores=scores if scores is not None else (0,) * hand.seats,
        legal=tuple(hand.legal_moves()) if hand.to_act == seat else (),
    )
