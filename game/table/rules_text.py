"""Owns the words of the rules setup: each switch's one-line explanation and its fuller
"?" text with a tiny example, and the values the setup offers for it (RULES.md §4-§8).

Cards in these texts are written in the engine's text form (TH, 8D) and shown as drawn
(10♥, 8♦). Every example that names cards has its moves in ``EXAMPLES``, so a test can
play them in the engine: an example never contradicts the rules it explains.
"""
from __future__ import annotations

from typing import Any

# switch -> (label, one line, fuller explanation with an example, offered values or None for on/off)
SWITCHES: dict[str, tuple[str, str, str, tuple[tuple[Any, str], ...] | None]] = {
    "jokers": ("Jokers", "How many jokers are in the deck.",
               "Jokers beat every single and can stand in for any card in a group or run. "
               "Example: 9S 9H JK is a three of 9s.", ((0, "0"), (1, "1"), (2, "2"))),
    "deal": ("Deal", "All cards, or equal hands with the rest set aside.",
             "All: every card is dealt, some hands get one more. Equal: the odd cards are set aside "
             "face down so every hand is the same size.", (("all", "all"), ("equal", "equal"))),
    "pass_locks_out": ("Pass locks out", "A pass keeps you out until the table clears.",
                       "On: once you pass you sit out the rest of the trick. Off: you may play again "
                       "on your next turn. Example: you pass on a 7, then could still beat a 9 later.", None),
    "effects_in_runs": ("Effects in runs", "8s, Js, 7s and 10s fire inside runs too.",
                        "Off means 'sets only': an 8 only cuts when played alone or in a group, "
                        "never as part of 7-8-9 of hearts.", None),
    "eight_cut": ("Eight-cut", "A play with an 8 clears the table; you lead again.",
                  "Example: on a 5S you play 8D: it beats the 5, the table is swept away and you lead "
                  "anything you like.", None),
    "revolution": ("Revolution", "Four of a kind flips the order: 3 high, 2 low.",
                   "Example: 6S 6H 6D 6C. From then on 3 is the strongest rank and 2 the weakest, "
                   "until another revolution. The joker stays on top.", None),
    "revolution_timing": ("Revolution timing", "Flip at once, or when the table clears.",
                          "Immediate: the next play must beat it in the new order. On clear: the flip waits "
                          "(pending) for the table to clear; a second revolution in the same trick cancels it.",
                          (("immediate", "at once"), ("on_clear", "on clear"))),
    "revolution_runs": ("Run revolution", "A run this long is a revolution too (0 = off).",
                        "Example at 4: 5H 6H 7H 8H flips the order like four of a kind.",
                        ((0, "off"), (4, "4"), (5, "5"))),
    "revolution_carries_over": ("Revolution carries", "A revolution lasts into the next hand.",
                                "On: if the hand ends in revolution, the next starts reversed. "
                                "Off: every hand starts with 2 high.", None),
    "spade3": ("Spade-3 counter", "A lone 3 of spades beats a lone joker.",
               "Example: someone plays the joker alone; you answer 3S and take control.", None),
    "suit_lock": ("Suit lock", "Same suits twice in a row lock those suits.",
                  "Example: 5H is beaten by 9H: hearts are locked, only hearts may follow until the clear.", None),
    "jack_back": ("Jack-back", "A jack reverses the order until the table clears.",
                  "Example: JC on the table: now TH beats it, and 3 is the strongest until the clear.", None),
    "seven_give": ("Seven-give", "Play 7s, give that many cards to the next player.",
                   "Example: you play 7S 7D and hand 2 cards of your choice to the next seat.", None),
    "ten_discard": ("Ten-discard", "Play 10s, throw away that many cards.",
                    "Example: you play TH and discard your lonely 4C.", None),
    "give_discard_up_to": ("Give/discard up to", "You may give or discard fewer, even none.",
                           "On: after 7S 7D you may give 0, 1 or 2 cards. Off: exactly 2.", None),
    "foul_finish": ("Foul finish", "Going out on a foul card ranks you last.",
                    "Example with 'two' on: going out on a 2 makes you Beggar, below every clean finisher.", None),
    "fall_from_grace": ("Fall from grace", "The Millionaire who is not first out drops to last.",
                        "From hand 2: if someone else goes out first, the reigning Millionaire is "
                        "out of the hand at once and ranks below everyone clean.", None),
    "tax_cards": ("Tax cards", "Cards the Beggar pays the Millionaire.",
                  "The Beggar gives their strongest cards, the Poor one fewer to the Rich; "
                  "the receivers return as many. By players: 1 at 3-4 seats, 2 at 5-6.",
                  (("by_players", "by players"), (0, "0"), (1, "1"), (2, "2"), (3, "3"))),
    "tax_return": ("Tax return", "Receivers return any cards, or their weakest.",
                   "Choose: the Millionaire picks which cards go back. Weakest: the lowest go back on their own.",
                   (("choose", "choose"), ("weakest", "weakest"))),
    "first_leader": ("First leader", "Who leads the first hand.",
                     "Random, seat 1, or whoever holds the 3 of diamonds.",
                     (("random", "random"), ("seat0", "seat 1"), ("3D", "3 of diamonds"))),
    "next_leader": ("Next leader", "Who leads the later hands.",
                    "Usually the Beggar, to give them a chance.",
                    (("beggar", "beggar"), ("millionaire", "millionaire"), ("random", "random"),
                     ("3D", "3 of diamonds"))),
    "seating": ("Seating", "Keep seats, or shuffle the turn order each hand.",
                "Shuffle: a fresh turn order each hand; the tax still follows the titles.",
                (("keep", "keep"), ("shuffle", "shuffle"))),
    # RULES.md §10: the contest (UECda) switches
    "run_beats": ("Run beats", "A run must beat the weakest card, or lie wholly above.",
                  "Lowest: a run beats another when its weakest card is higher. Above (the contest): it must "
                  "start above the other's top card: on 4S 5S 6S, 7H 8H 9H beats, a run from 5 or 6 does not.",
                  (("lowest", "lowest"), ("above", "above"))),
    "jokers_fire": ("Jokers fire", "A joker standing for an 8, 7, 10 or J fires it.",
                    "Example: 7S JK 9S, the joker as the 8 of spades, cuts the table like a real 8.", None),
    "spade3_clears": ("Spade-3 clears", "The 3 of spades beating a joker clears the table.",
                      "Example: the joker is played alone, you answer 3S: the table is swept and you lead.", None),
    "lock_joker_suits": ("Joker suits lock", "A joker's suit counts for the suit lock.",
                         "In a pair the joker names a suit the pair lacks: 5H JK as hearts and diamonds, so "
                         "9H 9D on it locks hearts and diamonds.", None),
    "joker_ends_lock": ("Joker ends lock", "A lone joker ends the suit lock.",
                        "Example: hearts are locked, you play the joker alone: anything may follow, "
                        "even the 3 of spades.", None),
    "deal_start": ("Deal starts", "The first card goes to a random seat or the Millionaire.",
                   "Millionaire: from hand 2 the deal starts at the Millionaire, who then gets one more card "
                   "when the cards do not share out evenly.", (("random", "random"), ("millionaire", "millionaire"))),
    "joker_past_ends": ("Joker past ends", "A run's joker may sit below the 3 or above the 2.",
                        "Example: JK 3S 4S is a run, the joker one place below the 3; an ace, a 2 and the joker "
                        "of hearts run one place above the 2.",
                        None),
    "leader_may_pass": ("Leader may pass", "The leader may pass on an empty table.",
                        "The seat then sits out until the table clears. If everyone passes, the first to pass "
                        "leads again and must play.", None),
    "seating_every": ("Reseat every", "With shuffled seating: a new order every N hands.",
                      "Example at 3: hands 1-3 keep the order, hand 4 draws a new one, then hand 7.",
                      ((1, "1 hand"), (3, "3 hands"), (5, "5 hands"))),
    "titles_reset_every": ("Reset titles", "Every N hands, start over with no titles and no tax.",
                           "Example at 100 (the contest): hands 101, 201, ... are dealt like a first hand.",
                           ((0, "never"), (5, "5 hands"), (10, "10 hands"), (100, "100 hands"))),
    "last_player_answers": ("Last player answers", "When all others pass, the last player may go again.",
                            "The contest server asks the seat that made the last play once more: it may beat "
                            "its own cards, or pass, and only then the table clears.", None),
    "points": ("Points", "Points for each finishing place.",
               "Titles: Millionaire +2, Rich +1, Commoner 0, Poor -1, Beggar -2. "
               "Or a list: 2,1 means 2 for first, 1 for second, 0 after.",
               (((2, 1), "2,1"), ((3, 2, 1, 0), "3,2,1,0"), ((5, 4, 3, 2, 1), "5,4,3,2,1"), ("titles", "titles"))),
}

