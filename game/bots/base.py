"""The bot contract and personalities: what every bot is given and what it returns.

A bot sees one ``SeatView`` and returns one of ``view.legal``, the same move
values a human produces, for every decision (play, pass, tax return, seven-give,
ten-discard). Personalities are plain parameter sets with names, so a campaign
level file can say ``personality = "hoarder"`` and get an opponent that plays
differently without new code.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, fields, replace
from enum import StrEnum
from typing import Any, Protocol

from game.engine import Move, SeatView
from game.quoting import quote


@dataclass(frozen=True)
class Personality:
    """How a bot leans, on top of its strength (read alike at every strength: ``style``).

    ``hold`` (0..1): how long 2s, jokers and other control cards are kept back.
    ``revolution`` (-1..1): eagerness (>0) or reluctance (<0) to start a revolution.
    ``risk`` (0..1): willingness to break a group or spend a control card to take a trick.
    ``cut`` (0..1): eagerness to spend 8s to clear the table under eight-cut.
    ``budget``: think budget in work units (rollout moves) for the searching bot.
    ``noise`` (0..1): how often / how much a whim overrides the best choice.
    """

    name: str = "steady"
    hold: float = 0.5
    revolution: float = 0.0
    risk: float = 0.3
    cut: float = 0.5
    budget: int = 7000
    noise: float = 0.0

    def with_changes(self, **changes: Any) -> Personality:
        """A copy with some parameters changed (level files may tweak a preset)."""
        known = {f.name for f in fields(self)}
        for key in changes:
            if key not in known:
                raise ValueError(f"unknown personality parameter {quote(key)}: use one of {', '.join(sorted(known))}")
        return replace(self, **changes)


PERSONALITIES: dict[str, Personality] = {
    "steady": Personality(),
    "hoarder": Personality("hoarder", hold=0.7, revolution=-0.1, risk=0.3, cut=0.3),
    "revolutionary": Personality("revolutionary", hold=0.5, revolution=0.8, risk=0.3, cut=0.5),
    "cutter": Personality("cutter", hold=0.5, revolution=0.0, risk=0.3, cut=0.85),
    "gambler": Personality("gambler", hold=0.2, revolution=0.4, risk=1.0, cut=0.6, noise=0.15),
    "quick": Personality("quick", budget=3000),
    "deep": Personality("deep", budget=23000),  # p99 within a second a decision alone (levels/README.md, issue 38)
}


PARAMETERS = tuple(f.name for f in fields(Personality) if f.name != "name")
BUDGETS = (100, 50000)  # a budget far beyond this would hold a bot's move (and the table) for seconds


def check_parameter(key: str, value: Any) -> float | int:
    """``value`` if it is in range for parameter ``key`` (as level files and saves must hold it);
    otherwise ValueError saying what is expected, in player words."""
    if key == "budget":
        lo, hi = BUDGETS
        if isinstance(value, bool) or not isinstance(value, int) or not lo <= value <= hi:
            raise ValueError(f"a whole number from {lo} to {hi}, got {quote(value)}")
        return value
    lo = -1.0 if key == "revolution" else 0.0
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not lo <= value <= 1.0:
        raise ValueError(f"a number from {lo:g} to 1, got {quote(value)}")
    return float(value)


def personality_of(spec: str, checked: bool = True) -> Personality:
    """The personality ``name[:key=value,...]`` describes (the part of a bot spec after the strength).

    ``checked`` holds every value to the ranges of ``check_parameter``, as for
    level files and saves; the arena's own specs may go beyond them.
    """
    persona = personality("steady")
    for part in (p.strip() for p in spec.split(":")):
        if not part:
            continue
        if "=" not in part:
            persona = personality(part)
            continue
        changes = {}
        for item in part.split(","):
            key, _, text = (t.strip() for t in item.partition("="))
            if key not in PARAMETERS:
                raise ValueError(f"unknown personality parameter {quote(key)}: use one of {', '.join(PARAMETERS)}")
            value = _number(text, key)
            if checked:
                try:
                    value = check_parameter(key, value)
                except ValueError as exc:
                    raise ValueError(f"personality parameter {key}: expected {exc}") from None
            changes[key] = value
        persona = persona.with_changes(**changes)
    return persona


class Strength(StrEnum):
    """How well a bot plays; the values are the words seat settings, saves and level files hold."""

    BEGINNER = "beginner"
    MEDIUM = "medium"
    ADVANCED = "advanced"


@dataclass(frozen=True)
class BotSpec:
    """Which bot: a strength and a personality (a preset, perhaps with parameters changed).

    A value, so the table hands over a seat's settings as they are; the text form
    ``strength[:personality][:key=value,...]`` (``parse``, ``str``) is for what
    arrives as text: the arena's command line, the UECda client's ``--bot``.
    """

    strength: Strength
    personality: Personality = Personality()

    @classmethod
    def parse(cls, text: str) -> BotSpec:
        """The spec ``text`` writes; parameters may go beyond a level file's ranges (the arena's
        experiments do). ValueError names the spec and the part of it that is wrong."""
        parts = [p.strip() for p in text.split(":") if p.strip()]
        if not parts or parts[0] not in tuple(Strength):
            got = parts[0] if parts else ""
            raise ValueError(f"bot {quote(text)}: strength: expected one of {', '.join(Strength)}, got {quote(got)}")
        try:
            persona = personality_of(":".join(parts[1:]), checked=False)
        except ValueError as exc:
            raise ValueError(f"bot {quote(text)}: {exc}") from None
        return cls(Strength(parts[0]), persona)

    def __str__(self) -> str:
        """The text ``parse`` reads back: the preset's name, then each parameter that differs from it."""
        persona = self.personality
        preset = PERSONALITIES.get(persona.name, PERSONALITIES["steady"])
        changed = [f"{key}={getattr(persona, key)!r}" for key in PARAMETERS
                   if getattr(persona, key) != getattr(preset, key)]
        return ":".join([self.strength, persona.name] + ([",".join(changed)] if changed else []))


def _number(text: str, key: str) -> float | int:
    try:
        return int(text) if key == "budget" else float(text)
    except ValueError:
        raise ValueError(f"personality parameter {key}: expected a number, got {quote(text)}") from None


def personality(name: str) -> Personality:
    try:
        return PERSONALITIES[name]
    except KeyError:
        raise ValueError(f"unknown personality {quote(name)}: choose one of {', '.join(PERSONALITIES)}") from None


class Bot(Protocol):
    """Anything that picks a move for the seat whose view it is given."""

    name: str

    def choose(self, view: SeatView) -> Move: ...


def decision_rng(seed: int, view: SeatView, salt: str = "") -> random.Random:
    """A generator fixed by the bot's seed and the decision point, never by hidden state.

    Seeding per decision (not one stream per bot) makes a choice depend only on
    (seed, view): replays, worker threads and the no-peeking test all agree.
    """
    key = (f"{seed}/{salt}/{view.seat}/{view.number}/{len(view.history)}/{view.pending}/{view.owed}"
           f"/{len(view.cards)}/{view.scores}")
    return random.Random(key)
