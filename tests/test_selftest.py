"""``daifugo --selftest`` and ``--first-frame``: a passing run, and failures that name what broke."""
import os
from pathlib import Path

import pygame
import pytest

from game import paths, selftest
from game.__main__ import main


def test_selftest_passes_on_the_source_tree(capsys):
    assert main(["--selftest"]) == 0
    out = capsys.readouterr().out
    for name, _check in selftest.CHECKS:
        assert f"ok   {name}:" in out
    assert "self-test passed" in out


def test_selftest_leaves_the_players_data_folder_alone(_user_data_dir):
    assert selftest.run(only=("scenes",)) == 0
    assert os.environ["DAIFUGO_DATA_DIR"] == str(_user_data_dir)
    assert not _user_data_dir.exists() or not any(_user_data_dir.iterdir())


@pytest.fixture
def bare_bundle(tmp_path, monkeypatch):
    """A bundle root holding nothing: what a spec that forgot its datas would produce."""
    root = tmp_path / "bundle"
    (root / "assets").mkdir(parents=True)
    monkeypatch.setattr(paths, "root", lambda: root)
    return root


def test_a_missing_sound_fails_and_names_the_file(bare_bundle, capsys):
    assert selftest.run(only=("sounds",)) == 1
    captured = capsys.readouterr()
    assert "FAIL sounds: " in captured.out
    assert "sfx/card.wav is missing" in captured.out and "music/title.wav is missing" in captured.out
    assert "self-test FAILED: sounds" in captured.err


def test_an_unreadable_sound_fails_and_names_the_file(bare_bundle, capsys):
    real = Path(__file__).resolve().parent.parent / "assets"
    for folder in ("sfx", "music"):
        (bare_bundle / "assets" / folder).mkdir()
        for wav in (real / folder).glob("*.wav"):
            (bare_bundle / "assets" / folder / wav.name).write_bytes(wav.read_bytes())
    (bare_bundle / "assets" / "sfx" / "deal.wav").write_bytes(b"RIFF not a wave")
    assert selftest.run(only=("sounds",)) == 1
    out = capsys.readouterr().out
    assert "sfx/deal.wav does not load" in out
    assert "card.wav" not in out


def test_every_shipped_level_loads():
    assert "level files load" in selftest.check_levels(app=None)  # type: ignore[arg-type]


def test_a_broken_level_fails_and_names_the_file(bare_bundle, capsys):
    (bare_bundle / "levels").mkdir()
    (bare_bundle / "levels" / "02-bad.toml").write_text('name = "unterminated\n')
    assert selftest.run(only=("levels",)) == 1
    assert "FAIL levels: 02-bad.toml:" in capsys.readouterr().out


def test_the_bot_match_reaches_its_end():
    assert "winner seat" in selftest.check_match(app=None)  # type: ignore[arg-type]


def test_a_scene_that_crashes_is_named(monkeypatch, capsys):
    from game.app import registry
    from game.app.scene import Scene

    class Broken(Scene):
        def update(self) -> None:
            raise RuntimeError("boom")

    registry.load_plugins()
    monkeypatch.setitem(registry._REGISTRY, "zz_broken", Broken)
    assert selftest.run(only=("scenes",)) == 1
    assert "FAIL scenes: scene 'zz_broken': RuntimeError: boom" in capsys.readouterr().out


def test_first_frame_prints_its_time(capsys, request):
    # It opens a real (dummy-driver) window and leaves it shown and focused, as a process about to
    # exit may; the next headless App would hide it, and SDL's "focus lost" would pause that App.
    request.addfinalizer(pygame.display.quit)
    assert main(["--first-frame", "--scale", "1"]) == 0
    assert capsys.readouterr().out.startswith("first frame ")
