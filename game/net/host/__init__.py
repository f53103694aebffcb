"""The host's side: the WebSocket server and its gate, its rooms and their limits and waits, the
session's listener that tells each device its seat's news (net_room), a friend's seat's
controller, the phone page, and the hosted table a screen or the dedicated server holds.
"""
