"""Autosave and resume: identical continuation after a reload, and damaged saves handled kindly."""
import json
import random

import pytest

from game import userdata, writer
from game.app import testing as T
from game.engine import Rules
from game.table.match.seating import SeatConfig
from game.table.match.session import Session
from game.table.saving import save
from game.table.saving.autosave import Autosave


def make_session(seed=3, autosave=True):
    rules = Rules.preset("jda").replace(rounds=2, seven_give=True, ten_discard=True)
    seats = [SeatConfig("human", "You", "You")] + [SeatConfig("medium", n, n) for n in ("Aki", "Ben", "Chie")]
    s = Session(rules, seats, seed=seed)
    if autosave:
        s.subscribe(Autosave())
    return s


def moves_from(seed, n):
    rng = random.Random(seed)
    return [rng.random() for _ in range(n)]


def run(session, picks):
    """Apply moves chosen by the given numbers (dealing each next hand as it is due); returns the events
    as text."""
    out = []
    for p in picks:
        if session.match.is_over:
            break
        if session.match.between_hands:
            out.append([repr(e) for e in session.deal_next()])
            continue
        legal = session.match.legal_moves()
        out.append([repr(e) for e in session.apply(legal[int(p * len(legal))])])
    writer.settle()  # the autosaves queued are on disk
    return out


@pytest.mark.parametrize("cut", [0, 7, 40, 95])
def test_reload_continues_identically(cut):
    picks = moves_from(cut, 400)
    straight = make_session(autosave=False)  # only the session under test writes the save
    run(straight, picks[:cut])
    expected = run(straight, picks[cut:])

    saved = make_session()
    save.write_data(save.encode(saved))  # as the setup scene does before the first move
    run(saved, picks[:cut])
    loaded, error = save.load()
    assert error is None
    assert loaded.match.to_dict() == saved.match.to_dict()
    assert run(loaded, picks[cut:]) == expected


def test_every_move_is_saved_with_a_backup():
    s = make_session()
    run(s, moves_from(1, 3))
    writer.settle()
    assert save.exists() and userdata.path_of(save.BACKUP_NAME).exists()
    data = json.loads(userdata.path_of(save.FILE_NAME).read_text())
    assert data["version"] == save.VERSION and data["kind"] == save.KIND


