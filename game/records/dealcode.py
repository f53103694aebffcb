"""Owns deal codes: a rule set and a seed as about ten characters a friend can type in.

Two friends who enter the same code play the same deals under the same rules
(the engine draws every hand from the seed, RULES.md: a match is its rules, seat
count, seed and moves). A code is written in 31 symbols with no look-alikes (no
0/O, 1/I/L), grouped by five for reading aloud: ``K7QM4-XRT2P``.

Layout, as one mixed-radix number (least significant first), then base 31:
- the body, always 9 symbols: format version, "extension follows", preset,
  seats, match length and turn timer (indexes into short tables of the usual
  choices) and the 30-bit seed;
- an extension, only for rules that differ from the preset beyond those: each
  differing switch as (its number in ``FIELDS``, its value), ended by 0;
- one check symbol: a sum weighted by position, modulo the prime 31, which
  catches every single mistyped symbol and every swap of two neighbours.

The tables below are append-only: a code printed today must mean the same rules
in every later version (a switch this version does not know is refused by name).
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Callable

from game import bounds
from game.engine import Rules
from game.engine.rules import FOUL_TAGS, PRESETS
from game.i18n import _
from game.quoting import quote

ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"
BASE = len(ALPHABET)  # 31, a prime: see _check
BODY = 9  # symbols before the extension and the check
SEED_BITS = 30  # a new match draws its seed below 2**30
FORMAT = 0  # the body's first digit; 1 is kept for a later format

PRESET_ORDER = ("classic", "jda", "president", "casual", "uecda")  # up to 8
# (rounds, target_points) the setup offers; index 0 = the preset's own, the last = "in the extension".
LENGTH_TABLE: tuple[tuple[int, int] | None, ...] = (
    None, (1, 0), (2, 0), (3, 0), (4, 0), (5, 0), (6, 0), (8, 0), (10, 0),
    (0, 3), (0, 5), (0, 7), (0, 10), (0, 15), (0, 20),
)
TIMER_TABLE = (0, 10, 15, 20, 30, 45, 60)  # index 7 = in the extension
_LENGTH_ESCAPE, _TIMER_ESCAPE = 15, 7
_BODY_RADICES = (2, 2, 8, 4, 16, 8, 1 << SEED_BITS)  # version, ext, preset, seats, length, timer, seed


class BadCode(ValueError):
    """A code that cannot be used; the message says why, in player words."""


class NoCode(ValueError):
    """A match whose rules or seed no code can hold (a seed drawn elsewhere, an odd points list)."""


@dataclass(frozen=True)
class Deal:
    """What a code stands for: the rules (``rules.seats`` included) and the seed."""

    rules: Rules
    seed: int


# -- the number, digit by digit ---------------------------------------------------------------
class _Writer:
    def __init__(self) -> None:
        self.digits: list[tuple[int, int]] = []  # (digit, radix), least significant first

    def put(self, digit: int, radix: int) -> None:
        if not 0 <= digit < radix:
            raise NoCode(f"value {digit} does not fit in a code")
        self.digits.append((digit, radix))

    def number(self) -> int:
        n = 0
        for digit, radix in reversed(self.digits):
            n = n * radix + digit
        return n


class _Reader:
    def __init__(self, n: int) -> None:
        self.n = n

    def take(self, radix: int) -> int:
        self.n, digit = divmod(self.n, radix)
        return digit


# -- one codec per switch: put(writer, value) / take(reader) ---------------------------------------
def _bool() -> tuple[Callable, Callable]:
    return (lambda w, v: w.put(int(v), 2)), (lambda r: bool(r.take(2)))


def _options(*names: str) -> tuple[Callable, Callable]:
    def put(w: _Writer, v: Any) -> None:
        if v not in names:
            raise NoCode(f"{quote(v)} has no deal code yet")
        w.put(names.index(v), len(names))

    def take(r: _Reader) -> str:
        i = r.take(len(names))
        if i >= len(names):  # pragma: no cover - the radix bounds it
            raise BadCode(_("the code is damaged"))
        return names[i]

    return put, take


def _put_natural(w: _Writer, v: int) -> None:
    """Any whole number >= 0, four bits at a time with a "more follows" bit (small numbers stay short)."""
    if isinstance(v, bool) or not isinstance(v, int) or v < 0:
        raise NoCode(f"{quote(v)} has no deal code")
    while True:
        w.put(v & 15, 16)
        v >>= 4
        w.put(1 if v else 0, 2)
        if not v:
            return


def _take_natural(r: _Reader) -> int:
    v, shift = 0, 0
    while True:
        v |= r.take(16) << shift
        shift += 4
        if not r.take(2):
            return v
        if shift > 64:
            raise BadCode(_("the code is damaged (a number in it never ends)"))


def _natural() -> tuple[Callable, Callable]:
    return _put_natural, _take_natural


def _tags() -> tuple[Callable, Callable]:
    def put(w: _Writer, v: frozenset[str]) -> None:
        w.put(sum(1 << i for i, t in enumerate(FOUL_TAGS) if t in v), 1 << len(FOUL_TAGS))

    def take(r: _Reader) -> frozenset[str]:
        bits = r.take(1 << len(FOUL_TAGS))
        return frozenset(t for i, t in enumerate(FOUL_TAGS) if bits >> i & 1)

    return put, take


def _tax() -> tuple[Callable, Callable]:
    def put(w: _Writer, v: int | str) -> None:
        _put_natural(w, 0 if v == "by_players" else int(v) + 1)

    def take(r: _Reader) -> int | str:
        n = _take_natural(r)
        return "by_players" if n == 0 else n - 1

    return put, take


def _points() -> tuple[Callable, Callable]:
    """``titles`` (0) or a list: its length, then each value zigzagged (0, -1, 1, -2, ...)."""
    def put(w: _Writer, v: tuple[int, ...] | str) -> None:
        if v == "titles":
            _put_natural(w, 0)
            return
        _put_natural(w, len(v))
        for p in v:
            _put_natural(w, p * 2 if p >= 0 else -p * 2 - 1)

    def take(r: _Reader) -> tuple[int, ...] | str:
        size = _take_natural(r)
        if size == 0:
            return "titles"
        if size > 6:
            raise BadCode(_("the code is damaged (a points list longer than six)"))
        return tuple((z >> 1) if z % 2 == 0 else -((z + 1) >> 1) for z in (_take_natural(r) for _i in range(size)))

    return put, take


# Append-only: a switch's number is its place here, forever.
FIELDS: tuple[tuple[str, tuple[Callable, Callable]], ...] = (
    ("jokers", _natural()), ("deal", _options("all", "equal")), ("pass_locks_out", _bool()),
    ("effects_in_runs", _bool()), ("eight_cut", _bool()), ("revolution", _bool()),
    ("revolution_timing", _options("immediate", "on_clear")), ("revolution_runs", _natural()),
    ("revolution_carries_over", _bool()), ("spade3", _bool()), ("suit_lock", _bool()), ("jack_back", _bool()),
    ("seven_give", _bool()), ("ten_discard", _bool()), ("give_discard_up_to", _bool()),
    ("foul_finish", _bool()), ("foul_cards", _tags()), ("fall_from_grace", _bool()), ("tax_cards", _tax()),
    ("tax_return", _options("choose", "weakest")), ("first_leader", _options("random", "seat0", "3D")),
    ("next_leader", _options("beggar", "millionaire", "random", "3D")),
    ("seating", _options("keep", "shuffle")), ("points", _points()), ("rounds", _natural()),
    ("target_points", _natural()), ("turn_timer", _natural()),
    # RULES.md §10 (the UECda contest)
    ("run_beats", _options("lowest", "above")), ("jokers_fire", _bool()), ("spade3_clears", _bool()),
    ("lock_joker_suits", _bool()), ("joker_ends_lock", _bool()), ("deal_start", _options("random", "millionaire")),
    ("joker_past_ends", _bool()), ("leader_may_pass", _bool()), ("seating_every", _natural()),
    ("titles_reset_every", _natural()), ("last_player_answers", _bool()),
)
_FIELD_NAMES = tuple(name for name, _ in FIELDS)
NOT_CODED = ("seats",)  # in the body


# -- encoding -----------------------------------------------------------------------------------
def new_seed(rng: random.Random | None = None) -> int:
    """A seed a code can hold (what a new match draws)."""
    return (rng or random).randrange(1 << SEED_BITS)


def encode(rules: Rules, seed: int) -> str:
    """The code for these rules and seed, grouped by five; ``NoCode`` when none can hold them."""
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < 1 << SEED_BITS:
        raise NoCode(f"the seed {quote(seed)} was not drawn for a deal code")
    best: str | None = None
    why = "no preset fits these rules"
    for index, name in enumerate(PRESET_ORDER):
        if name not in PRESETS:
            continue
        try:
            symbols = _encode_from(index, Rules.preset(name), rules, seed)
        except NoCode as exc:
            why = str(exc)
            continue
        if best is None or len(symbols) < len(best):
            best = symbols
    if best is None:
        raise NoCode(why)
    return group(best)


def _encode_from(index: int, preset: Rules, rules: Rules, seed: int) -> str:
    length = (rules.rounds, rules.target_points)
    own = (preset.rounds, preset.target_points)
    length_i = 0 if length == own else (LENGTH_TABLE.index(length) if length in LENGTH_TABLE else _LENGTH_ESCAPE)
    timer_i = TIMER_TABLE.index(rules.turn_timer) if rules.turn_timer in TIMER_TABLE else _TIMER_ESCAPE
    base = _base_rules(preset, length_i, timer_i)
    unknown = [f for f in _rule_fields() if f not in _FIELD_NAMES and f not in NOT_CODED
               and getattr(rules, f) != getattr(base, f)]
    if unknown:
        raise NoCode(f"the rule {unknown[0]} has no deal code yet")
    ext = _Writer()
    for number, (name, (put, _take)) in enumerate(FIELDS, 1):
        if hasattr(rules, name) and getattr(rules, name) != getattr(base, name):
            ext.put(number, len(FIELDS) + 1)
            put(ext, getattr(rules, name))
    ext.put(0, len(FIELDS) + 1)
    body = _Writer()
    has_ext = len(ext.digits) > 1
    for digit, radix in zip((FORMAT, int(has_ext), index, rules.seats - 3, length_i, timer_i, seed), _BODY_RADICES):
        body.put(digit, radix)
    symbols = _symbols(body.number(), BODY) + (_symbols_little(ext.number()) if has_ext else "")
    return symbols + ALPHABET[_check(symbols)]


def _base_rules(preset: Rules, length_i: int, timer_i: int) -> Rules:
    """The preset with the body's match length and timer: what the extension lists differences from."""
    changes: dict[str, Any] = {}
    if 0 < length_i < _LENGTH_ESCAPE:
        changes["rounds"], changes["target_points"] = LENGTH_TABLE[length_i]  # type: ignore[misc]
    if timer_i < _TIMER_ESCAPE:
        changes["turn_timer"] = TIMER_TABLE[timer_i]
    return preset.replace(**changes)


