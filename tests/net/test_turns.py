"""The host acts only on a seat's own decision, from that seat's own connection, and a message that
breaks the protocol or the rules changes nothing; a seat taken up again with its secret is the same seat."""
import asyncio
import json

from game.engine.cards import TEXT
from game.net.host.room import FRIEND
from game.table.wording.words import card_name
from tests.net.clients import Device, hosting, play_out, seated, ticking

KINDS = (FRIEND, FRIEND, "beginner", "beginner")


async def _two_friends(table, port) -> tuple[Device, Device, dict]:
    """Both friends seated and the table waiting on one of them: (to act, waiting, its decision)."""
    a, b = await seated(table, port, ["Ann", "Bo"])
    first = asyncio.ensure_future(a.until("decision"))
    second = asyncio.ensure_future(b.until("decision"))
    done, pending = await asyncio.wait({first, second}, return_when=asyncio.FIRST_COMPLETED)
    for task in pending:
        task.cancel()
    await asyncio.gather(*pending, return_exceptions=True)  # a cancelled recv leaves its message queued
    return (a, b, first.result()) if first in done else (b, a, second.result())


def test_messages_that_break_the_protocol_or_the_rules_change_nothing():
    async def run():
        async with hosting(kinds=KINDS) as (_server, table, port):
            async with ticking(table):
                acting, waiting, _decision = await _two_friends(table, port)
                before = json.dumps(table.session.match.to_dict(), sort_keys=True)
                held = {TEXT[c] for c in table.session.match.hand.hands[acting.seat]}
                stranger = next(TEXT[c] for c in range(52) if TEXT[c] not in held)
                bad = [
                    ("error", "message", "{not json"),
                    ("error", "v", json.dumps({"v": 9, "type": "move", "move": "pass"})),
                    ("error", "type", json.dumps({"v": 1, "type": "deal"})),
                    ("error", "seat", json.dumps({"v": 1, "type": "move", "move": "pass", "seat": waiting.seat})),
                    ("error", "move", json.dumps({"v": 1, "type": "move", "move": 7})),
                    ("error", "cards", json.dumps({"v": 1, "type": "check", "cards": ["XX"]})),
                    ("error", "type", json.dumps({"v": 1, "type": "join", "room": table.code, "name": "Eve"})),
                    ("refusal", "not_held", json.dumps({"v": 1, "type": "move", "move": stranger})),
                ]
                for kind, what, text in bad:
                    await acting.ws.send(text)
                    answer = await acting.until(kind)
                    assert answer.get("field", answer.get("code")) == what, (text, answer)
                check = (await _ask(acting, stranger))["check"]
                assert check["legal"] is False and card_name(stranger) in check["reason"]  # named as drawn: 4♣
                assert json.dumps(table.session.match.to_dict(), sort_keys=True) == before
                for device in (acting, waiting):
                    await device.close()
    asyncio.run(run())


async def _ask(device: Device, card: str) -> dict:
    await device.send(type="check", cards=[card])
    return await device.until("check")


def test_a_seat_acting_out_of_turn_is_refused():
    async def run():
        async with hosting(kinds=KINDS) as (_server, table, port):
            async with ticking(table):
                acting, waiting, _decision = await _two_friends(table, port)
                before = json.dumps(table.session.match.to_dict(), sort_keys=True)
                own = TEXT[table.session.match.hand.hands[waiting.seat][0]]
                await waiting.send(type="move", move=own)
                refusal = await waiting.until("refusal")
                assert refusal["code"] == "out_of_turn" and refusal["reason"] == "It is not your turn."
                await waiting.send(type="check", cards=[own])
                assert (await waiting.until("refusal"))["code"] == "out_of_turn"
                await waiting.send(type="move", move="pass")
                assert (await waiting.until("refusal"))["code"] == "out_of_turn"
                assert json.dumps(table.session.match.to_dict(), sort_keys=True) == before
                for device in (acting, waiting):
                    await device.close()
    asyncio.run(run())


def test_a_seat_rejoined_with_its_secret_is_the_same_seat_and_plays_on():
    async def run():
        async with hosting(kinds=KINDS) as (_server, table, port):
            async with ticking(table):
                acting, waiting, _decision = await _two_friends(table, port)
                seat, secret = acting.seat, acting.secret
                cards = table.session.view(seat).cards
                await acting.close()
                again = await Device.open(port)
                await again.join(table.code, "someone else", secret=secret)
                assert again.seat == seat
                view = (await again.until("view"))["view"]
                assert view["cards"] == [TEXT[c] for c in sorted(cards)] and view["names"][seat] == "Ann"
                # A second connection with the same secret takes the seat over; the first is sent away.
                third = await Device.open(port)
                await third.join(table.code, "Ann", secret=secret)
                assert (await again.until("bye"))["reason"] == "rejoined elsewhere"
                await asyncio.gather(play_out(third, table), play_out(waiting, table))
                assert table.session.match.is_over
                for device in (again, third, waiting):
                    await device.close()
    asyncio.run(run())


def test_a_friend_who_lets_the_turn_timer_run_out_gets_the_engines_timeout_move():
    from tests.net.clients import RULES

    async def run():
        async with hosting(kinds=(FRIEND, "beginner", "beginner", "beginner"), rules=RULES.replace(turn_timer=1)) as (
                _server, table, port):
            [idle] = await seated(table, port, ["Ann"])
            async with ticking(table):
                decision = (await idle.until("decision"))["decision"]
                assert decision["seconds"] == 1
                for _ in range(1000):  # the device never answers: the host moves for it when time is up
                    message = await idle.until("event")
                    if any(e.get("seat") == idle.seat and e["kind"] in ("Played", "Passed", "Gave", "Discarded",
                                                                         "TaxReturned")
                           or e.get("giver") == idle.seat for e in message["events"]):
                        assert message.get("timed_out") is True  # the device is told the timer moved for it
                        break
                    assert "timed_out" not in message  # not for the other seats' moves
                else:
                    raise AssertionError("the turn timer never moved for the idle seat")
                assert not table.session.standins  # the timer moves for a person; the seat stays theirs
            await idle.close()
    asyncio.run(run())
