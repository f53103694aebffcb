"""What may be played now, and why not: legal moves, quick checks, reasons, the timer's move.

Kept apart from ``hand.py`` (which changes state) because these only read a
hand: the list of legal moves, a fast yes/no for a plain play, the sentence a
player reads when a move is refused, and the turn timer's fallback (§9.20).
"""
from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING, Iterable

from . import judge
from .cards import SPADE3, TEXT
from .combos import LONE_JOKER, SINGLES, plays_of
from .judge import IllegalMove
from .moves import BARE, PASS, Move, MoveKind, Shape, cards_move, play

if TYPE_CHECKING:
    from .hand import Hand


def legal_moves(h: "Hand") -> list[Move]:
    """Every distinct legal move for ``to_act`` (see ``Hand.legal_moves``)."""
    if h.is_over:
        return []
    held = h.hands[h.to_act]
    if h.owed:
        kind, n, _ = h.owed[0]
        n = min(n, len(held))
        sizes = range(n + 1) if kind != "return" and h.rules.give_discard_up_to else (n,)
        seen: dict[Move, None] = {}
        for k in sizes:
            for sub in combinations(held, k):
                seen.setdefault(cards_move(MoveKind(kind), sub))
        return list(seen)
    table = h.table
    if table is None:
        return list(plays_of(tuple(held)).all)
    rev, lock, s3, info = h.reversed, h.lock, h.rules.spade3, table.info
    out = [PASS]
    if info.shape is Shape.SINGLE and not lock:  # the commonest case, without building move lists
        if info.lone_joker:
            if s3 and held[0] == SPADE3:
                out.append(SINGLES[SPADE3])
            return out
        lo = info.lo
        out += [SINGLES[c] for c in held if (c >> 2 < lo if rev else lo < c >> 2 < 13)]
        if held[-1] >= 52:
            out.append(LONE_JOKER)
        return out
    for m in plays_of(tuple(held)).bucket(info.shape, info.size):
        if judge.beats(m, table, rev, s3) and (not lock or judge.lock_allows(m, lock)):
            out.append(m)
    return out


def timeout_move(h: "Hand") -> Move:
    """What the turn timer plays for a seat that ran out of time (§9.20)."""
    if h.is_over:
        raise IllegalMove("the hand is over", "hand_over")
    held = h.hands[h.to_act]
    if h.owed:
        kind, n, _ = h.owed[0]
        return cards_move(MoveKind(kind), weakest(held, min(n, len(held)), h.reversed))
    if h.table is not None:
        return PASS
    return _single(weakest(held, 1, h.reversed)[0])


def quick_legal(h: "Hand", move: Move) -> bool:
    """Check a plain play or pass directly, without listing every legal move."""
    if h.owed:
        return False
    if move.kind is MoveKind.PASS:
        return h.table is not None
    info = move.info
    if info is None or not info.resolved:
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
            and judge.beats(move, table, h.reversed, h.rules.spade3)
            and (not h.lock or judge.lock_allows(move, h.lock)))


def explain(h: "Hand", move: Move) -> IllegalMove:
    """Why ``move`` is not legal now, as the error to raise (its message in a player's words)."""
    seat = h.to_act
    held = h.hands[seat]
    if h.owed:
        kind, n, to = h.owed[0]
        n = min(n, len(held))
        if move.kind.value != kind:
            target = {"give": " to the next player", "return": " for the tax"}.get(kind, "")
            return IllegalMove(f"first {kind} {n} card{'s' * (n != 1)}{target}", "owed_first", kind=kind, n=n)
    elif move.kind not in (MoveKind.PLAY, MoveKind.PASS):
        return IllegalMove(f"nothing to {move.kind.value} now: play or pass", "nothing_owed", kind=move.kind.value)
    if move.is_pass:
        return IllegalMove("you lead: a leader cannot pass", "leader_cannot_pass")
    missing = [TEXT[c] for c in move.cards if c not in held]
    if missing:
        return IllegalMove(f"you do not hold {' '.join(missing)}", "not_held", cards=" ".join(missing))
    if len(move.jokers) > sum(1 for c in held if c >= 52):
        return IllegalMove("you do not hold that many jokers", "jokers_not_held")
    if h.owed:
        kind, n, _ = h.owed[0]
        n = min(n, len(held))
        if h.rules.give_discard_up_to and kind != "return":
            return IllegalMove(f"{kind} at most {n} card{'s' * (n != 1)}", "owed_at_most", kind=kind, n=n)
        return IllegalMove(f"{kind} exactly {n} card{'s' * (n != 1)}", "owed_exactly", kind=kind, n=n)
    if not move.info.resolved:
        return IllegalMove(f"no reading of the joker makes {move} a legal play here", "joker_unreadable",
                           move=str(move))
    if h.table is None:
        return IllegalMove(f"{move} is not a play", "not_a_play", move=str(move))  # every shaped play leads
    return judge.why_not(move, h.table, h.reversed, h.lock, h.rules.spade3) or IllegalMove("not legal now")


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


def _single(card: int) -> Move:
    return play((), (BARE,)) if card >= 52 else play((card,))
