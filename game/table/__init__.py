"""The table: a match session with a controller per seat and listeners, the table view the deal,
play and results scenes hold, the setup, and save/resume.

``game.table.tables`` builds every session; ``game.table.flow`` moves a match from step to step;
``game.scenes.table`` imports the scene modules so the scene registry (``quick_match``,
``pass_and_play``, ``continue`` and the steps ``table.*``) and the screenshot tour see them.
"""
