"""Reading the moves seen this hand: what a pass, a play or a lead says about the seat's cards.

A seat that plays economically (the medium bot, a careful person) passes only
when no planned unit of the table's shape beats it below the top rank (none at
all, jokers included, when another seat is near out), answers with
its cheapest such unit, and leads its weakest. So a guess giving a passer a
beating unit, or an answerer a cheaper one, is unlikely
(``sampling.sample_read`` prefers and mends guesses that fit), and a leader
holds nothing weaker than its lead (``lead_floors``, which the deal obeys).
What a move means depends on the rules in force *at that move*: the order (revolutions,
jack-back), the suit lock, how runs beat runs (``run_beats``), whether the
table was empty (``leader_may_pass``) or the passer's own play
(``last_player_answers``). Rather than re-derive those, the public history is
replayed through the engine itself on stand-in cards (``replay``): each seat
holds what it played plus as many other cards as it still holds, so every
play is legal again and the table, order and lock before each pass are the
real ones.
"""
from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import NamedTuple

from game.engine import Hand, IllegalMove, Move, SeatView
from game.engine.determinize import unseen
from game.engine.cards import SPADE3
from game.engine.judge import beats, is_revolution, lock_allows
from game.engine.moves import Shape

from .policy import JOKER, TOP, Unit, move_strength, natural_play, plan, rank_strength

MAX_READS = 10  # passes read per seat, and as many plays on a table
FALLEN_CARDS = 27  # stand-ins for a seat that fell from grace: more than any seat holds


class PassRead(NamedTuple):
    """One answer to a play (a pass, or a play on it), with the state it was made in."""

    seat: int
    later: tuple[int, ...]  # naturals the seat played from then on (it held them then)
    table: Move  # the play it answered
    reversed: bool  # the order in force at the answer
    lock: int  # the suit lock in force at the answer (a suit mask)
    below: int = TOP  # no whole unit beating the table below this strength (a pass: below the top
    # rank, or at all when another seat was near out, ``JOKER``: then no lone joker on a single either)
    answer: bool = False  # a play on the table, not a pass


def start_revolution(view: SeatView) -> bool:
    """The order in force when the hand began (and the tax was paid): now's, undone by the
    revolutions played since."""
    flips = sum(is_revolution(m, view.rules) for _, m in view.history if m.info is not None)
    return view.revolution ^ view.pending_revolution ^ bool(flips & 1)


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
    for seat, m in hist:
        if m.info is not None:
            played.setdefault(seat, []).extend([int(c) for c in m.cards] + [52] * len(m.jokers))
    joker_ids = iter(range(52, 60))
    hands = []
    for seat in range(view.seats):
        now = [int(c) for c in view.cards] if seat == view.seat else list(others.get(seat, ()))
        if seat == view.fallen:  # its cards went to the discard when it fell: stand-ins until then
            now = [c for c in range(52) if c not in played.get(seat, ())][:FALLEN_CARDS]
        hands.append([c if c < 52 else next(joker_ids) for c in now + played.get(seat, [])])
    h = Hand(view.rules, hands, leader=hist[0][0], number=view.number, order=view.order,
             revolution=start_revolution(view), millionaire=view.millionaire, record=False)
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


# seat, move; then before it: the table, its owner, the order, the lock, and whether another seat was near out
Step = tuple[int, Move, "Move | None", "int | None", bool, int, bool]


def public_steps(view: SeatView) -> list[Step] | None:
    """The hand's history with the state each move was made in, replayed once per decision
    for every read; None under seven-give or ten-discard (hands change unseen) or when
    the replay does not match the view."""
    r = view.rules
    if r.seven_give or r.ten_discard:
        return None
    try:
        return [(seat, m, h.table, h.table_seat, h.reversed, h.lock,
                 any(len(h.hands[s]) <= 2 for s in h.active if s != seat))
                for seat, m, h in replay(view, stand_ins(view))]
    except IllegalMove:
        return None


