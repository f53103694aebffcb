"""A search-only hand for playouts: the engine's rules of play, without events, history or checks.

A playout plays a few dozen moves per guess and throws the hand away, so
what the engine keeps for the table and the player (events, the history, the
trick and its cards, the discard pile, the transfers, parsing and checking each
move again) is only cost there. ``Sim`` keeps just the state the rules, the playout
policies and the endgame solver read, with the same field names as ``Hand`` (so
``legality.legal_moves``, the policies and ``endgame.solve`` take it unchanged), and applies a
move the way ``Hand.apply`` does, trusting it to be legal: the policies choose
from the legal moves or check a unit with ``quick_legal`` first.

The rules followed are the engine's own, step for step (``Hand._play``,
``_next_decision``, ``_advance``, ``_clear``, ``_go_out``, ``_check_over``),
for every switch but the decisions that move cards between seats in mid-hand
(seven-give, ten-discard): ``supports`` says no there and the playout stays on
the engine. ``tests/bots/test_sim.py`` plays random positions under random
rules both ways and compares every move and the state after it.
"""
from __future__ import annotations

from game.engine import Hand, Move, Rules
from game.engine import judge
from game.engine.legality import legal_moves


def supports(rules: Rules) -> bool:
    """Whether ``Sim`` follows these rules exactly (no decisions owed in mid-hand)."""
    return not (rules.seven_give or rules.ten_discard)


