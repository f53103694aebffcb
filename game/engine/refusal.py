"""Why a move is refused: each reason's code and its English, written once (RULES.md §1-§6, §10).

The engine raises ``IllegalMove`` with a ``Refusal`` code and its params (moves
and cards in their text form, counts, suit letters), its message the English
below filled in with the engine's own words. The table words the same English
through the catalog (``game.table.wording.refusals``), filling it in with words in the
player's language, so each sentence is written here and nowhere else. The
engine imports nothing of the game around it, so the sentences are marked for
the catalog with the no-op markers ``N_`` and ``N_plural`` (a sentence with a
count), which ``tools/catalogs.py`` extracts like gettext's own. Below the
moves, the judge and legality, which all raise from here.
"""
from __future__ import annotations

from enum import StrEnum
from typing import Any, Mapping

from .kinds import Owed


def N_(english: str) -> str:
    """Marks a sentence for the catalog, unchanged (it is translated where it is shown)."""
    return english


def N_plural(one: str, many: str) -> tuple[str, str]:
    """Marks a sentence with a count ``{n}`` for the catalog: its singular and plural English."""
    return one, many


class Refusal(StrEnum):
    """Why a move is refused; the values are the codes logs and tests have always named."""

    ILLEGAL = "illegal"
    HAND_OVER = "hand_over"
    MATCH_OVER = "match_over"
    BETWEEN_HANDS = "between_hands"
    UNREADABLE = "unreadable"
    JOKER_AMBIGUOUS = "joker_ambiguous"
    WRONG_SHAPE = "wrong_shape"
    SUIT_LOCK = "suit_lock"
    RUN_NOT_BEYOND = "run_not_beyond"
    JOKER_ON_JOKER = "joker_on_joker"
    ONLY_SPADE3 = "only_spade3"
    LONE_JOKER = "lone_joker"
    TIE = "tie"
    TOO_WEAK = "too_weak"
    OWED_FIRST = "owed_first"
    NOTHING_OWED = "nothing_owed"
    LEAD_AGAIN = "lead_again"
    LEADER_CANNOT_PASS = "leader_cannot_pass"
    NOT_HELD = "not_held"
    JOKERS_NOT_HELD = "jokers_not_held"
    OWED_AT_MOST = "owed_at_most"
    OWED_EXACTLY = "owed_exactly"
    JOKER_UNREADABLE = "joker_unreadable"
    JOKER_NAMES_SUIT = "joker_names_suit"
    JOKER_PAST_ENDS = "joker_past_ends"
    NOT_A_PLAY = "not_a_play"
    # cards that form no play (moves.py's NoShape, raised as the refusal)
    EMPTY_PLAY = "empty_play"
    JOKERS_ALONE_READ = "jokers_alone_read"
    JOKERS_NAME_ONE_CARD = "jokers_name_one_card"
    JOKER_NAMES_PLAYED = "joker_names_played"
    NO_SHAPE = "no_shape"
    RUN_SUITS = "run_suits"
    JOKER_OFF_SUIT = "joker_off_suit"
    RUN_REPEATS = "run_repeats"
    RUN_GAPS = "run_gaps"
    RUN_PAST_TWO = "run_past_two"


Text = str | tuple[str, str]  # a sentence, or the singular and plural of one with a count {n}

