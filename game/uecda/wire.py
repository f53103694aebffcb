"""The UECda wire format (protocol 20070): 8x15 tables of big-endian int32, cards <-> cells, moves <-> tables.

Everything here is bytes in, values out, with no socket: a table is 480 bytes
(``'!120i'``), a single int 4 bytes (``'!i'``). Rows 0-3 are the suits S H D C,
row 4 the joker row; columns 1-13 are the ranks 3 ... 2, and columns 0 and 14 the
places a run's joker may take below the 3 and above the 2 (uecda-protocol.md §2).
Bad input raises ``WireError`` naming the cell or field and what was expected.
"""
from __future__ import annotations

import struct

from game.engine.moves import BARE, MINUS, PLUS, PASS, Move, MoveKind, Shape, cards_move, place, play

ROWS, COLS = 8, 15
TABLE_BYTES, INT_BYTES = 480, 4
PROTOCOL = 20070
ACCEPTED, REJECTED = 9, 8
GAME_ON, GAME_OVER, MATCH_OVER = 0, 1, 2
JOKER_ROW = 4
_TABLE = struct.Struct("!120i")
_INT = struct.Struct("!i")

Table = list[list[int]]


class WireError(ValueError):
    """A message that breaks the protocol; the text names the field and what was expected."""


def empty() -> Table:
    return [[0] * COLS for _ in range(ROWS)]


def pack_table(table: Table) -> bytes:
    """480 bytes; negative cells are sent as 0, as tndhms does under 20070."""
    if len(table) != ROWS or any(len(row) != COLS for row in table):
        raise WireError(f"a table has {ROWS} rows of {COLS} cells")
    return _TABLE.pack(*(v if v > 0 else 0 for row in table for v in row))


def unpack_table(data: bytes) -> Table:
    if len(data) != TABLE_BYTES:
        raise WireError(f"a table is {TABLE_BYTES} bytes, got {len(data)}")
    flat = _TABLE.unpack(data)
    return [list(flat[r * COLS:(r + 1) * COLS]) for r in range(ROWS)]


def pack_int(value: int) -> bytes:
    return _INT.pack(value)


def unpack_int(data: bytes) -> int:
    if len(data) != INT_BYTES:
        raise WireError(f"an int is {INT_BYTES} bytes, got {len(data)}")
    return _INT.unpack(data)[0]


# -- the profile ----------------------------------------------------------------------------
def profile(name: str) -> Table:
    """The client's handshake: [0][0] = 20070, the name in [1][0..14], one character code a cell."""
    t = empty()
    t[0][0] = PROTOCOL
    for i, ch in enumerate(name.encode("ascii", "replace")[:COLS]):
        t[1][i] = ch
    return t


def read_profile(t: Table) -> tuple[int, str]:
    """(protocol version, name); the name is cells [1][0..13] up to the first 0, as tndhms reads it."""
    chars = []
    for v in t[1][:14]:
        if v == 0:
            break
        if not 32 <= v < 127:
            raise WireError(f"profile [1][{len(chars)}]: expected a printable ASCII code, got {v}")
        chars.append(chr(v))
    return t[0][0], "".join(chars)


# -- cards ----------------------------------------------------------------------------------
def card_cell(card: int) -> tuple[int, int]:
    """Row (suit) and column (rank + 1) of a natural card id."""
    return card & 3, (card >> 2) + 1


def cards_table(cards) -> Table:
    """A hand or an exchange: a 1 per natural card, the joker as 2 at [4][1]."""
    t = empty()
    for c in cards:
        if c >= 52:
            t[JOKER_ROW][1] = 2
        else:
            r, col = card_cell(c)
            t[r][col] = 1
    return t


