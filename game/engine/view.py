"""What one seat may know: its own cards, public play, and its own private exchanges.

Bots and the screen read a ``SeatView``, never the ``Hand``: other seats'
cards, the set-aside cards and exchanges between other seats are left out, so a
bot cannot peek even by accident.
"""
from __future__ import annotations

from dataclasses import dataclass

from .cards import Card, shown
from .moves import Move
from .rules import Rules


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
    pending: str | None
    owed: int  # cards owed by to_act for a pending decision
    owed_to: int | None
    reversed: bool
    revolution: bool
    jack_back: bool
    pending_revolution: bool
    locked_suits: tuple[str, ...]
    passed: tuple[int, ...]
    active: tuple[int, ...]  # seats still in the hand
    places: tuple[int, ...]
    finished: tuple[int, ...]  # clean finishers in order
    fouls: tuple[int, ...]
    fallen: int | None
    leader: int
    owed_all: tuple[tuple[str, int, int | None], ...]  # decisions still owed by to_act (and tax returners)
    owers: tuple[int, ...]
    after_play: tuple[Move, bool] | None  # the play whose give/discard is being made, and the order before it
    millionaire: int | None
    exchanges: tuple[tuple[int, int, tuple[Card, ...]], ...]  # tax and gives this seat took part in
    titles: tuple[str | None, ...]
    scores: tuple[int, ...]
    legal: tuple[Move, ...]  # legal moves when this seat is to act, else ()

    @property
    def my_turn(self) -> bool:
        return self.to_act == self.seat


def view_of(hand, seat: int, scores: tuple[int, ...] | None = None,
            titles: tuple[str | None, ...] | None = None) -> SeatView:
    owed = hand.owed[0] if hand.owed and not hand.over else None
    return SeatView(
        seat=seat, rules=hand.rules, seats=hand.seats, number=hand.number, order=hand.order,
        cards=shown(hand.hands[seat]), counts=tuple(len(h) for h in hand.hands),
        table=hand.table, table_seat=hand.table_seat, trick=tuple(hand.trick), history=tuple(hand.history),
        discard=shown(hand.discard), set_aside=len(hand.set_aside),
        to_act=hand.to_act, pending=hand.pending,
        owed=min(owed[1], len(hand.hands[hand.to_act])) if owed else 0, owed_to=owed[2] if owed else None,
        reversed=hand.reversed, revolution=hand.revolution, jack_back=hand.jack_back,
        pending_revolution=hand.pending_revolution, locked_suits=hand.locked_suits,
        passed=tuple(sorted(hand.passed)), active=tuple(hand.active), places=tuple(hand.places),
        finished=tuple(hand.finished), fouls=tuple(hand.fouls), fallen=hand.fallen, leader=hand.leader,
        owed_all=tuple(hand.owed), owers=tuple(hand.owers), after_play=hand.after_play,
        millionaire=hand.millionaire,
        exchanges=tuple(t for t in hand.transfers if seat in (t[0], t[1])),
        titles=titles if titles is not None else (None,) * hand.seats,
        scores=scores if scores is not None else (0,) * hand.seats,
        legal=tuple(hand.legal_moves()) if hand.to_act == seat else (),
    )
