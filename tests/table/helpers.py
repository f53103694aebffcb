"""Shared table scenarios: a whole Quick Match played from the title by one input driver, the
table an effect is built for, and a session with its autosaves on disk."""
from __future__ import annotations

import pygame

from game import writer
from game.app import testing as T
from game.table.saving import save
from game.table.saving.autosave import Autosave
from game.table.screens.deal_scene import DealScene
from game.table.screens.play_scene import PlayScene
from game.table.screens.results_scene import ResultsScene
from game.table.screens.setup_scene import RulesSetup
from game.table.tour.shots import session as shot_session


def act(d: T.Driver, scene: PlayScene) -> None:
    """One human decision in the play or tax scene, by driver ``d`` (a ``testing`` driver)."""
    if scene.session.decision() != "play":
        d.press("hint")  # the hint selects the cards owed
        T.step_until(d.app, lambda: not scene.table.hinting, 600, "the hint")
    elif scene.session.can_pass():
        d.press("pass")
        return
    elif d.device == "mouse":  # lead: click the first card of the hand (keys and pads start on it)
        from game.table.view import layout

        rect = layout.hand_rects(len(scene.table.hand_cards()))[0]
        T.click(d.app, (rect.x + 3, rect.centery))
    d.press("confirm")


def play_quick_match(app, d: T.Driver, on_turn=None) -> None:
    """Title -> Quick Match (3 seats, 2 hands, beginner bots) -> every hand -> the final results -> menu.

    ``on_turn(scene)`` runs before each of the human's decisions (a test may unplug a pad there).
    """
    d.press("confirm")  # title -> menu
    d.choose("Quick Match")
    assert isinstance(app.stack.top, RulesSetup)
    d.adjust("Players", -1)  # 4 -> 3 seats
    d.adjust("Match length", -1)  # 3 hands -> 2 hands
    setup = app.stack.top
    assert setup.seat_count == 3 and setup.rules.rounds == 2
    d.choose("START MATCH")
    seen: set = {DealScene}
    assert isinstance(app.stack.top, DealScene)
    d.press("confirm")  # skip the deal
    for _ in range(3000):
        T.settle(app)
        scene = app.stack.top
        seen.add("tax" if isinstance(scene, PlayScene) and scene.tax is not None else type(scene))
        if isinstance(scene, ResultsScene):
            if scene.final is not None:
                break
            d.choose("Next hand")
        elif isinstance(scene, DealScene):
            d.press("confirm")
        elif isinstance(scene, PlayScene) and scene.my_turn:
            if on_turn is not None:
                on_turn(scene)
            act(d, scene)
        else:
            app.step(6)
    scene = app.stack.top
    assert isinstance(scene, ResultsScene) and scene.final is not None
    assert seen >= {DealScene, "tax", PlayScene, ResultsScene}
    assert len(scene.session.match.results) == 2
    d.choose("Menu")
    assert type(app.stack.top).__name__ == "MainMenu"


class Seats:
    """The table protocol effects need (names, boxes, titles), seated with the shots' names: the
    game's own, so they are drawn in the player's language."""

    viewer = 0
    names = ("You", "Aki", "Ben", "Chie")

    def name(self, seat: int) -> str:
        return self.names[seat]

    def box(self, seat: int) -> pygame.Rect:
        return pygame.Rect(10 * seat, 0, 10, 10)

    def title_of(self, seat: int, place: int) -> str:
        return ("Millionaire", "Rich", "Poor", "Beggar")[place - 1]


def saved(moves: int = 4):
    """A shot session autosaved, then ``moves`` first-legal moves on with each autosave on disk."""
    s = shot_session()
    s.subscribe(Autosave())
    save.write_data(save.encode(s))
    for _ in range(moves):
        s.apply(s.match.legal_moves()[0])
    writer.settle()  # the autosaves queued are on disk
    return s


def owing_a_tax_return(table):
    """(app, scene) of a table (the ``table`` fixture) whose human owes a tax return in its second hand:
    the first hand is played out by first legal moves, the first seed that gives the human a return kept."""
    for seed in range(30):
        app, scene = table(seed=seed)
        s = scene.session
        while not s.match.between_hands:
            s.apply(s.match.legal_moves()[0])
        s.deal_next()
        if s.match.hand.pending is not None and s.to_act == 0:
            return app, scene
    raise AssertionError("no seed gave the human a tax return")
