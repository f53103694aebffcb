"""Every scene is reachable and operable with the keyboard alone, the gamepad alone and the mouse alone."""
import pytest

from game.app import testing as T
from game.app.app import App
from game.scenes.common import ConfirmDialog
from game.scenes.howto import ARROWS, HowTo
from game.scenes.menu import MainMenu
from game.scenes.settings_scene import SettingsScene
from game.scenes.title import Title, opening

PAD = 100


@pytest.fixture
def app():
    return App(headless=True, opener=T.FakePads(PAD), start=opening)


def top(app):
    return type(app.stack.top)


def focus_row(app, label):
    return [r.label for r in app.stack.top.menu.rows].index(label)


class Keyboard:
    def __init__(self, app):
        self.app = app

    def press(self, action):
        name = {"up": "up", "down": "down", "left": "left", "right": "right", "confirm": "z",
                "cancel": "x", "menu": "escape", "page_right": "e", "page_left": "q"}[action]
        T.press_key(self.app, name)
        T.settle(self.app)

    def choose(self, label):
        while self.app.stack.top.menu.rows[self.app.stack.top.menu.focus].label != label:
            self.press("down")
        self.press("confirm")


class Gamepad(Keyboard):
    def __init__(self, app):
        super().__init__(app)
        T.plug_pad(app)

    def press(self, action):
        name = {"up": "dpup", "down": "dpdown", "left": "dpleft", "right": "dpright", "confirm": "a",
                "cancel": "b", "menu": "start", "page_right": "rightshoulder", "page_left": "leftshoulder"}[action]
        T.press_button(self.app, PAD, name)
        T.settle(self.app)


class Mouse(Keyboard):
    """Only pointer events: clicks on rows, tabs, arrows and the prompt bar."""

    def press(self, action):
        if action == "confirm" and top(self.app) is Title:
            T.click(self.app, (240, 140))
        else:
            (rect,) = [r for a, r, _g, _l in self.app.prompt_layout() if a == action]
            T.click(self.app, rect.center)
        T.settle(self.app)

    def choose(self, label):
        menu = self.app.stack.top.menu
        T.click(self.app, menu.row_rect(focus_row(self.app, label)).center)
        T.settle(self.app)


@pytest.mark.parametrize("device", [Keyboard, Gamepad, Mouse])
def test_tour_of_every_scene(app, device):
    d = device(app)
    assert top(app) is Title
    d.press("confirm")
    assert top(app) is MainMenu

    d.choose("How to Play")
    assert top(app) is HowTo
    if device is Mouse:
        T.click(app, ARROWS[1].center)
    else:
        d.press("right")
    assert app.stack.top.page == 1
    d.press("cancel")
    assert top(app) is MainMenu

    d.choose("Settings")
    assert top(app) is SettingsScene
    scale = app.settings.scale
    if device is Mouse:
        vr = app.stack.top.menu.value_rect(0)
        T.click(app, (vr.right - 2, vr.centery))
    else:
        d.press("right")
    assert app.settings.scale == scale + 1 == app.display.scale
    if device is Mouse:
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


@pytest.mark.parametrize("device", [Keyboard, Gamepad, Mouse])
def test_back_from_menu_to_title(app, device):
    d = device(app)
    d.press("confirm")
    d.press("cancel")
    assert top(app) is Title


def test_registered_scene_enables_its_menu_entry(app):
    from game import scenes
    from game.scenes.howto import HowTo as Stand_in

    scenes.register("quick_match", Stand_in)
    try:
        T.press_key(app, "z")
        T.settle(app)
        menu = app.stack.top.menu
        i = focus_row(app, "Quick Match")
        assert menu.rows[i].enabled
        T.click(app, menu.row_rect(i).center)
        T.settle(app)
        assert top(app) is Stand_in
    finally:
        scenes._REGISTRY.pop("quick_match")


def test_continue_leaves_the_menu_once_its_save_is_moved_aside(app):
    from game import userdata
    from game.scenes.common import MessageOverlay

    userdata.path_of("match.json").write_text("{")  # damaged, no backup: Continue can only say so
    d = Keyboard(app)
    d.press("confirm")
    assert top(app) is MainMenu and "Continue" in [r.label for r in app.stack.top.menu.rows]
    d.choose("Continue")
    assert top(app) is MessageOverlay and app.stack.top.title == "Cannot continue"
    d.press("confirm")
    menu = app.stack.top.menu
    assert top(app) is MainMenu and "Continue" not in [r.label for r in menu.rows]
    assert menu.rows[menu.focus].enabled
