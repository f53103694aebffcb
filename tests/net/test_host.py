"""The host's answers in words: a check that finds several joker readings, and the prompt."""
import asyncio

from game.engine import Match, Rules
from game.engine.cards import TEXT
from game.net.host.room import FRIEND
from tests.net.clients import hosting, seated

RULES = Rules.preset("classic").replace(jokers=2)


def _leading_with_a_run_and_a_joker():
    """A seed whose first seat to act leads and holds a joker and two neighbours of one suit."""
    for seed in range(200):
        match = Match(RULES, 4, seed)
        seat = match.to_act
        view = match.view(seat)
        held = {int(c) for c in view.cards}
        if view.table is not None or view.pending or 52 not in held:
            continue
        pair = next(((c, c + 4) for c in sorted(held) if c < 44 and c + 4 in held), None)  # same suit, next rank
        if pair is not None:
            return seed, seat, [TEXT[pair[0]], TEXT[pair[1]], "JK"]
    raise AssertionError("no such deal in 200 seeds")


def test_a_joker_that_can_be_read_more_ways_gives_every_reading_and_the_seat_to_act_is_prompted():
    seed, seat, cards = _leading_with_a_run_and_a_joker()

    async def run():
        async with hosting(kinds=(FRIEND,) * 4, rules=RULES, seed=seed) as (_server, table, port):
            devices = await seated(table, port, ["Ann", "Bo", "Cy", "Di"])
            check = table.net.check(seat, cards)
            assert check["legal"] is True
            moves = [m["move"] for m in check["moves"]]
            assert len(moves) >= 2 and all("JK=" in m for m in moves)  # below the pair, or above it
            assert all(any(suit in m["words"] for suit in "\u2660\u2665\u2666\u2663") for m in check["moves"])
            assert table.net.decision(seat) == {"kind": "play", "count": None, "to": None, "can_pass": False,
                                                "seconds": None, "prompt": "Your turn: you lead", "key": 0}
            assert table.net.decision((seat + 1) % 4) is None
            for device in devices:
                await device.close()
    asyncio.run(run())
