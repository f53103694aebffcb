"""A save is held to what the game can keep: whatever loads can be autosaved and loaded again,
and a save that cannot is refused with a short message naming the field."""
import json

import pytest

from game import bounds, userdata
from game.table.saving import save, save_check
from game.table.saving.session_state import state_of

from .helpers import saved


def edited(change):
    """A real save, changed by ``change(data)`` and written back, with no backup to fall back to."""
    saved()
    path = userdata.path_of(save.FILE_NAME)
    data = json.loads(path.read_text())
    change(data)
    path.write_text(json.dumps(data))
    userdata.path_of(save.BACKUP_NAME).unlink()
    return data


def refused(words):
    loaded, error = save.load()
    assert loaded is None and "damaged" in error and words in error, error
    assert len(error) < 400
    return error


def test_a_hand_history_of_200000_entries_is_refused_before_it_is_parsed():
    edited(lambda d: d["session"]["match"]["hand"]["history"].extend([[0, "pass"]] * 200_000))
    refused(f"save.match.hand.history: expected at most {bounds.MAX_HAND_MOVES} items, got 200")


def test_a_move_of_a_megabyte_in_the_history_is_one_short_message():
    def change(d):
        d["session"]["history"]["moves"] += ";" + "3S " * 350_000
    edited(change)
    refused(f"expected at most {bounds.MAX_MOVE_TEXT} characters, got 1050000")


@pytest.mark.parametrize("field, value", [("scores", [10 ** 300, 0, 0, 0]), ("scores", [0, -10 ** 7, 0, 0])])
def test_scores_no_match_can_reach_are_refused(field, value):
    edited(lambda d: d["session"]["match"].__setitem__(field, value))
    error = refused("save.match.scores: expected a whole number from")
    if value[0]:  # a number of 301 digits is said as one, not cut into a smaller number
        assert "(301 digits)" in error


def test_points_no_hand_can_give_are_refused():
    edited(lambda d: d["session"]["match"]["rules"].__setitem__("points", [10 ** 300, 0]))
    refused("save.match.rules.points")


def test_more_hands_than_a_table_match_plays_are_refused():
    edited(lambda d: d["session"]["match"]["rules"].update(rounds=bounds.MAX_HANDS + 1, target_points=0))
    refused(f"rounds: expected at most {bounds.MAX_HANDS} hands")


def test_a_hand_of_25_cards_at_4_seats_is_refused():
    def change(d):
        hands = d["session"]["match"]["hand"]["hands"]
        cards = [h.split() for h in hands]
        while len(cards[0]) < 25:
            giver = max(range(1, 4), key=lambda s: len(cards[s]))
            cards[0].append(cards[giver].pop())
        d["session"]["match"]["hand"]["hands"] = [" ".join(c) for c in cards]
    edited(change)
    assert "cards, got 25" in refused("save.match.hand.hands[0]: expected at most ")


@pytest.mark.parametrize("where", ["session", "match"])
@pytest.mark.parametrize("seed", [1e308, 1.5, "7", -1, 2 ** 64])
def test_a_seed_the_game_never_draws_is_refused(where, seed):
    edited(lambda d: (d["session"] if where == "session" else d["session"]["match"]).__setitem__("seed", seed))
    refused("save.seed" if where == "session" else "save.match.seed")


@pytest.mark.parametrize("name", ["A\x00b", "\x1b[2J", "Aki\u202e", "Ki\ud800", "\u200b"])
def test_a_seat_name_campaign_json_would_refuse_is_refused(name):
    edited(lambda d: d["session"]["seats"][1].__setitem__("name", name))
    refused("seat 2: name: expected 1 to 12 printable characters")


def test_a_save_too_big_for_the_next_autosave_is_refused(monkeypatch):
    data = edited(lambda d: None)
    size = len(json.dumps(data, sort_keys=True).encode())
    monkeypatch.setattr(userdata, "MAX_BYTES", save_check.HEADROOM + size - 1)
    refused("save: expected at most")


