"""The player's history: deal codes, replays of every match, and the records kept from them.

Pure modules (no pygame): ``dealcode`` (rules + seed as a short code), ``replay``
(a match as rules, seats, seed and moves, replayed through the engine),
``store`` (the last replays, in the user data folder) and ``stats`` (records
counted from the engine's events). The screens live beside them as ``*_scene``.
"""
