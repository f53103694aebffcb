"""A friend cannot hold a table (issue 53, case 2): by sitting still on their turn while connected, or
by reconnecting again and again. The test is the host's clock: it ticks the table itself, so the grace
and idle periods are counted in ticks, never waited for in real seconds."""
import asyncio
import json

from game.net.host import net_room as host_module
from game.net.host.room import FRIEND
from game.table.match.session import TICKS_PER_SECOND
from game.table.view.feed import presence_of
from game.table.wording import words
from tests.net.clients import BOUND, Device, hosting, seated

KINDS = (FRIEND, FRIEND, "beginner", "beginner")
IDLE = 1.0  # seconds a connected, silent seat's turn waits: 60 ticks of the test's clock
GRACE = 0.5  # and an away one's: 30 ticks
MOST_TICKS = 20_000  # bound on any tick loop here


async def tick(table, n: int = 1) -> None:
    """``n`` ticks of the host's clock, letting the network's news in between (the bots' worker too)."""
    for _ in range(n):
        table.tick()
        await asyncio.sleep(0)


async def until(table, done, what: str) -> int:
    """Tick until ``done()``; the ticks it took (bounded)."""
    for ticks in range(MOST_TICKS):
        if done():
            return ticks
        await tick(table)
        await asyncio.sleep(0.0005)  # the bots' worker and the server's thread get their turn
    raise AssertionError(f"{what}: not within {MOST_TICKS} ticks")


async def _a_friends_turn(table, port) -> tuple[Device, Device]:
    """Both friends seated, the table ticked until one owes a decision: (that one, the other)."""
    a, b = await seated(table, port, ["Ann", "Bo"])
    await until(table, lambda: table.session.to_act in (a.seat, b.seat), "a friend's turn")
    return (a, b) if table.session.to_act == a.seat else (b, a)


def _status(table, seat: int) -> str:
    """What every screen says beside the seat's name (the seat's feed's presence, in words)."""
    return words.presence(presence_of(table.session, seat))


def _views_heard(table) -> list[int]:
    """The seats each view the host sends from now on goes to, in order."""
    heard: list[int] = []
    table.room.listeners.append(lambda to, text: heard.append(to) if json.loads(text)["type"] == "view" else None)
    return heard


def test_a_silent_connected_seat_is_played_by_the_cpu_after_the_idle_period_until_it_speaks():
    async def run():
        async with hosting(kinds=KINDS, grace=GRACE, idle=IDLE) as (_server, table, port):
            silent, other = await _a_friends_turn(table, port)
            seat = silent.seat
            took = await until(table, lambda: seat in table.session.standins, "the CPU taking the silent seat")
            # Before: no move in 40 s and no status, the CPU never took over. Now at the idle period.
            assert took <= IDLE * TICKS_PER_SECOND + 2
            assert _status(table, seat) == "CPU playing" and seat in table.net.view(other.seat)["cpu"]
            await until(table, lambda: table.session.to_act != seat, "the CPU moving for the seat")
            await silent.send(type="auto_pass", until_clear=False, when_stuck=False)  # any word from it
            await until(table, lambda: seat not in table.session.standins, "the seat given back")
            assert _status(table, seat) == ""
            for device in (silent, other):
                await device.close()
    asyncio.run(run())


def test_the_seat_says_how_long_its_turn_waits():
    async def run():
        async with hosting(kinds=KINDS, grace=GRACE, idle=IDLE) as (_server, table, port):
            device = await Device.open(port)
            seat = await device.join(table.code, "Ann")
            assert (seat["grace"], seat["idle"]) == (1, 1)  # whole seconds, rounded up
            await device.close()
        async with hosting(kinds=KINDS, rules=table.rules.replace(turn_timer=20)) as (_server, table, port):
            device = await Device.open(port)
            seat = await device.join(table.code, "Ann")
            assert (seat["grace"], seat["idle"]) == (30, None)  # the turn timer moves for a silent seat
            await device.close()
    asyncio.run(run())


def test_rejoining_again_and_again_neither_holds_the_table_nor_floods_the_others(monkeypatch):
    async def run():
        async with hosting(kinds=KINDS, grace=GRACE, idle=IDLE) as (_server, table, port):
            spammer, other = await _a_friends_turn(table, port)
            seat = spammer.seat
            heard = _views_heard(table)
            start_moves = len(table.session.history.moves)
            rejoins = 0
            cpu_at = None  # the tick the CPU took the seat
            while len(table.session.history.moves) == start_moves:  # until the CPU moved for the seat
                assert rejoins < 1000, "the spammed seat was never played by the CPU"
                device = await Device.open(port)
                await device.join(table.code, "Ann", spammer.secret)
                await tick(table, 3)
                await device.close()
                await tick(table, 2)
                rejoins += 1
                if cpu_at is None and seat in table.session.standins:
                    cpu_at = rejoins * 5
            # Before: 309 rejoins in 20 s kept the seat from ever counting as away. Now the turn's clock
            # runs on through the rejoins: the CPU takes the seat at the grace or idle period, and keeps
            # it through the rejoins until it has moved (its search, on another process, takes real time).
            assert cpu_at is not None and cpu_at <= IDLE * TICKS_PER_SECOND + 5
            # Before: every rejoin sent every device the view. Now the others hear of it every 2 s at most.
            told = heard.count(other.seat)
            assert told <= rejoins * 5 // host_module.STATUS_TICKS + 3, (told, rejoins)
            for device in (spammer, other):
                await device.close()
    asyncio.run(run())


def test_the_status_news_of_many_comings_and_goings_is_one_view_each_two_seconds():
    async def run():
        async with hosting(kinds=KINDS, grace=1000, idle=1000) as (_server, table, port):
            spammer, other = await _a_friends_turn(table, port)
            heard = _views_heard(table)
            rejoins = 40
            for _ in range(rejoins):
                device = await Device.open(port)
                await device.join(table.code, "Ann", spammer.secret)
                await tick(table, 2)
                await device.close()
                await tick(table, 1)
            await tick(table, host_module.STATUS_TICKS)  # the last news goes out within the interval
            told = heard.count(other.seat)
            assert 1 <= told <= rejoins * 3 // host_module.STATUS_TICKS + 2, told  # before: one per rejoin
            assert _status(table, spammer.seat) in ("", "away")
            for device in (spammer, other):
                await device.close()
    asyncio.run(asyncio.wait_for(run(), BOUND))
