"""Plugs the table (game.table) into the scene registry: quick_match, pass_and_play, continue, the guided
first hand (lesson), and the steps of a match that ``game.table.screens.flow`` reaches by name (table.deal,
table.play, table.results, table.handoff)."""
# importing registers the scenes and the tour's shots
from game.table.screens import (  # noqa: F401
    deal_scene, handoff_scene, lesson_scene, play_scene, results_scene, resume, setup_scene)
from game.table.tour import lesson_shots, shots  # noqa: F401
