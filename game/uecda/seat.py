"""One contest seat's knowledge, rebuilt from the tables the server sends, as a ``SeatView``.

The server tells a client only its own hand and the status rows (uecda-protocol.md
§2.2, §3.2): whose turn it is, whether the table is empty, revolution, lock, card
counts, classes, seats, and after every action the combination on top. ``SeatState``
turns that stream into what our bots read: the trick, the history with passes,
the discard pile, places and scores, so a bot searches with exactly the
information the contest gives, and no more.
"""
from __future__ import annotations

from dataclasses import replace

from game.engine import Hand, Owed, Rules, SeatView
from game.engine.cards import shown
from game.engine.moves import PASS, Move

from . import check
from .wire import Table, WireError, table_cards, table_move

TITLES = ("Millionaire", "Rich", "Commoner", "Poor", "Beggar")
POINTS = (5, 4, 3, 2, 1)  # place k earns 5 - k (server.cc:1389-1393)


def uecda_rules() -> Rules:
    """The rules a contest server plays (RULES.md §10); the game count is the server's."""
    return Rules.preset("uecda").replace(rounds=99)


class SeatState:
    """What player ``me`` knows of the game in progress."""

    def __init__(self, me: int, rules: Rules | None = None) -> None:
        self.me = me
        self.rules = rules or uecda_rules()
        self.seats = self.rules.seats
        self.number = 0
        self.scores = [0] * self.seats
        self.titles: list[str | None] = [None] * self.seats
        self._new_game()

    def _new_game(self) -> None:
        self.cards: list[int] = []
        self.counts = [0] * self.seats
        self.order = tuple(range(self.seats))
        self.top: Move | None = None
        self.top_seat: int | None = None
        self.trick: list[tuple[int, Move]] = []
        self.history: list[tuple[int, Move]] = []
        self.discard: list[int] = []
        self.trick_cards: list[int] = []
        self.passed: set[int] = set()
        self.finished: list[int] = []
        self.revolution = False
        self.lock = 0
        self.to_act: int | None = None
        self.leader = 0
        self.millionaire: int | None = None
        self.owed = 0
        self.dealt: list[int] | None = None  # the Poor's and the Beggar's hand before the tribute
        self.exchanges: list[tuple[int, int, tuple]] = []

    # -- reading tables -------------------------------------------------------------------
    def _status(self, t: Table, where: str) -> None:
        counts = t[6][0:5]
        if any(not 0 <= c <= 53 for c in counts):
            raise WireError(f"{where} [6][0..4]: expected card counts 0-53, got {counts}")
        order = tuple(t[6][10:15])
        if sorted(order) != list(range(self.seats)):
            raise WireError(f"{where} [6][10..14]: expected each player number 0-4 once, got {list(order)}")
        self.order = order
        for p in range(self.seats):
            if self.counts[p] and counts[p] == 0 and p not in self.finished:
                self.finished.append(p)
        self.counts = counts
        self.revolution = bool(t[5][6])

    def deal(self, t: Table) -> int:
        """The deal table opens a game; returns how many cards this seat must give (0, 1 or 2)."""
        if self.number:
            self._end_game()
        self.number += 1
        self._new_game()
        classes = t[6][5:10]
        if any(not 0 <= c < self.seats for c in classes):
            raise WireError(f"deal table [6][5..9]: expected classes 0-4, got {classes}")
        self._status(t, "deal table")
        self.cards = table_cards(t, "deal table")
        check.deal(t, self.me, self.cards)
        reset = len(set(classes)) < self.seats  # all 0 in a class-reset game
        self.titles = [None] * self.seats if reset else [TITLES[c] for c in classes]
        self.millionaire = None if reset else classes.index(0)
        give = t[5][1]
        if not 0 <= give <= 2:
            raise WireError(f"deal table [5][1]: expected 0-2 cards to give, got {give}")
        self.owed = give if not reset else 0
        if not reset and classes[self.me] >= 3:
            self.dealt = list(self.cards)
        return self.owed

    def gave(self, move: Move) -> None:
        """This seat's exchange went to the server (its receiver is not told to us; the Beggar/Poor)."""
        cards = shown([int(c) for c in move.cards] + [52] * len(move.jokers))
        self.exchanges.append((self.me, self._receiver(), cards))
        self.owed = 0

    def hand(self, t: Table) -> bool:
        """A hand table of the turn loop; True if this seat is to move."""
        self.cards = table_cards(t, "hand table")
        if self.dealt is not None:  # the tribute taken and the cards given back, seen from below
            partner = self._partner()
            self.exchanges += [(self.me, partner, shown(c for c in self.dealt if c not in self.cards)),
                               (partner, self.me, shown(c for c in self.cards if c not in self.dealt))]
            self.dealt = None
        onset = bool(t[5][4])
        if onset and self.top is not None:  # a flush happened: the next hand table shows it
            self._clear()
        mover = t[5][3]
        if not 0 <= mover < self.seats:
            raise WireError(f"hand table [5][3]: expected the player to move 0-4, got {mover}")
        self._status(t, "hand table")
        check.hand(t, self.me, self.cards, self.discard + self.trick_cards, self.top is not None)
        if onset and all(p in self.passed for p in range(self.seats) if self.counts[p]):
            self.passed.clear()  # everyone passed the empty table: the server flushed it
        self.lock = self.top.info.suits if t[5][7] and self.top is not None else 0
        self.to_act = mover
        if onset and not self.passed:
            self.leader = mover
        return bool(t[5][2])

    def field(self, t: Table) -> None:
        """The field table after an action: a new top is a play by [5][3], an unchanged one a pass."""
        actor = t[5][3]
        if not 0 <= actor < self.seats:
            raise WireError(f"field table [5][3]: expected the player who acted 0-4, got {actor}")
        move = table_move(t, "field table")
        new = not move.is_pass and move != self.top
        taken = [int(c) for c in move.cards] + [52] * len(move.jokers) if new else []
        check.field(t, self.me, self.to_act, taken, self.cards, self.discard + self.trick_cards)
        if not new:
            self.passed.add(actor)
            self.history.append((actor, PASS))
        else:
            self.trick_cards += taken
            self.top, self.top_seat = move, actor
            self.trick.append((actor, move))
            self.history.append((actor, move))
        self._status(t, "field table")
        self.lock = self.top.info.suits if t[5][7] and self.top is not None else 0

    def _clear(self) -> None:
        self.discard += self.trick_cards
        self.trick_cards, self.trick = [], []
        self.top = self.top_seat = None
        self.passed.clear()
        self.lock = 0

    def _end_game(self) -> None:
        """Score the game just over: places follow the order the counts reached 0."""
        places = list(self.finished) + [p for p in range(self.seats) if p not in self.finished]
        for k, p in enumerate(places):
            self.scores[p] += POINTS[k] if k < len(POINTS) else 0

    # -- the view -------------------------------------------------------------------------
    def view(self) -> SeatView:
        """The seat's ``SeatView``; ``legal`` is filled in when this seat is to act."""
        exchanging = self.owed > 0
        seats = self.seats
        active = tuple(p for p in self.order if self.counts[p] > 0)
        owed_all = ((Owed.RETURN, self.owed, self._receiver()),) if exchanging else ()
        base = SeatView(
            seat=self.me, rules=self.rules, seats=seats, number=max(self.number, 1), order=self.order,
            cards=shown(self.cards), counts=tuple(self.counts), table=None if exchanging else self.top,
            table_seat=None if exchanging else self.top_seat, trick=() if exchanging else tuple(self.trick),
            history=tuple(self.history), discard=shown(self.discard), set_aside=0,
            to_act=self.me if exchanging else self.to_act, pending=Owed.RETURN if exchanging else None,
            owed=min(self.owed, len(self.cards)), owed_to=owed_all[0][2] if owed_all else None,
            reversed=self.revolution, revolution=self.revolution, jack_back=False, pending_revolution=False,
            locked_suits=tuple("SHDC"[s] for s in range(4) if self.lock >> s & 1),
            passed=tuple(sorted(p for p in self.passed if 0 <= p < seats)), lead_passed=(), active=active,
            places=tuple(self.finished), finished=tuple(self.finished), fouls=(), fallen=None, left_over=None,
            leader=self.leader, is_over=False,
            owed_all=owed_all, owers=(self.me,) if exchanging else (), after_play=None,
            millionaire=self.millionaire, exchanges=tuple(self.exchanges), titles=tuple(self.titles),
            scores=tuple(self.scores),
            legal=(),
        )
        if base.to_act != self.me:
            return base
        hand = Hand.from_view(base, {})  # the others' cards are not needed to list this seat's moves
        return replace(base, legal=tuple(hand.legal_moves()))

    def _receiver(self) -> int:
        """The Beggar (from the daifugo) or the Poor (from the fugo)."""
        return self._title_holder("Beggar" if self.titles[self.me] == "Millionaire" else "Poor")

    def _partner(self) -> int:
        """The Millionaire (for the Beggar) or the Rich (for the Poor)."""
        return self._title_holder("Millionaire" if self.titles[self.me] == "Beggar" else "Rich")

    def _title_holder(self, title: str) -> int:
        return next((p for p, t in enumerate(self.titles) if t == title), (self.me + 1) % self.seats)
