"""Reading a device's messages: strict, bounded, and each mistake named by its field."""
import json

import pytest

from game.net.wire import protocol
from game.net.wire.protocol import Bye, Check, Join, MoveRequest, ProtocolError

SECRET = "a" * 32


def _msg(**fields) -> str:
    return json.dumps({"v": 1, **fields})


@pytest.mark.parametrize("text, expected", [
    (_msg(type="join", room="ACDE", name="Aki"), Join("ACDE", "Aki", None)),
    (_msg(type="join", room="ACDE", name=" Aki ", secret=SECRET), Join("ACDE", "Aki", SECRET)),
    (_msg(type="check", cards=["5H", "JK", "TS"]), Check(("5H", "JK", "TS"))),
    (_msg(type="move", move="5H 6H JK=7H"), MoveRequest("5H 6H JK=7H")),
    (_msg(type="move", move="pass"), MoveRequest("pass")),
    (_msg(type="move", move="give 4C 3C"), MoveRequest("give 3C 4C")),
    (_msg(type="bye"), Bye()),
])
def test_a_well_formed_message_reads_as_its_kind(text, expected):
    assert protocol.parse(text) == expected


@pytest.mark.parametrize("text, field", [
    ("not json", "message"),
    ("[1, 2]", "message"),
    (b'{"v": 1, "type": "bye"}', "message"),
    ('{"type": "bye"}', "v"),
    ('{"v": 2, "type": "bye"}', "v"),
    ('{"v": true, "type": "bye"}', "v"),
    (_msg(type="shout"), "type"),
    (_msg(type=7), "type"),
    (_msg(type="bye", seat=2), "seat"),
    (_msg(type="join", name="Aki"), "room"),
    (_msg(type="join", room="abcd", name="Aki"), "room"),
    (_msg(type="join", room="AIOS", name="Aki"), "room"),
    (_msg(type="join", room="ACDE"), "name"),
    (_msg(type="join", room="ACDE", name=""), "name"),
    (_msg(type="join", room="ACDE", name="x" * 13), "name"),
    (_msg(type="join", room="ACDE", name="a\nb"), "name"),
    (_msg(type="join", room="ACDE", name="Aki", secret="short"), "secret"),
    (_msg(type="join", room="ACDE", name="Aki", secret=5), "secret"),
    (_msg(type="check"), "cards"),
    (_msg(type="check", cards="5H"), "cards"),
    (_msg(type="check", cards=["5H", "5H"]), "cards"),
    (_msg(type="check", cards=["JK", "JK", "JK"]), "cards"),
    (_msg(type="check", cards=["1H"]), "cards"),
    (_msg(type="check", cards=[5]), "cards"),
    (_msg(type="check", cards=["3S"] * 21), "cards"),
    (_msg(type="check", seat=1, cards=["5H"]), "seat"),
    (_msg(type="move"), "move"),
    (_msg(type="move", move=""), "move"),
    (_msg(type="move", move="5H 9Z"), "move"),
    (_msg(type="move", move=["5H"]), "move"),
    (_msg(type="move", move="5H " * 30), "move"),
    (_msg(type="move", move="5H;rm"), "move"),
])
def test_a_malformed_message_names_its_field(text, field):
    with pytest.raises(ProtocolError) as caught:
        protocol.parse(text)
    assert caught.value.field == field
    answer = json.loads(protocol.error(caught.value))
    assert answer == {"v": 1, "type": "error", "field": field, "expected": caught.value.expected}


def test_a_message_over_the_size_bound_is_refused_before_it_is_read():
    text = _msg(type="join", room="ACDE", name="Aki", pad=" " * protocol.MAX_MESSAGE_BYTES)
    with pytest.raises(ProtocolError) as caught:
        protocol.parse(text)
    assert caught.value.field == "message"


def test_deep_nesting_is_a_protocol_error_not_a_crash():
    with pytest.raises(ProtocolError):
        protocol.parse("[" * 1000 + "]" * 1000)


def test_the_host_sends_only_its_own_kinds():
    assert json.loads(protocol.encode("bye", reason="closed")) == {"v": 1, "type": "bye", "reason": "closed"}
    with pytest.raises(ValueError):
        protocol.encode("join", room="ACDE")


def test_a_field_no_message_has_is_named_short_and_quoted_when_it_is_no_plain_name():
    with pytest.raises(ProtocolError) as caught:
        protocol.parse(_msg(type="bye", **{"\u202e" + "x" * 1500: 1}))
    assert caught.value.field == '"\\u202e' + "x" * 30 + "..."  # the right-to-left override escaped
