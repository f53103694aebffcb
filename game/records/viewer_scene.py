"""Owns the replay viewer: a recorded match played back on the table, move by move, from the engine.

It is the play scene (same table, same animations) with the replay's moves in
place of the players, and the table's own scenes drawn at each step of a hand:
the deal scene deals every hand, the tax scene's panel explains the exchange,
the play scene animates the plays and their effects, the results scene shows
each finished hand. The moves come from the replay, so the table can never
show anything that did not happen; the animations only follow the engine.
Controls: confirm plays or pauses, right finishes what is animating and steps
one move on, left one move back (the position is rebuilt from the seed and
the moves before it), up/down change the speed, page right jumps to the end
of the hand, pass turns every hand face up (and back), cancel leaves.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game import scenes
from game.app.input import Action
from game.app.widgets import MenuList
from game.engine import Match, Owed
from game.engine.cards import TEXT
from game.engine.events import Event, HandOver, TaxPaid
from game.gfx import fit
from game.gfx.font import FONT
from game.gfx.palette import COLORS
from game.i18n import N_, _, pgettext
from game.records import store
from game.records.history import DEAL
from game.records.replay import Replay, ReplayError, deal_step
from game.scenes.common import MessageOverlay
from game.table.animations import Animator
from game.table.deal_scene import DealScene
from game.table.play_scene import PlayScene
from game.table.results_scene import ResultsScene
from game.table.session import SeatConfig, Session
from game.table.tax_scene import TaxScene

if TYPE_CHECKING:
    from game.app.app import App

# label, ticks between moves, deal ticks per tick (the animations run 4x faster from x2 on)
SPEEDS = ((N_("x1/2"), 48, 1), (N_("x1"), 24, 1), (N_("x2"), 10, 2), (N_("x4"), 3, 4))
# The line under the hand: playing or paused, the speed, where in the replay (the canvas less its margins).
STATE = fit.box("viewer state", 470, holds=[speed for speed, _wait, _step in SPEEDS])
HAND_PAUSE = 150  # ticks a hand's results stay on screen before the next deal, while playing


class WatchedSession(Session):
    """A table for watching: every seat plays as recorded, none is a bot standing in for a human."""

    watching = True  # the board tags no seat BOT (game.table.board.seat_box)


def session_for(replay: Replay) -> Session:
    """The recorded seats with their recorded names, every one played from the replay (no bot thinks):
    the watched seat is the first human's, a stand-in so the table never offers it a turn."""
    watcher = next((i for i, s in enumerate(replay.seats) if s.kind == "human"), 0)
    seats = [SeatConfig("human" if i == watcher else ("medium" if s.kind == "human" else s.kind),
                        s.name, s.face, s.style or "steady") for i, s in enumerate(replay.seats)]
    session = WatchedSession(replay.rules, seats, replay.seed, "pass" if replay.mode == "pass" else "quick")
    session.set_standin(watcher, True)  # the replay moves for the watched seat too
    return session


