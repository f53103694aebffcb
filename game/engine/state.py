"""Hands and matches to and from JSON-able dicts (save files, undo).

Cards and moves are stored in their text form so a save file can be read and
hand-edited. Loading checks every card exists exactly once and every seat
reference is sane, and raises ``StateError`` naming what is wrong rather than
building an inconsistent game.
"""
from __future__ import annotations

from typing import Any

from .cards import TEXT, parse_cards
from .events import HandOver
from .hand import Hand
from .moves import Move, MoveKind, parse_move
from .rules import Rules
from .titles import titles_for

VERSION = 1


class StateError(ValueError):
    """A saved state that cannot be a real game; the message says which field and why."""


def _cards_text(cards: list[int]) -> str:
    return " ".join(TEXT[c] for c in sorted(cards))


def hand_to_dict(hand: Hand) -> dict[str, Any]:
    return {
        "number": hand.number, "order": list(hand.order), "leader": hand.leader,
        "hands": [_cards_text(h) for h in hand.hands], "discard": _cards_text(hand.discard),
        "set_aside": _cards_text(hand.set_aside), "trick_cards": _cards_text(hand.trick_cards),
        "millionaire": hand.millionaire, "revolution": hand.revolution, "jack_back": hand.jack_back,
        "pending_revolution": hand.pending_revolution, "lock": hand.lock,
        "table": None if hand.table is None else str(hand.table), "table_seat": hand.table_seat,
        "trick": [[s, str(m)] for s, m in hand.trick], "passed": sorted(hand.passed),
        "active": list(hand.active), "finished": list(hand.finished), "fouls": list(hand.fouls),
        "fallen": hand.fallen, "left_over": hand.left_over,
        "owed": [[k, n, to] for k, n, to in hand.owed], "owers": list(hand.owers),
        "after_play": None if hand.after_play is None else [str(hand.after_play[0]), hand.after_play[1]],
        "history": [[s, str(m)] for s, m in hand.history],
        "transfers": [[g, r, _cards_text(list(c))] for g, r, c in hand.transfers],
        "over": hand.over, "to_act": hand.to_act,
    }


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
            raise StateError(f"{self.where}.{key}: expected {name}, got {value!r}")
        return value

    def seat(self, key: str, seats: int, *, none: bool = False) -> int | None:
        value = self.get(key, int, none=none)
        if value is not None and not 0 <= value < seats:
            raise StateError(f"{self.where}.{key}: seat {value} does not exist")
        return value

    def seats_list(self, key: str, seats: int) -> list[int]:
        values = self.get(key, list)
        if any(isinstance(v, bool) or not isinstance(v, int) or not 0 <= v < seats for v in values):
            raise StateError(f"{self.where}.{key}: expected seat numbers 0-{seats - 1}, got {values!r}")
        return values

    def move(self, text: Any, key: str) -> Move:
        try:
            return parse_move(text)
        except (ValueError, TypeError) as exc:
            raise StateError(f"{self.where}.{key}: {text!r} is not a move ({exc})") from None

    def plays(self, key: str, seats: int) -> list[tuple[int, Move]]:
        out = []
        for item in self.get(key, list):
            if not (isinstance(item, list) and len(item) == 2 and isinstance(item[0], int) and 0 <= item[0] < seats):
                raise StateError(f"{self.where}.{key}: expected [seat, move] pairs, got {item!r}")
            out.append((item[0], self.move(item[1], key)))
        return out


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
            raise StateError(f"{where}.{key}: expected cards as text like \"3S 4S JK\", got {text!r}")
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

    held = [cards(h, f"hands[{i}]") for i, h in enumerate(hands_text)]
    discard = cards(r.get("discard", str), "discard")
    set_aside = cards(r.get("set_aside", str), "set_aside")
    trick_cards = cards(r.get("trick_cards", str), "trick_cards")
    if len(seen) != 52 + rules.jokers:
        missing = [TEXT[c] for c in range(52) if c not in seen]
        raise StateError(f"{where}: cards are missing ({' '.join(missing[:6]) or 'a joker'}): "
                         "every card must be somewhere")
    order = r.seats_list("order", seats)
    if sorted(order) != list(range(seats)):
        raise StateError(f"{where}.order: expected each seat once, got {order!r}")
    hand = Hand(rules, held, leader=r.seat("leader", seats), number=r.get("number", int), order=order,
                revolution=r.get("revolution", bool), millionaire=r.seat("millionaire", seats, none=True),
                discard=discard, set_aside=set_aside)
    hand.trick_cards = trick_cards
    hand.jack_back = r.get("jack_back", bool)
    hand.pending_revolution = r.get("pending_revolution", bool)
    hand.lock = r.get("lock", int)
    if not 0 <= hand.lock < 16:
        raise StateError(f"{where}.lock: expected a suit mask 0-15, got {hand.lock}")
    table = r.get("table", str, none=True)
    hand.table = None if table is None else r.move(table, "table")
    hand.table_seat = r.seat("table_seat", seats, none=True)
    if (hand.table is None) != (hand.table_seat is None):
        raise StateError(f"{where}.table_seat: must be set exactly when a play is on the table")
    hand.trick = r.plays("trick", seats)
    hand.passed = set(r.seats_list("passed", seats))
    hand.active = r.seats_list("active", seats)
    hand.finished = r.seats_list("finished", seats)
    hand.fouls = r.seats_list("fouls", seats)
    hand.fallen = r.seat("fallen", seats, none=True)
    hand.left_over = r.seat("left_over", seats, none=True)
    hand.owed = _owed(r, seats)
    hand.owers = r.seats_list("owers", seats)
    after = r.get("after_play", list, none=True)
    if after is not None:
        if len(after) != 2 or not isinstance(after[1], bool):
            raise StateError(f"{where}.after_play: expected [move, reversed], got {after!r}")
        hand.after_play = (r.move(after[0], "after_play"), after[1])
    hand.history = r.plays("history", seats)
    hand.transfers = [_transfer(item, seats, where) for item in r.get("transfers", list)]
    hand.over = r.get("over", bool)
    hand.to_act = r.seat("to_act", seats, none=True)
    _check_consistent(hand, where)
    return hand


