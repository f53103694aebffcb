"""Owns the replay viewer: a recorded match played back on the table, move by move, from the engine.

It holds the table's own view (``TableView``: same table, same animations) of
a session whose every seat plays its recorded moves (``tables.watched``), and
the table's own pictures at each step of a hand: the deal's animation deals
every hand, the tax panel explains the exchange, the view animates the plays
and their effects, the results board shows each finished hand. The viewer is
the replay's clock (play, pause, speed, steps); the moves come from the
replay, so the table can never show anything that did not happen.
Controls: confirm plays or pauses, right finishes what is animating and steps
one move on, left one move back (the position is rebuilt from the seed and
the moves before it), up/down change the speed, page right jumps to the end
of the hand, pass turns every hand face up (and back), cancel leaves.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.app import registry
from game.app.common import MessageOverlay
from game.app.input import Action
from game.app.scene import Scene
from game.engine import Owed, SeatView
from game.engine.cards import TEXT
from game.engine.events import Event, HandOver
from game.gfx import fit
from game.gfx.font import FONT
from game.gfx.palette import COLORS
from game.i18n import N_, _, pgettext
from game.records import store
from game.records.replay import Replay, ReplayError
from game.table.match.session import Session
from game.table.saving import tables
from game.table.screens.deal_scene import FLIGHT, PER_CARD, Dealing
from game.table.screens.results_scene import ResultsBoard
from game.table.view.table_view import TableView
from game.table.view.tax_panel import TaxPanel
from game.table.wording.hand_log import HandLog

if TYPE_CHECKING:
    from game.app.app import App

# label, ticks between moves, deal ticks per tick (the animations run 4x faster from x2 on)
SPEEDS = ((N_("x1/2"), 48, 1), (N_("x1"), 24, 1), (N_("x2"), 10, 2), (N_("x4"), 3, 4))
# The line under the hand: playing or paused, the speed, where in the replay (the canvas less its margins).
STATE = fit.box("viewer state", 470, holds=[speed for speed, _wait, _step in SPEEDS])
HAND_PAUSE = 150  # ticks a hand's results stay on screen before the next deal, while playing


class OpenHands:
    """The other seats' cards face up under their boxes (the viewer's "faces" switch)."""

    def draw(self, surface: pygame.Surface, table: TableView, view: SeatView) -> None:
        hand = table.session.match.hand
        for seat, box in table.boxes().items():
            if seat == view.seat or seat not in hand.active:
                continue
            for i, c in enumerate(sorted(hand.hands[seat])[:14]):
                surface.blit(table.art.small_face(TEXT[c]), (box.x + 3 + i * 7, box.bottom + 2))


class ReplayViewer(Scene):
    def __init__(self, app: "App", replay: Replay) -> None:
        super().__init__(app)
        self.replay = replay
        self.playing = True
        self.speed = 1
        self.open_hands = OpenHands()
        self.go_to(0)
        self.dealing = self._dealing(list(self.session.match.opening_events))

    @property
    def session(self) -> Session:
        return self.table.session

    @property
    def face_up(self) -> bool:
        """Every seat's cards are shown (the "faces" switch)."""
        return self.open_hands in self.table.panels

    @property
    def taxing(self) -> bool:
        """The tax panel is up: the hand's exchange is being shown."""
        return any(isinstance(p, TaxPanel) for p in self.table.panels)

    @property
    def step(self) -> int:
        """Recorded steps taken (moves, and the deals between hands)."""
        return self.script.step

    # -- moving through the replay ------------------------------------------------------------
    @property
    def at_end(self) -> bool:
        return self.script.at_end

    def forward(self) -> list[Event]:
        """Take the next recorded step (a move, or the deal between hands); the table animates it."""
        if self.at_end:
            return []
        if self.script.take_deal():
            events = self.session.deal_next()
            self.dealing = self._dealing(events)
        else:
            events = self.session.step()
        self.wait = SPEEDS[self.speed][1]  # the next move waits as long as the speed says
        return events

    def _dealing(self, events: list[Event]) -> Dealing:
        """A hand begins: its deal is animated first, then its tax and first lead on the table."""
        self.results = None
        self.hand_wait = 0
        self._tax(events)
        return Dealing(self.table, events, max(1, self.app.ticks_for(PER_CARD) - 1), self.app.ticks_for(FLIGHT))

    def _tax(self, events: list[Event]) -> None:
        """The tax panel shows while the hand's exchange lasts (a tax was paid or a return is owed)."""
        panel = TaxPanel(self.session, events)
        faces = [self.open_hands] if self.face_up else []
        self.table.panels = ([panel] if panel.taxes or self.session.match.hand.pending is Owed.RETURN else []) + faces

    def _dealt(self) -> None:
        """The deal has been animated: what came with it (the tax, the lead) animates on the table."""
        assert self.dealing is not None
        rest, self.dealing = self.dealing.rest, None
        self.app.sound("card")
        self.table.feed(rest)

    def finish(self) -> None:
        """Every animation under way ends at once: the table shows the engine's position."""
        if self.dealing is not None:
            self._dealt()
        self.table.animator.flush()

    def back(self) -> None:
        """One step back: the position before it, rebuilt from the seed and the moves (no animation)."""
        self.go_to(max(0, self.step - 1))

    def go_to(self, step: int) -> None:
        """The position after ``step`` recorded steps, rebuilt on a fresh watched table (no animation);
        the faces stay as they were."""
        faces = [self.open_hands] if "table" in vars(self) and self.face_up else []  # none before the first
        session, self.script = tables.watched(self.replay)
        dealt = list(session.match.opening_events)
        while self.script.step < step:
            if self.script.take_deal():
                dealt = session.deal_next()
            elif not session.step():
                break
        self.table = TableView(self.app, session, idle_status=self._idle_status)
        self.table.phase = N_("REPLAY")
        self.table.panels = faces
        self.dealing, self.results, self.hand_wait = None, None, 0
        self.wait = SPEEDS[self.speed][1]
        self._tax(dealt)
        self.table.show_as_it_stands()

    def next_hand(self) -> None:
        """Play on without animation to the end of the hand in play (or of the next, between hands)."""
        if self.table.hand_done and not self.at_end:
            self.forward()  # the deal
        self.finish()
        while not self.at_end:
            events = self.forward()
            self.finish()
            if any(isinstance(e, HandOver) for e in events):
                break

    # -- input and ticking -------------------------------------------------------------------------
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
        elif name == "hint":  # the log of the hand so far, as the table showed it
            self.app.stack.push(HandLog(self.app, self.table.animator.log))
            return
        elif name == "pass":
            if self.face_up:
                self.table.panels.remove(self.open_hands)
            else:
                self.table.panels.append(self.open_hands)
        elif name in ("cancel", "menu"):
            self.app.sound("cancel")
            self.app.stack.pop()
            return
        else:
            return
        self.app.sound("move")

    def update(self) -> None:
        deal_rate = SPEEDS[self.speed][2]
        animator = self.table.animator
        animator.fast = self.speed >= 2
        if self.dealing is not None:  # the deal is the step already made: it plays out, paused or not
            for _tick in range(deal_rate):
                if self.dealing is not None:
                    self._deal_tick()
            return
        animator.update(self.app.sound)
        if not animator.idle:
            return
        if self.session.match.hand.pending is not Owed.RETURN:  # the exchange is over and animated: play takes the table
            self.table.panels = [p for p in self.table.panels if not isinstance(p, TaxPanel)]
        if self.table.hand_done:
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
        """One tick of the deal's animation; its last is the viewer's (the live table would move on to
        play there)."""
        assert self.dealing is not None
        if self.dealing.t + 1 < self.dealing.total_ticks:
            self.dealing.tick(self.app.sound)
        else:
            self._dealt()

    def _between_hands(self) -> None:
        """The finished hand's results show a moment (for good at the match's end), then the next deal."""
        if self.results is None:
            # As at the campaign's own table, a level's deals are not handed out: no deal code.
            self.results = ResultsBoard(self.session, code=self.replay.mode != "campaign")
        if not self.playing:
            return
        if self.session.match.is_over or self.at_end:
            self.playing = False  # stay on the match's end
            return
        self.hand_wait += 1
        if self.hand_wait >= HAND_PAUSE // SPEEDS[self.speed][2]:
            self.forward()

    def prompts(self) -> list[tuple[str, str]]:
        # TRANSLATORS: the replay viewer's prompts, as on a video player (Play: play the replay back).
        return [("confirm", pgettext("replay", "Pause") if self.playing else pgettext("replay", "Play")),
                ("right", pgettext("replay", "Step")), ("left", pgettext("replay", "Back")),
                ("up", pgettext("replay", "Speed")), ("page_right", pgettext("replay", "Next hand")),
                ("pass", pgettext("replay", "Faces")), ("hint", pgettext("replay", "Log")),
                ("cancel", pgettext("replay", "Leave"))]

    # -- drawing -----------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if self.dealing is not None:
            self.dealing.draw(surface)
        elif self.results is not None:
            self.results.draw(surface)
        else:
            self.table.draw(surface)
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

    def _idle_status(self, table: TableView) -> tuple[str, str]:
        """Between moves: where the replay is and who moves next (nobody is thinking: it is recorded)."""
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


def viewer(app: "App", replay: Replay | None = None) -> "Scene":
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


registry.register("replay_viewer", viewer)
