"""Friends at one table, each on their own screen: the host's network side.

``hosting`` is what a host holds (``HostedTable``: the lobby, the server, the
match built by ``game.table.tables``), ``host`` the session's listener that
tells each device its seat's news and answers it on the session's thread,
``room`` a table's seats and connections on the network's loop, ``protocol``
reads and writes the messages, ``views`` turns what one seat may know into
them, ``page`` holds the phone page's files, ``server`` listens (a background
thread with its own event loop, so a frame never waits on the network), and
``dedicated`` hosts many tables with no window.
"""
