"""Owns the play scene: turns, card selection, pass/hint/undo/auto-pass/fast-forward, bots, timer.

It asks the session (and through it the engine) what is legal and why not,
applies moves, and hands the events to the animator; it holds no rules. What it shows each frame
is drawn by ``frame``. The tax scene is this scene with the tax exchange explained on top.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game import scenes
from game.app.input import Action
from game.app.scene import Scene
from game.gfx.cards import CardArt
from game.engine import PASS, IllegalMove, Move
from game.engine.events import Event
from game.i18n import _
from game.table import board, flow, frame, layout, refusals, words
from game.table.animations import Animator, effects_for
from game.table.session import Session

if TYPE_CHECKING:
    from game.app.app import App

BOT_DELAY = 24  # ticks a bot "thinks" before its move shows, so a player can follow
FAST_DELAY = 6  # the same when fast-forwarding (asked for, or every human is out)
HINT_DELAY = 12  # ticks of "Hint: thinking..." before the hint shows
# A bot's move and a hint land on the last tick of their delay, waiting for the search there if
# it is still running: what shows on which tick never depends on how fast the machine is.


class PlayScene(Scene):
    phase = ""  # a word (N_-marked) for the status strip when this is not plain play (the tax scene says TAX)

    def __init__(self, app: "App", session: Session, events: list[Event] | None = None,
                 animator: Animator | None = None) -> None:
        super().__init__(app)
        self.session = session
        self.animator = animator or Animator(app.ticks_for)
        self.selected: set[int] = set()
        self.cursor = 0
        self.hinted: set[int] = set()
        self.hinting = False  # a hint is being searched for the viewer's turn
        self.selection_legal: bool | None = None  # does the selection make a legal move (None: nothing picked)
        self.message = ""
        self.message_color = "white"
        self.wait = BOT_DELAY
        self.hint_wait = 0
        self.fast = False
        self.skipping = False  # every human is out and asked to skip to the results
        self.leaving = False  # the wipe to the results has started
        self.auto_said = False  # the message says auto-pass is on: drop it once the session ends it
        if events:
            self.feed(events)

    @property
    def art(self) -> CardArt:
        """The card art for the deck setting in force: a change in Settings shows at once."""
        return board.card_art(self.app.settings.four_color)

    # -- events in ------------------------------------------------------------------------
    def feed(self, events: list[Event]) -> None:
        """Queue the animations of these events (a finished hand's too: the engine keeps showing it)."""
        s = self.session
        self._drop_hint()  # a move was made: a hint still searching is for an old position
        if self.auto_said and s.viewer not in s.auto_pass:  # the table cleared: auto-pass is over
            self.auto_said, self.message = False, ""
        self.wait = BOT_DELAY  # the next bot's delay counts from this move, whoever made it
        for e in events:
            self.animator.push(effects_for(e, self, self.private_ok))

    @property
    def hand_done(self) -> bool:
        """The hand is finished: the table shows it as the engine left it until the results take over."""
        return self.session.match.between_hands

    def private_ok(self, giver: int, receiver: int) -> bool:
        """Faces of an exchange show only to a party of it who holds the device (confirmed)."""
        s = self.session
        return s.viewer in (giver, receiver) and (s.confirmed or not s.shared_screen)

    # Table protocol for effects
    @property
    def viewer(self) -> int:
        return self.session.viewer

    def name(self, seat: int) -> str:
        return self.session.name(seat)

    def box(self, seat: int) -> pygame.Rect:
        return self.boxes()[seat]

    def title_of(self, seat: int, place: int) -> str:
        """The title for a going-out banner: the finished hand's own once it is over."""
        m = self.session.match
        return m.results[-1].titles[seat] if m.between_hands else self.session.title_of_place(place)

    def boxes(self) -> dict[int, pygame.Rect]:
        view = self.session.view()
        return layout.seat_boxes(view.seats, view.seat, view.order)

    def resume(self) -> None:
        """Back from an overlay (the table menu, Settings): the prompt or the selection's verdict is
        worded again, in the language that may have changed meanwhile."""
        if self.my_turn and not self.hinting:
            self._explain()

    # -- the human's choices --------------------------------------------------------------
    @property
    def my_turn(self) -> bool:
        s = self.session
        return s.human_to_act and s.to_act == s.viewer and self.animator.idle and not s.needs_handoff()

    def hand_cards(self) -> list[int]:
        return board.sorted_hand(self.session.view())

    def toggle(self, cid: int) -> None:
        if cid in self.selected:
            self.selected.discard(cid)
        else:
            self.selected.add(cid)
        self.app.sound("move")
        self._drop_hint()  # the player took over the choice
        self.hinted.clear()
        self._explain()

    def _explain(self) -> None:
        self.selection_legal = None
        if not self.selected:
            self.message, self.message_color = self.prompt_text(), "white"
            return
        reason = refusals.why_not(self.session, sorted(self.selected))
        self.selection_legal = reason is None
        if reason is None:
            fits = self.session.matching(sorted(self.selected))
            # TRANSLATORS: the selected cards make a legal move; {move} in codes such as 5S 5H (drawn 5♠ 5♥).
            self.message = _("OK: {move}").format(move=str(fits[0])) if len(fits) == 1 else \
                _("OK: play it, then choose what the joker stands for")
            self.message_color = "highlight"  # the felt is green: a green line would not read on it
        else:
            self.message, self.message_color = reason, "pink"

    def prompt_text(self) -> str:
        s = self.session
        kind = s.decision()
        if kind == "play":
            return _("Your lead: play any shape") if not s.can_pass() else _("Your turn: beat it or pass")
        view = s.view()
        return words.choose_prompt(kind, view.owed, None if view.owed_to is None else s.name(view.owed_to))

    def submit(self, move: Move | None = None) -> None:
        s = self.session
        if move is None:
            chosen = sorted(self.selected)
            if not chosen and s.decision() == "play":
                cards = self.hand_cards()
                if not cards:
                    return
                chosen = [cards[min(self.cursor, len(cards) - 1)]]
            fits = s.matching(chosen)
            if len(fits) > 1:
                from game.table.handoff_scene import ReadingChooser

                self.app.stack.push(ReadingChooser(self.app, fits, self.submit))
                return
            move = fits[0] if fits else None
            if move is None:
                self.app.sound("error")
                self.message, self.message_color = refusals.why_not(s, chosen) or _("not legal now"), "pink"
                return
        try:
            events = s.apply(move)
        except IllegalMove as exc:  # the session re-checks; show the engine's reason
            self.app.sound("error")
            self.message, self.message_color = refusals.word(exc), "pink"
            return
        self.selected.clear()
        self.hinted.clear()
        self.message = ""
        self.feed(events)

    def pass_turn(self) -> None:
        reason = refusals.why_not(self.session, move=PASS)
        if reason is None:
            self.submit(PASS)
        else:  # the engine's own refusal, in the player's words
            self.app.sound("error")
            self.message, self.message_color = reason, "pink"

    def hint(self) -> None:
        """Ask for the advanced bot's move; it is searched off the main thread and lands in ``update``."""
        self.hinting = True
        self.hint_wait = HINT_DELAY
        self.session.think_hint()  # start the search now; it lands after HINT_DELAY ticks
        self.hinted.clear()
        # TRANSLATORS: box=table status
        self.message, self.message_color = _("Hint: thinking..."), "sky"
        self.app.sound("confirm")

    def _poll_hint(self) -> None:
        self.hint_wait -= 1
        if self.hint_wait > 0:
            return
        answer = self.session.poll_hint(block=True, fits=board.hint_fits)
        if answer is None:
            return
        move, reason = answer
        self.hinting = False
        cards = self.hand_cards()
        want = [int(c) for c in move.cards]
        jokers = len(move.jokers)
        self.hinted = {c for c in cards if c in want} | set([c for c in cards if c >= 52][:jokers])
        self.selected = set(self.hinted)
        self.selection_legal = bool(self.selected) or None  # the hint is one of the engine's legal moves
        self.message, self.message_color = board.hint_text(move, reason), "sky"

    def _drop_hint(self) -> None:
        if self.hinting:
            self.hinting = False
            self.session.brains.cancel_hint()

    # -- input ------------------------------------------------------------------------------
    def handle(self, action: Action) -> None:
        name = action.name
        if name == "menu":
            from game.table.handoff_scene import TableMenu

            self.app.stack.push(TableMenu(self.app, self))
            return
        if name == "page_right":
            self.fast = not self.fast
            self.animator.fast = self.fast or self.all_out
            self.app.sound("confirm")
            return
        if name == "auto_pass":  # at any moment: it must be possible to take it back while it passes
            self.toggle_auto_pass()
            return
        if name == "confirm" and self.all_out and not self.hand_done and not self.skipping:
            self.skipping = True  # the bots play the rest of the hand at once
            self.app.sound("confirm")
            return
        if not self.my_turn:
            return
        cards = self.hand_cards()
        if name in ("left", "right") and cards:
            self.cursor = (self.cursor + (1 if name == "right" else -1)) % len(cards)
            self.app.sound("move")
        elif name == "up" and cards:
            self.toggle(cards[min(self.cursor, len(cards) - 1)])
        elif name in ("down", "cancel"):
            self.selected.clear()
            self._explain()
        elif name == "confirm":
            self.submit()
        elif name == "pass":
            self.pass_turn()
        elif name == "hint":
            self.hint()
        elif name == "undo":
            self.undo()
        elif name in ("point", "click") and action.pos is not None:
            idx = self._card_at(action.pos, cards)
            if idx is not None:
                self.cursor = idx
                if name == "click":
                    self.toggle(cards[idx])

    def _card_at(self, pos: tuple[int, int], cards: list[int]) -> int | None:
        sel = {i for i, c in enumerate(cards) if c in self.selected}
        return layout.hand_hit(layout.hand_rects(len(cards), sel), pos)

    def undo(self) -> None:
        if self.session.undo():
            self._drop_hint()
            self.animator.flush()
            self.animator.shown = type(self.animator.shown)()
            self.show_as_it_stands()
            self.selected.clear()
            self.app.sound("cancel")
            # TRANSLATORS: box=table status
            self.message, self.message_color = _("Undone: back to before your last move"), "sky"
        else:
            self.app.sound("error")
            # TRANSLATORS: box=table status
            self.message = (_("No undo at campaign tables: every move counts") if self.session.campaign is not None
                            # TRANSLATORS: box=table status
                            else _("Nothing to undo (only within this hand, with one human)"))
            self.message_color = "pink"

    def show_as_it_stands(self) -> None:
        """After an undo or a resume, show the engine's table as it stands (no animation)."""
        from game.table.animations import move_cards, move_text

        view = self.session.view()
        shown = self.animator.shown
        shown.table = move_cards(view.table) if view.table is not None else []
        shown.table_seat = view.table_seat
        shown.trick = [(seat, move_text(m)) for seat, m in view.trick]
        shown.passed = set(view.passed)

    def toggle_auto_pass(self) -> None:
        """Pass for the viewer until the table clears (the session ends it there), or take it back."""
        seat = self.session.viewer
        if self.session.shared_screen and not self.session.confirmed:
            return  # nobody has confirmed holding the device: whose switch would it be?
        ap = self.session.auto_pass
        ap.symmetric_difference_update({seat})
        self.app.sound("confirm")
        self.auto_said = seat in ap
        # TRANSLATORS: box=table status
        self.message = (_("Auto-pass ON: you pass until the table clears") if seat in ap
                        # TRANSLATORS: box=table status
                        else _("Auto-pass OFF"))
        self.message_color = "sky"

    # -- ticking ---------------------------------------------------------------------------
    def update(self) -> None:
        s = self.session
        self.animator.fast = self.fast or self.all_out
        if self.skipping:
            self._skip()
        self.animator.update(self.app.sound)
        if not self.animator.idle:
            return
        if self.hand_done:
            if not self.leaving:  # the wipe runs a few ticks: start it once
                self.leaving = True
                flow.hand_over(self.app, s)
            return
        if self._next_scene():
            return
        if s.needs_handoff():
            flow.handoff(self.app, s)
            return
        if s.human_to_act:
            auto = s.auto_pass_move()
            if auto is not None:
                self.feed(s.apply(auto))
                return
            if self.hinting and self.my_turn:
                self._poll_hint()
            if not self.message:
                self._explain()
            events = s.tick_timer()
            if events:
                self.selected.clear()
                # TRANSLATORS: box=table status
                self.message, self.message_color = _("Time is up: the move was made for you"), "pink"
                self.feed(events)
            return
        s.think_bot()  # the search runs while the delay is drawn
        self.wait -= 1
        delay = FAST_DELAY if self.fast or self.all_out else BOT_DELAY
        if self.wait > BOT_DELAY - delay:
            return
        move = s.poll_bot(block=True)
        if move is not None:
            self.feed(s.apply(move))

    @property
    def all_out(self) -> bool:
        """Every human seat is out of the hand still being shown: the rest may run fast."""
        view = self.session.view()
        return all(h not in view.active for h in self.session.humans)

    def _skip(self) -> None:
        """One bot move a tick, its effects finished at once, until the hand ends (skip to results)."""
        self.animator.flush()
        if self.hand_done:
            return
        move = self.session.poll_bot(block=True)
        if move is not None:
            self.feed(self.session.apply(move))
            self.animator.flush()

    def _next_scene(self) -> bool:
        """Tax scene hands over to play once no return is owed (overridden there)."""
        return False

    def prompts(self) -> list[tuple[str, str]]:
        return frame.prompts(self)

    # -- drawing (``frame``) -----------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        frame.draw(surface, self)

    def draw_extra(self, surface: pygame.Surface, view) -> None:
        """Hook for the tax scene's explanation panel."""

    def status_line(self) -> tuple[str, str]:
        """The status strip's text and colour (the replay viewer words its own)."""
        return frame.status(self)


scenes.register("table.play", PlayScene, entry=False)
