"""The menus (title, main menu, settings, how to play) and the plugs that register every other
screen (the table, the campaign, the records screens) with the scene registry
(``game.app.registry``), which imports every module here on first use.

This package sits above everything it plugs in: nothing below it imports it.
"""
