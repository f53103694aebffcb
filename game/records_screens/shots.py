"""Owns the history's entries in the screenshot tour: Records (its rating chart and its points
chart), a match's results with the rating it moved, Replays, the replay viewer (face down and face
up), and typing a name and a deal code. The matches shown are played by bots here, in the
tour's throwaway data folder, and recorded as any match is."""
from __future__ import annotations

from typing import TYPE_CHECKING

from game import writer
from game.bots import make_bot
from game.engine import Rules
from game.records import store
from game.shots import shot
from game.table.match.seating import SeatConfig
from game.table.match.session import Session
from game.table.saving.recorder import Recorder
from game.table.wording.rules_text import seat_name

if TYPE_CHECKING:
    from game.app.app import App

NAMES = ("You", "Aki", "Ben", "Chie", "Dai", "Emi")  # the faces; the seats are named as the setup names them


def autoplay(session: Session, moves: int | None = None) -> Session:
    """Play on with beginner bots deciding for every seat (humans too): ``moves`` moves, or to the end."""
    bots = {seat: make_bot("beginner", seed=session.seed * 10 + seat) for seat in range(session.match.seats)}
    done = 0
    while not session.match.is_over and (moves is None or done < moves):
        if session.match.between_hands:
            session.deal_next()  # the results dismissed
        else:
            seat = session.to_act
            session.apply(bots[seat].choose(session.match.view(seat)))
        done += 1
    return session


def recorded(rules: Rules, seed: int, seats: int = 4, humans: int = 1, mode: str = "quick") -> Session:
    """A finished match, recorded (replay and records) like one played at the table."""
    cfg = [SeatConfig("human" if i < humans else "medium", seat_name(NAMES[i]), NAMES[i]) for i in range(seats)]
    s = Session(rules.replace(seats=seats), cfg, seed, mode)
    s.subscribe(Recorder())
    return autoplay(s)


def _history() -> None:
    if store.load_replays():
        return
    for seed in range(6):
        recorded(Rules.preset("classic").replace(rounds=3, target_points=0), 40 + seed)
    recorded(Rules.preset("jda").replace(rounds=2), 60, seats=5)
    recorded(Rules.preset("casual").replace(rounds=2), 61, humans=2, mode="pass")


@shot("records", 950)
def _records(app: "App") -> None:
    from game.records_screens.records_scene import RecordsScene

    _history()
    app.stack.reset(RecordsScene(app))
    app.step(1)


@shot("records-points", 950)
def _records_points(app: "App") -> None:
    from game.records_screens.records_scene import RecordsScene

    _history()
    app.stack.reset(RecordsScene(app))
    app.post("confirm")  # the chart turns to the points per match
    app.step(2)


@shot("results-rating", 950)
def _results_rating(app: "App") -> None:
    """A match's end after a few rated ones: the results say the new rating, its change and certainty."""
    from game.table.screens.results_scene import ResultsScene
    from game.table.view.table_view import TableView

    _history()
    s = recorded(Rules.preset("classic").replace(rounds=3, target_points=0), 70)
    writer.settle()  # the history writer rated it: the results screen shows it from its first frame
    app.stack.reset(ResultsScene(app, TableView(app, s)))
    app.step(2)


@shot("replays", 951)
def _replays(app: "App") -> None:
    from game.records_screens.replays_scene import ReplaysScene

    _history()
    app.stack.reset(ReplaysScene(app))
    app.post("down")
    app.step(2)


@shot("replays-by-mode", 951)
def _replays_by_mode(app: "App") -> None:
    from game.records_screens.replays_scene import ReplaysScene

    _history()
    app.stack.reset(ReplaysScene(app))
    for _page in range(3):  # to Pass & Play
        app.post("page_right")
    app.step(2)


def _viewer(app: "App", face_up: bool) -> None:
    from game.records_screens.viewer_scene import ReplayViewer

    _history()
    scene = ReplayViewer(app, store.load_replays()[-1])
    app.stack.reset(scene)
    scene.playing = False
    for _ in range(23):
        scene.finish()
        scene.forward()
    scene.finish()
    if face_up:
        app.post("pass")  # the "faces" switch
    app.step(2)


shot("replay-viewer", 952)(lambda app: _viewer(app, False))
shot("replay-viewer-face-up", 953)(lambda app: _viewer(app, True))


def _open_setup_row(app: "App", key: str) -> None:
    """The Quick Match setup with its row ``key`` activated (its entry box on top), in any language."""
    from game.table.screens.setup_scene import RulesSetup

    setup = RulesSetup(app, "quick")
    app.stack.reset(setup)
    setup.menu.set_focus(setup.reveal(key), sound=False)
    setup.menu.rows[setup.menu.focus].activate()


@shot("name-entry", 954)
def _name_entry(app: "App") -> None:
    from game import i18n
    from game.app import testing

    _open_setup_row(app, "name:0")
    app.stack.top.field.text = ""
    # Typed as text input events, as an IME delivers them: kana in the Japanese tour.
    testing.type_text(app, "ミカ" if i18n.language() == "ja" else "Mika")
    for direction in ("down", "right", "right"):
        app.post(direction)
    app.step(2)


@shot("name-entry-kana", 954)
def _name_entry_kana(app: "App") -> None:
    """The name keyboard's kana page (Japanese only; in English the plain keyboard), a name half typed."""
    from game.app.keyboard import SCRIPT

    _open_setup_row(app, "name:0")
    entry = app.stack.top
    entry.field.text = ""
    for key in (SCRIPT, "は", "゜", "つ", "小"):  # as a pad presses them: ぱっ
        if any(k == key for k, _rect in entry.keys.keys):
            entry.keys.focus = next(i for i, (k, _rect) in enumerate(entry.keys.keys) if k == key)
            app.post("confirm", device="gamepad")
            app.step(1)
    app.step(2)


@shot("deal-code-entry", 955)
def _code_entry(app: "App") -> None:
    from game.app import testing

    _open_setup_row(app, "deal_code")
    testing.type_text(app, "K7QM4XRT2")
    app.post("confirm")
    app.step(2)
