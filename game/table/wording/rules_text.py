"""Owns the words of the rules setup: each switch's one-line explanation and its fuller
"?" text with a tiny example, and the values the setup offers for it (RULES.md §4-§8).

Cards in these texts are written in the engine's text form (TH, 8D) and shown as drawn
(10♥, 8♦). Every example that names cards has its moves in ``EXAMPLES``, so a test can
play them in the engine: an example never contradicts the rules it explains.

The texts here are the catalog's English message ids (``N_``), translated where they
are drawn (``help_text``, ``option_text`` and the other ``*_text`` helpers), so the
language can change live; a translation keeps the card codes, which are drawn as cards.
"""
from __future__ import annotations

from typing import Any

from game.i18n import N_, _, in_every_language, ngettext, pgettext

# switch -> (label, one line, fuller explanation with an example, offered values or None for on/off)
SWITCHES: dict[str, tuple[str, str, str, tuple[tuple[Any, str], ...] | None]] = {
    "jokers": (N_("Jokers"), N_("How many jokers are in the deck."),
               N_("Jokers beat every single and can stand in for any card in a group or run. "
                  "Example: 9S 9H JK is a three of 9s."), ((0, "0"), (1, "1"), (2, "2"))),
    "deal": (N_("Deal"), N_("All cards, or equal hands with the rest set aside."),
             N_("All: every card is dealt, some hands get one more. Equal: the odd cards are set aside "
                "face down so every hand is the same size."), (("all", N_("all")), ("equal", N_("equal")))),
    "pass_locks_out": (N_("Pass locks out"), N_("A pass keeps you out until the table clears."),
                       N_("On: once you pass you sit out the rest of the trick. Off: you may play again "
                          "on your next turn. Example: you pass on a 7, then could still beat a 9 later."), None),
    "effects_in_runs": (N_("Effects in runs"), N_("8s, Js, 7s and 10s fire inside runs too."),
                        N_("Off means 'sets only': an 8 only cuts when played alone or in a group, "
                           "never as part of 7-8-9 of hearts."), None),
    "eight_cut": (N_("Eight-cut"), N_("A play with an 8 clears the table; you lead again."),
                  N_("Example: on a 5S you play 8D: it beats the 5, the table is swept away and you lead "
                     "anything you like."), None),
    "revolution": (N_("Revolution"), N_("Four of a kind flips the order: 3 high, 2 low."),
                   N_("Example: 6S 6H 6D 6C. From then on 3 is the strongest rank and 2 the weakest, "
                      "until another revolution. The joker stays on top."), None),
    "revolution_timing": (N_("Revolution timing"), N_("Flip at once, or when the table clears."),
                          N_("Immediate: the next play must beat it in the new order. On clear: the flip waits "
                             "(pending) for the table to clear; a second revolution in the same trick cancels it."),
                          (("immediate", N_("at once")), ("on_clear", N_("on clear")))),
    "revolution_runs": (N_("Run revolution"), N_("A run this long is a revolution too (0 = off)."),
                        N_("Example at 4: 5H 6H 7H 8H flips the order like four of a kind."),
                        ((0, N_("off")), (4, "4"), (5, "5"))),
    "revolution_carries_over": (N_("Revolution carries"), N_("A revolution lasts into the next hand."),
                                N_("On: if the hand ends in revolution, the next starts reversed. "
                                   "Off: every hand starts with 2 high."), None),
    "spade3": (N_("Spade-3 counter"), N_("A lone 3 of spades beats a lone joker."),
               N_("Example: someone plays the joker alone; you answer 3S and take control."), None),
    "suit_lock": (N_("Suit lock"), N_("Same suits twice in a row lock those suits."),
                  N_("Example: 5H is beaten by 9H: hearts are locked, only hearts may follow until the clear."), None),
    "jack_back": (N_("Jack-back"), N_("A jack reverses the order until the table clears."),
                  N_("Example: JC on the table: now TH beats it, and 3 is the strongest until the clear."), None),
    "seven_give": (N_("Seven-give"), N_("Play 7s, give that many cards to the next player."),
                   N_("Example: you play 7S 7D and hand 2 cards of your choice to the next seat."), None),
    "ten_discard": (N_("Ten-discard"), N_("Play 10s, throw away that many cards."),
                    N_("Example: you play TH and discard your lonely 4C."), None),
    "give_discard_up_to": (N_("Give/discard up to"), N_("You may give or discard fewer, even none."),
                           N_("On: after 7S 7D you may give 0, 1 or 2 cards. Off: exactly 2."), None),
    "foul_finish": (N_("Foul finish"), N_("Going out on a foul card ranks you last."),
                    N_("Example with 'two' on: going out on a 2 makes you Beggar, below every clean finisher."), None),
    "fall_from_grace": (N_("Fall from grace"), N_("The Millionaire who is not first out drops to last."),
                        N_("From hand 2: if someone else goes out first, the reigning Millionaire is "
                           "out of the hand at once and ranks below everyone clean."), None),
    "tax_cards": (N_("Tax cards"), N_("Cards the Beggar pays the Millionaire."),
                  N_("The Beggar gives their strongest cards, the Poor one fewer to the Rich; "
                     "the receivers return as many. By players: 1 at 3-4 seats, 2 at 5-6."),
                  (("by_players", N_("by players")), (0, "0"), (1, "1"), (2, "2"), (3, "3"))),
    "tax_return": (N_("Tax return"), N_("Receivers return any cards, or their weakest."),
                   N_("Choose: the Millionaire picks which cards go back. Weakest: the lowest go back on their own."),
                   (("choose", N_("choose")), ("weakest", N_("weakest")))),
    "first_leader": (N_("First leader"), N_("Who leads the first hand."),
                     N_("Random, seat 1, or whoever holds the 3 of diamonds."),
                     (("random", N_("random")), ("seat0", N_("seat 1")), ("3D", N_("3 of diamonds")))),
    "next_leader": (N_("Next leader"), N_("Who leads the later hands."),
                    N_("Usually the Beggar, to give them a chance."),
                    (("beggar", N_("beggar")), ("millionaire", N_("millionaire")), ("random", N_("random")),
                     ("3D", N_("3 of diamonds")))),
    "seating": (N_("Seating"), N_("Keep seats, or shuffle the turn order each hand."),
                N_("Shuffle: a fresh turn order each hand; the tax still follows the titles."),
                (("keep", N_("keep")), ("shuffle", N_("shuffle")))),
    # RULES.md §10: the contest (UECda) switches
    "run_beats": (N_("Run beats"), N_("A run must beat the weakest card, or lie wholly above."),
                  N_("Lowest: a run beats another when its weakest card is higher. Above (the contest): it must "
                     "start above the other's top card: on 4S 5S 6S, 7H 8H 9H beats, a run from 5 or 6 does not."),
                  (("lowest", N_("lowest")), ("above", N_("above")))),
    "jokers_fire": (N_("Jokers fire"), N_("A joker standing for an 8, 7, 10 or J fires it."),
                    N_("Example: 7S JK 9S, the joker as the 8 of spades, cuts the table like a real 8."), None),
    "spade3_clears": (N_("Spade-3 clears"), N_("The 3 of spades beating a joker clears the table."),
                      N_("Example: the joker is played alone, you answer 3S: the table is swept and you lead."), None),
    "lock_joker_suits": (N_("Joker suits lock"), N_("A joker's suit counts for the suit lock."),
                         N_("In a pair the joker names a suit the pair lacks: 5H JK as hearts and diamonds, so "
                            "9H 9D on it locks hearts and diamonds."), None),
    "joker_ends_lock": (N_("Joker ends lock"), N_("A lone joker ends the suit lock."),
                        N_("Example: hearts are locked, you play the joker alone: anything may follow, "
                           "even the 3 of spades."), None),
    "deal_start": (N_("Deal starts"), N_("The first card goes to a random seat or the Millionaire."),
                   N_("Millionaire: from hand 2 the deal starts at the Millionaire, who then gets one more card "
                      "when the cards do not share out evenly."), (("random", N_("random")), ("millionaire", N_("millionaire")))),
    "joker_past_ends": (N_("Joker past ends"), N_("A run's joker may sit below the 3 or above the 2."),
                        N_("Example: JK 3S 4S is a run, the joker one place below the 3; an ace, a 2 and the joker "
                           "of hearts run one place above the 2."),
                        None),
    "leader_may_pass": (N_("Leader may pass"), N_("The leader may pass on an empty table."),
                        N_("The seat then sits out until the table clears. If everyone passes, the first to pass "
                           "leads again and must play."), None),
    "seating_every": (N_("Reseat every"), N_("With shuffled seating: a new order every N hands."),
                      N_("Example at 3: hands 1-3 keep the order, hand 4 draws a new one, then hand 7."),
                      # TRANSLATORS: how often the seats are drawn again: every hand, every 3 hands, ...
                      ((1, N_("1 hand")), (3, N_("3 hands")), (5, N_("5 hands")))),
    "titles_reset_every": (N_("Reset titles"), N_("Every N hands, start over with no titles and no tax."),
                           N_("Example at 100 (the contest): hands 101, 201, ... are dealt like a first hand."),
                           # TRANSLATORS: how often titles start over: never, every 5 hands, ...
                           ((0, N_("never")), (5, N_("5 hands")), (10, N_("10 hands")), (100, N_("100 hands")))),
    "last_player_answers": (N_("Last player answers"), N_("When all others pass, the last player may go again."),
                            N_("When everyone else has passed, the player whose cards are on the table gets one more "
                               "turn: they may beat their own play, or pass, and only then the table clears. "
                               "(The computer contest plays this way.)"), None),
    "points": (N_("Points"), N_("Points for each finishing place."),
               N_("Titles: Millionaire +2, Rich +1, Commoner 0, Poor -1, Beggar -2. "
                  "Or a list: 2,1 means 2 for first, 1 for second, 0 after."),
               (((2, 1), "2,1"), ((3, 2, 1, 0), "3,2,1,0"), ((5, 4, 3, 2, 1), "5,4,3,2,1"), ("titles", N_("titles")))),
}

