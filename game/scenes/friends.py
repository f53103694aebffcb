"""Plugs the friends' table (game.net) into the scene registry: its lobby (``friends.lobby``) and what
its finished match continues to (``friends.end``); the setup that opens it is the table's
(``friends_join``)."""
from game.net import lobby_scene  # noqa: F401  (importing registers the scenes)
