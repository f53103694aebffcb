"""The phone's hint, auto-pass and log of the hand, as the desktop table has them: a hint searched off
the host's frame and sent for the decision still owed, the two pass switches played by the host for the
seat, and the log's lines in the host's words, each device sent only the lines it has not had."""
import asyncio
import json

import pytest

from game.bots import make_bot
from game.net.host.room import FRIEND
from game.net.wire import protocol
from game.net.wire.protocol import AutoPass, HintRequest, ProtocolError
from tests.net.clients import Device, hosting, own_view, seated, ticking

KINDS = (FRIEND, "beginner", "beginner", "beginner")


async def _decision(device: Device, can_pass: bool | None = None) -> dict:
    """The device's next decision (the next one where it may pass, if asked), playing the others by a bot."""
    bot = make_bot("beginner:steady", seed=device.seat)
    while True:
        decision = (await device.until("decision"))["decision"]
        if can_pass is None or decision["can_pass"] == can_pass:
            return decision
        move = bot.choose(own_view(device.shown, device.table, device.seat))
        await device.send(type="move", move=str(move), key=decision["key"])


def test_a_hint_comes_for_the_decision_owed_and_not_off_turn():
    async def run():
        async with hosting(kinds=KINDS) as (_server, table, port):
            [ann] = await seated(table, port, ["Ann"])
            ann.table = table
            async with ticking(table):
                decision = await _decision(ann)
                await ann.send(type="hint", key=decision["key"] + 1)  # not the decision owed
                assert (await ann.recv())["code"] == "out_of_turn"
                await ann.send(type="hint", key=decision["key"])
                hint = (await ann.until("hint"))["hint"]
                assert hint["move"] in ann.shown["legal"] and hint["reason"] and hint["words"]
                assert hint["key"] == decision["key"]
            await ann.close()
    asyncio.run(run())


def test_auto_pass_is_played_by_the_host_and_shown_in_the_view():
    async def run():
        async with hosting(kinds=KINDS) as (_server, table, port):
            [ann] = await seated(table, port, ["Ann"])
            ann.table = table
            async with ticking(table):
                await _decision(ann, can_pass=True)
                played = len(table.session.history.moves)
                await ann.send(type="auto_pass", until_clear=True, when_stuck=True)
                kinds = []
                for _ in range(1000):
                    message = await ann.recv()
                    kinds.append(message["type"])
                    if message["type"] == "view" and ann.seat in message["view"]["passed"]:
                        view = message["view"]
                        break
                assert "decision" not in kinds  # nothing asked (nor buzzed) for a turn the switch passes
                assert view["auto_pass"]["when_stuck"]  # the switch stays; auto-pass ends as the table clears
                assert table.session.history.moves[played] == "pass"  # passed by the host, no move sent
            await ann.close()
    asyncio.run(run())


def test_the_log_of_the_hand_reaches_the_device_line_by_line_in_the_hosts_words():
    async def run():
        async with hosting(kinds=KINDS) as (_server, table, port):
            [ann] = await seated(table, port, ["Ann"])
            ann.table = table
            async with ticking(table):
                log: list[str] = []
                for _ in range(3):
                    decision = await _decision(ann)
                    move = make_bot("beginner:steady", seed=0).choose(own_view(ann.shown, table, ann.seat))
                    await ann.send(type="move", move=str(move), key=decision["key"])
                for text in ann.received:
                    message = json.loads(text)
                    if message["type"] == "log":
                        assert message["log"]["start"] in (0, len(log))  # only the lines not had yet
                        log[message["log"]["start"]:] = message["log"]["lines"]
                assert any(line.startswith("Ann plays") or line == "Ann passes" for line in log)
                assert not any(code in line for line in log for code in ("5H ", "TS", "JK="))  # cards as drawn
            await ann.close()
    asyncio.run(run())


def test_hint_and_auto_pass_are_read_strictly():
    assert protocol.parse('{"v": 1, "type": "hint"}') == HintRequest(None)
    assert protocol.parse('{"v": 1, "type": "auto_pass", "until_clear": false, "when_stuck": true}') == \
        AutoPass(False, True)
    for bad, field in (('{"v": 1, "type": "auto_pass", "until_clear": 1, "when_stuck": true}', "until_clear"),
                       ('{"v": 1, "type": "auto_pass", "until_clear": true}', "when_stuck"),
                       ('{"v": 1, "type": "hint", "key": "a"}', "key"),
                       ('{"v": 1, "type": "hint", "seat": 1}', "seat")):
        with pytest.raises(ProtocolError) as refused:
            protocol.parse(bad)
        assert refused.value.field == field
