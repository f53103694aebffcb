"""Owns what clears a level: the goal types, how a finished match is judged, and the stars.

A goal is judged from the match's own record (places per hand, final scores,
the winner), never from what the scenes showed, so the balance estimate and a
real match are judged by the same code.

Goal types (``[goal]`` in a level file):

- ``win``: win the match (highest total; ties broken by the last hand, RULES.md §7).
- ``first`` with ``hands = N``: go out first (Millionaire) in at least N hands.
- ``score`` with ``points = N``: end the match with at least N points.
- ``top`` with ``places = K``: end the match in the top K of the standings.

Stars: one for meeting the goal, one more for winning the match, one more for
never finishing a hand in last place.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.i18n import N_, _, ngettext, ordinal

if TYPE_CHECKING:
    from game.engine import Match

# type -> the count key it needs (None: no count)
GOAL_KEYS: dict[str, str | None] = {"win": None, "first": "hands", "score": "points", "top": "places"}
# Translated where drawn (intro and outcome, beside each star).
STAR_TEXT = (N_("meet the goal"), N_("win the match"), N_("never finish last"))


@dataclass(frozen=True)
class MatchResult:
    """A finished match as the campaign judges it, from one seat's side."""

    seat: int
    places: tuple[tuple[int, ...], ...]  # per hand: seats from first to last
    scores: tuple[int, ...]
    winner: int

    @classmethod
    def from_match(cls, match: "Match", seat: int = 0) -> "MatchResult":
        if match.winner is None:
            raise ValueError("the match is not over yet")
        return cls(seat, tuple(tuple(r.places) for r in match.results), tuple(match.scores), match.winner)

    @property
    def standing(self) -> int:
        """1-based rank by final score; ties go the way the engine breaks them (the last hand's order)."""
        last = self.places[-1] if self.places else ()
        order = sorted(range(len(self.scores)),
                       key=lambda s: (-self.scores[s], last.index(s) if s in last else len(last)))
        return order.index(self.seat) + 1

    @property
    def firsts(self) -> int:
        return sum(1 for p in self.places if p and p[0] == self.seat)

    @property
    def lasts(self) -> int:
        return sum(1 for p in self.places if p and p[-1] == self.seat)

    @property
    def won(self) -> bool:
        return self.winner == self.seat


@dataclass(frozen=True)
class Goal:
    kind: str  # one of GOAL_KEYS
    count: int = 0  # hands, points or places, by kind

    def describe(self) -> str:
        """The goal in a player's words, in the language in force (map, intro and outcome screens)."""
        n = self.count
        if self.kind == "win":
            # TRANSLATORS: box=intro goal
            return _("Win the match.")
        if self.kind == "first":
            # TRANSLATORS: box=intro goal
            return ngettext("Go out first in {n} hand.", "Go out first in {n} hands.", n).format(n=n)
        if self.kind == "score":
            # TRANSLATORS: box=intro goal
            return ngettext("Score at least {n} point.", "Score at least {n} points.", n).format(n=n)
        if n == 1:
            # TRANSLATORS: box=intro goal
            return _("Finish the match on top.")
        # TRANSLATORS: box=intro goal
        return _("Finish the match in the top {n}.").format(n=n)

    def met(self, result: MatchResult) -> bool:
        if self.kind == "win":
            return result.won
        if self.kind == "first":
            return result.firsts >= self.count
        if self.kind == "score":
            return result.scores[result.seat] >= self.count
        return result.standing <= self.count

    def stars(self, result: MatchResult) -> int:
        """0 when the goal is missed, else 1-3 (see the module docstring)."""
        if not self.met(result):
            return 0
        return 1 + int(result.won) + int(result.lasts == 0)

    def at_table(self, result: MatchResult) -> tuple[str, str]:
        """The goal and where the player stands toward it now, as two short lines (the table's corner,
        the results between hands, the pause menu): ("Goal: 6 points", "You have 2"). ``result`` may
        be a match under way (its hands so far, its scores now)."""
        n = self.count
        if self.kind == "score":
            # TRANSLATORS: box=goal corner; a campaign goal at the table: score at least {n} points
            head = ngettext("Goal: {n} point", "Goal: {n} points", n).format(n=n)
            # TRANSLATORS: box=goal corner; the player's points so far
            return head, _("You have {n}").format(n=result.scores[result.seat])
        if self.kind == "first":
            # TRANSLATORS: box=goal corner; a campaign goal at the table: go out first in {n} hands ("x": times)
            head = _("Goal: 1st x{n}").format(n=n)
            # TRANSLATORS: box=goal corner; how many hands the player went out first in so far
            return head, _("You have {n}").format(n=result.firsts)
        # TRANSLATORS: box=goal corner; {place} is an ordinal ("2nd"): the player's standing by points now
        now = _("You are {place}").format(place=ordinal(result.standing))
        if self.kind == "win":
            # TRANSLATORS: box=goal corner; a campaign goal at the table: win the match
            return _("Goal: win"), now
        # TRANSLATORS: box=goal corner; a campaign goal at the table: finish first (top 1)
        return (_("Goal: finish 1st") if n == 1
                # TRANSLATORS: box=goal corner; a campaign goal at the table: finish in the top {n}
                else _("Goal: top {n}").format(n=n)), now

    def how_far(self, result: MatchResult) -> str:
        """What the player reached, in the goal's own terms (the outcome screen)."""
        if self.kind == "first":
            hands = len(result.places)
            # TRANSLATORS: box=outcome line
            return ngettext("You went out first in {n} of {hands} hand.", "You went out first in {n} of {hands} hands.",
                            hands).format(n=result.firsts, hands=hands)
        if self.kind == "score":
            points = result.scores[result.seat]
            # TRANSLATORS: box=outcome line
            return ngettext("You scored {n} point.", "You scored {n} points.", points).format(n=points)
        # TRANSLATORS: {place} is an ordinal ("2nd"), {seats} the number of players. box=outcome line
        return _("You finished {place} of {seats}.").format(place=ordinal(result.standing), seats=len(result.scores))
