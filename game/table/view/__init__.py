"""The table as it is drawn: each seat's feed (the one story a screen tells), the table view, the
board, the effects and their animator, the status strip, where things sit, the tax panel.
"""
