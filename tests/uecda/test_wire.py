"""The 20070 wire format on byte fixtures written from uecda-protocol.md §1-§2."""
import struct

import pytest

from game.engine.moves import PASS, parse_move
from game.uecda import wire
from game.uecda.wire import WireError


def cell_offset(row: int, col: int) -> int:
    return (row * 15 + col) * 4


def fixture(cells: dict[tuple[int, int], int]) -> bytes:
    """480 bytes, big-endian int32 per cell, row-major: written by hand, not with the module under test."""
    data = bytearray(480)
    for (r, c), v in cells.items():
        data[cell_offset(r, c):cell_offset(r, c) + 4] = v.to_bytes(4, "big", signed=True)
    return bytes(data)


def test_profile_bytes():
    """§1: '[0][0] = 20070, the protocol version', '[1][0..14] = the player name, one character code per cell'."""
    data = wire.pack_table(wire.profile("abc"))
    assert data == fixture({(0, 0): 20070, (1, 0): ord("a"), (1, 1): ord("b"), (1, 2): ord("c")})
    assert data[0:4] == b"\x00\x00\x4e\x66"
    assert wire.read_profile(wire.unpack_table(data)) == (20070, "abc")


def test_the_server_keeps_14_name_characters():
    """§1: 'The server keeps only cells [1][0..13], so 14 chars at most, stopping at the first 0'."""
    t = wire.profile("abcdefghijklmnop")
    assert wire.read_profile(t)[1] == "abcdefghijklmn"


def test_ints_are_network_order():
    """§2: 'Both are big-endian / network order under protocol 20070'."""
    assert wire.pack_int(9) == b"\x00\x00\x00\x09"
    assert wire.unpack_int(b"\x00\x00\x00\x02") == 2


def test_negative_cells_are_sent_as_zero():
    """§2: 'Under 20070 the server clamps negatives values to 0 before sending'."""
    t = wire.empty()
    t[5][1] = -1
    assert wire.pack_table(t) == bytes(480)


def test_hand_table_cards_and_the_joker_at_4_1():
    """§2.1: 'row 0 = spade, 1 = heart, 2 = diamond, 3 = club'; 'column 1 = 3 ... 13 = 2'; 'the joker is
    shown as value 2 at [4][1]'."""
    data = fixture({(0, 1): 1, (2, 1): 1, (3, 13): 1, (4, 1): 2})
    cards = wire.table_cards(wire.unpack_table(data))
    assert sorted(cards) == [0, 2, 51, 52]  # 3S, 3D, 2C and the joker
    assert wire.pack_table(wire.cards_table([0, 2, 51, 52])) == data


@pytest.mark.parametrize("text, cells", [
    ("7H", {(1, 5): 1}),
    ("5H JK=5D", {(1, 3): 1, (2, 3): 2}),  # §2.3: 'a 2 in an empty suit row (0-3) of that column'
    ("9S 9H 9D 9C JK=9", {(0, 7): 1, (1, 7): 1, (2, 7): 1, (3, 7): 1, (4, 7): 2}),  # the 5-card group
    ("3S 4S 5S", {(0, 1): 1, (0, 2): 1, (0, 3): 1}),
    ("JK=-S 3S 4S", {(0, 0): 2, (0, 1): 1, (0, 2): 1}),  # 'it may stand in at column 0 or 14'
    ("AS 2S JK=+S", {(0, 12): 1, (0, 13): 1, (0, 14): 2}),
    ("6D JK=7D 8D", {(2, 4): 1, (2, 5): 2, (2, 6): 1}),
    ("JK", {(0, 14): 2}),  # FujiGokoro's place in the normal order
])
def test_plays_encode_and_decode(text, cells):
    """§2.3: encoding a play."""
    move = parse_move(text)
    assert wire.pack_table(wire.move_table(move)) == fixture(cells)
    assert wire.table_move(wire.unpack_table(fixture(cells))) == move


def test_a_single_joker_in_revolution_sits_at_0_0_and_reads_anywhere_in_rows_0_3():
    """§2.3: 'FujiGokoro puts it at [0][14] in normal order or [0][0] in revolution'; 'one 2 in rows 0-3'."""
    assert wire.pack_table(wire.move_table(parse_move("JK"), reversed_=True)) == fixture({(0, 0): 2})
    assert wire.table_move(wire.unpack_table(fixture({(3, 7): 2}))) == parse_move("JK")


def test_pass_and_exchange_tables():
    """§2.3: 'A pass is a table that is all zeros'; 'Exchange cards ... the joker as [4][1]=2'."""
    assert wire.pack_table(wire.move_table(PASS)) == bytes(480)
    assert wire.table_move(wire.unpack_table(bytes(480))) is PASS
    give = parse_move("give 3S JK")
    assert wire.pack_table(wire.move_table(give)) == fixture({(0, 1): 1, (4, 1): 2})
    back = wire.exchange_cards(wire.unpack_table(fixture({(0, 1): 1, (4, 1): 2})))
    assert back.kind.value == "return" and len(back.cards) == 1 and len(back.jokers) == 1


@pytest.mark.parametrize("cells, match", [
    ({(0, 3): 3}, r"\[0\]\[3\]: expected 0, 1"),
    ({(4, 5): 1}, r"\[4\]\[5\]"),  # 'no 1 in row 4'
    ({(0, 0): 1}, r"\[0\]\[0\]"),  # 'or in columns 0/14'
    ({(0, 3): 2, (1, 3): 2}, "one joker"),
    ({(4, 1): 2}, "rows 0-3"),  # 'A single joker in row 4 ... is rejected'
    ({(0, 3): 1, (1, 5): 1}, "neither one column"),
    ({(0, 3): 1, (0, 5): 1, (0, 6): 1}, "not consecutive"),
    ({(0, 3): 1, (0, 4): 1}, "no shape"),  # 'A run of 2 or fewer is an error'
])
def test_malformed_play_tables_name_the_cell(cells, match):
    with pytest.raises(WireError, match=match):
        wire.table_move(wire.unpack_table(fixture(cells)))


def test_malformed_hand_tables_and_lengths():
    with pytest.raises(WireError, match=r"hand table \[0\]\[14\]"):
        wire.table_cards(wire.unpack_table(fixture({(0, 14): 1})), "hand table")
    with pytest.raises(WireError, match="480 bytes, got 479"):
        wire.unpack_table(bytes(479))
    with pytest.raises(WireError, match="4 bytes"):
        wire.unpack_int(b"\x00")
    assert struct.calcsize("!120i") == wire.TABLE_BYTES