def damage(kind):
    path = userdata.path_of(save.FILE_NAME)
    text = path.read_text()
    if kind == "truncated":
        path.write_text(text[: len(text) // 2])
    elif kind == "bad_json":
        path.write_text("{not json")
    elif kind == "newer":
        data = json.loads(text)
        data["version"] = save.VERSION + 1
        path.write_text(json.dumps(data))
    elif kind == "duplicate":
        data = json.loads(text)
        hands = data["session"]["match"]["hand"]["hands"]
        first = hands[1].split()[0]
        hands[0] = hands[0] + " " + first  # one card in two hands
        path.write_text(json.dumps(data))


@pytest.mark.parametrize("kind", ["truncated", "bad_json", "duplicate"])
def test_damaged_save_is_reported_moved_aside_and_the_backup_resumes(kind):
    s = make_session()
    run(s, moves_from(2, 6))
    backup = userdata.path_of(save.BACKUP_NAME)
    before = backup.read_bytes()
    damage(kind)
    loaded, error = save.load()
    assert error and "damaged" in error
    assert backup.read_bytes() == before  # the backup is never changed
    assert any(p.name.startswith(save.FILE_NAME + ".broken-") for p in backup.parent.iterdir())
    assert loaded is not None and "backup" in error  # resumed from the backup
    assert userdata.path_of(save.FILE_NAME).read_bytes() == before  # which is the main file again
    assert save.load()[1] is None  # said once
    if kind == "duplicate":
        assert "is also in" in error  # the engine names the card held twice


def test_a_save_from_a_newer_version_is_left_untouched_and_never_written_over():
    s = make_session()
    run(s, moves_from(2, 6))
    damage("newer")
    path = userdata.path_of(save.FILE_NAME)
    newer = path.read_bytes()
    loaded, error = save.load()
    assert loaded is None and "newer version" in error and "left as it is" in error
    assert path.read_bytes() == newer
    assert not any(".broken-" in p.name for p in path.parent.iterdir())
    assert save.write_data(save.encode(make_session(seed=5))) is False  # a new match does not save over it
    save.clear()
    assert path.read_bytes() == newer


def test_damaged_save_and_backup_give_a_message_not_a_crash():
    s = make_session()
    run(s, moves_from(2, 3))
    userdata.path_of(save.BACKUP_NAME).write_text("[]")
    damage("bad_json")
    loaded, error = save.load()
    assert loaded is None and "damaged" in error and "backup" in error
    assert not save.exists()  # both moved aside: Continue is not offered again for nothing


def test_no_save_no_message():
    assert save.load() == (None, None)


def test_continue_over_the_menu_shows_the_message(tmp_path):
    from game.app import testing as T
    from game.app.app import App
    from game.app.common import MessageOverlay
    from game.table.screens.play_scene import PlayScene
    from game.table.screens.resume import continue_scene

    s = make_session()
    run(s, moves_from(4, 5))
    damage("truncated")
    app = App(headless=True)
    scene = continue_scene(app)
    app.stack.push(scene)
    assert isinstance(app.stack.top, MessageOverlay)
    T.press_key(app, "z")
    assert isinstance(app.stack.top, PlayScene)


def test_continue_between_hands_opens_the_hand_results_and_deals_on_from_them():
    from game.app.app import App
    from game.table.screens.deal_scene import DealScene
    from game.table.screens.resume import continue_scene
    from game.table.screens.results_scene import ResultsScene

    s = make_session()
    while not s.match.between_hands:  # the autosave runs after the hand's last move
        s.apply(s.match.legal_moves()[0])
    app = App(headless=True)
    app.stack.push(continue_scene(app))
    top = app.stack.top
    assert isinstance(top, ResultsScene) and top.final is None and top.board.over == s.match.results[-1]
    top._next()
    T.step_until(app, lambda: isinstance(app.stack.top, DealScene), why="the next deal")
    assert app.stack.top.session.match.number == 2
    loaded, _ = save.load()
    assert loaded.match.number == 2 and not loaded.match.between_hands  # the deal was saved


def test_continue_on_a_finished_match_opens_its_results():
    from game.app.app import App
    from game.table.screens.resume import continue_scene
    from game.table.screens.results_scene import ResultsScene

    s = make_session()
    while not s.match.is_over:  # the autosave runs after the final move too
        if s.match.between_hands:
            s.deal_next()
            continue
        s.apply(s.match.legal_moves()[0])
    assert save.exists()
    app = App(headless=True)
    app.stack.push(continue_scene(app))
    top = app.stack.top
    assert isinstance(top, ResultsScene) and top.final is not None
    assert top.final.winner == s.match.winner and top.board.over == s.match.results[-1]
    assert not save.exists()  # the results clear a finished match's save


def test_a_save_of_just_null_is_damaged_not_missing():
    from game.app.app import App
    from game.app.common import MessageOverlay
    from game.table.screens.resume import available, continue_scene

    userdata.path_of(save.FILE_NAME).parent.mkdir(parents=True, exist_ok=True)
    userdata.path_of(save.FILE_NAME).write_text("null")
    assert available()  # the menu offers Continue: there is a file
    app = App(headless=True)
    overlay = continue_scene(app)
    assert isinstance(overlay, MessageOverlay)
    text = " ".join(overlay.lines)
    assert "damaged" in text and "no saved match" not in text
    assert not save.exists()  # moved aside, so Continue goes from the menu
    folder = userdata.path_of(save.FILE_NAME).parent
    assert any(p.name.startswith(save.FILE_NAME + ".broken-") for p in folder.iterdir())
