"""Owns the campaign's entries in the screenshot tour: the map, a level intro and both outcomes.

A broken level file (shipped or the player's own) must not break the tour or
the self-test that runs it: each shot takes the valid level nearest the one it
would like, and says so plainly if no level loads at all.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.shots import shot

from . import progress
from .goals import MatchResult
from .level import Level
from .map_scene import MapScene
from .play import Attempt
from .road import Road

if TYPE_CHECKING:
    from game.app.app import App


def _some_progress() -> progress.Progress:
    """A player partway down the road: four tables cleared with mixed stars (never saved)."""
    road = Road.load()
    p = progress.Progress()
    for entry, stars in zip(road.shipped[:4], (3, 2, 1, 3)):
        if entry.level is not None:
            p.record(entry.id, stars, entry.level.unlocks)
    return p


@shot("campaign-map", order=60)
def map_shot(app: "App") -> None:
    app.stack.reset(MapScene(app, _some_progress()))
    app.step(1)


def _playable(road: Road, index: int) -> tuple[Level, Level | None]:
    """The shipped level at ``index`` (negative counts from the end) and the one before it on the road.

    When that level is broken, the nearest valid one before it stands in (else the nearest after).
    """
    shipped = road.shipped
    if shipped:
        i = index % len(shipped)
        for entry in shipped[i::-1] + shipped[i + 1:]:
            if entry.level is not None:
                return entry.level, road.previous(entry)
    raise RuntimeError("no shipped level file loads, so the campaign shots have no table to show")


def _intro(app: "App", index: int) -> None:
    from .intro_scene import IntroScene

    level, previous = _playable(Road.load(), index)
    app.stack.reset(IntroScene(app, level, previous))
    app.step(1)


@shot("campaign-intro", order=61)
def intro_shot(app: "App") -> None:
    _intro(app, 6)  # a boss table with a preset change: the longest list of differences


@shot("campaign-intro-final", order=61)
def intro_final_shot(app: "App") -> None:
    _intro(app, -1)  # the longest teaching text


def _outcome(app: "App", cleared: bool) -> None:
    from .outcome_scene import OutcomeScene

    level, _previous = _playable(Road.load(), 4)
    places = ((0, 1, 2, 3), (1, 0, 3, 2), (0, 2, 1, 3), (2, 1, 0, 3)) if cleared else ((3, 1, 2, 0),) * 4
    result = MatchResult(0, places, (9, 7, 5, 3) if cleared else (0, 8, 6, 10), 0 if cleared else 3)
    attempt = Attempt(level, result, level.goal.stars(result), list(level.unlocks) if cleared else [])
    app.stack.reset(OutcomeScene(app, attempt))
    app.step(90)


@shot("campaign-cleared", order=62)
def cleared_shot(app: "App") -> None:
    _outcome(app, True)


@shot("campaign-failed", order=63)
def failed_shot(app: "App") -> None:
    _outcome(app, False)


def _level_table(app: "App", hands_played: int = 0):
    """A campaign table partway through (``hands_played`` hands finished): its goal in the corner."""
    from game.table.tour.shots import table

    from .play import session_for

    level, _previous = _playable(Road.load(), 3)
    s, _attempt = session_for(level, seed=5)
    while len(s.match.results) < hands_played:
        if s.match.between_hands:
            s.deal_next()
        s.apply(s.match.legal_moves()[0])
    return s, table(app, s, steps=2)


@shot("campaign-table", order=64)
def table_shot(app: "App") -> None:
    _level_table(app)


@shot("campaign-table-menu", order=64)
def table_menu_shot(app: "App") -> None:
    from game.table.screens.handoff_scene import TableMenu

    s, _scene = _level_table(app)
    app.stack.push(TableMenu(app, s))
    app.step(1)


@shot("campaign-results", order=64)
def results_shot(app: "App") -> None:
    from game.table.screens.results_scene import ResultsScene

    _s, scene = _level_table(app, hands_played=1)
    app.stack.reset(ResultsScene(app, scene.table))
    app.step(1)
