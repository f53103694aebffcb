"""The late-move race: every ``decision`` carries a key that the device echoes in its ``check`` and
``move``; a move or check sent for a decision that has gone since is refused (``out_of_turn``) and never
taken for a later decision of the same seat. A page that sends no key is answered as before."""
import asyncio

import pytest

from game.bots import make_bot
from game.net.host.room import FRIEND
from game.net.wire import protocol
from game.net.wire.protocol import Check, MoveRequest, ProtocolError
from tests.net.clients import Device, hosting, own_view, seated, ticking


async def _decision(device: Device) -> dict:
    return (await device.until("decision"))["decision"]


def test_a_move_sent_for_a_decision_gone_since_is_refused_not_played_on_the_next():
    async def run():
        async with hosting(kinds=(FRIEND, "beginner", "beginner", "beginner")) as (_server, table, port):
            [ann] = await seated(table, port, ["Ann"])
            bot = make_bot("beginner:steady", seed=0)
            async with ticking(table):
                first = await _decision(ann)
                move = bot.choose(own_view(ann.shown, table, ann.seat))
                await ann.send(type="move", move=str(move), key=first["key"])
                second = await _decision(ann)
                assert second["key"] != first["key"]
                played = len(table.session.history.moves)  # the table waits on Ann now
                late = ann.shown["legal"][0]  # a move legal now, sent as if for the first decision
                await ann.send(type="check", cards=[], key=first["key"])
                assert (await ann.recv())["code"] == "out_of_turn"
                await ann.send(type="move", move=late, key=first["key"])
                refusal = await ann.recv()
                assert refusal["type"] == "refusal" and refusal["code"] == "out_of_turn" and refusal["move"] == late
                assert len(table.session.history.moves) == played
                await ann.send(type="move", move=late, key=second["key"])  # for the decision owed: played
                await ann.until("view")
                assert len(table.session.history.moves) > played
            await ann.close()
    asyncio.run(run())


def test_a_decision_key_is_read_strictly_and_may_be_left_out():
    assert protocol.parse('{"v": 1, "type": "move", "move": "pass", "key": 3}') == MoveRequest("pass", 3)
    assert protocol.parse('{"v": 1, "type": "move", "move": "pass"}') == MoveRequest("pass", None)
    assert protocol.parse('{"v": 1, "type": "check", "cards": ["5H"], "key": 0}') == Check(("5H",), 0)
    for bad in ("true", "-1", "1.5", '"3"', str(1 << 31)):
        with pytest.raises(ProtocolError) as refused:
            protocol.parse('{"v": 1, "type": "move", "move": "pass", "key": %s}' % bad)
        assert refused.value.field == "key"
