"""Personality leans shared by every strength: what a character likes to do.

Strength says how well a bot plays; personality says what it likes doing, and
it is read the same way at every strength, so a cutter cuts at the beginner's
table as at the final. Each parameter leans away from its ``steady`` value
(which leans nowhere: a steady bot plays exactly as its strength does):

- ``revolution`` > 0: play a legal revolution with that probability; < 0: avoid one.
- ``cut`` above 0.5: cut with a legal 8 on a table to beat, up to always at 1.
- ``hold`` above 0.5: in some hands (every hand from 0.9), keep a 2 or a joker
  (the control cards: 3s during a revolution, whatever a jack-back does for one
  trick) until the last ``HOLD_UNTIL`` cards, spending only those beyond
  ``KEEP`` (at 1, none), and never give or throw them away; below 0.5, spend
  one to take a trick rather than pass. (Holding every one back in every hand
  cost the hoarder 10 points of first places at medium; ``levels/README.md``
  has what the hoarder's present setting costs.)
- ``risk`` above 0.3: break a group to take a trick, now and then by choice
  and mostly rather than pass; below it, pass rather than spend a control card.
- ``noise`` is read by each strength (its whims).

A strength that searches weighs these leans by its search instead (``lean``).
Going out in one play always comes first. Draws come from generators fixed by
(seed, view), and the hoarder's mood from (seed, hand), so choices replay.
"""
from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace

from game.engine import PASS, Move, MoveKind, SeatView
from game.engine.judge import cuts, is_revolution

from .base import Personality, decision_rng
from .policy import TOP, Unit, plan, strength

HOLD_UNTIL = 3  # a hoarder lets its control cards go once this few cards are left
BREAK_BY_CHOICE = 0.6  # at the most risk, the share of tricks taken with a broken group by choice
KEEP = 1  # control cards a hoarder keeps back until then (it may spend any beyond)
NEUTRAL = {"hold": 0.5, "revolution": 0.0, "risk": 0.3, "cut": 0.5}


def leans(p: Personality) -> bool:
    """Does this personality lean anywhere at all (steady and its budget variants do not)?"""
    return (p.hold, p.revolution, p.risk, p.cut) != tuple(NEUTRAL.values())


def scale(value: float, neutral: float, full: float) -> float:
    """How far ``value`` leans from ``neutral`` toward ``full`` (0 none, 1 all the way)."""
    return max(0.0, min(1.0, (value - neutral) / (full - neutral)))


def is_control(move: Move, rev: bool) -> bool:
    """A play spending a joker or a card of the top rank in force (the 2, or the 3 in a revolution)."""
    return bool(move.jokers) or any(strength(int(c), rev) >= TOP for c in move.cards)


def hoards(p: Personality, seed: int, view: SeatView) -> bool:
    """Whether the seat holds its control cards back this hand (one mood for the whole hand)."""
    chance = scale(p.hold, 0.5, 0.9)
    if chance <= 0.0 or len(view.cards) <= HOLD_UNTIL:
        return False
    return chance >= 1.0 or random.Random(f"{seed}/hoard/{view.seat}/{view.number}").random() < chance


def styled(p: Personality, seed: int, view: SeatView, decide: Callable[[SeatView], Move]) -> Move:
    """The move a bot of this personality makes, ``decide`` being its strength's own choice."""
    legal = view.legal
    if len(legal) == 1 or not leans(p):
        return decide(view)
    if view.pending:
        if hoards(p, seed, view):  # a hoarder gives and throws away anything but its control cards
            spare = tuple(m for m in legal if not is_control(m, view.revolution))
            if spare and len(spare) < len(legal):
                view = replace(view, legal=spare)
        return decide(view)
    n = len(view.cards)
    plays = [m for m in legal if m.kind is MoveKind.PLAY]
    if any(m.size == n for m in plays):
        return decide(view)  # going out is every character's first wish
    rng = decision_rng(seed, view, "style")
    rules, rev = view.rules, view.reversed
    if p.revolution > 0:
        revs = [m for m in plays if is_revolution(m, rules)]
        if revs and rng.random() < p.revolution:
            return min(revs, key=lambda m: (len(m.jokers), m.size))
    if view.table is not None and p.cut > 0.5:
        cutting = [m for m in plays if cuts(m, rules)]
        if cutting and rng.random() < scale(p.cut, 0.5, 1.0):
            return min(cutting, key=lambda m: (len(m.jokers), m.size))
    if view.table is not None and p.risk > 0.3 and rng.random() < BREAK_BY_CHOICE * scale(p.risk, 0.3, 1.0):
        units = plan([int(c) for c in view.cards], rev)
        breaking = [m for m in plays if not is_control(m, rev) and breaks_group(units, m)]
        if breaking:
            return min(breaking, key=lambda m: strength(int(m.cards[0]), rev))
    banned = shunned(p, seed, view, plays, p.revolution < 0 and rng.random() < -p.revolution)
    allowed = [m for m in legal if m not in banned]
    if banned and (view.table is not None or any(m.kind is MoveKind.PLAY for m in allowed)):
        view = replace(view, legal=tuple(allowed))
        plays = [m for m in plays if m not in banned]
    move = decide(view)
    if view.table is None:
        return move
    if move.kind is MoveKind.PASS:
        if p.risk > 0.3 and rng.random() < scale(p.risk, 0.3, 1.0):
            breaking = [m for m in plays if not is_control(m, rev)]
            if breaking:
                return min(breaking, key=lambda m: strength(int(m.cards[0]), rev))
        if p.hold < 0.5 and rng.random() < scale(p.hold, 0.5, 0.0):
            spend = [m for m in plays if is_control(m, rev)]
            if spend:
                return min(spend, key=lambda m: (len(m.jokers), m.size))
    elif p.risk < 0.3 and is_control(move, rev) and PASS in view.legal \
            and rng.random() < scale(p.risk, 0.3, 0.0):
        return PASS
    return move


def shunned(p: Personality, seed: int, view: SeatView, plays: list[Move], shun_revolution: bool) -> set[Move]:
    """The plays a character would rather not make: the revolutions it shuns this turn, and the
    control cards a hoarder keeps back (``KEEP`` of them, every one at a hold of 1). A jack-back
    passes; the hoard stays."""
    banned: set[Move] = set()
    if shun_revolution:
        banned.update(m for m in plays if is_revolution(m, view.rules))
    if hoards(p, seed, view):
        held = controls(view.cards, view.revolution)
        keep = held if p.hold >= 1.0 else KEEP
        banned.update(m for m in plays if is_control(m, view.revolution)
                      and held - controls(m.cards, view.revolution) - len(m.jokers) < keep)
    return banned


def controls(cards, rev: bool) -> int:
    """How many control cards (jokers, the top rank in force) are among ``cards`` (a play's
    ``cards`` leave its jokers out: they are counted apart)."""
    return sum(1 for c in cards if strength(int(c), rev) >= TOP)


def breaks_group(units: list[Unit], move: Move) -> bool:
    """Does this play take part of a planned pair, triple or run (``plan``) without the whole of it?"""
    used = {int(c) for c in move.cards}
    return any(len(u) > 1 and used & set(u) and not set(u) <= used for u in units)