def table_cards(t: Table, where: str = "table") -> list[int]:
    """The cards a hand table shows (jokers as 52); every cell is checked."""
    out = []
    for r in range(5):
        for col in range(COLS):
            v = t[r][col]
            if v == 0:
                continue
            if r < 4 and v == 1 and 1 <= col <= 13:
                out.append((col - 1) * 4 + r)
            elif v == 2 and (r, col) == (JOKER_ROW, 1):
                out.append(52)
            else:
                raise WireError(f"{where} [{r}][{col}]: expected 0, a 1 at a card's place or the joker's 2 "
                                f"at [4][1], got {v}")
    return out


# -- plays ----------------------------------------------------------------------------------
def move_table(move: Move, reversed_: bool = False) -> Table:
    """A play, a pass or an exchange as the server reads it (uecda-protocol.md §2.3)."""
    t = empty()
    if move.kind is MoveKind.PASS:
        return t
    if move.kind is not MoveKind.PLAY:
        return cards_table([int(c) for c in move.cards] + [52] * len(move.jokers))
    info = move.info
    for c in move.cards:
        r, col = card_cell(c)
        t[r][col] = 1
    if info.lone_joker:
        t[0][0 if reversed_ else 14] = 2  # FujiGokoro's place for a single joker
        return t
    if info.joker_group:
        raise WireError("a group of jokers alone cannot be sent: the contest has one joker")
    for rank, suit in move.jokers:
        if info.shape is Shape.RUN:
            t[suit][place(rank) + 1] = 2
            continue
        col = info.lo + 1
        if suit >= 0:
            t[suit][col] = 2
        else:  # a rank-only reading: any empty suit row, or the joker row in a group of five
            free = [r for r in range(4) if t[r][col] == 0]
            t[free[0] if free else JOKER_ROW][col] = 2
    return t


def table_move(t: Table, where: str = "play") -> Move:
    """Read a play table (rows 0-4) back into a move; a table with no card is a pass."""
    ones, twos = [], []
    for r in range(5):
        for col in range(COLS):
            v = t[r][col]
            if v == 0:
                continue
            if v == 1 and r < 4 and 1 <= col <= 13:
                ones.append((r, col))
            elif v == 2:
                twos.append((r, col))
            else:
                raise WireError(f"{where} [{r}][{col}]: expected 0, 1 (a card in rows 0-3, columns 1-13) "
                                f"or 2 (the joker), got {v}")
    if len(twos) > 1:
        raise WireError(f"{where}: {len(twos)} cells hold the joker's 2; there is one joker")
    if not ones and not twos:
        return PASS
    cells = ones + twos
    naturals = [(col - 1) * 4 + r for r, col in ones]
    if not ones:  # a single joker, in rows 0-3 (row 4 is refused by tndhms)
        if twos[0][0] == JOKER_ROW:
            raise WireError(f"{where} [{twos[0][0]}][{twos[0][1]}]: a single joker goes in rows 0-3")
        return play((), (BARE,))
    try:
        if len({col for _, col in cells}) == 1:
            col = cells[0][1]
            if twos and (col in (0, 14) or twos[0][0] == JOKER_ROW and len(ones) != 4):
                raise WireError(f"{where} [{twos[0][0]}][{col}]: a group's joker stands in an empty suit row "
                                "(row 4 only in a group of five)")
            readings = tuple((col - 1, r if r < 4 else -1) for r, _ in twos)
            return play(naturals, readings)
        if len({r for r, _ in cells}) == 1:
            suit = cells[0][0]
            codes = {0: MINUS, 14: PLUS}
            readings = tuple((codes.get(col, col - 1), suit) for _, col in twos)
            move = play(naturals, readings)
            if move.info.shape is not Shape.RUN:
                raise WireError(f"{where}: the cards in row {suit} are not a run")
            return move
    except ValueError as exc:
        if isinstance(exc, WireError):
            raise
        raise WireError(f"{where}: {exc}") from None
    raise WireError(f"{where}: the cards are neither one column (a group) nor one row (a run)")


def exchange_cards(t: Table, where: str = "exchange") -> Move:
    """The cards a daifugo or fugo gives back (a ``return`` move)."""
    return cards_move(MoveKind.RETURN, table_cards(t, where))
