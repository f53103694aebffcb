"""The advanced bot: determinized Monte Carlo search over the sensible candidate moves.

For each sample it deals the unseen cards to the other seats consistently with
what it saw (``sampling``), rebuilds a full hand (``Hand.from_view``),
and plays every candidate out with a general policy (``general_move``: the
medium bot's shape sense, now and then bolder, so the search does not assume
every rival is the careful medium habit; ``model_move``, that habit exactly, stays
for comparison) until its own finishing place is known. Guesses are drawn a
few at a time and the one that best fits what the others did is kept, then
mended by a short walk of card swaps (``sampling.sample_read``, ``reads``):
a seat that passed had no cheap whole unit beating the table, one that
played on it no cheaper one, judged by the rules in force at the time; and
a seat that led held nothing weaker than its lead (``reads.lead_floors``).
At most ``GUESSES`` guesses are drawn (in proportion to the budget); a
search that wants more samples (short playouts near the end) plays them
again with new playout streams. All
candidates share each sample and the playout's random stream, so their
differences come from the move, not from the luck of the guess. The root
halves its field (successive halving): after each share of the budget the
weaker half of the candidates is dropped, so most playouts go to the moves
still in contention, and the choice is made among the last ones standing.
Small two-seat endgames are solved exactly on each guess (``endgame``).
With budget to spare (``leads.LEAD_BUDGET``: the deep rival) the seat's own
leads in each playout are searched too, by their own statistics per lead
position, instead of left to the policy (``leads``).
Each guess is one hand that keeps no record (``Hand(record=False)``: the
table's own rules, without events or history), every candidate starts from a
copy of it and every move is pushed as the legal move it is (``Hand.push``). A place is worth
its points and, for first, the tax it collects next hand (``place_values``).
The search is bounded by a budget of work units (moves played in playouts,
positions visited in solves), never by the clock,
so it is deterministic and testable; the medium heuristic answers when the
budget is zero. A personality leans the searched choice: its signature
moves are searched too and made only where the search rates them close to
its best (``lean``), unless the habit is at its full value, a promise (a boss's, or the
gambler's risk: ``lean.promises``); steady and the budgets play the search's choice.
"""
from __future__ import annotations

import math
import random
from collections.abc import Callable
from itertools import combinations

from game.engine import Hand, Move, MoveKind, Rules, SeatView
from game.engine.judge import cuts, is_revolution
from game.engine.moves import cards_move

from .base import Personality, decision_rng, personality
from .endgame import SOLVE_NODES, TooBig, place_of, solvable, solve
from .leads import LEAD_BUDGET, Leads
from .lean import promises, searched_lean
from .medium import medium_move
from .policy import general_move, model_move, move_strength, plan, shed_choice, shed_cost, strength
from .reads import lead_floors, pass_reads, public_steps, read_checks
from .sampling import Guesser, sample_read
from .style import leans, styled

MAX_CANDIDATES = 8
SHED_SPARE = 2  # cheap cards beyond the count owed whose combinations a give/return tries
PLAYOUT_EPS = 0.02  # a few random moves in playouts keep the guesses from being too tidy
SOLVE = True  # solve small two-seat endgames exactly (``endgame``) instead of playing them out
READ_TRIES = 4  # guesses drawn per sample to find one that fits the reads (0: no reading)
REPAIR = 30  # card swaps that mend a guess toward the reads (``sampling.repair``)
LEAD_FLOORS = True  # deal each seat only cards its leads allow (``reads.lead_floors``)
GUESSES = 64  # guesses drawn per decision at the default budget, more or fewer in proportion to the budget
DEFAULT_BUDGET = Personality().budget


