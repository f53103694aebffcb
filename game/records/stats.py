"""Owns the records: per player name, tallies for the career and per mode, preset and rival.

A tally counts what the engine's events said (``game.records.history`` counts
them during a hand; ``HandOver`` and the match's end give places, titles and
points), so nothing here decides a rule. Scopes are keys: ``career``,
``mode:quick``, ``preset:jda``, ``rival:Aki``; players and rivals go by their faces
(``game.table.saving.recorder.counted_as``), the same in every language. ``recent`` keeps each player's
last 20 match totals for the points chart, and ``rating`` their rating (``game.records.rating``).

The file form is checked field by field: a value that is not a count is set to
0 and named in a repair note, so one bad number never costs the whole career.
"""
from __future__ import annotations

import functools
import operator
from dataclasses import dataclass, field, fields
from itertools import chain, starmap
from typing import Any, Iterable, Sequence

from game import bounds
from game.engine import Rules
from game.engine.rules import PRESETS
from game.i18n import _
from game.quoting import field_name, quote
from game.records.history import COUNTS
from game.records.rating import Change, Rated, Rating, rate

MAX_PLACES = 6
RECENT = 20
MAX_PLAYERS = 200  # names kept; more is damage or a very crowded household
COUNT_FIELDS = ("matches", "wins", "hands", "points", "best_streak", "streak", "seconds", "ahead") + COUNTS
SIGNED = ("points",)


@dataclass
class Tally:
    matches: int = 0
    wins: int = 0
    hands: int = 0
    points: int = 0
    best_streak: int = 0  # match wins in a row
    streak: int = 0
    seconds: int = 0
    ahead: int = 0  # rival scopes: finished matches this player ended ahead of the rival
    revolutions: int = 0
    eight_cuts: int = 0
    spade3: int = 0
    fouls: int = 0
    falls: int = 0
    places: list[int] = field(default_factory=lambda: [0] * MAX_PLACES)  # hands finished 1st, 2nd, ...
    titles: dict[str, int] = field(default_factory=dict)  # hands ended holding each title

    def to_dict(self) -> dict[str, Any]:
        return {f.name: getattr(self, f.name) for f in fields(self)}

    @classmethod
    def from_dict(cls, data: Any, where: str, repairs: list[str]) -> "Tally":
        t = cls()
        if not isinstance(data, dict):
            repairs.append(_("{where}: expected a table; its counts start again.").format(where=where))
            return t
        for name in COUNT_FIELDS:
            value = data.get(name, 0)
            if _count(value, signed=name in SIGNED):
                setattr(t, name, value)
            else:
                repairs.append(_("{where}: expected a count, got {got}; set to 0.").format(where=f"{where}.{name}",
                                                                                        got=quote(value)))
        places = data.get("places", [])
        if isinstance(places, list) and len(places) <= MAX_PLACES and all(_count(p) for p in places):
            t.places = list(places) + [0] * (MAX_PLACES - len(places))
        else:
            repairs.append(_("{where}: expected up to {n} counts; set to 0.").format(where=f"{where}.places", n=MAX_PLACES))
        titles = data.get("titles", {})
        if isinstance(titles, dict) and len(titles) <= _TITLES and all(
                isinstance(k, str) and len(k) <= _TITLE_CHARS and _count(v) for k, v in titles.items()):
            t.titles = dict(titles)
        else:
            repairs.append(_("{where}: expected a count per title; set to 0.").format(where=f"{where}.titles"))
        return t


@dataclass
class Player:
    scopes: dict[str, Tally] = field(default_factory=dict)
    recent: list[int] = field(default_factory=list)  # match totals, oldest first
    rating: Rating | None = None  # None: no finished match rated yet

    def tally(self, scope: str) -> Tally:
        return self.scopes.setdefault(scope, Tally())


