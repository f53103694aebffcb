"""Plugs the table (game.table) into the scene registry: quick_match, pass_and_play, continue."""
from game.table import resume, setup_scene, shots  # noqa: F401  (importing registers scenes and shots)