FOUL_TAG_TEXT = {
    "joker": "the joker", "two": "any 2", "top_rank": "the top rank in force", "eight": "an 8 that cut",
    "spade3": "a lone 3 of spades", "seven": "a 7 that gave", "ten": "a 10 that discarded",
}

LENGTHS: tuple[tuple[tuple[int, int], str], ...] = (
    ((1, 0), "1 hand"), ((2, 0), "2 hands"), ((3, 0), "3 hands"), ((5, 0), "5 hands"), ((8, 0), "8 hands"),
    ((0, 5), "first to 5 pts"), ((0, 7), "first to 7 pts"), ((0, 10), "first to 10 pts"),
)
TIMERS: tuple[tuple[int, str], ...] = ((0, "none"), (15, "15 s"), (30, "30 s"), (60, "60 s"))
BOT_NAMES = ("Aki", "Ben", "Chie", "Dai", "Emi", "Goro", "Hana", "Ito", "Jun", "Kei", "Mao", "Rin")
HUMAN_NAMES = ("You", "Player 1", "Player 2", "Player 3", "Player 4", "Player 5", "Player 6")

# The setup rows that are not rule switches: row label -> the fuller "?" text, with an example.
PRESET_TEXT = {
    "classic": "Classic: common house rules. 1 joker, 8 cuts, revolution at the clear (it carries over), "
               "a pass sits you out, 3 of spades beats the joker.",
    "jda": "JDA: tournament rules. Equal deal, suit lock, foul finish on most special cards, "
           "fall from grace, 2-card tax, points by title.",
    "president": "President: the western cousin. 2 jokers, suit lock, fouls, fall from grace, the weakest "
                 "cards go back in the tax, seat 1 leads.",
    "casual": "Casual: gentle. Passing never sits you out, the revolution flips at once and ends with the "
              "hand, no spade-3 counter, 3 of diamonds leads.",
    "uecda": "UECda: the computer contest's rules. 5 players, runs must lie wholly above, jokers fire and "
             "lock as the card they stand for, the 3 of spades clears, 3 of diamonds leads, points 5 to 1.",
}
ROW_TEXT = {
    "Preset": " ".join(PRESET_TEXT.values()) + " Example: pick JDA, then turn jack-back on: the preset "
              "reads 'custom'. Match length and timer stay as you set them.",
    "Players": "How many seats are at the table, 3 to 6. More players means fewer cards each and, "
               "at 5-6 seats, a 2-card tax. Example: at 3 seats there is no Rich or Poor: "
               "only Millionaire, Commoner and Beggar.",
    "Seat": "Who plays this seat: a human at this device, or a bot. Beginners play simply, mediums plan "
            "their hand, advanced bots search ahead (they also give the hints). Example: two Human "
            "seats make a pass-and-play match, with a 'pass to' screen before each human's turn.",
    "name": "The name and portrait shown at the table and on the results. Example: Aki.",
    "style": "How a bot likes to play: steady is balanced, a hoarder keeps strong cards back, a "
             "revolutionary flips the order when it can, a cutter loves 8-cuts, a gambler takes risks; "
             "quick and deep change how long it thinks. Example: a cutter plays 8D on a 5S as soon as it "
             "can, even when a 6 would do.",
    "Match length": "How long the match lasts: a fixed number of hands, or until someone reaches a "
                    "points total. Example: 'first to 7 pts' with points 2,1 takes about four hands.",
    "Turn timer": "Seconds each human has for a decision; when they run out, the move is made for you: "
                  "a pass, your weakest single when you lead, your weakest cards when you owe some. "
                  "Example: at 15 s, a slow lead plays your weakest card. Bots are not timed.",
}
FOUL_TAG_MORE = {
    "joker": "Example: your last card is the joker: you rank below every clean finisher.",
    "two": "Example: you go out with 2H (in the normal order): you rank last.",
    "top_rank": "Example: in a revolution 3 is the top rank, so going out on 3C is a foul.",
    "eight": "Example: your last play is 8D, which cuts: a foul.",
    "spade3": "Example: you go out answering the joker with the 3 of spades: a foul.",
    "seven": "Example: going out on 7S, which would make you give a card: a foul.",
    "ten": "Example: going out on TH, which would let you discard: a foul.",
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
    """Every fuller help text by its ``EXAMPLES`` key."""
    out = {key: more for key, (_label, _line, more, _values) in SWITCHES.items()}
    out.update({label.lower() if label in ("Seat", "name", "style") else label: text
                for label, text in ROW_TEXT.items()})
    out.update({f"foul:{tag}": FOUL_TAG_MORE[tag] for tag in FOUL_TAG_MORE})
    out.update({f"preset:{name}": text for name, text in PRESET_TEXT.items()})
    return out


def row_help(label: str) -> str | None:
    """The fuller "?" text of a setup row by its label ("Seat 3", "  Foul: two", a switch), if any."""
    name = label.strip()
    for key, (switch_label, _line, more, _values) in SWITCHES.items():
        if switch_label == name:
            return more
    if name.startswith("Foul: "):
        tag = name[len("Foul: "):]
        if tag in FOUL_TAG_TEXT:
            return f"When foul finish is on, going out on {FOUL_TAG_TEXT[tag]} ranks you last. {FOUL_TAG_MORE[tag]}"
    if name.startswith("Seat "):
        name = "Seat"
    return ROW_TEXT.get(name)
