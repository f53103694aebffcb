"""Owns the replay format: a match as its rules, seats, seed and moves, and playing it back.

A replay stores no positions: the engine is deterministic (RULES.md: a match is
its rules, seat count, seed and moves), so ``positions`` rebuilds every state
from the seed and the moves, and a replay can never disagree with what
happened. A replay from another game version is played the same way and then
checked against the result it recorded; if the engine now plays it differently,
``ReplayError`` says where and why, in player words.

On disk (JSON, compact): ``{"format", "game", "id", "mode", "started",
"seconds", "rules" (a preset and the switches that differ from it, as a level
file writes them), "seats" [{"name", "kind", "style", and "portrait" when it is not the name}], "seed", "moves" (the
notation joined by ``;``, a pass written as nothing to keep long matches small:
"3S;;;5H 5D;...;deal;..."), "result" {"hands", "scores", "winner", "finished"}}``.
"""
from __future__ import annotations

import functools
import json
from dataclasses import dataclass
from typing import Any, Iterable, Iterator

from game import __version__, bounds
from game.engine import IllegalMove, Match, Rules
from game.engine.events import Event
from game.engine.rules import PRESETS
from game.i18n import _
from game.quoting import quote
from game.records.history import DEAL, MAX_MOVES, SEP, check_moves

FORMAT = 1
PASS_TEXT = "pass"
MODES = ("quick", "pass", "campaign")


class ReplayError(ValueError):
    """A replay that cannot be played here; the message says why, in player words."""


@dataclass(frozen=True)
class Seat:
    name: str
    kind: str  # "human" or the bot's strength
    style: str = ""  # the bot's personality ("" for a human)
    portrait: str = ""  # the face shown ("": the one of the name, as the setup gives every seat)

    @property
    def face(self) -> str:
        return self.portrait or self.name


@dataclass(frozen=True)
class Result:
    hands: int
    scores: tuple[int, ...]
    winner: int | None  # None: abandoned before the end
    finished: bool


@dataclass(frozen=True)
class Replay:
    id: str
    mode: str
    started: str
    seconds: float
    rules: Rules
    seats: tuple[Seat, ...]
    seed: int
    moves_text: str  # the file form (see the module docstring): split only when played, so a list loads fast
    result: Result
    game: str = __version__

    @classmethod
    def join(cls, moves: Iterable[str]) -> str:
        """Moves in the notation as the file form."""
        return SEP.join("" if m == PASS_TEXT else m for m in moves)

    @functools.cached_property
    def moves(self) -> tuple[str, ...]:
        return tuple(m or PASS_TEXT for m in self.moves_text.split(SEP)) if self.moves_text else ()

    # -- playing back ----------------------------------------------------------------------
    def positions(self) -> Iterator[tuple[Match, list[Event]]]:
        """The match after each step (the start first, with its opening events): one engine, moved on."""
        match = Match(self.rules, len(self.seats), self.seed)
        yield match, list(match.opening_events)
        for i, move in enumerate(self.moves):
            yield match, self._step(match, i, move)

    def _step(self, match: Match, i: int, move: str) -> list[Event]:
        try:
            if move == DEAL:
                return deal_step(match)
            return match.apply(move)
        except (IllegalMove, ValueError) as exc:
            where = _("move {n} ({move}, hand {hand})").format(n=i + 1, move=move, hand=match.number)
            raise ReplayError(self._why(f"{where} {_reason(exc)}")) from None

    def final(self) -> Match:
        """The match after the last move, checked against the recorded result."""
        match = None
        for match, _events in self.positions():
            pass
        assert match is not None
        got = Result(len(match.results), tuple(match.scores), match.winner, match.is_over)
        if got != self.result:
            raise ReplayError(self._why(_("it ends with scores {got} after {hands} hands, not the {recorded} it "
                                          "recorded").format(got=list(got.scores), hands=got.hands,
                                                             recorded=list(self.result.scores))))
        return match

    def _why(self, what: str) -> str:
        if self.game != __version__:
            return _("This replay was recorded by version {then} and this version {now} plays it differently: "
                     "{what}.").format(then=self.game, now=__version__, what=what)
        return _("This replay is damaged: {what}.").format(what=what)

    # -- the file form ----------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        r = self.result
        return {
            "format": FORMAT, "game": self.game, "id": self.id, "mode": self.mode, "started": self.started,
            "seconds": round(self.seconds, 1), "rules": compact_rules(self.rules),
            "seats": [_seat_dict(s) for s in self.seats],
            "seed": self.seed, "moves": self.moves_text,
            "result": {"hands": r.hands, "scores": list(r.scores), "winner": r.winner, "finished": r.finished},
        }

    @classmethod
    def from_dict(cls, data: Any) -> "Replay":
        """A replay from its file form; ReplayError names the field and what was expected."""
        if not isinstance(data, dict):
            raise ReplayError(_("a replay must be a table, not {got}").format(got=type(data).__name__))
        fmt = data.get("format")
        if not _whole(fmt):
            raise ReplayError(_("format: expected a number, got {got}").format(got=quote(fmt)))
        if fmt > FORMAT:
            raise ReplayError(_("it was written by a newer version of the game ({version}, replay format {fmt}; "
                                "this one reads up to {known})").format(
                                    version=quote(data.get("game", "?"), 24), fmt=quote(fmt), known=FORMAT))
        text = {k: data.get(k) for k in ("game", "id", "started")}
        for key, value in text.items():
            if not isinstance(value, str) or not 0 < len(value) <= 40:
                raise ReplayError(_("{field}: expected a short text, got {got}").format(field=key,
                                                                                       got=quote(value)))
        mode = data.get("mode")
        if mode not in MODES:
            raise ReplayError(_("mode: expected one of {modes}, got {got}").format(modes=", ".join(MODES),
                                                                                   got=quote(mode)))
        seconds = data.get("seconds")
        if isinstance(seconds, bool) or not isinstance(seconds, (int, float)) or not 0 <= seconds < 1e9:
            raise ReplayError(_("{field}: expected a number of seconds, got {got}").format(field="seconds", got=quote(seconds)))
        try:
            rules = _rules(data.get("rules"))
        except ValueError as exc:
            if text["game"] != __version__:
                raise ReplayError(_("it was recorded by version {then}, whose rules this version {now} cannot "
                                    "play ({why})").format(then=text["game"], now=__version__, why=exc)) from None
            raise ReplayError(_("rules: {why}").format(why=exc)) from None
        seats = _seats(data.get("seats"))
        seed = data.get("seed")
        if not _whole(seed) or not 0 <= seed < 1 << 64:
            raise ReplayError(_("seed: expected a whole number from 0 to 2**64, got {got}").format(got=quote(seed, 24)))
        moves = data.get("moves")
        if not isinstance(moves, str):
            raise ReplayError(_("{field}: expected the moves as text").format(field="moves"))
        _check_moves(moves)
        return cls(text["id"], mode, text["started"], float(seconds), rules, seats, seed, moves,
                   _result(data.get("result"), len(seats)), text["game"])


