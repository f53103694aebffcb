"""Owns the table's words: a seat called "You" takes second-person grammar, counts take their
plural, and cards are named the way they are drawn (7♥, 10♠, JK) rather than in the engine's
text form (7H, TS), which stays the form of logs, saves and tests.
"""
from __future__ import annotations

import re

from game.engine.cards import TEXT
from game.gfx.cards import SUIT_CHAR

YOU = "You"  # the Quick Match human's name, and a pronoun: "You lead", never "You leads"

# A card in the engine's text form, standing alone or after "JK=" (a joker's reading).
_CARD = re.compile(r"(?<![A-Za-z0-9])([2-9TJQKA])([SHDC])(?![A-Za-z0-9])")


def is_you(name: str) -> bool:
    return name == YOU


def says(name: str, third: str, second: str) -> str:
    """``name`` and the verb that agrees with it: says("Taro", "leads", "lead") -> "Taro leads"."""
    return f"{name} {second if is_you(name) else third}"


def obj(name: str) -> str:
    """``name`` as an object: "you" mid-sentence for the viewer."""
    return "you" if is_you(name) else name


def their(name: str) -> str:
    return "your" if is_you(name) else "their"


def possessive(name: str) -> str:
    """``Your`` / ``Taro's``: the start of "Taro's jack reverses..."."""
    return "Your" if is_you(name) else f"{name}'s"


def count(n: int, noun: str) -> str:
    """``1 card``, ``2 cards``."""
    return f"{n} {noun}{'s' * (n != 1)}"


def strongest(n: int) -> str:
    """What a tax payer hands over, in the one wording of the status line and the tax panel."""
    return "strongest card" if n == 1 else f"{n} strongest cards"


def card_name(code: str) -> str:
    """One card as drawn: ``7H`` -> ``7♥``, ``TS`` -> ``10♠``; anything else unchanged (``JK``)."""
    return _CARD.sub(_symbol, code)


def card_names(cards) -> str:
    """Engine card ids (or Card values) named as drawn, space-separated."""
    return " ".join(card_name(TEXT[int(c)]) for c in cards)


def cards_in(text: str) -> str:
    """Every card code in an engine message named as drawn: "you do not hold 4C" -> "... 4♣"."""
    return _CARD.sub(_symbol, text)


def _symbol(m: re.Match) -> str:
    rank = "10" if m.group(1) == "T" else m.group(1)
    return rank + SUIT_CHAR[m.group(2)]
