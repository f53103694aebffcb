"""Golden playthroughs (OpenSpiel style): a fixed seed and policy give the same transcript.

A change that alters any event of these matches shows up as a diff against the
stored transcript. After a deliberate rules change, regenerate with
``DAIFUGO_REGOLD=1 python -m pytest tests/engine/test_playthrough.py`` and read the diff.
"""
from __future__ import annotations

import os
import pathlib

import pytest

from game.engine import Match, Rules

GOLDEN = pathlib.Path(__file__).parent / "golden"


def transcript(preset: str, seats: int, seed: int) -> str:
    """Every event of a match where each seat plays its last legal move (strongest-first order)."""
    rules = Rules.preset(preset).replace(rounds=2, target_points=0, seven_give=True, ten_discard=True,
                                         jack_back=True)
    match = Match(rules, seats=seats, seed=seed)
    lines = [repr(e) for e in match.opening_events]
    while not match.is_over:
        if match.between_hands:
            lines.append("> deal the next hand")
            lines += [repr(e) for e in match.deal_next()]
            continue
        move = match.legal_moves()[-1]
        lines.append(f"> seat {match.to_act}: {move}")
        lines += [repr(e) for e in match.apply(move)]
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("preset, seats, seed", [("classic", 4, 7), ("jda", 5, 3), ("president", 6, 1),
                                                 ("casual", 3, 9)])
def test_playthrough_matches_golden(preset, seats, seed):
    path = GOLDEN / f"{preset}_{seats}_{seed}.txt"
    text = transcript(preset, seats, seed)
    if os.environ.get("DAIFUGO_REGOLD"):
        path.write_text(text)
    assert text == path.read_text()
