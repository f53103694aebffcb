"""A whole match through every table scene (setup, deal, tax, play, results), driven only by
synthetic input: once with the keyboard, once with a gamepad, once with the mouse."""
import pytest

from game.app import testing as T

from .helpers import play_quick_match


@pytest.mark.parametrize("device", [T.Keyboard, T.Gamepad, T.Mouse])
def test_full_match_through_every_scene(app, device):
    play_quick_match(app, device(app))
