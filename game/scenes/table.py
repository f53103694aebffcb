"""Plugs the table (game.table) into the scene registry: quick_match, pass_and_play, continue, the guided
first hand (lesson), and the steps of a match that ``game.table.flow`` reaches by name (table.deal,
table.play, table.results, table.handoff)."""
from game.table import (  # noqa: F401  (importing registers scenes and shots)
    deal_scene, handoff_scene, lesson_scene, lesson_shots, play_scene, results_scene, resume, setup_scene, shots,
)
