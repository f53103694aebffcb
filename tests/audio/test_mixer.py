"""Mixer: plays under the dummy audio driver, goes silent (never raises) when the mixer cannot start."""
import pygame
import pytest

from game.audio import MUSIC_NAMES, SFX_NAMES
from game.audio.mixer import Mixer


@pytest.fixture
def no_mixer(monkeypatch):
    """Simulate a machine with no usable audio device."""
    def fail(*args, **kwargs):
        raise pygame.error("No available audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", fail)


@pytest.fixture(autouse=True)
def _quit_mixer():
    yield
    pygame.mixer.quit()


def _exercise(mix: Mixer) -> None:
    for name in SFX_NAMES:
        mix.play(name)
    for name in MUSIC_NAMES:
        mix.play_music(name)
    mix.set_volumes(music=2.0, effects=-1.0)
    mix.stop_music()


def test_mixer_plays_everything_with_dummy_driver():
    mix = Mixer()
    assert mix.enabled  # SDL_AUDIODRIVER=dummy gives a working, silent device
    _exercise(mix)
    assert (mix.music_volume, mix.effects_volume) == (1.0, 0.0)
    assert mix.current_music is None


def test_mixer_is_silent_when_init_fails(no_mixer):
    mix = Mixer()
    assert not mix.enabled
    _exercise(mix)


def test_missing_asset_files_fall_back_to_synthesis(tmp_path):
    mix = Mixer(assets_dir=tmp_path)
    mix.play("move")
    mix.play_music("title")
    assert mix.current_music == "title"


def test_unreadable_asset_file_falls_back_to_synthesis(tmp_path):
    (tmp_path / "sfx").mkdir()
    (tmp_path / "sfx" / "card.wav").write_bytes(b"not a wav")
    mix = Mixer(assets_dir=tmp_path)
    mix.play("card")
    assert mix._sounds["card"] is not None


def test_unknown_names_are_programming_errors():
    mix = Mixer()
    with pytest.raises(ValueError):
        mix.play("kaboom")
    with pytest.raises(ValueError):
        mix.play_music("disco")
