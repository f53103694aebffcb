"""Owns the table as it is on screen: the animator and what it shows, the player's picked cards and
the table's message, the panels over the felt, and drawing it all.

One ``TableView`` is made for a session on screen and every step of the match
holds it: the deal, the tax exchange, play, the results between hands, and the
replay viewer. It draws from this screen's feed (``feed.ScreenFeed``, the same
story a friend's phone is told): the seat's view, the events as that seat may
see them and what each shows, and who is away or played by the CPU. It listens
to the session: each move's events, as the feed tells them, become effects
on the animator (``moved``), an undo shows the table as it stands again, and
the match clock holds while an effect is still playing (``holds``), so a
player always sees one move before the next lands. Drawing reads this
object's own state and the session's views; scenes decide what a key does
and nothing here changes the match.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Protocol

import pygame

from game.engine import Move, SeatView
from game.engine.events import Event
from game.gfx.cards import CardArt
from game.i18n import _
from game.table.match import selection
from game.table.match.table_session import Listener, TableSession
from game.table.view import board, hud, screen_fx
from game.table.view.animations import Shown, move_cards, move_text
from game.table.view.animator import Animator
from game.table.view.exchange import Exchange
from game.table.view.feed import AWAY, CPU, ScreenFeed
from game.table.wording import refusals, words

if TYPE_CHECKING:
    from game.app.app import App


class Panel(Protocol):
    """Something drawn over the table after the effects (the tax panel, a replay's open hands)."""

    def draw(self, surface: pygame.Surface, view: "TableView", seat_view: SeatView) -> None: ...


class MenuKey(Protocol):
    """What the menu key opens in place of the table menu (the guided hand asks whether to skip the
    lesson), and the words of its prompt."""

    @property
    def label(self) -> str: ...

    def open(self) -> None: ...


class TableView(Listener):
    """The session's table on screen (see the module docstring)."""

    def __init__(self, app: "App", session: TableSession,
                 idle_status: Callable[["TableView"], tuple[str, str]] | None = None) -> None:
        self.app = app
        self.session = session
        self.story = ScreenFeed(session)  # this screen's feed: what it may see and say
        # The status strip between moves when it is not the viewer's turn (the replay words its own).
        self.idle_status = idle_status or TableView.thinking_line
        self.animator = Animator(app.ticks_for)
        self.selected: set[int] = set()
        self.cursor = 0
        self.hinted: set[int] = set()
        self.hinting = False  # a hint is being searched for the viewer's turn
        self.selection_legal: bool | None = None  # does the selection make a legal move (None: nothing picked)
        self.message = ""
        self.message_color = "white"
        self.auto_said = False  # the message says auto-pass is on: drop it once the session ends it
        self.hint_move: Move | None = None  # the hint's move while its cards are still the ones picked
        self.timed_out_moves = 0  # moves left before "time is up" is no longer true
        self.phase = ""  # a word (N_-marked) for the status strip when this is not plain play ("TAX")
        self.panels: list[Panel] = []
        self.menu: MenuKey | None = None  # None: the menu key opens the table menu
        # A panel in a corner of the felt that nothing of the play uses (the guided hand's steps): unlike
        # ``panels`` it never holds back the exchange's summary.
        self.guide: Panel | None = None
        self.exchange = Exchange()  # the viewer's tax this hand: cards marked, the summary until the first play
        session.subscribe(self)

    def close(self) -> None:
        """The view leaves the screen for good: it stops listening."""
        self.session.unsubscribe(self)

    @property
    def art(self) -> CardArt:
        """The card art for the deck setting in force: a change in Settings shows at once."""
        return board.card_art(self.app.settings.four_color)

    # -- what the session says ------------------------------------------------------------------
    def moved(self, session: TableSession, events: list[Event]) -> None:
        self.drop_hint()  # a move was made: a hint still searching is for an old position
        if self.auto_said and session.viewer not in session.auto_pass:  # the table cleared: auto-pass is over
            self.auto_said, self.message = False, ""
        if self.timed_out_moves:  # "time is up" says what the move it came with was, and no later one
            self.timed_out_moves -= 1
            if not self.timed_out_moves:
                self.message = ""
        if not events:  # news with no move in it (a table hosted elsewhere, taken back): the table as it stands
            self.show_as_it_stands()
        self.feed(events)
        self.keep_cursor()

    def keep_cursor(self) -> None:
        """The hand changed (a play, a give, the tax, an undo, a deal): the cursor stays on a real card,
        the last one when the hand shrank below it, so it never vanishes until an arrow is pressed."""
        n = len(self.hand_cards())
        self.cursor = max(0, min(self.cursor, n - 1))

    def timed_out(self, session: TableSession, seat: int) -> None:
        self.selected.clear()
        # TRANSLATORS: box=table status
        self.message, self.message_color = _("Time is up: the move was made for you"), "pink"
        self.timed_out_moves = 2  # the timeout move itself, then the next: the line goes with that one

    def dealt(self, session: TableSession, events: list[Event]) -> None:
        """A new hand: nothing of the last one is on show (the deal scene animates the deal itself)."""
        self.animator = Animator(self.app.ticks_for)
        self.exchange = Exchange()
        self.selected.clear()
        self.hinted.clear()
        self.message = ""
        self.keep_cursor()

    def restored(self, session: TableSession) -> None:
        self.drop_hint()
        self.animator.flush()
        # TRANSLATORS: box=hand log line
        self.animator.log.append(_("Undone: back to before your last move"))
        self.animator.shown = Shown()
        self.show_as_it_stands()
        self.selected.clear()
        self.keep_cursor()

    def refused(self, session: TableSession, reason: str) -> None:
        """The host refused the move sent (a table played from another computer): say why, as a refusal here."""
        self.app.sound("error")
        self.message, self.message_color = reason, "pink"

    def holds(self, session: TableSession) -> bool:
        return not self.animator.idle

    def feed(self, events: list[Event]) -> None:
        """Queue the animations of these events (a finished hand's too: the engine keeps showing it)."""
        told = self.story.tell(events)
        self.exchange.heard([t.event for t in told], self.viewer, self.private_ok)
        for t in told:
            self.animator.push(t.effects)

    def update(self) -> None:
        """One tick of the animations (all at once while the rest of the hand is skipped)."""
        s = self.session
        self.animator.fast = s.fast or s.all_out
        if s.skipping:
            self.animator.flush()
        self.animator.update(self.app.sound)

    def show_as_it_stands(self) -> None:
        """After an undo or a resume, show the engine's table as it stands (no animation)."""
        view = self.session.view()
        shown = self.animator.shown
        shown.table = move_cards(view.table) if view.table is not None else []
        shown.table_seat = view.table_seat
        shown.trick = [(seat, move_text(m)) for seat, m in view.trick]
        shown.passed = set(view.passed)

    # -- the table protocol the effects use ------------------------------------------------------
    @property
    def viewer(self) -> int:
        return self.session.viewer

    def name(self, seat: int) -> str:
        return self.session.name(seat)

    def box(self, seat: int) -> pygame.Rect:
        return self.boxes()[seat]

    def boxes(self) -> dict[int, pygame.Rect]:
        return self.story.boxes()

    def title_of(self, seat: int, place: int) -> str:
        """The title for a going-out banner (``TableSession.title_going_out``)."""
        return self.session.title_going_out(seat, place)

    def private_ok(self, giver: int, receiver: int) -> bool:
        """Faces of an exchange show only to a party of it who holds the device (the feed's seat)."""
        return self.story.private_ok(giver, receiver)

    # -- the viewer's turn -----------------------------------------------------------------------
    @property
    def hand_done(self) -> bool:
        """The hand is finished: the table shows it as the engine left it until the results take over."""
        return self.session.match.between_hands

    @property
    def my_turn(self) -> bool:
        s = self.session
        # ``here``: a friend's seat shown at a host with no seat of its own is played on their phone, never here.
        return (s.human_to_act and s.to_act == s.viewer and s.here(s.viewer) and self.animator.idle
                and not s.needs_handoff())

    @property
    def turn_coming(self) -> bool:
        """The viewer is to act here, but the table still shows the moves before (a banner): a key for
        the turn pressed now is kept and taken when the turn is shown (``PlayScene.kept``)."""
        s = self.session
        return (s.human_to_act and s.to_act == s.viewer and s.here(s.viewer) and not self.animator.idle
                and not s.needs_handoff() and not self.hand_done)

    def hand_cards(self) -> list[int]:
        """The hand row as this screen may know it: stand-ins (drawn face down) on a shared screen."""
        return board.sorted_hand(self.story.view())

    def hand_shown(self, view: SeatView) -> list[int]:
        """The viewer's fan as the table has shown its cards move (``Animator.unlanded_cards``): the tax or
        a give the engine made at once leaves it as it takes off and joins it as it lands, as the count does.
        Input waits for the animations, so the cursor's cards (``hand_cards``) are the engine's again by then."""
        kept, coming = self.animator.unlanded_cards(view.seat)
        if not kept and not coming:
            return self.hand_cards()
        return board.sorted_hand(view, [c for c in view.cards if c not in coming] + kept)

    def explain(self) -> None:
        """Word the selection's verdict (or the prompt, with nothing picked) on the status strip."""
        self.selection_legal = None
        if not self.selected:
            self.message, self.message_color = self.prompt_text(), "white"
            return
        reason = refusals.why_not(self.session, sorted(self.selected))
        self.selection_legal = reason is None
        if reason is None:
            fits = selection.matching(self.session, sorted(self.selected))
            # TRANSLATORS: the selected cards make a legal move; {move} in codes such as 5S 5H (drawn 5♠ 5♥).
            self.message = _("OK: {move}").format(move=str(fits[0])) if len(fits) == 1 else \
                _("OK: play it, then choose what the joker stands for")
            self.message_color = "highlight"  # the felt is green: a green line would not read on it
        else:
            self.message, self.message_color = reason, "pink"

    def prompt_text(self) -> str:
        s = self.session
        view = s.view()
        if view.pending is None:
            return _("Your lead: play any shape") if not s.can_pass() else _("Your turn: beat it or pass")
        return words.choose_prompt(view.pending, view.owed, None if view.owed_to is None else s.name(view.owed_to))

    def show_hint(self, move: Move, reason: str) -> None:
        """The hint landed: its cards are picked and raised, its reason on the status strip; confirm plays
        the picked cards as the hint read them (``hinted_move``); a hinted pass is the pass key's."""
        self.hinting = False
        self.hint_move = move
        cards = self.hand_cards()
        want = [int(c) for c in move.cards]
        jokers = len(move.jokers)
        self.hinted = {c for c in cards if c in want} | set([c for c in cards if c >= 52][:jokers])
        self.selected = set(self.hinted)
        self.selection_legal = bool(self.selected) or None  # the hint is one of the engine's legal moves
        self.message, self.message_color = board.hint_text(move, reason), "sky"

    @property
    def hinted_move(self) -> Move | None:
        """The hint's move, while the picked cards are still the hinted ones (the player changed nothing)."""
        # A hinted pass picks nothing: confirm keeps its one rule then, and the pass key passes.
        return self.hint_move if self.hint_move is not None and self.hinted and self.selected == self.hinted else None

    def drop_hint(self) -> None:
        self.hint_move = None
        if self.hinting:
            self.hinting = False
            self.session.brains.cancel_hint()

    # -- drawing ---------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        """The table this frame: felt, seats, play area, the hand, effects, panels, status strip, HUD."""
        s = self.session
        view = self.story.view()
        board.background(surface, view.reversed)
        boxes = self.boxes()
        fx = self.animator.current
        shown = self.animator.shown
        art = self.art
        behind = self.animator.unlanded()
        counts = {seat: view.counts[seat] + n for seat, n in behind.items()}  # the tax moves as its cards fly

        def acting(seat: int) -> bool:
            """The gold frame: the viewer's own waits for the table to take their input (a banner showing)."""
            return view.to_act == seat and (seat != s.viewer or self.animator.idle)

        for seat, box in boxes.items():
            board.seat_box(surface, art, s, view, seat, box, seat in shown.passed, acting(seat), counts.get(seat))
            if seat != s.viewer:
                board.opponents_cards(surface, art, view, seat, box, counts.get(seat))
        board.sliding_play_area(surface, art, s, shown, board.sweep_offset(fx))
        show_hand = s.hand_visible()
        mine = self.my_turn
        device = self.app.input.prompt_device
        # A hidden hand shows its backs (how many cards is public), never an empty table edge.
        cards = self.hand_shown(view)
        board.hand(surface, art, cards, view.seat, self.selected if show_hand else set(),
                   # With a mouse the pointer shows where it is, but with nothing picked confirm sends the card
                   # under the cursor (``selection.confirmed``): that card is marked for every device then.
                   self.cursor if show_hand and mine and (device != "mouse" or not self.selected) else None,
                   self.hinted if show_hand else set(), show_hand,
                   self.selection_legal if self.selected and mine else None, self.exchange.marked(cards))
        if mine and s.timer_ticks:
            board.timer_bar(surface, s.timer_left, s.timer_ticks)
        screen_fx.flash(surface, fx)
        if fx is not None:
            board.effect(surface, art, fx, boxes)
            flying = board.flight_rects(fx)
            for seat, box in boxes.items():  # a card in flight passes under the seats' boxes: no name is covered
                if box.collidelist(flying) >= 0:
                    board.seat_box(surface, art, s, view, seat, box, seat in shown.passed, acting(seat),
                                   counts.get(seat))
        goal = s.goal()
        if goal is not None and show_hand:
            hud.goal_corner(surface, goal)
        if s.viewer in s.auto_pass:
            hud.auto_pass_badge(surface, self.app.input.binding_label("auto_pass", device) or "V")
        for panel in self.panels:  # after the effects: cards in flight pass under the tax panel's text
            panel.draw(surface, self, view)
        summary = self.exchange.summary(s.name) if show_hand and not self.panels and fx is None else ""
        if summary:  # the exchange is over and nothing flies: what the viewer gave and got, until the first play
            self.exchange.draw(surface, summary)
        if self.guide is not None:
            self.guide.draw(surface, self, view)
        text, color = self.status_line()
        board.status(surface, text, color)  # after the effects too: a discard's flight never hides its message
        phase = _(self.phase) if self.phase else ""
        fast = _("FAST >>") if self.animator.fast else ""
        hud.draw(surface, view, f"{phase} {fast}", self.app.ticks)
        screen_fx.shake(surface, fx, self.app.settings.screen_shake)

    def status_line(self) -> tuple[str, str]:
        """The status strip: the effect's words while one plays, the player's prompt or verdict on their
        turn, else the table's idle line (who is thinking, who must take the device, where a replay is)."""
        fx = self.animator.current
        if fx is not None and fx.kind in board.BANNER_KINDS:
            return "", "white"  # the banner says it: a copy beside a sliding banner reads as a stray word
        if not self.animator.idle or self.hand_done:
            return self.animator.shown.last_text, "white"
        if self.my_turn:
            return self.message or self.prompt_text(), self.message_color
        return self.idle_status(self)

    def thinking_line(self) -> tuple[str, str]:
        """Who the table waits for, when nothing is animating and it is not the viewer's turn."""
        s = self.session
        seat = s.to_act
        if seat is None:
            return "", "white"
        if s.needs_handoff():
            # TRANSLATORS: box=table status
            return _("Pass the device to {name}").format(name=words.shown(s.name(seat))), "gold"
        state = self.story.presence()[seat]
        if state == AWAY:
            # TRANSLATORS: box=table status; {status} is "away", as said beside the name on every screen.
            return _("Waiting for {name} ({status})").format(name=words.shown(s.name(seat)),
                                                             status=words.presence(state)), "grey_light"
        if state == CPU:
            # TRANSLATORS: box=table status; {status} is "CPU playing", as said beside the name on every screen.
            return _("{name}: {status}").format(name=words.shown(s.name(seat)),
                                                status=words.presence(state)), "grey_light"
        # TRANSLATORS: box=table status
        return words.about(s.name(seat), _("You are thinking..."), _("{name} is thinking...")), "grey_light"