def _rule_fields() -> tuple[str, ...]:
    return tuple(Rules().to_dict())


def _symbols(n: int, width: int) -> str:
    out = []
    for _ in range(width):
        n, d = divmod(n, BASE)
        out.append(ALPHABET[d])
    return "".join(reversed(out))


def _symbols_little(n: int) -> str:
    out = []
    while n:
        n, d = divmod(n, BASE)
        out.append(ALPHABET[d])
    return "".join(out)


def _check(symbols: str) -> int:
    """Weights 1..30 by position: a wrong symbol changes the sum by (difference x weight), never 0 mod
    31; a swap of neighbours by (difference x 1 or x 29), never 0 either."""
    return (sum((i % 30 + 1) * ALPHABET.index(c) for i, c in enumerate(symbols)) + 7) % BASE


def group(symbols: str) -> str:
    """``K7QM4XRT2P`` -> ``K7QM4-XRT2P``: easier to read out and to type back."""
    return "-".join(symbols[i:i + 5] for i in range(0, len(symbols), 5))


# -- decoding -------------------------------------------------------------------------------------
def normalise(text: str) -> str:
    """The symbols a player typed: upper case, without spaces and dashes."""
    return "".join(c for c in text.upper() if c not in " -_\t")


def decode(text: str) -> Deal:
    """The rules and seed a code stands for; ``BadCode`` says why it is not valid."""
    symbols = normalise(text)
    if not symbols:
        raise BadCode(_("a deal code has {n} characters; none were given").format(n=BODY + 1))
    for c in symbols:
        if c not in ALPHABET:
            shown = c if c.isprintable() else repr(c)
            raise BadCode(_("'{symbol}' is never in a deal code (only 2-9 and A-Z but I, L and O)").format(symbol=shown))
    if len(symbols) < BODY + 1:
        raise BadCode(_length(symbols))
    if ALPHABET.index(symbols[-1]) != _check(symbols[:-1]):
        raise BadCode(_("it does not check out: a character is mistyped, lost or swapped"))
    body = _Reader(_number(symbols[:BODY]))
    version, has_ext, preset_i, seats, length_i, timer_i = (body.take(r) for r in _BODY_RADICES[:6])
    seed = body.take(_BODY_RADICES[6])
    if body.n:
        raise BadCode(_("the code is damaged (its first nine characters are out of range)"))
    if version != FORMAT:
        raise BadCode(_("this code comes from a newer version of the game"))
    if preset_i >= len(PRESET_ORDER) or PRESET_ORDER[preset_i] not in PRESETS:
        name = PRESET_ORDER[preset_i] if preset_i < len(PRESET_ORDER) else _("number {n}").format(n=preset_i + 1)
        raise BadCode(_("this code's rule set {name} is not in this version").format(name=name))
    extra = symbols[BODY:-1]
    if bool(extra) != bool(has_ext):
        raise BadCode(_length(symbols) if not has_ext else _("the code is cut short: its custom rules are missing"))
    if length_i == 15 and not extra or timer_i == 7 and not extra:
        raise BadCode(_("the code is cut short: its match length or timer is missing"))
    base = _base_rules(Rules.preset(PRESET_ORDER[preset_i]), length_i, timer_i).to_dict()
    base["seats"] = seats + 3
    if extra:
        base.update(_read_extension(_number_little(extra)))
    try:
        rules = Rules.from_dict({"preset": "classic", **base})
        why = bounds.rules_fault(rules.rounds, rules.points)  # a match the table can keep and save
        if why is not None:
            raise ValueError(why)
    except ValueError as exc:
        raise BadCode(_("the rules in this code are not valid here ({why})").format(why=exc)) from None
    return Deal(rules, seed)


def _length(symbols: str) -> str:
    return _("a deal code has {n} characters; this one has {got}").format(n=BODY + 1, got=len(symbols))


def _read_extension(n: int) -> dict[str, Any]:
    reader = _Reader(n)
    known = set(_rule_fields())
    changes: dict[str, Any] = {}
    while True:
        number = reader.take(len(FIELDS) + 1)
        if number == 0:
            break
        name, (_put, take) = FIELDS[number - 1]
        if name not in known:
            raise BadCode(_("this code's rule {name} is not in this version").format(name=name))
        changes[name] = take(reader)
    if reader.n:
        raise BadCode(_("the code is damaged (something follows its custom rules)"))
    return {k: sorted(v) if isinstance(v, frozenset) else v for k, v in changes.items()}


def _number(symbols: str) -> int:
    n = 0
    for c in symbols:
        n = n * BASE + ALPHABET.index(c)
    return n


def _number_little(symbols: str) -> int:
    return _number(symbols[::-1])
