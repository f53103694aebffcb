"""The screenshot tour visits every scene and writes PNGs at 1x and 3x."""
import pygame

from game import shots
from game.__main__ import main


def test_tour_writes_every_shot_at_both_sizes(tmp_path):
    assert main(["--shots", str(tmp_path)]) == 0
    names = {s.name for s in shots.registered()}
    assert {"title", "menu", "settings-0-general", "howto-00", "pause"} <= names
    for name in names:
        assert pygame.image.load(str(tmp_path / f"{name}-1x.png")).get_size() == (480, 270)
        assert pygame.image.load(str(tmp_path / f"{name}-3x.png")).get_size() == (1440, 810)


def test_other_modules_can_register_shots(tmp_path, monkeypatch):
    monkeypatch.setattr(shots, "_SHOTS", dict(shots._SHOTS))  # the registration goes with the test
    calls = []

    @shots.shot("zz-extra", order=999)
    def extra(app):
        calls.append(app)

    written = shots.tour(tmp_path, only="zz-extra")
    assert calls and [p.name for p in written] == ["zz-extra-1x.png", "zz-extra-3x.png"]
