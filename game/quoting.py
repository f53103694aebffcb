"""Owns how a value read from a file, a setting or a message is quoted back in an error message: once, short.

A hand-edited or hostile file may hold anything where a word was expected: a
list of 400-digit numbers, a table nested a hundred deep, text with an escape
or a right-to-left override. Every reader (the rules engine, the bots' specs,
the saves, the levels, the records, the network) quotes it with ``quote``, so a
refusal names the file, the field and what was expected in a line a player can
read, never a page of digits; this module sits below all of them for that.
"""
from __future__ import annotations

import json
import re
from typing import Any

_ESCAPE = "\\u"
_PLAIN_KEY = re.compile(r"[\w-]{1,40}", re.ASCII)


def quote(value: Any, limit: int = 40) -> str:
    """``value`` as a file spells it (false, null, ["a"]), non-printable characters escaped, at most about
    ``limit`` characters: a long number is said as one ("123456789012... (400 digits)"), never cut smaller."""
    if isinstance(value, int) and not isinstance(value, bool):
        return _number(value, limit)
    try:
        text = json.dumps(value, ensure_ascii=False, sort_keys=True)
    except (TypeError, ValueError, RecursionError):  # not a JSON value (a set, a card), or too big to spell
        try:
            text = repr(value)
        except (ValueError, RecursionError):
            return f"<{type(value).__name__}>"
    # A format character (a right-to-left override) or a lone surrogate would turn the message itself round
    # or break its drawing: spelled as an escape, as JSON spells a control character. Only the head is
    # escaped: the rest is never shown.
    text = "".join(c if c.isprintable() else f"{_ESCAPE}{ord(c):04x}" for c in text[:limit + 1])
    if len(text) <= limit:
        return text
    head = text[:limit - 3]
    cut = head.rfind(_ESCAPE, len(head) - 5)
    if cut != -1:  # never half an escape
        head = head[:cut]
    return head + "..."


def _number(value: int, limit: int) -> str:
    """A whole number in full when it fits, else its first digits and how many it has."""
    try:
        text = str(value)
    except ValueError:  # past Python's limit of digits to spell: counted without spelling it
        digits = len(format(abs(value), "x")) * 4 * 0.30103
        return f"{'-' if value < 0 else ''}a number of about {int(digits):,} digits"
    if len(text) <= limit:
        return text
    return f"{text[:12]}... ({len(text.lstrip('-'))} digits)"


def field_name(key: Any) -> str:
    """A key read from a file (an unknown rule, a language code) as a message names the field it makes: as is
    when it is a plain short name (``rules.suit_lok``), else quoted like any value, so a key of thousands of
    characters, or one with a control character in it, still names its field in a line."""
    return key if isinstance(key, str) and _PLAIN_KEY.fullmatch(key) else quote(key)