FOUL_TAG_TEXT = {
    "joker": N_("the joker"), "two": N_("any 2"), "top_rank": N_("the top rank in force"), "eight": N_("an 8 that cut"),
    "spade3": N_("a lone 3 of spades"), "seven": N_("a 7 that gave"), "ten": N_("a 10 that discarded"),
}

LENGTHS: tuple[tuple[int, int], ...] = ((1, 0), (2, 0), (3, 0), (5, 0), (8, 0), (0, 5), (0, 7), (0, 10))
TIMERS: tuple[int, ...] = (0, 15, 30, 60)
# A seat's name is shown in the language in force; its portrait key stays the English name, so a
# seat keeps its face whatever the language ("You" and "Player N" draw the player's face).
BOT_NAMES = (N_("Aki"), N_("Ben"), N_("Chie"), N_("Dai"), N_("Emi"), N_("Goro"), N_("Hana"), N_("Ito"), N_("Jun"),
             N_("Kei"), N_("Mao"), N_("Rin"))
HUMAN_NAMES = (N_("You"), "Player 1", "Player 2", "Player 3", "Player 4", "Player 5", "Player 6")

# The setup rows that are not rule switches: the fuller "?" text of each, with an example.
PRESET_TEXT = {
    "classic": N_("Classic: the house rules most people know. 8s clear the table, four of a kind starts a "
                  "revolution, the 3 of spades beats a lone joker."),
    "jda": N_("Tournament: the strict rules of Japan's Daifugo association (JDA). Equal hands, suit lock, "
              "no going out on a special card, a 2-card tax."),
    "president": N_("President: the western cousin. Two jokers, suit lock, no going out on a 2 or a joker; "
                    "the weakest cards go back in the tax."),
    "casual": N_("Casual: gentle. A pass never sits you out, a revolution flips at once, the 3 of diamonds "
                 "leads."),
    "uecda": N_("Contest: the rules of a computer contest (UECda), for 5 players. Runs must lie wholly above, "
                "jokers act as the card they stand for."),
}
PRESET_EXAMPLE = N_("Example: pick Tournament, then turn jack-back on: the preset reads 'custom'. Match length "
                    "and timer stay as you set them.")
