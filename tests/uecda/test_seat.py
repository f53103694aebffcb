"""The seat's view rebuilt from synthetic tables (uecda-protocol.md §2.2, §3.2)."""
import pytest

from game.engine.moves import PASS, parse_move
from game.uecda import wire
from game.uecda.check import TableError
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


# -- tables that contradict themselves or what came before (check.py) -----------------------------------
HELD = (3, 13, 13, 12, 12)  # we are player 0 with three cards: 53 in all


def seated(cards=(0, 1, 2)) -> SeatState:
    s = SeatState(0)
    s.deal(deal_table(list(cards)))
    return s


@pytest.mark.parametrize("change, match", [
    ({"mover": 3, "mine": True},
     r"hand table \[5\]\[2\]: says our turn, but \[5\]\[3\] names player 3 to move and we are player 0"),
    ({"mover": 0, "mine": False}, r"hand table \[5\]\[2\]: says not our turn, but \[5\]\[3\] names player 0"),
    ({"mover": 3, "counts": (3, 13, 13, 0, 24)},
     r"hand table \[6\]\[3\]: player 3 is to move \(\[5\]\[3\]\) but holds no card"),
    ({"counts": (3, 13, 13, 12, 11)}, r"hand table \[6\]\[0\.\.4\]: 52 cards held, expected the 53 of the deck"),
    ({"counts": (4, 13, 13, 12, 11)}, r"hand table \[6\]\[0\]: says we hold 4 cards, rows 0-4 show 3"),
    ({"onset": False}, r"hand table \[5\]\[4\]: says cards are on the table, but none was played"),
    ({"cell": (5, 7, 5)}, r"hand table \[5\]\[7\]: expected 0 or 1, got 5"),
])
def test_a_hand_table_that_contradicts_itself_names_the_cell(change, match):
    t = status(wire.cards_table([0, 1, 2]), change.get("mover", 1), change.get("onset", True),
               change.get("counts", HELD), change.get("mine", False))
    if "cell" in change:
        r, c, v = change["cell"]
        t[r][c] = v
    with pytest.raises(TableError, match=match):
        seated().hand(t)


def test_a_second_joker_or_a_card_in_two_hands_names_the_cell():
    """§4: 'Deck: 53 cards, 52 plus one joker'; the field shows another player's play, never our cards."""
    s = seated((0, 1, 52))
    s.hand(status(wire.cards_table([0, 1, 52]), 1, True, HELD))
    with pytest.raises(TableError, match=r"field table \(the joker\): the card is in our hand, but player 1 "
                                         r"played it"):
        s.field(field("JK", 1, (3, 12, 13, 12, 12)))
    s = seated()
    s.hand(status(wire.cards_table([0, 1, 2]), 1, True, HELD))
    with pytest.raises(TableError, match=r"field table \[0\]\[1\]: the card is in our hand, but player 1"):
        s.field(field("3S", 1, (3, 12, 13, 12, 12)))
    s = seated()
    s.hand(status(wire.cards_table([0, 1, 2]), 1, True, HELD))
    with pytest.raises(TableError, match=r"field table \[5\]\[3\]: says player 2 acted, but player 1 was to move"):
        s.field(field("7H", 2, (3, 13, 12, 12, 12)))
    s = seated()
    s.hand(status(wire.cards_table([0, 1, 2]), 1, True, HELD))
    s.field(field("7H", 1, (3, 12, 13, 12, 12)))
    s.hand(status(wire.cards_table([0, 1, 2]), 2, False, (3, 12, 13, 12, 12)))
    with pytest.raises(TableError, match=r"field table \[1\]\[5\]: this card was played already"):
        s.field(field("7S 7H", 2, (3, 12, 11, 12, 12)))  # a pair, so it is not read as a pass


@pytest.mark.parametrize("classes, give, match", [
    ([0, 0, 1, 2, 3], 0, r"deal table \[6\]\[5\.\.9\]: expected all 0 \(a reset game\) or each class 0-4 once"),
    ([4, 0, 1, 2, 3], 2, r"deal table \[5\]\[1\]: expected 0 cards to give by class 4, got 2"),
    ([0, 0, 0, 0, 0], 1, r"deal table \[5\]\[1\]: expected 0 cards to give in a reset game, got 1"),
])
def test_a_deal_table_whose_classes_and_gift_disagree_names_the_cell(classes, give, match):
    t = deal_table([0, 1, 2])
    t[6][5:10], t[5][1] = classes, give
    with pytest.raises(TableError, match=match):
        SeatState(0).deal(t)


@pytest.mark.parametrize("cards, counts, classes, match", [
    (list(range(52)), [52, 0, 0, 0, 1], [0, 0, 0, 0, 0],
     r"deal table \[6\]\[0\]: says player 0 holds 52 cards, but a deal gives at most 11"),
    (list(range(52)), [11, 11, 11, 10, 10], [0, 0, 0, 0, 0],
     r"deal table: rows 0-4 show 52 cards, but a deal gives at most 11"),
    (list(range(14)), [13, 11, 11, 9, 9], [0, 1, 2, 3, 4],
     r"deal table: rows 0-4 show 14 cards, but a deal gives at most 13"),
])
def test_a_hand_no_deal_gives_is_refused_even_when_the_counts_add_up(cards, counts, classes, match):
    t = deal_table(cards)
    t[6][0:5], t[6][5:10] = counts, classes
    t[5][1] = 0 if not any(classes) else 2
    with pytest.raises(TableError, match=match):
        SeatState(0).deal(t)


def test_a_daifugo_holding_its_tribute_is_dealt():
    t = deal_table(list(range(13)))  # 11 dealt and the daihinmin's 2 (tndhms counts before the tribute)
    t[6][0:5], t[6][5:10], t[5][1] = [11, 11, 11, 10, 10], [0, 1, 2, 3, 4], 2
    assert SeatState(0).deal(t) == 2