def _check_moves(moves: str) -> None:
    """The moves held to a match's bounds (``history.check_moves``), as a replay's error."""
    try:
        check_moves(moves.split(SEP) if moves else [], "moves")
    except ValueError as exc:
        raise ReplayError(str(exc)) from None


def _rules(value: Any) -> Rules:
    """``Rules.from_dict``, remembered: a list of 200 replays holds a handful of rule sets."""
    if not isinstance(value, dict):
        return Rules.from_dict(value)  # which says what is wrong
    try:
        key = json.dumps(value, sort_keys=True)
    except (TypeError, ValueError):
        return Rules.from_dict(value)
    return _rules_of(key)


@functools.lru_cache(maxsize=64)
def _rules_of(key: str) -> Rules:
    return Rules.from_dict(json.loads(key))


def compact_rules(rules: Rules) -> dict[str, Any]:
    """The rules as the preset nearest to them plus the switches that differ (``Rules.from_dict`` form)."""
    return dict(_compact(rules))


@functools.lru_cache(maxsize=64)
def _compact(rules: Rules) -> dict[str, Any]:
    """``compact_rules``, worked out once per rules: a hand's end rewrites up to 200 replays, and
    comparing each one's rules with every preset again was most of that write (187 ms a hand)."""
    full = rules.to_dict()
    best: dict[str, Any] | None = None
    for name, base in _preset_dicts().items():
        diff = {"preset": name, **{k: v for k, v in full.items() if base[k] != v}}
        if best is None or len(diff) < len(best):
            best = diff
    assert best is not None
    return best


@functools.cache
def _preset_dicts() -> dict[str, dict[str, Any]]:
    return {name: Rules.preset(name).to_dict() for name in PRESETS}


def deal_step(match: Match) -> list[Event]:
    """The dealer's step between hands (``DealRefused``, a ValueError, when no hand may be dealt)."""
    return match.deal_next()


def _reason(exc: Exception) -> str:
    text = str(exc)
    return _("is refused: {why}").format(why=text) if text else _("is refused")


def _whole(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _seats(value: Any) -> tuple[Seat, ...]:
    if not isinstance(value, list) or not 3 <= len(value) <= 6:
        raise ReplayError(_("seats: expected a list of 3 to 6 seats"))
    out = []
    for i, seat in enumerate(value, 1):
        if not isinstance(seat, dict):
            raise ReplayError(_("{field}: expected a table").format(field=_("seat {n}").format(n=i)))
        fields = [seat.get(k) for k in ("name", "kind", "style")]
        if not all(isinstance(f, str) and len(f) <= 24 for f in fields) or not bounds.is_name(fields[0], 24) \
                or not fields[1]:
            raise ReplayError(_("seat {n}: expected a name, a kind and a style as short texts").format(n=i))
        portrait = seat.get("portrait", "")
        if not isinstance(portrait, str) or len(portrait) > 24:
            raise ReplayError(_("seat {n}: expected the portrait as a short text").format(n=i))
        out.append(Seat(*fields, portrait))
    return tuple(out)


def _seat_dict(seat: Seat) -> dict[str, str]:
    out = {"name": seat.name, "kind": seat.kind, "style": seat.style}
    if seat.portrait:
        out["portrait"] = seat.portrait
    return out


def _result(value: Any, seats: int) -> Result:
    if not isinstance(value, dict):
        raise ReplayError(_("{field}: expected a table").format(field="result"))
    hands, scores, winner, finished = (value.get(k) for k in ("hands", "scores", "winner", "finished"))
    if not _whole(hands) or not 0 <= hands <= MAX_MOVES:
        raise ReplayError(_("result.hands: expected a number of hands, got {got}").format(got=quote(hands)))
    if not isinstance(scores, list) or len(scores) != seats or not all(_whole(s) for s in scores):
        raise ReplayError(_("result.scores: expected {n} whole numbers").format(n=seats))
    if winner is not None and (not _whole(winner) or not 0 <= winner < seats):
        raise ReplayError(_("result.winner: expected a seat number or null, got {got}").format(got=quote(winner)))
    if not isinstance(finished, bool):
        raise ReplayError(_("{field}: expected true or false, got {got}").format(field="result.finished", got=quote(finished)))
    return Result(hands, tuple(scores), winner, finished)
