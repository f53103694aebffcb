"""Owns the table's words: names, titles, cards and plays as a player reads them, in the language in force.

A seat called "You" takes second-person grammar in English ("You lead", never
"You leads"), so every sentence about a seat comes as a pair of whole
messages, one for the viewer called You and one for anyone else (``about``),
each translated whole because word order differs between the languages.
Counts take their plural (``ngettext``). Cards are named the way they are
drawn (7♥, 10♠, JK) rather than in the engine's text form (7H, TS), which
stays the form of logs, saves and tests; in Japanese the joker is ジョーカー.
The game's own seat names (You, the bots' names) and the engine's titles are
translated when drawn; a name a player typed is drawn as typed.
"""
from __future__ import annotations

import re

from game.engine.cards import RANK_NAMES, SUITS, TEXT
from game.engine.moves import Move, MoveKind, Shape, place
from game.gfx.cards import SUIT_CHAR
from game.i18n import N_, _, ngettext, pgettext
from game.table.rules_text import seat_name

YOU = "You"  # the Quick Match human's name, and a pronoun: "You lead", never "You leads"

# A card in the engine's text form, standing alone or after "JK=" (a joker's reading).
_CARD = re.compile(r"(?<![A-Za-z0-9])([2-9TJQKA])([SHDC])(?![A-Za-z0-9])")
# A joker in drawn text: "JK" alone or with its reading ("JK=7♥", "JK=7", "JK=-S").
_JOKER = re.compile(r"(?<![A-Za-z0-9])JK(?:=([+-][SHDC\u2660-\u2667]?|(?:10|[2-9TJQKA])[SHDC\u2660-\u2667]?))?"
                    r"(?![A-Za-z0-9])")

# The engine's titles (game.engine.titles), as the table calls them.
TITLES = {"Millionaire": N_("Millionaire"), "Rich": N_("Rich"), "Commoner": N_("Commoner"),
          "Poor": N_("Poor"), "Beggar": N_("Beggar")}


def is_you(name: str) -> bool:
    return name == YOU


def shown(name: str) -> str:
    """A seat's name as drawn: the game's own names (You, Player 2, the bots') in the player's
    language, as the setup names them (``rules_text.seat_name``), a typed one as typed. A name
    saved in English (an older save, the campaign's You, the shots) is translated here."""
    return seat_name(name)


def about(name: str, you: str, other: str, **params: object) -> str:
    """The sentence about seat ``name``: ``you`` (already translated) when it is the seat called
    You, else ``other``; ``{name}`` and ``params`` filled in."""
    return (you if is_you(name) else other).format(name=shown(name), **params)


def title(text: str) -> str:
    """An engine title (Millionaire...) in the player's language; "" stays "" (no title yet)."""
    return _(TITLES[text]) if text in TITLES else text


def cards(n: int) -> str:
    """``1 card``, ``2 cards``."""
    return ngettext("{n} card", "{n} cards", n).format(n=n)


def card_name(code: str) -> str:
    """One card as drawn: ``7H`` -> ``7♥``, ``TS`` -> ``10♠``, ``JK=7H`` -> ``JK=7♥`` (ジョーカー(7♥))."""
    return cards_in(code)


def card_names(ids) -> str:
    """Engine card ids (or Card values) named as drawn, space-separated."""
    return " ".join(card_name(TEXT[int(c)]) for c in ids)


def cards_in(text: str) -> str:
    """Every card code in an engine message named as drawn: "you do not hold 4C" -> "... 4♣"."""
    return _JOKER.sub(_joker, _CARD.sub(_symbol, text))


def _symbol(m: re.Match) -> str:
    rank = "10" if m.group(1) == "T" else m.group(1)
    return rank + SUIT_CHAR[m.group(2)]


def _joker(m: re.Match) -> str:
    # TRANSLATORS: the joker as drawn in a list of cards ("5♥ 6♥ JK"); keep it short.
    if m.group(1) is None:
        return pgettext("card", "JK")
    # TRANSLATORS: a joker standing for a card: "JK=7♥".
    return pgettext("card", "JK={card}").format(card=m.group(1))


