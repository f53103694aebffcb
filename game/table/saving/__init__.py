"""What a match leaves on disk: its autosave (the file, its bounds, the session as it holds it, the
listener that saves after every move), its replay and records (the recorder), and the builder that
seats every table with those listeners (tables).
"""
