"""The adapter's answers in words: a check that finds several joker readings, and the prompt."""
import pytest

from game.engine import Rules
from game.engine.cards import TEXT
from game.net.host import FRIEND, OutOfTurn, TableHost

RULES = Rules.preset("classic").replace(jokers=2)


def _leading_with_a_run_and_a_joker():
    """A fresh table whose first seat to act leads and holds a joker and two neighbours of one suit."""
    for seed in range(200):
        table = TableHost(RULES, [FRIEND] * 4, seed)
        seat = table.to_act
        view = table.session.view(seat)
        held = {int(c) for c in view.cards}
        if view.table is not None or view.pending or 52 not in held:
            continue
        pair = next(((c, c + 4) for c in sorted(held) if c < 44 and c + 4 in held), None)  # same suit, next rank
        if pair is not None:
            return table, seat, [TEXT[pair[0]], TEXT[pair[1]], "JK"]
    raise AssertionError("no such deal in 200 seeds")


def test_a_joker_that_can_be_read_more_ways_gives_every_reading_to_choose_from():
    table, seat, cards = _leading_with_a_run_and_a_joker()
    check = table.check(seat, cards)
    assert check["legal"] is True
    moves = [m["move"] for m in check["moves"]]
    assert len(moves) >= 2 and all("JK=" in m for m in moves)  # below the pair, or above it
    assert all("\u2660" in m["words"] or "\u2665" in m["words"] or "\u2666" in m["words"] or "\u2663" in m["words"]
               for m in check["moves"])


def test_the_seat_to_act_is_prompted_and_the_others_are_turned_away():
    table, seat, cards = _leading_with_a_run_and_a_joker()
    decision = table.decision(seat)
    assert decision == {"kind": "play", "count": None, "to": None, "can_pass": False, "seconds": None,
                        "prompt": "Your turn: you lead"}
    other = (seat + 1) % 4
    assert table.decision(other) is None
    with pytest.raises(OutOfTurn):
        table.check(other, cards)
    with pytest.raises(OutOfTurn):
        table.play(other, "pass")


def test_a_table_needs_a_friend_and_known_bots():
    with pytest.raises(ValueError):
        TableHost(RULES, ["beginner"] * 4)
    with pytest.raises(ValueError):
        TableHost(RULES, [FRIEND, "genius", "beginner", "beginner"])
