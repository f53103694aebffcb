"""The table words every refusal the engine can raise, in both languages: each ``Refusal`` has its
English sentence once, in the engine, the table words it through the catalog (in English exactly
what the engine says), and the Japanese one is Japanese."""
import functools
import random
from itertools import combinations
from pathlib import Path

import pytest

from game import i18n
from game.app.app import App
from game.engine import IllegalMove, Match, Refusal
from game.engine.cards import TEXT, parse_cards
from game.engine.refusal import ENGLISH
from game.table.tour.shots import leading_with
from game.table.tour.shots import table as shot_table
from game.table.wording import refusals
from game.table.wording.refusals import word
from game.table.wording.words import cards_in
from tests.engine.helpers import random_rules
from tests.scenes.helpers import english_words


# One refusal of each code with the params the engine gives it (the random search below finds
# the common ones for real; these make sure the rare ones are worded too).
SAMPLES = {
    "illegal": {}, "hand_over": {}, "match_over": {}, "between_hands": {"hand": 2},
    "unreadable": {"text": "7X"}, "joker_ambiguous": {"options": ("5S 5H JK=5D", "5S 5H JK=5C")},
    "wrong_shape": {"shape": "group", "size": 2, "table": "9S 9H"}, "suit_lock": {"suits": "SH"},
    "run_not_beyond": {"side": "above", "table": "5H 6H 7H"}, "joker_on_joker": {}, "only_spade3": {},
    "lone_joker": {}, "tie": {"move": "9D JK=9", "table": "9S 9H"}, "too_weak": {"reversed": True, "table": "KS"},
    "owed_first": {"kind": "give", "n": 2}, "nothing_owed": {"kind": "discard"}, "lead_again": {},
    "leader_cannot_pass": {}, "not_held": {"cards": "4C TH"}, "jokers_not_held": {},
    "owed_at_most": {"kind": "discard", "n": 3}, "owed_exactly": {"kind": "return", "n": 1},
    "joker_unreadable": {"move": "5H JK"}, "joker_names_suit": {"move": "9S JK=9", "reading": "JK=9H"},
    "joker_past_ends": {"move": "JK=-H 3H 4H"}, "not_a_play": {"move": "5H 9C"},
    "empty_play": {}, "jokers_alone_read": {}, "jokers_name_one_card": {"play": "5S JK=5H JK=5H"},
    "joker_names_played": {"play": "5S 5H JK=5H"}, "no_shape": {"play": "3D 6S"}, "run_suits": {"play": "5H 6S 7H"},
    "joker_off_suit": {"reading": "JK=6S", "suit": "H"}, "run_repeats": {"play": "5H 5H JK"},
    "run_gaps": {"play": "5H 6H 9H"}, "run_past_two": {"play": "KH AH 2H JK JK"},
}


@pytest.fixture
def japanese():
    i18n.set_language("ja")
    yield
    i18n.set_language("en")


def test_every_refusal_has_its_english_and_a_sample():
    assert set(ENGLISH) == set(Refusal) == SAMPLES.keys()


def sentences() -> list[str]:
    """Every English sentence of the refusals (singular and plural), as the engine writes them."""
    out: list[str] = []
    for text in ENGLISH.values():
        for one in (text.values() if isinstance(text, dict) else [text]):
            out += list(one) if isinstance(one, tuple) else [one]
    return out


def test_the_table_writes_none_of_the_sentences_again():
    source = Path(refusals.__file__).read_text(encoding="utf-8")
    assert len(sentences()) >= 40
    assert [s for s in sentences() if s in source] == []


@pytest.mark.parametrize("code", sorted(SAMPLES))
def test_each_wording_reads_in_both_languages(code, japanese):
    exc = IllegalMove("the engine's message", code, **SAMPLES[code])
    ja = cards_in(word(exc))  # the status line names cards as drawn
    assert ja and ja != "the engine's message"
    # A move typed as text that cannot be read keeps the reader's English reason (the move parser's
    # ValueErrors carry no code); the table never types a move, so no player meets it there.
    assert english_words([ja]) == ([] if code != "unreadable" else ["engine's", "message", "the"]), ja
    i18n.set_language("en")
    assert word(exc) and english_words([word(exc)]), word(exc)


@functools.cache
def refusals_of_random_play(seeds: int = 8) -> dict[str, list[IllegalMove]]:
    """The engine's refusals of moves tried at every turn of random matches (the same for every test
    that asks): held singles and pairs, a pass, cards the seat does not hold, gives and discards."""
    found: dict[str, list[IllegalMove]] = {}
    for seed in range(seeds):
        rng = random.Random(seed)
        match = Match(random_rules(rng), rng.randint(3, 6), seed)
        for _ in range(200):
            if match.is_over:
                break
            if match.between_hands:
                match.deal_next()
                continue
            hand = match.hand
            held = [TEXT[c] for c in hand.hands[hand.to_act] if c < 52]
            tries = ["pass", *held[:5], *(" ".join(p) for p in combinations(held[:4], 2)), " ".join(held[:3])]
            tries += [t for t in TEXT[:52] if t not in held][:2]
            kind = hand.pending
            if kind:
                tries += [f"{kind} {c}" for c in held[:3]] + ["give 3C", "discard 3C 4C 5C 6C"]
            for text in tries:
                try:
                    hand.copy().apply(text)
                except IllegalMove as exc:
                    found.setdefault(exc.code, []).append(exc)
            match.apply(rng.choice(match.legal_moves()))
    return found


def test_in_english_the_table_says_what_the_engine_says():
    found = refusals_of_random_play()
    assert len(found) >= 8, sorted(found)  # the search meets most refusals a player can make
    for code, made in found.items():
        for exc in made[:40]:
            assert word(exc) == str(exc), (code, exc.params)


def test_in_japanese_the_refusals_of_real_play_read_as_japanese(japanese):
    found = refusals_of_random_play()
    for code, made in found.items():
        for exc in made[:10]:
            text = cards_in(word(exc))
            assert english_words([text]) == [], (code, text)


def test_a_refusal_the_table_cannot_word_shows_the_engine_message():
    assert word(IllegalMove("a new rule says no", "from_the_future")) == "a new rule says no"
    assert word(IllegalMove("9S 9H is on the table", "wrong_shape")) == "9S 9H is on the table"  # params missing


def test_the_play_scene_words_its_refusals_in_japanese(japanese):
    app = App(headless=True, lang="ja")
    s = leading_with("3D 6S")
    scene = shot_table(app, s)
    scene.pass_turn()
    assert scene.table.message == "あなたが親: 親はパスできない"
    for card in parse_cards("3D 6S"):
        scene.toggle(int(card))
    assert scene.table.message == "3D 6Sは出せる形ではない: ペアは同じ数字で、階段は3枚以上"
    drawn = cards_in(scene.table.status_line()[0])
    assert drawn.startswith("3♦ 6♠は") and english_words([drawn]) == []
    app.shutdown()
