"""Reading the passes seen this hand: what a pass says about the passer's cards.

A seat that plays like the medium bot passes only when no planned unit of the
table's shape beats it below the top rank, so a guess giving it one is
unlikely (``sampling.sample_read`` prefers guesses that fit). What a pass
means depends on the rules in force *at that pass*: the order (revolutions,
jack-back), the suit lock, how runs beat runs (``run_beats``), whether the
table was empty (``leader_may_pass``) or the passer's own play
(``last_player_answers``). Rather than re-derive those, the public history is
replayed through the engine itself on stand-in cards (``replay``): each seat
holds what it played plus as many other cards as it still holds, so every
play is legal again and the table, order and lock before each pass are the
real ones.
"""
from __future__ import annotations

from collections.abc import Iterator
from typing import NamedTuple

from game.engine import Hand, Move, SeatView
from game.engine.determinize import unseen
from game.engine.cards import SPADE3
from game.engine.judge import IllegalMove, beats, is_revolution, lock_allows
from game.engine.moves import Shape

from .policy import TOP, move_strength, natural_play, plan, rank_strength

MAX_READS = 3  # passes read per seat
FALLEN_CARDS = 27  # stand-ins for a seat that fell from grace: more than any seat holds


class PassRead(NamedTuple):
    """One pass on a play, with the state it was made in."""

    seat: int
    later: tuple[int, ...]  # naturals the seat played after the pass (it held them then)
    table: Move  # the play it passed on
    reversed: bool  # the order in force at the pass
    lock: int  # the suit lock in force at the pass (a suit mask)


def replay(view: SeatView, others: dict[int, list[int]]) -> Iterator[tuple[int, Move, Hand]]:
    """The hand's public history again, as (seat, move, hand just before the move).

    ``others`` holds stand-in cards for the other seats (any guess of the right
    sizes). Raises ``IllegalMove`` if the history cannot be replayed (a view
    rebuilt from outside, such as a contest client, that this replay does not
    match); gives and discards are not in the history, so those rules are not replayed.
    """
    hist = view.history
    if not hist:
        return
    played: dict[int, list[int]] = {}
    flips = 0
    for seat, m in hist:
        if m.info is not None:
            played.setdefault(seat, []).extend([int(c) for c in m.cards] + [52] * len(m.jokers))
            flips += is_revolution(m, view.rules)
    joker_ids = iter(range(52, 60))
    hands = []
    for seat in range(view.seats):
        now = [int(c) for c in view.cards] if seat == view.seat else list(others.get(seat, ()))
        if seat == view.fallen:  # its cards went to the discard when it fell: stand-ins until then
            now = [c for c in range(52) if c not in played.get(seat, ())][:FALLEN_CARDS]
        hands.append([c if c < 52 else next(joker_ids) for c in now + played.get(seat, [])])
    start_rev = view.revolution ^ view.pending_revolution ^ bool(flips & 1)
    h = Hand(view.rules, hands, leader=hist[0][0], number=view.number, order=view.order,
             revolution=start_rev, millionaire=view.millionaire)
    for seat, m in hist:
        if h.to_act != seat:
            raise IllegalMove(f"the replay has seat {h.to_act} to act, the history seat {seat}")
        yield seat, m, h
        h.apply(m)


def stand_ins(view: SeatView) -> dict[int, list[int]]:
    """Unseen cards dealt out in order, as many to each other seat as it holds (for ``replay``)."""
    pool = unseen(view)
    out: dict[int, list[int]] = {}
    for seat in range(view.seats):
        if seat != view.seat:
            out[seat], pool = pool[:view.counts[seat]], pool[view.counts[seat]:]
    return out


def pass_reads(view: SeatView) -> list[PassRead]:
    """The latest few passes per other seat still in, each with the state it was made in.

    Not read: a pass on an empty table (nothing to beat), a pass on the passer's
    own play (it leads next anyway), and nothing at all under seven-give or
    ten-discard (hands change unseen) or when the replay does not match the view.
    """
    r = view.rules
    if r.seven_give or r.ten_discard or not view.history:
        return []
    out: list[PassRead] = []
    try:
        steps = list((seat, m, h.table, h.table_seat, h.reversed, h.lock)
                     for seat, m, h in replay(view, stand_ins(view)))
    except IllegalMove:
        return []
    hist = view.history
    for i, (seat, m, table, owner, rev, lock) in enumerate(steps):
        if not m.is_pass or table is None or owner == seat or seat == view.seat or seat not in view.active:
            continue
        later = tuple(int(c) for s, mv in hist[i + 1:] if s == seat for c in mv.cards)
        out.append(PassRead(seat, later, table, rev, lock))
    kept: list[PassRead] = []
    per_seat: dict[int, int] = {}
    for read in reversed(out):  # the latest few per seat: older ones cost time and say less
        if per_seat.get(read.seat, 0) < MAX_READS:
            per_seat[read.seat] = per_seat.get(read.seat, 0) + 1
            kept.append(read)
    return kept


def violations(hidden: dict[int, list[int]], reads: list[PassRead], view_rules) -> int:
    """How many read passes this guess contradicts (a cheap beating unit it would have played)."""
    spade3, above, suited = view_rules.spade3, view_rules.runs_above, view_rules.suited_lock
    bad = 0
    for seat, later, table, rev, lock in reads:
        t = table.info
        cards = [c for c in hidden.get(seat, ()) if c < 52] + list(later)
        if not _may_answer(cards, t, rev):
            continue
        run = t.shape is Shape.RUN
        for u in plan(sorted(cards), rev):  # uncached: a guessed hand is seen once
            if len(u) != t.size or (u[0] >> 2 != u[-1] >> 2) != run:
                continue  # not the table's shape (a planned unit of one rank is a group, of several a run)
            m = natural_play(u)
            if (m.info.shape is t.shape and move_strength(m, rev) < TOP
                    and beats(m, table, rev, spade3, above) and (not lock or lock_allows(m, lock, suited))):
                bad += 1
                break
    return bad


def _may_answer(cards: list[int], t, rev: bool) -> bool:
    """False when no single or group of these cards could beat the table below the top rank:
    a quick necessary condition, so most guesses skip planning the hand (runs always plan)."""
    if t.shape is Shape.RUN or t.joker_group:
        return True
    if t.lone_joker:
        return SPADE3 in cards
    floor = rank_strength(t.lo, rev)
    count = [0] * 13
    for c in cards:
        r = c >> 2
        if floor < rank_strength(r, rev) < TOP:
            count[r] += 1
            if count[r] >= t.size:
                return True
    return False
