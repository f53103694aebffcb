"""Owns the link between a level and the table: builds the session, records the result, shows the outcome,
and takes a saved campaign match back when the player continues it.

The table scenes play the match as any other (``game.table.saving.tables`` builds it,
autosaved and recorded like a quick match); the campaign listens with a
``LevelPlay``: it records the clear in the progress file the moment the match
ends (so quitting at the results screen still counts), and it names the
outcome as what the final results continue to (``campaign.outcome_of``). The
session's ``campaign`` link (the level's id, file name and whether it is a
custom table) goes into the save; ``reopen`` (``campaign.continue`` in the
scene registry, which the table's Continue asks for by name) finds the level
again through the road. The map and the outcome are reached by name too: this
module imports no campaign screen.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from game.app import registry
from game.i18n import _
from game.table.match.seating import CampaignLink, SeatConfig
from game.table.match.session import Listener, Session
from game.table.saving import tables
from game.table.screens import flow

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


def link_of(level: Level) -> CampaignLink:
    """The level's identity as the save keeps it."""
    return CampaignLink(level.id, level.path.name, level.custom)


class LevelPlay(Listener):
    """A session played at a level: records the attempt when the match ends; the final results
    continue to its outcome."""

    after_match = "campaign.outcome_of"

    def __init__(self, level: Level) -> None:
        self.attempt = Attempt(level)

    def match_ended(self, session: Session) -> None:
        if self.attempt.result is None:
            record(self.attempt, MatchResult.from_match(session.match, 0))

    def goal(self, session: Session) -> tuple[str, str] | None:
        """The level's goal and the player's progress toward it, as the match stands now."""
        m = session.match
        so_far = MatchResult(0, tuple(tuple(r.places) for r in m.results), tuple(m.scores),
                             -1 if m.winner is None else m.winner)
        return self.attempt.level.goal.at_table(so_far)


def session_for(level: Level, seed: int | None = None) -> tuple[Session, Attempt]:
    """A fresh match at ``level`` (saved at once, so Continue works from its deal on) and its attempt."""
    seed = random.randrange(1 << 30) if seed is None else seed
    play = LevelPlay(level)
    session = tables.new_match(level.rules, seats_for(level), seed, "quick", campaign=link_of(level),
                               listeners=[play])
    return session, play.attempt


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


def outcome_of(app: "App", session: Session) -> "Scene":
    """The outcome of the level ``session`` was played at (the final results' Continue)."""
    play = session.find(LevelPlay)
    assert play is not None, "the outcome follows a match played at a level"
    return registry.make("campaign.outcome", app, play.attempt)


def start(app: "App", level: Level) -> None:
    """Replace the top scene (the intro) with the deal of a fresh campaign match."""
    session, _attempt = session_for(level)
    flow.start(app, session)


def show_on_map(app: "App", level_id: str) -> None:
    """The map beneath a table's scenes puts its cursor on that table, so the player comes back to the
    table just played or looked at (after a failed table 2 reached by "Next table", table 2, never
    the table the map last opened). The map is reached by name: it is the scene with ``show_table``."""
    for scene in reversed(app.stack.scenes):
        show = getattr(scene, "show_table", None)
        if show is not None:
            show(level_id)
            return


def find_level(link: CampaignLink, road: Road | None = None) -> tuple[Level | None, str | None]:
    """The level a save link names, as its file reads now, or None and why it cannot be used."""
    road = Road.load() if road is None else road
    entry = road.by_id(link.level)
    # TRANSLATORS: these complete "This match was played at the campaign table {file}, but ...".
    if entry is None or entry.custom != link.custom:
        if link.custom:
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
    app.stack.push(registry.make("campaign", app))
    show_on_map(app, level.id)
    play = LevelPlay(level)
    tables.played(session, [play])
    if session.match.is_over:
        play.match_ended(session)
        session.close()  # a finished match is not resumable
        return registry.make("campaign.outcome", app, play.attempt)
    return flow.scene_for(app, session)
