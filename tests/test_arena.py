"""The arena: duplicate deals, rule switches from the command line and files, the table."""
from __future__ import annotations

import pytest

from game.arena import main, run_arena
from game.engine import Rules


def test_run_arena_plays_every_rotation_of_each_deal():
    stats = run_arena(Rules.preset("casual"), ["medium", "beginner", "beginner", "beginner"], hands=8, seed=3,
                      workers=1, match_hands=2)
    medium, beginner = stats
    assert (medium.spec, medium.seats, medium.hands) == ("medium", 1, 8)  # 1 deal x 4 rotations x 2 hands
    assert (beginner.seats, beginner.hands) == (3, 24)
    assert sum(p == 0 for s in stats for p in s.places) == 8  # one winner per hand
    assert medium.times and all(t >= 0 for t in medium.times)


def test_command_line_prints_the_table(capsys, tmp_path):
    rules = tmp_path / "rules.toml"
    rules.write_text('[rules]\npreset = "jda"\njokers = 2\n')
    code = main(["--rules", str(rules), "--hands", "4", "--match-hands", "1", "--workers", "1",
                 "--bots", "advanced:budget=100,medium,beginner", "--suit_lock", "false", "--seed", "2"])
    out = capsys.readouterr().out
    assert code == 0
    assert "1st%" in out and "p99 ms" in out and "advanced:budget=100" in out and "--suit_lock false" in out


@pytest.mark.parametrize("args", [["--bots", "medium,medium"], ["--bots", "wizard,medium,medium"],
                                  ["--no_such_rule", "1"], ["--jokers", "7"], ["--seats", "5"], ["--preset", "poker"]])
def test_bad_arguments_are_refused_with_a_message(capsys, args):
    assert main(["--hands", "1", "--workers", "1"] + args) == 2
    assert capsys.readouterr().err.startswith("arena: ")


def test_style_report_counts_each_habit_over_its_chances(capsys):
    code = main(["--hands", "16", "--match-hands", "2", "--workers", "1", "--seed", "3", "--style",
                 "--bots", "medium,medium:cutter,medium:hoarder,beginner"])
    out = capsys.readouterr().out
    assert code == 0 and "1st%" in out  # the usual table first, as before
    style = out[out.index("style:"):]
    for column in ("revolutions", "eight-cuts", "top/JK kept <=3", "groups broken", "passes w/ play"):
        assert column in style
    assert len([row for row in style.splitlines() if row.startswith(("medium", "beginner"))]) == 4


def test_progress_hears_every_deal(monkeypatch):
    from game.progress import Progress

    seen: list[int] = []
    progress = Progress(0)
    monkeypatch.setattr(progress, "update", seen.append)
    run_arena(Rules.preset("casual"), ["medium", "beginner", "beginner"], hands=6, seed=3, workers=1,
              match_hands=2, progress=progress)
    assert progress.total == 6 and seen == [2, 4, 6]
