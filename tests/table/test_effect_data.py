"""Effects and the strip draw from the events' and the view's data, never from the engine's moved-on state;
refusals are the engine's own words."""
import dataclasses

import pygame

from game.app import testing as T
from game.app.app import App
from game.engine import IllegalMove
from game.engine.events import JackBack, WentOut
from game.table.screens.play_scene import PlayScene
from game.table.tour.shots import session as shot_session
from game.table.tour.shots import Still
from game.table.view import board, hud
from game.table.view.table_view import TableView


class SpyFont:
    """Records every text drawn, drawing it as well."""

    def __init__(self, font):
        self.font, self.texts = font, []

    def draw(self, surface, text, *args, **kwargs):
        self.texts.append(text)
        return self.font.draw(surface, text, *args, **kwargs)

    def __getattr__(self, name):
        return getattr(self.font, name)


def test_jack_back_arrow_follows_the_event_not_the_engine(monkeypatch):
    app = App(headless=True)
    pygame.event.clear()  # a stale "focus lost" from an earlier test's window would pause this app
    s = shot_session()
    assert not s.match.hand.reversed  # the engine says 2 is high; the event says the jack reversed it
    scene = PlayScene(app, TableView(app, s))
    app.stack.reset(scene)
    s.subscribe(Still())  # the bots hold still
    scene.table.feed([JackBack(1, True, True)])
    spy = SpyFont(board.FONT)
    monkeypatch.setattr(board, "FONT", spy)
    app.step(10)
    assert "<<< 3 HIGH <<<" in spy.texts and ">>> 2 HIGH >>>" not in spy.texts


def test_strip_reads_the_order_from_reversed():
    view = shot_session().view()
    flipped = dataclasses.replace(view, reversed=True)  # no revolution or jack-back flag to say why
    assert "3 is high" in hud.states(flipped)[0][0]
    both = dataclasses.replace(view, reversed=False, revolution=True, jack_back=True)
    assert hud.states(both)[0][0] == "REVOLUTION, JACK-BACK: 2 is high"


def _owing_a_give():
    """Seat 0 owes an exact give (not "up to": there the pass key gives none, ``selection.none_move``)."""
    s = shot_session(seven_give=True, give_discard_up_to=False)
    for _ in range(400):
        if s.match.hand.pending == "give" and s.to_act == 0:
            return s
        legal = s.match.legal_moves()
        sevens = [m for m in legal if any(str(c).startswith("7") for c in m.cards)]
        s.apply(sevens[0] if s.to_act == 0 and sevens else legal[0])
    raise AssertionError("no give owed by seat 0")


def test_pass_shows_the_engines_refusal():
    s = _owing_a_give()
    app = App(headless=True)
    scene = PlayScene(app, TableView(app, s))
    scene.table.show_as_it_stands()
    app.stack.reset(scene)
    app.step(1)
    assert scene.my_turn
    trial = s.match.hand.copy()
    try:
        trial.apply("pass")
        raise AssertionError("passing should be refused while a give is owed")
    except IllegalMove as exc:
        expected = str(exc)
    T.press_key(app, "c")
    assert scene.table.message == expected


def test_going_out_banner_takes_the_title_from_the_hands_end():
    app = App(headless=True)
    s = shot_session()
    events = []
    while not s.match.between_hands:
        events += s.apply(s.match.legal_moves()[0])
    scene = PlayScene(app, TableView(app, s))
    app.stack.reset(scene)
    # Once the hand is over, the going-out banners say the titles the engine gave it (the table
    # never works a title out from a place itself).
    over = s.match.results[-1]
    outs = [e for e in events if isinstance(e, WentOut)]
    scene.table.feed(outs)
    texts = [fx.text for fx in scene.table.animator.queue if fx.kind == "out"]
    assert outs and len(texts) == len(outs)
    for e, text in zip(outs, texts):
        assert text.endswith(f"place - {over.titles[e.seat]}")
