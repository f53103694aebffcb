"""Between matches and hands at a friends' table: a rematch keeps everyone in their seat and tells their
devices, and a latecomer takes a bot's seat (one a friend left, or nobody took) from the next hand."""
import asyncio
import json

from game.net.host.room import FRIEND
from game.net.screens.lobby_scene import FriendsMatch
from game.table.saving import tables
from tests.net.clients import RULES, Device, hosting, play_out, seated, ticking

KINDS = (FRIEND, FRIEND, "beginner", "beginner")


def _over(message) -> bool:
    return message["type"] == "result" and message["result"]["match_over"]


def test_a_rematch_keeps_every_friend_seated_and_tells_their_devices():
    async def run():
        async with hosting(kinds=KINDS) as (_server, table, port):
            ann, bo = await seated(table, port, ["Ann", "Bo"])
            first = table.session
            first.subscribe(FriendsMatch(table))
            async with ticking(table):
                await asyncio.gather(play_out(ann, table, stop=_over), play_out(bo, table, stop=_over))
                again = tables.rematch(first)  # what the final results' Rematch does at the host's screen
                assert again is table.session and again is not first and not again.match.results
                assert [s.name for s in again.seats[:2]] == ["Ann", "Bo"]
                for device in (ann, bo):
                    view = (await device.until("view"))["view"]
                    assert view["number"] == 1 and view["names"][device.seat] == ["Ann", "Bo"][device.seat]
                await asyncio.gather(play_out(ann, table), play_out(bo, table))
            assert again.match.is_over and first.match.is_over
            for device in (ann, bo):
                await device.close()
    asyncio.run(run())


def test_a_latecomer_takes_a_bots_seat_from_the_next_hand():
    rules = RULES.replace(rounds=3)

    async def run():
        async with hosting(kinds=KINDS, rules=rules) as (_server, table, port):
            [ann] = await seated(table, port, ["Ann"])  # seat 1, which nobody took, goes to a bot
            session = table.session
            assert not session.seats[1].is_human
            results = []

            def in_hand_two(message) -> bool:
                results.append(message["type"] == "result")
                return any(results) and message["type"] == "decision"

            async with ticking(table):
                await play_out(ann, table, stop=in_hand_two)  # the table waits on Ann's turn in hand 2
                cy = await Device.open(port)
                seat = await cy.join(table.code, "Cy")  # no secret: the match is on
                assert seat["seat"] == 1 and seat["next_hand"]
                await ann.send(type="move", move=ann.shown["legal"][0])
                await asyncio.gather(play_out(ann, table), play_out(cy, table))
            # Nothing of the hand the bot played there reached Cy: their first news is their own deal.
            first = json.loads(cy.received[1])
            assert first["type"] == "event" and first["events"][0]["kind"] == "HandStarted"
            assert first["events"][0]["number"] == 3
            assert session.match.is_over
            assert session.seats[1].is_human and session.seats[1].name == "Cy"
            for device in (ann, cy):
                await device.close()
    asyncio.run(run())
