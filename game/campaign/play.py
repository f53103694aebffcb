"""Owns the link between a level and the table: builds the session, records the result, shows the outcome,
and takes a saved campaign match back when the player continues it.

The table scenes play the match as any other; the campaign listens through two
session hooks: ``after_move`` autosaves (like a quick match) and records the
clear in the progress file the moment the match ends (so quitting at the
results screen still counts), and ``on_match_end`` is the results screen's
"Continue", which opens the outcome. The session's ``campaign`` link (the
level's id, file name and whether it is a custom table) goes into the save;
``reopen`` (``campaign.continue`` in the scene registry, which the table's
Continue asks for by name) finds the level again through the road. The map and
the outcome are reached by name too: this module imports no campaign screen.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from game import scenes
from game.i18n import _
from game.records import recorder
from game.table import flow, save
from game.table.session import SeatConfig, Session

from . import progress as progress_mod
from .goals import MatchResult
from .level import Level
from .road import Road

if TYPE_CHECKING:
    from game.app.app import App
    from game.app.scene import Scene

PORTRAIT = "You"  # the human portrait, whatever name the player goes by
MAX_REASON = 90  # characters of a broken file's message quoted on the resume notice


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


def player_name(progress: progress_mod.Progress) -> str:
    """The name the player goes by in the campaign: the one typed on the map, else "You" in the language in force."""
    return progress.name or _("You")


def seats_for(level: Level, name: str | None = None) -> list[SeatConfig]:
    """The player at seat 0 (``name``, else the progress file's name), then the level's opponents in order.

    A name a rival at this table also has (a custom level may bring one) gives way to the default,
    so two seats never share a name and the records never mix the player with a rival."""
    rivals = [SeatConfig(o.strength, o.name, o.portrait, o.personality_spec) for o in level.opponents]
    name = name or player_name(progress_mod.load()[0])
    if any(r.name == name for r in rivals):
        name = _("You")
    return [SeatConfig("human", name, PORTRAIT)] + rivals


def link_of(level: Level) -> dict[str, Any]:
    """The level's identity as the save keeps it."""
    return {"level": level.id, "file": level.path.name, "custom": level.custom}


def session_for(level: Level, seed: int | None = None) -> tuple[Session, Attempt]:
    seed = random.randrange(1 << 30) if seed is None else seed
    session = Session(level.rules, seats_for(level), seed, "quick")
    return session, attach(session, level)


def attach(session: Session, level: Level) -> Attempt:
    """Make ``session`` this level's match: the save link, the autosave and the result recording."""
    attempt = Attempt(level)
    session.campaign = link_of(level)

    def after_move(s: Session) -> None:
        save.write(s)
        if s.match.is_over and attempt.result is None:
            record(attempt, MatchResult.from_match(s.match, 0))

    session.after_move = after_move
    recorder.attach(session)
    return attempt


def record(attempt: Attempt, result: MatchResult) -> None:
    """Judge the match and write any clear to the progress file."""
    attempt.result = result
    attempt.stars = attempt.level.goal.stars(result)
    if not attempt.cleared:
        return
    progress, _message = progress_mod.load()  # a damaged file was reported on the map already
    attempt.unlocked = progress.record(attempt.level.id, attempt.stars, attempt.level.unlocks)
    if not progress_mod.save(progress):  # never raises; the disk's refusal is also told once over the game
        # TRANSLATORS: box=outcome error
        attempt.error = _("This clear could not be saved to your progress.")


def _outcome_on_end(app: "App", session: Session, attempt: Attempt) -> None:
    session.on_match_end = lambda: app.stack.go(
        lambda: app.stack.replace(scenes.make("campaign.outcome", app, attempt)), flow.WIPE)


def start(app: "App", level: Level) -> None:
    """Replace the top scene (the intro) with the deal of a fresh campaign match."""
    session, attempt = session_for(level)
    _outcome_on_end(app, session, attempt)
    save.write(session)  # Continue works from the deal on, as for a quick match
    flow.start(app, session)


def find_level(link: dict[str, Any], road: Road | None = None) -> tuple[Level | None, str | None]:
    """The level a save link names, as its file reads now, or None and why it cannot be used."""
    road = Road.load() if road is None else road
    entry = road.by_id(link["level"])
    # TRANSLATORS: these complete "This match was played at the campaign table {file}, but ...".
    if entry is None or entry.custom != link["custom"]:
        if link["custom"]:
            # TRANSLATORS: box=message text
            return None, _("that level file is no longer in your custom levels folder")
        # TRANSLATORS: box=message text
        return None, _("that level file is no longer in the game's levels")
    if entry.level is None:
        # TRANSLATORS: box=message text
        error = entry.error or _("it does not load")
        # TRANSLATORS: box=message text
        return None, _("that level file is broken now: {reason}").format(
            reason=error if len(error) <= MAX_REASON else error[:MAX_REASON - 3] + "...")
    return entry.level, None


def reopen(app: "App", session: Session) -> "Scene":
    """Continue a saved campaign match: the map goes beneath (where the outcome returns to) and the
    match resumes with its campaign hooks; a match that ended before the results were shown goes
    straight to its outcome. ValueError says why the level cannot take the match back."""
    assert session.campaign is not None, "reopen needs a session saved from a campaign table"
    level, why = find_level(session.campaign)
    if level is None:
        raise ValueError(why)
    if level.seats != session.match.seats:
        # TRANSLATORS: box=message text
        raise ValueError(_("that level now seats {now} players, not {then}").format(
            now=level.seats, then=session.match.seats))
    app.stack.push(scenes.make("campaign", app))
    attempt = attach(session, level)
    _outcome_on_end(app, session, attempt)
    if session.match.is_over:
        record(attempt, MatchResult.from_match(session.match, 0))
        save.clear()  # a finished match is not resumable
        return scenes.make("campaign.outcome", app, attempt)
    return flow.scene_for(app, session)