def pass_reads(view: SeatView, steps: list[Step] | None = None) -> list[PassRead]:
    """The latest few passes and plays on a table per other seat still in, each with the state
    it was made in (``steps``: ``public_steps``, when the caller has it already).

    Not read: a pass on an empty table (nothing to beat), a move on the seat's
    own play (it leads next anyway), a play with jokers, a revolution or one on
    a lone joker (a bold or forced answer), a play of the weakest rank (nothing
    is cheaper), and nothing at all under seven-give or ten-discard or when the
    replay does not match the view.
    """
    if not view.history:
        return []
    steps = public_steps(view) if steps is None else steps
    if not steps:
        return []
    out: list[PassRead] = []
    hist, rules = view.history, view.rules
    for i, (seat, m, table, owner, rev, lock, threat) in enumerate(steps):
        if table is None or owner == seat or seat == view.seat or seat not in view.active:
            continue
        if m.is_pass:  # near the end of the hand a careful player spends its top cards and jokers too
            own = _own_moves(hist, i + 1, seat)
            later = _naturals(own)
            near = threat and not any(mv.jokers for mv in own)  # a joker played since: it held one back
            out.append(PassRead(seat, later, table, rev, lock, JOKER if near else TOP))
        elif not m.jokers and not table.info.lone_joker and not is_revolution(m, rules):
            below = move_strength(m, rev)
            if below > 0:
                later = _naturals(_own_moves(hist, i, seat))
                out.append(PassRead(seat, later, table, rev, lock, below, answer=True))
    kept: list[PassRead] = []
    per_seat: dict[tuple[int, bool], int] = {}
    for read in reversed(out):  # the latest few per seat and kind: older ones cost time and say less
        key = (read.seat, read.answer)
        if per_seat.get(key, 0) < MAX_READS:
            per_seat[key] = per_seat.get(key, 0) + 1
            kept.append(read)
    return kept


def _own_moves(hist, start: int, seat: int) -> list[Move]:
    """The seat's moves from history step ``start`` on."""
    return [mv for s, mv in hist[start:] if s == seat]


def _naturals(moves: list[Move]) -> tuple[int, ...]:
    """The natural cards these moves played (the seat held them before)."""
    return tuple(int(c) for mv in moves for c in mv.cards)


ALL_RANKS = (1 << 13) - 1


def lead_floors(view: SeatView, steps: list[Step] | None = None) -> dict[int, int]:
    """Per other seat still in: the ranks its unseen cards may be of (a mask), read from its leads.

    An economical player leads its weakest unit (the medium bot's habit, and a
    careful person's), so when it led a play of strength s every natural card it
    held was at least s in the order then in force. A seat that has played a
    card below one of its own leads since is no such player, and is not read;
    a lead of jokers or a revolution (a bold player's lead) says nothing.
    Nothing is read where ``public_steps`` reads nothing.
    """
    if not view.history:
        return {}
    steps = public_steps(view) if steps is None else steps
    if not steps:
        return {}
    hist, rules = view.history, view.rules
    floors: dict[int, int] = {}
    spoiled: set[int] = set()
    for i, (seat, m, table, _, rev, _, _) in enumerate(steps):
        if (table is not None or m.info is None or m.jokers or seat == view.seat or seat not in view.active
                or seat in spoiled or is_revolution(m, rules)):
            continue
        floor = move_strength(m, rev)
        if any(rank_strength(c >> 2, rev) < floor for c in _naturals(_own_moves(hist, i + 1, seat))):
            spoiled.add(seat)
            continue
        mask = sum(1 << r for r in range(13) if rank_strength(r, rev) >= floor)
        floors[seat] = floors.get(seat, ALL_RANKS) & mask
    return {seat: mask for seat, mask in floors.items() if seat not in spoiled}


def violations(hidden: dict[int, list[int]], reads: Sequence[PassRead | ReadCheck], view_rules) -> int:
    """How many reads this guess contradicts (a cheaper beating unit the seat would have played)."""
    return sum(1 for check in read_checks(reads, view_rules) if check(hidden.get(check.seat, ())) is not None)


def contradiction(held: Sequence[int], read: PassRead, rules) -> tuple[int, ...] | None:
    """None if cards ``held`` now fit the read; else those of them that break it: the held part
    of the cheaper beating unit, or the joker (empty when the seat's own later plays break it)."""
    return ReadCheck(read, rules)(held)


Plans = dict[tuple[tuple[int, ...], bool], list[Unit]]  # planned hands by (sorted naturals, order reversed)


