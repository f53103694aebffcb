"""Campaign matches autosave like quick matches; Continue links them back to their level, so the clear
is recorded and the outcome shown; a save whose level is gone or broken resumes as a plain match."""
import json

import pytest

from game import userdata, writer
from game.app import testing as T
from game.app.common import MessageOverlay
from game.campaign import play, progress
from game.campaign.level import load_level
from game.campaign.map_scene import MapScene
from game.campaign.outcome_scene import OutcomeScene
from game.scenes.menu import MainMenu
from game.table.match.seating import CampaignLink
from game.table.match.session import Listener, Session
from game.table.saving import save
from game.table.screens.play_scene import PlayScene

# Four seats, one hand, clear unless last: with the seed fixed the medium stand-in clears it.
LEVEL = ('name = "Short"\nintro = "One hand."\nseats = 4\n[rules]\npreset = "casual"\nrounds = 1\n'
         '[goal]\ntype = "top"\nplaces = 3\n'
         '[[opponents]]\nname = "A"\nstrength = "beginner"\n[[opponents]]\nname = "B"\nstrength = "beginner"\n'
         '[[opponents]]\nname = "C"\nstrength = "beginner"\n')
SEED = 11
LEVEL_ID = "custom:short"


def write_level(text=LEVEL):
    folder = userdata.path_of("levels")
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "short.toml"
    path.write_text(text, encoding="utf-8")
    return path


def start_through_the_map(monkeypatch):
    """Open the custom table from the map by keyboard and play until a few moves are saved."""
    real = play.session_for
    monkeypatch.setattr(play, "session_for", lambda level, seed=None: real(level, SEED))
    app = T.headless_app(MapScene)
    T.settle(app)
    m = app.stack.top
    for _ in range(5):  # down to the custom row, below the shipped road's rows
        if m.road.entries[m.focus].id == LEVEL_ID:
            break
        T.press_key(app, "down")
    assert m.road.entries[m.focus].id == LEVEL_ID
    T.press_key(app, "z")
    T.settle(app)
    T.press_key(app, "z")  # the intro's Play
    T.settle(app)
    session = app.stack.top.session
    assert session.campaign == CampaignLink(LEVEL_ID, "short.toml", True)
    assert save.exists()  # saved before the first move, like a quick match
    session.set_standin(0, True)
    played = []

    class Count(Listener):
        def moved(self, s, events):
            played.append(1)

    session.subscribe(Count())
    T.step_until(app, lambda: len(played) >= 5 and isinstance(app.stack.top, PlayScene), 6000, "five moves")
    assert not session.match.is_over
    writer.settle()  # the autosaves queued are on disk
    return session


def continue_from_the_menu():
    """A fresh App (the game restarted), Continue chosen on the main menu."""
    app = T.headless_app(MainMenu)
    assert app.stack.top.menu.rows[0].label == "Continue"
    T.press_key(app, "z")
    T.settle(app)
    return app


def test_a_campaign_match_continues_after_a_restart_and_records_the_clear(monkeypatch):
    write_level()
    before = start_through_the_map(monkeypatch)
    saved = json.loads(userdata.path_of(save.SLOTS["campaign"]).read_text())
    assert saved["version"] == 1 and saved["campaign"]["level"] == LEVEL_ID

    app = continue_from_the_menu()
    top = app.stack.top
    assert isinstance(top, PlayScene)
    session = top.session
    assert session.match.to_dict() == before.match.to_dict()
    assert session.campaign.level == LEVEL_ID and session.after_match == "campaign.outcome_of"
    assert any(isinstance(s, MapScene) for s in app.stack.scenes)  # the outcome's "Map" goes back to it

    def finished():
        if type(app.stack.top).__name__ == "ResultsScene" and session.match.is_over and not app.stack.busy:
            assert [r.label for r in app.stack.top.menu.rows] == ["Continue"]
            app.post("confirm")
        return isinstance(app.stack.top, OutcomeScene)

    T.step_until(app, finished, 6000, "the outcome")
    attempt = app.stack.top.attempt
    assert attempt.level.id == LEVEL_ID and attempt.cleared
    assert progress.load()[0].is_cleared(LEVEL_ID)
    assert not save.exists()
    T.settle(app)
    T.press_key(app, "x")
    T.settle(app)
    m = app.stack.top
    assert isinstance(m, MapScene) and m.road.state(m.road.by_id(LEVEL_ID), m.progress) == "cleared"
    assert m.road.entries[m.focus].id == LEVEL_ID  # the cursor on the table just played, not table 1


@pytest.mark.parametrize("damage", ["gone", "broken"])
def test_a_save_whose_level_is_gone_or_broken_resumes_as_a_plain_match(monkeypatch, damage):
    path = write_level()
    start_through_the_map(monkeypatch)
    if damage == "gone":
        path.unlink()
    else:
        path.write_text("name = 'Short'\nseats = 'many'\n", encoding="utf-8")

    app = continue_from_the_menu()
    note = app.stack.top
    assert isinstance(note, MessageOverlay) and note.title == "Campaign table missing"
    text = " ".join(note.lines)
    assert "short.toml" in text and "cannot be recorded" in text
    assert ("no longer" in text) if damage == "gone" else ("broken" in text)
    T.press_key(app, "z")
    top = app.stack.top
    assert isinstance(top, PlayScene) and top.session.after_match is None
    assert not any(isinstance(s, MapScene) for s in app.stack.scenes)
    data = json.loads(userdata.path_of(save.SLOTS["campaign"]).read_text())
    assert data["campaign"]["level"] == LEVEL_ID  # the save and its link are kept


def test_a_campaign_match_that_ended_before_its_results_goes_to_the_outcome():
    level = load_level(write_level(), custom=True)
    session, _attempt = play.session_for(level, seed=SEED)
    session.unsubscribe(session.find(play.LevelPlay))  # as if the game stopped before the campaign recorded anything
    while not session.match.is_over:
        if session.match.between_hands:
            session.deal_next()
            continue
        session.apply(session.match.legal_moves()[0])
    app = continue_from_the_menu()
    top = app.stack.top
    assert isinstance(top, OutcomeScene) and top.attempt.result is not None
    assert progress.load()[0].is_cleared(LEVEL_ID) == top.attempt.cleared
    assert not save.exists()


def test_an_old_save_without_the_campaign_field_is_a_plain_match():
    level = load_level(write_level(), custom=True)
    session = Session(level.rules, play.seats_for(level), seed=3)
    save.write_data(save.encode(session))
    loaded, error = save.load()
    assert error is None and loaded.campaign is None
    assert "campaign" not in json.loads(userdata.path_of(save.FILE_NAME).read_text())


def test_a_malformed_campaign_field_is_a_damaged_save():
    level = load_level(write_level(), custom=True)
    session, _attempt = play.session_for(level, seed=3)
    save.write_data(save.encode(session))
    data = json.loads(userdata.path_of(save.FILE_NAME).read_text())
    data["campaign"]["custom"] = "yes"
    userdata.path_of(save.FILE_NAME).write_text(json.dumps(data))
    loaded, error = save.load()
    assert loaded is None and "campaign.custom" in error
