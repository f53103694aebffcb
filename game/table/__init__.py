"""The table: setup, deal, tax, play and results scenes around one match session, plus save/resume.

``game.table.flow`` moves a match from step to step; ``game.scenes.table`` imports the
scene modules so the scene registry (``quick_match``, ``pass_and_play``, ``continue``
and the steps ``table.*``) and the screenshot tour see them.
"""