# help key -> text; the Preset row's text is every PRESET_TEXT and then PRESET_EXAMPLE.
ROW_TEXT = {
    "players": N_("How many seats are at the table, 3 to 6. More players means fewer cards each and, "
                  "at 5-6 seats, a 2-card tax. Example: at 3 seats there is no Rich or Poor: "
                  "only Millionaire, Commoner and Beggar."),
    "seat": N_("Who plays this seat: a human at this device, or a bot. Beginners play simply, mediums plan "
               "their hand, advanced bots search ahead (they also give the hints). Example: two Human "
               "seats make a pass-and-play match, with a 'pass to' screen before each human's turn."),
    "name": N_("The name and portrait shown at the table and on the results. Example: Aki."),
    "style": N_("How a bot likes to play: steady is balanced, a hoarder keeps strong cards back, a "
                "revolutionary flips the order when it can, a cutter loves 8-cuts, a gambler takes risks; "
                "quick and deep change how long it thinks. Example: a cutter plays 8D on a 5S as soon as it "
                "can, even when a 6 would do."),
    "match_length": N_("How long the match lasts: a fixed number of hands, or until someone reaches a "
                       "points total. Example: 'first to 7 pts' with points 2,1 takes about four hands."),
    "turn_timer": N_("Seconds each human has for a decision; when they run out, the move is made for you: "
                     "a pass, your weakest single when you lead, your weakest cards when you owe some. "
                     "Example: at 15 s, a slow lead plays your weakest card. Bots are not timed."),
}
FOUL_TAG_MORE = {
    "joker": N_("Example: your last card is the joker: you rank below every clean finisher."),
    "two": N_("Example: you go out with 2H (in the normal order): you rank last."),
    "top_rank": N_("Example: in a revolution 3 is the top rank, so going out on 3C is a foul."),
    "eight": N_("Example: your last play is 8D, which cuts: a foul."),
    "spade3": N_("Example: you go out answering the joker with the 3 of spades: a foul."),
    "seven": N_("Example: going out on 7S, which would make you give a card: a foul."),
    "ten": N_("Example: going out on TH, which would let you discard: a foul."),
}


