"""Plugs the friends' table (game.net) into the scene registry: its lobby (``friends.lobby``) and the
hosting again of its save (``friends.continue``); the setup that opens it is the table's
(``friends_join``). Joining a table another computer hosts: ``join_table``."""
from game.net.screens import join_scene, join_shots, lobby_scene  # noqa: F401  (importing registers the scenes)
