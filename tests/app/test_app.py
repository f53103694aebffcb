"""The headless App: stepping, posted actions, focus pause, display mapping, prompts, screenshots."""
import pygame
import pytest

from game.app import testing as T
from game.app.app import App
from game.app.display import HEIGHT, WIDTH
from game.app.input import Action
from game.app.scene import Scene


class Recorder(Scene):
    def __init__(self, app):
        super().__init__(app)
        self.seen, self.ticks = [], 0

    def handle(self, action):
        self.seen.append(action.name)

    def update(self):
        self.ticks += 1

    def prompts(self):
        return [("confirm", "OK"), ("cancel", "Back")]


@pytest.fixture
def app_start():
    return Recorder


def test_headless_app_opens_no_real_window(app):
    assert pygame.display.get_surface().get_size() == (1, 1)
    assert app.canvas.get_size() == (WIDTH, HEIGHT)


def test_posted_actions_reach_the_top_scene(app):
    app.post("confirm")
    app.post(Action("hint", "gamepad"))
    app.step(3)
    assert app.stack.top.seen == ["confirm", "hint"]
    assert app.stack.top.ticks == 3 and app.ticks == 3


def test_real_key_events_go_through_the_mapper(app):
    T.press_key(app, "x")
    assert app.stack.top.seen == ["cancel"]


def test_focus_loss_pauses_when_the_setting_is_on(app):
    pygame.event.post(pygame.event.Event(pygame.WINDOWFOCUSLOST))
    app.step(5)
    assert app.stack.top.ticks == 0 and app.focus_paused
    pygame.event.post(pygame.event.Event(pygame.WINDOWFOCUSGAINED))
    app.step(2)
    assert app.stack.top.ticks == 2


def test_a_press_resumes_a_pause_for_lost_focus_and_does_nothing_else(app):
    """Where the system never says the focus came back, the player's next press resumes the game."""
    pygame.event.post(pygame.event.Event(pygame.WINDOWFOCUSLOST))
    app.step(2)
    assert app.focus_paused
    T.press_key(app, "x")
    assert not app.focus_paused and app.stack.top.seen == []  # the press resumed, it did not cancel
    T.press_key(app, "x")
    assert app.stack.top.seen == ["cancel"]


def test_focus_loss_ignored_when_the_setting_is_off(app):
    app.settings.pause_on_focus_loss = False
    pygame.event.post(pygame.event.Event(pygame.WINDOWFOCUSLOST))
    app.step(2)
    assert app.stack.top.ticks == 2


def test_mouse_maps_through_the_window_scale(app):
    for scale in (1, 2, 3, 4):
        app.settings.scale = scale
        app.settings_changed()
        assert app.display.to_canvas(app.display.to_window((123, 45))) == (123, 45)


def test_clicking_a_prompt_sends_its_action(app):
    app.draw()
    (action, rect, _glyph, _label), *_ = app.prompt_layout()
    T.click(app, rect.center)
    assert app.stack.top.seen[-1] == action == "confirm"


def test_prompts_follow_the_last_device(app):
    T.plug_pad(app)
    T.press_button(app, 100, "a")
    assert app.input.prompt_device == "gamepad"
    T.press_key(app, "z")
    assert app.input.prompt_device == "keyboard"


def test_f11_toggles_fullscreen_and_saves(app, _user_data_dir):
    T.press_key(app, "f11")
    assert app.settings.fullscreen
    assert (_user_data_dir / "settings.json").exists()


def test_screenshot_saves_1x_and_3x(app, tmp_path):
    one, three = app.screenshot(tmp_path / "shot")
    assert pygame.image.load(str(one)).get_size() == (480, 270)
    assert pygame.image.load(str(three)).get_size() == (1440, 810)


def test_quit_event_stops_the_app(app):
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.step(1)
    assert not app.running


def test_broken_settings_file_is_reported_on_screen(_user_data_dir):
    _user_data_dir.mkdir(parents=True, exist_ok=True)
    (_user_data_dir / "settings.json").write_text("\x00garbage")
    from game.app.common import MessageOverlay
    from game.scenes.title import Title, opening

    app = App(headless=True, start=opening)
    assert app.settings_error
    assert isinstance(app.stack.top, MessageOverlay)
    T.press_key(app, "z")
    assert isinstance(app.stack.top, Title)
