"""One hand of Daifugo: tricks, special cards, decisions owed, going out (RULES.md §3-§5).

All state changes of a hand happen in this class, through one core with two
ways in (python-chess's ``push`` and ``push_san``): ``apply`` reads and checks a
move (``resolve``) and then makes it with ``push``, which trusts a move taken
from ``legal_moves()`` and does only the work of the move. A hand that keeps a
record (the table's, a replay's) reports every change as an event and keeps
its history, the trick's cards, the discard pile, the transfers and the
hand-over titles; a search's hand (``record=False``) keeps none of them and
builds no event, so a playout pays for the rules alone, the same rules the
table plays. Who acts next, the clears and going out are ``turns.py``'s half
of the class. The tax and the deal are worked out before the hand starts
(``deal.py``) and arrive here as owed ``return`` decisions.
"""
from __future__ import annotations

from typing import Any, Iterable, Mapping, Sequence

from . import judge, legality
from .cards import SUITS, Card, given, shown
from .determinize import guessed_fields
from .events import (
    DecisionOwed, Discarded, EightCut, Event, Gave, JackBack, Passed, Played, RevolutionCancelled, RevolutionLanded,
    RevolutionPending, SpadeThreeCounter, SuitLocked, TaxReturned,
)
from .fields import FIELDS
from .kinds import ClearReason, Owed
from .moves import Move
from .rules import Rules
from .turns import Turns
from .view import SeatView, view_of

_NAMES = frozenset(name for name, _, _ in FIELDS)
# Every attribute: the fields, and what the hand keeps beside them. Slots, not a dict: a hand made by
# ``copy`` or ``restore`` with a dict would read every attribute through it, half again as slow in a playout.
_SLOTS = ("rules", "seats", "record", "reversed", "_legal", "_views") + tuple(name for name, _, _ in FIELDS)