# help key (a switch, a ROW_TEXT label or "foul:<tag>") -> (rule changes from classic, the plays in
# order as (seat, move text) from seat 0's lead, whether the last play is legal there). Every card
# a help text names appears in its example's plays (tests/table/test_rules_text.py plays them).
EXAMPLES: dict[str, tuple[dict[str, Any], tuple[tuple[int, str], ...], bool]] = {
    "jokers": ({"jokers": 1}, ((0, "9S 9H JK=9D"),), True),
    "eight_cut": ({}, ((0, "5S"), (1, "8D")), True),
    "revolution": ({}, ((0, "6S 6H 6D 6C"),), True),
    "revolution_runs": ({"revolution_runs": 4}, ((0, "5H 6H 7H 8H"),), True),
    "spade3": ({"spade3": True}, ((0, "JK"), (1, "3S")), True),
    "suit_lock": ({"suit_lock": True}, ((0, "5H"), (1, "9H")), True),
    "jack_back": ({"jack_back": True}, ((0, "JC"), (1, "TH")), True),
    "seven_give": ({"seven_give": True}, ((0, "7S 7D"),), True),
    "ten_discard": ({"ten_discard": True}, ((0, "TH"), (0, "discard 4C")), True),
    "give_discard_up_to": ({"seven_give": True, "give_discard_up_to": True}, ((0, "7S 7D"), (0, "give")), True),
    "style": ({}, ((0, "5S"), (1, "8D")), True),
    "foul:two": ({}, ((0, "2H"),), True),
    "foul:top_rank": ({}, ((0, "6S 6H 6D 6C"), (1, "pass"), (2, "pass"), (3, "pass"), (0, "3C")), True),
    "foul:eight": ({}, ((0, "8D"),), True),
    "foul:seven": ({"seven_give": True}, ((0, "7S"),), True),
    "foul:ten": ({"ten_discard": True}, ((0, "TH"),), True),
    "run_beats": ({"run_beats": "above"}, ((0, "4S 5S 6S"), (1, "7H 8H 9H")), True),
    "jokers_fire": ({"jokers_fire": True}, ((0, "7S JK=8S 9S"),), True),
    "spade3_clears": ({"spade3_clears": True}, ((0, "JK"), (1, "3S")), True),
    "lock_joker_suits": ({"suit_lock": True, "lock_joker_suits": True}, ((0, "5H JK=5D"), (1, "9H 9D")), True),
    "joker_past_ends": ({"joker_past_ends": True}, ((0, "JK=-S 3S 4S"),), True),
}


