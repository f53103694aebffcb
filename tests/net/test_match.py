"""Friends play whole matches over the wire: three devices and a host bot, every seat a friend, and
the records keep the friends' names."""
import asyncio

from game.net.host.room import FRIEND, LOCAL
from tests.net.clients import RULES, hosting, play_out, seated, ticking


def test_three_devices_and_a_bot_play_a_whole_match():
    async def run():
        async with hosting() as (_server, table, port):
            devices = await seated(table, port, ["Ann", "Bo", "Cy"])
            async with ticking(table):
                moves = await asyncio.gather(*(play_out(d, table) for d in devices))
            assert table.session.match.is_over
            assert all(n > 0 for n in moves)
            assert [d.seat for d in devices] == [0, 1, 2]
            assert [s.name for s in table.session.seats][:3] == ["Ann", "Bo", "Cy"]  # the records' and replays' names
            for d in devices:
                await d.close()
    asyncio.run(run())


def test_every_seat_a_friend_with_jokers_and_the_tax():
    async def run():
        rules = RULES.replace(jokers=2, seven_give=True, ten_discard=True)
        async with hosting(kinds=(FRIEND,) * 4, rules=rules, seed=5) as (_server, table, port):
            devices = await seated(table, port, ["Ann", "Bo", "Cy", "Di"])
            async with ticking(table):
                await asyncio.gather(*(play_out(d, table) for d in devices))
            assert table.session.match.is_over
            for d in devices:
                await d.close()
    asyncio.run(run())


def test_a_desktop_host_shows_its_own_seat_and_never_asks_to_pass_the_device():
    async def run():
        async with hosting(kinds=(FRIEND, LOCAL, FRIEND, "beginner")) as (_server, table, port):
            devices = await seated(table, port, ["Ann", "Bo"])
            session = table.session
            assert [d.seat for d in devices] == [0, 2]
            assert session.viewer == 1 and not session.shared_screen
            session.set_standin(1, True)  # the host's player lets the CPU play: the table runs on its own
            async with ticking(table):
                await asyncio.gather(*(play_out(d, table) for d in devices))
            assert session.match.is_over
            for d in devices:
                await d.close()
    asyncio.run(run())
