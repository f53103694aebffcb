"""The hand's state as one list of fields: the single place a field of ``Hand`` is declared.

The save (``state.py``) treats each field by its kind; a
shared field is public, carried under the same name by ``SeatView`` and copied
back by ``determinize`` for ``Hand.from_view``. ``Hand.restore`` takes a value
for every field, so it is the one place a rebuilt hand's fields are set. A new
field is added here (and set in ``Hand.__init__`` and ``Hand.copy``, which names
each field for speed: a test says when it misses one); save, view, restore and
determinize follow without another list to edit. A leaf
module, so the view and the save can read it without importing the hand.
"""
from __future__ import annotations

# (name, kind, shared). Kinds: int, bool, seat, seat? (or None), order (a tuple of seats), seats (a list),
# seat_set, cards (card ids), hands (one card list per seat), suits (a mask), move? (or None), plays
# ((seat, move) pairs), owed, after_play, transfers.
FIELDS: tuple[tuple[str, str, bool], ...] = (
    ("number", "int", True), ("order", "order", True), ("leader", "seat", True), ("hands", "hands", False),
    ("discard", "cards", False), ("set_aside", "cards", False), ("trick_cards", "cards", False),
    ("millionaire", "seat?", True), ("revolution", "bool", True), ("jack_back", "bool", True),
    ("pending_revolution", "bool", True), ("lock", "suits", False), ("table", "move?", True),
    ("table_seat", "seat?", True), ("trick", "plays", True), ("passed", "seat_set", True),
    ("lead_passed", "seat_set", True),
    ("active", "seats", True), ("finished", "seats", True), ("fouls", "seats", True), ("fallen", "seat?", True),
    ("left_over", "seat?", True), ("owed", "owed", False), ("owers", "seats", True),
    ("after_play", "after_play", True), ("history", "plays", True), ("transfers", "transfers", False),
    ("is_over", "bool", True), ("to_act", "seat?", True),
)
