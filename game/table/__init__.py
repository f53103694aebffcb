"""The table: setup, deal, tax, play and results scenes around one match session, plus save/resume.

``game.scenes.table`` imports ``game.table.scenes`` so the scene registry
(``quick_match``, ``pass_and_play``, ``continue``) and the screenshot tour see them.
"""
