"""A real controller end to end: SDL's own virtual game controller, attached through ctypes to the
SDL pygame-ce ships, is opened by the game like any pad and plays a Quick Match from the title to
the results with buttons and the stick only, unplugged and plugged back in mid-hand."""
import pytest

from game.app import testing as T
from game.app.input import open_controller
from game.app.virtual_pad import VirtualPad, find_sdl
from game.scenes.title import opening
from tests.table.helpers import play_quick_match


@pytest.fixture
def pad():
    """A headless app opening real controllers, and SDL's virtual controller plugged into it."""
    app = T.headless_app(opening, opener=open_controller)
    sdl, why = find_sdl()
    if sdl is None:
        pytest.skip(f"no SDL virtual controller: {why}")
    pad = VirtualPad(app, sdl)
    yield pad
    pad.close()  # SDL's devices and hints are process-wide: leave nothing behind


def test_without_pygames_sdl_the_test_says_why(monkeypatch):
    import game.app.virtual_pad as vp

    monkeypatch.setattr(vp, "_candidates", lambda: [])
    sdl, why = find_sdl()
    assert sdl is None and "SDL2 library not found" in why


def test_the_game_opens_the_virtual_pad_as_a_controller(pad):
    app = pad.app
    assert list(app.input.pads) == [pad.instance_id]
    assert app.input.pads[pad.instance_id].handle is not None  # opened through pygame's controller module
    pad.press("confirm")  # title -> main menu, by a button SDL mapped itself
    menu = app.stack.top.menu
    first = menu.focus
    pad.press("down")  # the left stick
    assert menu.focus == first + 1
    assert app.input.prompt_device == "gamepad"
    gone = pad.instance_id
    pad.unplug()
    assert gone not in app.input.pads and app.input.prompt_device == "keyboard"


def test_a_quick_match_with_buttons_and_the_stick_unplugged_mid_hand(pad):
    app = pad.app
    replugged = []

    def pull_the_cable(scene):
        """At the human's first play: unplug, let the table run on, plug back in, play on."""
        if replugged or scene.session.decision() != "play":
            return
        old = pad.instance_id
        pad.unplug()
        assert app.input.pads == {}
        app.step(30)  # nothing waits on the pad; the table keeps drawing
        assert scene.my_turn and app.stack.top is scene
        pad.plug()
        assert list(app.input.pads) == [pad.instance_id] != [old]
        replugged.append(pad.instance_id)

    play_quick_match(app, pad, on_turn=pull_the_cable)
    assert replugged, "the match never reached a human play"
    assert app.input.prompt_device == "gamepad"
