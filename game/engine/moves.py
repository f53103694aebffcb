"""Moves: hashable values with a canonical text form (RULES.md §1, §9.1, §9.2).

A play lists its natural cards and one *reading* per joker: ``(rank, suit)``
for a joker in a run (``JK=7H``), ``(rank, -1)`` in a group (``JK=7``) and
``(-1, -1)`` for a bare ``JK`` (a lone joker, ``JK JK``, a card given away, or a
joker whose reading the player left to the engine). Under RULES.md §10 a group's
joker may name a suit too (``JK=5D``, ``lock_joker_suits``), and a run's joker
may stand one place past either end (``JK=-S``, ``JK=+S``, ``joker_past_ends``):
those two places have the reading ranks ``MINUS`` and ``PLUS`` and the places
-1 and 13 in a run's ``lo``/``hi``. The shape of a play is
worked out once, when the move is built, so the rules compare plain ints.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import NamedTuple

from .cards import CARDS, RANKS, SUITS, TEXT, Card, parse_natural, parse_rank, tokens
from .kinds import MoveKind, Owed
from .refusal import Refusal, english

BARE = (-1, -1)
PLUS, MINUS = 13, 14  # reading ranks of a run's joker one place above the 2 / below the 3 (§10.13)


def place(rank: int) -> int:
    """A reading rank's place in the natural order: ``MINUS`` sits at -1, just below the 3."""
    return -1 if rank == MINUS else rank


class Shape(str, Enum):
    SINGLE = "single"
    GROUP = "group"
    RUN = "run"


# Python 3.11 finds an enum member through its class in about 0.2 us and a module's name in 0.03, and the
# rules compare shapes on every legal move listed: their hot paths name the members through these.
SINGLE, GROUP, RUN = Shape.SINGLE, Shape.GROUP, Shape.RUN


class PlayInfo(NamedTuple):
    """What the rules need to know about a play, as plain values."""

    shape: Shape
    size: int
    lo: int  # lowest place covered (group: its rank; -1 for jokers alone or a run's JK=-)
    hi: int  # highest place covered (13 for a run's JK=+)
    suits: int  # bitmask of the suits the play shows (readings included)
    jokers: int
    lone_joker: bool  # the joker played alone (spade-3 counter target)
    joker_group: bool  # a group of jokers alone (§2: ranks as the strongest rank in force)
    resolved: bool  # every joker has a reading (or needs none)
    naturals: tuple[int, ...]  # natural ranks, one per natural card
    read: tuple[int, ...] = ()  # real ranks (0-12) the jokers stand for, for ``jokers_fire``


