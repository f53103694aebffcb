"""Plugs the player's history (game.records) into the scene registry: records, replays, replay_viewer."""
from game.records_screens import records_scene, replays_scene, shots, viewer_scene  # noqa: F401  (importing registers them)
