"""Owns the names input and settings share: the bindable actions and the controller button names.

A leaf module (it imports nothing of the game, not even pygame), so the input
mapper and the settings file can both use these names without importing each
other. ``BUTTONS`` maps each button name the settings file may hold to the
suffix of its ``pygame.CONTROLLER_BUTTON_*`` constant.
"""
from __future__ import annotations

# The bindable actions, in the order Settings lists them (input gives a shared key to the earlier one).
ACTIONS: tuple[str, ...] = (
    "up", "down", "left", "right", "confirm", "cancel",
    "pass", "hint", "undo", "menu", "page_left", "page_right", "auto_pass",
)

BUTTONS: dict[str, str] = {
    "a": "A", "b": "B", "x": "X", "y": "Y", "back": "BACK", "guide": "GUIDE", "start": "START",
    "leftstick": "LEFTSTICK", "rightstick": "RIGHTSTICK",
    "leftshoulder": "LEFTSHOULDER", "rightshoulder": "RIGHTSHOULDER",
    "dpup": "DPAD_UP", "dpdown": "DPAD_DOWN", "dpleft": "DPAD_LEFT", "dpright": "DPAD_RIGHT",
}
