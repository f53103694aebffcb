"""State to and from JSON-able dicts: exact round trips and clear errors for damaged data (issue 2 §5)."""
import json
import pathlib
import random

import pytest
from hypothesis import given, settings, strategies as st

from game.engine import Hand, Match, Rules, parse_move
from game.engine.state import StateError, saved_hand, saved_hand_from_dict

from .helpers import hand, step


def played_match(seed: int, moves: int, preset: str = "jda") -> Match:
    match = Match(Rules.preset(preset), seats=4, seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if match.is_over:
            break
        step(match, lambda m: rng.choice(m.legal_moves()))
    return match


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10_000), moves=st.integers(0, 200), preset=st.sampled_from(["classic", "jda", "president", "casual"]))
def test_match_round_trips_and_plays_on_identically(seed, moves, preset):
    match = played_match(seed, moves, preset)
    data = json.loads(json.dumps(match.to_dict()))
    copy = Match.from_dict(data)
    assert copy.to_dict() == match.to_dict()
    rng = random.Random(seed)
    for _ in range(30):
        if match.is_over:
            break
        if match.between_hands:
            assert copy.deal_next() == match.deal_next()
            continue
        move = rng.choice(match.legal_moves())
        assert copy.apply(move) == match.apply(move)


def test_damaged_states_raise_clear_errors():
    data = played_match(1, 20).to_dict()
    cases = {
        "version": lambda d: d.update(version=99),
        "hands[0]": lambda d: d["hand"]["hands"].__setitem__(0, d["hand"]["hands"][1]),
        "missing": lambda d: d["hand"].__setitem__("discard", ""),
        "to_act": lambda d: d["hand"].__setitem__("to_act", 9),
        "rules": lambda d: d["rules"].__setitem__("jokers", "many"),
        "order": lambda d: d["hand"].__setitem__("order", [0, 0, 1, 2]),
        "table": lambda d: d["hand"].__setitem__("table", "5H 7C"),
    }
    for expected, damage in cases.items():
        broken = json.loads(json.dumps(data))
        damage(broken)
        with pytest.raises(StateError) as info:
            Match.from_dict(broken)
        assert expected in str(info.value) or "version" in str(info.value), (expected, str(info.value))


def test_duplicate_card_is_named():
    data = played_match(2, 5).to_dict()
    first = data["hand"]["hands"][1].split()[0]
    data["hand"]["hands"][0] += " " + first
    with pytest.raises(StateError, match=first):
        Match.from_dict(data)


def test_not_a_dict_is_a_state_error():
    with pytest.raises(StateError):
        Match.from_dict(["not", "a", "match"])
    with pytest.raises(StateError):
        saved_hand_from_dict({"hands": []})


def test_hand_round_trip_mid_trick_with_pending_decision():
    h = hand(cards=["7S 7H 3C 4C", "9D 5D", "6C 6D"], seven_give=True)
    h.apply("7S 7H")
    data = json.loads(json.dumps(saved_hand(h)))
    copy = saved_hand_from_dict(data)
    assert copy.pending == "give" and copy.to_act == 0
    assert copy.apply("give 3C 4C") == h.apply("give 3C 4C")


move_text = st.one_of(
    st.just("pass"),
    st.lists(st.sampled_from("3456789TJQKA2"), min_size=1, max_size=1).map(lambda r: f"{r[0]}S"),
    st.sampled_from(["5H 6H JK=7H", "9S 9D JK=9", "JK", "JK JK", "give 3C 4D", "discard", "return 2S",
                     "10H JH QH", "3s,4s,5s"]),
)


@given(move_text)
def test_move_text_round_trips(text):
    m = parse_move(text)
    assert parse_move(str(m)) == m
    assert str(parse_move(str(m))) == str(m)


@given(st.permutations(["5H", "6H", "7H", "JK=8H"]))
def test_parsing_is_order_free(cards):
    assert str(parse_move(" ".join(cards))) == "5H 6H 7H JK=8H"


GARBAGE = [None, True, 0, -1, 7, 1.5, "", "x", "3S", "JK JK JK", [], [1], [None], {}, {"a": 1}, "pass",
           [[0, "pass"]], [["give", 1, None]]]


def _paths(data, prefix=()):
    items = data.items() if isinstance(data, dict) else enumerate(data) if isinstance(data, list) else ()
    for key, value in items:
        yield prefix + (key,)
        yield from _paths(value, prefix + (key,))


