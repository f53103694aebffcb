"""A table session as its save holds it, and back: the seats, the seed, each person's switches, the
match and its history, every value checked as it is read (a ValueError names the field).

Apart from ``Session`` so that the table's running (clock, moves, undo, listeners) and its file
form are read and changed separately; ``game.table.saving.save`` wraps this in the save file's envelope.
"""
from __future__ import annotations

from typing import Any

from game.engine.match import Match
from game.i18n import _
from game.quoting import quote
from game.records.history import MatchLog
from game.table.match.seating import MODES, CampaignLink, SeatConfig
from game.table.match.session import Session


def state_of(session: Session) -> dict[str, Any]:
    """A session as the save keeps it (the campaign and friends' links are the save's own)."""
    return {
        "mode": session.mode, "seed": session.seed, "seats": [s.to_dict() for s in session.seats],
        "standins": sorted(session.standins), "auto_pass": sorted(session.auto_pass),
        "pass_if_stuck": sorted(session.pass_if_stuck), "viewer": session.viewer,
        "match": session.match.to_dict(), "history": session.history.to_dict(),
    }


def session_from(data: Any, campaign: CampaignLink | None = None) -> Session:
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
        raise ValueError(_("{field}: expected a whole number, got {got}").format(field="save.seed", got=quote(seed)))
    mode = data.get("mode")
    if not isinstance(mode, str) or mode not in MODES:  # any value at all: quoted short, never whole
        raise ValueError(_("{field}: expected one of {choices}, got {got}").format(
            field="save.mode", choices=", ".join(MODES), got=quote(mode)))
    session = Session(match.rules, seats, seed, mode, match=match, campaign=campaign)
    chosen = {}
    for key in ("standins", "auto_pass", "pass_if_stuck"):
        values = data.get(key, [])
        if not isinstance(values, list) or any(v not in session.humans for v in values):
            raise ValueError(_("{field}: expected human seat numbers, got {got}").format(
                field=f"save.{key}", got=quote(values)))
        chosen[key] = values
    session.standins = set(chosen["standins"])
    for seat in chosen["auto_pass"]:
        session.set_auto_pass(seat, True)
    for seat in chosen["pass_if_stuck"]:  # a save from before the switch has none
        session.set_pass_if_stuck(seat, True)
    viewer = data.get("viewer")
    if viewer not in session.humans:
        raise ValueError(_("{field}: {got} is not a human seat").format(field="save.viewer", got=quote(viewer)))
    session.viewer = viewer
    session.history = MatchLog.from_dict(data.get("history"))
    return session