@dataclass
class Records:
    players: dict[str, Player] = field(default_factory=dict)

    def player(self, name: str) -> Player:
        return self.players.setdefault(name, Player())

    # -- counting ----------------------------------------------------------------------------
    def add_hand(self, name: str, scopes: Iterable[str], place: int, title: str, points: int,
                 counts: dict[str, int], seconds: int) -> None:
        """One finished hand for ``name``: ``place`` 0-based, ``counts`` from the history."""
        for scope in scopes:
            t = self.player(name).tally(scope)
            t.hands += 1
            t.points += points
            t.seconds += seconds
            if 0 <= place < MAX_PLACES:
                t.places[place] += 1
            t.titles[title] = t.titles.get(title, 0) + 1
            for key in COUNTS:
                setattr(t, key, getattr(t, key) + counts.get(key, 0))

    def add_match(self, name: str, scopes: Iterable[str], won: bool, total: int, ahead_of: set[str]) -> None:
        """One finished match: played, won, the win streak, and which rivals ``name`` ended ahead of."""
        for scope in scopes:
            t = self.player(name).tally(scope)
            t.matches += 1
            t.wins += won
            t.streak = t.streak + 1 if won else 0
            t.best_streak = max(t.best_streak, t.streak)
            if scope.startswith("rival:") and scope[6:] in ahead_of:
                t.ahead += 1
        player = self.player(name)
        player.recent = (player.recent + [total])[-RECENT:]

    def rate(self, match_id: str, seats: Sequence[Rated]) -> dict[str, Change]:
        """Rate a finished match for the people in it (``game.records.rating.rate``). A name new to the
        records past the ``MAX_PLAYERS`` kept is rated as a newcomer but not kept (the file would no
        longer load), so a friends' table never crowds out the household."""
        ratings = {s.name: p.rating for s in seats if not s.bot
                   and (p := self.players.get(s.name)) is not None and p.rating is not None}
        changes = rate(ratings, match_id, seats)
        room = MAX_PLAYERS - len(self.players)
        for name, change in changes.items():
            if name not in self.players:
                if room <= 0:
                    continue
                room -= 1
            self.player(name).rating = change.rating
        return changes

    # -- the file form ----------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        return {name: {"scopes": {k: t.to_dict() for k, t in p.scopes.items()}, "recent": p.recent}
                | ({"rating": p.rating.to_dict()} if p.rating is not None else {})
                for name, p in self.players.items()}

    @classmethod
    def from_dict(cls, data: Any) -> tuple["Records", list[str]]:
        """Records and the repairs made; ValueError when it is not records at all."""
        if not isinstance(data, dict):
            raise ValueError(_("players: expected a table, got {got}").format(got=type(data).__name__))
        if len(data) > MAX_PLAYERS:
            raise ValueError(_("players: {n} names, more than the {kept} kept").format(n=len(data), kept=MAX_PLAYERS))
        repairs: list[str] = []
        out = cls()
        for name, value in data.items():
            if not bounds.is_name(name, 24) or not isinstance(value, dict) or not isinstance(value.get("scopes"), dict):
                repairs.append(_("{where}: not a player's records; left out.").format(
                    where=f"players.{field_name(name)}"))
                continue
            player = Player()
            plain = _plain_scopes(value["scopes"])
            if plain is not None:
                player.scopes = plain
            else:  # something to repair: field by field, each repair named
                for scope, tally in value["scopes"].items():
                    if isinstance(scope, str) and len(scope) <= _SCOPE_CHARS:
                        player.scopes[scope] = Tally.from_dict(tally, f"{name}.{scope}", repairs)
            recent = value.get("recent", [])
            if isinstance(recent, list) and len(recent) <= RECENT and all(_count(v, signed=True) for v in recent):
                player.recent = list(recent)
            else:
                repairs.append(_("{where}: expected up to {n} match totals; emptied.").format(where=f"{name}.recent",
                                                                                            n=RECENT))
            if "rating" in value:
                player.rating = Rating.from_dict(value["rating"], f"{name}.rating", repairs)
            out.players[name] = player
        return out, repairs


