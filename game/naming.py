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
from game.i18n import N_, _, pgettext


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


# A play's name by its kind, bare (a sentence's subject: the hint's) and with its article (the refusals').
_BARE = {
    "joker": N_("joker"),
    "jokers": N_("pair of jokers"),
    "single": "{card}",
    "pair": N_("pair of {ranks}"),
    "three": N_("three {ranks}"),
    "four": N_("four {ranks}"),
    "group": N_("{n} {ranks}"),
    "run": N_("run {lo} to {hi} of {suit}"),
}
_WITH_ARTICLE = {
    "joker": N_("the joker"),
    # TRANSLATORS: box=table status
    "jokers": N_("the pair of jokers"),
    # TRANSLATORS: one card, written in codes such as 7H (drawn 7♥).
    "single": N_("the {card}"),
    "pair": N_("the pair of {ranks}"),
    # TRANSLATORS: box=table status
    "three": N_("the three {ranks}"),
    # TRANSLATORS: box=table status
    "four": N_("the four {ranks}"),
    "group": N_("the {n} {ranks}"),
    "run": N_("the run {lo} to {hi} of {suit}"),
}


def _kind(move: Move) -> str:
    info = move.info
    if info.lone_joker:
        return "joker"
    if info.joker_group:
        return "jokers"
    if info.shape is Shape.SINGLE:
        return "single"
    if info.shape is Shape.GROUP:
        return {2: "pair", 3: "three", 4: "four"}.get(info.size, "group")
    return "run"


def _named(move: Move, names: dict[str, str]) -> str:
    info, kind = move.info, _kind(move)
    if kind == "run":
        suit = SUITS[(info.suits.bit_length() - 1) if info.suits else 0]
        fill = dict(lo=run_end(info.lo), hi=run_end(info.hi), suit=suit_name(suit))
    elif kind in ("pair", "three", "four", "group"):
        fill = dict(ranks=rank_plural(info.lo), n=info.size)
    else:
        fill = dict(card=str(move))
    return _(names[kind]).format(**fill)


def play_name(move: Move) -> str:
    """A play as a sentence's subject names it: "KS", "joker", "pair of Ks", "run 5 to 7 of hearts"."""
    return _named(move, _BARE)


def describe(move: Move) -> str:
    """The play with its article: ``the pair of 9s``, ``the 7H``, ``the joker``, ``the run 5 to 7 of hearts``."""
    return _named(move, _WITH_ARTICLE)


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
