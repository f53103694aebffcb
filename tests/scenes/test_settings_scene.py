"""Settings: live changes that persist, rebinding by pressing, and the controller test page."""
import pygame

from game.app import settings
from game.app import testing as T
from game.app.app import App
from game.scenes.settings_scene import SettingsScene


def open_settings(**kw):
    app = App(headless=True, opener=T.FakePads(), start=SettingsScene, **kw)
    return app, app.stack.top


def goto(app, scene, page, label):
    while scene.tabs.index != page:
        T.press_key(app, "e")
    while scene.menu.rows[scene.menu.focus].label != label:
        T.press_key(app, "down")


def test_changes_apply_live_and_persist():
    app, scene = open_settings()
    goto(app, scene, 0, "Music volume")
    T.press_key(app, "left")
    goto(app, scene, 0, "CRT scanlines")
    T.press_key(app, "z")
    saved, _ = settings.load()
    assert saved.music_volume == app.settings.music_volume == 5
    assert saved.scanlines and app.settings.scanlines


def test_rebind_a_key_by_pressing_it():
    app, scene = open_settings()
    goto(app, scene, 1, "Hint")
    T.press_key(app, "z")  # start capturing
    assert scene.waiting == "hint"
    T.press_key(app, "k")
    assert scene.waiting is None
    assert app.settings.keys["hint"][0] == "k"
    assert settings.load()[0].keys["hint"][0] == "k"
    # The new key works at once: on the Keys page "hint" does nothing, so check the mapper.
    assert [a.name for a in app.input.feed(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_k, mod=0))] == ["hint"]


def test_rebind_a_pad_button_by_pressing_it():
    app, scene = open_settings()
    T.plug_pad(app)
    for _ in range(2):
        T.press_button(app, 100, "rightshoulder")
    while scene.menu.rows[scene.menu.focus].label != "Pass":
        T.press_button(app, 100, "dpdown")
    T.press_button(app, 100, "a")
    T.press_button(app, 100, "leftstick")
    assert app.settings.pad["pass"][0] == "leftstick"


def test_capture_times_out_or_is_cancelled_by_a_click():
    app, scene = open_settings()
    goto(app, scene, 1, "Undo")
    T.press_key(app, "z")
    T.click(app, (5, 5))
    assert scene.waiting is None and app.input.capturing is None
    T.press_key(app, "z")
    app.step(400)
    assert scene.waiting is None and app.input.capturing is None


def test_reset_bindings():
    app, scene = open_settings()
    settings.rebind(app.settings.keys, "hint", "k")
    goto(app, scene, 1, "Reset to defaults")
    T.press_key(app, "z")
    assert app.settings.keys == settings.DEFAULT_KEYS


def test_controller_page_shows_live_state():
    app, scene = open_settings()
    T.plug_pad(app, 0)
    T.plug_pad(app, 1)
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=101, button=pygame.CONTROLLER_BUTTON_X))
    T.move_axis(app, 101, pygame.CONTROLLER_AXIS_RIGHTX, 0.75)
    pad = app.input.pads[101]
    assert "x" in pad.buttons and abs(pad.axes["rightx"] - 0.75) < 0.01
    for _ in range(3):
        T.press_key(app, "e")
    before = app.step(1).copy()
    T.unplug_pad(app, 100)
    T.unplug_pad(app, 101)
    after = app.step(1)
    assert before.get_view("2").raw != after.get_view("2").raw  # the list changed on screen


def test_window_scale_and_fullscreen_apply_to_the_display():
    app, scene = open_settings()
    assert app.settings.scale == 0  # fit: as large as the screen allows
    for _ in range(3):  # fit -> 1x -> 2x -> 3x
        T.press_key(app, "right")
    assert app.display.scale == 3 and app.display.window_size == (1440, 810)
    T.press_key(app, "down")
    T.press_key(app, "z")
    assert app.settings.fullscreen and app.display.fullscreen


def test_a_controller_with_no_name_is_worded_in_the_language_in_force(drawn):
    for lang, word in (("en", "Controller"), ("ja", "コントローラー")):
        app, scene = open_settings(lang=lang)
        # a button from a pad never seen plugged in (events raced the hot-plug): no name is known
        pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=777,
                                             button=pygame.CONTROLLER_BUTTON_X))
        app.step(1)
        assert app.input.pads[777].name == ""
        for _ in range(3):
            T.press_key(app, "e")
        drawn.clear()
        app.step(1)
        assert f"{word}  #777" in [text for text, _ in drawn]


def test_both_page_keys_sit_together_under_one_label():
    app, _scene = open_settings()
    layout = {action: (rect, label) for action, rect, _g, label in app.prompt_layout()}
    left, left_label = layout["page_left"]
    right, right_label = layout["page_right"]
    confirm, _ = layout["confirm"]
    assert left_label == "" and right_label == "Page"
    assert right.left - left.right == 2  # the Q key beside the E key ...
    assert confirm.left - right.right == 10  # ... and a whole gap before the next action