def help_texts() -> dict[str, str]:
    """Every fuller help text by its ``EXAMPLES`` key, as its English message id."""
    out = {key: more for key, (_label, _line, more, _values) in SWITCHES.items()}
    out.update(ROW_TEXT)
    out.update({f"foul:{tag}": FOUL_TAG_MORE[tag] for tag in FOUL_TAG_MORE})
    out.update({f"preset:{name}": text for name, text in PRESET_TEXT.items()})
    return out


def help_text(key: str) -> str | None:
    """The fuller "?" text of a setup row by its help key (a switch, a ROW_TEXT key, "preset" or
    "foul:<tag>") in the language in force, cards still in text form; None for a row without one."""
    if key == "preset":
        out = _sentences([_(text) for text in PRESET_TEXT.values()], paragraphs=True)
        return _sentences([out, _(PRESET_EXAMPLE)], paragraphs=True)
    if key.startswith("foul:") and key[5:] in FOUL_TAG_TEXT:
        tag = key[5:]
        # TRANSLATORS: box=message text
        first = _("When foul finish is on, going out on {what} ranks you last.").format(what=_(FOUL_TAG_TEXT[tag]))
        return _sentences([first, _(FOUL_TAG_MORE[tag])])
    text = help_texts().get(key)
    return _(text) if text else None


def _sentences(parts: list[str], paragraphs: bool = False) -> str:
    """Sentences run together as the language writes them (a space in English, none in Japanese);
    ``paragraphs``: each part is about one thing (a preset), which a language may start on a new line."""
    out = parts[0]
    for part in parts[1:]:
        if paragraphs:
            # TRANSLATORS: two parts of a "?" text, each about one preset; "\n" starts a new line. box=message text
            out = pgettext("paragraphs", "{sentence}\n{next}").format(sentence=out, next=part)
        else:
            # TRANSLATORS: two sentences one after the other; Japanese runs them together with no space.
            # box=message text
            out = _("{sentence} {next}").format(sentence=out, next=part)
    return out


def option_text(label: str) -> str:
    """A value or label of the setup in the language in force (numbers such as "2,1" are their own)."""
    return _(label) if label and not all(c in "0123456789," for c in label) else label


def length_text(value: tuple[int, int]) -> str:
    """A match length (rounds, target points) as the Match length row shows it."""
    rounds, target = value
    if rounds:
        return ngettext("{n} hand", "{n} hands", rounds).format(n=rounds)
    return ngettext("first to {n} pt", "first to {n} pts", target).format(n=target)