def move_words(move: Move) -> str:
    """A move in the engine's codes ("5S 5H", "pass", "give 3C 4C"), its words (pass, give...) in the
    player's language; the status line then names the cards as drawn."""
    text = str(move)
    if move.kind is MoveKind.PLAY:
        return text
    if move.is_pass:
        return pgettext("move", "pass")
    body = text.partition(" ")[2]
    # TRANSLATORS: a give, discard or return the hint suggests, the cards in codes: "give 3C 4C".
    return {"give": pgettext("move", "give {cards}"), "discard": pgettext("move", "discard {cards}"),
            "return": pgettext("move", "return {cards}")}[move.kind.value].format(cards=body)


def choose_prompt(kind: str, n: int, to: str | None) -> str:
    """What the viewer owes, as the prompt asks for it: "Choose 2 cards to give to Aki"."""
    if to is None:
        # TRANSLATORS: box=table status
        return {"give": ngettext("Choose {n} card to give", "Choose {n} cards to give", n),
                # TRANSLATORS: box=table status
                "discard": ngettext("Choose {n} card to discard", "Choose {n} cards to discard", n),
                # TRANSLATORS: box=table status
                "return": ngettext("Choose {n} card to return", "Choose {n} cards to return", n)}[kind].format(n=n)
    # TRANSLATORS: box=table status
    return {"give": ngettext("Choose {n} card to give to {name}", "Choose {n} cards to give to {name}", n),
            # TRANSLATORS: box=table status
            "discard": ngettext("Choose {n} card to discard to {name}", "Choose {n} cards to discard to {name}", n),
            # TRANSLATORS: box=table status
            "return": ngettext("Choose {n} card to return to {name}", "Choose {n} cards to return to {name}", n),
            }[kind].format(n=n, name=shown(to))


# -- a play described in words (the refusals': "the pair of 9s is on the table") ------------------
def rank_plural(rank: int) -> str:
    # TRANSLATORS: many cards of one rank: "9s", "Js" (in Japanese the rank alone).
    return _("{rank}s").format(rank=RANK_NAMES[rank])


def suit_name(suit: str) -> str:
    """A suit letter (S H D C) as a word: "spades"."""
    return {"S": pgettext("suit", "spades"), "H": pgettext("suit", "hearts"),
            "D": pgettext("suit", "diamonds"), "C": pgettext("suit", "clubs")}[suit]


def suit_letter(suit: str) -> str:
    """A suit letter as an engine message writes it ("S"); in Japanese its symbol (♠)."""
    # TRANSLATORS: a suit's letter in an engine message (S H D C): the suit symbol reads best.
    return {"S": pgettext("suit letter", "S"), "H": pgettext("suit letter", "H"),
            "D": pgettext("suit letter", "D"), "C": pgettext("suit letter", "C")}[suit]


def suits_words(letters: str) -> str:
    """"spades", "hearts and clubs", "spades, hearts and clubs"."""
    names = [suit_name(s) for s in letters]
    if len(names) == 1:
        return names[0]
    # TRANSLATORS: the last two items of a list: "hearts and clubs".
    return _("{items} and {last}").format(items=pgettext("list", ", ").join(names[:-1]), last=names[-1])


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


def describe(move: Move) -> str:
    """``the pair of 9s``, ``the 7H``, ``the joker``, ``the run 5 to 7 of hearts``."""
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
    suit = SUITS[(info.suits.bit_length() - 1) if info.suits else 0]
    return _("the run {lo} to {hi} of {suit}").format(lo=_run_end(info.lo), hi=_run_end(info.hi),
                                                      suit=suit_name(suit))


def _run_end(p: int) -> str:
    """A run's end in words; the places past the 3 and the 2 hold only a joker (§10)."""
    return RANK_NAMES[p] if 0 <= p <= 12 else pgettext("run end", "joker")


def dashed(move: Move) -> str:
    """``5-5-JK`` / ``5-6-JK``: ranks in play order, jokers named as jokers."""
    info = move.info
    jk = pgettext("card", "JK")
    if info.shape is Shape.RUN:
        slots = {c >> 2: RANK_NAMES[c >> 2] for c in move.cards}
        slots.update({place(r[0]): jk for r in move.jokers if r[0] >= 0})
        return "-".join(slots[r] for r in sorted(slots))
    return "-".join([RANK_NAMES[c >> 2] for c in move.cards] + [jk] * len(move.jokers))
