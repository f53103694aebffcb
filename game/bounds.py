"""Owns how far anything the game keeps may grow, and the one rule for a name read from a file.

Every reader of a player's file (the match save, the replays, the level files,
campaign.json) holds what it reads to these bounds, so whatever a file is
accepted with, the game can write back and read again: a bound here is never
tighter than what play can reach, and never looser than what the 4 MB file cap
(``game.userdata.MAX_BYTES``) and the screens can carry.

How long a table match may grow: a level, a deal code or a save whose rules play
more than ``MAX_HANDS`` hands is refused where it is read, so a match at the
table never outgrows its save; the history a match keeps for its replay
(``game.records.history``) stops at its own cap instead, and a match that long
plays on without a replay (its log is then marked incomplete). A match played
to a target score has no count of hands: a save holds up to ``MAX_RESULTS``
of them (hundreds of hours of play); one that long is refused when read.
"""
from __future__ import annotations

import re

import math
from typing import Any

# The longest text of a legal move. The longest moves are a 15-place run with both jokers read
# (13 cards of 2 characters, 2 jokers of up to 6 like "JK=2S", their spaces: 47) or a "discard"
# of as many cards: 55. Anything longer is damage, whatever it holds.
MAX_MOVE_TEXT = 64
# Moves in one hand: every play removes at least one of the 54 cards, each followed by at most one
# pass per seat (6), plus the tax and seven/ten steps, which also move cards. 54 * 7 = 378.
MAX_HAND_MOVES = 512
# Hands in one table match (a campaign level's ``rounds``, a deal code's, a save's results): far past
# the 10 the setup offers, low enough that a save of that many hands stays a few hundred KB.
MAX_HANDS = 1_000
# Hands a save's match may hold: a match to a target score has no count of hands, so it is held to what
# a save can carry (a hand's result is about 100 bytes), ten times a match of MAX_HANDS.
MAX_RESULTS = 10 * MAX_HANDS
# Points one hand may give a seat (a rules ``points`` entry), and so a match total's bound.
MAX_POINTS = 999
MAX_SCORE = MAX_HANDS * MAX_POINTS
MAX_SEED = 1 << 64  # a new match draws below 2**30; a seed of thousands of digits is no save of ours
MAX_NAME = 12  # as a level's opponent names: longer does not fit the name plates
# The longest whole number any file may spell: Python's own default limit for reading one. Longer is refused
# in our words (``game.safefile.parse_json``, the level loader), whatever ``sys.set_int_max_str_digits`` says.
MAX_DIGITS = 4300
# A moment a file notes (seconds since 1970): no clock of ours reads past the year 10000, and a bound this size
# keeps a float of it exact to the millisecond.
MAX_SECONDS = 253_402_300_800


def is_moment(value: Any) -> bool:
    """A time a file notes, as ``time.time()`` gives it: a number from 0 to ``MAX_SECONDS`` (never text,
    a bool, infinity or NaN), so arithmetic on it never overflows."""
    return (isinstance(value, (int, float)) and not isinstance(value, bool)
            and 0 <= value <= MAX_SECONDS)


def is_name(text: Any, limit: int = MAX_NAME) -> bool:
    """Is ``text`` a name a file may give a seat or a player: 1 to ``limit`` printable characters, not blank?

    campaign.json always refused control characters (NUL, ESC), format characters
    (a right-to-left override) and lone surrogates (``str.isprintable``); the same
    rule now holds for a save's seats, a level's rivals and a replay's seats, so a
    name one file keeps is a name every other file and every name plate takes.
    """
    return isinstance(text, str) and 0 < len(text) <= limit and bool(text.strip()) and text.isprintable()


def is_seed(value: Any) -> bool:
    """A seed as the game draws and writes it: a whole number from 0 to 2**64 (never a float or text)."""
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < MAX_SEED


def most_cards(seats: int, jokers: int, tax: int, seven_give: bool) -> int:
    """The most cards one seat can hold: its share of the deal, the tax it may take, and the cards
    sevens may pass it (at most one per seven or joker played: 6)."""
    return math.ceil((52 + jokers) / seats) + tax + (6 if seven_give else 0)


def rules_fault(rounds: int, points: Any) -> str | None:
    """Why rules cannot be played at the table (too many hands, a hand's points too large), or None.

    English words for the caller's message; the caller names the file and the field.
    """
    if rounds > MAX_HANDS:
        return f"rounds: expected at most {MAX_HANDS} hands, got {rounds}"
    if isinstance(points, tuple) and any(abs(p) > MAX_POINTS for p in points):
        return f"points: expected whole numbers from -{MAX_POINTS} to {MAX_POINTS}"
    return None


# A friends' table's room code and seat secrets, as the host makes them (``game.net.wire.protocol``), its
# devices send them and its save (``game.table.saving.save``) and a joined seat's note keep them: one rule for all.
# Room codes: four letters that no one misreads or mistypes on a phone (no I/L/1, O/0, S/5, Z/2, B/8, G/6).
ROOM_LETTERS = "ACDEFHJKMNPQRTUVWXY"
ROOM_CODE_CHARS = 4
ROOM_CODE = re.compile(f"[{ROOM_LETTERS}]{{{ROOM_CODE_CHARS}}}")
SECRET_CHARS = 64
SEAT_SECRET = re.compile(rf"[A-Za-z0-9_-]{{16,{SECRET_CHARS}}}")
