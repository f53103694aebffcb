"""The engine's words for kinds of things: moves, decisions owed, why a table cleared.

Enums whose values are the words logs, save files, replays and the UECda wire
have always written, so those load unchanged and text compares equal to the
members. A leaf module, so the moves, the events and the refusals (whose
sentences differ by the decision owed) can all name them.
"""
from __future__ import annotations

from enum import Enum, StrEnum


class MoveKind(str, Enum):
    PLAY = "play"
    PASS = "pass"
    GIVE = "give"
    DISCARD = "discard"
    RETURN = "return"


# The move kinds a search compares on every move, as module names (found in a tenth of the time an enum
# member takes through its class under Python 3.11: ``moves.SINGLE``).
KIND_PLAY, KIND_PASS = MoveKind.PLAY, MoveKind.PASS


class Owed(StrEnum):
    """A decision the seat to act owes before play goes on (§4 seven-give and ten-discard, §6 tax return),
    made with the move kind of the same name."""

    GIVE = "give"
    DISCARD = "discard"
    RETURN = "return"

    @property
    def move_kind(self) -> MoveKind:
        return MoveKind(self.value)


class ClearReason(StrEnum):
    """Why the table cleared (``TableCleared.reason``)."""

    PASSES = "passes"  # every other seat still in passed (§3)
    EIGHT_CUT = "eight_cut"  # a play with an 8 (§4)
    SPADE3 = "spade3"  # the spade-3 counter, with spade3_clears (§10.4)
    HAND_OVER = "hand_over"  # the hand ended with a play still on the table (§9.14)
