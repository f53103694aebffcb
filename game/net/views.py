"""Owns what one seat's device is told: its ``SeatView`` and the engine's events, as JSON values.

Privacy by construction: a device is only ever sent what ``seat_fields`` and
``event_for`` build for its own seat. ``seat_fields`` reads the engine's
``SeatView`` (which already leaves out other seats' cards) and picks the
fields the phone shows, never the whole view. Events are stricter still: an
event type is sent only if ``_PUBLIC`` or ``_PRIVATE`` names it, so an event
the engine adds later stays on the host until someone decides who may see it.
Cards moving between two seats (the tax, a seven-give) are shown to those two
and counted for the rest; a deal shows each seat its own hand and the others'
counts. Cards the rules put face up (plays, the discard pile, a fallen
millionaire's hand) are public. Cards travel in the engine's text form
(``5H``, ``TS``, ``JK``), moves in its notation.
"""
from __future__ import annotations

from dataclasses import fields
from typing import Any, Callable, Iterable

from game.engine import Move, SeatView
from game.engine import events as ev
from game.engine.cards import TEXT

Json = dict[str, Any]


def codes(cards: Iterable[int]) -> list[str]:
    """Card ids in their text form, in the order given."""
    return [TEXT[int(c)] for c in cards]


def _plays(plays: Iterable[tuple[int, Move]]) -> list[list[Any]]:
    return [[seat, str(move)] for seat, move in plays]


def seat_fields(view: SeatView) -> Json:
    """The facts of one seat's view a device draws (words come from ``host``)."""
    return {
        "seat": view.seat, "seats": view.seats, "hand": view.number,
        "cards": codes(sorted(view.cards)), "counts": list(view.counts),
        "to_act": view.to_act, "table": None if view.table is None else str(view.table),
        "table_seat": view.table_seat, "trick": _plays(view.trick), "discard": codes(view.discard),
        "passed": list(view.passed), "active": list(view.active), "finished": list(view.finished),
        "titles": list(view.titles), "scores": list(view.scores), "reversed": view.reversed,
        "revolution": view.revolution, "jack_back": view.jack_back,
        "pending_revolution": view.pending_revolution, "locked_suits": list(view.locked_suits),
        "is_over": view.is_over,
    }


def decision_fields(view: SeatView) -> Json | None:
    """What the seat owes now (only when it is this seat's decision): the kind, how many, to whom."""
    if not view.my_turn:
        return None
    kind = view.pending or "play"
    return {"kind": kind, "count": view.owed if kind != "play" else None, "to": view.owed_to,
            "can_pass": any(m.is_pass for m in view.legal)}


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


def _between(giver: str, receiver: str) -> Callable[[ev.Event, int], Json]:
    """Cards handed from one seat to another: those two see them, the rest see how many."""
    def redact(event: ev.Event, seat: int) -> Json:
        out = _public(event)
        if seat not in (getattr(event, giver), getattr(event, receiver)):
            out["count"] = len(out.pop("cards"))
        return out
    return redact


def _deal(event: ev.Event, seat: int) -> Json:
    assert isinstance(event, ev.HandStarted)
    out = _public(event)
    hands = out.pop("hands")
    out["counts"] = [len(h) for h in hands]
    out["cards"] = codes(sorted(event.hands[seat]))
    return out


# Events every seat may see whole: plays, passes and effects on the table, cards sent face up
# to the discard pile (a ten-discard, a fallen millionaire's hand, a cleared trick), the results.
_PUBLIC: frozenset[type[ev.Event]] = frozenset({
    ev.DecisionOwed, ev.LeadTo, ev.Played, ev.Passed, ev.SpadeThreeCounter, ev.SuitLocked,
    ev.RevolutionPending, ev.RevolutionCancelled, ev.RevolutionLanded, ev.JackBack, ev.Discarded,
    ev.EightCut, ev.TableCleared, ev.WentOut, ev.Fouled, ev.FellFromGrace, ev.HandOver, ev.MatchOver,
})
# Events with cards some seats may not see, each with the redaction that hides them.
_PRIVATE: dict[type[ev.Event], Callable[[ev.Event, int], Json]] = {
    ev.HandStarted: _deal,
    ev.TaxPaid: _between("giver", "receiver"),
    ev.TaxReturned: _between("giver", "receiver"),
    ev.Gave: _between("seat", "to"),
}


def event_for(event: ev.Event, seat: int) -> Json | None:
    """The event as ``seat`` may see it, or None when no seat may be told of it (a type no one has
    cleared for sending)."""
    redact = _PRIVATE.get(type(event))
    if redact is not None:
        return redact(event, seat)
    return _public(event) if type(event) in _PUBLIC else None
