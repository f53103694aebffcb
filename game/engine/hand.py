"""One hand of Daifugo: tricks, special cards, decisions owed, going out (RULES.md §3-§5).

All state changes of a hand happen in this class, through ``apply``; every
change is reported as an event. The tax and the deal are worked out before the
hand starts (``deal.py``) and arrive here as owed ``return`` decisions.
"""
from __future__ import annotations

from typing import Any, Iterable, Mapping

from . import judge, legality
from .cards import SUITS, Card, given, shown
from .determinize import guessed_fields
from .events import (
    DecisionOwed, Discarded, EightCut, Event, FellFromGrace, Fouled, Gave, HandOver, JackBack, LeadTo, Passed,
    Played, RevolutionCancelled, RevolutionLanded, RevolutionPending, SpadeThreeCounter, SuitLocked, TableCleared,
    TaxReturned, WentOut,
)
from .fields import FIELDS
from .kinds import ClearReason, Owed
from .moves import Move
from .rules import Rules
from .titles import titles_for
from .view import SeatView, view_of

# How ``copy`` copies a field of each mutable kind (every other kind holds immutable values).
_COPIERS = {"hands": lambda hands: [list(h) for h in hands], "seat_set": set, "cards": list, "seats": list,
            "plays": list, "owed": list, "transfers": list}
_COPIED = tuple((name, _COPIERS[kind]) for name, kind, _ in FIELDS if kind in _COPIERS)
_NAMES = frozenset(name for name, _, _ in FIELDS)


