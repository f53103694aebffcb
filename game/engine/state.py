"""Hands and matches to and from JSON-able dicts (save files, undo).

Cards and moves are stored in their text form so a save file can be read and
hand-edited. Loading checks every card exists exactly once and every seat
reference is sane, and raises ``StateError`` naming what is wrong rather than
building an inconsistent game.
"""
from __future__ import annotations

from typing import Any, Callable

from game.quoting import quote

from .cards import TEXT, parse_cards
from .events import HandOver
from .fields import FIELDS
from .hand import Hand
from .kinds import MoveKind, Owed
from .moves import Move, parse_move
from .rules import Rules
from .titles import titles_for

VERSION = 2  # 2: the hand's "over" is "is_over"; a save may stand between hands (the last one finished)


class StateError(ValueError):
    """A saved state that cannot be a real game; the message says which field and why."""


def _cards_text(cards: list[int]) -> str:
    return " ".join(TEXT[c] for c in sorted(cards))


# How each kind of field in ``hand.FIELDS`` is written: cards and moves as text.
_ENCODE: dict[str, Callable[[Any], Any]] = {
    "order": list, "seats": list, "seat_set": sorted, "cards": _cards_text,
    "hands": lambda hands: [_cards_text(h) for h in hands],
    "move?": lambda move: None if move is None else str(move),
    "plays": lambda plays: [[s, str(m)] for s, m in plays],
    "owed": lambda owed: [[k.value, n, to] for k, n, to in owed],
    "after_play": lambda after: None if after is None else [str(after[0]), after[1]],
    "transfers": lambda transfers: [[g, r, _cards_text(list(c))] for g, r, c in transfers],
}


def hand_to_dict(hand: Hand) -> dict[str, Any]:
    out = {}
    for name, kind, _ in FIELDS:
        encode = _ENCODE.get(kind)
        value = getattr(hand, name)
        out[name] = value if encode is None else encode(value)
    return out


def upgrade_hand(data: Any, version: int) -> Any:
    """A hand saved by an older version, in this version's fields (version 1 called ``is_over`` "over")."""
    if version < 2 and isinstance(data, dict) and "over" in data:
        data = {("is_over" if key == "over" else key): value for key, value in data.items()}
    if isinstance(data, dict) and "hands" in data and "lead_passed" not in data:
        data = {**data, "lead_passed": []}  # added with leader_may_pass (RULES.md §10): empty before it
    return data


class _Reader:
    """Typed access to one dict, with errors that name the key."""

    def __init__(self, data: Any, where: str) -> None:
        if not isinstance(data, dict):
            raise StateError(f"{where}: expected a table of fields, got {type(data).__name__}")
        self.data, self.where = data, where

    def get(self, key: str, kind: type | tuple[type, ...], *, none: bool = False) -> Any:
        if key not in self.data:
            raise StateError(f"{self.where}.{key}: missing")
        value = self.data[key]
        if value is None and none:
            return None
        if isinstance(value, bool) and kind is int or not isinstance(value, kind):
            name = kind.__name__ if isinstance(kind, type) else " or ".join(k.__name__ for k in kind)
            raise StateError(f"{self.where}.{key}: expected {name}, got {quote(value)}")
        return value

    def seat(self, key: str, seats: int, *, none: bool = False) -> int | None:
        value = self.get(key, int, none=none)
        if value is not None and not 0 <= value < seats:
            raise StateError(f"{self.where}.{key}: seat {quote(value)} does not exist")
        return value

    def seats_list(self, key: str, seats: int) -> list[int]:
        values = self.get(key, list)
        if any(isinstance(v, bool) or not isinstance(v, int) or not 0 <= v < seats for v in values):
            raise StateError(f"{self.where}.{key}: expected seat numbers 0-{seats - 1}, got {quote(values)}")
        return values

    def move(self, text: Any, key: str) -> Move:
        try:
            return parse_move(text)
        except (ValueError, TypeError) as exc:
            raise StateError(f"{self.where}.{key}: {quote(text)} is not a move ({exc})") from None

    def plays(self, key: str, seats: int) -> list[tuple[int, Move]]:
        out = []
        for item in self.get(key, list):
            if not (isinstance(item, list) and len(item) == 2 and isinstance(item[0], int) and 0 <= item[0] < seats):
                raise StateError(f"{self.where}.{key}: expected [seat, move] pairs, got {quote(item)}")
            out.append((item[0], self.move(item[1], key)))
        return out


def saved_hand(hand: Hand) -> dict[str, Any]:
    """A hand on its own as JSON-able values, with its rules and the state version.

    Here rather than a ``Hand`` method so the hand never imports its own codec (no import ring)."""
    return {"version": VERSION, "rules": hand.rules.to_dict(), **hand_to_dict(hand)}


def saved_hand_from_dict(data: Any) -> Hand:
    """A hand saved on its own by ``saved_hand`` (with its rules and version)."""
    if not isinstance(data, dict) or not isinstance(data.get("rules"), dict):
        raise StateError("hand.rules: missing")
    try:
        rules = Rules.from_dict(data["rules"])
    except ValueError as exc:
        raise StateError(f"hand.rules: {exc}") from None
    version = data.get("version", 1)
    return hand_from_dict(rules, upgrade_hand(data, version if isinstance(version, int) else 1))


