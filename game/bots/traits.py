"""Counting a bot's habits from its decisions: the arena's style report.

A personality is a claim about play ("cuts whenever an 8 allows it"); these
counts check it over the same duplicate deals for every bot. Each counter is
the move made over the turns on which it could have been made, so two bots are
compared on their chances, not on their luck:

- revolutions played / turns one was legal;
- eight-cuts played / turns one was legal on a table to beat;
- hands still holding a control card (a joker, or the top rank: the 2, or the
  3 during a revolution; a jack-back's one trick aside) on reaching 3 cards or
  fewer / such hands in which it had held one under that order;
- plays that broke a planned group or run / turns on a table to beat when one could;
- passes / turns it could have played on a table to beat.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from game.engine import Move, MoveKind, SeatView
from game.engine.judge import cuts, is_revolution

from .policy import TOP, plan, strength
from .style import breaks_group

FEW_CARDS = 3


def _control(card: int, rev: bool) -> bool:
    return strength(card, rev) >= TOP


@dataclass
class Traits:
    revolutions: int = 0
    revolution_turns: int = 0
    cuts: int = 0
    cut_turns: int = 0
    kept: int = 0  # hands still holding a control card at FEW_CARDS or fewer
    kept_hands: int = 0  # hands that reached FEW_CARDS or fewer after holding one
    broken: int = 0
    broken_turns: int = 0
    passes: int = 0
    pass_turns: int = 0
    _had: set[tuple[int, bool]] = field(default_factory=set, repr=False)  # (hand number, order) it held one in
    _reached: set[int] = field(default_factory=set, repr=False)  # hand numbers already judged

    def observe(self, view: SeatView, move: Move) -> None:
        """Count one decision of this bot's seat (``move`` was chosen from ``view.legal``)."""
        cards = [int(c) for c in view.cards]
        if any(_control(c, view.revolution) for c in cards):
            self._had.add((view.number, view.revolution))
        self._count_few(view.number, cards, move, view.revolution)
        if len(view.legal) < 2 or view.pending:
            return
        plays = [m for m in view.legal if m.kind is MoveKind.PLAY]
        if any(is_revolution(m, view.rules) for m in plays):
            self.revolution_turns += 1
            self.revolutions += move.kind is MoveKind.PLAY and is_revolution(move, view.rules)
        if view.table is not None and any(cuts(m, view.rules) for m in plays):
            self.cut_turns += 1
            self.cuts += move.kind is MoveKind.PLAY and cuts(move, view.rules)
        if view.table is not None and plays:
            self.pass_turns += 1
            self.passes += move.is_pass
        if view.table is not None and plays:
            units = plan(cards, view.reversed)
            if any(breaks_group(units, m) for m in plays):
                self.broken_turns += 1
                self.broken += move.kind is MoveKind.PLAY and breaks_group(units, move)

    def _count_few(self, number: int, cards: list[int], move: Move, rev: bool) -> None:
        if move.is_pass or number in self._reached:
            return
        gone = {int(c) for c in move.cards}
        left = [c for c in cards if c < 52 and c not in gone]
        jokers = sum(1 for c in cards if c >= 52) - len(move.jokers)
        if 0 < len(left) + jokers <= FEW_CARDS:
            self._reached.add(number)
            if (number, rev) not in self._had:
                return
            self.kept_hands += 1
            self.kept += jokers > 0 or any(_control(c, rev) for c in left)

    def merge(self, other: Traits) -> None:
        for name in ("revolutions", "revolution_turns", "cuts", "cut_turns", "kept", "kept_hands",
                     "broken", "broken_turns", "passes", "pass_turns"):
            setattr(self, name, getattr(self, name) + getattr(other, name))

    def rates(self) -> dict[str, float]:
        """Each habit as a share of its chances (0 when it never had one)."""
        def share(a: int, b: int) -> float:
            return a / b if b else 0.0

        return {"revolution": share(self.revolutions, self.revolution_turns),
                "cut": share(self.cuts, self.cut_turns), "kept": share(self.kept, self.kept_hands),
                "broken": share(self.broken, self.broken_turns), "passes": share(self.passes, self.pass_turns)}

