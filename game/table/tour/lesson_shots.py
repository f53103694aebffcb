"""Owns the guided first hand's entries in the screenshot tour: one shot per step, the table as it
stands when the step's explanation shows.

Each shot builds the lesson's table (``lesson_scene.table_for``) and plays
it up to the step through the session: the rivals' scripted moves, the moves
the steps teach for the player (the first legal one where a step teaches
none: the tax return), and the deal of hand 2. The tour and the self-test
start past the first launch's offer, so the lesson is shot here instead.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.app import registry
from game.engine.events import Event
from game.shots import shot
from game.table.match.lesson import STEPS, YOU, Lesson
from game.table.screens.lesson_scene import table_for
from game.table.tour.shots import Still
from game.table.view.table_view import TableView
from game.table.view.tax_panel import TaxPanel

if TYPE_CHECKING:
    from game.app.app import App

FIRST_ORDER = 240  # after the table's own shots


def walk(table: TableView, lesson: Lesson, key: str) -> list[Event]:
    """Play the lesson until step ``key`` shows; returns the deal's events when hand 2 was dealt
    (fed to the table, as the deal scene does)."""
    session = table.session
    lesson.rivals.reading = 0  # the welcome's reading time is the clock's; a shot steps past it
    dealt: list[Event] = []
    for _ in range(200):  # the lesson is a few dozen moves: a bound, not a wait
        if lesson.step.key == key:
            return dealt
        if session.match.between_hands:
            dealt = session.deal_next()
            table.feed(dealt)
        elif session.to_act == YOU:
            session.apply(lesson.step.expect or session.match.legal_moves()[0])
        elif not session.step():
            raise AssertionError(f"the lesson's script ran out before step {key!r}")
    raise AssertionError(f"the lesson never reached step {key!r}")


def _lesson_shot(key: str, order: int) -> None:
    def setup(app: "App") -> None:
        from game.table.screens.play_scene import PlayScene

        table, lesson = table_for(app)
        session = table.session
        dealt = walk(table, lesson, key)
        taxed = dealt and session.match.hand.pending is not None
        table.animator.flush()  # the table heard every move of the walk: it shows where the walk ended
        scene = PlayScene(app, table, tax=TaxPanel(session, dealt) if taxed else None)
        table.show_as_it_stands()
        app.stack.reset(scene)
        session.subscribe(Still())
        app.step(2)

    shot(f"lesson-{key}", order)(setup)


for _i, _step in enumerate(STEPS):
    _lesson_shot(_step.key, FIRST_ORDER + _i)


@shot("lesson-offer", FIRST_ORDER - 1)
def _offer(app: "App") -> None:
    """The first launch: Start at the title offers the guided hand."""
    app.settings.lesson_seen = False
    app.stack.reset(registry.make("title", app))
    app.post("confirm")
    app.step(2)
    app.settings.lesson_seen = True  # the shots after this one start past the offer again


@shot("lesson-off-script", FIRST_ORDER + len(STEPS))
def _off_script(app: "App") -> None:
    """A move the steering never saw (as auto-pass makes) leaves the script: the lesson says so."""
    from game.table.screens.play_scene import PlayScene

    table, lesson = table_for(app)
    session = table.session
    walk(table, lesson, "beat")
    session.apply("8H")  # cuts instead of beating with the 9: the player leads again
    session.apply("5S 5H")  # Aki's scripted K cannot answer a pair
    session.step()
    table.animator.flush()
    app.stack.reset(PlayScene(app, table))
    table.show_as_it_stands()
    session.subscribe(Still())
    app.step(2)