class Hand:
    """The state of one hand and the only place it changes."""

    def __init__(self, rules: Rules, hands: list[list[int]], *, leader: int, number: int = 1,
                 order: Iterable[int] | None = None, revolution: bool = False,
                 millionaire: int | None = None, discard: Iterable[int] = (), set_aside: Iterable[int] = (),
                 returns: Iterable[tuple[int, int, int]] = (),
                 transfers: Iterable[tuple[int, int, tuple[Card, ...]]] = ()) -> None:
        self.rules = rules
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
        self._legal: tuple[int, list[Move]] | None = None
        self._version = 0

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
    def restore(cls, rules: Rules, fields: Mapping[str, Any]) -> "Hand":
        """A hand part-way through, from a value for each of its ``FIELDS`` (a loaded save, a guess).

        Whoever rebuilds a hand hands over values and only the hand sets them, so its fields
        have one writer; the caller checks the values (``state.py`` does for a save)."""
        if fields.keys() != _NAMES:
            raise ValueError(f"a hand is restored from all its fields: {', '.join(sorted(fields.keys() ^ _NAMES))}")
        hand = object.__new__(cls)  # not __init__: it would work out a fresh hand only to be overwritten
        hand.rules, hand.seats = rules, len(fields["hands"])
        hand.__dict__.update(fields)
        hand._legal, hand._version = None, 0
        return hand

    @classmethod
    def from_view(cls, view: SeatView, hidden: Mapping[int, Iterable[int]]) -> "Hand":
        """The hand ``view`` was taken from as far as its seat knows, with ``hidden[seat]`` as each other
        seat's cards (a search's guess); the cards nobody is given are set aside (``determinize``)."""
        return cls.restore(view.rules, guessed_fields(view, hidden))

    def copy(self) -> "Hand":
        """An independent copy (for search): lists copied, immutable values shared."""
        new = object.__new__(Hand)
        new.__dict__.update(self.__dict__)
        for name, copier in _COPIED:
            setattr(new, name, copier(getattr(self, name)))
        new._legal = None
        return new

    def view(self, seat: int) -> SeatView:
        """What ``seat`` may know."""
        return view_of(self, seat)

    # -- what the rules say now -----------------------------------------------
    @property
    def reversed(self) -> bool:
        return self.revolution != self.jack_back

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
        if self._legal is None or self._legal[0] != self._version:
            self._legal = (self._version, legality.legal_moves(self))
        return list(self._legal[1])

    def timeout_move(self) -> Move:
        """What the turn timer plays for a seat that ran out of time (§9.20)."""
        return legality.timeout_move(self)

    # -- applying a move --------------------------------------------------------
    def apply(self, move: Move | str) -> list[Event]:
        """Apply a move for ``to_act``; returns the events; IllegalMove says why not."""
        move = self.resolve(move)
        seat = self.to_act
        self._version += 1
        self._legal = None
        events: list[Event] = []
        if self.owed:
            self._decide(seat, move, events)
        elif move.is_pass:
            self.passed.add(seat)
            self.history.append((seat, move))
            events.append(Passed(seat))
            self._advance(seat, events)
        else:
            self._play(seat, move, events)
        return events

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

    def _play(self, seat: int, move: Move, events: list[Event]) -> None:
        rules, prev = self.rules, self.table
        reversed_before = self.reversed
        self.trick_cards += self._take(seat, move)
        self.history.append((seat, move))
        events.append(Played(seat, move, len(self.hands[seat])))
        if prev is not None and rules.spade3 and prev.info.lone_joker and not move.info.lone_joker:
            events.append(SpadeThreeCounter(seat))
        if prev is None and self.passed:  # the leader of an empty trick plays (§10.14)
            if self.must_play:
                self.passed.clear()
            self.lead_passed = set(self.passed)
        if rules.suit_lock and not self.lock and prev is not None and judge.starts_lock(move, prev, rules.suited_lock):
            self.lock = move.info.suits
            events.append(SuitLocked(self.locked_suits))
        elif self.lock and rules.joker_ends_lock and move.info.lone_joker:  # §10.6: played under it, then ends it
            self.lock = 0
        if judge.is_revolution(move, rules):
            if rules.revolution_timing == "immediate":
                self.revolution = not self.revolution
                events.append(RevolutionLanded(self.revolution, self.reversed))
            else:
                self.pending_revolution = not self.pending_revolution
                events.append(RevolutionPending(seat) if self.pending_revolution else RevolutionCancelled(seat))
        if judge.jacks(move, rules):
            self.jack_back = not self.jack_back
            events.append(JackBack(seat, self.jack_back, self.reversed))
        self.table, self.table_seat = move, seat
        self.trick.append((seat, move))
        if not rules.pass_locks_out:
            self.passed.clear()
            self.passed |= self.lead_passed
        self.after_play = (move, reversed_before)
        give, disc = judge.gives(move, rules), judge.discards(move, rules)
        self.owed = [(k, n, None) for k, n in ((Owed.GIVE, give), (Owed.DISCARD, disc)) if n]
        self._next_decision(seat, events)

    def _next_decision(self, seat: int, events: list[Event]) -> None:
        """Ask for the next give/discard owed, or finish the play (§4 order of effects)."""
        while self.owed and self.hands[seat]:
            kind, n, _ = self.owed[0]
            if kind is Owed.GIVE:
                to = self._next_in(seat)
                if to is None:
                    self.owed.pop(0)
                    continue
                self.owed[0] = (kind, n, to)
            events.append(DecisionOwed(seat, kind, min(n, len(self.hands[seat])), self.owed[0][2]))
            self.to_act = seat
            return
        self.owed = []
        move, reversed_before = self.after_play
        self.after_play = None
        cut = judge.cuts(move, self.rules)
        countered = (self.rules.spade3_clears and len(self.trick) > 1
                     and judge.counters(move, self.trick[-2][1], self.rules))
        if not self.hands[seat]:
            self._go_out(seat, judge.foul_tags(move, self.rules, reversed_before), events)
        if cut or countered:  # §10.4: the spade-3 counter clears like an eight-cut
            if cut:
                events.append(EightCut(seat))
            self._clear(ClearReason.EIGHT_CUT if cut else ClearReason.SPADE3, events)
            if not self._check_over(events):
                self._lead(seat if seat in self.active else self._next_in(seat), events)
            return
        self._advance(seat, events)

    def _decide(self, seat: int, move: Move, events: list[Event]) -> None:
        kind, _, to = self.owed.pop(0)
        taken = self._take(seat, move)
        cards = shown(taken)
        if kind is Owed.RETURN:
            self.owers.pop(0)
            self.hands[to] = sorted(self.hands[to] + taken)
            events.append(TaxReturned(seat, to, cards))
            self.transfers.append((seat, to, cards))
            if self.owers:
                self.to_act = self.owers[0]
                _, n, to = self.owed[0]
                events.append(DecisionOwed(self.to_act, Owed.RETURN, n, to))
            else:
                if self.rules.next_leader == "3D":  # §10.7: found after the tax returns
                    self.leader = legality.three_d_holder(self.hands)
                self._lead(self.leader, events)
            return
        if kind is Owed.GIVE:
            self.hands[to] = sorted(self.hands[to] + taken)
            events.append(Gave(seat, to, cards))
            self.transfers.append((seat, to, cards))
        else:
            self.discard += taken
            events.append(Discarded(seat, cards))
        self._next_decision(seat, events)

    # -- turns, clears, going out -------------------------------------------------
    def _next_in(self, seat: int) -> int | None:
        """The next seat still in after ``seat`` in turn order."""
        order, n = self.order, len(self.order)
        i = order.index(seat)
        for k in range(1, n + 1):
            s = order[(i + k) % n]
            if s in self.active and s != seat:
                return s
        return None

    def _advance(self, seat: int, events: list[Event]) -> None:
        if self._check_over(events):
            return
        last, passed = self.table_seat, self.passed
        # §10.11 (tndhms): with last_player_answers the last player is asked too, and only its pass clears
        owner = None if self.rules.last_player_answers else last
        for s in self.active:
            if s != owner and s not in passed:
                break
        else:  # every other seat still in has passed since the last play
            if last is None:  # everyone passed an empty table: its leader, next after the last passer, plays
                self._lead(self._next_in(seat), events)
                return
            self._clear(ClearReason.PASSES, events)
            self._lead(last if last in self.active else self._next_in(last), events)
            return
        order, n = self.order, len(self.order)
        i = order.index(seat)
        # sitting out: every passer with pass_locks_out, else only those who passed the empty table (§10.14)
        out = passed if self.rules.pass_locks_out else self.lead_passed
        active = self.active
        for k in range(1, n + 1):
            s = order[(i + k) % n]
            if s != owner and s in active and s not in out:
                self.to_act = s
                return
        raise AssertionError("no seat to act")  # pragma: no cover - the clear check above covers it

    def _lead(self, seat: int, events: list[Event]) -> None:
        self.to_act = seat
        events.append(LeadTo(seat))

    def _clear(self, reason: ClearReason, events: list[Event]) -> None:
        events.append(TableCleared(reason, shown(self.trick_cards)))
        self.discard += self.trick_cards
        self.trick_cards = []
        self.trick = []
        self.table = self.table_seat = None
        self.passed.clear()
        self.lead_passed.clear()
        self.lock = 0
        if self.jack_back:
            self.jack_back = False
            events.append(JackBack(None, False, self.reversed))
        if self.pending_revolution:
            self.pending_revolution = False
            self.revolution = not self.revolution
            events.append(RevolutionLanded(self.revolution, self.reversed))

    def _go_out(self, seat: int, tags: tuple[str, ...], events: list[Event]) -> None:
        self.active.remove(seat)
        fouls = tuple(t for t in tags if self.rules.is_foul_tag_on(t))
        if fouls:
            self.fouls.append(seat)
            events.append(Fouled(seat, fouls))
            return
        self.finished.append(seat)
        events.append(WentOut(seat, len(self.finished)))
        mill = self.millionaire
        if (self.rules.fall_from_grace and len(self.finished) == 1 and mill is not None
                and mill != seat and mill in self.active):
            self.active.remove(mill)
            lost = shown(self.hands[mill])
            self.discard += self.hands[mill]
            self.hands[mill] = []
            self.fallen = mill
            events.append(FellFromGrace(mill, lost))

    def _check_over(self, events: list[Event]) -> bool:
        if self.is_over:
            return True
        if len(self.active) > 1:
            return False
        if self.active:
            self.left_over = self.active.pop()
        if self.table is not None:
            self._clear(ClearReason.HAND_OVER, events)  # §9.14: a pending revolution lands
        self.is_over = True
        self.to_act = None
        self.owed = []
        places = self.places
        titles = titles_for(len(places))
        by_seat = [""] * self.seats
        points = [0] * self.seats
        for i, s in enumerate(places):
            by_seat[s] = titles[i]
            points[s] = self.rules.points_for(i, titles[i])
        events.append(HandOver(self.number, tuple(places), tuple(by_seat), tuple(points)))
        return True
