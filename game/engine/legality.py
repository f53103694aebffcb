"""What may be played now, and why not: legal moves, quick checks, reasons, the timer's move.

Kept apart from ``hand.py`` (which changes state) because these only read a
hand: the list of legal moves, a fast yes/no for a plain play, a move read and
checked (a bare joker's only reading filled in), the sentence a player reads
when a move is refused, and the turn timer's fallback (§9.20).
"""
from __future__ import annotations

from bisect import bisect_left
from itertools import combinations
from typing import Iterable, Protocol, Sequence

from . import judge
from .cards import SPADE3, TEXT, Card
from .combos import LONE_JOKER, PAST_ENDS, SINGLES, plays_of
from .kinds import MoveKind, Owed
from .moves import BARE, GROUP, PASS, RUN, SINGLE, Move, NoShape, cards_move, parse_move, play
from .refusal import IllegalMove, Refusal
from .rules import Rules



class Position(Protocol):
    """What these checks read of a hand (``hand.Hand`` is one): typed here, so this module, which
    the hand calls, never imports the hand back."""

    rules: Rules
    hands: Sequence[Sequence[Card]]
    table: Move | None
    lock: int
    owed: Sequence[tuple[Owed, int, int | None]]
    to_act: int | None
    is_over: bool

    @property
    def reversed(self) -> bool: ...

    @property
    def must_play(self) -> bool: ...

    def legal_moves(self) -> list[Move]: ...


def legal_moves(h: Position) -> list[Move]:
    """Every distinct legal move for ``to_act`` (see ``Hand.legal_moves``)."""
    if h.is_over:
        return []
    held = h.hands[h.to_act]
    if h.owed:
        kind, n, _ = h.owed[0]
        n = min(n, len(held))
        sizes = range(n + 1) if kind is not Owed.RETURN and h.rules.give_discard_up_to else (n,)
        seen: dict[Move, None] = {}
        for k in sizes:
            for sub in combinations(held, k):
                seen.setdefault(cards_move(kind.move_kind, sub))
        return list(seen)
    table, rules = h.table, h.rules
    if table is None:
        leads = list(plays_of(tuple(held), rules.play_variant).all)
        return [PASS] + leads if rules.leader_may_pass and not h.must_play else leads
    rev, lock, s3, info = h.reversed, h.lock, rules.spade3, table.info
    out = [PASS]
    if info.shape is SINGLE and not lock:  # the commonest case, without building move lists
        if info.lone_joker:
            if s3 and held[0] == SPADE3:
                out.append(SINGLES[SPADE3])
            return out
        lo = info.lo  # the held cards are sorted, so those of the ranks that beat it are one slice
        out += map(SINGLES.__getitem__, held[:bisect_left(held, lo * 4)] if rev
                   else held[bisect_left(held, lo * 4 + 4):bisect_left(held, 52)])
        if held[-1] >= 52:
            out.append(LONE_JOKER)
        return out
    above, suited = rules.runs_above, rules.suited_lock
    for m in plays_of(tuple(held), rules.play_variant).bucket(info.shape, info.size):
        if judge.beats(m, table, rev, s3, above) and (not lock or judge.lock_allows(m, lock, suited)):
            out.append(m)
    return out


def resolve(h: Position, move: Move | str) -> Move:
    """Parse and check a move for ``to_act``, filling in a bare joker's only legal reading (``Hand.resolve``)."""
    if h.is_over:
        raise IllegalMove.of(Refusal.HAND_OVER)
    try:
        move = parse_move(move)
    except NoShape as exc:  # cards, but no play: why, by the shape's own code
        raise IllegalMove(str(exc), exc.code, text=str(move), **exc.params) from None
    except ValueError as exc:
        raise IllegalMove.of(Refusal.UNREADABLE, {"error": str(exc)}, text=str(move)) from None
    if move.jokers and move.kind is MoveKind.PLAY and not h.rules.suited_lock and judge.names_suit(move):
        move = judge.rank_only(move)  # a group's joker names no suit here: 9S 9H JK=9D reads as JK=9
    if quick_legal(h, move):
        return move
    legal = h.legal_moves()
    if move in legal:
        return move
    if (move.kind is MoveKind.PLAY and not h.owed
            and (not move.info.resolved or h.rules.suited_lock and judge.names_rank_only(move))):
        fits = [m for m in legal if m.kind is MoveKind.PLAY and m.cards == move.cards
                and len(m.jokers) == len(move.jokers)]
        if len(fits) == 1:
            return fits[0]
        if len(fits) > 1:
            options = tuple(str(m) for m in fits[:3])
            raise IllegalMove.of(Refusal.JOKER_AMBIGUOUS, {"options": " or ".join(options)}, options=options)
    raise explain(h, move)


def timeout_move(h: Position) -> Move:
    """What the turn timer plays for a seat that ran out of time (§9.20)."""
    if h.is_over:
        raise IllegalMove.of(Refusal.HAND_OVER)
    held = h.hands[h.to_act]
    if h.owed:
        kind, n, _ = h.owed[0]
        return cards_move(kind.move_kind, weakest(held, min(n, len(held)), h.reversed))
    if h.table is not None:
        return PASS
    return _single(weakest(held, 1, h.reversed)[0])


