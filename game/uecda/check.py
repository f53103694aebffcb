"""What a table must say before a bot may see it: flags and counts in range, agreeing with each other and with
the tables before it.

A bot trusts its view: the medium bot takes the best of the moves it is offered,
the advanced one deals the unseen cards out by the counts. A table that
contradicts itself (our turn but another player named to move, a second joker,
a card shown twice, counts that do not add up) would crash them far from the
cause, or make them play from a game that cannot exist. So ``SeatState`` runs
every table through these checks first and the client stops with a
``TableError`` naming the cell. Only cells the client reads are checked: tndhms
leaves junk in row 7 and rebuilds the class cells from a half-updated list
during play (uecda-protocol.md §2.2), so those are read in the deal table only.
"""
from __future__ import annotations

from collections.abc import Sequence

from .wire import Table, WireError, card_cell

DECK = 53  # 52 cards and one joker (uecda-protocol.md §4)
SEATS = 5
MOST_DEALT = -(-DECK // SEATS)  # a deal gives each player 10 or 11 cards
MOST_TRIBUTE = 2  # the daihinmin's two cards to the daifugo (uecda-protocol.md §3.2)


class TableError(WireError):
    """A well-formed table that contradicts itself or the tables before it; the text names the cell."""


def _cell(card: int) -> str:
    """Where a natural card sits in rows 0-3; the joker's place varies with the play, so it is named instead."""
    if card >= 52:
        return "(the joker)"
    r, c = card_cell(card)
    return f"[{r}][{c}]"


def flags(t: Table, where: str, cells: Sequence[tuple[int, int]]) -> None:
    for r, c in cells:
        if t[r][c] not in (0, 1):
            raise TableError(f"{where} [{r}][{c}]: expected 0 or 1, got {t[r][c]}")


def _total(t: Table, where: str, played: int) -> None:
    held = sum(t[6][0:SEATS])
    if held + played != DECK:
        shown = f"{held} cards held and {played} played make {held + played}" if played else f"{held} cards held"
        raise TableError(f"{where} [6][0..4]: {shown}, expected the {DECK} of the deck")


def _unique(cards: Sequence[int], where: str, what: str) -> None:
    seen: set[int] = set()
    for card in cards:
        if card in seen:
            raise TableError(f"{where} {_cell(card)}: {what}")
        seen.add(card)


def deal(t: Table, me: int, cards: Sequence[int]) -> None:
    """The deal table: classes all 0 (a reset game) or each 0-4 once, the cards owed as the class says."""
    flags(t, "deal table", ((5, 6), (5, 7)))
    classes = t[6][5:10]
    reset = not any(classes)
    if not reset and sorted(classes) != list(range(SEATS)):
        raise TableError(f"deal table [6][5..9]: expected all 0 (a reset game) or each class 0-4 once, got {classes}")
    owed = 0 if reset else max(0, 2 - classes[me])
    if t[5][1] != owed:
        why = "in a reset game" if reset else f"by class {classes[me]}"
        raise TableError(f"deal table [5][1]: expected {owed} cards to give {why}, got {t[5][1]}")
    if len(cards) < owed:
        raise TableError(f"deal table: rows 0-4 show {len(cards)} cards, fewer than the {owed} to give")
    _dealt(t, cards, reset)
    _total(t, "deal table", 0)  # tndhms's counts are before the exchange, the Java server's after: same sum


def _dealt(t: Table, cards: Sequence[int], reset: bool) -> None:
    """No more cards than a deal gives: 11 each in a reset game, 13 with the tribute (the daifugo's 11 and
    2). A hand of fewer cards than its count is the first hand table's to refuse (``hand``)."""
    most = MOST_DEALT + (0 if reset else MOST_TRIBUTE)
    for p, n in enumerate(t[6][0:SEATS]):
        if n > most:
            raise TableError(f"deal table [6][{p}]: says player {p} holds {n} cards, but a deal gives at most {most}")
    if len(cards) > most:
        raise TableError(f"deal table: rows 0-4 show {len(cards)} cards, but a deal gives at most {most}")


def hand(t: Table, me: int, cards: Sequence[int], played: Sequence[int], on_table: bool) -> None:
    """A hand table: the turn flag agrees with the mover, the mover holds cards, our cards are ours alone,
    and the counts add up with the cards played this game."""
    flags(t, "hand table", ((5, 2), (5, 4), (5, 5), (5, 6), (5, 7)))
    mover, counts = t[5][3], t[6][0:SEATS]
    if bool(t[5][2]) != (mover == me):
        said = "our turn" if t[5][2] else "not our turn"
        raise TableError(f"hand table [5][2]: says {said}, but [5][3] names player {mover} to move "
                         f"and we are player {me}")
    if counts[mover] == 0:
        raise TableError(f"hand table [6][{mover}]: player {mover} is to move ([5][3]) but holds no card")
    if counts[me] != len(cards):
        raise TableError(f"hand table [6][{me}]: says we hold {counts[me]} cards, rows 0-4 show {len(cards)}")
    _unique([*played, *cards], "hand table", "a card in our hand was played already")
    _total(t, "hand table", len(played))
    if not t[5][4] and not on_table:
        raise TableError("hand table [5][4]: says cards are on the table, but none was played since the flush")


def field(t: Table, me: int, mover: int | None, taken: Sequence[int], cards: Sequence[int],
          played: Sequence[int]) -> None:
    """A field table: the player who acted is the one who was to move, and a new play holds cards
    nobody played before, from our hand if we played it and not from our hand if another did."""
    flags(t, "field table", ((5, 4), (5, 6), (5, 7)))  # counts are not summed: after the 20-pass guard the
    actor = t[5][3]  # server finishes the game unseen, and its last field table shows counts no play explains
    if actor != mover:
        raise TableError(f"field table [5][3]: says player {actor} acted, but player {mover} was to move")
    _unique([*played, *taken], "field table", "this card was played already")
    ours = set(cards)
    for card in taken:
        if (card in ours) != (actor == me):
            mine = "is not in our hand, but we played it"
            why = mine if actor == me else f"is in our hand, but player {actor} played it"
            raise TableError(f"field table {_cell(card)}: the card {why}")