class ReplayViewer(PlayScene):
    @property
    def phase(self) -> str:  # type: ignore[override]
        """The word on the status strip, in the language drawn."""
        return _("REPLAY")

    def __init__(self, app: "App", replay: Replay) -> None:
        self.replay = replay
        session = session_for(replay)
        super().__init__(app, session)
        self.step = 0  # replay moves applied
        self.playing = True
        self.speed = 1
        self.face_up = False
        self.hand_wait = 0
        self.dealing: DealScene | None = None  # the deal being animated, drawn by the table's deal scene
        self.results: ResultsScene | None = None  # the finished hand's results, once its last effect played
        # The tax scene draws its panel for this viewer while the exchange lasts (the same session and animator).
        self.tax = TaxScene(app, session, None, self.animator)
        self.taxing = False
        self._deal(list(session.match.opening_events))

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
        if move == DEAL:
            events = self.session.deal_next()
            self._deal(events)
        else:
            events = self.session.apply(move)
            self.feed(events)
        return events

    def feed(self, events: list[Event]) -> None:
        super().feed(events)
        self.wait = SPEEDS[self.speed][1]  # the next move waits as long as the speed says, not a bot's delay

    def _deal(self, events: list[Event]) -> None:
        """A hand begins: the deal scene deals it, then its tax and first lead are animated here."""
        self.results = None
        self.hand_wait = 0
        self.dealing = DealScene(self.app, self.session, events)
        self._taxes(events)

    def _taxes(self, events: list[Event]) -> None:
        self.tax.taxes = tuple(e for e in events if isinstance(e, TaxPaid))
        self.taxing = bool(self.tax.taxes) or self.session.match.hand.pending is Owed.RETURN

    def _dealt(self) -> None:
        """The deal has been animated: what came with it (the tax, the lead) animates on the table."""
        assert self.dealing is not None
        rest, self.dealing = self.dealing.rest, None
        self.app.sound("card")
        self.feed(rest)

    def finish(self) -> None:
        """Every animation under way ends at once: the table shows the engine's position."""
        if self.dealing is not None:
            self._dealt()
        self.animator.flush()

    def back(self) -> None:
        """One step back: the position before it, rebuilt from the seed and the moves (no animation)."""
        self.go_to(max(0, self.step - 1))

    def go_to(self, step: int) -> None:
        match = Match(self.replay.rules, len(self.replay.seats), self.replay.seed)
        dealt = list(match.opening_events)
        for move in self.replay.moves[:step]:
            if move == DEAL:
                dealt = deal_step(match)
            else:
                match.apply(move)
        self.session.match = match
        self.step = step
        self.dealing, self.results, self.hand_wait = None, None, 0
        self.animator = self.tax.animator = Animator(self.app.ticks_for)
        self._taxes(dealt)
        self.taxing = match.hand.pending is Owed.RETURN  # the panel stays while a return is owed
        self.show_as_it_stands()

    def next_hand(self) -> None:
        """Play on without animation to the end of the hand in play (or of the next, between hands)."""
        if self.hand_done and not self.at_end:
            self.forward()  # the deal
        self.finish()
        while not self.at_end:
            events = self.forward()
            self.finish()
            if any(isinstance(e, HandOver) for e in events):
                break

    # -- input and ticking -------------------------------------------------------------------------
    @property
    def my_turn(self) -> bool:
        return False  # a replay is watched: nobody has a turn, nothing is picked or timed

    def handle(self, action: Action) -> None:
        name = action.name
        if name == "confirm":
            self.playing = not self.playing
        elif name == "right":
            self.playing = False
            self.finish()
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
        deal_rate = SPEEDS[self.speed][2]
        self.animator.fast = self.speed >= 2
        if self.dealing is not None:  # the deal is the step already made: it plays out, paused or not
            for _tick in range(deal_rate):
                if self.dealing is not None:
                    self._deal_tick()
            return
        self.animator.update(self.app.sound)
        if not self.animator.idle:
            return
        if self.taxing and self.session.match.hand.pending is not Owed.RETURN:
            self.taxing = False  # the exchange is over and animated: play takes the table
        if self.hand_done:
            self._between_hands()
            return
        if not self.playing:
            return
        self.wait -= 1
        if self.wait > 0:
            return
        if self.at_end:
            self.playing = False
        else:
            self.forward()

    def _deal_tick(self) -> None:
        """One tick of the deal scene's animation; its last is the viewer's (the live table would
        move on to the tax or play scene there)."""
        assert self.dealing is not None
        if self.dealing.t + 1 < self.dealing.total_ticks:
            self.dealing.update()
        else:
            self._dealt()

    def _between_hands(self) -> None:
        """The finished hand's results show a moment (for good at the match's end), then the next deal."""
        if self.results is None:
            self.results = self._results()
        if not self.playing:
            return
        if self.session.match.is_over or self.at_end:
            self.playing = False  # stay on the match's end
            return
        self.hand_wait += 1
        if self.hand_wait >= HAND_PAUSE // SPEEDS[self.speed][2]:
            self.forward()

    def _results(self) -> ResultsScene:
        """The results scene's picture of the finished hand; its buttons are the viewer's prompts."""
        results = ResultsScene(self.app, self.session)
        results.menu = MenuList([], results.menu.rect)
        if self.replay.mode == "campaign":
            results.code = None  # as at the campaign's own table: a level's deals are not handed out
        return results

    def prompts(self) -> list[tuple[str, str]]:
        # TRANSLATORS: the replay viewer's prompts, as on a video player (Play: play the replay back).
        return [("confirm", pgettext("replay", "Pause") if self.playing else pgettext("replay", "Play")),
                ("right", pgettext("replay", "Step")), ("left", pgettext("replay", "Back")),
                ("up", pgettext("replay", "Speed")), ("page_right", pgettext("replay", "Next hand")),
                ("pass", pgettext("replay", "Faces")), ("cancel", pgettext("replay", "Leave"))]

    # -- drawing -----------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if self.dealing is not None:
            self.dealing.draw(surface)
        elif self.results is not None:
            self.results.draw(surface)
        else:
            super().draw(surface)
        FONT.draw(surface, fit.into(self.state_label(), STATE), (240, 246), COLORS["sky"], "center",
                  shadow=COLORS["ink"])

    def state_label(self) -> str:
        """Playing or paused, the speed, where in the replay, and whether faces are up."""
        moves = len(self.replay.moves)
        # TRANSLATORS: box=viewer state
        label = (_("PLAYING {speed}  move {step}/{moves}") if self.playing
                 else _("PAUSED {speed}  move {step}/{moves}")).format(
            speed=_(SPEEDS[self.speed][0]), step=self.step, moves=moves)
        if self.face_up:
            label = _("{state}  FACES UP").format(state=label)
        return label

    def draw_extra(self, surface: pygame.Surface, view) -> None:
        if self.taxing:
            self.tax.draw_extra(surface, view)
        if self.face_up:
            hand = self.session.match.hand
            for seat, box in self.boxes().items():
                if seat == view.seat or seat not in hand.active:
                    continue
                for i, c in enumerate(sorted(hand.hands[seat])[:14]):
                    surface.blit(self.art.small_face(TEXT[c]), (box.x + 3 + i * 7, box.bottom + 2))

    def status_line(self) -> tuple[str, str]:
        """Between moves: where the replay is and who moves next (nobody is thinking: it is recorded)."""
        if not self.animator.idle or self.hand_done:
            return super().status_line()
        where = {"hand": self.session.match.number, "move": self.step}
        seat = self.session.to_act
        if seat is None:
            # TRANSLATORS: box=table status
            text = _("Replay: hand {hand}, move {move}") if self.playing else _("Paused: hand {hand}, move {move}")
            return text.format(**where), "sky"
        # TRANSLATORS: box=table status
        text = (_("Replay: hand {hand}, move {move}. Next: {name}") if self.playing
                else _("Paused: hand {hand}, move {move}. Next: {name}"))
        return text.format(name=self.session.name(seat), **where), "sky"


def viewer(app: "App", replay: Replay | None = None) -> "PlayScene | MessageOverlay":
    """The viewer for ``replay`` (the newest stored one when None), or a message saying why it cannot open."""
    if replay is None:
        replays = store.load_replays()
        if not replays:
            return MessageOverlay(app, _("Replays"),
                                  # TRANSLATORS: box=message text
                                  _("No match has been recorded yet: play one first."))
        replay = replays[0]
    try:
        replay.final()
    except ReplayError as exc:
        # TRANSLATORS: box=message title
        return MessageOverlay(app, _("This replay cannot be shown"), str(exc))
    return ReplayViewer(app, replay)


scenes.register("replay_viewer", viewer)
