"""The table's words: names, titles, cards and plays, the rules and their numbers in words, the
engine's refusals worded, and the hand's log, in the language in force.
"""
