"""Owns resuming the autosave: the "continue" scene factory and the scene a saved match reopens in.

A resumed match opens in the step its state calls for (``flow.scene_for``).
A damaged save is reported over the menu; a backup that loaded says so too.

A save that names a campaign level is handed to the campaign by name
(``campaign.continue`` in the scene registry, so the table never imports the
campaign). When the campaign cannot take it back (the level file is gone or
broken now), the match resumes as a plain one with a message saying its clear
cannot be recorded; the link stays in the save, so restoring the file restores it.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.app import registry
from game.app.scene import Scene
from game.i18n import _
from game.app.common import MessageOverlay
from game.table import flow, save, tables
from game.table.session import Session

if TYPE_CHECKING:
    from game.app.app import App


def reopen(app: "App", session: Session) -> tuple[Scene, str | None]:
    """The scene a loaded session resumes in, and a message when a campaign link had to be dropped."""
    link = session.campaign
    note = None
    if link is not None:
        take_back = registry.factory("campaign.continue")
        why = _("the campaign is not part of this build")
        if take_back is not None:
            try:
                return take_back(app, session), None
            except ValueError as exc:  # the level file is gone, broken or seats another count now
                why = str(exc)
        note = _("This match was played at the campaign table {file}, but {why}. "
                 "It resumes as a plain match: its clear cannot be recorded.").format(file=link.file, why=why)
    return flow.scene_for(app, tables.played(session)), note


def continue_scene(app: "App") -> Scene:
    """The saved match, or a message over the menu when there is none or it was damaged."""
    session, error = save.load()
    if session is None:
        # TRANSLATORS: box=message title
        return MessageOverlay(app, _("Cannot continue"), error or _("There is no saved match."))
    scene, note = reopen(app, session)
    if error or note:
        app.stack.push(scene)  # the menu pushes what we return: show the message over the table
        # TRANSLATORS: box=message title
        title = (getattr(error, "title", _("Save repaired")) if error
                 # TRANSLATORS: box=message title
                 else _("Campaign table missing"))
        return MessageOverlay(app, title, " ".join(m for m in (error, note) if m))
    return scene


def available() -> bool:
    """The menu shows Continue only when there is something to continue."""
    return save.exists()


registry.register("continue", continue_scene, available=available)