def _transfer(item: Any, seats: int, where: str) -> tuple[int, int, tuple]:
    ok = (isinstance(item, list) and len(item) == 3 and isinstance(item[2], str)
          and all(isinstance(s, int) and not isinstance(s, bool) and 0 <= s < seats for s in item[:2]))
    if not ok:
        raise StateError(f"{where}.transfers: expected [giver, receiver, \"cards\"], got {item!r}")
    try:
        return item[0], item[1], tuple(parse_cards(item[2])) if item[2].strip() else ()
    except ValueError as exc:
        raise StateError(f"{where}.transfers: {exc}") from None


def _owed(r: _Reader, seats: int) -> list[tuple[str, int, int | None]]:
    out = []
    for item in r.get("owed", list):
        ok = (isinstance(item, list) and len(item) == 3 and item[0] in ("give", "discard", "return")
              and isinstance(item[1], int) and not isinstance(item[1], bool) and item[1] >= 0
              and (item[2] is None or isinstance(item[2], int) and not isinstance(item[2], bool)
                   and 0 <= item[2] < seats))
        if not ok:
            raise StateError(f"{r.where}.owed: expected [give|discard|return, count, seat], got {item!r}")
        out.append((item[0], item[1], item[2]))
    if out and out[0][0] in ("give", "return") and out[0][2] is None:
        raise StateError(f"{r.where}.owed: a {out[0][0]} owed now needs the receiving seat")
    return out


def _check_consistent(hand: Hand, where: str) -> None:
    placed = hand.places
    seats = set(range(hand.seats))
    if len(set(placed + hand.active)) != len(placed) + len(hand.active):
        raise StateError(f"{where}: a seat is both still in and placed")
    if hand.over:
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
    if hand.owed and hand.owed[0][0] == "return" and hand.owers and hand.owers[0] != hand.to_act:
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
        raise StateError(f"match.version: this save is version {version}, newer than this game's {VERSION}")
    if version < 1:
        raise StateError(f"match.version: {version} is not a save version")
    try:
        rules = Rules.from_dict({**r.get("rules", dict), "preset": "classic"})
    except ValueError as exc:
        raise StateError(f"match.rules: {exc}") from None
    seats = r.get("seats", int)
    match = cls.__new__(cls)
    match.rules, match.seats = rules, seats
    match.seed = r.get("seed", (int, str, float))
    if isinstance(seats, bool) or not 3 <= seats <= 6:
        raise StateError(f"match.seats: expected 3 to 6, got {seats!r}")
    names = titles_for(seats)
    match.scores = r.get("scores", list)
    match.titles = r.get("titles", list)
    if len(match.scores) != seats or any(isinstance(x, bool) or not isinstance(x, int) for x in match.scores):
        raise StateError(f"match.scores: expected {seats} whole numbers, got {match.scores!r}")
    if len(match.titles) != seats or any(t is not None and t not in names for t in match.titles):
        raise StateError(f"match.titles: expected {seats} titles from {', '.join(dict.fromkeys(names))} (or null)")
    match.winner = r.seat("winner", seats, none=True)
    match.results = []
    for i, item in enumerate(r.get("results", list)):
        h = _Reader(item, f"match.results[{i}]")
        places, titles, points = h.seats_list("places", seats), h.get("titles", list), h.get("points", list)
        if sorted(places) != list(range(seats)):
            raise StateError(f"match.results[{i}].places: expected each seat once, got {places!r}")
        if len(titles) != seats or any(t not in names for t in titles):
            raise StateError(f"match.results[{i}].titles: expected {seats} titles from {', '.join(dict.fromkeys(names))}")
        if len(points) != seats or any(isinstance(x, bool) or not isinstance(x, int) for x in points):
            raise StateError(f"match.results[{i}].points: expected {seats} whole numbers")
        match.results.append(HandOver(h.get("number", int), tuple(places), tuple(titles), tuple(points)))
    match.hand = hand_from_dict(rules, r.get("hand", dict), "match.hand")
    match.opening_events = []
    if match.hand.seats != seats:
        raise StateError(f"match.hand: {match.hand.seats} seats in the hand but the match has {seats}")
    if match.hand.number != len(match.results) + (0 if match.hand.over else 1):
        raise StateError("match.hand.number: does not follow the hands already played")
    return match
