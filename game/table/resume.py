"""Owns resuming the autosave: the "continue" scene factory and the scene a saved match reopens in.

A resumed match opens in the scene its state calls for (tax while a return is
owed, otherwise play), with the table shown as it stands and no animation.
A damaged save is reported over the menu; a backup that loaded says so too.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from game import scenes
from game.app.scene import Scene
from game.scenes.common import MessageOverlay
from game.table import save
from game.table.session import Session

if TYPE_CHECKING:
    from game.app.app import App


def scene_for(app: "App", session: Session) -> Scene:
    from game.table.play_scene import PlayScene
    from game.table.tax_scene import TaxScene

    session.after_move = save.write
    cls = TaxScene if session.match.hand.pending == "return" else PlayScene
    scene = cls(app, session)
    scene._rebuild_shown()
    return scene


def continue_scene(app: "App") -> Scene:
    """The saved match, or a message over the menu when there is none or it was damaged."""
    session, error = save.load()
    if session is None:
        return MessageOverlay(app, "Cannot continue", error or "There is no saved match.")
    scene = scene_for(app, session)
    if error:
        app.stack.push(scene)  # the menu pushes what we return: show the message over the table
        return MessageOverlay(app, "Save repaired", error)
    return scene


def available() -> bool:
    """The menu shows Continue only when there is something to continue."""
    return save.exists()


continue_scene.available = available  # type: ignore[attr-defined]
scenes.register("continue", continue_scene)
