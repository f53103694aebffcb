"""The shared screen of a friends' table keeps every hand private: with no seat at the desktop (a host at
a TV, every seat a friend's on their own device or a bot's), no frame draws a card any hand holds face
up: the deal, the tax, the play, a seat the CPU takes over and gives back, the results, the rematch.

The desktop hosts the table through its own lobby (``LobbyScene``) on 127.0.0.1, frame by frame; each
friend's device is a stand-in that took its seat through the room and answers the decision its seat is
shown with a beginner bot's move, through the seat's feed (as the room does with what the network
carries). The render log (``conftest.RenderLog``) sees every face each frame drew; a face that any hand
holds at that frame is a leak.
"""
from __future__ import annotations

import pytest

from game.app import testing as T
from game.bots import make_bot
from game.engine import Rules
from game.net.host.room import FRIEND
from game.net.screens import lobby_scene
from game.net.screens.lobby_scene import LobbyScene
from game.net.wire.protocol import Bye, Join
from game.table.match.seating import SeatConfig
from game.table.screens.results_scene import ResultsScene
from tests.net.clients import close_tables

FRAMES = 40_000  # a bound on any one walk, far above a match of two hands at the fast speed


class Peer:
    """A friend's device as the room sees one: it keeps what it is sent."""

    def __init__(self) -> None:
        self.sent: list[str] = []

    def send(self, text: str) -> None:
        self.sent.append(text)

    def close(self, reason: str) -> None:
        """Nothing to close: the stand-in has no connection."""


class Friends:
    """Every friend seat's device: each answers its seat's decision with a bot's move, as the phone would."""

    def __init__(self, hosted) -> None:
        self.hosted = hosted
        self.bots = {}
        self.secrets = {}

    def join(self, name: str) -> None:
        seat = self.hosted.room.join(Peer(), Join(self.hosted.code, name, None))
        self.secrets[seat] = self.hosted.room.seats[seat].secret

    def leave(self, seat: int) -> None:
        """The friend says bye: the CPU plays on for them at once."""
        self.hosted.room.handle(seat, Bye())

    def back(self, seat: int) -> None:
        self.hosted.room.join(Peer(), Join(self.hosted.code, f"P{seat}", self.secrets[seat]))

    def answer(self) -> None:
        session = self.hosted.session
        seat = session.to_act
        if seat is None or seat not in self.hosted.net.friends or seat in session.standins:
            return
        if session.match.between_hands or not self.hosted.net.connected.issuperset({seat}):
            return
        owed = self.hosted.net.feed(seat).owed()
        if owed is None:
            return
        bot = self.bots.setdefault(seat, make_bot("beginner:steady", seed=seat))
        assert self.hosted.net.feed(seat).submit(bot.choose(session.view(seat)), owed.key) is None


def tv_table(monkeypatch, rules: Rules, kinds: list[str], seed: int):
    """A desktop hosting ``kinds`` (friends and bot strengths, no seat here), the friends seated and the
    match dealt: (app, hosted, friends)."""
    monkeypatch.setattr(lobby_scene, "BIND", "127.0.0.1")  # tests listen on loopback only
    app = T.headless_app()
    seats = [SeatConfig(FRIEND if kind == FRIEND else kind, "" if kind == FRIEND else f"Bot{i}", "You")
             for i, kind in enumerate(kinds)]
    scene = LobbyScene(app, rules, seats, seed)
    app.stack.reset(scene)
    friends = Friends(scene.hosted)
    for i, kind in enumerate(kinds):
        if kind == FRIEND:
            friends.join(f"P{i}")
    app.step(2)
    scene.start()
    return app, scene.hosted, friends


def held(session) -> set[int]:
    """Every card some hand holds now (jokers by their ids)."""
    return {int(c) for hand in session.match.hand.hands for c in hand}


def walk(app, hosted, friends, render_log, rematches: int = 1) -> dict[str, int]:
    """Play the hosted match (and ``rematches`` more) frame by frame from the desktop, a friend leaving
    the table for the CPU in the first hand and coming back in the second; every frame checked."""
    seen = {"frames": 0, "results": 0, "taxes": 0, "took_over": 0, "rematches": 0}
    watched = None
    left = None
    for _ in range(FRAMES):
        session = hosted.session
        if session is not watched:
            render_log.watch(app, session)  # a rematch is a new session
            watched = session
        friends.answer()
        scene = app.stack.top
        render_log.frames.clear()
        if isinstance(scene, ResultsScene) and not app.stack.busy:
            seen["results"] += 1
            if session.match.is_over:
                if seen["rematches"] == rematches:
                    return seen
                seen["rematches"] += 1
            T.press_key(app, "z")  # next hand, or the rematch
        else:
            app.step(1)
        session = hosted.session
        if left is None and session.match.number == 1 and len(session.match.hand.history) > 4:
            left = next(s for s in hosted.net.friends if s not in session.standins)
            friends.leave(left)
        if left is not None and session.match.number == 2 and left in session.standins and not session.match.between_hands:
            seen["took_over"] += 1
            friends.back(left)
        if session.view(hosted.net.friends[0]).exchanges:
            seen["taxes"] += 1
        cards = held(session)
        for frame in render_log.frames:
            shown = {cid for cid, _owner in frame.face_up} & cards
            assert not shown, (f"hand {session.match.number}: {sorted(shown)} held in a hand drawn face up "
                               f"on the shared screen ({type(app.stack.top).__name__})")
            seen["frames"] += 1
    raise AssertionError("the match never ended")


RULES = Rules.preset("classic").replace(rounds=2, target_points=0)


@pytest.mark.parametrize("rules, kinds, seed", [
    (RULES, [FRIEND, FRIEND, "beginner", FRIEND], 3),
    (Rules.preset("jda").replace(rounds=2, target_points=0, seven_give=True, ten_discard=True),
     [FRIEND, "beginner", FRIEND, "beginner"], 4),
    (RULES.replace(tax_return="choose", fall_from_grace=True, jokers=2), [FRIEND, FRIEND, FRIEND], 5),
])
def test_no_frame_of_a_hosted_match_draws_a_held_card_face_up(monkeypatch, render_log, rules, kinds, seed):
    app, hosted, friends = tv_table(monkeypatch, rules, kinds, seed)
    try:
        seen = walk(app, hosted, friends, render_log)
    finally:
        close_tables(app)
    assert seen["rematches"] == 1 and seen["results"] >= 4 and seen["took_over"] >= 1 and seen["taxes"] > 0
    assert seen["frames"] > 500
