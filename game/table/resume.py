"""Owns resuming the autosave: the "continue" scene factory and the scene a saved match reopens in.

A resumed match opens in the scene its state calls for (tax while a return is
owed, otherwise play), with the table shown as it stands and no animation. A
match saved after a hand's last move opens on that hand's results (the next
hand is dealt when they are dismissed); after its final move (the autosave
runs before the results clear it), on its match-end results, which then clear the save.
A damaged save is reported over the menu; a backup that loaded says so too.

A save that names a campaign level is handed to the campaign's reopener
(``game.campaign.play`` registers it on import, so the table never imports the
campaign). When the campaign cannot take it back (the level file is gone or
broken now), the match resumes as a plain one with a message saying its clear
cannot be recorded; the link stays in the save, so restoring the file restores it.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from game import scenes
from game.app.scene import Scene
from game.scenes.common import MessageOverlay
from game.table import save
from game.table.session import Session

if TYPE_CHECKING:
    from game.app.app import App

# (app, session) -> (the scene to resume in, None) or (None, why the level cannot be used).
CampaignReopener = Callable[["App", Session], "tuple[Scene | None, str | None]"]
_reopen_campaign: CampaignReopener | None = None


def register_campaign(reopener: CampaignReopener) -> None:
    global _reopen_campaign
    _reopen_campaign = reopener


def scene_for(app: "App", session: Session) -> Scene:
    from game.engine.events import MatchOver
    from game.table.play_scene import PlayScene
    from game.table.results_scene import ResultsScene
    from game.table.tax_scene import TaxScene

    session.after_move = save.write
    m = session.match
    if m.between_hands and m.results:
        final = MatchOver(m.winner, tuple(m.scores)) if m.winner is not None else None
        return ResultsScene(app, session, m.results[-1], final, [])
    cls = TaxScene if session.match.hand.pending == "return" else PlayScene
    scene = cls(app, session)
    scene._rebuild_shown()
    return scene


def reopen(app: "App", session: Session) -> tuple[Scene, str | None]:
    """The scene a loaded session resumes in, and a message when a campaign link had to be dropped."""
    link = session.campaign
    if link is None:
        return scene_for(app, session), None
    why = "the campaign is not part of this build"
    if _reopen_campaign is not None:
        scene, why = _reopen_campaign(app, session)
        if scene is not None:
            return scene, None
    return scene_for(app, session), (f"This match was played at the campaign table {link['file']}, but {why}. "
                                     "It resumes as a plain match: its clear cannot be recorded.")


def continue_scene(app: "App") -> Scene:
    """The saved match, or a message over the menu when there is none or it was damaged."""
    session, error = save.load()
    if session is None:
        return MessageOverlay(app, "Cannot continue", error or "There is no saved match.")
    scene, note = reopen(app, session)
    if error or note:
        app.stack.push(scene)  # the menu pushes what we return: show the message over the table
        title = getattr(error, "title", "Save repaired") if error else "Campaign table missing"
        return MessageOverlay(app, title, " ".join(m for m in (error, note) if m))
    return scene


def available() -> bool:
    """The menu shows Continue only when there is something to continue."""
    return save.exists()


continue_scene.available = available  # type: ignore[attr-defined]
scenes.register("continue", continue_scene)
