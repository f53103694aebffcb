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

from game.engine.cards import RANK_NAMES, TEXT
from game.engine.kinds import MoveKind, Owed
from game.engine.moves import Move, Shape, place
from game.gfx.cards import SUIT_CHAR
from game.i18n import N_, _, ngettext, pgettext
from game.naming import suit_name
from game.table.wording.rules_text import seat_name

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
    return {MoveKind.GIVE: pgettext("move", "give {cards}"), MoveKind.DISCARD: pgettext("move", "discard {cards}"),
            MoveKind.RETURN: pgettext("move", "return {cards}")}[move.kind].format(cards=body)


def presence(state: str) -> str:
    """Who plays a seat now, said the same on every screen beside its name ("" for its own person):
    ``feed.CPU`` or ``feed.AWAY``."""
    if state == "cpu":
        # TRANSLATORS: box=table status; beside a friend's name (phone and table): the CPU plays their seat now.
        return _("CPU playing")
    if state == "away":
        # TRANSLATORS: box=table status; beside a friend's name (phone and table): their device is not here.
        return _("away")
    return ""


def presence_tag(state: str) -> str:
    """The same, as the tag over a portrait (26 px: three kana at most)."""
    if state == "cpu":
        # TRANSLATORS: box=presence tag; over a portrait (three kana at most): the CPU plays this person's seat now.
        return _("CPU")
    if state == "away":
        # TRANSLATORS: box=presence tag; over a portrait (three kana at most): this friend's device is not at the table.
        return _("AWAY")
    return ""


def choose_prompt(kind: Owed, n: int, to: str | None) -> str:
    """What the viewer owes, as the prompt asks for it: "Choose 2 cards to give to Aki"."""
    if to is None:
        # TRANSLATORS: box=table status
        return {Owed.GIVE: ngettext("Choose {n} card to give", "Choose {n} cards to give", n),
                # TRANSLATORS: box=table status
                Owed.DISCARD: ngettext("Choose {n} card to discard", "Choose {n} cards to discard", n),
                # TRANSLATORS: box=table status
                Owed.RETURN: ngettext("Choose {n} card to return", "Choose {n} cards to return", n)}[kind].format(n=n)
    # TRANSLATORS: box=table status
    return {Owed.GIVE: ngettext("Choose {n} card to give to {name}", "Choose {n} cards to give to {name}", n),
            # TRANSLATORS: box=table status
            Owed.DISCARD: ngettext("Choose {n} card to discard to {name}", "Choose {n} cards to discard to {name}", n),
            # TRANSLATORS: box=table status
            Owed.RETURN: ngettext("Choose {n} card to return to {name}", "Choose {n} cards to return to {name}", n),
            }[kind].format(n=n, name=shown(to))


def confirm_label(kind: MoveKind, picked: bool) -> str:
    """The confirm key's words in the prompt bar, saying its one rule (``selection.confirmed``): the
    picked cards, else the card under the cursor."""
    if picked:
        # TRANSLATORS: box=prompt; the confirm key with cards picked: it sends them.
        return {MoveKind.PLAY: _("Play picked"),
                # TRANSLATORS: box=prompt
                MoveKind.GIVE: _("Give picked"),
                # TRANSLATORS: box=prompt
                MoveKind.DISCARD: _("Discard picked"),
                # TRANSLATORS: box=prompt
                MoveKind.RETURN: _("Return picked")}[kind]
    # TRANSLATORS: box=prompt; the confirm key with nothing picked: it sends the card under the cursor.
    return {MoveKind.PLAY: _("Play this card"),
            # TRANSLATORS: box=prompt
            MoveKind.GIVE: _("Give this card"),
            # TRANSLATORS: box=prompt
            MoveKind.DISCARD: _("Discard this card"),
            # TRANSLATORS: box=prompt
            MoveKind.RETURN: _("Return this card")}[kind]


def none_label(kind: MoveKind) -> str:
    """The pass key's words when a give or discard of no card is allowed (``selection.none_move``)."""
    # TRANSLATORS: box=prompt; the pass key when giving no card is allowed
    give = _("Give none")
    # TRANSLATORS: box=prompt; the pass key when discarding no card is allowed
    return give if kind is MoveKind.GIVE else _("Discard none")


# -- suits and plays in an engine message (the plays themselves are named by ``game.naming``) ------
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


def dashed(move: Move) -> str:
    """``5-5-JK`` / ``5-6-JK``: ranks in play order, jokers named as jokers."""
    info = move.info
    jk = pgettext("card", "JK")
    if info.shape is Shape.RUN:
        slots = {c >> 2: RANK_NAMES[c >> 2] for c in move.cards}
        slots.update({place(r[0]): jk for r in move.jokers if r[0] >= 0})
        return "-".join(slots[r] for r in sorted(slots))
    return "-".join([RANK_NAMES[c >> 2] for c in move.cards] + [jk] * len(move.jokers))
