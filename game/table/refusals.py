"""Owns the table's wording of the engine's refusals: one message per ``IllegalMove.code``.

The engine keeps its English message (logs, tests, the UECda client) and gives
each refusal a ``code`` and ``params`` (moves and cards in their text form,
counts, suit letters); the table words the code through the catalog, so a
refusal reads in the player's language. The English wordings say exactly what
the engine's messages say (a test holds them to it), so English shows as it
always did. A code the table does not know falls back to the engine's message.
"""
from __future__ import annotations

from typing import Callable, Sequence

from game import naming
from game.engine import IllegalMove, Move, Owed, parse_move
from game.i18n import _, ngettext, pgettext
from game.table import words

Params = dict[str, object]


def _move(params: Params, key: str) -> Move:
    return parse_move(str(params[key]))


def _owed(kind: object, n: int, first: bool) -> str:
    """"first give 2 cards to the next player", "discard exactly 1 card"..."""
    if first:
        return {Owed.GIVE: ngettext("first give {n} card to the next player", "first give {n} cards to the next player", n),
                Owed.DISCARD: ngettext("first discard {n} card", "first discard {n} cards", n),
                Owed.RETURN: ngettext("first return {n} card for the tax", "first return {n} cards for the tax", n),
                }[Owed(kind)].format(n=n)
    return {Owed.GIVE: ngettext("give exactly {n} card", "give exactly {n} cards", n),
            Owed.DISCARD: ngettext("discard exactly {n} card", "discard exactly {n} cards", n),
            Owed.RETURN: ngettext("return exactly {n} card", "return exactly {n} cards", n)}[Owed(kind)].format(n=n)


def _at_most(kind: object, n: int) -> str:
    return {Owed.GIVE: ngettext("give at most {n} card", "give at most {n} cards", n),
            Owed.DISCARD: ngettext("discard at most {n} card", "discard at most {n} cards", n),
            Owed.RETURN: ngettext("return at most {n} card", "return at most {n} cards", n)}[Owed(kind)].format(n=n)


def _nothing_owed(kind: object) -> str:
    return {Owed.GIVE: _("nothing to give now: play or pass"), Owed.DISCARD: _("nothing to discard now: play or pass"),
            Owed.RETURN: _("nothing to return now: play or pass")}[Owed(kind)]


def _too_weak(p: Params) -> str:
    table = _move(p, "table")
    shape, what = naming.shape_word(table), naming.describe(table)
    if p.get("reversed"):
        return _("a {shape} must beat {table} on the table (the order is reversed: lower ranks are stronger now)"
                 ).format(shape=shape, table=what)
    return _("a {shape} must beat {table} on the table").format(shape=shape, table=what)


def _beyond(p: Params) -> str:
    table = naming.describe(_move(p, "table"))
    if p.get("side") == "below":
        return _("a run must lie wholly below {table}: its weakest card must beat the strongest").format(table=table)
    return _("a run must lie wholly above {table}: its weakest card must beat the strongest").format(table=table)


