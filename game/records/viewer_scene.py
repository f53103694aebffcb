"""Owns the replay viewer: a recorded match played back on the table, move by move, from the engine.

It is the play scene (same table, same animations) with the replay's moves in
place of the players: the moves come from the replay, so the table can never
show anything that did not happen. Controls: confirm plays or pauses, right
steps one move on, left one move back (the position is rebuilt from the seed
and the moves before it), up/down change the speed, page right jumps to the next
hand, pass turns every hand face up (and back), cancel leaves.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game import scenes
from game.app.input import Action
from game.engine import Match
from game.engine.cards import TEXT
from game.engine.events import Event, HandOver
from game.gfx.font import BIG, FONT
from game.gfx.palette import COLORS
from game.records import store
from game.records.history import DEAL
from game.records.replay import Replay, ReplayError, deal_step
from game.scenes.common import MessageOverlay
from game.table.animations import Animator
from game.table.play_scene import PlayScene
from game.table.session import SeatConfig, Session

if TYPE_CHECKING:
    from game.app.app import App

SPEEDS = (("x1/2", 48), ("x1", 24), ("x2", 10), ("x4", 3))  # label, ticks between moves
HAND_PAUSE = 90  # ticks the end of a hand stays on screen before the next deal, while playing


def session_for(replay: Replay) -> Session:
    """A table for watching: the recorded seats, every one played from the replay (no bot thinks)."""
    watcher = next((i for i, s in enumerate(replay.seats) if s.kind == "human"), 0)
    seats = [SeatConfig("human" if i == watcher else ("medium" if s.kind == "human" else s.kind),
                        s.name, s.name, s.style or "steady") for i, s in enumerate(replay.seats)]
    session = Session(replay.rules, seats, replay.seed, "pass" if replay.mode == "pass" else "quick")
    session.set_standin(watcher, True)  # the replay moves for the watched seat too
    return session


class ReplayViewer(PlayScene):
    phase = "REPLAY"

    def __init__(self, app: "App", replay: Replay) -> None:
        self.replay = replay
        session = session_for(replay)
        super().__init__(app, session, list(session.match.opening_events))
        self.step = 0  # replay moves applied
        self.playing = True
        self.speed = 1
        self.face_up = False
        self.hand_wait = 0

    # -- moving through the replay ------------------------------------------------------------
    @property
    def at_end(self) -> bool:
        return self.step >= len(self.replay.moves)

    def forward(self) -> list[Event]:
        """Apply the next recorded step (a move, or the deal between hands) and animate it."""
        if self.at_end:
            return []
        move = self.replay.moves[self.step]
        self.step += 1
        events = self.session.deal_next() if move == DEAL else self.session.apply(move)
        self.feed(events)
        return events

    def back(self) -> None:
        """One step back: the position before it, rebuilt from the seed and the moves (no animation)."""
        self.go_to(max(0, self.step - 1))

    def go_to(self, step: int) -> None:
        match = Match(self.replay.rules, len(self.replay.seats), self.replay.seed)
        for move in self.replay.moves[:step]:
            deal_step(match) if move == DEAL else match.apply(move)
        self.session.match = match
        self.step = step
        self.animator = Animator(self.app.ticks_for)
        self.show_as_it_stands()

    def next_hand(self) -> None:
        """Play on without animation to the end of the hand in play (or of the next, between hands)."""
        if self.hand_done and not self.at_end:
            self.forward()  # the deal
            self.animator.flush()
        while not self.at_end:
            events = self.forward()
            self.animator.flush()
            if any(isinstance(e, HandOver) for e in events):
                break

    # -- input and ticking -------------------------------------------------------------------------
    def handle(self, action: Action) -> None:
        name = action.name
        if name == "confirm":
            self.playing = not self.playing
        elif name == "right":
            self.playing = False
            self.animator.flush()
            self.forward()
        elif name == "left":
            self.playing = False
            self.back()
        elif name in ("up", "down"):
            self.speed = max(0, min(len(SPEEDS) - 1, self.speed + (1 if name == "up" else -1)))
        elif name == "page_right":
            self.next_hand()
        elif name == "pass":
            self.face_up = not self.face_up
        elif name in ("cancel", "menu"):
            self.app.sound("cancel")
            self.app.stack.pop()
            return
        else:
            return
        self.app.sound("move")

    def update(self) -> None:
        self.animator.fast = self.speed >= 2
        self.animator.update(self.app.sound)
        if not self.animator.idle or not self.playing:
            return
        if self.hand_done:  # the finished hand stays on the table a moment before the next deal
            if self.session.match.is_over:
                self.playing = False  # stay on the match's end
                return
            self.hand_wait += 1
            if self.hand_wait < HAND_PAUSE:
                return
            self.hand_wait = 0
            self.forward()
            return
        self.wait -= 1
        if self.wait > 0:
            return
        self.wait = SPEEDS[self.speed][1]
        if self.at_end:
            self.playing = False
        else:
            self.forward()

    def prompts(self) -> list[tuple[str, str]]:
        return [("confirm", "Pause" if self.playing else "Play"), ("right", "Step"), ("left", "Back"),
                ("up", "Speed"), ("page_right", "Next hand"), ("pass", "Faces"), ("cancel", "Leave")]

    # -- drawing -----------------------------------------------------------------------------------
    def draw_extra(self, surface: pygame.Surface, view) -> None:
        if self.face_up:
            hand = self.session.match.hand
            for seat, box in self.boxes().items():
                if seat == view.seat or seat not in hand.active:
                    continue
                for i, c in enumerate(sorted(hand.hands[seat])[:14]):
                    surface.blit(self.art.small_face(TEXT[c]), (box.x + 3 + i * 7, box.bottom + 2))
        moves = len(self.replay.moves)
        label = (f"{'PLAYING' if self.playing else 'PAUSED'} {SPEEDS[self.speed][0]}  move {self.step}/{moves}"
                 f"{'  FACES UP' if self.face_up else ''}")
        FONT.draw(surface, label, (240, 246), COLORS["sky"], "center", shadow=COLORS["ink"])
        m = self.session.match
        if self.hand_done and self.animator.idle and m.results:
            text = (f"{self.session.name(m.winner)[:10].upper()} WINS" if m.winner is not None
                    else f"HAND {m.results[-1].number} OVER")
            BIG.draw(surface, text, (240, 92), COLORS["gold"], "center", shadow=COLORS["ink"])

    def _status(self) -> tuple[str, str]:
        text, color = super()._status()
        seat = self.session.to_act
        if text.endswith(" is thinking...") and seat is not None:
            return f"{self.session.name(seat)} to move", color
        return text, color


def viewer(app: "App", replay: Replay | None = None) -> "PlayScene | MessageOverlay":
    """The viewer for ``replay`` (the newest stored one when None), or a message saying why it cannot open."""
    if replay is None:
        replays = store.load_replays()
        if not replays:
            return MessageOverlay(app, "Replays", "No match has been recorded yet: play one first.")
        replay = replays[0]
    try:
        replay.final()
    except ReplayError as exc:
        return MessageOverlay(app, "This replay cannot be shown", str(exc))
    return ReplayViewer(app, replay)


scenes.register("replay_viewer", viewer)