class Hand(Turns):
    """The state of one hand and the only place it changes."""

    __slots__ = _SLOTS

    def __init__(self, rules: Rules, hands: list[list[int]], *, leader: int, number: int = 1,
                 order: Iterable[int] | None = None, revolution: bool = False,
                 millionaire: int | None = None, discard: Iterable[int] = (), set_aside: Iterable[int] = (),
                 returns: Iterable[tuple[int, int, int]] = (),
                 transfers: Iterable[tuple[int, int, tuple[Card, ...]]] = (), record: bool = True) -> None:
        self.rules = rules
        self.record = record  # events, history, trick cards, discard pile, transfers, titles: see the module
        self.seats = len(hands)
        self.number = number
        self.order = tuple(order) if order is not None else tuple(range(self.seats))
        self.hands = [sorted(h) for h in hands]
        self.discard = list(discard)
        self.set_aside = list(set_aside)
        self.millionaire = millionaire
        self.leader = leader
        self.revolution = revolution
        self.jack_back = False
        self.reversed = revolution  # the order in force: revolution xor jack-back, kept in step with both
        self.pending_revolution = False
        self.lock = 0
        self.table: Move | None = None
        self.table_seat: int | None = None
        self.trick: list[tuple[int, Move]] = []
        self.trick_cards: list[int] = []
        self.passed: set[int] = set()
        self.lead_passed: set[int] = set()  # seats that passed on the empty table (§10.14), until the clear
        self.active = [s for s in self.order if self.hands[s]]
        self.finished: list[int] = []  # clean finishers, in order
        self.fouls: list[int] = []
        self.fallen: int | None = None
        self.left_over: int | None = None
        self.owed: list[tuple[Owed, int, int | None]] = [(Owed.RETURN, n, to) for (_, n, to) in returns]
        self.owers: list[int] = [seat for (seat, _, _) in returns]
        self.after_play: tuple[Move, bool] | None = None  # (play, reversed before it) while decisions are owed
        self.history: list[tuple[int, Move]] = []
        self.transfers = list(transfers)  # (giver, receiver, cards): tax and gives, private to both
        self.is_over = False
        self.to_act: int | None = self.owers[0] if self.owers else leader
        self._legal: list[Move] | None = None  # ``legal_moves()`` of this position, once asked
        self._views: dict[Any, SeatView] | None = None  # ``view()``s of this position, once each asked

    # -- scenarios ------------------------------------------------------------
    @classmethod
    def setup(cls, rules: Rules, hands: list[str], leader: int = 0, reversed: bool = False,
              millionaire: int | None = None) -> "Hand":
        """A hand from given cards (a scenario); every other card goes to the discard pile."""
        if not 3 <= len(hands) <= 6:
            raise ValueError(f"a hand needs 3 to 6 seats, got {len(hands)}")
        parsed, rest = given(hands, rules.jokers)
        for i, cards in enumerate(parsed):
            if not cards:
                raise ValueError(f"seat {i} has no cards")
        if not 0 <= leader < len(hands):
            raise ValueError(f"leader {leader} is not a seat")
        return cls(rules, parsed, leader=leader, revolution=reversed, millionaire=millionaire,
                   discard=rest, number=2 if millionaire is not None else 1)

    # -- rebuilding ---------------------------------------------------------------
    @classmethod
    def restore(cls, rules: Rules, fields: Mapping[str, Any], record: bool = True) -> "Hand":
        """A hand part-way through, from a value for each of its ``FIELDS`` (a loaded save, a guess).

        Whoever rebuilds a hand hands over values and only the hand sets them, so its fields
        have one writer; the caller checks the values (``state.py`` does for a save)."""
        if fields.keys() != _NAMES:
            raise ValueError(f"a hand is restored from all its fields: {', '.join(sorted(fields.keys() ^ _NAMES))}")
        hand = object.__new__(cls)  # not __init__: it would work out a fresh hand only to be overwritten
        hand.rules, hand.seats, hand.record = rules, len(fields["hands"]), record
        for name, value in fields.items():
            setattr(hand, name, value)
        hand.reversed = hand.revolution != hand.jack_back
        hand._legal = hand._views = None
        return hand

    @classmethod
    def from_view(cls, view: SeatView, hidden: Mapping[int, Iterable[int]], record: bool = True) -> "Hand":
        """The hand ``view`` was taken from as far as its seat knows, with ``hidden[seat]`` as each other
        seat's cards (a search's guess, ``record=False``); the cards nobody is given are set aside
        (``determinize``)."""
        return cls.restore(view.rules, guessed_fields(view, hidden), record)

    def copy(self, record: bool | None = None) -> "Hand":
        """An independent copy (for search): lists copied, immutable values shared, and the legal moves
        listed already shared too (nobody changes that list). ``record``: whether the copy keeps a record
        (default: as this hand); copies of a hand without one share its record's lists, as nothing adds to them.

        Every field by name, not by a loop over ``FIELDS``: a search copies a hand for each candidate
        and each endgame position, and a loop of ``setattr`` took three times as long (3.4 us a copy).
        ``tests/engine/test_state.py`` checks it copies every field, and each list."""
        new = object.__new__(Hand)
        keep = self.record if record is None else record
        new.rules, new.seats, new.record, new._legal = self.rules, self.seats, keep, self._legal
        new._views = None  # a view reads the record, which the copy may not keep
        new.reversed = self.reversed
        new.number, new.order, new.leader, new.millionaire = self.number, self.order, self.leader, self.millionaire
        new.revolution, new.jack_back, new.pending_revolution = self.revolution, self.jack_back, self.pending_revolution
        new.lock, new.table, new.table_seat, new.is_over, new.to_act = (self.lock, self.table, self.table_seat,
                                                                        self.is_over, self.to_act)
        new.fallen, new.left_over, new.after_play = self.fallen, self.left_over, self.after_play
        new.hands = [list(h) for h in self.hands]
        new.passed, new.lead_passed = set(self.passed), set(self.lead_passed)
        new.active, new.finished, new.fouls, new.owers = (list(self.active), list(self.finished), list(self.fouls),
                                                          list(self.owers))
        new.trick, new.owed = list(self.trick), list(self.owed)
        if self.record or keep:  # what only a record adds to (and the set-aside pile, never changed)
            new.history, new.trick_cards, new.discard = list(self.history), list(self.trick_cards), list(self.discard)
            new.transfers, new.set_aside = list(self.transfers), list(self.set_aside)
        else:
            new.history, new.trick_cards, new.discard = self.history, self.trick_cards, self.discard
            new.transfers, new.set_aside = self.transfers, self.set_aside
        return new

    def view(self, seat: int, scores: tuple[int, ...] | None = None,
             titles: tuple[str | None, ...] | None = None) -> SeatView:
        """What ``seat`` may know (with the match's ``scores`` and ``titles``): worked out once per position,
        as the legal moves are, and shared by every caller (a ``SeatView`` is frozen). A table asks for the
        seat to act's view on every tick of its clock and for each seat's after every move; a position
        changes only in ``push``, which forgets them."""
        key = (seat, scores, titles)
        views = self._views
        if views is None:
            views = self._views = {}
        found = views.get(key)
        if found is None:
            found = views[key] = view_of(self, seat, scores, titles)
        return found

    # -- what the rules say now -----------------------------------------------
    @property
    def pending(self) -> Owed | None:
        return self.owed[0][0] if self.owed and not self.is_over else None

    @property
    def places(self) -> list[int]:
        """Finishing order so far (§9.13)."""
        out = list(self.finished)
        if self.left_over is not None:
            out.append(self.left_over)
        if self.fallen is not None:
            out.append(self.fallen)
        return out + self.fouls

    @property
    def must_play(self) -> bool:
        """On an empty table with ``leader_may_pass``: everyone passed, so the leader plays (§10.14)."""
        return self.table is None and all(s in self.passed for s in self.active)

    @property
    def locked_suits(self) -> tuple[str, ...]:
        return tuple(SUITS[s] for s in range(4) if self.lock >> s & 1)

    def cards(self, seat: int) -> list[Card]:
        """The seat's cards in canonical order (a list, like ``parse_cards`` gives)."""
        return list(shown(self.hands[seat]))

    def legal_moves(self) -> list[Move]:
        """Every distinct legal move for ``to_act``: the hand's own list, worked out once per position
        and not copied (a search asks on every move), so it must not be changed."""
        legal = self._legal
        if legal is None:
            legal = self._legal = legality.legal_moves(self)
        return legal

    def timeout_move(self) -> Move:
        """What the turn timer plays for a seat that ran out of time (§9.20)."""
        return legality.timeout_move(self)

    # -- applying a move --------------------------------------------------------
    def apply(self, move: Move | str) -> Sequence[Event]:
        """Read and check a move for ``to_act`` (IllegalMove says why not), then make it (``push``);
        returns the events."""
        return self.push(self.resolve(move))

    def push(self, move: Move) -> Sequence[Event]:
        """Make ``move`` for ``to_act``, trusting it is one of ``legal_moves()`` (or ``resolve`` passed it):
        nothing is read or checked. Returns the events: a list, or ``()`` from a hand without a record."""
        seat = self.to_act
        self._legal = self._views = None
        ev: list[Event] | None = [] if self.record else None  # the events' sink: none in a search
        if self.owed:
            self._decide(seat, move, ev)
        elif move.info is None:  # a pass (a play always has its info)
            self.passed.add(seat)
            if ev is not None:
                self.history.append((seat, move))
                ev.append(Passed(seat))
            self._advance(seat, ev)
        else:
            self._play(seat, move, ev)
        return () if ev is None else ev

    def resolve(self, move: Move | str) -> Move:
        """Parse and check a move, filling in a bare joker's only legal reading (IllegalMove says why not)."""
        return legality.resolve(self, move)

    def _take(self, seat: int, move: Move) -> list[int]:
        """Remove the move's physical cards from the seat's hand."""
        hand = self.hands[seat]
        taken = [int(c) for c in move.cards]
        for c in taken:
            hand.remove(c)
        for _ in move.jokers:
            joker = hand[-1]  # jokers sort last
            hand.pop()
            taken.append(joker)
        return taken

    def _play(self, seat: int, move: Move, ev: list[Event] | None) -> None:
        rules, prev, info = self.rules, self.table, move.info
        reversed_before = self.reversed
        if ev is None:
            held = self.hands[seat]
            for c in move.cards:
                held.remove(c)
            for _ in move.jokers:
                held.pop()  # jokers sort last
        else:
            self.trick_cards += self._take(seat, move)
            self.history.append((seat, move))
            ev.append(Played(seat, move, len(self.hands[seat])))
            if prev is not None and rules.spade3 and prev.info.lone_joker and not info.lone_joker:
                ev.append(SpadeThreeCounter(seat))
        if prev is None and self.passed:  # the leader of an empty trick plays (§10.14)
            if self.must_play:
                self.passed.clear()
            self.lead_passed = set(self.passed)
        if rules.suit_lock and not self.lock and prev is not None and judge.starts_lock(move, prev, rules.suited_lock):
            self.lock = info.suits
            if ev is not None:
                ev.append(SuitLocked(self.locked_suits))
        elif self.lock and rules.joker_ends_lock and info.lone_joker:  # §10.6: played under it, then ends it
            self.lock = 0
        if judge.is_revolution(move, rules):
            if rules.revolution_timing == "immediate":
                self.revolution = not self.revolution
                self.reversed = not self.reversed
                if ev is not None:
                    ev.append(RevolutionLanded(self.revolution, self.reversed))
            else:
                self.pending_revolution = not self.pending_revolution
                if ev is not None:
                    ev.append(RevolutionPending(seat) if self.pending_revolution else RevolutionCancelled(seat))
        if rules.jack_back and judge.jacks(move, rules):
            self.jack_back = not self.jack_back
            self.reversed = not self.reversed
            if ev is not None:
                ev.append(JackBack(seat, self.jack_back, self.reversed))
        self.table, self.table_seat = move, seat
        self.trick.append((seat, move))
        if not rules.pass_locks_out:
            self.passed.clear()
            self.passed |= self.lead_passed
        if rules.seven_give or rules.ten_discard:
            give, disc = judge.gives(move, rules), judge.discards(move, rules)
            if give or disc:  # owed before the play's other effects (§4); ``after_play`` keeps them till then
                self.after_play = (move, reversed_before)
                self.owed = [(k, n, None) for k, n in ((Owed.GIVE, give), (Owed.DISCARD, disc)) if n]
                self._next_decision(seat, ev)
                return
        self._effects(seat, move, prev, reversed_before, ev)

    def _next_decision(self, seat: int, ev: list[Event] | None) -> None:
        """Ask for the next give/discard owed, or finish the play (§4 order of effects)."""
        while self.owed and self.hands[seat]:
            kind, n, _ = self.owed[0]
            if kind is Owed.GIVE:
                to = self._next_in(seat)
                if to is None:
                    self.owed.pop(0)
                    continue
                self.owed[0] = (kind, n, to)
            if ev is not None:
                ev.append(DecisionOwed(seat, kind, min(n, len(self.hands[seat])), self.owed[0][2]))
            self.to_act = seat
            return
        self.owed = []
        move, reversed_before = self.after_play
        self.after_play = None
        self._effects(seat, move, self.trick[-2][1] if len(self.trick) > 1 else None, reversed_before, ev)

    def _effects(self, seat: int, move: Move, prev: Move | None, reversed_before: bool,
                 ev: list[Event] | None) -> None:
        """The play's effects after any give or discard it owed (§4 order): going out, the cut or the
        counter (of ``prev``, the play it answered), the next turn."""
        rules = self.rules
        cut = judge.cuts(move, rules)
        countered = rules.spade3_clears and judge.counters(move, prev, rules)
        if not self.hands[seat]:
            self._go_out(seat, judge.foul_tags(move, rules, reversed_before), ev)
        if cut or countered:  # §10.4: the spade-3 counter clears like an eight-cut
            if cut and ev is not None:
                ev.append(EightCut(seat))
            self._clear(ClearReason.EIGHT_CUT if cut else ClearReason.SPADE3, ev)
            if not self._check_over(ev):
                self._lead(seat if seat in self.active else self._next_in(seat), ev)
            return
        self._advance(seat, ev)

    def _decide(self, seat: int, move: Move, ev: list[Event] | None) -> None:
        kind, _, to = self.owed.pop(0)
        taken = self._take(seat, move)
        cards = shown(taken) if ev is not None else ()
        if kind is not Owed.DISCARD:
            self.hands[to] = sorted(self.hands[to] + taken)
            if ev is not None:
                ev.append(TaxReturned(seat, to, cards) if kind is Owed.RETURN else Gave(seat, to, cards))
                self.transfers.append((seat, to, cards))
        elif ev is not None:
            self.discard += taken
            ev.append(Discarded(seat, cards))
        if kind is not Owed.RETURN:
            self._next_decision(seat, ev)
            return
        self.owers.pop(0)
        if self.owers:
            self.to_act = self.owers[0]
            if ev is not None:
                _, n, to = self.owed[0]
                ev.append(DecisionOwed(self.to_act, Owed.RETURN, n, to))
            return
        if self.rules.next_leader == "3D":  # §10.7: found after the tax returns
            self.leader = legality.three_d_holder(self.hands)
        self._lead(self.leader, ev)
