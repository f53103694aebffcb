"""Every example move in a help text is legal in the position it describes: the setup's "?" texts
(their moves listed in rules_text.EXAMPLES, which must name every card the text names) and the How
to Play demos (the play on the table's cards, with the page's rule on)."""
import re

import pytest

from game.engine import IllegalMove, Match, Rules, parse_move
from game.scenes.howto import PAGES
from game.table.wording.rules_text import EXAMPLES, help_texts

CARD = re.compile(r"(?<![A-Za-z0-9])(?:[2-9TJQKA][SHDC]|JK)(?![A-Za-z0-9])")


def tokens(move_text):
    """The physical cards a move uses, in the hands' text form (a joker's reading is just JK)."""
    return ["JK" if t.startswith("JK") else t for t in move_text.split() if t not in ("pass", "give", "discard", "return")]


def position(changes, plays):
    """A 4-seat classic match (with ``changes``) where each seat holds the cards its plays need and seat 0 leads."""
    rules = Rules.preset("classic").replace(seats=4, **changes)
    match = Match(rules, 4, 3)
    data = match.to_dict()
    hand = data["hand"]
    hands = [h.split() for h in hand["hands"]]
    needs = {seat: [] for seat in range(4)}
    for seat, text in plays:
        needs[seat] += tokens(text)
    wanted = {c for cs in needs.values() for c in cs}
    for seat, cards in needs.items():
        for card in cards:
            if card in hands[seat] and (card != "JK" or hands[seat].count("JK") >= cards.count("JK")):
                continue
            owner = next(i for i, h in enumerate(hands) if card in h and i != seat)
            spare = next(c for c in hands[seat] if c not in wanted)
            hands[owner][hands[owner].index(card)] = spare
            hands[seat][hands[seat].index(spare)] = card
    hand["hands"] = [" ".join(h) for h in hands]
    hand["to_act"] = hand["leader"] = 0
    return Match.from_dict(data)


@pytest.mark.parametrize("key", sorted(EXAMPLES))
def test_every_example_is_legal_where_it_is_played(key):
    changes, plays, legal = EXAMPLES[key]
    match = position(changes, plays)
    *before, (seat, last) = plays
    for who, text in before:
        assert match.to_act == who, f"{key}: seat {who} is not to act before {text}"
        match.apply(text)
    assert match.to_act == seat
    try:
        match.hand.copy().apply(parse_move(last))
        ok = True
    except IllegalMove as exc:
        ok, why = False, str(exc)
    assert ok == legal, f"{key}: {last} is {'illegal: ' + why if not ok else 'legal'} here"


def test_every_help_text_that_names_cards_has_its_example_moves():
    texts = help_texts()
    assert set(EXAMPLES) <= set(texts)
    for key, text in texts.items():
        named = set(CARD.findall(text))
        if not named:
            continue
        assert key in EXAMPLES, f"{key}: names {sorted(named)} but has no example moves"
        played = {c for _seat, move in EXAMPLES[key][1] for c in tokens(move)}
        assert named <= played, f"{key}: {sorted(named - played)} named but not played"


PAGE_RULES = {"Eight-cut": {"eight_cut": True}, "Jack-back": {"jack_back": True}, "Suit lock": {"suit_lock": True},
              "Spade-3": {"spade3": True}, "Seven-give": {"seven_give": True}, "Ten-discard": {"ten_discard": True},
              "Joker": {"jokers": 1}}


@pytest.mark.parametrize("page", [p for p in PAGES if p.table and p.play], ids=lambda p: p.title)
def test_every_how_to_demo_plays_legally_on_its_table(page):
    joker = "JK" in page.play
    play = " ".join(page.play)
    if joker:  # the demo caption says how the joker reads
        rank = re.search(r"plays as a (\w+)", page.caption).group(1)
        natural = next(c for c in page.play if c != "JK")
        suit = next(s for s in "SHDC" if f"{rank}{s}" != natural)
        play = " ".join(c if c != "JK" else f"JK={rank}{suit}" for c in page.play)
    plays = ((0, " ".join(page.table)), (1, play))
    match = position(PAGE_RULES.get(page.title, {}), plays)
    match.apply(plays[0][1])
    match.hand.copy().apply(parse_move(play))  # raises IllegalMove with the engine's reason
