"""The rule switches and the presets (RULES.md §4-§8, §9.6, §9.18, §9.19, §10).

``Rules`` is frozen: a match takes one and never changes it. Every switch is
checked on construction, so a bad level file or a bad ``replace`` fails with a
message naming the switch and what it expects.
"""
from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any

from game.quoting import quote

FOUL_TAGS = ("joker", "two", "top_rank", "eight", "spade3", "seven", "ten")
TITLE_POINTS = {"Millionaire": 2, "Rich": 1, "Commoner": 0, "Poor": -1, "Beggar": -2}
MIN_SEATS, MAX_SEATS = 3, 6

_CHOICES = {
    "deal": ("all", "equal"),
    "revolution_timing": ("immediate", "on_clear"),
    "tax_return": ("choose", "weakest"),
    "first_leader": ("random", "seat0", "3D"),
    "next_leader": ("beggar", "millionaire", "random", "3D"),
    "seating": ("keep", "shuffle"),
    "run_beats": ("lowest", "above"),
    "deal_start": ("random", "millionaire"),
}


@dataclass(frozen=True)
class Rules:
    """Every switch of RULES.md; the defaults are the ``classic`` preset."""

    seats: int = 4
    jokers: int = 1
    deal: str = "all"
    pass_locks_out: bool = True
    effects_in_runs: bool = True
    eight_cut: bool = True
    revolution: bool = True
    revolution_timing: str = "on_clear"
    revolution_runs: int = 0
    revolution_carries_over: bool = True
    spade3: bool = True
    suit_lock: bool = False
    jack_back: bool = False
    seven_give: bool = False
    ten_discard: bool = False
    give_discard_up_to: bool = False
    foul_finish: bool = False
    foul_cards: frozenset[str] = frozenset({"joker", "two"})
    fall_from_grace: bool = False
    tax_cards: int | str = "by_players"
    tax_return: str = "choose"
    first_leader: str = "random"
    next_leader: str = "beggar"
    seating: str = "keep"
    points: tuple[int, ...] | str = (2, 1)
    rounds: int = 0
    target_points: int = 7
    turn_timer: int = 0
    # §10: the contest's rules, all off by default so the other presets are unchanged
    run_beats: str = "lowest"
    jokers_fire: bool = False
    spade3_clears: bool = False
    lock_joker_suits: bool = False
    joker_ends_lock: bool = False
    deal_start: str = "random"
    joker_past_ends: bool = False
    leader_may_pass: bool = False
    seating_every: int = 1
    titles_reset_every: int = 0
    last_player_answers: bool = False  # §10.11: tndhms asks the last player again once all others passed

    def __post_init__(self) -> None:
        for name in _FIELD_NAMES:
            value = getattr(self, name)
            fixed = _check(name, value)
            if fixed is not value:
                object.__setattr__(self, name, fixed)
        if self.revolution_runs and not self.revolution:
            raise ValueError("revolution_runs needs revolution on (set it to 0 or turn revolution on)")
        if self.rounds == 0 and self.target_points == 0:
            raise ValueError("rounds and target_points are both 0: the match would never end")
        # Derived once, read on every legal-move list (a §10 switch without its parent does nothing, §10.1).
        object.__setattr__(self, "suited_lock", self.suit_lock and self.lock_joker_suits)
        object.__setattr__(self, "runs_above", self.run_beats == "above")
        object.__setattr__(self, "play_variant",  # combos.SUITED | combos.PAST_ENDS
                           (1 if self.suited_lock else 0) | (2 if self.joker_past_ends and self.jokers else 0))

    # -- construction -------------------------------------------------------
    @classmethod
    def preset(cls, name: str) -> "Rules":
        """One of ``classic``, ``jda``, ``president``, ``casual``, ``uecda``."""
        return cls(**_preset(name))

    def replace(self, **changes: Any) -> "Rules":
        _known_switches(changes)
        current = {f: getattr(self, f) for f in _FIELD_NAMES}
        current.update(changes)
        return Rules(**current)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "Rules":
        """A preset (key ``preset``, default classic) plus overrides, as in a level file; built and checked
        once, not as the preset and then again with the overrides (a save loads rules on every undo)."""
        if not isinstance(data, dict):
            raise ValueError(f"rules must be a table of switches, not {type(data).__name__}")
        data = dict(data)
        base = data.pop("preset", "classic")
        if not isinstance(base, str):
            raise ValueError(f"preset: expected a preset name, got {quote(base)}")
        switches = _preset(base)
        _known_switches(data)
        return cls(**{**switches, **data})

    def to_dict(self) -> dict[str, Any]:
        """Every switch as TOML/JSON values (lists, not sets or tuples)."""
        out: dict[str, Any] = {}
        for name in _FIELD_NAMES:
            value = getattr(self, name)
            if name == "foul_cards":
                value = [t for t in FOUL_TAGS if t in value]
            elif isinstance(value, tuple):
                value = list(value)
            out[name] = value
        return out

    # -- derived values -----------------------------------------------------
    def tax_count(self, seats: int) -> int:
        """Cards the Beggar pays (the Poor pays one fewer)."""
        if self.tax_cards == "by_players":
            return 1 if seats <= 4 else 2
        return int(self.tax_cards)

    def points_for(self, place: int, title: str) -> int:
        if self.points == "titles":
            return TITLE_POINTS[title]
        return self.points[place] if place < len(self.points) else 0

    def is_foul_tag_on(self, tag: str) -> bool:
        return self.foul_finish and tag in self.foul_cards

    def is_reset_hand(self, number: int) -> bool:
        """Hand 1, and with ``titles_reset_every`` N the hands N+1, 2N+1, ... (§10.9): first hands."""
        n = self.titles_reset_every
        return number == 1 or bool(n) and (number - 1) % n == 0

    def is_new_seating(self, number: int) -> bool:
        """With ``seating = shuffle``, hands N+1, 2N+1, ... (N = ``seating_every``) draw a fresh order."""
        return number > 1 and self.seating == "shuffle" and (number - 1) % self.seating_every == 0


