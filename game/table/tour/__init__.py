"""The table's entries in the screenshot tour: every scene and effect, and the guided hand's steps.
"""
