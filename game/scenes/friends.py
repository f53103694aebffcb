"""Plugs the friends' table (game.net) into the scene registry: its lobby (``friends.lobby``) and the
hosting again of its save (``friends.continue``); the setup that opens it is the table's
(``friends_join``)."""
from game.net import lobby_scene  # noqa: F401  (importing registers the scenes)
