"""Owns the level file format: the ``Level`` value and the loader that validates one TOML file.

A level file (``levels/NN_name.toml``, or a custom one in ``<user data>/levels/``)
holds a name, an intro that teaches the table's rule, the rules (a preset plus
overrides in RULES.md's switch names), the seat count, the opponents (name,
portrait, strength, personality and its parameters), the goal and what clearing
it unlocks. Match length is the rules' ``rounds`` / ``target_points``.

The texts a player reads (the level's ``name`` and ``intro``, each opponent's
``name``) are each a plain string or a table of strings by language,
``name = { en = "Corner Cafe", ja = "街角カフェ" }`` or dotted keys (``intro.ja = ...``)
(``game.campaign.texts``): shown in the language in force, else English, else
the one language a custom file gives. The goal is worded by the game's catalog.

Every problem raises ``LevelError`` naming the file, the key and what was
expected, so a broken file can be shown on the map with a message a player can
act on while the rest of the campaign still plays. The message is worded in the
language in force when the file is read (the map reads the files again each time
it comes back); keys and values are quoted as the file spells them.
"""
from __future__ import annotations

import tomllib
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import Any

from game import bounds, safefile
from game.bots.base import PARAMETERS, PERSONALITIES, check_parameter
from game.engine import Rules
from game.engine.rules import MAX_SEATS, MIN_SEATS, PRESETS, TITLE_POINTS
from game.i18n import _, ngettext
from game.quoting import field_name, quote

from .goals import GOAL_KEYS, Goal
from .texts import Text, parse_text

STRENGTHS = ("beginner", "medium", "advanced")
TOP_KEYS = ("name", "intro", "seats", "teaches", "unlocks", "rules", "goal", "opponents")
OPPONENT_KEYS = ("name", "portrait", "strength", "personality", "style", "boss")
STYLE_KEYS = PARAMETERS
SWITCH_NAMES = tuple(f.name for f in fields(Rules))
MAX_NAME = bounds.MAX_NAME  # a seat name longer than this does not fit the table's name plates
MAX_BYTES = 1024 * 1024  # a level is a page or two of TOML; a megabyte is not one


class LevelError(ValueError):
    """A level file that cannot be used: ``file``, ``key`` and what was expected."""

    LIMIT = 300  # characters of ``expected``: a hand-made file may quote a huge value back at us

    def __init__(self, file: str, key: str, expected: str) -> None:
        if len(expected) > self.LIMIT:
            expected = expected[: self.LIMIT - 3] + "..."
        self.file, self.key, self.expected = file, key, expected
        super().__init__(f"{file}: {key}: {expected}")


@dataclass(frozen=True)
class Opponent:
    name_text: Text
    portrait: str
    strength: str  # one of STRENGTHS
    personality: str = "steady"  # a named personality of game.bots
    style: tuple[tuple[str, float | int], ...] = ()  # personality parameters overridden
    boss: bool = False

    @property
    def name(self) -> str:
        """The name in the language in force (the seat's name at the table)."""
        return str(self.name_text)

    @property
    def personality_spec(self) -> str:
        """``personality[:key=value,...]``, the part of a bot spec after the strength."""
        if not self.style:
            return self.personality
        return f"{self.personality}:" + ",".join(f"{k}={v}" for k, v in self.style)


@dataclass(frozen=True)
class Level:
    id: str  # the file name without .toml ("custom:" in front for the user's own files)
    path: Path
    name_text: Text
    intro_text: Text
    rules: Rules
    opponents: tuple[Opponent, ...]
    goal: Goal
    unlocks: tuple[str, ...] = ()
    teaches: tuple[str, ...] = ()
    custom: bool = False
    raw_rules: dict[str, Any] = field(default_factory=dict, compare=False)

    @property
    def name(self) -> str:
        """The table's name in the language in force."""
        return str(self.name_text)

    @property
    def intro(self) -> str:
        """The teaching text in the language in force."""
        return str(self.intro_text)

    @property
    def seats(self) -> int:
        return len(self.opponents) + 1

    @property
    def boss(self) -> Opponent | None:
        return next((o for o in self.opponents if o.boss), None)

    @property
    def preset(self) -> str:
        return str(self.raw_rules.get("preset", "classic"))

    @property
    def length_text(self) -> str:
        """How long the match lasts, in the player's words (map and intro)."""
        r = self.rules
        hands = ngettext("{n} hand", "{n} hands", r.rounds).format(n=r.rounds)
        if r.rounds and r.target_points:
            # TRANSLATORS: {hands} is "3 hands"; the match ends at whichever comes first; the intro's side panel
            # gives it 118 px ("13 hands or to 13 pts"). box=intro match
            return _("{hands} or to {points} pts").format(hands=hands, points=r.target_points)
        if r.rounds:
            return hands
        return _("first to {points} pts").format(points=r.target_points)