def hand_from_dict(rules: Rules, data: Any, where: str = "hand") -> Hand:
    r = _Reader(data, where)
    hands_text = r.get("hands", list)
    seats = len(hands_text)
    if not 3 <= seats <= 6:
        raise StateError(f"{where}.hands: expected 3 to 6 seats, got {seats}")
    jokers = iter(range(52, 54))
    seen: dict[int, str] = {}

    def cards(text: Any, key: str) -> list[int]:
        if not isinstance(text, str):
            raise StateError(f"{where}.{key}: expected cards as text like \"3S 4S JK\", got {quote(text)}")
        try:
            parsed = [int(c) for c in parse_cards(text)] if text.strip() else []
        except ValueError as exc:
            raise StateError(f"{where}.{key}: {exc}") from None
        out = []
        for c in parsed:
            if c >= 52:
                c = next(jokers, None)
                if c is None or c >= 52 + rules.jokers:
                    raise StateError(f"{where}.{key}: more jokers than the rules' {rules.jokers}")
            if c in seen:
                raise StateError(f"{where}.{key}: {TEXT[c]} is also in {seen[c]}")
            seen[c] = key
            out.append(c)
        return out

    # How each kind of field in ``hand.FIELDS`` is read back and checked, by its key.
    decode: dict[str, Callable[[str], Any]] = {
        "int": lambda key: r.get(key, int), "bool": lambda key: r.get(key, bool),
        "seat": lambda key: r.seat(key, seats), "seat?": lambda key: r.seat(key, seats, none=True),
        "order": lambda key: tuple(r.seats_list(key, seats)), "seats": lambda key: r.seats_list(key, seats),
        "seat_set": lambda key: set(r.seats_list(key, seats)),
        "cards": lambda key: cards(r.get(key, str), key),
        "hands": lambda key: [sorted(cards(h, f"{key}[{i}]")) for i, h in enumerate(hands_text)],  # as dealt
        "suits": lambda key: _suit_mask(r, key), "move?": lambda key: _table(r, key),
        "plays": lambda key: r.plays(key, seats), "owed": lambda key: _owed(r, seats),
        "after_play": lambda key: _after_play(r, key),
        "transfers": lambda key: [_transfer(item, seats, where) for item in r.get(key, list)],
    }
    values = {name: decode[kind](name) for name, kind, _ in FIELDS}
    if len(seen) != 52 + rules.jokers:
        missing = [TEXT[c] for c in range(52) if c not in seen]
        raise StateError(f"{where}: cards are missing ({' '.join(missing[:6]) or 'a joker'}): "
                         "every card must be somewhere")
    if sorted(values["order"]) != list(range(seats)):
        raise StateError(f"{where}.order: expected each seat once, got {quote(list(values['order']))}")
    if (values["table"] is None) != (values["table_seat"] is None):
        raise StateError(f"{where}.table_seat: must be set exactly when a play is on the table")
    hand = Hand.restore(rules, values)
    _check_consistent(hand, where)
    return hand


def _suit_mask(r: _Reader, key: str) -> int:
    mask = r.get(key, int)
    if not 0 <= mask < 16:
        raise StateError(f"{r.where}.{key}: expected a suit mask 0-15, got {quote(mask)}")
    return mask


def _table(r: _Reader, key: str) -> Move | None:
    text = r.get(key, str, none=True)
    return None if text is None else r.move(text, key)


def _after_play(r: _Reader, key: str) -> tuple[Move, bool] | None:
    after = r.get(key, list, none=True)
    if after is None:
        return None
    if len(after) != 2 or not isinstance(after[1], bool):
        raise StateError(f"{r.where}.{key}: expected [move, reversed], got {quote(after)}")
    return r.move(after[0], key), after[1]


def _transfer(item: Any, seats: int, where: str) -> tuple[int, int, tuple]:
    ok = (isinstance(item, list) and len(item) == 3 and isinstance(item[2], str)
          and all(isinstance(s, int) and not isinstance(s, bool) and 0 <= s < seats for s in item[:2]))
    if not ok:
        raise StateError(f"{where}.transfers: expected [giver, receiver, \"cards\"], got {quote(item)}")
    try:
        return item[0], item[1], tuple(parse_cards(item[2])) if item[2].strip() else ()
    except ValueError as exc:
        raise StateError(f"{where}.transfers: {exc}") from None


def _owed(r: _Reader, seats: int) -> list[tuple[Owed, int, int | None]]:
    out = []
    for item in r.get("owed", list):
        ok = (isinstance(item, list) and len(item) == 3 and isinstance(item[0], str) and item[0] in tuple(Owed)
              and isinstance(item[1], int) and not isinstance(item[1], bool) and item[1] >= 0
              and (item[2] is None or isinstance(item[2], int) and not isinstance(item[2], bool)
                   and 0 <= item[2] < seats))
        if not ok:
            raise StateError(f"{r.where}.owed: expected [{'|'.join(Owed)}, count, seat], got {quote(item)}")
        out.append((Owed(item[0]), item[1], item[2]))
    if out and out[0][0] is not Owed.DISCARD and out[0][2] is None:
        raise StateError(f"{r.where}.owed: a {out[0][0]} owed now needs the receiving seat")
    return out


