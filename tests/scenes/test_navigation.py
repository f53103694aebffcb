"""Every scene is reachable and operable with the keyboard alone, the gamepad alone and the mouse alone."""
import pytest

from game.app import testing as T
from game.app.common import ConfirmDialog
from game.scenes.howto import ARROWS, HowTo
from game.scenes.menu import MainMenu
from game.scenes.settings_scene import SettingsScene
from game.scenes.title import Title


def top(app):
    return type(app.stack.top)


@pytest.mark.parametrize("device", [T.Keyboard, T.Gamepad, T.Mouse])
def test_tour_of_every_scene(app, device):
    d = device(app)
    assert top(app) is Title
    if device is T.Mouse:
        T.click(app, (240, 140))  # anywhere on the title goes on
        T.settle(app)
    else:
        d.press("confirm")
    assert top(app) is MainMenu

    d.choose("How to Play")
    assert top(app) is HowTo
    if device is T.Mouse:
        T.click(app, ARROWS[1].center)
    else:
        d.press("right")
    assert app.stack.top.page == 1
    d.press("cancel")
    assert top(app) is MainMenu

    d.choose("Settings")
    assert top(app) is SettingsScene
    scale = app.settings.scale
    if device is T.Mouse:
        vr = app.stack.top.menu.value_rect(0)
        T.click(app, (vr.right - 2, vr.centery))
    else:
        d.press("right")
    assert app.settings.scale == scale + 1 == app.display.scale
    if device is T.Mouse:
        T.click(app, app.stack.top.tabs.rects()[3].center)
    else:
        for _ in range(3):
            d.press("page_right")
    assert app.stack.top.tabs.index == 3
    d.press("cancel")
    assert top(app) is MainMenu

    d.choose("Quit")
    assert top(app) is ConfirmDialog
    d.choose("No")
    assert top(app) is MainMenu and app.running
    d.choose("Quit")
    d.choose("Yes")
    assert not app.running


@pytest.mark.parametrize("device", [T.Keyboard, T.Gamepad, T.Mouse])
def test_back_from_menu_to_title(app, device):
    d = device(app)
    d.press("confirm")
    d.press("cancel")
    assert top(app) is Title


@pytest.mark.parametrize("device", [T.Keyboard, T.Gamepad])
def test_drivers_press_whatever_is_bound(app, device):
    """Swap confirm and cancel: the same driver calls still mean the same actions."""
    app.settings.keys.update(confirm=["x"], cancel=["z"])
    app.settings.pad.update(confirm=["b"], cancel=["a"])
    app.settings_changed()
    d = device(app)
    d.press("confirm")
    assert top(app) is MainMenu
    d.press("cancel")
    assert top(app) is Title


def test_registered_scene_enables_its_menu_entry(app, monkeypatch):
    from game.app import registry
    from game.scenes.howto import HowTo as Stand_in

    monkeypatch.setitem(registry._REGISTRY, "quick_match", Stand_in)
    T.press_key(app, "z")
    T.settle(app)
    menu = app.stack.top.menu
    i = [r.label for r in menu.rows].index("Quick Match")
    assert menu.rows[i].enabled
    T.click(app, menu.row_rect(i).center)
    T.settle(app)
    assert top(app) is Stand_in


def test_continue_leaves_the_menu_once_its_save_is_moved_aside(app):
    from game import userdata
    from game.app.common import MessageOverlay

    userdata.path_of("match.json").write_text("{")  # damaged, no backup: Continue can only say so
    d = T.Keyboard(app)
    d.press("confirm")
    assert top(app) is MainMenu and "Continue" in [r.label for r in app.stack.top.menu.rows]
    d.choose("Continue")
    assert top(app) is MessageOverlay and app.stack.top.title == "Cannot continue"
    d.press("confirm")
    menu = app.stack.top.menu
    assert top(app) is MainMenu and "Continue" not in [r.label for r in menu.rows]
    assert menu.rows[menu.focus].enabled
