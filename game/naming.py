"""Owns how a play is named in words, in the language in force: "pair of Ks", "the run 5 to 7 of hearts".

Two places name plays: the hint's sentences ("pair of Ks takes this trick")
and the table's refusals ("the pair of 9s is on the table"). Both name them
here, so a rank, a suit or a run's end reads the same in both and is
translated once. This sits below the table and the bots alike (it knows the
engine's moves and the catalogs, nothing of pygame).
"""
from __future__ import annotations

from game.engine.cards import RANK_NAMES, SUITS
from game.engine.moves import Move, Shape
from game.i18n import _, pgettext


def rank_plural(rank: int) -> str:
    # TRANSLATORS: many cards of one rank: "9s", "Js" (in Japanese the rank alone).
    return _("{rank}s").format(rank=RANK_NAMES[rank])


def suit_name(suit: str) -> str:
    """A suit letter (S H D C) as a word: "spades"."""
    return {"S": pgettext("suit", "spades"), "H": pgettext("suit", "hearts"),
            "D": pgettext("suit", "diamonds"), "C": pgettext("suit", "clubs")}[suit]


def run_end(p: int) -> str:
    """A run's end in words; the places past the 3 and the 2 hold only a joker (§10)."""
    return RANK_NAMES[p] if 0 <= p <= 12 else pgettext("run end", "joker")


def _run_suit(move: Move) -> str:
    suits = move.info.suits
    return suit_name(SUITS[(suits.bit_length() - 1) if suits else 0])


def play_name(move: Move) -> str:
    """A play as a sentence's subject names it: "KS", "joker", "pair of Ks", "run 5 to 7 of hearts"."""
    info = move.info
    if info.lone_joker:
        return _("joker")
    if info.joker_group:
        return _("pair of jokers")
    if info.shape is Shape.SINGLE:
        return str(move)
    if info.shape is Shape.GROUP:
        ranks = rank_plural(info.lo)
        if info.size == 2:
            return _("pair of {ranks}").format(ranks=ranks)
        if info.size == 3:
            return _("three {ranks}").format(ranks=ranks)
        if info.size == 4:
            return _("four {ranks}").format(ranks=ranks)
        return _("{n} {ranks}").format(n=info.size, ranks=ranks)
    return _("run {lo} to {hi} of {suit}").format(lo=run_end(info.lo), hi=run_end(info.hi), suit=_run_suit(move))


def describe(move: Move) -> str:
    """The play with its article: ``the pair of 9s``, ``the 7H``, ``the joker``, ``the run 5 to 7 of hearts``."""
    info = move.info
    if info.lone_joker:
        return _("the joker")
    if info.joker_group:
        # TRANSLATORS: box=table status
        return _("the pair of jokers")
    if info.shape is Shape.SINGLE:
        # TRANSLATORS: one card, written in codes such as 7H (drawn 7♥).
        return _("the {card}").format(card=str(move))
    if info.shape is Shape.GROUP:
        ranks = rank_plural(info.lo)
        if info.size == 2:
            return _("the pair of {ranks}").format(ranks=ranks)
        if info.size == 3:
            # TRANSLATORS: box=table status
            return _("the three {ranks}").format(ranks=ranks)
        if info.size == 4:
            # TRANSLATORS: box=table status
            return _("the four {ranks}").format(ranks=ranks)
        return _("the {n} {ranks}").format(n=info.size, ranks=ranks)
    return _("the run {lo} to {hi} of {suit}").format(lo=run_end(info.lo), hi=run_end(info.hi),
                                                      suit=_run_suit(move))


def shape_word(move: Move) -> str:
    """What answers ``move``: "single", "pair", "run of 4"."""
    info = move.info
    if info.shape is Shape.SINGLE:
        return _("single")
    if info.shape is Shape.GROUP:
        if info.size == 2:
            return _("pair")
        if info.size == 3:
            # TRANSLATORS: box=table status
            return _("triple")
        if info.size == 4:
            # TRANSLATORS: box=table status
            return _("four of a kind")
        # TRANSLATORS: box=table status
        return _("group of {n}").format(n=info.size)
    return _("run of {n}").format(n=info.size)