def quick_legal(h: Position, move: Move) -> bool:
    """Check a plain play or pass directly, without listing every legal move."""
    if h.owed:
        return False
    rules = h.rules
    if move.kind is MoveKind.PASS:
        return h.table is not None or rules.leader_may_pass and not h.must_play
    info = move.info
    if info is None or not info.resolved:
        return False
    if info.shape is GROUP and move.jokers and (
            judge.names_rank_only(move) if rules.suited_lock else judge.names_suit(move)):
        return False
    if info.shape is RUN and (info.lo < 0 or info.hi > 12) and not rules.play_variant & PAST_ENDS:
        return False
    held = h.hands[h.to_act]
    for c in move.cards:
        if c not in held:
            return False
    if info.jokers and info.jokers > sum(1 for c in held[-2:] if c >= 52):
        return False
    table = h.table
    if table is None:
        return True
    t = table.info
    return (info.shape is t.shape and info.size == t.size
            and judge.beats(move, table, h.reversed, rules.spade3, rules.runs_above)
            and (not h.lock or judge.lock_allows(move, h.lock, rules.suited_lock)))


def explain(h: Position, move: Move) -> IllegalMove:
    """Why ``move`` is not legal now, as the error to raise (its message in a player's words)."""
    seat = h.to_act
    held = h.hands[seat]
    if h.owed:
        kind, n, _ = h.owed[0]
        if move.kind is not kind.move_kind:
            return IllegalMove.of(Refusal.OWED_FIRST, kind=kind, n=min(n, len(held)))
    elif move.kind not in (MoveKind.PLAY, MoveKind.PASS):
        return IllegalMove.of(Refusal.NOTHING_OWED, kind=Owed(move.kind.value))
    if move.is_pass:
        if h.rules.leader_may_pass:
            return IllegalMove.of(Refusal.LEAD_AGAIN)
        return IllegalMove.of(Refusal.LEADER_CANNOT_PASS)
    missing = [TEXT[c] for c in move.cards if c not in held]
    if missing:
        return IllegalMove.of(Refusal.NOT_HELD, cards=" ".join(missing))
    if len(move.jokers) > sum(1 for c in held if c >= 52):
        return IllegalMove.of(Refusal.JOKERS_NOT_HELD)
    if h.owed:
        kind, n, _ = h.owed[0]
        n = min(n, len(held))
        if h.rules.give_discard_up_to and kind is not Owed.RETURN:
            return IllegalMove.of(Refusal.OWED_AT_MOST, kind=kind, n=n)
        return IllegalMove.of(Refusal.OWED_EXACTLY, kind=kind, n=n)
    if not move.info.resolved:
        return IllegalMove.of(Refusal.JOKER_UNREADABLE, move=str(move))
    rules = h.rules
    if move.info.shape is GROUP and move.jokers:
        if rules.suited_lock and judge.names_rank_only(move):
            rank = TEXT[move.cards[0]][0]
            free = next(s for s in "SHDC" if all(TEXT[c][1] != s for c in move.cards))
            return IllegalMove.of(Refusal.JOKER_NAMES_SUIT, move=str(move), reading=f"JK={rank}{free}")
    if move.info.shape is RUN and (move.info.lo < 0 or move.info.hi > 12) and not rules.play_variant & PAST_ENDS:
        return IllegalMove.of(Refusal.JOKER_PAST_ENDS, move=str(move))
    if h.table is None:
        return IllegalMove.of(Refusal.NOT_A_PLAY, move=str(move))  # every shaped play leads
    return judge.why_not(move, h.table, h.reversed, h.lock, rules.spade3, rules.runs_above,
                         rules.suited_lock) or IllegalMove.of(Refusal.ILLEGAL)


def strength(card: int, reversed_: bool) -> int:
    """Single-card strength in the order in force; jokers above all."""
    if card >= 52:
        return 99
    return 12 - (card >> 2) if reversed_ else card >> 2


def strongest(hand: Iterable[int], n: int, reversed_: bool) -> list[int]:
    """The n strongest cards, jokers first, ties spades-hearts-diamonds-clubs (§6, §9.16)."""
    return sorted(hand, key=lambda c: (-strength(c, reversed_), c & 3 if c < 52 else 0))[:n]


def weakest(hand: Iterable[int], n: int, reversed_: bool) -> list[int]:
    return sorted(hand, key=lambda c: (strength(c, reversed_), c & 3 if c < 52 else 0))[:n]


# §6: the holder of the 3D leads; if it was set aside, the next card up: 3H, 3S, 3C, 4D, ...
THREE_D_ORDER = tuple(rank * 4 + suit for rank in range(13) for suit in (2, 1, 0, 3))


def three_d_holder(hands: list[list[int]]) -> int:
    """The seat holding the 3D, or the next card up in ``THREE_D_ORDER``."""
    holder = {c: seat for seat, h in enumerate(hands) for c in h}
    return next(holder[c] for c in THREE_D_ORDER if c in holder)


def _single(card: int) -> Move:
    return play((), (BARE,)) if card >= 52 else play((card,))
