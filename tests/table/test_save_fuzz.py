"""The friends' table's save under fuzzing: one value anywhere in a real save (its room code, its
friends' secrets, its port, the match itself) replaced by what a hostile disk may hold. The save either
loads, and then writes back and loads again the same, or is refused with a message in words, never a
traceback; a friends' save that loads is one Continue can host again (a code, a secret per person)."""
import functools
import json

from hypothesis import HealthCheck, given, settings, strategies as st

from game import userdata
from game.bounds import ROOM_CODE, SEAT_SECRET
from game.table.saving import save

from tests.hostile import replace_one
from .helpers import saved

SECRET = "a-friends-secret-0001"


@functools.cache
def _friends_save() -> str:
    """A real save with its friends' link (a person at seat 1 with a secret, the bots' seats none), played once."""
    s = saved()
    data = json.loads(userdata.path_of(save.FILE_NAME).read_text())
    data["friends"] = {"room": "ACDE", "secrets": [SECRET] + [None] * (len(s.seats) - 1), "port": 8765}
    return json.dumps(data)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.data())
def test_any_value_anywhere_in_a_friends_save_loads_or_is_refused_in_words(data):
    assert save.decode(json.loads(_friends_save())).friends is not None  # unchanged, it is one Continue hosts
    changed = json.loads(_friends_save())
    where = replace_one(changed if data.draw(st.booleans()) else changed["friends"], data.draw)
    try:
        session = save.decode(changed)
    except userdata.NewerFile:
        return
    except ValueError as exc:
        assert 0 < len(str(exc)) < 600, where
        return
    text = json.dumps(save.encode(session))  # what loaded writes back, and reads back the same
    again = save.decode(json.loads(text))
    assert again.match.to_dict() == session.match.to_dict()
    link = session.friends
    if link is not None:
        assert ROOM_CODE.fullmatch(link.room) and 0 <= link.port < 65536
        assert all(s in (None, "") or SEAT_SECRET.fullmatch(s) for s in link.secrets)


def test_a_mode_that_is_no_mode_is_refused_quoted_short():
    changed = json.loads(_friends_save())
    changed["session"]["mode"] = {"x" * 50: 10 ** 400}  # found by the fuzz above: the whole value was repeated
    try:
        save.decode(changed)
    except ValueError as exc:
        assert str(exc).startswith("save.mode: expected one of quick, pass, got ") and len(str(exc)) < 120
    else:
        raise AssertionError("a mode that is a table loaded")