def _check_consistent(hand: Hand, where: str) -> None:
    placed = hand.places
    seats = set(range(hand.seats))
    if len(set(placed + hand.active)) != len(placed) + len(hand.active):
        raise StateError(f"{where}: a seat is both still in and placed")
    if hand.is_over:
        if sorted(placed) != sorted(seats) or hand.to_act is not None:
            raise StateError(f"{where}: a finished hand must place every seat and have nobody to act")
        return
    if set(placed) | set(hand.active) != seats:
        raise StateError(f"{where}.active: every seat must be still in or placed")
    if hand.to_act is None or hand.to_act not in hand.active and not hand.owers:
        raise StateError(f"{where}.to_act: the seat to act must still be in the hand")
    for seat in hand.active:
        if not hand.hands[seat] and not hand.owed:
            raise StateError(f"{where}.hands[{seat}]: a seat still in holds no cards")
    if hand.table is not None:
        if hand.table.kind is not MoveKind.PLAY or not hand.table.info.resolved:
            raise StateError(f"{where}.table: expected a resolved play")
    if hand.owed and hand.owed[0][0] is Owed.RETURN and hand.owers and hand.owers[0] != hand.to_act:
        raise StateError(f"{where}.owers: the seat returning tax must be the seat to act")


def match_to_dict(match) -> dict[str, Any]:
    return {
        "version": VERSION, "rules": match.rules.to_dict(), "seats": match.seats, "seed": match.seed,
        "scores": list(match.scores), "titles": list(match.titles), "winner": match.winner,
        "results": [{"number": h.number, "places": list(h.places), "titles": list(h.titles),
                     "points": list(h.points)} for h in match.results],
        "hand": hand_to_dict(match.hand),
    }


def match_from_dict(cls, data: Any):
    r = _Reader(data, "match")
    version = r.get("version", int)
    if version > VERSION:
        raise StateError(f"match.version: this save is version {quote(version)}, newer than this game's {VERSION}")
    if version < 1:
        raise StateError(f"match.version: {quote(version)} is not a save version")
    try:
        rules = Rules.from_dict({**r.get("rules", dict), "preset": "classic"})
    except ValueError as exc:
        raise StateError(f"match.rules: {exc}") from None
    seats = r.get("seats", int)
    match = cls.__new__(cls)
    match.rules, match.seats = rules, seats
    match.seed = r.get("seed", (int, str, float))
    if isinstance(seats, bool) or not 3 <= seats <= 6:
        raise StateError(f"match.seats: expected 3 to 6, got {quote(seats)}")
    names = titles_for(seats)
    match.scores = r.get("scores", list)
    match.titles = r.get("titles", list)
    if len(match.scores) != seats or any(isinstance(x, bool) or not isinstance(x, int) for x in match.scores):
        raise StateError(f"match.scores: expected {seats} whole numbers, got {quote(match.scores)}")
    if len(match.titles) != seats or any(t is not None and t not in names for t in match.titles):
        raise StateError(f"match.titles: expected {seats} titles from {', '.join(dict.fromkeys(names))} (or null)")
    match.winner = r.seat("winner", seats, none=True)
    match.results = []
    for i, item in enumerate(r.get("results", list)):
        h = _Reader(item, f"match.results[{i}]")
        places, titles, points = h.seats_list("places", seats), h.get("titles", list), h.get("points", list)
        if sorted(places) != list(range(seats)):
            raise StateError(f"match.results[{i}].places: expected each seat once, got {quote(places)}")
        if len(titles) != seats or any(t not in names for t in titles):
            raise StateError(f"match.results[{i}].titles: expected {seats} titles from {', '.join(dict.fromkeys(names))}")
        if len(points) != seats or any(isinstance(x, bool) or not isinstance(x, int) for x in points):
            raise StateError(f"match.results[{i}].points: expected {seats} whole numbers")
        match.results.append(HandOver(h.get("number", int), tuple(places), tuple(titles), tuple(points)))
    match.hand = hand_from_dict(rules, upgrade_hand(r.get("hand", dict), version), "match.hand")
    match.opening_events = []
    if match.hand.seats != seats:
        raise StateError(f"match.hand: {match.hand.seats} seats in the hand but the match has {seats}")
    if match.hand.number != len(match.results) + (0 if match.hand.is_over else 1):
        raise StateError("match.hand.number: does not follow the hands already played")
    # Between hands the finished hand is kept: a winner is named exactly when its result ended the match.
    if match.winner is not None and not match.hand.is_over:
        raise StateError("match.winner: set while a hand is still in play")
    if match.hand.is_over and (match.winner is not None) != match.ends_here():
        raise StateError("match.winner: " + ("set, but the match has not reached its end" if match.winner is not None
                                             else "missing, but the match has reached its end"))
    return match
