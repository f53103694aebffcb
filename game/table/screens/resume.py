"""Owns resuming the autosaves: the "continue" scene factory and the scene a saved match reopens in.

Each kind of table keeps its own save (``save.SLOTS``). With one save,
Continue resumes it; with several, it lists them, the most recent first and
focused, each named by its kind of table and when it was left. A resumed
match opens in the step its state calls for (``flow.scene_for``). A damaged
save is reported over the menu; a backup that loaded says so too. A save an
older version kept in the one file it had moves to its own kind's file.

A friends' table's save is hosted again by the network side (``friends.continue``
in the scene registry), under its room code, so the friends' devices rejoin.
A save that names a campaign level is handed to the campaign by name
(``campaign.continue`` in the scene registry, so the table never imports the
campaign). When the campaign cannot take it back (the level file is gone or
broken now), the match resumes as a plain one with a message saying its clear
cannot be recorded; the link stays in the save, so restoring the file restores it.
"""
from __future__ import annotations

import time
from typing import TYPE_CHECKING

import pygame

from game import writer
from game.app import registry
from game.app.common import ListScene, MessageOverlay, dim, draw_panel
from game.app.scene import Scene
from game.app.widgets import Button, MenuList
from game.gfx.font import FONT
from game.gfx.palette import COLORS
from game.i18n import N_, _
from game.table.match.session import Session
from game.table.saving import save, tables
from game.table.screens import flow

if TYPE_CHECKING:
    from game.app.app import App


def reopen(app: "App", session: Session) -> tuple[Scene, str | None]:
    """The scene a loaded session resumes in, and a message when a campaign link had to be dropped."""
    if session.friends is not None:
        host = registry.factory("friends.continue")
        if host is not None:  # the friends' table hosted again, under its code: the devices rejoin
            return host(app, session), None
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


# The kinds of table as Continue names them.
SLOT_NAMES = {"quick": N_("Quick Match"), "pass": N_("Pass & Play"), "campaign": N_("Campaign"),
              "friends": N_("Friends' Table")}


def continue_scene(app: "App") -> Scene:
    """The saved match (a list of them when there are several), or a message over the menu when there
    is none or it was damaged."""
    found = save.saved()
    if len(found) > 1:
        return SaveChooser(app, found)
    return resume(app, found[0][0] if found else "quick")


def resume(app: "App", slot: str) -> Scene:
    """``slot``'s saved match, or a message when there is none or it was damaged."""
    session, error = save.load(slot)
    if session is None:
        # TRANSLATORS: box=message title
        return MessageOverlay(app, _("Cannot continue"), error or _("There is no saved match."))
    _own_slot(session, slot)
    scene, note = reopen(app, session)
    if error or note:
        app.stack.push(scene)  # the menu pushes what we return: show the message over the table
        # TRANSLATORS: box=message title
        title = (getattr(error, "title", _("Save repaired")) if error
                 # TRANSLATORS: box=message title
                 else _("Campaign table missing"))
        return MessageOverlay(app, title, " ".join(m for m in (error, note) if m))
    return scene


def _own_slot(session: Session, slot: str) -> None:
    """A match found in another kind's file (the one file an older version kept) is written to its own
    kind's save, then the file it came from is cleared, in that order: moved, never lost."""
    own = save.slot_of(session)
    if own != slot:
        data = save.encode(session)
        writer.queue(lambda: save.write_data(data, own))
        writer.queue(lambda: save.clear(slot))


def when(written: float) -> str:
    """When a save was last written, as Continue shows it: the time today, else the date."""
    then, now = time.localtime(written), time.localtime()
    if then[:3] == now[:3]:
        return time.strftime("%H:%M", then)
    return time.strftime("%Y-%m-%d", then)


class SaveChooser(ListScene):
    """Several saved matches: which one to continue (the most recent first, focused)."""

    transparent = True

    def __init__(self, app: "App", found: list[tuple[str, float]]) -> None:
        rows = [Button(_(SLOT_NAMES[slot]), value=when(written), on_press=lambda slot=slot: self._pick(slot))
                for slot, written in found]
        self.rect = pygame.Rect(0, 0, 220, 34 + 13 * len(rows))
        self.rect.center = (240, 128)
        super().__init__(app, MenuList(rows, pygame.Rect(self.rect.x + 10, self.rect.y + 24, 200, 13 * len(rows)),
                                       sound=app.sound, value_w=70))

    def _pick(self, slot: str) -> None:
        self.app.stack.pop()
        self.app.stack.push(resume(self.app, slot))

    def prompts(self) -> list[tuple[str, str]]:
        return [("confirm", _("Continue")), ("cancel", _("Back"))]

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 120)
        draw_panel(surface, self.rect)
        # TRANSLATORS: box=overlay title
        FONT.draw(surface, _("CONTINUE WHICH MATCH?"), (self.rect.centerx, self.rect.y + 8), COLORS["gold"],
                  "center")
        self.menu.draw(surface)


def available() -> bool:
    """The menu shows Continue only when there is something to continue."""
    return save.exists()


registry.register("continue", continue_scene, available=available)
