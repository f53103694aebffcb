"""Cards and their text form (RULES.md §1, §9.1).

A card is a small int so hands, sets and comparisons stay cheap for search:
``rank * 4 + suit`` for the 52 naturals (rank 0 = 3 ... rank 12 = 2, suit order
S H D C) and 52, 53 for the jokers. ``Card`` subclasses ``int`` only to give
those ints a canonical ``str``; both jokers print as ``JK`` because the rules
never tell them apart.
"""
from __future__ import annotations

import re
from typing import Iterable

from game.quoting import quote

RANKS = "3456789TJQKA2"
SUITS = "SHDC"
SUIT_NAMES = ("spades", "hearts", "diamonds", "clubs")
RANK_NAMES = ("3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "2")
RANK_PLURALS = ("3s", "4s", "5s", "6s", "7s", "8s", "9s", "10s", "Js", "Qs", "Ks", "As", "2s")
JOKER_IDS = (52, 53)
RANK_8, RANK_7, RANK_10, RANK_J, RANK_2, RANK_3 = 5, 4, 7, 8, 12, 0
SPADE3 = 0  # 3S: rank 0, suit 0


class Card(int):
    """A physical card; ``int(card)`` is its id, ``str(card)`` its notation."""

    __slots__ = ()

    @property
    def rank(self) -> int:
        """0 (the 3) to 12 (the 2) in the natural order; -1 for a joker."""
        return -1 if self >= 52 else self >> 2

    @property
    def suit(self) -> int:
        """0-3 for S H D C; -1 for a joker."""
        return -1 if self >= 52 else self & 3

    @property
    def is_joker(self) -> bool:
        return self >= 52

    def __str__(self) -> str:
        return TEXT[self]

    def __repr__(self) -> str:
        return f"Card({TEXT[self]})"


TEXT = [RANKS[i >> 2] + SUITS[i & 3] for i in range(52)] + ["JK", "JK"]
CARDS: tuple[Card, ...] = tuple(Card(i) for i in range(54))


def card_id(rank: int, suit: int) -> int:
    return rank * 4 + suit


def deck(jokers: int) -> list[int]:
    """Every card id in play with this many jokers."""
    return list(range(52)) + list(JOKER_IDS[:jokers])


_NATURALS = {TEXT[c]: c for c in range(52)}
_TOKEN = re.compile(r"[,\s]+")


def tokens(text: str) -> list[str]:
    """Split notation on spaces and commas (§9.1 accepts both)."""
    return [t for t in _TOKEN.split(text.strip().upper()) if t]


def parse_rank(text: str) -> int:
    text = "T" if text == "10" else text
    if len(text) != 1 or text not in RANKS:
        raise ValueError(f"unknown rank {quote(text)}: ranks are {' '.join(RANK_NAMES)}")
    return RANKS.index(text)


def parse_natural(token: str) -> int:
    """One natural card such as ``7H`` or ``10H``."""
    found = _NATURALS.get(token)  # the canonical spelling, as every save writes it: one look-up
    if found is not None:
        return found
    if len(token) < 2:
        raise ValueError(f"{quote(token)} is not a card: write rank then suit, like 7H")
    rank, suit = token[:-1], token[-1]
    if suit not in SUITS:
        raise ValueError(f"{quote(token)} is not a card: the suit must be one of S H D C")
    return card_id(parse_rank(rank), SUITS.index(suit))


def parse_cards(text: str | Iterable[str]) -> list[Card]:
    """Parse plain cards (``"3S 4S JK"``); every joker reads as the same ``JK`` card.

    Readings (``JK=7H``) belong to moves, not to cards, and are refused here.
    """
    toks = tokens(text) if isinstance(text, str) else [t for s in text for t in tokens(s)]
    out: list[Card] = []
    jokers = 0
    for tok in toks:
        if tok == "JK":
            if jokers >= 2:
                raise ValueError("there are at most two jokers")
            out.append(CARDS[52])
            jokers += 1
        else:
            cid = parse_natural(tok)
            if cid in out:
                raise ValueError(f"{TEXT[cid]} appears twice")
            out.append(CARDS[cid])
    return out


def shown(cards: Iterable[int]) -> tuple[Card, ...]:
    """Cards as the public sees them: sorted, and the two jokers alike."""
    return tuple(CARDS[c if c < 52 else 52] for c in sorted(cards))


def given(hands: Iterable[str], jokers: int) -> tuple[list[list[int]], list[int]]:
    """Hands written as text (a scenario's), each card once and the jokers numbered across them so
    each physical joker exists once, and the cards nobody holds. ValueError names a card dealt twice."""
    parsed = [[int(c) for c in parse_cards(h)] for h in hands]
    seen: set[int] = set()
    next_joker = 52
    for seat, cards in enumerate(parsed):
        for k, c in enumerate(cards):
            if c >= 52:
                cards[k], next_joker = next_joker, next_joker + 1
            elif c in seen:
                raise ValueError(f"{TEXT[c]} is dealt twice (seat {seat})")
            seen.add(c)
    if next_joker - 52 > jokers:
        raise ValueError(f"the hands hold {next_joker - 52} jokers but the rules use {jokers}")
    return parsed, [c for c in range(52) if c not in seen] + list(range(next_joker, 52 + jokers))