# The sentence of each refusal; placeholders are named after the params (or the words filling
# them in: a play described, a shape named). Where one code has several sentences, ``VARIANTS``
# names the param that picks one.
ENGLISH: dict[Refusal, Text | dict[Any, Text]] = {
    Refusal.ILLEGAL: N_("not legal now"),
    Refusal.HAND_OVER: N_("the hand is over"),
    Refusal.MATCH_OVER: N_("the match is over"),
    Refusal.BETWEEN_HANDS: N_("hand {hand} is over: the next hand must be dealt first"),
    # TRANSLATORS: a move typed as text could not be read; {error} is the reader's own (English) reason.
    Refusal.UNREADABLE: N_("{error}"),
    Refusal.JOKER_AMBIGUOUS: N_("the joker could stand for more than one card here: write {options}"),
    Refusal.WRONG_SHAPE: N_("{table} is on the table: answer it with a {shape}, or pass"),
    Refusal.SUIT_LOCK: N_("suit lock: only {suits} until the table clears"),
    Refusal.RUN_NOT_BEYOND: {
        "above": N_("a run must lie wholly above {table}: its weakest card must beat the strongest"),
        "below": N_("a run must lie wholly below {table}: its weakest card must beat the strongest")},
    Refusal.JOKER_ON_JOKER: N_("a second joker does not beat the joker"),
    Refusal.ONLY_SPADE3: N_("only the 3 of spades beats a lone joker"),
    Refusal.LONE_JOKER: N_("nothing beats a lone joker"),
    Refusal.TIE: N_("{move} ties {table}; a tie does not beat"),
    Refusal.TOO_WEAK: {
        False: N_("a {shape} must beat {table} on the table"),
        True: N_("a {shape} must beat {table} on the table (the order is reversed: lower ranks are stronger now)")},
    Refusal.OWED_FIRST: {
        Owed.GIVE: N_plural("first give {n} card to the next player", "first give {n} cards to the next player"),
        Owed.DISCARD: N_plural("first discard {n} card", "first discard {n} cards"),
        Owed.RETURN: N_plural("first return {n} card for the tax", "first return {n} cards for the tax")},
    Refusal.NOTHING_OWED: {
        Owed.GIVE: N_("nothing to give now: play or pass"), Owed.DISCARD: N_("nothing to discard now: play or pass"),
        Owed.RETURN: N_("nothing to return now: play or pass")},
    Refusal.LEAD_AGAIN: N_("everyone passed the empty table: you lead again and must play"),
    Refusal.LEADER_CANNOT_PASS: N_("you lead: a leader cannot pass"),
    # TRANSLATORS: {cards} in codes such as 4C TH (drawn 4♣ 10♥).
    Refusal.NOT_HELD: N_("you do not hold {cards}"),
    Refusal.JOKERS_NOT_HELD: N_("you do not hold that many jokers"),
    Refusal.OWED_AT_MOST: {
        Owed.GIVE: N_plural("give at most {n} card", "give at most {n} cards"),
        Owed.DISCARD: N_plural("discard at most {n} card", "discard at most {n} cards"),
        Owed.RETURN: N_plural("return at most {n} card", "return at most {n} cards")},
    Refusal.OWED_EXACTLY: {
        Owed.GIVE: N_plural("give exactly {n} card", "give exactly {n} cards"),
        Owed.DISCARD: N_plural("discard exactly {n} card", "discard exactly {n} cards"),
        Owed.RETURN: N_plural("return exactly {n} card", "return exactly {n} cards")},
    Refusal.JOKER_UNREADABLE: N_("no reading of the joker makes {move} a legal play here"),
    Refusal.JOKER_NAMES_SUIT: N_("{move}: under these rules a group's joker names a suit the group lacks, "
                                 "like {reading}"),
    Refusal.JOKER_PAST_ENDS: N_("{move}: a run's joker may not stand past the 3 or the 2 under these rules"),
    Refusal.NOT_A_PLAY: N_("{move} is not a play"),
    # {play} in codes such as 3D 6S
    Refusal.EMPTY_PLAY: N_("a play needs at least one card"),
    Refusal.JOKERS_ALONE_READ: N_("jokers played alone take no reading: write JK or JK JK"),
    Refusal.JOKERS_NAME_ONE_CARD: N_("{play}: two jokers cannot name the same card"),
    Refusal.JOKER_NAMES_PLAYED: N_("{play}: a joker cannot name a card that is in the play"),
    Refusal.NO_SHAPE: N_("{play} is no shape: a pair needs one rank, a run 3 or more cards"),
    Refusal.RUN_SUITS: N_("{play} is no shape: a run's cards share one suit"),
    Refusal.JOKER_OFF_SUIT: N_("{reading} breaks the run: its cards are all {suit}"),
    Refusal.RUN_REPEATS: N_("{play} is no shape: a run cannot repeat a rank"),
    Refusal.RUN_GAPS: N_("{play} is no run: the ranks are not consecutive"),
    Refusal.RUN_PAST_TWO: N_("{play} is no run: it would pass the 2"),
}
# The param that picks a refusal's sentence where it has several (the decision owed, the order, the side).
VARIANTS = {Refusal.RUN_NOT_BEYOND: "side", Refusal.TOO_WEAK: "reversed", Refusal.OWED_FIRST: "kind",
            Refusal.NOTHING_OWED: "kind", Refusal.OWED_AT_MOST: "kind", Refusal.OWED_EXACTLY: "kind"}


def text_of(code: Refusal, params: Mapping[str, Any]) -> Text:
    """The refusal's sentence (its English message id) for these params. KeyError when the params
    lack what picks it."""
    found = ENGLISH[code]
    return found[params[VARIANTS[code]]] if isinstance(found, dict) else found


def english(code: Refusal, params: Mapping[str, Any], words: Mapping[str, Any] | None = None) -> str:
    """The refusal in English: its sentence filled in from ``words``, else from the params."""
    text = text_of(code, params)
    if isinstance(text, tuple):
        text = text[0] if params["n"] == 1 else text[1]
    return text.format(**{**params, **(words or {})})


class IllegalMove(ValueError):
    """A move the rules refuse. The message says why in a player's words (English, for logs,
    tests and the UECda client); ``code`` names the reason and ``params`` hold its values (moves
    and cards in their text form, counts, suit letters), so a screen can word it in any language.
    """

    def __init__(self, message: str, code: str = Refusal.ILLEGAL, **params: object) -> None:
        super().__init__(message)
        self.code = code
        self.params = params

    @classmethod
    def of(cls, code: Refusal, words: Mapping[str, Any] | None = None, **params: object) -> IllegalMove:
        """The refusal ``code`` with its params, its message the English sentence filled in from
        ``words`` (the engine's English for a placeholder that is no param as it stands)."""
        return cls(english(code, params, words), code, **params)

    def __reduce__(self) -> tuple[object, ...]:
        # Keeps code and params across a process boundary (ValueError's own pickling keeps only args).
        return (type(self), (str(self), self.code), {"params": self.params})