def timer_text(seconds: int) -> str:
    # TRANSLATORS: the turn timer's values: "none", or seconds per human turn.
    return _("{n} s").format(n=seconds) if seconds else pgettext("turn timer", "none")


def seat_name(name: str) -> str:
    """A default seat name ("You", "Player 2", a bot's) in the language in force; a typed name as typed."""
    if name in HUMAN_NAMES[1:]:
        return _("Player {n}").format(n=name[len("Player "):])
    return _(name) if name in HUMAN_NAMES or name in BOT_NAMES else name


def seat_names(name: str) -> frozenset[str]:
    """``seat_name`` in every language: how a seat set up in any of them may be named."""
    if name in HUMAN_NAMES[1:]:
        return frozenset(form.format(n=name[len("Player "):]) for form in in_every_language("Player {n}"))
    return in_every_language(name) if name in HUMAN_NAMES or name in BOT_NAMES else frozenset({name})


def kind_text(kind: str, short: bool = False) -> str:
    """Who plays a seat, as its Seat row shows it (``short``: as the seat list under a name does)."""
    if short:
        # the seat list beside the setup's menu, under each name
        return {"human": _("human"),
                # TRANSLATORS: box=setup seat list
                # A friend playing from their own phone or computer.
                "friend": _("friend's device"),
                # TRANSLATORS: box=setup seat list
                "beginner": _("bot: beginner"),
                "medium": _("bot: medium"),
                # TRANSLATORS: box=setup seat list
                "advanced": _("bot: advanced")}.get(kind, kind)
    # the Seat row's value
    return {"human": _("Human"),
            # TRANSLATORS: box=setup value
            # A friend playing from their own phone or computer.
            "friend": _("Friend"),
            # TRANSLATORS: box=setup value
            "beginner": _("Bot: beginner"),
            "medium": _("Bot: medium"),
            # TRANSLATORS: box=setup value
            "advanced": _("Bot: advanced")}.get(kind, kind)


def personality_text(name: str) -> str:
    """A bot personality's name, as the style row shows it."""
    # TRANSLATORS: box=setup value
    return {"steady": pgettext("personality", "steady"), "hoarder": pgettext("personality", "hoarder"),
            "revolutionary": pgettext("personality", "revolutionary"), "cutter": pgettext("personality", "cutter"),
            # TRANSLATORS: box=setup value
            "gambler": pgettext("personality", "gambler"),
            # TRANSLATORS: box=setup value
            "quick": pgettext("personality", "quick"),
            # TRANSLATORS: box=setup value
            "deep": pgettext("personality", "deep")}.get(name, name)


def preset_text(name: str) -> str:
    """A preset's name as players read it (the Preset row, the Replays list, the records, How to Play):
    words a newcomer understands, while files keep the short codes ("jda", "uecda")."""
    # TRANSLATORS: the presets' names, short (the Preset row's value): the JDA's tournament rules, the computer
    # contest's (UECda), ...
    return {"classic": pgettext("preset", "classic"), "jda": pgettext("preset", "tournament"),
            "president": pgettext("preset", "president"), "casual": pgettext("preset", "casual"),
            "uecda": pgettext("preset", "contest"), "custom": pgettext("preset", "custom")}.get(name, name)


def foul_tag_text(tag: str) -> str:
    """A foul tag's short name, for its row ("Foul: two")."""
    return {"joker": pgettext("foul tag", "joker"), "two": pgettext("foul tag", "two"),
            # TRANSLATORS: box=setup label
            "top_rank": pgettext("foul tag", "top_rank"), "eight": pgettext("foul tag", "eight"),
            "spade3": pgettext("foul tag", "spade3"), "seven": pgettext("foul tag", "seven"),
            "ten": pgettext("foul tag", "ten")}.get(tag, tag)
