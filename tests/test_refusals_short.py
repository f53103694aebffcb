"""A huge value anywhere in a file is refused in a line, never repeated whole: every loader (the rules, the
match state, a save, a level file, a replay, the records, the settings, the campaign's progress, a bot spec) quotes what it got through
``game.quoting.quote``, so the message names the field and stays short whatever the file held (a list of
400-digit numbers once made a save's message 900 characters long)."""
import functools
import json
import tomllib
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from game import userdata
from game.app.settings import Settings
from game.bots.base import PARAMETERS, BotSpec, check_parameter
from game.campaign.level import parse_level
from game.campaign.progress import Progress
from game.engine import Match, Rules
from game.records import store
from game.records.replay import Replay
from game.records.stats import Records
from game.table.saving import recorder, save

from tests.engine.helpers import step
from tests.hostile import HUGE, replace_one
from tests.records.helpers import play, session
from tests.table.helpers import saved

SHORT = 300  # characters: a message a player reads in one go
LEVEL = Path(__file__).parents[1] / "levels" / "03_spade_bar.toml"
FUZZ = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture,
                                                                        HealthCheck.too_slow])


def _refused_short(load, data, path, aliases=()) -> None:
    """``load(data)`` loads, or refuses in a short message naming a field on ``path`` (the file names the
    outer fields as it reads them: ``match.hand.hands``, ``seat 3 (Ben)``), or one of ``aliases``."""
    try:
        load(data)
    except userdata.NewerFile as exc:  # left alone, and said in a line too
        assert 0 < len(str(exc)) < SHORT, (path, str(exc))
    except ValueError as exc:
        message = str(exc)
        assert 0 < len(message) < SHORT, (path, message)
        names = [k.removesuffix("s") for k in path if isinstance(k, str)]  # a list's item: "seat 2" of "seats"
        names += aliases if names else []
        assert not names or any(n in message for n in names), (path, message)


@functools.cache
def _match() -> str:
    match = Match(Rules.preset("classic"), seats=4, seed=3)
    for _ in range(40):
        step(match, lambda m: m.legal_moves()[0])
    return json.dumps(match.to_dict())


@functools.cache
def _save() -> str:
    saved()
    return userdata.path_of(save.FILE_NAME).read_text()


@functools.cache
def _replay() -> str:
    return json.dumps(recorder.replay_of(play(session(seed=5), moves=60)).to_dict())


@functools.cache
def _records() -> str:
    play(session(seed=4))
    return json.dumps(json.loads(userdata.path_of(store.RECORDS).read_text())["players"])


def _rules() -> dict:
    return {"preset": "jda", **Rules.preset("jda").to_dict()}


# Each loader: a fresh file of its kind, how it is read, and the words its messages name outer fields with
# (a save's "session" is the "save", its header says which file it is not).
LOADERS = {
    "rules": (_rules, Rules.from_dict, ()),
    "match": (lambda: json.loads(_match()), Match.from_dict, ()),
    "save": (lambda: json.loads(_save()), save.decode, ("save",)),
    "level": (lambda: tomllib.loads(LEVEL.read_text()), lambda data: parse_level(data, LEVEL, custom=True), ()),
    "replay": (lambda: json.loads(_replay()), Replay.from_dict, ()),
}


@pytest.mark.parametrize("kind", LOADERS)
@FUZZ
@given(data=st.data())
def test_a_huge_value_in_any_field_is_refused_short_naming_the_field(kind, data):
    fresh, load, aliases = LOADERS[kind]
    changed = fresh()
    path = replace_one(changed, data.draw, HUGE)
    _refused_short(load, changed, path, aliases)


# Files read with repairs: a fresh one of each kind, and how it is read (the value and its repairs).
REPAIRED = {
    "records": (lambda: json.loads(_records()), Records.from_dict),
    "settings": (lambda: Settings().to_json(), Settings.parse),
    "progress": (lambda: Progress({"01_corner_cafe": 2}, {"02_lantern_row"}, "Aki").to_dict(), Progress.parse),
}


@pytest.mark.parametrize("kind", REPAIRED)
@FUZZ
@given(data=st.data())
def test_a_huge_value_in_a_repaired_file_is_repaired_or_refused_in_short_lines(kind, data):
    fresh, read = REPAIRED[kind]
    changed = fresh()
    path = replace_one(changed, data.draw, HUGE)
    try:
        _value, repairs = read(changed)
    except ValueError as exc:  # a NewerFile too
        repairs = [exc]
    assert all(0 < len(str(r)) < SHORT for r in repairs), (path, [str(r) for r in repairs])


@FUZZ
@given(key=st.sampled_from(PARAMETERS), value=HUGE, text=st.text(min_size=200, max_size=3000),
       where=st.sampled_from(["strength", "personality", "parameter", "value"]))
def test_a_huge_bot_spec_is_refused_short(key, value, text, where):
    with pytest.raises(ValueError) as refused:
        check_parameter(key, value)
    assert len(str(refused.value)) < SHORT
    spec = {"strength": text, "personality": f"medium:{text}", "parameter": f"medium:steady:{text}=1",
            "value": f"medium:steady:{key}={text}x"}[where]
    with pytest.raises(ValueError) as refused:
        BotSpec.parse(spec)
    assert len(str(refused.value)) < SHORT