_FIELD_NAMES = tuple(f.name for f in fields(Rules))


def _preset(name: str) -> dict[str, Any]:
    """The switches preset ``name`` sets."""
    try:
        return PRESETS[name]
    except KeyError:
        raise ValueError(f"unknown preset {quote(name)}: choose one of {', '.join(PRESETS)}") from None


def _known_switches(keys: Any) -> None:
    """Every key names a rule switch, or the first that does not is refused."""
    for key in keys:
        if key not in _FIELD_NAMES:
            raise ValueError(f"unknown rule switch {quote(key)}")
_BOOLS = {f.name for f in fields(Rules) if f.type == "bool"}
_INT_RANGES = {
    "seats": (MIN_SEATS, MAX_SEATS),
    "jokers": (0, 2),
    "revolution_runs": (0, 13),
    "rounds": (0, 99_999),  # a contest server plays up to 99,999 games
    "target_points": (0, 999),
    "turn_timer": (0, 3600),
    "seating_every": (1, 999),
    "titles_reset_every": (0, 999),
}


def _check(name: str, value: Any) -> Any:
    """Validate one switch; return the value in its stored form."""
    if name in _BOOLS:
        if not isinstance(value, bool):
            raise ValueError(f"{name}: expected true or false, got {quote(value)}")
        return value
    if name in _INT_RANGES:
        lo, hi = _INT_RANGES[name]
        if isinstance(value, bool) or not isinstance(value, int) or not lo <= value <= hi:
            raise ValueError(f"{name}: expected a whole number from {lo} to {hi}, got {quote(value)}")
        if name == "revolution_runs" and value in (1, 2):
            raise ValueError("revolution_runs: expected 0 (off) or a run length of at least 3")
        return value
    if name in _CHOICES:
        if value not in _CHOICES[name]:
            raise ValueError(f"{name}: expected one of {', '.join(_CHOICES[name])}, got {quote(value)}")
        return value
    if name == "foul_cards":
        if isinstance(value, str) or not hasattr(value, "__iter__"):
            raise ValueError(f"foul_cards: expected a list of tags from {', '.join(FOUL_TAGS)}, got {quote(value)}")
        bad = [t for t in value if not isinstance(t, str) or t not in FOUL_TAGS]
        if bad:
            raise ValueError(f"foul_cards: unknown tag {quote(bad[0])}; tags are {', '.join(FOUL_TAGS)}")
        return value if isinstance(value, frozenset) else frozenset(value)
    if name == "tax_cards":
        if value == "by_players":
            return value
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 3:
            raise ValueError(f"tax_cards: expected \"by_players\" or a number from 0 to 3, got {quote(value)}")
        return value
    if name == "points":
        if value == "titles":
            return value
        if isinstance(value, str) or not hasattr(value, "__iter__"):
            raise ValueError(f"points: expected \"titles\" or a list of whole numbers, got {quote(value)}")
        pts = tuple(value)
        if not pts or len(pts) > MAX_SEATS or any(isinstance(p, bool) or not isinstance(p, int) for p in pts):
            raise ValueError(f"points: expected \"titles\" or a list of 1 to 6 whole numbers, got {quote(value)}")
        return value if isinstance(value, tuple) else pts
    raise ValueError(f"unknown rule switch {name!r}")  # pragma: no cover - every field is typed above


_FULL_FOULS = frozenset({"joker", "top_rank", "eight", "spade3", "seven", "ten"})
PRESETS: dict[str, dict[str, Any]] = {
    "classic": {},
    "jda": dict(
        deal="equal", pass_locks_out=False, effects_in_runs=False, revolution_timing="immediate",
        revolution_carries_over=False, suit_lock=True, give_discard_up_to=True, foul_finish=True,
        foul_cards=_FULL_FOULS, fall_from_grace=True, tax_cards=2, points="titles", rounds=5, target_points=0,
    ),
    "president": dict(
        jokers=2, deal="equal", effects_in_runs=False, revolution_timing="immediate",
        revolution_carries_over=False, suit_lock=True, foul_finish=True,
        foul_cards=frozenset({"joker", "two", "eight", "spade3"}), fall_from_grace=True, tax_cards=2,
        tax_return="weakest", first_leader="seat0", points="titles", rounds=5, target_points=0,
    ),
    "casual": dict(
        pass_locks_out=False, revolution_timing="immediate", revolution_carries_over=False, spade3=False,
        tax_cards=2, first_leader="3D", points=(3, 2, 1, 0), rounds=5, target_points=0,
    ),
    # §10: the UECda contest, as its reference server tndhms plays it
    "uecda": dict(
        seats=5, deal_start="millionaire", jokers_fire=True, revolution_timing="immediate", revolution_runs=5,
        revolution_carries_over=False, spade3_clears=True, suit_lock=True, lock_joker_suits=True,
        joker_ends_lock=True, run_beats="above", joker_past_ends=True, leader_may_pass=True, tax_cards=2,
        first_leader="3D", next_leader="3D", seating="shuffle", seating_every=3, titles_reset_every=100,
        last_player_answers=True,
        points=(5, 4, 3, 2, 1), rounds=10, target_points=0,
    ),
}
