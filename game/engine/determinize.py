"""Rebuilding a full hand from one seat's view and a guess at the hidden cards.

Search bots sample the cards they cannot see, then need a real ``Hand`` to
play the guess out (``Hand.from_view``). Everything public is copied from the
view; the caller only supplies the other seats' cards. Cards nobody is given go
to the set-aside pile, so every card still exists exactly once. The values are
worked out here and set by the hand itself, which alone writes its fields.
"""
from __future__ import annotations

from typing import Any, Iterable, Mapping

from .cards import deck
from .fields import FIELDS
from .view import SeatView

# The view's copies of the hand's public fields, thawed by kind back into what the hand holds.
_THAW = {"seats": list, "plays": list, "seat_set": set}
_SHARED = tuple((name, _THAW.get(kind)) for name, kind, shared in FIELDS if shared)


def unseen(view: SeatView) -> list[int]:
    """Card ids this seat cannot place: not its own, not discarded, not on the table.

    Jokers come back as ids 52/53 so a sample can hand them out like any card.
    """
    known = [int(c) for c in view.cards] + [int(c) for c in view.discard] + _trick_cards(view)
    pool = deck(view.rules.jokers)
    jokers_known = sum(1 for c in known if c >= 52)
    naturals_known = {c for c in known if c < 52}
    rest = [c for c in pool if c < 52 and c not in naturals_known]
    rest += [52 + i for i in range(jokers_known, view.rules.jokers)]
    return rest


def _trick_cards(view: SeatView) -> list[int]:
    out: list[int] = []
    for _, move in view.trick:
        out += [int(c) for c in move.cards] + [52] * len(move.jokers)
    return out


def guessed_fields(view: SeatView, hidden: Mapping[int, Iterable[int]]) -> dict[str, Any]:
    """The value of every hand field (``FIELDS``) for ``Hand.from_view``: the view's, with ``hidden[seat]``
    as each other seat's cards and every card no one is given set aside."""
    joker_ids = iter(range(52, 52 + view.rules.jokers))

    def numbered(cards: Iterable[int]) -> list[int]:
        """Give each joker its own physical id so every card exists once."""
        return [c if c < 52 else next(joker_ids) for c in cards]

    own = [int(c) for c in view.cards]
    hands = [sorted(numbered(own if seat == view.seat else hidden.get(seat, ()))) for seat in range(view.seats)]
    table = numbered(_trick_cards(view))
    discard = numbered([int(c) for c in view.discard])
    placed = {c for h in hands for c in h} | set(table) | set(discard)
    rest = [c for c in range(52) if c not in placed] + list(joker_ids)
    fields = {name: getattr(view, name) if thaw is None else thaw(getattr(view, name)) for name, thaw in _SHARED}
    return {**fields, "hands": hands, "discard": discard, "set_aside": rest, "trick_cards": table,
            "lock": sum(1 << "SHDC".index(s) for s in view.locked_suits), "owed": list(view.owed_all),
            "transfers": []}
