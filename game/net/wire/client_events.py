"""Owns reading the host's ``event`` messages back into the engine's events, on the joining computer.

The table scenes animate engine ``Event`` values (``game.table.view.animations``),
so a desktop that joins a table is handed the same values the host's engine
made, rebuilt from JSON field by field from the event classes' own
annotations: cards from their codes, moves from notation, the engine's
enums from their names. What this seat was not shown stays unknown: cards
passed between two other seats came as a ``count`` and a deal as this seat's
own ``cards`` and everyone's ``counts``, and each unseen card becomes one
face-down stand-in (``feed.UNSEEN``, as the host's feed made it), which the
table only counts and draws as a back (an exchange it is not part of never
shows faces: ``Feed.private_ok``).

A message that does not read raises ``HostError`` naming the field and what was
expected; an event kind this game does not know is skipped (a newer host may
send more), never guessed at. Reading a value's type is not enough: the table
indexes its seats by every seat number and per-seat list it is sent, so
``check_shape`` holds a view or an event to the table's own seat count (every
seat number in range, a per-seat list one value a seat, the results' places
every seat once) before anything reads it, and ``names_of`` holds the seats'
names to a name plate's length.
"""
from __future__ import annotations

from dataclasses import fields
from typing import Any, Callable

from game.bounds import MAX_NAME, is_name
from game.engine import ClearReason, Owed, SeatView, parse_move
from game.engine import events as ev
from game.engine.cards import CARDS, Card
from game.engine.rules import MAX_SEATS, MIN_SEATS
from game.net.wire.views import cards_of, view_from
from game.table.view.feed import UNSEEN

Json = dict[str, Any]
KINDS: dict[str, type[ev.Event]] = {
    cls.__name__: cls for cls in vars(ev).values()
    if isinstance(cls, type) and issubclass(cls, ev.Event) and cls is not ev.Event}


class HostError(ValueError):
    """The host sent something this client cannot read: which field, and what was expected."""

    def __init__(self, field: str, expected: str) -> None:
        super().__init__(f"{field}: expected {expected}")
        self.field = field
        self.expected = expected


def _ints(value: Any) -> tuple[int, ...]:
    if not isinstance(value, list) or not all(isinstance(v, int) and not isinstance(v, bool) for v in value):
        raise TypeError("a list of whole numbers")
    return tuple(value)


def _texts(value: Any) -> tuple[str, ...]:
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise TypeError("a list of text")
    return tuple(value)


def _optional_int(value: Any) -> int | None:
    if value is not None and (not isinstance(value, int) or isinstance(value, bool)):
        raise TypeError("a whole number or null")
    return value


def _int(value: Any) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise TypeError("a whole number")
    return value


def _bool(value: Any) -> bool:
    if not isinstance(value, bool):
        raise TypeError("true or false")
    return value


def _cards(value: Any) -> tuple[Card, ...]:
    return cards_of(_texts(value))


# Each annotation the event classes use, and how its JSON value reads back.
_READERS: dict[str, Callable[[Any], Any]] = {
    "int": _int, "bool": _bool, "int | None": _optional_int, "tuple[int, ...]": _ints,
    "tuple[str, ...]": _texts, "tuple[Card, ...]": _cards, "Move": lambda v: parse_move(str(v)),
    "Owed": Owed, "ClearReason": ClearReason,
}


def _unseen(count: Any) -> tuple[Card, ...]:
    n = _int(count)
    if not 0 <= n <= len(CARDS):  # checked before the stand-ins are made: 10**9 of them is memory gone
        raise ValueError(f"0 to {len(CARDS)} cards")
    return (UNSEEN,) * n


def _deal(data: Json, seat: int) -> dict[str, Any]:
    """A deal as this seat saw it: its own cards, and as many stand-ins as each other seat was dealt."""
    counts = _ints(data["counts"])
    own = _cards(data["cards"])
    return {"hands": tuple(own if i == seat else _unseen(n) for i, n in enumerate(counts))}


def event_of(data: Any, seat: int) -> ev.Event | None:
    """One event as ``seat``'s device was sent it, or None for a kind this game does not know."""
    if not isinstance(data, dict) or not isinstance(data.get("kind"), str):
        raise HostError("event.kind", "an object with the engine's event name")
    cls = KINDS.get(data["kind"])
    if cls is None:
        return None
    field = "counts"  # a deal's, read first; then each field as it is read
    try:
        values = _deal(data, seat) if cls is ev.HandStarted else {}
        for f in fields(cls):
            field = f.name
            if f.name in values:
                continue
            if f.name == "cards" and "cards" not in data:
                values["cards"] = _unseen(data["count"])  # passed between two other seats: only how many
                continue
            values[f.name] = _READERS[str(f.type)](data[f.name])
        return cls(**values)
    except KeyError as exc:
        raise HostError(f"event.{data['kind']}.{field}", "a value: it is missing") from exc
    except (TypeError, ValueError) as exc:
        raise HostError(f"event.{data['kind']}.{field}", str(exc) or "a value of its kind") from exc