def load_level(path: Path | str, custom: bool = False) -> Level:
    """Read and validate one level file; ``LevelError`` names the file, the key and what was expected."""
    path = Path(path)
    file = path.name
    try:
        # Through the safe reader: a pipe or device named *.toml costs a message, never a hang.
        data = tomllib.loads(safefile.read_bytes(path, MAX_BYTES).decode("utf-8"))
    except tomllib.TOMLDecodeError as exc:
        raise LevelError(file, "(file)", _("valid TOML ({error})").format(error=exc)) from None
    except ValueError:
        # The one other ValueError tomllib lets out: a whole number longer than Python reads (4,300 digits).
        raise LevelError(file, "(file)", _("numbers of at most {limit} digits").format(
            limit=format(bounds.MAX_DIGITS, ","))) from None
    except safefile.Unreadable as exc:
        raise LevelError(file, "(file)", _("a plain level file ({reason})").format(reason=exc.reason)) from None
    except (OSError, UnicodeDecodeError) as exc:
        raise LevelError(file, "(file)", _("a readable file ({error})").format(error=exc)) from None
    except RecursionError:
        # tomllib recurses per nested array or table: a file of ``a = [[[[...`` must be a broken
        # table on the map, never a crash at startup.
        raise LevelError(file, "(file)", _("TOML nested less deeply")) from None
    return parse_level(data, path, custom)


def parse_level(data: dict[str, Any], path: Path, custom: bool = False) -> Level:
    """Validate parsed TOML (see ``load_level``)."""
    file = path.name
    err = lambda key, expected: LevelError(file, key, expected)  # noqa: E731
    for key in data:
        if key not in TOP_KEYS:
            raise err(field_name(key), _("a known key (one of {keys})").format(keys=", ".join(TOP_KEYS)))
    name = parse_text(data.get("name"), "name", err, limit=24)
    intro = parse_text(data.get("intro"), "intro", err, limit=600)
    seats = data.get("seats")
    if isinstance(seats, bool) or not isinstance(seats, int) or not MIN_SEATS <= seats <= MAX_SEATS:
        raise err("seats", _("a whole number from {low} to {high}, got {value}").format(
            low=MIN_SEATS, high=MAX_SEATS, value=quote(seats)))
    opponents = _opponents(data.get("opponents"), seats, err)
    rules, raw = _rules(data.get("rules"), seats, err)
    goal = _goal(data.get("goal"), rules, seats, err)
    unlocks = _names(data, "unlocks", err)
    teaches = _names(data, "teaches", err)
    for switch in teaches:
        if switch not in SWITCH_NAMES:
            raise err("teaches", _("RULES.md switch names, got {value}").format(value=quote(switch)))
    prefix = "custom:" if custom else ""
    return Level(prefix + path.stem, path, name, intro, rules, opponents, goal, unlocks, teaches, custom, raw)


def one_of(choices: Any, value: Any) -> str:
    """What a key that takes one of a few words expected, and what it got."""
    return _("one of {choices}, got {value}").format(choices=", ".join(choices), value=quote(value))


def _names(data: dict[str, Any], key: str, err: Any) -> tuple[str, ...]:
    value = data.get(key, [])
    if not isinstance(value, list) or any(not isinstance(v, str) for v in value):
        raise err(key, _("a list of names in quotes, got {value}").format(value=quote(value)))
    return tuple(value)


def _rules(value: Any, seats: int, err: Any) -> tuple[Rules, dict[str, Any]]:
    if not isinstance(value, dict):
        raise err("rules", _("a [rules] table with a preset and overrides"))
    for key in value:
        if key != "preset" and key not in SWITCH_NAMES:
            raise err(f"rules.{field_name(key)}", _("a rule switch from RULES.md (unknown rule)"))
    preset = value.get("preset", "classic")
    if not isinstance(preset, str) or preset not in PRESETS:
        raise err("rules.preset", _("one of {choices} (unknown preset {value})").format(
            choices=", ".join(PRESETS), value=quote(preset)))
    if "seats" in value:
        raise err("rules.seats", _("no seat count here: the level's top-level seats sets it"))
    try:
        rules = Rules.from_dict({**value, "seats": seats})
        why = bounds.rules_fault(rules.rounds, rules.points)  # a match the table can keep (game.bounds)
        if why is not None:
            raise ValueError(why)
    except ValueError as exc:
        text = str(exc)
        key = next((k for k in ("preset", *SWITCH_NAMES) if text.startswith(f"{k}:")), "")
        detail = text[len(key) + 1:].strip() if key else text
        raise err(f"rules.{key}" if key else "rules", detail) from None
    return rules, dict(value)


