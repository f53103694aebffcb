"""A stranger cannot find a table by guessing its code, nor a friend flood it by joining again (issue 53,
cases 2 and 3): an unknown code and a full table are answered alike, an address's wrong joins are
bounded (on the test's clock, not real seconds), and a seat's message budget counts its rejoins and
outlives its connections."""
import asyncio

import pytest
from websockets.exceptions import ConnectionClosedError

from game.net.host import limits, server
from game.net.host.limits import WrongJoins
from game.net.wire import protocol
from tests.net.clients import Device, hosting
from tests.net.hostile import Clock, attempt, codes, under_attack
from tests.net.joining import ONE_FRIEND

GUESSES = 1000
AT_ONCE = 25  # guesses in flight together


def test_an_unknown_code_and_a_full_table_are_answered_alike():
    async def run():
        async with hosting(kinds=ONE_FRIEND) as (_server, table, port):
            first = await Device.open(port)
            await first.join(table.code, "Ann")
            full = await attempt(port, room=table.code)
            unknown = await attempt(port, room=codes(1, table.code)[0])
            assert full == unknown and full["field"] == "room"  # before: two answers, a live code told apart
            await first.close()
    asyncio.run(run())


def test_a_thousand_wrong_codes_from_one_address_are_looked_at_ten_times(capsys):
    clock = Clock()

    async def attack(table, port: int) -> str:  # another room plays on meanwhile
        answers: list[dict] = []
        guesses = codes(GUESSES, table.code)
        for start in range(0, GUESSES, AT_ONCE):
            answers += await asyncio.gather(*(attempt(port, room=code) for code in guesses[start:start + AT_ONCE]))
        looked = [a for a in answers if a.get("expected") == protocol.NO_SEAT]
        waited = [a for a in answers if a.get("expected") == server.WAIT_TO_JOIN]
        # Before: 1,000 codes answered in 4 s, every one looked up. Now 10, then one each 10 s.
        assert len(looked) == limits.WRONG_JOINS and len(waited) == GUESSES - limits.WRONG_JOINS
        print(f"\n{GUESSES} wrong codes from one address: {len(looked)} looked up, {len(waited)} told to wait")
        right = await attempt(port, room=table.code)  # the address is held back, even with the right code
        assert right.get("expected") == server.WAIT_TO_JOIN
        clock.now += 1 / limits.WRONG_JOINS_PER_SECOND
        device = await Device.open(port)
        assert (await device.join(table.code, "Ann"))["seat"] == 0  # 10 s later, it is let in
        await device.close()
        return f"{GUESSES} wrong codes"
    print(under_attack(attack, wrong_joins=WrongJoins(clock=clock)))
    print(capsys.readouterr().out)


def test_a_seats_rejoins_take_from_its_budget_and_no_connection_refills_it():
    async def run():
        async with hosting(kinds=ONE_FRIEND, per_second=0.001) as (_server, table, port):
            device = await Device.open(port)
            await device.join(table.code, "Ann")
            secret = device.secret
            await device.close()
            refused = None
            for rejoins in range(1, limits.BURST + 1):  # before: each rejoin reset the bucket, 7,453 in 20 s
                answer = await attempt(port, room=table.code, secret=secret)
                if answer["type"] == "error":
                    refused = answer
                    break
            assert refused is not None and refused["field"] == "join" and rejoins == limits.BURST
    asyncio.run(run())


def test_messages_on_a_new_connection_spend_what_the_last_one_left():
    async def run():
        async with hosting(kinds=ONE_FRIEND, per_second=0.001) as (_server, table, port):
            first = await Device.open(port)
            await first.join(table.code, "Ann")
            for _ in range(limits.BURST - 5):
                await first.send(type="check", cards=["3S"])
            await first.close()
            again = await Device.open(port)
            await again.join(table.code, "Ann", first.secret)
            for _ in range(10):
                await again.send(type="check", cards=["3S"])
            with pytest.raises(ConnectionClosedError) as caught:
                for _ in range(1000):
                    await again.recv()
            assert caught.value.rcvd is not None and caught.value.rcvd.code == server.POLICY
    asyncio.run(run())


def test_behind_a_reverse_proxy_each_forwarded_address_has_its_own_wrong_joins():
    async def run():
        async with hosting(kinds=ONE_FRIEND, wrong_joins=WrongJoins(clock=Clock())) as (_server, table, port):
            wrong = codes(1, table.code)[0]

            async def via_proxy(address: str, room: str) -> dict:
                device = await Device.open(port, **{"X-Forwarded-For": f"10.9.9.9, {address}"})
                try:
                    await device.send(type="join", room=room, name="Eve")
                    return await device.recv()
                finally:
                    await device.close()

            for _ in range(limits.WRONG_JOINS):
                assert (await via_proxy("203.0.113.5", wrong))["expected"] == protocol.NO_SEAT
            assert (await via_proxy("203.0.113.5", wrong))["expected"] == server.WAIT_TO_JOIN
            # the guesser's address is held back; a friend behind the same proxy is not (the first entry,
            # which the client wrote itself, is not believed)
            assert (await via_proxy("198.51.100.7", table.code))["type"] == "seat"
    asyncio.run(run())
