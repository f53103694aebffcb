"""Owns the table's wording of the engine's refusals, in the player's language.

The engine writes each refusal's sentence once, in English
(``game.engine.refusal.ENGLISH``, marked for the catalog there), and gives each
refusal a ``code`` and ``params`` (moves and cards in their text form, counts,
suit letters). The table looks the same sentence up in the catalog and fills
it in with words in the player's language: a play described, a shape named,
suits as words. So English shows exactly as the engine says it, and no
sentence is written twice. A code the engine does not know, or params that
cannot fill its sentence, fall back to the engine's message.
"""
from __future__ import annotations

from typing import Callable, Sequence

from game import naming
from game.engine import IllegalMove, Move, Refusal, parse_move
from game.engine.refusal import text_of
from game.i18n import _, ngettext, pgettext
from game.table.match import selection
from game.table.wording import words

Params = dict[str, object]


def _move(params: Params, key: str) -> Move:
    return parse_move(str(params[key]))


def _played(p: Params) -> dict[str, str]:
    """The play on the table, described, and the shape that answers it."""
    table = _move(p, "table")
    return {"table": naming.describe(table), "shape": naming.shape_word(table)}


# The words filling a refusal's placeholders where its params (text forms, letters) are not yet words;
# every other placeholder shows its param as it is.
WORDS: dict[Refusal, Callable[[Params], dict[str, str]]] = {
    Refusal.JOKER_AMBIGUOUS: lambda p: {
        # TRANSLATORS: between the plays a player may write ("5S 5H JK=5D or 5S 5H JK=5C").
        "options": pgettext("choices", " or ").join(map(str, p["options"]))},  # type: ignore[call-overload]
    Refusal.WRONG_SHAPE: _played,
    Refusal.SUIT_LOCK: lambda p: {"suits": words.suits_words(str(p["suits"]))},
    Refusal.RUN_NOT_BEYOND: lambda p: {"table": naming.describe(_move(p, "table"))},
    Refusal.TIE: lambda p: {"move": words.dashed(_move(p, "move")), "table": words.dashed(_move(p, "table"))},
    Refusal.TOO_WEAK: _played,
    Refusal.JOKER_OFF_SUIT: lambda p: {"suit": words.suit_letter(str(p["suit"]))},
}


def word(exc: IllegalMove) -> str:
    """The refusal in the player's language (card codes as the engine writes them: the status line
    names them as drawn). An unknown code, or params the wording cannot read, give the engine's message."""
    params = dict(exc.params)
    params.setdefault("error", str(exc))  # a move that could not be read keeps the reader's own reason
    try:
        code = Refusal(exc.code)
        text = text_of(code, params)
        said = ngettext(*text, int(params["n"])) if isinstance(text, tuple) else _(text)  # type: ignore[call-overload]
        fill = WORDS[code](params) if code in WORDS else {}
        return said.format(**{**params, **fill})
    except (KeyError, ValueError, TypeError, IndexError):
        return str(exc)


def not_your_turn() -> str:
    """A move or a check sent for a decision that is not (or no longer) the seat's."""
    # TRANSLATORS: box=none (the phone page): a device checked or sent a move on another's turn.
    return _("It is not your turn.")


def why_not(session, selected: Sequence[int] | None = None, move: Move | str | None = None) -> str | None:
    """Why this selection (or ``move``) is not a legal move now, in the player's words, or None if it is:
    ``Session.refusal`` worded from the refusal's code rather than its English message."""
    found = selection.refusal(session, selected, move)
    return word(found) if isinstance(found, IllegalMove) else found