@pytest.mark.parametrize("preset, seats", [("jda", 4), ("president", 5), ("casual", 3)])
def test_every_position_of_played_matches_loads_within_the_bounds(preset, seats, monkeypatch):
    """The bounds are never tighter than play: every autosave of bot matches (tax, sevens that give,
    tens that discard) passes the checks a save is read with."""
    from game.engine import Rules
    from game.records_screens.shots import autoplay
    from game.table.match.seating import SeatConfig
    from game.table.match.session import Listener, Session

    rules = Rules.preset(preset).replace(seats=seats, rounds=2, target_points=0, seven_give=True, ten_discard=True)
    s = Session(rules, [SeatConfig("human" if i == 0 else "beginner", f"P{i}", f"P{i}") for i in range(seats)], 5)
    checked = []

    class WriteAndCheck(Listener):
        def moved(self, session, events):
            save.write_data(save.encode(session))
            data = json.loads(userdata.path_of(save.FILE_NAME).read_text())
            save_check.before(data)
            save_check.after(session, data)
            checked.append(1)

    s.subscribe(WriteAndCheck())
    autoplay(s)
    assert s.match.is_over and len(checked) > 50


def test_a_save_at_the_bounds_loads_saves_and_loads_again():
    """The bounds are never tighter than the game's own files: a long history, every seat's longest
    name and a seed near the top load, are autosaved and load again."""
    def change(d):
        d["session"]["seed"] = d["session"]["match"]["seed"] = bounds.MAX_SEED - 1
        for seat in d["session"]["seats"][1:]:
            seat["name"] = "Ｗ" * bounds.MAX_NAME
        d["session"]["history"]["moves"] = ";".join(["3S 4S 5S"] * 19_000)
    edited(change)
    loaded, error = save.load()
    assert error is None and loaded is not None
    assert save.write_data(save.encode(loaded))
    again, error = save.load()
    assert error is None and state_of(again) == state_of(loaded)



def test_a_match_to_a_target_keeps_thousands_of_hands_and_one_past_the_save_cap_is_refused():
    """A match to a target score has no count of hands: a save holds up to MAX_RESULTS of them."""
    def results(n):
        def change(d):
            m = d["session"]["match"]
            m["rules"].update(rounds=0, target_points=999)
            m["results"] = [{"number": i + 1, "places": [0, 1, 2, 3], "titles": m["results"][0]["titles"]
                             if m["results"] else ["Millionaire", "Rich", "Poor", "Beggar"], "points": [0] * 4}
                            for i in range(n)]
            m["hand"]["number"] = n + 1
        return change
    edited(results(bounds.MAX_HANDS * 2))
    loaded, error = save.load()
    assert error is None and len(loaded.match.results) == bounds.MAX_HANDS * 2
    assert save.write_data(save.encode(loaded)) and save.load()[1] is None
    edited(results(bounds.MAX_RESULTS + 1))
    refused(f"save.match.results: expected at most {bounds.MAX_RESULTS} items")


def test_a_match_whose_log_reached_its_cap_saves_and_loads():
    from game.records.history import MAX_MOVES

    s = saved()
    s.history.moves = ["pass"] * MAX_MOVES
    s.apply(s.match.legal_moves()[0])  # autosaved, one move past the log's cap
    loaded, error = save.load()
    assert error is None and len(loaded.history.moves) == MAX_MOVES and not loaded.history.complete

# -- Continue is offered only for a save that can be continued -----------------------------------
NEWER = {"kind": save.KIND, "version": save.VERSION + 1, "session": {}}


@pytest.mark.parametrize("files, offered", [
    ({save.BACKUP_NAME: NEWER}, False),  # a newer version's backup alone: load refuses it
    ({save.FILE_NAME: NEWER}, False),  # a newer main file is left alone, never fallen back from
    ({save.FILE_NAME: NEWER, save.BACKUP_NAME: "ours"}, False),
    ({save.FILE_NAME: "ours", save.BACKUP_NAME: NEWER}, True),
    ({save.BACKUP_NAME: "ours"}, True),
    ({save.FILE_NAME: "{torn"}, True),  # damaged: Continue says so and what was kept
])
def test_continue_is_offered_only_when_a_save_can_be_continued(files, offered):
    s = saved()
    ours = json.loads(userdata.path_of(save.FILE_NAME).read_text())
    save.clear()
    for name, content in files.items():
        text = json.dumps(ours if content == "ours" else content) if content != "{torn" else content
        userdata.path_of(name).write_text(text)
    assert save.exists() is offered
    loaded, _error = save.load()
    if not offered:
        assert loaded is None
    elif files.get(save.FILE_NAME) != "{torn":
        assert loaded is not None and loaded.match.to_dict() == s.match.to_dict()


def test_a_campaign_match_of_a_level_file_with_a_255_character_name_loads():
    stem = "l" * 250
    edited(lambda d: d.__setitem__("campaign", {"level": "custom:" + stem, "file": stem + ".toml", "custom": True}))
    loaded, error = save.load()
    assert error is None and loaded.campaign.file == stem + ".toml"
