"""Owns the flow of a match at the table: deal -> tax and play -> results -> the next deal, or the
match's end (rematch, menu, or what the table's listeners continue to, the campaign's outcome),
and which step a resumed match opens in.

Every change of step goes through here. Each step is a scene reached by name
through the scene registry (``table.deal``, ``table.play``, ``table.results``,
``table.handoff``; each module registers its own), because those scenes call
back into this module: the typed functions below are the only way in, so
every step is built with what it needs and nothing is set on it afterwards.
One ``TableView`` per session goes from step to step, so nothing on the
table jumps between them.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Sequence

from game.app import registry
from game.app.common import ConfirmDialog
from game.engine import Owed
from game.engine.events import Event, TaxPaid
from game.i18n import N_, _
from game.table.match.session import Session
from game.table.match.table_session import TableSession
from game.table.saving import save, tables
from game.table.view.table_view import TableView
from game.table.view.tax_panel import TaxPanel

if TYPE_CHECKING:
    from game.app.app import App
    from game.app.scene import Scene

WIPE = "wipe"  # the transition between the steps of a match


# -- the steps, built by name with typed arguments ---------------------------------------------------
def deal_scene(app: "App", table: TableView, events: Sequence[Event]) -> "Scene":
    return registry.make("table.deal", app, table, list(events))


def play_scene(app: "App", table: TableView, events: Sequence[Event] = (), tax: TaxPanel | None = None) -> "Scene":
    return registry.make("table.play", app, table, list(events), tax)


def results_scene(app: "App", table: TableView) -> "Scene":
    return registry.make("table.results", app, table)


def handoff_scene(app: "App", session: TableSession, seat: int) -> "Scene":
    return registry.make("table.handoff", app, session, seat)


# -- changes of step ------------------------------------------------------------------------------
# What a new match would replace, as the question before it names it.
# TRANSLATORS: box=question
REPLACES = {"quick": N_("This replaces your saved Quick Match. Start anyway?"),
            # TRANSLATORS: box=question
            "pass": N_("This replaces your saved Pass & Play match. Start anyway?"),
            # TRANSLATORS: box=question
            "campaign": N_("This replaces your saved campaign match. Start anyway?"),
            # TRANSLATORS: box=question
            "friends": N_("This replaces your saved Friends' Table match. Start anyway?")}


def start_over(app: "App", slot: str, begin: Callable[[], None]) -> None:
    """Start a new match of ``slot``'s kind with ``begin``, asking first when it would replace that kind's
    saved match: a save is never deleted without a word."""
    if save.exists(slot):
        app.stack.push(ConfirmDialog(app, _(REPLACES[slot]), begin))
    else:
        begin()


def start(app: "App", session: TableSession) -> None:
    """A fresh match: the top scene (a setup screen, a level intro) wipes to its first deal."""
    deal(app, TableView(app, session), list(session.match.opening_events))


def deal(app: "App", table: TableView, events: list[Event]) -> None:
    """Wipe to the deal of the hand that ``events`` (from HandStarted on) begin."""
    app.stack.go(lambda: app.stack.replace(deal_scene(app, table, events)), WIPE)


def dealt(app: "App", table: TableView, rest: list[Event]) -> None:
    """The deal has been animated: play, with the tax panel when a tax was paid or a return is owed."""
    session = table.session
    taxed = session.match.hand.pending is Owed.RETURN or any(isinstance(e, TaxPaid) for e in rest)
    app.stack.replace(play_scene(app, table, rest, TaxPanel(session, rest) if taxed else None))


def handoff(app: "App", session: TableSession) -> None:
    """Cover the table until the human to act confirms they hold the device."""
    seat = session.to_act
    assert seat is not None, "a handoff is for a seat to act"
    app.stack.push(handoff_scene(app, session, seat))


def hand_over(app: "App", table: TableView) -> None:
    """The finished hand's last animation has played: wipe to its results."""
    app.stack.go(lambda: app.stack.replace(results_scene(app, table)), WIPE)


def next_hand(app: "App", table: TableView) -> None:
    """The results were dismissed: the next hand is dealt as the wipe covers them, so they never
    show its state."""
    app.stack.go(lambda: app.stack.replace(deal_scene(app, table, table.session.deal_next())), WIPE)


def rematch(app: "App", table: TableView) -> None:
    """The same table again (``tables.rematch``): same seats, rules, mode and keeping."""
    table.close()
    session = table.session
    assert isinstance(session, Session), "a table hosted elsewhere waits for its host's rematch (dealt_elsewhere)"
    start(app, tables.rematch(session))


def after_match(app: "App", table: TableView, name: str) -> None:
    """The final results continue to the scene a listener of the match named (the campaign's outcome)."""
    table.close()
    app.stack.go(lambda: app.stack.replace(registry.make(name, app, table.session)), WIPE)


def leave(app: "App") -> None:
    """Back to the main menu (the match stays saved while it is not over)."""
    app.stack.go(lambda: app.stack.reset(registry.make("menu", app)))


def scene_for(app: "App", session: TableSession) -> "Scene":
    """The step a loaded match resumes in, showing the table as it stands (no animation): the
    results of a finished hand (the match-end results, which clear the save, after the last one),
    play with the tax panel while a return is owed, otherwise play."""
    table = TableView(app, session)
    m = session.match
    if m.between_hands and m.results:
        return results_scene(app, table)
    table.show_as_it_stands()
    return play_scene(app, table, tax=TaxPanel(session, ()) if m.hand.pending is Owed.RETURN else None)
