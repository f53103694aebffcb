"""Owns what one seat's device is told: its ``SeatView`` and the engine's events, as JSON values.

Privacy by construction: a device is only ever sent what ``seat_fields`` and
``event_for`` build for its own seat. ``seat_fields`` writes the engine's
``SeatView``, which already leaves out other seats' cards and exchanges
between other seats (``view_from`` reads it back, for a Python client). An
event is written as the seat's feed sees it (``feed.seen_by``, the one rule
of who sees what, which the desktop's table keeps too): cards moving between
two seats (the tax, a seven-give) are shown to those two and counted for the
rest; a deal shows each seat its own hand and the others' counts; an event
type nobody has cleared is not sent at all. ``moments`` writes what each
event shows there (a banner's title and words, a flight's line) for the
phone. Cards travel in the engine's text form (``5H``, ``TS``, ``JK``),
moves in its notation.
"""
from __future__ import annotations

from dataclasses import fields
from typing import Any, Callable, Iterable

from game.engine import Move, Rules, SeatView, parse_move
from game.engine import events as ev
from game.engine.cards import TEXT, Card, parse_cards
from game.table.view.animations import BANNER
from game.table.view.feed import Told, parties, seen_by
from game.table.wording.words import cards_in

Json = dict[str, Any]


def codes(cards: Iterable[int]) -> list[str]:
    """Card ids in their text form, in the order given."""
    return [TEXT[int(c)] for c in cards]


def cards_of(texts: Iterable[str]) -> tuple[Card, ...]:
    """Text codes back to cards (every joker as the one public joker, as ``shown`` does)."""
    return tuple(parse_cards(list(texts)))


def _plays(plays: Iterable[tuple[int, Move]]) -> list[list[Any]]:
    return [[seat, str(move)] for seat, move in plays]


def _plays_of(data: Iterable[list[Any]]) -> tuple[tuple[int, Move], ...]:
    return tuple((int(seat), parse_move(text)) for seat, text in data)


def _optional(write: Callable[[Any], Any]) -> Callable[[Any], Any]:
    return lambda value: None if value is None else write(value)


def _tuple(value: Iterable[Any]) -> tuple[Any, ...]:
    return tuple(value)


# Each SeatView field that is not a plain number, flag or seat: (to JSON, back from JSON).
_CODECS: dict[str, tuple[Callable[[Any], Any], Callable[[Any], Any]]] = {
    "rules": (lambda r: r.to_dict(), Rules.from_dict),
    "cards": (codes, cards_of),
    "discard": (codes, cards_of),
    "table": (_optional(str), _optional(parse_move)),
    "trick": (_plays, _plays_of),
    "history": (_plays, _plays_of),
    "owed_all": (lambda owed: [list(o) for o in owed], lambda data: tuple((k, n, to) for k, n, to in data)),
    "after_play": (_optional(lambda a: [str(a[0]), a[1]]), _optional(lambda a: (parse_move(a[0]), a[1]))),
    "exchanges": (lambda ex: [[g, r, codes(c)] for g, r, c in ex],
                  lambda data: tuple((g, r, cards_of(c)) for g, r, c in data)),
    "legal": (lambda moves: [str(m) for m in moves], lambda data: tuple(parse_move(t) for t in data)),
}
_LISTS = ("order", "counts", "locked_suits", "passed", "lead_passed", "active", "places", "finished", "fouls",
          "owers", "titles", "scores")
_NAMES = tuple(f.name for f in fields(SeatView))
# A seat's own fields: who it is, its cards, its exchanges and its moves. Every other field is the
# table's, the same in every seat's view of one position (and of the match's scores and titles).
_OWN = frozenset({"seat", "cards", "exchanges", "legal"})
_TABLE = tuple(name for name in _NAMES if name not in _OWN)


def _json(name: str, value: Any) -> Any:
    if name in _CODECS:
        return _CODECS[name][0](value)
    return list(value) if name in _LISTS else value


def table_fields(view: SeatView) -> Json:
    """The table's fields of ``view`` (all but the seat's own) as JSON values: the same for every seat's
    view of one position, so the host writes them once after a move for every device."""
    return {name: _json(name, getattr(view, name)) for name in _TABLE}


def seat_fields(view: SeatView, table: Json | None = None) -> Json:
    """Every field of the seat's view as JSON values (cards and moves in text form). The engine's
    ``SeatView`` is already all this seat may know, so the whole of it may go to the seat's device;
    a Python client rebuilds it with ``view_from`` and can hand it to a bot or a table scene.
    ``table``: ``table_fields`` of a view of this same position (any seat's), when the caller has it."""
    table = table_fields(view) if table is None else table
    return {name: table[name] if name in table else _json(name, getattr(view, name)) for name in _NAMES}


def view_from(data: Json) -> SeatView:
    """The ``SeatView`` a device was sent, rebuilt (words the host added are left out)."""
    values = {}
    for f in fields(SeatView):
        value = data[f.name]
        if f.name in _CODECS:
            value = _CODECS[f.name][1](value)
        elif f.name in _LISTS:
            value = _tuple(value)
        values[f.name] = value
    return SeatView(**values)


def _value(value: Any) -> Any:
    """An event field as JSON: cards as codes, moves as notation, tuples as lists."""
    if isinstance(value, Move):
        return str(value)
    if isinstance(value, tuple):
        return [_value(v) for v in value]
    return value


def _public(event: ev.Event) -> Json:
    out: Json = {"kind": event.kind}
    for f in fields(event):
        value = getattr(event, f.name)
        out[f.name] = codes(value) if f.name == "cards" else _value(value)
    return out


def _deal(event: ev.HandStarted, seat: int) -> Json:
    out = _public(event)
    hands = out.pop("hands")
    out["counts"] = [len(h) for h in hands]
    out["cards"] = codes(sorted(event.hands[seat]))
    return out


def event_for(event: ev.Event, seat: int) -> Json | None:
    """The event as ``seat`` may see it (``feed.seen_by``), or None when no seat may be told of it: a deal
    as the seat's own cards and everyone's counts, an exchange the seat is not party to as a count."""
    seen = seen_by(event, seat)
    if seen is None:
        return None
    if isinstance(seen, ev.HandStarted):
        return _deal(seen, seat)
    out = _public(seen)
    between = parties(seen)
    if between is not None and seat not in between:
        out["count"] = len(out.pop("cards"))
    return out


# The flights that move cards between seats or to the discard pile: moments of their own on the phone,
# as the banners are (a play, a pass or a note is in the view and the log already).
_CARDS_MOVED = frozenset({"give", "discard", "tax"})


def moments(told: list[Told]) -> list[Json]:
    """What the told events show that the phone shows as it happens: each banner (an eight-cut, a
    revolution, a lock, a jack-back, a going out, a foul, a fall from grace...) and each give, ten-discard
    and tax, with its ``kind`` (the desktop's effect: ``slash``, ``revolution``, ``lock``, ``jackback``,
    ``give``, ``discard``, ``tax``, ``out``, ``foul``, ``fall``...), a banner's ``title`` and ``words``
    (a flight has words only), and its colour."""
    out = []
    for item in told:
        for effect in item.effects:
            if not effect.text or (BANNER not in effect.parts and effect.kind not in _CARDS_MOVED):
                continue
            title, _bar, detail = effect.banner.partition("|") if BANNER in effect.parts else ("", "", effect.line)
            out.append({"kind": effect.kind, "title": cards_in(title), "words": cards_in(detail),
                        "color": effect.color})
    return out
