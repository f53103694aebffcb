"""Registers "Join a Table" in the screenshot tour (``game.shots``): the join screen with a table found
nearby and a seat to rejoin, and a table played from a seat at another computer's table.

Nothing here touches the network: the joined table is fed the messages a host
would send this seat, made by the host's own code (``views``) from a match
played on this computer, through a link that only queues them.
"""
from __future__ import annotations

import queue
import time
from typing import TYPE_CHECKING, Any

from game.engine import Match, Rules
from game.engine.events import HandOver, MatchOver
from game.net.join.client_session import ClientSession
from game.net.join.joined import Reconnecting
from game.net.join.seat_record import SeatRecord
from game.net.screens.join_scene import JoinScene
from game.net.wire import views
from game.net.wire.discovery import TableAd
from game.shots import shot
from game.table.screens import flow
from game.table.wording.rules_text import BOT_NAMES

if TYPE_CHECKING:
    from game.app.app import App
    from game.table.screens.results_scene import ResultsScene

SEAT = 2  # the joined seat
NAMES = ["You", BOT_NAMES[1], "Ann", BOT_NAMES[3]]  # as the host words them: its own player is "You" there


class Found:
    """The tables nearby, as discovery would list them (the tour looks for nothing)."""

    def browse(self) -> None:
        """Nothing to look for: the table is given."""

    def tables(self) -> list[TableAd]:
        return [TableAd("KMRT", "Kai", 4, 2, "192.168.1.20", 8765)]

    def close(self) -> None:
        """Nothing was opened."""


class Canned:
    """A link with nothing more to bring, that sends nowhere (the host's first messages are handed over)."""

    def __init__(self) -> None:
        self.inbox: queue.Queue[Any] = queue.Queue()
        self.room = "KMRT"

    def send(self, kind: str, **fields: Any) -> None:
        """The tour sends nothing."""

    def close(self) -> None:
        """Nothing is open."""


@shot("join", 260)
def _join(app: "App") -> None:
    scene = JoinScene(app, Found())
    scene.record = SeatRecord("192.168.1.20", 8765, "KMRT", "Ann", "secret", time.time())
    scene.address.text, scene.code.text, scene.name.text = "192.168.1.20:8765", "ACDE", "Ann"
    scene._refused(  # the wrong code's message, as a host's refusal words it: the longest status there is
        {"type": "error", "field": "room", "expected": "the code of a table hosted here"})
    app.stack.reset(scene)
    app.step(2)


@shot("join-table", 261)
def _table(app: "App") -> None:
    _joined(app)


def _joined(app: "App") -> ClientSession:
    """A seat at a hosted table, on its turn a few plays into the first hand."""
    match = Match(Rules.preset("classic"), 4, seed=3)
    for _ in range(40):
        if match.to_act == SEAT or match.between_hands:
            break
        match.apply(match.legal_moves()[-1])
    view = {**views.seat_fields(match.view(SEAT)), "names": NAMES}
    seen = match.view(SEAT)
    decision = {"kind": "play", "count": None, "to": None, "can_pass": any(m.is_pass for m in seen.legal),
                "key": 0} if seen.my_turn and seen.pending is None else None
    messages = [{"type": "view", "view": view}] + ([{"type": "decision", "decision": decision}] if decision else [])
    session, _events = ClientSession.opened(Canned(), SEAT, messages)  # type: ignore[arg-type]
    app.stack.reset(flow.scene_for(app, session))
    app.step(2)
    return session


@shot("join-reconnecting", 262)
def _reconnecting(app: "App") -> None:
    session = _joined(app)
    session.lost = True
    app.stack.push(Reconnecting(app, session))
    app.step(1)


@shot("join-results-waiting", 263)
def _waiting(app: "App") -> None:
    """The first hand's results at a joined seat after Next hand, the host not having dealt yet."""
    results = _results(app, Rules.preset("classic"))
    results._next()  # Next hand: nothing dealt yet
    app.step(2)


@shot("join-final-results", 264)
def _final(app: "App") -> None:
    """A joined seat's final results: Rematch waits for the host's new deal, Menu leaves the table."""
    _results(app, Rules.preset("classic").replace(rounds=1, target_points=0))
    app.step(2)


def _results(app: "App", rules: Rules) -> "ResultsScene":
    """The results of a joined seat's first hand (the match's last, for a one-hand match), on screen."""
    from game.table.screens.results_scene import ResultsScene
    from game.table.view.table_view import TableView

    match = Match(rules, 4, seed=3)
    heard = []
    while not match.between_hands and not match.is_over:
        heard += match.apply(match.legal_moves()[-1])
    view = {**views.seat_fields(match.view(SEAT)), "names": NAMES}
    session, _events = ClientSession.opened(Canned(), SEAT, [{"type": "view", "view": view}])  # type: ignore[arg-type]
    session.match.results += [e for e in heard if isinstance(e, HandOver)]
    session.match.winner = next((e.winner for e in heard if isinstance(e, MatchOver)), None)
    results = ResultsScene(app, TableView(app, session))
    app.stack.reset(results)
    return results
