"""A whole match through every table scene (setup, deal, tax, play, results), driven only by
synthetic input: once with the keyboard, once with a gamepad, once with the mouse."""
import time

import pytest

from game.app import testing as T
from game.app.app import App
from game.scenes.title import opening
from game.table.deal_scene import DealScene
from game.table.play_scene import PlayScene
from game.table.results_scene import ResultsScene
from game.table.setup_scene import RulesSetup
from game.table.tax_scene import TaxScene

PAD = 100
KEYS = {"up": "up", "down": "down", "left": "left", "right": "right", "confirm": "z", "cancel": "x",
        "pass": "c", "hint": "h", "menu": "escape", "page_right": "e", "page_left": "q"}
BUTTONS = {"up": "dpup", "down": "dpdown", "left": "dpleft", "right": "dpright", "confirm": "a", "cancel": "b",
           "pass": "x", "hint": "y", "menu": "start", "page_right": "rightshoulder", "page_left": "leftshoulder"}


@pytest.fixture
def app():
    a = App(headless=True, opener=T.FakePads(PAD), start=opening)
    a.settings.animation_speed = "fast"
    a.stack.speed = a.settings.tick_scale()
    return a


def wait_for_hint(app, scene, limit=600):
    """Step ticks until the hint (searched off the main thread) has landed."""
    for _ in range(limit):
        if not scene.hinting:
            return
        time.sleep(0.002)  # let the search thread run; the ticks themselves are instant
        app.step(1)
    raise AssertionError("the hint never arrived")


class Keyboard:
    def __init__(self, app):
        self.app = app

    def press(self, action):
        T.press_key(self.app, KEYS[action])
        T.settle(self.app)

    def choose(self, label):
        menu = self.app.stack.top.menu
        while menu.rows[menu.focus].label != label:
            self.press("down")
        self.press("confirm")

    def adjust(self, label, steps):
        menu = self.app.stack.top.menu
        while menu.rows[menu.focus].label != label:
            self.press("down")
        for _ in range(abs(steps)):
            self.press("left" if steps < 0 else "right")

    def act(self, scene):
        """One human decision in the play or tax scene."""
        if scene.session.decision() != "play":
            self.press("hint")  # the hint selects the cards owed
            wait_for_hint(self.app, scene)
        elif scene.session.can_pass():
            self.press("pass")
            return
        self.press("confirm")


class Gamepad(Keyboard):
    def __init__(self, app):
        super().__init__(app)
        T.plug_pad(app)

    def press(self, action):
        T.press_button(self.app, PAD, BUTTONS[action])
        T.settle(self.app)


class Mouse(Keyboard):
    def prompt(self, action):
        (rect,) = [r for a, r, _g, _l in self.app.prompt_layout() if a == action]
        T.click(self.app, rect.center)
        T.settle(self.app)

    press = prompt

    def choose(self, label):
        menu = self.app.stack.top.menu
        i = [r.label for r in menu.rows].index(label)
        menu.set_focus(i, sound=False) if menu.row_rect(i) is None else None
        T.click(self.app, menu.row_rect(i).center)
        T.settle(self.app)

    def adjust(self, label, steps):
        menu = self.app.stack.top.menu
        i = [r.label for r in menu.rows].index(label)
        for _ in range(abs(steps)):
            vr = menu.value_rect(i)
            T.click(self.app, (vr.left + 2 if steps < 0 else vr.right - 2, vr.centery))

    def act(self, scene):
        if scene.session.decision() != "play":
            self.prompt("hint")
            wait_for_hint(self.app, scene)
        elif scene.session.can_pass():
            self.prompt("pass")
            return
        else:  # lead: click the first card of the hand, then Play
            from game.table import layout

            rect = layout.hand_rects(len(scene.hand_cards()))[0]
            T.click(self.app, (rect.x + 3, rect.centery))
        self.prompt("confirm")


@pytest.mark.parametrize("device", [Keyboard, Gamepad, Mouse])
def test_full_match_through_every_scene(app, device):
    d = device(app)
    d.press("confirm")  # title -> menu
    d.choose("Quick Match")
    assert isinstance(app.stack.top, RulesSetup)
    d.adjust("Players", -1)  # 4 -> 3 seats
    d.adjust("Match length", -1)  # 3 hands -> 2 hands
    setup = app.stack.top
    assert setup.seat_count == 3 and setup.rules.rounds == 2
    d.choose("START MATCH")
    seen = {DealScene}
    assert isinstance(app.stack.top, DealScene)
    d.press("confirm")  # skip the deal
    for _ in range(3000):
        T.settle(app)
        scene = app.stack.top
        seen.add(type(scene))
        if isinstance(scene, ResultsScene):
            if scene.final is not None:
                break
            d.choose("Next hand")
        elif isinstance(scene, DealScene):
            d.press("confirm")
        elif isinstance(scene, PlayScene) and scene.my_turn:
            d.act(scene)
        else:
            app.step(6)
    scene = app.stack.top
    assert isinstance(scene, ResultsScene) and scene.final is not None
    assert seen >= {DealScene, TaxScene, PlayScene, ResultsScene}
    assert len(scene.session.match.results) == 2
    d.choose("Menu")
    assert type(app.stack.top).__name__ == "MainMenu"
