"""Owns the link between a level and the table: builds the session, records the result, shows the outcome.

The table scenes play the match as any other; the campaign listens through two
session hooks: ``after_move`` records the clear in the progress file the
moment the match ends (so quitting at the results screen still counts), and
``on_match_end`` is the results screen's "Continue", which opens the outcome.
Campaign matches are not autosaved: the campaign result would be lost on resume.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from game.table.session import SeatConfig, Session

from . import progress as progress_mod
from .goals import MatchResult
from .level import Level

if TYPE_CHECKING:
    from game.app.app import App

PLAYER = SeatConfig("human", "You", "You")


@dataclass
class Attempt:
    """One try at a level: filled in when the match ends."""

    level: Level
    result: MatchResult | None = None
    stars: int = 0
    unlocked: list[str] = field(default_factory=list)
    error: str | None = None  # the progress file could not be written

    @property
    def cleared(self) -> bool:
        return self.stars > 0


def seats_for(level: Level) -> list[SeatConfig]:
    """The player at seat 0, then the level's opponents in order."""
    return [SeatConfig(**PLAYER.to_dict())] + [
        SeatConfig(o.strength, o.name, o.portrait, o.personality_spec) for o in level.opponents]


def session_for(level: Level, seed: int | None = None) -> tuple[Session, Attempt]:
    seed = random.randrange(1 << 30) if seed is None else seed
    session = Session(level.rules, seats_for(level), seed, "quick")
    attempt = Attempt(level)

    def after_move(s: Session) -> None:
        if s.match.is_over and attempt.result is None:
            record(attempt, MatchResult.from_match(s.match, 0))

    session.after_move = after_move
    return session, attempt


def record(attempt: Attempt, result: MatchResult) -> None:
    """Judge the match and write any clear to the progress file."""
    attempt.result = result
    attempt.stars = attempt.level.goal.stars(result)
    if not attempt.cleared:
        return
    progress, _message = progress_mod.load()  # a damaged file was reported on the map already
    attempt.unlocked = progress.record(attempt.level.id, attempt.stars, attempt.level.unlocks)
    try:
        progress_mod.save(progress)
    except OSError as exc:
        attempt.error = f"Progress could not be saved: {exc}"


def start(app: "App", level: Level) -> None:
    """Replace the top scene (the intro) with the deal of a fresh campaign match."""
    from game.table.deal_scene import DealScene

    from .outcome_scene import OutcomeScene

    session, attempt = session_for(level)
    session.on_match_end = lambda: app.stack.go(lambda: app.stack.replace(OutcomeScene(app, attempt)), "wipe")
    app.stack.go(lambda: app.stack.replace(DealScene(app, session, list(session.match.opening_events))), "wipe")
