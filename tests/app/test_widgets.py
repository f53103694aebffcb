"""Menu widgets answer keys, pad and mouse alike."""
import pygame

from game.app.input import Action
from game.app.widgets import Button, Choice, MenuList, Slider, Tabs, Toggle


def make():
    state = {"on": False, "vol": 5, "speed": "normal", "pressed": 0}
    rows = [
        Button("Go", on_press=lambda: state.__setitem__("pressed", state["pressed"] + 1)),
        Toggle("Flag", get=lambda: state["on"], set=lambda v: state.__setitem__("on", v)),
        Slider("Volume", get=lambda: state["vol"], set=lambda v: state.__setitem__("vol", v)),
        Choice("Speed", options=[("slow", "Slow"), ("normal", "Normal"), ("fast", "Fast")],
               get=lambda: state["speed"], set=lambda v: state.__setitem__("speed", v)),
        Button("Off", enabled=False, reason="not yet"),
    ]
    return MenuList(rows, pygame.Rect(100, 50, 200, 5 * 13)), state


def test_keys_move_focus_and_change_values():
    menu, state = make()
    menu.handle(Action("confirm"))
    menu.handle(Action("down"))
    menu.handle(Action("right"))
    menu.handle(Action("down"))
    menu.handle(Action("left"))
    menu.handle(Action("down"))
    menu.handle(Action("right"))
    assert state == {"on": True, "vol": 4, "speed": "fast", "pressed": 1}


def test_focus_wraps_on_press_but_not_on_repeat():
    menu, _ = make()
    menu.handle(Action("up"))
    assert menu.focus == 4
    menu.handle(Action("down", repeat=True))
    assert menu.focus == 4


def test_mouse_hover_focuses_and_click_activates():
    menu, state = make()
    row = menu.row_rect(1)
    menu.handle(Action("point", "mouse", pos=row.center))
    assert menu.focus == 1
    menu.handle(Action("click", "mouse", pos=row.center))
    assert state["on"] is True


def test_clicking_a_slider_sets_the_value_where_it_lands():
    menu, state = make()
    bar = menu.value_rect(2)
    menu.handle(Action("click", "mouse", pos=(bar.right - 1, bar.centery)))
    assert state["vol"] == 10


def test_disabled_rows_do_nothing():
    menu, state = make()
    menu.set_focus(4)
    menu.handle(Action("confirm"))
    assert state["pressed"] == 0


def test_tabs_switch_by_page_and_click():
    tabs = Tabs(["A", "B", "C"], 10)
    tabs.handle(Action("page_left"))
    assert tabs.index == 2
    tabs.handle(Action("click", "mouse", pos=tabs.rects()[1].center))
    assert tabs.index == 1
