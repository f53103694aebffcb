"""The wire format, both ways: the versioned messages, what a seat's device is told (its view,
its events, its log), reading the host's events back on a joining computer, and how a table
is found on the local network.
"""