@dataclass(frozen=True, slots=True)
class Move:
    """A decision: a play, a pass, or a give/discard/return of cards."""

    kind: MoveKind
    cards: tuple[Card, ...] = ()
    jokers: tuple[tuple[int, int], ...] = ()
    info: PlayInfo | None = field(default=None, init=False, compare=False, repr=False)
    # The text form, written the first time it is asked for: a played move is interned (``play``) and the
    # same move is written again and again (a table writes a hand's history for each device after every
    # move; a save writes every move of the history).
    _text: str | None = field(default=None, init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        if self.kind is MoveKind.PLAY:
            object.__setattr__(self, "info", _analyse(self.cards, self.jokers))

    @property
    def size(self) -> int:
        return len(self.cards) + len(self.jokers)

    @property
    def is_pass(self) -> bool:
        return self.kind is MoveKind.PASS

    def __str__(self) -> str:
        text = self._text
        if text is None:
            text = _written(self)
            object.__setattr__(self, "_text", text)
        return text

    def __repr__(self) -> str:
        return f"Move({str(self)!r})"


def _written(move: Move) -> str:
    body = _body_text(move.cards, move.jokers)
    if move.kind is MoveKind.PLAY:
        return body
    if move.kind is MoveKind.PASS:
        return "pass"
    return f"{move.kind.value} {body}".rstrip()


PASS = Move(MoveKind.PASS)


def reading_text(reading: tuple[int, int]) -> str:
    rank, suit = reading
    if rank < 0:
        return "JK"
    return "JK=" + _RANK_TEXT[rank] + ("" if suit < 0 else SUITS[suit])


_RANK_TEXT = RANKS + "+-"


def _body_text(cards: tuple[Card, ...], jokers: tuple[tuple[int, int], ...]) -> str:
    items = [((c >> 2, c & 3, 0), TEXT[c]) for c in cards]
    for r in jokers:
        key = (99, 0, 0) if r[0] < 0 else (place(r[0]), 4 if r[1] < 0 else r[1], 1)
        items.append((key, reading_text(r)))
    items.sort(key=lambda kv: kv[0])
    return " ".join(text for _, text in items)


def play(cards: tuple[int, ...] | list[int], jokers: tuple[tuple[int, int], ...] = ()) -> Move:
    """Build a play from natural card ids and joker readings (canonical order).

    Plays are interned: the same cards and readings give the same object, so
    the move lists of many hands share their moves instead of rebuilding them.
    """
    key = (tuple(sorted(cards)), tuple(sorted(jokers, key=_reading_key)))
    found = _PLAYS.get(key)
    if found is None:
        found = Move(MoveKind.PLAY, tuple(CARDS[c] for c in key[0]), key[1])
        if len(_PLAYS) > 200_000:
            _PLAYS.clear()
        _PLAYS[key] = found
    return found


_PLAYS: dict[tuple[tuple[int, ...], tuple[tuple[int, int], ...]], Move] = {}


def cards_move(kind: MoveKind, cards: list[int] | tuple[int, ...]) -> Move:
    """A give / discard / return of these physical cards (jokers become bare readings)."""
    nat = tuple(sorted(CARDS[c] for c in cards if c < 52))
    return Move(kind, nat, (BARE,) * sum(1 for c in cards if c >= 52))


def _reading_key(r: tuple[int, int]) -> tuple[int, int]:
    return (99, 0) if r[0] < 0 else (place(r[0]), r[1])


class NoShape(ValueError):
    """Cards that form no play. The message says why in English (``refusal.ENGLISH``); ``code`` names
    the reason (``Refusal.NO_SHAPE``, ``Refusal.RUN_SUITS``...) and ``params`` its values (the play as
    text), so a screen can word it in the player's language."""

    def __init__(self, code: Refusal, **params: str) -> None:
        super().__init__(english(code, params))
        self.code = code
        self.params = params


def _no_shape(cards: tuple[Card, ...], jokers: tuple[tuple[int, int], ...], code: Refusal) -> NoShape:
    """The NoShape for this play, naming it by its text (built only when refused)."""
    return NoShape(code, play=_body_text(cards, jokers))


def _analyse(cards: tuple[Card, ...], jokers: tuple[tuple[int, int], ...]) -> PlayInfo:
    """Classify a play; raises NoShape for cards that form no shape."""
    n_nat, n_jk = len(cards), len(jokers)
    size = n_nat + n_jk
    if size == 0:
        raise NoShape(Refusal.EMPTY_PLAY)
    ranks = tuple(c >> 2 for c in cards)
    if n_nat == 0:
        if any(r != BARE for r in jokers):
            raise NoShape(Refusal.JOKERS_ALONE_READ)
        shape = Shape.SINGLE if size == 1 else Shape.GROUP
        return PlayInfo(shape, size, -1, -1, 0, n_jk, size == 1, size > 1, True, ())
    suits = 0
    for c in cards:
        suits |= 1 << (c & 3)
    if size == 1:
        return PlayInfo(Shape.SINGLE, 1, ranks[0], ranks[0], suits, 0, False, False, True, ranks)
    if len(set(ranks)) == 1 and all(r[0] in (-1, ranks[0]) for r in jokers):
        named = [r[1] for r in jokers if r[1] >= 0]  # suits the jokers name (§10.5)
        if all(r[1] == -1 for r in jokers) or (
                len(set(named)) == len(named) and not any(suits >> s & 1 for s in named)):
            resolved = all(r[0] >= 0 for r in jokers)
            for s in named:
                suits |= 1 << s
            read = (ranks[0],) * sum(1 for r in jokers if r[0] >= 0)
            return PlayInfo(Shape.GROUP, size, ranks[0], ranks[0], suits, n_jk, False, False, resolved, ranks, read)
        if len(set(named)) != len(named):
            raise _no_shape(cards, jokers, Refusal.JOKERS_NAME_ONE_CARD)
        raise _no_shape(cards, jokers, Refusal.JOKER_NAMES_PLAYED)
    return _analyse_run(cards, jokers, ranks, suits)


def _analyse_run(cards, jokers, ranks, suits) -> PlayInfo:
    size = len(cards) + len(jokers)
    if size < 3:
        raise _no_shape(cards, jokers, Refusal.NO_SHAPE)
    if suits & (suits - 1):
        raise _no_shape(cards, jokers, Refusal.RUN_SUITS)
    suit = suits.bit_length() - 1
    read = [r for r in jokers if r[0] >= 0]
    for r in read:
        if r[1] not in (-1, suit):
            raise NoShape(Refusal.JOKER_OFF_SUIT, reading=reading_text(r), suit=SUITS[suit])
    covered = sorted(list(ranks) + [place(r[0]) for r in read])
    if len(set(covered)) != len(covered):
        raise _no_shape(cards, jokers, Refusal.RUN_REPEATS)
    lo, hi = covered[0], covered[-1]
    bare = len(jokers) - len(read)
    gaps = hi - lo + 1 - len(covered)
    if gaps > bare:
        raise _no_shape(cards, jokers, Refusal.RUN_GAPS)
    if hi - lo + 1 + (bare - gaps) > 15:
        raise _no_shape(cards, jokers, Refusal.RUN_PAST_TWO)
    # Bare jokers leave the run unresolved; the hand fills them in.
    real = tuple(r[0] for r in read if r[0] <= 12)
    return PlayInfo(Shape.RUN, size, lo, hi, suits, len(jokers), False, False, bare == 0, ranks, real)


def parse_move(text: str | Move) -> Move:
    """Parse ``pass``, a play (``5H 6H JK=7H``) or ``give|discard|return CARDS``.

    Case-insensitive and order-free; ``10`` is accepted for ``T`` and commas
    between cards. A bare ``JK`` inside a combination stays unresolved here; the
    hand fills it in when exactly one reading is legal.
    """
    if isinstance(text, Move):
        return text
    found = _PARSED.get(text)
    if found is None:
        found = _parse(text)
        if len(_PARSED) > 50_000:
            _PARSED.clear()
        _PARSED[text] = found
    return found


_PARSED: dict[str, Move] = {}  # moves are immutable, so parsed text is shared (save files repeat it)


def _parse(text: str) -> Move:
    if not isinstance(text, str):
        raise ValueError(f"a move is text like \"5H 6H\" or \"pass\", not {type(text).__name__}")
    toks = tokens(text)
    if not toks:
        raise ValueError("an empty move: write pass, or the cards to play")
    head = toks[0].lower()
    if head == "pass":
        if len(toks) > 1:
            raise ValueError("pass takes no cards")
        return PASS
    kind = MoveKind.PLAY
    if head in tuple(Owed):
        kind = Owed(head).move_kind
        toks = toks[1:]
    naturals: list[int] = []
    jokers: list[tuple[int, int]] = []
    for tok in toks:
        if tok == "JK":
            jokers.append(BARE)
        elif tok.startswith("JK="):
            if kind is not MoveKind.PLAY:
                raise ValueError(f"{tok}: a joker given away takes no reading")
            jokers.append(_parse_reading(tok[3:]))
        else:
            cid = parse_natural(tok)
            if cid in naturals:
                raise ValueError(f"{TEXT[cid]} appears twice")
            naturals.append(cid)
    if len(jokers) > 2:
        raise ValueError("there are at most two jokers")
    if kind is not MoveKind.PLAY:
        return cards_move(kind, naturals + [52 + i for i in range(len(jokers))])
    return _canonical_play(naturals, jokers)


def _parse_reading(text: str) -> tuple[int, int]:
    if not text:
        raise ValueError("JK= needs the card the joker stands for, like JK=7H or JK=7")
    if text[0] in "+-":  # one place past the 2 or below the 3, in a run (§10)
        if text[1:] not in ("",) + tuple(SUITS):
            raise ValueError(f"JK={text}: write JK=-S or JK=+S (the place past the end, then the run's suit)")
        return (PLUS if text[0] == "+" else MINUS, SUITS.index(text[1:]) if text[1:] else -1)
    if text[-1] in SUITS and len(text) >= 2:
        cid = parse_natural(text)
        return (cid >> 2, cid & 3)
    return (parse_rank(text), -1)


def _canonical_play(naturals: list[int], jokers: list[tuple[int, int]]) -> Move:
    """Fill in readings the notation leaves implicit but certain (§9.2)."""
    size = len(naturals) + len(jokers)
    if not naturals or size == 1:
        if size == 1 and jokers:
            return play((), (BARE,))  # a lone joker is always plain JK
        return play(naturals, tuple(jokers))
    ranks = {c >> 2 for c in naturals}
    if len(ranks) == 1 and (len(naturals) >= 2 or size == 2
                            or all(r[0] >= 0 and (r[1] == -1 or r[0] in ranks) for r in jokers)):
        rank = next(iter(ranks))
        if all(r[0] in (-1, rank) for r in jokers):  # a suit a joker names is kept (§10.5)
            return play(naturals, tuple((rank, r[1] if r[0] == rank else -1) for r in jokers))
    if len(ranks) == len(naturals) and size >= 3:
        suit = naturals[0] & 3
        fixed = [(r[0], suit if r[1] == -1 else r[1]) if r[0] >= 0 else r for r in jokers]
        bare = sum(1 for r in fixed if r[0] < 0)
        if bare:
            covered = sorted([c >> 2 for c in naturals] + [place(r[0]) for r in fixed if r[0] >= 0])
            gaps = [x for x in range(covered[0], covered[-1] + 1) if x not in covered]
            if len(gaps) == bare:
                fixed = [r for r in fixed if r[0] >= 0] + [(g, suit) for g in gaps]
        return play(naturals, tuple(fixed))
    return play(naturals, tuple(jokers))
