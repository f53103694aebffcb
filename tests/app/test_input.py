"""Raw events -> actions for keyboard, mouse and controllers, hot-plug, key repeat and rebinding."""
import pygame
import pytest

from game.app import settings
from game.app.input import REPEAT_DELAY, REPEAT_EVERY, InputMapper, Pad


@pytest.fixture
def mapper():
    pygame.display.init()
    opened = iter(range(100, 200))
    return InputMapper(settings.DEFAULT_KEYS, settings.DEFAULT_PAD,
                       to_canvas=lambda p: (p[0] // 2, p[1] // 2) if p[0] < 960 else None,
                       opener=lambda index: Pad(next(opened), f"pad {index}"))


def key(code, down=True):
    return pygame.event.Event(pygame.KEYDOWN if down else pygame.KEYUP, key=code, mod=0)


def button(instance_id, code, down=True):
    kind = pygame.CONTROLLERBUTTONDOWN if down else pygame.CONTROLLERBUTTONUP
    return pygame.event.Event(kind, instance_id=instance_id, button=code)


def names(actions):
    return [a.name for a in actions]


def test_keyboard_bindings_map_to_actions(mapper):
    assert names(mapper.feed(key(pygame.K_z))) == ["confirm"]
    assert names(mapper.feed(key(pygame.K_RETURN))) == ["confirm"]
    assert names(mapper.feed(key(pygame.K_ESCAPE))) == ["menu"]
    assert names(mapper.feed(key(pygame.K_F5))) == []
    assert mapper.last_device == "keyboard"


def test_held_direction_repeats_in_ticks_and_stops_on_release(mapper):
    mapper.feed(key(pygame.K_DOWN))
    repeats = [i for i in range(1, REPEAT_DELAY + 2 * REPEAT_EVERY + 1) if mapper.tick()]
    assert repeats == [REPEAT_DELAY, REPEAT_DELAY + REPEAT_EVERY, REPEAT_DELAY + 2 * REPEAT_EVERY]
    mapper.feed(key(pygame.K_DOWN, down=False))
    assert not any(mapper.tick() for _ in range(60))


def test_confirm_does_not_repeat(mapper):
    mapper.feed(key(pygame.K_z))
    assert not any(mapper.tick() for _ in range(60))


def test_mouse_motion_and_click_map_to_canvas(mapper):
    motion = pygame.event.Event(pygame.MOUSEMOTION, pos=(100, 40), rel=(0, 0), buttons=(0, 0, 0))
    assert [(a.name, a.pos) for a in mapper.feed(motion)] == [("point", (50, 20))]
    down = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(100, 40), button=1)
    assert [(a.name, a.pos) for a in mapper.feed(down)] == [("point", (50, 20)), ("click", (50, 20))]
    right = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(100, 40), button=3)
    assert names(mapper.feed(right)) == ["cancel"]
    assert mapper.last_device == "mouse" and mapper.prompt_device == "keyboard"


def test_clicks_in_the_letterbox_are_ignored(mapper):
    down = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(1000, 40), button=1)
    assert mapper.feed(down) == []


def test_wheel_scrolls(mapper):
    assert names(mapper.feed(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1))) == ["up"]
    assert names(mapper.feed(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1))) == ["down"]


def test_controller_hot_plug_buttons_and_removal(mapper):
    added = mapper.feed(pygame.event.Event(pygame.CONTROLLERDEVICEADDED, device_index=0))
    assert [(a.name, a.pad) for a in added] == [("pad_added", 100)]
    actions = mapper.feed(button(100, pygame.CONTROLLER_BUTTON_A))
    assert [(a.name, a.device, a.pad) for a in actions] == [("confirm", "gamepad", 100)]
    assert mapper.prompt_device == "gamepad"
    mapper.feed(button(100, pygame.CONTROLLER_BUTTON_DPAD_DOWN))  # held when pulled out
    removed = mapper.feed(pygame.event.Event(pygame.CONTROLLERDEVICEREMOVED, instance_id=100))
    assert names(removed) == ["pad_removed"]
    assert mapper.pads == {}
    assert not any(mapper.tick() for _ in range(60))  # nothing keeps repeating
    assert mapper.prompt_device == "keyboard"


def test_two_controllers_are_told_apart_by_instance_id(mapper):
    for index in (0, 1):
        mapper.feed(pygame.event.Event(pygame.CONTROLLERDEVICEADDED, device_index=index))
    a = mapper.feed(button(101, pygame.CONTROLLER_BUTTON_B))
    assert [(x.name, x.pad) for x in a] == [("cancel", 101)]
    mapper.feed(pygame.event.Event(pygame.CONTROLLERDEVICEREMOVED, instance_id=100))
    assert list(mapper.pads) == [101]


def test_removing_an_unknown_pad_is_harmless(mapper):
    assert mapper.feed(pygame.event.Event(pygame.CONTROLLERDEVICEREMOVED, instance_id=7)) == []


def test_left_stick_acts_as_dpad_with_hysteresis(mapper):
    axis = lambda v: pygame.event.Event(pygame.CONTROLLERAXISMOTION, instance_id=5,
                                        axis=pygame.CONTROLLER_AXIS_LEFTY, value=v)
    assert names(mapper.feed(axis(30000))) == ["down"]
    assert mapper.feed(axis(20000)) == []  # still held, no second press
    assert mapper.feed(axis(0)) == []
    assert names(mapper.feed(axis(-30000))) == ["up"]
    assert mapper.pads[5].axes["lefty"] < -0.9


def test_rebinding_captures_the_next_key(mapper):
    mapper.capture("keyboard")
    captured = mapper.feed(key(pygame.K_k))
    assert [(a.name, a.code) for a in captured] == [("captured", "k")]
    table = {a: list(n) for a, n in settings.DEFAULT_KEYS.items()}
    settings.rebind(table, "confirm", "k")
    mapper.set_bindings(table, settings.DEFAULT_PAD)
    assert names(mapper.feed(key(pygame.K_k))) == ["confirm"]
    assert names(mapper.feed(key(pygame.K_z))) == []  # the old primary key is gone
    assert names(mapper.feed(key(pygame.K_RETURN))) == ["confirm"]


def test_rebinding_captures_the_next_pad_button(mapper):
    mapper.capture("gamepad")
    captured = mapper.feed(button(3, pygame.CONTROLLER_BUTTON_Y))
    assert [(a.name, a.code, a.device) for a in captured] == [("captured", "y", "gamepad")]


def test_a_click_abandons_capture(mapper):
    mapper.capture("gamepad")
    mapper.feed(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(10, 10), button=1))
    assert mapper.capturing is None


def test_rebind_swaps_so_no_action_is_left_unbound():
    table = {"confirm": ["z"], "cancel": ["x"]}
    settings.rebind(table, "confirm", "x")
    assert table == {"confirm": ["x"], "cancel": ["z"]}


def test_prompt_labels_follow_bindings(mapper):
    assert mapper.binding_label("up", "keyboard") is None  # the arrow glyph
    assert mapper.binding_label("menu", "keyboard") == "ESC"
    assert mapper.binding_label("confirm", "gamepad") == "A"
    assert mapper.binding_label("page_left", "gamepad") == "L"
