"""joined.json as a hostile disk may leave it, and a join thread that fails: every case ends in words on
the screen, never a traceback or a "Connecting..." that waits for ever.

The note is checked as the join screen checks what a player types (a host of letters, digits and
``.:-_``, a printable name, a time the clock could read); whatever the link's thread meets (a host the
resolver refuses, a fault of ours) comes back as a message. Fuzzed copies of a real note each read back
or are refused with the file and a field named.
"""
import dataclasses
import json
import time

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from game import userdata
from game.app import testing as T
from game.app.common import MessageOverlay
from game.net.join import link as link_module
from game.net.join import seat_record
from game.net.screens.join_scene import JoinScene
from game.net.wire.discovery import TableAd
from tests.hostile import replace_one
from tests.net import joining

SECRET = "s3cr3t-s3cr3t-s3cr3t"


def note(**changes):
    """A fresh note as the game writes one, with ``changes`` made."""
    data = {"kind": seat_record.KIND, "version": seat_record.VERSION, "host": "127.0.0.1", "port": 8765,
            "room": "ACDE", "name": "Ann", "secret": SECRET, "saved": time.time()}
    data.update(changes)
    return data


def write(data, text=None):
    userdata.path_of(seat_record.FILE_NAME).write_text(text if text is not None else json.dumps(data))


def screen_after_a_frame():
    """The join screen opened on the note, one frame on: the overlay it raised, if any, and the screen."""
    app = T.headless_app(lambda a: JoinScene(a, joining.Found()))
    scene = app.stack.top
    app.step(1)
    return app, scene


def test_a_good_note_offers_the_rejoin():
    write(note())
    app, scene = screen_after_a_frame()
    assert scene.record is not None and app.stack.top is scene
    app.shutdown()


@pytest.mark.parametrize("field, value, words", [
    ("saved", 10 ** 400, "saved: expected a time in seconds from 0 to 253402300800, got 100000000000... (401 digits)"),
    ("saved", -1, "saved: expected a time in seconds"),
    ("saved", 1e308 * 10, "saved: expected a time in seconds"),
    ("port", 10 ** 400, "port: expected a port number, got 100000000000... (401 digits)"),
    ("host", "127.0.0.1\u0000evil", "host: expected a host name or address"),
    ("host", "evil\u202e.lan", "host: expected a host name or address"),
    ("host", "a" * 254, "host: expected a host name or address"),
    ("host", "...", "host: expected a host name or address"),
    ("name", "An\u0000n", "name: expected 1 to 12 printable characters"),
    ("name", "\u202eAnn", "name: expected 1 to 12 printable characters"),
    ("name", "   ", "name: expected 1 to 12 printable characters"),
    ("room", "AC\u0000E", "room: expected 4 letters"),
])
def test_a_value_a_player_could_not_have_typed_is_refused_on_screen_with_the_file_and_field(field, value, words):
    write(note(**{field: value}))
    app, scene = screen_after_a_frame()
    assert scene.record is None  # no Rejoin of a seat the note cannot name
    shown = app.stack.top
    assert isinstance(shown, MessageOverlay) and shown.title == "Seat at a friend's table reset"
    text = " ".join(shown.lines)
    assert "joined.json is damaged" in text and words in text and "Join a Table has no seat to offer back." in text
    assert "\u0000" not in text and "\u202e" not in text
    app.shutdown()


def test_a_5000_digit_number_anywhere_gets_our_words_not_pythons():
    write(None, text=json.dumps(note(extra=0)).replace('"extra": 0', '"extra": ' + "9" * 5000))
    record, notice = seat_record.read()
    assert record is None
    assert "joined.json is damaged (it holds a number of 5,000 digits, more than the 4,300 a number may have)" \
        in notice.text
    assert "set_int_max_str_digits" not in notice.text


def test_a_host_the_resolver_refuses_ends_the_join_in_words():
    """Tables found nearby come from the network: a hostile one must not leave the screen connecting."""
    ad = TableAd("ACDE", "Kai", 4, 1, "127.0.0.1\u0000evil", 8765)
    app = T.headless_app(lambda a: JoinScene(a, joining.Found([ad])))
    scene = app.stack.top
    app.step(1)
    T.Keyboard(app).choose("ACDE: Kai's table, 1 free")
    joining.until(app, lambda: scene.link is None, "the end of the join")
    assert scene.status == "Cannot connect to 127.0.0.1\u0000evil:8765: embedded null character"
    app.shutdown()


def test_whatever_kills_the_join_thread_ends_in_a_message(monkeypatch):
    async def broken(self):
        raise RuntimeError("a fault of ours")

    monkeypatch.setattr(link_module.Link, "_main", broken)
    app = T.headless_app(lambda a: JoinScene(a, joining.Found()))
    scene = app.stack.top
    scene.address.text, scene.code.text = "127.0.0.1:8765", "ACDE"
    T.Keyboard(app).choose("Join")
    joining.until(app, lambda: scene.link is None, "the end of the join")
    assert scene.status == "Cannot connect to 127.0.0.1:8765: RuntimeError: a fault of ours"
    app.shutdown()


# -- fuzzing: any value anywhere in a real note ----------------------------------------------------
@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.data())
def test_any_value_anywhere_in_a_note_reads_back_or_is_refused_with_a_field_named(data):
    changed = note()
    if data.draw(st.booleans()):
        changed.pop(data.draw(st.sampled_from(sorted(changed))))
    else:
        replace_one(changed, data.draw)
    try:
        decoded, repairs = seat_record.decode(changed)
    except userdata.NewerFile:
        return
    except ValueError as exc:
        assert str(exc).split(":")[0] in ("kind", "version", "host", "port", "room", "name", "secret", "saved"), exc
        assert len(str(exc)) < 300
        return
    assert repairs == [] and seat_record.is_host(decoded.host) and decoded.name.isprintable()
    assert seat_record.decode({"kind": seat_record.KIND, "version": seat_record.VERSION,
                               **dataclasses.asdict(decoded)})[0] == decoded  # written back, it reads the same


def test_a_link_that_fails_mid_match_is_said_as_a_lost_connection():
    from game.net.join.joined import ended_words

    note = link_module.Note(link_module.ENDED, link_module.FAILED, "RuntimeError: a fault of ours")
    assert ended_words(note) == ("Connection lost", "The connection to the host failed (RuntimeError: a fault of ours).")