@functools.lru_cache(maxsize=64)
def preset_of(rules: Rules) -> str:
    """The preset these rules are, ignoring seats, match length and timer; "custom" otherwise."""
    loose = {"seats", "rounds", "target_points", "turn_timer"}
    mine = {k: v for k, v in rules.to_dict().items() if k not in loose}
    for name in PRESETS:
        theirs = {k: v for k, v in Rules.preset(name).to_dict().items() if k not in loose}
        if mine == theirs:
            return name
    return "custom"


def scopes(mode: str, preset: str, rivals: Iterable[str]) -> list[str]:
    return ["career", f"mode:{mode}", f"preset:{preset}"] + [f"rival:{r}" for r in rivals]


def _plain_scopes(scopes: dict[Any, Any]) -> dict[str, Tally] | None:
    """A player's tallies when every one is as this game writes it, checked all at once; None when any
    needs a look field by field (``Tally.from_dict``, which names what it repairs).

    A records file at the size cap holds some 13,000 tallies: checked value by value,
    they kept the Records screen closed for 150 ms (``python -m game.bench records``).
    Here each check runs over a whole player's values in C (``itemgetter``,
    ``chain``, ``map``, ``min``/``max``), and only building the tallies is Python's.
    """
    keys, tallies = list(scopes), list(scopes.values())
    if not tallies:
        return {}
    if (set(map(type, keys)) != _STR or max(map(len, keys)) > _SCOPE_CHARS or set(map(type, tallies)) != _DICT
            or set(map(len, tallies)) != {_TALLY_KEYS}):
        return None
    try:  # every key there, and so no other (the lengths match): each tally can be built from its table
        counts = list(chain.from_iterable(map(_UNSIGNED_OF, tallies)))
        points = list(map(_POINTS_OF, tallies))
        places = list(map(_PLACES_OF, tallies))
        titles = list(map(_TITLES_OF, tallies))
    except KeyError:
        return None
    if (set(map(type, counts)) != _INT or set(map(type, points)) != _INT or set(map(type, places)) != {list}
            or set(map(len, places)) != {MAX_PLACES} or set(map(type, titles)) != _DICT
            or max(map(len, titles)) > _TITLES):
        return None
    flat = list(chain.from_iterable(places))
    if (set(map(type, flat)) != _INT or min(counts) < 0 or max(counts) >= _LIMIT or min(points) <= -_LIMIT
            or max(points) >= _LIMIT or min(flat) < 0 or max(flat) >= _LIMIT):
        return None
    names, numbers = list(chain.from_iterable(titles)), list(chain.from_iterable(map(dict.values, titles)))
    if numbers and (set(map(type, names)) != _STR or max(map(len, names)) > _TITLE_CHARS or set(map(type, numbers)) != _INT
                    or min(numbers) < 0 or max(numbers) >= _LIMIT):
        return None
    # The lists and tables are the parser's own, fresh ones: taken as they are, not copied.
    return dict(zip(keys, starmap(Tally, map(_FIELDS_OF, tallies))))  # by position: keywords cost 4 times more


_LIMIT = 10 ** 12
_TITLES, _TITLE_CHARS, _SCOPE_CHARS = 10, 20, 40  # the bounds both readers hold a file to
_TALLY_KEYS = len(COUNT_FIELDS) + 2
_FIELDS_OF = operator.itemgetter(*(f.name for f in fields(Tally)))
_UNSIGNED_OF = operator.itemgetter(*(name for name in COUNT_FIELDS if name not in SIGNED))
_POINTS_OF, _PLACES_OF, _TITLES_OF = (operator.itemgetter(key) for key in (*SIGNED, "places", "titles"))
_INT, _STR, _DICT = {int}, {str}, {dict}


def _count(v: Any, signed: bool = False) -> bool:
    return isinstance(v, int) and not isinstance(v, bool) and (signed or v >= 0) and abs(v) < _LIMIT
