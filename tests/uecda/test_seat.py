"""The seat's view rebuilt from synthetic tables (uecda-protocol.md §2.2, §3.2)."""
import pytest

from game.engine.moves import PASS, parse_move
from game.uecda import wire
from game.uecda.seat import SeatState
from game.uecda.wire import WireError

from .helpers import deal_table


def status(t, mover, onset, counts=(11, 11, 11, 10, 10), mine=False):
    t[5][2], t[5][3], t[5][4] = int(mine), mover, int(onset)
    t[6][0:5] = list(counts)
    t[6][10:15] = [0, 1, 2, 3, 4]
    return t


def field(move_text, actor, counts):
    t = wire.move_table(parse_move(move_text)) if move_text != "pass" else wire.empty()
    return status(t, actor, False, counts)


def test_classes_come_from_the_deal_table():
    """§2.2: '[6][5..9] class of players 0..4 ... All 0 in a class-reset game'; '[5][1] cards this client must
    give'."""
    s = SeatState(0)
    t = deal_table(list(range(11)))
    t[6][5:10] = [0, 4, 1, 2, 3]
    t[5][1] = 2
    assert s.deal(t) == 2
    assert s.titles[0] == "Millionaire" and s.millionaire == 0
    view = s.view()
    assert view.pending == "return" and view.owed == 2 and view.owed_to == 1
    assert all(m.kind.value == "return" and len(m.cards) == 2 for m in view.legal)
    reset = SeatState(0)
    assert reset.deal(deal_table(list(range(11)))) == 0 and reset.millionaire is None


def test_plays_passes_and_the_flush_seen_in_the_next_hand_table():
    """§3.2: 'A pass leaves rows 0-4 unchanged'; 'A flush ... You see it in the next hand table, where
    [5][4]=1'."""
    s = SeatState(2)
    five_s, five_h, eight_h = 8, 9, parse_move("8H").cards[0]
    s.deal(deal_table([five_s, five_h, eight_h]))
    held = (13, 13, 3, 12, 12)  # 53 in all, our 3 among them
    s.hand(status(wire.cards_table([five_s, five_h, eight_h]), 0, True, held))
    held = (12, 13, 3, 12, 12)
    s.field(field("7H", 0, held))
    s.hand(status(wire.cards_table([five_s, five_h, eight_h]), 1, False, held))
    s.field(field("7H", 1, held))  # unchanged top: a pass
    assert s.history == [(0, parse_move("7H")), (1, PASS)] and s.passed == {1}
    assert s.hand(status(wire.cards_table([five_s, five_h, eight_h]), 2, False, held, mine=True))
    view = s.view()
    assert view.table == parse_move("7H") and view.table_seat == 0 and PASS in view.legal
    held = (12, 13, 2, 12, 12)
    s.field(field("8H", 2, held))
    s.hand(status(wire.cards_table([five_s, five_h]), 2, True, held, mine=True))  # the 8 cut: we lead again
    assert s.top is None and s.trick == [] and s.passed == set()
    assert sorted(s.discard) == sorted([parse_move("7H").cards[0], eight_h])


def test_a_bad_status_names_the_field():
    s = SeatState(0)
    s.deal(deal_table([1, 2]))
    t = status(wire.cards_table([1, 2]), 7, True)
    with pytest.raises(WireError, match=r"hand table \[5\]\[3\]: expected the player to move 0-4, got 7"):
        s.hand(t)
