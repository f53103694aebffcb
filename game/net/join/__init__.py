"""The joining side: a computer's link to a host's table, the session its table scenes play
through, the host's view of the match, and its note of the seat to rejoin.
"""
