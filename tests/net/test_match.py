"""Friends play whole matches over the wire: three devices and a host bot, and a rejoin by secret."""
import asyncio

from game.net.host import FRIEND
from tests.net.clients import RULES, Device, hosting, play_out


async def _seated(port: int, code: str, names: list[str]) -> list[Device]:
    devices = [await Device.open(port) for _ in names]
    for device, name in zip(devices, names):
        await device.join(code, name)
    return devices


def test_three_devices_and_a_bot_play_a_whole_match():
    async def run():
        with hosting() as (_server, room, port):
            devices = await _seated(port, room.code, ["Ann", "Bo", "Cy"])
            moves = await asyncio.gather(*(play_out(d, room) for d in devices))
            assert room.table.is_over
            assert all(n > 0 for n in moves)
            assert [d.seat for d in devices] == [0, 1, 2]
            for d in devices:
                await d.close()
    asyncio.run(run())


def test_every_seat_a_friend_with_jokers_and_the_tax():
    async def run():
        rules = RULES.replace(jokers=2, seven_give=True, ten_discard=True)
        with hosting(kinds=(FRIEND,) * 4, rules=rules, seed=5) as (_server, room, port):
            devices = await _seated(port, room.code, ["Ann", "Bo", "Cy", "Di"])
            await asyncio.gather(*(play_out(d, room) for d in devices))
            assert room.table.is_over
            for d in devices:
                await d.close()
    asyncio.run(run())