class Sim:
    """The playing state of one hand, copied from a ``Hand`` with no decision owed."""

    __slots__ = ("rules", "seats", "order", "hands", "revolution", "jack_back", "pending_revolution", "lock",
                 "table", "table_seat", "passed", "lead_passed", "active", "finished", "fouls", "fallen",
                 "left_over", "is_over", "to_act", "millionaire", "owed", "reversed", "_legal", "_version")

    owers: tuple = ()  # never set either (read by the endgame solver's position key)
    after_play = None

    def __init__(self, h: "Hand | Sim") -> None:
        if h.owed or not supports(h.rules):
            raise ValueError("a Sim starts from a hand with no decision owed, under rules it supports")
        self.rules = h.rules
        self.seats = h.seats
        self.order = h.order
        self.hands = [list(x) for x in h.hands]
        self.revolution, self.jack_back, self.pending_revolution = h.revolution, h.jack_back, h.pending_revolution
        self.reversed = h.reversed  # kept in step with revolution and jack_back (read on every move)
        self.lock = h.lock
        self.table, self.table_seat = h.table, h.table_seat
        self.passed, self.lead_passed = set(h.passed), set(h.lead_passed)
        self.active, self.finished, self.fouls = list(h.active), list(h.finished), list(h.fouls)
        self.fallen, self.left_over, self.is_over = h.fallen, h.left_over, h.is_over
        self.to_act, self.millionaire = h.to_act, h.millionaire
        self.owed: list = []  # never set: kept for the readers written for ``Hand``
        self._legal: list[Move] = []
        self._version = -1

    def copy(self) -> "Sim":
        """An independent copy: one guess's start, shared by the candidates tried on it."""
        new = Sim(self)  # the same fields as a ``Hand``, so the same copying
        new._legal, new._version = self._legal, self._version  # the cached moves: shared, never changed in place
        return new

    # -- what the rules say now (as ``Hand``) ---------------------------------------
    @property
    def must_play(self) -> bool:
        return self.table is None and all(s in self.passed for s in self.active)

    @property
    def places(self) -> list[int]:
        out = list(self.finished)
        if self.left_over is not None:
            out.append(self.left_over)
        if self.fallen is not None:
            out.append(self.fallen)
        return out + self.fouls

    def legal_moves(self) -> list[Move]:
        """The legal moves (the same list, in the same order, as ``Hand.legal_moves``); do not change it."""
        if self._version != 0:
            self._legal = legal_moves(self)
            self._version = 0
        return self._legal

    # -- applying a (legal) move -------------------------------------------------------
    def apply(self, move: Move) -> None:
        self._version = -1
        seat = self.to_act
        if move.info is None:  # a pass
            self.passed.add(seat)
            self._advance(seat)
        else:
            self._play(seat, move)

    def _play(self, seat: int, move: Move) -> None:
        rules, prev, info = self.rules, self.table, move.info
        reversed_before = self.reversed
        hand = self.hands[seat]
        for c in move.cards:
            hand.remove(c)
        for _ in move.jokers:
            hand.pop()  # jokers sort last
        if prev is None and self.passed:  # the leader of an empty trick plays (§10.14)
            if self.must_play:
                self.passed.clear()
            self.lead_passed = set(self.passed)
        if rules.suit_lock and not self.lock and prev is not None and judge.starts_lock(move, prev, rules.suited_lock):
            self.lock = info.suits
        elif self.lock and rules.joker_ends_lock and info.lone_joker:
            self.lock = 0
        if judge.is_revolution(move, rules):
            if rules.revolution_timing == "immediate":
                self.revolution = not self.revolution
            else:
                self.pending_revolution = not self.pending_revolution
        if rules.jack_back and judge.jacks(move, rules):
            self.jack_back = not self.jack_back
        self.reversed = self.revolution != self.jack_back
        self.table, self.table_seat = move, seat
        if not rules.pass_locks_out:
            self.passed.clear()
            self.passed |= self.lead_passed
        cut = judge.cuts(move, rules)
        countered = rules.spade3_clears and prev is not None and judge.counters(move, prev, rules)
        if not hand:
            self._go_out(seat, judge.foul_tags(move, rules, reversed_before))
        if cut or countered:
            self._clear()
            if not self._check_over():
                self.to_act = seat if seat in self.active else self._next_in(seat)
            return
        self._advance(seat)

    def _next_in(self, seat: int) -> int | None:
        order, n = self.order, len(self.order)
        i = order.index(seat)
        for k in range(1, n + 1):
            s = order[(i + k) % n]
            if s in self.active and s != seat:
                return s
        return None

    def _advance(self, seat: int) -> None:
        if self._check_over():
            return
        last, passed = self.table_seat, self.passed
        owner = None if self.rules.last_player_answers else last
        for s in self.active:
            if s != owner and s not in passed:
                break
        else:
            if last is None:
                self.to_act = self._next_in(seat)
                return
            self._clear()
            self.to_act = last if last in self.active else self._next_in(last)
            return
        order, n = self.order, len(self.order)
        i = order.index(seat)
        out = passed if self.rules.pass_locks_out else self.lead_passed
        active = self.active
        for k in range(1, n + 1):
            s = order[(i + k) % n]
            if s != owner and s in active and s not in out:
                self.to_act = s
                return
        raise AssertionError("no seat to act")  # pragma: no cover - as in Hand._advance

    def _clear(self) -> None:
        self.table = self.table_seat = None
        self.passed.clear()
        self.lead_passed.clear()
        self.lock = 0
        self.jack_back = False
        if self.pending_revolution:
            self.pending_revolution = False
            self.revolution = not self.revolution
        self.reversed = self.revolution

    def _go_out(self, seat: int, tags: tuple[str, ...]) -> None:
        self.active.remove(seat)
        if any(self.rules.is_foul_tag_on(t) for t in tags):
            self.fouls.append(seat)
            return
        self.finished.append(seat)
        mill = self.millionaire
        if (self.rules.fall_from_grace and len(self.finished) == 1 and mill is not None
                and mill != seat and mill in self.active):
            self.active.remove(mill)
            self.hands[mill] = []
            self.fallen = mill

    def _check_over(self) -> bool:
        if self.is_over:
            return True
        if len(self.active) > 1:
            return False
        if self.active:
            self.left_over = self.active.pop()
        if self.table is not None:
            self._clear()
        self.is_over = True
        self.to_act = None
        return True
