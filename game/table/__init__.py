"""The table: a match at one table, from the session that owns it to the scenes that show it.

Six rooms, each importing only the ones below it (``pyproject.toml``'s import-linter contract):

- ``tour``: the table's entries in the screenshot tour.
- ``screens``: the scenes (deal, play, results, the small screens over the table, the guided hand,
  the rules setup, resuming a save) and ``flow``, which moves a match from step to step.
- ``view``: the table as drawn (``TableView``, the board, the effects, the status strip) and each
  seat's ``feed``, the one story every screen tells; beside it, never importing it:
- ``saving``: what a match leaves on disk (the autosave, the recorder's replay and records) and
  ``tables``, which builds every session with those listeners.
- ``wording``: the table's words, the rules in words, the engine's refusals worded, the hand's log.
- ``match``: the ``Session`` and its clock, the seats' controllers and the bots' link, with no drawing.

``game.scenes.table`` imports the scene modules so the scene registry (``quick_match``,
``pass_and_play``, ``continue`` and the steps ``table.*``) and the screenshot tour see them.
"""
