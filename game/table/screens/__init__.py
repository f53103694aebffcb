"""The table's scenes: the deal, the turns, the results, the small screens over the table, the
guided first hand, the rules setup, resuming a save, and the flow from one to the next.
"""