def _goal(value: Any, rules: Rules, seats: int, err: Any) -> Goal:
    if value is None:
        raise err("goal", _("a [goal] table with type = {types} (missing)").format(types=" | ".join(GOAL_KEYS)))
    if not isinstance(value, dict):
        raise err("goal", _("a table, got {value}").format(value=quote(value)))
    kind = value.get("type")
    if not isinstance(kind, str) or kind not in GOAL_KEYS:
        raise err("goal.type", one_of(GOAL_KEYS, kind))
    need = GOAL_KEYS[kind]
    for key in value:
        if key not in ("type", need):
            only = _("only type and {key} for a {kind} goal") if need else _("only type for a {kind} goal")
            raise err(f"goal.{field_name(key)}", only.format(key=need, kind=kind))
    if need is None:
        return Goal(kind)
    count = value.get(need)
    if isinstance(count, bool) or not isinstance(count, int) or count < 1:
        raise err(f"goal.{need}", _("a whole number of at least 1, got {value}").format(value=quote(count)))
    if kind == "top" and count >= seats:
        raise err("goal.places", _("fewer than the {seats} seats, got {count}").format(seats=seats, count=quote(count)))
    if kind == "first" and rules.rounds and count > rules.rounds:
        raise err("goal.hands", _("at most the {hands} hands of the match, got {count}").format(
            hands=rules.rounds, count=quote(count)))
    if kind == "score" and count > most_points(rules, seats):
        raise err("goal.points", _("at most the {most} points this match can give one player, got {count}").format(
            most=most_points(rules, seats), count=quote(count)))
    return Goal(kind, count)


def most_points(rules: Rules, seats: int) -> int:
    """The most points one seat can end the match with: the best place's points every hand, over the match's
    hands (a match to a target: over as many as a save holds), and no more than one hand past the target."""
    best = max(TITLE_POINTS.values()) if rules.points == "titles" else max(rules.points[:seats])
    if best <= 0:
        return 0
    most = best * (rules.rounds or bounds.MAX_RESULTS)
    return min(most, rules.target_points - 1 + best) if rules.target_points else most


def _opponents(value: Any, seats: int, err: Any) -> tuple[Opponent, ...]:
    if not isinstance(value, list) or not all(isinstance(o, dict) for o in value):
        if value is None:
            raise err("opponents", _("[[opponents]] tables, one per computer seat (missing)"))
        raise err("opponents", _("[[opponents]] tables, one per computer seat"))
    if len(value) != seats - 1:
        raise err("opponents", _("{opponents} opponents for {seats} seats (you take one), got {count}").format(
            opponents=seats - 1, seats=seats, count=len(value)))
    out = []
    for i, data in enumerate(value, 1):
        where = f"opponents[{i}]"
        for key in data:
            if key not in OPPONENT_KEYS:
                raise err(f"{where}.{field_name(key)}",
                          _("a known key (one of {keys})").format(keys=", ".join(OPPONENT_KEYS)))
        name = parse_text(data.get("name"), f"{where}.name", err, limit=MAX_NAME)
        for code, form in name.forms:  # the rule every file's names follow (campaign.json's, a save's)
            if not bounds.is_name(form, MAX_NAME):
                raise err(f"{where}.name" + (f".{code}" if code else ""),
                          _("a name of printable characters, got {value}").format(value=quote(form)))
        portrait = data.get("portrait", name.get("en"))
        if not isinstance(portrait, str) or not portrait:
            raise err(f"{where}.portrait", _("a portrait name in quotes, got {value}").format(value=quote(portrait)))
        strength = data.get("strength")
        if not isinstance(strength, str) or strength not in STRENGTHS:
            raise err(f"{where}.strength", one_of(STRENGTHS, strength))
        persona = data.get("personality", "steady")
        if not isinstance(persona, str) or persona not in PERSONALITIES:
            raise err(f"{where}.personality", one_of(PERSONALITIES, persona))
        style = _style(data.get("style", {}), f"{where}.style", err)
        boss = data.get("boss", False)
        if not isinstance(boss, bool):
            raise err(f"{where}.boss", _("true or false, got {value}").format(value=quote(boss)))
        out.append(Opponent(name, portrait, strength, persona, style, boss))
    return tuple(out)


def _style(value: Any, where: str, err: Any) -> tuple[tuple[str, float | int], ...]:
    if not isinstance(value, dict):
        raise err(where, _("a table of personality parameters, got {value}").format(value=quote(value)))
    out: list[tuple[str, float | int]] = []
    for key, v in value.items():
        if key not in STYLE_KEYS:
            raise err(f"{where}.{field_name(key)}",
                      _("a personality parameter (one of {keys})").format(keys=", ".join(STYLE_KEYS)))
        try:
            v = check_parameter(key, v)
        except ValueError as exc:
            raise err(f"{where}.{key}", str(exc)) from None
        out.append((key, v))
    return tuple(out)
