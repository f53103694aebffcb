"""Owns the bounds a match save is held to, so a save that loads can always be written and loaded again.

``before`` runs on the raw dict before ``session_state.session_from`` builds anything:
no text longer than any field of a real save holds, no list longer than a hand
or a match can grow, the seeds whole numbers below 2**64, the seat names under
the one name rule (``game.bounds.is_name``) and the rules playable at the table
(``game.bounds.rules_fault``). So a hostile save costs a short message naming
the field, never seconds of parsing or a message of a thousand pages.

``after`` runs on the rebuilt session: scores a match can reach, hands no deal
could give, and the size the next autosave will write. A save is refused when
that size would leave less than ``HEADROOM`` under the file cap: one more
autosave must never make the save unloadable (and lose everything since
Continue), and everything else a match adds is bounded (``game.bounds``).
Messages are in player words through ``game.i18n``; each names the field as
the session's own checks do ("save.seed", "save.match.scores").
"""
from __future__ import annotations

import json
from typing import Any

from game import bounds, userdata
from game.i18n import _
from game.quoting import field_name, quote
from game.records.history import SEP, check_moves
from game.table.match.session import Session

MAX_TEXT = 512  # a custom level's file name may be 255 characters (its id is "custom:" and its stem); a hand's
# cards are at most 30 of 3 characters, and a move is checked against game.bounds.MAX_MOVE_TEXT on its own
MAX_KEYS = 64  # the rules, a hand's fields: every table of a save holds fewer keys
MAX_DEPTH = 8  # save.session.match.hand.history[i][j] is the deepest a save goes
HEADROOM = 256 * 1024  # what a save may still grow by: a hand's moves and result, many times over
LISTS = {"session.match.results": bounds.MAX_RESULTS}  # lists that may be longer than a hand's moves


class SaveBounds(ValueError):
    """A save holding more than the game can keep; the message names the field."""


def before(data: dict[str, Any]) -> None:
    """Refuse a raw save whose shape no game wrote (see the module docstring)."""
    _walk(data, "", 0)
    raw = data.get("session") if isinstance(data.get("session"), dict) else {}
    match = raw.get("match") if isinstance(raw.get("match"), dict) else {}
    for field, seed in (("session.seed", raw.get("seed")), ("session.match.seed", match.get("seed"))):
        if seed is not None and not bounds.is_seed(seed):
            # TRANSLATORS: box=message text
            raise SaveBounds(_("{field}: expected a whole number from 0 to 2**64, got {got}").format(
                field=_field(field), got=quote(seed, 24)))
    for i, seat in enumerate(raw.get("seats") if isinstance(raw.get("seats"), list) else [], 1):
        name = seat.get("name") if isinstance(seat, dict) else None
        if isinstance(name, str) and not bounds.is_name(name):
            # TRANSLATORS: box=message text
            raise SaveBounds(_("seat {number}: {field}: expected 1 to {most} printable characters, got {got}").format(
                number=i, field="name", most=bounds.MAX_NAME, got=quote(name)))
    history = raw.get("history") if isinstance(raw.get("history"), dict) else {}
    moves = history.get("moves")
    if isinstance(moves, str):
        _moves(moves.split(SEP) if moves else [], "session.history.moves")
    hand = match.get("hand") if isinstance(match.get("hand"), dict) else {}
    plays = hand.get("history") if isinstance(hand.get("history"), list) else []
    _moves([p[1] for p in plays if isinstance(p, list) and len(p) == 2], "session.match.hand.history")
    rules = match.get("rules") if isinstance(match.get("rules"), dict) else {}
    rounds, points = rules.get("rounds", 0), rules.get("points")
    why = bounds.rules_fault(rounds if isinstance(rounds, int) else 0,
                             tuple(p for p in points if isinstance(p, int)) if isinstance(points, list) else None)
    if why is not None:
        raise SaveBounds(f"{_field('session.match.rules')}.{why}")


def after(session: Session, written: dict[str, Any]) -> None:
    """Refuse a rebuilt session the game could not keep (see the module docstring)."""
    match = session.match
    for field, values in [("scores", match.scores)] + [(f"results[{i}].points", r.points)
                                                        for i, r in enumerate(match.results)]:
        if any(abs(v) > bounds.MAX_SCORE for v in values):
            # TRANSLATORS: box=message text
            raise SaveBounds(_("{field}: expected a whole number from {low} to {high}, got {got}").format(
                field=_field(f"session.match.{field}"), low=-bounds.MAX_SCORE, high=bounds.MAX_SCORE,
                got=quote(max(values, key=abs), 24)))
    rules = match.rules
    most = bounds.most_cards(match.seats, rules.jokers, rules.tax_count(match.seats), rules.seven_give)
    for seat, cards in enumerate(match.hand.hands):
        if len(cards) > most:
            # TRANSLATORS: box=message text
            raise SaveBounds(_("{field}: expected at most {most} cards, got {got}").format(
                field=_field(f"session.match.hand.hands[{seat}]"), most=most, got=len(cards)))
    size = len(json.dumps(written, sort_keys=True).encode("utf-8"))  # as ``save.write_data`` writes it
    if size > userdata.MAX_BYTES - HEADROOM:
        # TRANSLATORS: box=message text
        raise SaveBounds(_("{field}: expected at most {most} bytes, got {got}").format(
            field="save", most=format(userdata.MAX_BYTES - HEADROOM, ","), got=format(size, ",")))


def _moves(texts: list[Any], field: str) -> None:
    """A history held to a match's bounds (``history.check_moves``), as a save's error."""
    try:
        check_moves(texts, _field(field))
    except ValueError as exc:
        raise SaveBounds(str(exc)) from None


def _field(path: str) -> str:
    """A path in the file as the messages name it: "save.seed", "save.match.hand.history[3]"."""
    inner = path.removeprefix("session").removeprefix(".")
    return "save" + ("." + inner if inner and not inner.startswith("[") else inner)


def _walk(value: Any, path: str, depth: int) -> None:
    """Every text, list and table of the save within the bounds of a real one; raise naming the first not."""
    where = _field(path)
    if depth > MAX_DEPTH:
        # TRANSLATORS: box=message text
        raise SaveBounds(_("{field}: {why}").format(field=where, why=_("it is nested too deeply")))
    if isinstance(value, str):
        if len(value) > MAX_TEXT and path != "session.history.moves":  # that one is checked move by move
            # TRANSLATORS: box=message text
            raise SaveBounds(_("{field}: expected at most {most} characters, got {got}").format(
                field=where, most=MAX_TEXT, got=len(value)))
    elif isinstance(value, list):
        most = LISTS.get(path, bounds.MAX_HAND_MOVES)
        if len(value) > most:
            # TRANSLATORS: box=message text
            raise SaveBounds(_("{field}: expected at most {most} items, got {got}").format(
                field=where, most=most, got=len(value)))
        for i, item in enumerate(value):
            _walk(item, f"{path}[{i}]", depth + 1)
    elif isinstance(value, dict):
        if len(value) > MAX_KEYS:
            # TRANSLATORS: box=message text
            raise SaveBounds(_("{field}: expected at most {most} items, got {got}").format(
                field=where, most=MAX_KEYS, got=len(value)))
        for key, item in value.items():
            if len(str(key)) > MAX_TEXT:
                # TRANSLATORS: box=message text
                raise SaveBounds(_("{field}: expected at most {most} characters, got {got}").format(
                    field=f"{where} key {quote(key, 24)}", most=MAX_TEXT, got=len(str(key))))
            _walk(item, f"{path}.{field_name(key)}" if path else field_name(key), depth + 1)
