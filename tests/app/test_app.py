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


def window_point(size, canvas_pos):
    """Where a canvas pixel's centre is in a window of ``size``, worked out here, not by the display."""
    pixel = max(1, min(size[0] // WIDTH, size[1] // HEIGHT))
    left, top = (size[0] - WIDTH * pixel) // 2, (size[1] - HEIGHT * pixel) // 2
    return (left + canvas_pos[0] * pixel + pixel // 2, top + canvas_pos[1] * pixel + pixel // 2)


@pytest.mark.parametrize("size", [(960, 540), (1000, 700), (1440, 1080)])
def test_after_a_resize_a_click_on_a_drawn_button_hits_it(app, size):
    app.settings.scale = 1  # a 480x270 window, then the player resizes it
    app.settings_changed()
    pygame.event.post(pygame.event.Event(pygame.WINDOWSIZECHANGED, x=size[0], y=size[1]))
    app.step(1)
    (action, rect, _glyph, _label), *_ = app.prompt_layout()
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=window_point(size, rect.center), button=1))
    app.step(1)
    assert app.stack.top.seen[-1] == action == "confirm"


def test_after_fullscreen_and_back_a_click_still_hits(app):
    T.press_key(app, "f11")
    pygame.event.post(pygame.event.Event(pygame.WINDOWSIZECHANGED, x=1024, y=768))  # the whole screen
    T.press_key(app, "f11")
    size = app.display.window_size
    (action, rect, _glyph, _label), *_ = app.prompt_layout()
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=window_point(size, rect.center), button=1))
    app.step(1)
    assert app.stack.top.seen[-1] == action


class Frames:
    """Stands in for the loop's waits: records which one each frame took."""

    def __init__(self, monkeypatch, app, woken_by=None):
        self.waits = []
        monkeypatch.setattr(app.clock, "frame", lambda: 1)  # one tick due every frame
        monkeypatch.setattr(app, "_frame_cap", self)

        def wait(timeout):
            self.waits.append(("idle", timeout))
            return woken_by or pygame.event.Event(pygame.NOEVENT)

        monkeypatch.setattr(pygame.event, "wait", wait)

    def tick(self, fps):
        self.waits.append(("frame", fps))


def test_a_still_screen_sends_the_loop_to_sleep_in_the_event_wait(app, monkeypatch):
    from game.app.loop import IDLE_AFTER, IDLE_WAIT_MS, Pacer

    frames, pacer = Frames(monkeypatch, app), Pacer()
    presented = []
    monkeypatch.setattr(app.display, "present", lambda scanlines: presented.append(1) or len(presented) == 1)
    for _ in range(IDLE_AFTER + 3):
        app.frame(pacer)
    assert frames.waits[:IDLE_AFTER] == [("frame", 60)] * IDLE_AFTER  # the first frame was new, then still ones
    assert frames.waits[IDLE_AFTER:] == [("idle", IDLE_WAIT_MS)] * 3
    assert app.stack.top.ticks == IDLE_AFTER + 3  # time went on all along


def test_input_wakes_an_idle_loop_and_is_handled_first(app, monkeypatch):
    from game.app.loop import IDLE_AFTER, Pacer

    key = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_x, mod=0, scancode=0, unicode="x")
    frames, pacer = Frames(monkeypatch, app, woken_by=key), Pacer()
    monkeypatch.setattr(app.display, "present", lambda scanlines: False)
    for _ in range(IDLE_AFTER):  # nothing new from the first: the last of these goes idle
        app.frame(pacer)
    assert frames.waits[-1][0] == "idle" and not pacer.idle  # woken: back to the full rate
    app.frame(pacer)
    assert app.stack.top.seen == ["cancel"] and frames.waits[-1][0] == "frame"