class AdvancedBot:
    name = "advanced"

    def __init__(self, persona: Personality | None = None, seed: int = 0) -> None:
        self.persona = persona or personality("steady")
        self.seed = seed
        self.work = 0  # work units spent on the last decision
        self.samples = 0  # samples completed on the last decision
        self.behind: dict[Move, float] = {}  # the last search's candidates: utility below its best (``evaluate``)

    def choose(self, view: SeatView) -> Move:
        self.work = self.samples = 0  # a lean may answer without searching
        if leans(self.persona) and not promises(self.persona) and len(view.legal) > 1:  # weighed by the search
            return searched_lean(self.persona, self.seed, view, self._rated)
        return styled(self.persona, self.seed, view, lambda v: self.evaluate(v)[0][0])

    def _rated(self, view: SeatView, extra: list[Move]) -> list[tuple[Move, float]]:
        """Candidates (with ``extra``, the character's wishes) best first, each with how far below
        the best the search rates it (``behind``)."""
        ranked = self.evaluate(view, extra=extra)
        return [(m, self.behind.get(m, 0.0)) for m, _ in ranked]

    def evaluate(self, view: SeatView, watch: Watch | None = None,
                 extra: list[Move] | tuple = ()) -> list[tuple[Move, float]]:
        """Candidates with their estimated utility, best first: those the halving kept, by
        utility, then the dropped ones, the last dropped first. ``extra`` moves are searched too.

        Counters are local until the end so a worker thread searching with
        this bot never shares a half-spent budget with another search.
        ``watch`` is told of every playout (the hint's figures: ``hint.advise``); it changes nothing searched.
        Sets ``behind``: each candidate's utility below the best's on the guesses both were
        played on (a dropped candidate's mean is of the earlier guesses only, so its own
        utility is no fair match for the best's over them all).
        """
        self.work = self.samples = 0
        self.behind = {}
        legal = view.legal
        if len(legal) == 1:
            return [(legal[0], 0.0)]
        rng = decision_rng(self.seed, view, self.name)
        cands = candidates(view)
        seen = {_wish_key(m, view.rules.suit_lock) for m in cands}
        for m in extra:  # each wish searched once, unless a candidate already plays it alike
            key = _wish_key(m, view.rules.suit_lock)
            if m in legal and key not in seen:
                seen.add(key)
                cands.append(m)
        if len(cands) == 1:
            return [(cands[0], 0.0)]
        noise = self.persona.noise
        bias = [rng.gauss(0.0, 0.08 * noise) if noise else 0.0 for _ in cands]  # whims, in utility units
        total = [0.0] * len(cands)
        count = [0] * len(cands)
        alive = list(range(len(cands)))
        dropped: dict[int, int] = {}  # candidate -> the halving that dropped it
        then: list[tuple[list[float], list[int]]] = []  # (totals, counts) at each halving
        cut = 0  # halvings made so far
        budget, work, samples = self.persona.budget, 0, 0
        seat, values = view.seat, place_values(view.rules, view.seats)
        guess = guess_source(view)
        leads = Leads(seat, values) if budget >= LEAD_BUDGET else None
        step = budget / max(1, math.ceil(math.log2(len(cands))))  # one halving per share of the budget
        next_cut = step
        most = max(8, GUESSES * budget // DEFAULT_BUDGET)  # then a sample plays a guess again
        guesses: list[tuple[Hand, dict]] = []  # (hand, endgame positions solved on it)
        drawn: dict[tuple, tuple[Hand, dict]] = {}  # the same by the cards dealt
        while work < budget:
            if len(guesses) < most:
                hidden = guess(rng)
                key = tuple(tuple(sorted(hidden[s])) for s in sorted(hidden))
                if key not in drawn:  # near the end one deal may be all there is: it is solved once
                    drawn[key] = (Hand.from_view(view, hidden, record=False), {})
                guesses.append(drawn[key])
            base, memo = guesses[samples % most]
            playout_seed = rng.getrandbits(32)
            for i in alive:
                if work >= budget:
                    break
                h = base.copy()
                h.push(cands[i])  # a legal move of the view, so of every guess at it
                place, used = settle(h, seat, random.Random(playout_seed), memo, budget - work, leads)
                work += used + 1
                total[i] += values[place]
                count[i] += 1
                if watch is not None:
                    watch(cands[i], base, playout_seed, place)
            samples += 1
            if work >= next_cut and len(alive) > 2 and work < budget:  # successive halving
                alive.sort(key=lambda i: -(total[i] / count[i] + bias[i]))
                then.append((total[:], count[:]))
                keep = max(2, (len(alive) + 1) // 2)
                for i in alive[keep:]:
                    dropped[i] = cut
                alive = alive[:keep]
                cut += 1
                next_cut += step
        self.work, self.samples = work, samples
        if not any(count):  # a zero budget: the heuristic answers
            return [(medium_move(view), 0.0)]
        # Survivors first, then the rest by how long they lasted: a candidate dropped early
        # keeps the mean of the guesses it saw, and since every candidate shares each guess,
        # the later guesses (which may all be harder) must not make it look better than the
        # ones that beat it on the same guesses and played on.
        order = sorted((i for i in range(len(cands)) if count[i]),
                       key=lambda i: (-dropped.get(i, cut), -(total[i] / count[i] + bias[i])))
        best = order[0]
        for i in order:
            sums, counts = then[dropped[i]] if i in dropped else (total, count)
            self.behind[cands[i]] = sums[best] / counts[best] + bias[best] - total[i] / count[i] - bias[i]
        return [(cands[i], total[i] / count[i] + bias[i]) for i in order]


def guess_source(view: SeatView) -> Callable[[random.Random], dict[int, list[int]]]:
    """The decision's source of guesses at the hidden cards: dealt within the lead floors,
    fitted to the reads and mended (``sampling.sample_read``). The public history is
    replayed once and the reads made ready once, for every guess drawn from it."""
    steps = public_steps(view) or []
    reads = read_checks(pass_reads(view, steps), view.rules) if READ_TRIES else []
    guesser = Guesser(view, lead_floors(view, steps) if LEAD_FLOORS else None)
    if not reads:
        return guesser.deal
    return lambda rng: sample_read(view, rng, reads, READ_TRIES, guesser, REPAIR)


Watch = Callable[[Move, Hand, int, int], None]  # (candidate, hand before it, playout seed, place reached)


def takes_trick(h: Hand, rng: random.Random) -> bool:
    """Right after a play on ``h``: does the trick end (the table clears, or the hand) with it on top?
    The others answer with the playout policy, as in the search's playouts."""
    move_for = PLAYOUT_POLICIES[PLAYOUT_POLICY]
    while h.table is not None and not h.is_over:
        move = move_for(h, rng, PLAYOUT_EPS)
        if move.kind is MoveKind.PLAY:
            return False  # beaten (or played on again by its own seat)
        h.push(move)
    return True


def utility(place: int, seats: int) -> float:
    """First place counts most (the arena's main target); then linear down to last."""
    if place == 0:
        return 1.0
    return 0.5 * (seats - 1 - place) / (seats - 2)


def place_values(rules: Rules, seats: int) -> list[float]:
    """What each finishing place is worth to the search, 1.0 for first down to 0.0 for last.

    A place is worth its points in this hand and its title in the next: the
    Millionaire collects the tax. So when every place scores its own points
    (the contest's 5-4-3-2-1, casual's 3-2-1-0) the search weighs the points
    and first place's extra worth half and half; otherwise (titles, or points
    for the top places only) first place counts most (``utility``).

    Measured against medium rivals, first places / points a hand, points
    alone -> half and half: uecda (500 hands) seed 1 41.6% / +3.800 -> 41.2% /
    +3.804, seed 2 40.0% / +3.836 -> 47.2% / +3.968 (first-heavy alone 44.0% /
    +3.874); casual (512 hands) seed 1 48.4% / +2.143 -> 53.3% / +2.223, seed 2
    42.8% / +2.027 -> 46.3% / +2.117 (first-heavy alone 45.3% / +2.068).
    """
    first = [utility(p, seats) for p in range(seats)]
    pts = rules.points
    if not isinstance(pts, str) and len(pts) >= seats and pts[0] > pts[seats - 1]:
        top, low = pts[0], pts[seats - 1]
        return [((pts[p] - low) / (top - low) + first[p]) / 2 for p in range(seats)]
    return first


PLAYOUT_POLICIES = {"model": model_move, "general": general_move}
PLAYOUT_POLICY = "general"  # measured (``general_move``): near "model" against plain medium, ahead against styled rivals


def settle(h: Hand, seat: int, rng: random.Random, memo: dict, allowance: int,
           leads: Leads | None = None) -> tuple[int, int]:
    """The seat's place on this guess: solved exactly when the endgame is small, else played out
    (with the seat's own leads searched, given ``leads``)."""
    if SOLVE and solvable(h, seat):
        try:
            return solve(h, seat, memo, min(SOLVE_NODES, max(1, allowance)))
        except TooBig:
            pass
    if leads is None:
        return playout(h, seat, rng)
    return leads.playout(h, rng, PLAYOUT_POLICIES[PLAYOUT_POLICY], PLAYOUT_EPS,
                         lambda rest, r: settle(rest, seat, r, memo, allowance, leads))


def playout(h: Hand, seat: int, rng: random.Random, policy: str = "") -> tuple[int, int]:
    """Play on with a playout policy until ``seat``'s place is settled: (place, moves played).

    Every move is one of the hand's legal moves (``Hand.push`` takes it unchecked), the
    decisions owed (a tax return, a seven-give, a ten-discard) like every other.
    """
    move_for = PLAYOUT_POLICIES[policy or PLAYOUT_POLICY]
    moves = 0
    while not h.is_over and seat in h.active:
        h.push(move_for(h, rng, PLAYOUT_EPS))
        moves += 1
    return place_of(h, seat), moves  # settled: out, over, or fouled out


def candidates(view: SeatView) -> list[Move]:
    """The few moves worth searching, most promising first."""
    legal = view.legal
    cards = [int(c) for c in view.cards]
    rev = view.reversed
    if view.pending:
        return _shed_candidates(view, cards, rev)
    units = plan(cards, rev)
    whole = set(units)
    plays = [m for m in legal if m.kind is MoveKind.PLAY]
    ordered: list[Move] = [medium_move(view)]
    if view.table is not None:  # a pass on the empty table (leader_may_pass) only gives the lead away
        ordered += [m for m in legal if m.kind is MoveKind.PASS]
    ordered += [m for m in plays if m.size == len(cards)]
    ordered += sorted((m for m in plays if not m.jokers and m.cards in whole), key=lambda m: move_strength(m, rev))
    ordered += [m for m in plays if m.info.lone_joker or m.info.joker_group]
    ordered += [m for m in plays if is_revolution(m, view.rules)]
    if view.rules.eight_cut:
        ordered += [m for m in plays if cuts(m, view.rules) and not m.jokers][:2]
    naturals = sorted((m for m in plays if not m.jokers), key=lambda m: move_strength(m, rev))
    ordered += naturals[:2]
    if not naturals:  # a joker is the only way to answer: try the cheapest such play
        ordered += sorted((m for m in plays if m.jokers), key=lambda m: move_strength(m, rev))[:1]
    out: list[Move] = []
    seen: set[tuple] = set()
    for m in ordered:
        key = _play_key(m, view.rules.suit_lock)
        if key not in seen:
            seen.add(key)
            out.append(m)
            if len(out) == MAX_CANDIDATES:
                break
    return out


def _play_key(m: Move, suits_matter: bool) -> tuple:
    """Plays that differ only in suits play alike (unless suit lock makes suits matter)."""
    if m.kind is not MoveKind.PLAY:
        return (m.kind,)
    i = m.info
    return (i.shape, i.size, i.lo, i.hi, i.jokers, i.suits if suits_matter else 0)


def _wish_key(m: Move, suits_matter: bool) -> object:
    """A play by ``_play_key``; a give, discard or return by its very cards (which cards go is
    the whole choice: a hoarder's spare give is not the candidate that parts with a 2)."""
    return _play_key(m, suits_matter) if m.kind is MoveKind.PLAY else m


def _shed_candidates(view: SeatView, cards: list[int], rev: bool) -> list[Move]:
    """Give/discard/return options: the medium choice, the plain weakest cards, and the
    other ways to part with the cheapest few (``SHED_SPARE`` more than owed), cheapest first.

    A two-card tax return (five seats, the contest) has many near-equal answers:
    two lone low cards, a low pair, keeping the 3S as the joker's counter or an
    8 to cut with; the search weighs them instead of the cost table alone.
    """
    legal = view.legal
    eight_cut = view.rules.eight_cut
    first = shed_choice(legal, cards, rev, eight_cut)
    n = first.size
    kind = view.pending.move_kind
    weakest = cards_move(kind, sorted(cards, key=lambda c: strength(c, rev))[:n])
    units = plan(cards, rev)
    cost = {c: shed_cost(c, units, rev, eight_cut) for c in cards}
    cheap = sorted(cards, key=lambda c: (cost[c], c))[:n + SHED_SPARE]
    combos = sorted(combinations(cheap, n), key=lambda sub: sum(cost[c] for c in sub))
    out: list[Move] = []
    for m in [first, weakest] + [cards_move(kind, sub) for sub in combos]:
        if m in legal and m not in out:
            out.append(m)
    return out[:MAX_CANDIDATES]