def read_checks(reads: Sequence[PassRead | ReadCheck], rules) -> list[ReadCheck]:
    """The reads ready to check many guesses against (those already made ready kept as they
    are); the new ones share one table of planned hands."""
    plans: Plans = {}
    return [r if isinstance(r, ReadCheck) else ReadCheck(r, rules, plans) for r in reads]


def hand_key(held: Sequence[int]) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """A hand as ``ReadCheck.judge`` takes it: its jokers as held, its natural cards sorted."""
    return tuple(c for c in held if c >= 52), tuple(sorted(c for c in held if c < 52))


class ReadCheck:
    """One read made ready to judge many guesses (``contradiction``), as a decision's sampling does.

    What depends on the read alone (which ranks could answer the table below
    ``below``, what the seat's later plays add) is worked out once, and the
    answer for a hand is remembered, as is the plan of a hand (shared by the
    reads made ready together): a decision checks the same hand of a seat
    against the same read again and again (guesses near the end of a hand
    repeat, and mending swaps come back to hands already judged). Guessing took
    more than half of a search's time before.
    """

    __slots__ = ("seat", "read", "rules", "joker_breaks", "always", "lone_joker", "ranks", "size",
                 "later_count", "later_answers", "seen", "plans")

    def __init__(self, read: PassRead, rules, plans: Plans | None = None) -> None:
        t, rev = read.table.info, read.reversed
        self.seat, self.read, self.rules = read.seat, read, rules
        self.joker_breaks = read.below > TOP and t.shape is Shape.SINGLE and not t.lone_joker
        self.always = t.shape is Shape.RUN or t.joker_group  # runs always plan
        self.lone_joker = t.lone_joker
        floor = rank_strength(t.lo, rev)
        self.ranks = [floor < rank_strength(r, rev) < read.below for r in range(13)]
        self.size = t.size
        count = [0] * 13
        for c in read.later:
            count[c >> 2] += 1
        self.later_count = count
        self.later_answers = any(n >= t.size and ok for n, ok in zip(count, self.ranks))
        self.seen: dict[tuple[int, ...], tuple[int, ...] | None] = {}
        self.plans = {} if plans is None else plans

    def __call__(self, held: Sequence[int]) -> tuple[int, ...] | None:
        return self.judge(*hand_key(held))

    def judge(self, jokers: tuple[int, ...], naturals: tuple[int, ...]) -> tuple[int, ...] | None:
        """``__call__`` on a hand already split by ``hand_key`` (once for all of a seat's reads)."""
        if self.joker_breaks and jokers:
            return jokers[:1]  # it would have answered with the joker
        seen = self.seen
        if naturals in seen:
            return seen[naturals]
        found = self._unit(naturals) if self._may_answer(naturals) else None
        seen[naturals] = found
        return found

    def _may_answer(self, naturals: tuple[int, ...]) -> bool:
        """False when no single or group of these cards (with the later plays) could beat the
        table below ``below``: a quick necessary condition, so most guesses skip planning the hand."""
        if self.always:
            return True
        if self.lone_joker:
            return SPADE3 in naturals or SPADE3 in self.read.later
        if self.later_answers:
            return True
        ranks, size = self.ranks, self.size
        count = list(self.later_count)
        for c in naturals:
            r = c >> 2
            if ranks[r]:
                count[r] += 1
                if count[r] >= size:
                    return True
        return False

    def _unit(self, naturals: tuple[int, ...]) -> tuple[int, ...] | None:
        """The held part of the cheapest planned unit that would have beaten the table, if any."""
        read, rules = self.read, self.rules
        later, table, rev, lock, below = read.later, read.table, read.reversed, read.lock, read.below
        t = table.info
        run = t.shape is Shape.RUN
        key = (tuple(sorted(naturals + later)), rev)
        units = self.plans.get(key)
        if units is None:
            units = self.plans[key] = plan(key[0], rev)
        for u in units:
            if len(u) != t.size or (u[0] >> 2 != u[-1] >> 2) != run:
                continue  # not the table's shape (a planned unit of one rank is a group, of several a run)
            m = natural_play(u)
            if (m.info.shape is t.shape and move_strength(m, rev) < below
                    and beats(m, table, rev, rules.spade3, rules.runs_above)
                    and (not lock or lock_allows(m, lock, rules.suited_lock))):
                return tuple(c for c in u if c not in later)
        return None
