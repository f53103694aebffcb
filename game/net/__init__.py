"""Friends at one table, each on their own screen: the host's network side.

``protocol`` reads and writes the messages, ``views`` turns what one seat may
know into them, ``host`` is the one adapter to the table (``game.table``),
``room`` runs one table's seats and connections, ``page`` holds the phone
page's files, and ``server`` listens (a background thread with its own event
loop, so a frame never waits on the network).
"""
