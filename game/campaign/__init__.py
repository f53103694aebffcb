"""The campaign: a road of tables defined in ``levels/*.toml``, each with its own house rules.

- ``level``: the level file format and its validating loader (``load_level``).
- ``goals``: goal types, judging a finished match, stars.
- ``progress``: the versioned progress file (clears, stars, unlocks).
- ``road``: shipped and custom level files in order, loaded or broken, and their state.
- ``map_scene``, ``intro_scene``, ``outcome_scene``, ``play``: the screens and the link to the table.
- ``balance``: how often a medium stand-in clears each level.

``game.scenes.campaign`` registers the ``campaign`` scene.
"""
from .level import Level, LevelError, load_level

__all__ = ["Level", "LevelError", "load_level"]
