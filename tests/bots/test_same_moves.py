"""The bots choose the same moves on the same seeds as when ``same_moves.json`` was recorded (issue 49).

The engine and the search may be made faster, never different: the strength,
the personalities and the campaign's clear rates measured in ``levels/README.md``
rest on these choices. Each searching bot's every candidate rating and the work
it spent are compared too, so one playout played differently shows. A change
meant to change the choices records them anew (``tests.bots.helpers.write_same_moves``)
and says why.
"""
from __future__ import annotations

import json

import pytest

from tests.bots.helpers import SAME_MOVES, SAME_PRESETS, same_moves

RECORDED = json.loads(SAME_MOVES.read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def answers() -> dict:
    return same_moves()


@pytest.mark.parametrize("preset", SAME_PRESETS)
def test_the_bots_choose_as_recorded(answers, preset):
    mine = {key: value for key, value in answers.items() if key.startswith(preset + "/")}
    recorded = {key: value for key, value in RECORDED.items() if key.startswith(preset + "/")}
    assert mine.keys() == recorded.keys()
    for key in recorded:
        assert mine[key] == recorded[key], key
