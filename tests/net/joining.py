"""Test helpers for a desktop App joining a table hosted in the same test process, on 127.0.0.1.

The host's clock runs on a thread of its own (``clients.ticking_in_thread``), the App is stepped by
the test; nothing is ordered by sleeping: every wait steps the App until what it waits for is on
screen (``until``), the host moving meanwhile on its own.
"""
from __future__ import annotations

import threading
import time
from typing import Callable

from game.app import testing as T
from game.app.app import App
from game.net.host.room import FRIEND
from game.net.screens.join_scene import JoinScene
from game.table.screens.handoff_scene import ReadingChooser
from game.table.screens.play_scene import PlayScene

ONE_FRIEND = (FRIEND, "beginner", "beginner", "beginner")  # the seats of the one-friend table
TICKS = 20_000  # a wait runs out after this many App ticks (a whole hand takes a few thousand)...
SECONDS = 120.0  # ...and this many seconds both: the host's clock waits on the wall clock between its ticks
# while the App spins, so on a loaded machine the ticks alone run out before a starved host has moved, and
# the seconds alone run out while this thread is the starved one. A pass returns as early as either.


DRAW_EVERY = 8  # a wait draws one tick in eight, as the real loop does on a slow frame (ticks due, then one
# draw): every screen the wait passes through is still drawn, and the ticks are not spent drawing the same
# table again (a hand's wait is thousands of ticks, nine tenths of them drawing)


class Bound:
    """One wait's bound: over once the App has run ``TICKS`` ticks and ``SECONDS`` have passed."""

    def __init__(self) -> None:
        self.ticks = 0
        self._until = time.monotonic() + SECONDS

    def over(self) -> bool:
        """Count one tick; True once both halves of the bound have run out."""
        self.ticks += 1
        return self.ticks > TICKS and time.monotonic() > self._until

    def step(self, app: App) -> None:
        """One tick of the wait, and a draw every ``DRAW_EVERY`` ticks."""
        app.tick()
        if self.ticks % DRAW_EVERY == 0:
            app.draw()

    def failed(self, app: App, why: str) -> AssertionError:
        return AssertionError(f"{why} never happened in {self.ticks} ticks and {SECONDS:.0f} s; "
                              f"stuck on {type(app.stack.top).__name__}")


def until(app: App, done: Callable[[], bool], why: str) -> None:
    """Step the App until ``done()``, within a ``Bound``; the screen it ends on is drawn."""
    bound = Bound()
    while not done():
        if bound.over():
            raise bound.failed(app, why)
        bound.step(app)
    app.draw()


def join(app: App, port: int, code: str, name: str = "Ann") -> JoinScene:
    """At the join screen: type the address, the code and a name with the keyboard, and press Join."""
    scene = app.stack.top
    assert isinstance(scene, JoinScene)
    keys = T.Keyboard(app)
    for label, text in (("Host address: -", f"127.0.0.1:{port}"), ("Room code: -", code), ("Your name: -", name)):
        keys.choose(label)
        T.type_text(app, text)
        T.press_key(app, "return")
    keys.choose("Join")
    return scene


def seated(app: App, scene: JoinScene) -> int:
    until(app, lambda: scene.seat >= 0 or scene.link is None, "a seat")
    assert scene.seat >= 0, scene.status
    return scene.seat


def play_turn(app: App) -> None:
    """On the player's turn: pick the cards of the first legal move with the cursor and Pick, then
    confirm (or Pass when passing is the first legal move), as a player on the keyboard does."""
    keys = T.Keyboard(app)
    scene = app.stack.top
    assert isinstance(scene, PlayScene) and scene.my_turn
    table, session = scene.table, scene.session
    move = session.view().legal[0]
    if move.is_pass:
        keys.press("pass")
        return
    cards = table.hand_cards()
    want = [int(c) for c in move.cards] + [c for c in cards if c >= 52][:len(move.jokers)]
    for card in want:
        while cards[table.cursor] != card:
            keys.press("right")
        keys.press("up")
    keys.press("confirm")
    if isinstance(app.stack.top, ReadingChooser):
        keys.press("confirm")


def play_hand(app: App, check=None) -> None:
    """Play this seat's turns until the hand's results are on screen; ``check(scene)`` on each turn."""
    from game.table.screens.results_scene import ResultsScene

    bound = Bound()
    while not bound.over():
        top = app.stack.top
        if isinstance(top, ResultsScene):
            app.draw()
            T.settle(app)  # the wipe to the results is over: a press reaches them
            return
        if isinstance(top, PlayScene) and top.my_turn and not app.stack.busy:
            if check is not None:
                check(top)
            play_turn(app)
        else:
            bound.step(app)
    raise bound.failed(app, "the hand's end")


def bye_heard(table, seat: int) -> threading.Event:
    """An event set once the host has taken ``seat``'s bye (its room's own handler, wrapped)."""
    heard = threading.Event()
    take = table.room._bye

    def bye(said):
        take(said)
        if said == seat:
            heard.set()

    table.room._bye = bye
    return heard


class Found:
    """Discovery stand-in: the tables "found nearby", with no network at all."""

    def __init__(self, tables=()):
        self.found = list(tables)

    def browse(self):
        pass

    def tables(self):
        return list(self.found)

    def close(self):
        pass


def joined_app(table, port: int, name: str = "Ann") -> tuple[App, JoinScene]:
    """A headless App at "Join a Table" that has joined ``table`` and been given a seat."""
    app = T.headless_app(lambda a: JoinScene(a, Found()))
    scene = join(app, port, table.code, name)
    seated(app, scene)
    return app, scene


def started(table, port: int) -> tuple[App, int]:
    """An App seated at the table, and the host has dealt: (the App, its seat)."""
    app, scene = joined_app(table, port)
    table.start()
    return app, scene.seat


def my_turn(app: App) -> PlayScene:
    """Step until it is this seat's turn at the table, the screen at rest."""
    until(app, lambda: isinstance(app.stack.top, PlayScene) and app.stack.top.my_turn and not app.stack.busy,
          "this seat's turn")
    return app.stack.top


def until_play(app: App) -> PlayScene:
    """Step until the table's play screen is up and at rest."""
    until(app, lambda: isinstance(app.stack.top, PlayScene) and not app.stack.busy, "play")
    return app.stack.top