# One wording per refusal code the engine raises (game/engine/judge.py, legality.py, hand.py,
# match.py, and moves.py's NoShape, which hand.py raises as the refusal): each takes the refusal's
# params and returns the sentence in the language in force.
WORDINGS: dict[str, Callable[[Params], str]] = {
    "illegal": lambda p: _("not legal now"),
    "hand_over": lambda p: _("the hand is over"),
    "match_over": lambda p: _("the match is over"),
    "between_hands": lambda p: _("hand {hand} is over: the next hand must be dealt first").format(hand=p["hand"]),
    # TRANSLATORS: a move typed as text could not be read; {error} is the reader's own (English) reason.
    "unreadable": lambda p: _("{error}").format(error=p["error"]),
    "joker_ambiguous": lambda p: _("the joker could stand for more than one card here: write {options}").format(
        # TRANSLATORS: between the plays a player may write ("5S 5H JK=5D or 5S 5H JK=5C").
        options=pgettext("choices", " or ").join(map(str, p["options"]))),  # type: ignore[call-overload]
    "wrong_shape": lambda p: _("{table} is on the table: answer it with a {shape}, or pass").format(
        table=naming.describe(_move(p, "table")), shape=naming.shape_word(_move(p, "table"))),
    "suit_lock": lambda p: _("suit lock: only {suits} until the table clears").format(
        suits=words.suits_words(str(p["suits"]))),
    "run_not_beyond": _beyond,
    "joker_on_joker": lambda p: _("a second joker does not beat the joker"),
    "only_spade3": lambda p: _("only the 3 of spades beats a lone joker"),
    "lone_joker": lambda p: _("nothing beats a lone joker"),
    "tie": lambda p: _("{move} ties {table}; a tie does not beat").format(
        move=words.dashed(_move(p, "move")), table=words.dashed(_move(p, "table"))),
    "too_weak": _too_weak,
    "owed_first": lambda p: _owed(p["kind"], int(p["n"]), first=True),  # type: ignore[call-overload]
    "nothing_owed": lambda p: _nothing_owed(p["kind"]),
    "lead_again": lambda p: _("everyone passed the empty table: you lead again and must play"),
    "leader_cannot_pass": lambda p: _("you lead: a leader cannot pass"),
    # TRANSLATORS: {cards} in codes such as 4C TH (drawn 4♣ 10♥).
    "not_held": lambda p: _("you do not hold {cards}").format(cards=p["cards"]),
    "jokers_not_held": lambda p: _("you do not hold that many jokers"),
    "owed_at_most": lambda p: _at_most(p["kind"], int(p["n"])),  # type: ignore[call-overload]
    "owed_exactly": lambda p: _owed(p["kind"], int(p["n"]), first=False),  # type: ignore[call-overload]
    "joker_unreadable": lambda p: _("no reading of the joker makes {move} a legal play here").format(move=p["move"]),
    "joker_names_suit": lambda p: _("{move}: under these rules a group's joker names a suit the group lacks, "
                                    "like {reading}").format(move=p["move"], reading=p["reading"]),
    "joker_past_ends": lambda p: _("{move}: a run's joker may not stand past the 3 or the 2 under these rules"
                                   ).format(move=p["move"]),
    "not_a_play": lambda p: _("{move} is not a play").format(move=p["move"]),
    # Cards that form no play (game/engine/moves.py, NoShape); {play} in codes such as 3D 6S.
    "empty_play": lambda p: _("a play needs at least one card"),
    "jokers_alone_read": lambda p: _("jokers played alone take no reading: write JK or JK JK"),
    "jokers_name_one_card": lambda p: _("{play}: two jokers cannot name the same card").format(play=p["play"]),
    "joker_names_played": lambda p: _("{play}: a joker cannot name a card that is in the play").format(play=p["play"]),
    "no_shape": lambda p: _("{play} is no shape: a pair needs one rank, a run 3 or more cards").format(play=p["play"]),
    "run_suits": lambda p: _("{play} is no shape: a run's cards share one suit").format(play=p["play"]),
    "joker_off_suit": lambda p: _("{reading} breaks the run: its cards are all {suit}").format(
        reading=p["reading"], suit=words.suit_letter(str(p["suit"]))),
    "run_repeats": lambda p: _("{play} is no shape: a run cannot repeat a rank").format(play=p["play"]),
    "run_gaps": lambda p: _("{play} is no run: the ranks are not consecutive").format(play=p["play"]),
    "run_past_two": lambda p: _("{play} is no run: it would pass the 2").format(play=p["play"]),
}


def word(exc: IllegalMove) -> str:
    """The refusal in the player's language (card codes as the engine writes them: the status line
    names them as drawn). An unknown code, or params the wording cannot read, give the engine's message."""
    wording = WORDINGS.get(exc.code)
    if wording is None:
        return str(exc)
    params = dict(exc.params)
    params.setdefault("error", str(exc))
    try:
        return wording(params)
    except (KeyError, ValueError, TypeError, IndexError):
        return str(exc)


def why_not(session, selected: Sequence[int] | None = None, move: Move | str | None = None) -> str | None:
    """Why this selection (or ``move``) is not a legal move now, in the player's words, or None if it is:
    ``Session.refusal`` worded from the refusal's code rather than its English message."""
    found = session.refusal(selected, move)
    return word(found) if isinstance(found, IllegalMove) else found
