"""Owns the flow of a match at the table: deal -> tax -> play -> results -> the next deal, or the
match's end (rematch, menu, or the campaign's outcome), and which step a resumed match opens in.

Every change of step goes through here, and each step is a scene reached by name
through the scene registry (``table.deal``, ``table.tax``, ``table.play``,
``table.results``, ``table.handoff``; each module registers its own), so no table
scene imports the next one and this module imports none of them.
"""
from __future__ import annotations

import random
from typing import TYPE_CHECKING

from game import scenes
from game.engine.events import Event, TaxPaid
from game.table.session import Session

if TYPE_CHECKING:
    from game.app.app import App
    from game.app.scene import Scene
    from game.table.animations import Animator

WIPE = "wipe"  # the transition between the steps of a match


def start(app: "App", session: Session) -> None:
    """A fresh match: the top scene (a setup screen, a level intro) wipes to its first deal."""
    deal(app, session, list(session.match.opening_events))


def deal(app: "App", session: Session, events: list[Event]) -> None:
    """Wipe to the deal of the hand that ``events`` (from HandStarted on) begin."""
    app.stack.go(lambda: app.stack.replace(scenes.make("table.deal", app, session, events)), WIPE)


def dealt(app: "App", session: Session, rest: list[Event]) -> None:
    """The deal has been animated: the tax exchange when one was paid or a return is owed, else play."""
    taxed = session.match.hand.pending == "return" or any(isinstance(e, TaxPaid) for e in rest)
    app.stack.replace(scenes.make("table.tax" if taxed else "table.play", app, session, rest))


def tax_done(app: "App", session: Session, animator: "Animator", fast: bool) -> None:
    """No return is owed any more: play takes over with the same animator, so nothing jumps."""
    play = scenes.make("table.play", app, session, None, animator)
    play.fast = fast  # type: ignore[attr-defined]
    app.stack.replace(play)


def handoff(app: "App", session: Session) -> None:
    """Cover the table until the human to act confirms they hold the device."""
    app.stack.push(scenes.make("table.handoff", app, session, session.to_act))


def hand_over(app: "App", session: Session) -> None:
    """The finished hand's last animation has played: wipe to its results."""
    app.stack.go(lambda: app.stack.replace(scenes.make("table.results", app, session)), WIPE)


def next_hand(app: "App", session: Session) -> None:
    """The results were dismissed: the next hand is dealt as the wipe covers them, so they never
    show its state."""
    app.stack.go(lambda: app.stack.replace(scenes.make("table.deal", app, session, session.deal_next())), WIPE)


def rematch(app: "App", session: Session) -> None:
    """The same table again: same seats, rules and autosave, a seed drawn from the last one."""
    seed = random.Random(session.seed).randrange(1 << 30)
    fresh = Session(session.rules, session.seats, seed, session.mode)
    fresh.after_move = session.after_move
    fresh.on_hand_end = session.on_hand_end
    start(app, fresh)


def leave(app: "App") -> None:
    """Back to the main menu (the match stays saved while it is not over)."""
    app.stack.go(lambda: app.stack.reset(scenes.make("menu", app)))


def scene_for(app: "App", session: Session) -> "Scene":
    """The step a loaded match resumes in, showing the table as it stands (no animation): the
    results of a finished hand (the match-end results, which clear the save, after the last one),
    the tax while a return is owed, otherwise play."""
    m = session.match
    if m.between_hands and m.results:
        return scenes.make("table.results", app, session)
    scene = scenes.make("table.tax" if m.hand.pending == "return" else "table.play", app, session)
    scene.show_as_it_stands()  # type: ignore[attr-defined]
    return scene
