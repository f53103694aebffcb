"""Plugs the table (game.table) into the scene registry: quick_match, pass_and_play, continue."""
from game.table import resume, setup_scene  # noqa: F401  (importing registers the scenes)