def events_of(data: Any, seat: int) -> list[ev.Event]:
    """The events of one ``event`` message, in order, those this game knows."""
    if not isinstance(data, list):
        raise HostError("events", "a list of events")
    found = (event_of(item, seat) for item in data)
    return [e for e in found if e is not None]


# The fields of a view or an event that name one seat (or None), hold one value per seat, or list
# seats (each at most once); those that list every seat exactly once (a finished hand's places).
# A field is checked by its name and its type both: a name may mean something else in another event
# (``JackBack.active`` is whether jack-back is on, not the seats still in).
_SEAT_TYPES = frozenset({"int", "int | None"})
_SEAT = frozenset({"seat", "to", "giver", "receiver", "winner", "first_dealt", "table_seat", "to_act",
                   "owed_to", "fallen", "left_over", "leader", "millionaire"})
_PER_SEAT = frozenset({"counts", "titles", "scores", "hands", "points"})
_SEATS = frozenset({"order", "passed", "lead_passed", "active", "places", "finished", "fouls", "owers"})
_PLAYS = frozenset({"trick", "history"})  # [seat, move] pairs


def check_shape(found: SeatView | ev.Event, seats: int, where: str) -> None:
    """Raise ``HostError`` naming ``where``.<field> when a view or an event does not fit a table of
    ``seats``: a seat number out of range, a per-seat list of another length, a seat listed twice, a
    finished hand's places that leave a seat out."""
    for f in fields(found):
        value = getattr(found, f.name)
        field = f"{where}.{f.name}"
        if not isinstance(value, tuple) and str(f.type) not in _SEAT_TYPES:
            continue  # a flag, a move, a reason: no seat in it
        if f.name in _SEAT and value is not None and not 0 <= value < seats:
            raise HostError(field, f"a seat from 0 to {seats - 1}")
        if f.name in _PER_SEAT and len(value) != seats:
            raise HostError(field, f"one value for each of the {seats} seats")
        if f.name in _SEATS and (len(set(value)) != len(value) or not all(0 <= s < seats for s in value)):
            raise HostError(field, f"seats from 0 to {seats - 1}, each at most once")
        if f.name in _PLAYS and not all(0 <= s < seats for s, _move in value):
            raise HostError(field, f"plays by seats from 0 to {seats - 1}")
    if isinstance(found, ev.HandOver) and sorted(found.places) != list(range(seats)):
        raise HostError(f"{where}.places", f"each of the {seats} seats once")


def check_view(view: SeatView, viewer: int, seats: int | None) -> None:
    """A view fits this seat's table: its own seat, the table's seat count (``seats``, None for the
    first view), and every field to that count (``check_shape``)."""
    if view.seat != viewer:
        raise HostError("view.seat", f"this device's own seat, {viewer}")
    if not MIN_SEATS <= view.seats <= MAX_SEATS or view.seats != (seats or view.seats):
        expected = f"the table's {seats} seats" if seats else f"{MIN_SEATS} to {MAX_SEATS} seats"
        raise HostError("view.seats", expected)
    check_shape(view, view.seats, "view")
    if not all(0 <= n <= len(CARDS) for n in view.counts):  # the table draws each seat's cards
        raise HostError("view.counts", f"0 to {len(CARDS)} cards for each seat")


def names_of(data: Json, seats: int) -> list[str]:
    """Each seat's name from a view: as set up (``seat_names``) where the host sends them, else as the
    host shows them (``names``), each a name plate's 1 to ``MAX_NAME`` printable characters."""
    field = "seat_names" if "seat_names" in data else "names"  # a host before seat_names sends names alone
    names = data.get(field)
    if not isinstance(names, list) or len(names) != seats or not all(is_name(n) for n in names):
        raise HostError(f"view.{field}", f"a name for each of the {seats} seats, of 1 to {MAX_NAME} printable "
                                         "characters")
    return names


def view_of(data: Any, viewer: int, seats: int | None = None) -> SeatView:
    """The seat's view as the host sent it, fitting this seat's table (``check_view``;
    ``HostError`` when it does not read or fit)."""
    if not isinstance(data, dict):
        raise HostError("view", "an object")
    try:
        view = view_from(data)
    except (KeyError, TypeError, ValueError) as exc:
        raise HostError("view", f"the seat's view ({type(exc).__name__}: {exc})") from exc
    check_view(view, viewer, seats)
    return view


def shaped(events: list[ev.Event], seats: int) -> list[ev.Event]:
    """The events, each fitting a table of ``seats`` (``HostError`` naming the first that does not)."""
    for e in events:
        check_shape(e, seats, f"event.{e.kind}")
    return events


def seats_in(data: Json, state: str, viewer: int) -> set[int]:
    """The seats a view's ``presence`` gives ``state`` (``feed.AWAY``, ``feed.CPU``), this seat left out."""
    found = data.get("presence")
    return {i for i, said in enumerate(found) if said == state and i != viewer} if isinstance(found, list) else set()
