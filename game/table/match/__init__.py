"""The match at the table: the session that owns it and its clock, who decides each seat (the
controllers, the bots' link), the seats' setup, what a scene may ask of a session, reading picked
cards, and the guided first hand's script. No drawing here.
"""
