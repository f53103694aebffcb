"""The network's screens: Join a Table, the host's lobby and its join panel, and their tour shots.
"""
