"""The hint: what the advanced bot would play for a human's seat, and why in one line.

The reason is worded from the hand's shape (what the move keeps together,
what it spends, what it sets up), not from search numbers, because "keeps your
pair of Ks" is something a player can check and learn from.
"""
from __future__ import annotations

from game.engine import Move, MoveKind, SeatView
from game.engine.judge import cuts, describe, is_revolution
from game.engine.moves import play

from .advanced import AdvancedBot
from .base import personality
from .policy import TOP, Unit, move_strength, plan

HINT_BUDGET = 4000
CHEAP = 7  # a play weaker than a 10 (in the order in force) is "a cheap play"; a king or an ace is not


def hint(view: SeatView, budget: int = HINT_BUDGET, seed: int = 0) -> tuple[Move, str]:
    """The suggested move for ``view``'s seat (it must be that seat's turn) and a one-line reason."""
    if not view.legal:
        raise ValueError("no hint: it is not this seat's turn")
    bot = AdvancedBot(personality("steady").with_changes(budget=budget), seed)
    move = bot.choose(view)
    return move, reason(view, move)


def _your(unit: Unit) -> str:
    return "your " + describe(play(unit)).removeprefix("the ")


def _kept(view: SeatView, used: set[int]) -> str | None:
    """The best thing the hand still holds after the move: a group or run, else a control card."""
    rev = view.reversed
    rest = [int(c) for c in view.cards if int(c) not in used]
    units = plan(rest, rev)
    groups = [u for u in units if len(u) > 1]
    if groups:
        return _your(max(groups, key=lambda u: (len(u), move_strength(play(u), rev))))
    if any(c >= 52 for c in rest) and len(rest) > 1:
        return "your joker"
    tops = [u for u in units if move_strength(play(u), rev) >= TOP]
    return _your(tops[0]) if tops else None


def reason(view: SeatView, move: Move) -> str:
    rev = view.reversed
    if move.kind in (MoveKind.GIVE, MoveKind.DISCARD, MoveKind.RETURN):
        verb = {"give": "gives away", "discard": "throws away", "return": "returns"}[move.kind.value]
        kept = _kept(view, {int(c) for c in move.cards})
        what = str(move).split(" ", 1)[-1] if move.size else "nothing"
        text = f"{verb} {what}, {'a card' if move.size == 1 else 'cards'} you can spare"
        return text + (f", and keeps {kept}" if kept else "")
    if move.kind is MoveKind.PASS:
        plays = [m for m in view.legal if m.kind is MoveKind.PLAY]
        if not plays:
            return f"nothing you hold beats {describe(view.table)}"
        cheapest = min(plays, key=lambda m: move_strength(m, rev))
        if cheapest.jokers or move_strength(cheapest, rev) >= TOP:
            return f"save your strong cards: {describe(cheapest)} is worth more later"
        units = plan([int(c) for c in view.cards], rev)
        broken = next((u for u in units if len(u) > 1 and set(cheapest.cards) & set(u)), None)
        if broken is not None:
            return f"passing keeps {_your(broken)} together"
        return "let this trick go: your answers are better spent leading later"
    n_cards = len(view.cards)
    if move.size == n_cards:
        return f"{describe(move)} plays out your last cards"
    if is_revolution(move, view.rules):
        when = "at once" if view.rules.revolution_timing == "immediate" else "when the table clears"
        return f"{describe(move)} starts a revolution: the order flips {when}, so low cards become strong"
    if cuts(move, view.rules):
        return f"{describe(move)} clears the table so you lead again"
    kept = _kept(view, {int(c) for c in move.cards})
    threat = [s for s in view.active if s != view.seat and view.counts[s] <= 2]
    if move.jokers or move_strength(move, rev) >= TOP:
        if threat:
            return f"seat {threat[0]} is nearly out: {describe(move)} stops them"
        return f"{describe(move)} should win the trick so you lead next"
    units = plan([int(c) for c in view.cards], rev)
    if view.table is None and len(units) > 1 and move_strength(move, rev) >= max(
            move_strength(play(u), rev) for u in units):
        return f"{describe(move)} should win the trick, then you lead your weaker cards"
    lead = "leads" if view.table is None else "answers with"
    used = set(move.cards)
    broken = next((u for u in units if len(u) > 1 and used & set(u) and not set(u) <= used), None)
    if broken is not None:
        text = f"{lead} {describe(move)}, breaking {_your(broken)}"
    else:
        cheap = move_strength(move, rev) < CHEAP
        tail = f" and keeps {kept}" if kept else ""
        text = f"{lead} {describe(move)}{', a cheap play' if cheap and tail else ''}{tail}"
    if threat:
        held = view.counts[threat[0]]
        text += f"; careful, seat {threat[0]} has only {held} card{'s' if held > 1 else ''} left"
    return text
