"""The player's history on screen: the Records and Replays screens and the replay viewer.

They sit above the table (the viewer shows a recorded match on the table's own
view) and read the history kept by ``game.records``, which sits below it.
"""