def test_damaged_saves_either_load_cleanly_or_raise_state_error():
    """Any field replaced by garbage: a StateError, or a match that plays on without error."""
    rng = random.Random(4)
    for trial in range(300):
        match = played_match(trial, rng.randint(0, 300), rng.choice(["classic", "jda", "president", "casual"]))
        data = match.to_dict()
        for _ in range(rng.randint(1, 3)):
            *where, last = rng.choice(list(_paths(data)))
            target = data
            for key in where:
                target = target[key]
            target[last] = json.loads(json.dumps(rng.choice(GARBAGE)))
        try:
            loaded = Match.from_dict(data)
        except StateError:
            continue
        for _ in range(100):
            if loaded.is_over:
                break
            step(loaded, lambda m: rng.choice(m.legal_moves()))
        json.dumps(loaded.to_dict())


def test_unknown_title_in_a_save_is_refused():
    data = played_match(3, 10).to_dict()
    data["titles"] = [5, None, None, None]
    with pytest.raises(StateError, match="match.titles"):
        Match.from_dict(data)


# -- older saves ---------------------------------------------------------------------------

DATA = pathlib.Path(__file__).parent / "data"


def test_a_version_1_save_mid_hand_loads_and_plays_on():
    """A save written by version 1 (the hand's "over" flag) loads, and is written back as this version."""
    data = json.loads((DATA / "save_v1_mid_hand.json").read_text())
    assert data["version"] == 1 and "over" in data["hand"]
    match = Match.from_dict(data)
    assert match.number == 2 and match.to_act == 1 and match.scores == [0, 2, 1]
    assert " ".join(str(c) for c in match.hand.cards(1)) == "4C 5H 6D 7S 7H 7D 7C 9H 9D TH TD JS JD JC QD 2S 2D"
    assert not match.between_hands and match.legal_moves()
    saved = match.to_dict()
    assert saved["version"] == 2 and saved["hand"]["is_over"] is False and "over" not in saved["hand"]
    assert Match.from_dict(saved).to_dict() == saved
    match.apply(match.legal_moves()[0])


def test_a_version_1_save_of_a_finished_match_loads_between_hands():
    data = json.loads((DATA / "save_v1_match_over.json").read_text())
    match = Match.from_dict(data)
    assert match.is_over and match.between_hands and match.winner == 2
    assert match.to_act is None and match.legal_moves() == []
    assert len(match.hand.cards(1)) == 18  # the seat left over keeps its cards on show


def test_a_save_between_hands_round_trips_and_deals_the_same_next_hand():
    match = Match(Rules.preset("jda"), seats=4, seed=2)
    while not match.between_hands:
        match.apply(match.legal_moves()[0])
    data = json.loads(json.dumps(match.to_dict()))
    copy = Match.from_dict(data)
    assert copy.to_dict() == data and copy.between_hands and copy.hand.places == match.hand.places
    assert copy.deal_next() == match.deal_next()


def test_a_winner_that_does_not_fit_the_scores_is_refused():
    match = Match(Rules.preset("jda"), seats=4, seed=2)
    while not match.between_hands:
        match.apply(match.legal_moves()[0])
    data = match.to_dict()
    data["winner"] = 0  # one hand of five played: the match has not ended
    with pytest.raises(StateError, match="match.winner"):
        Match.from_dict(data)


def test_every_field_of_a_hand_is_in_the_field_list():
    """``fields.FIELDS`` is the one list copy, save, view and determinize walk: a field missing from it
    would silently not be saved or copied."""
    import dataclasses

    from game.engine.fields import FIELDS
    from game.engine.view import SeatView

    h = hand(cards=["5S", "6S", "7S"])
    names = {name for name, _, _ in FIELDS}
    assert names <= set(Hand.__slots__) and all(hasattr(h, name) for name in Hand.__slots__)  # __init__ sets each
    view_fields = {f.name for f in dataclasses.fields(SeatView)}
    assert {name for name, _, shared in FIELDS if shared} <= view_fields


@pytest.mark.parametrize("record", [True, False])
def test_a_copy_has_every_field_and_lists_of_its_own(record):
    """``Hand.copy`` names each field (it is on the search's hottest path): none left out, no list shared
    but a record's, which a hand without one never adds to."""
    from game.engine.fields import FIELDS

    match = played_match(seed=3, moves=20, preset="jda")
    h = match.hand.copy(record=record)
    new = h.copy()
    for name in Hand.__slots__:
        assert getattr(new, name) == getattr(h, name), name
    for name, kind, _ in FIELDS:
        value = getattr(h, name)
        if isinstance(value, (list, set)):
            shared = name in ("history", "trick_cards", "discard", "transfers", "set_aside") and not record
            assert (getattr(new, name) is value) == shared, name
    assert all(a is not b for a, b in zip(new.hands, h.hands))
