"""Owns the table's turns on screen: the player's input (picking cards, play, pass, hint, undo,
auto-pass, fast-forward, skip) and the steps around play (the tax exchange's panel, the handoff
screens, the wipe to the results).

The scene holds the ``TableView`` (what is shown and drawn) and ticks the
session, whose clock moves the bots, the timer and the other controllers; a
player's own move is applied at once, so a refusal shows on the same frame.
It asks the session (and through it the engine) what is legal and why not;
it holds no rules. While the tax exchange lasts the same scene shows the tax
panel (``game.table.view.tax_panel``) and the phase word TAX.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from game.app import registry
from game.app.input import Action
from game.app.scene import Scene
from game.engine import PASS, IllegalMove, Move, MoveKind, Owed
from game.engine.events import Event
from game.i18n import N_, _, pgettext
from game.table.match import selection
from game.table.match.table_session import TableSession
from game.table.screens import flow
from game.table.view import board, layout
from game.table.view.table_view import TableView
from game.table.view.tax_panel import TaxPanel
from game.table.wording import refusals, words

if TYPE_CHECKING:
    from game.app.app import App

# The turn's keys a player may press while a banner still holds the table: the last one is kept.
KEPT = frozenset({"confirm", "pass", "hint", "up", "down", "cancel", "left", "right", "undo"})
HINT_DELAY = 12  # ticks of "Hint: thinking..." before the hint shows (later if its search is still running)


class PlayScene(Scene):
    def __init__(self, app: "App", table: TableView, events: Sequence[Event] = (),
                 tax: TaxPanel | None = None) -> None:
        super().__init__(app)
        self.table = table
        self.tax = tax
        if tax is not None:
            table.panels.append(tax)
            table.phase = N_("TAX")
        self.hint_wait = 0
        self.leaving = False  # the wipe to the results has started
        self.kept: Action | None = None  # a turn's key pressed while a banner held the table
        table.feed(list(events))

    @property
    def session(self) -> TableSession:
        return self.table.session

    @property
    def my_turn(self) -> bool:
        return self.table.my_turn

    def resume(self) -> None:
        """Back from an overlay (the table menu, Settings): the prompt or the selection's verdict is
        worded again, in the language that may have changed meanwhile; when the turn is no longer the
        player's (a bot plays for them now), nothing stays picked or raised."""
        t = self.table
        if not self.my_turn:
            t.drop_hint()
            t.selected.clear()
            t.hinted.clear()
            t.message = ""
        elif not t.hinting:
            t.explain()

    # -- the human's choices --------------------------------------------------------------
    def toggle(self, cid: int) -> None:
        t = self.table
        if cid in t.selected:
            t.selected.discard(cid)
        else:
            t.selected.add(cid)
        self.app.sound("move")
        t.drop_hint()  # the player took over the choice
        t.hinted.clear()
        t.explain()

    def submit(self, move: Move | None = None) -> None:
        """Confirm: the move given (a pass, a joker's reading), else the hint's move while its cards are
        still the ones picked, else the cards of the one rule (``selection.confirmed``): what is picked,
        else the card under the cursor; the same for a play, a give, a discard and the tax return."""
        s, t = self.session, self.table
        if move is None:
            move = t.hinted_move  # the hint pinned a joker's reading: confirm plays what it said
        if move is None:
            chosen = selection.confirmed(t.selected, t.hand_cards(), t.cursor)
            if not chosen:
                return
            fits = selection.matching(s, chosen)
            if len(fits) > 1:
                from game.table.screens.handoff_scene import ReadingChooser

                self.app.stack.push(ReadingChooser(self.app, fits, self.submit))
                return
            move = fits[0] if fits else None
            if move is None:
                self.app.sound("error")
                t.message, t.message_color = refusals.why_not(s, chosen) or _("not legal now"), "pink"
                return
        steer = s.steer(move)
        if steer is not None:  # legal, but not the move the guided hand teaches: said, not sent
            self.app.sound("error")
            t.message, t.message_color = steer, "sky"
            return
        try:
            s.apply(move)  # the table hears the events (TableView.moved) and animates them
        except IllegalMove as exc:  # the session re-checks; show the engine's reason
            self.app.sound("error")
            t.message, t.message_color = refusals.word(exc), "pink"
            return
        t.selected.clear()
        t.hinted.clear()
        t.message = ""

    def pass_turn(self) -> None:
        """The pass key: a pass, or the give or discard of no card where the rules allow one."""
        none = selection.none_move(self.session)
        if none is not None:
            self.submit(none)
            return
        reason = refusals.why_not(self.session, move=PASS)
        if reason is None:
            self.submit(PASS)
        else:  # the engine's own refusal, in the player's words
            self.app.sound("error")
            self.table.message, self.table.message_color = reason, "pink"

    def hint(self) -> None:
        """Ask for the advanced bot's move; it is searched off the main thread and lands in ``update``."""
        t = self.table
        t.hinting = True
        self.hint_wait = HINT_DELAY
        s = self.session
        seat = s.viewer  # the hint is asked on the viewer's own turn (``my_turn``)
        s.think_hint(seat)  # start the search now; it lands after HINT_DELAY ticks
        t.hinted.clear()
        # TRANSLATORS: box=table status
        t.message, t.message_color = _("Hint: thinking..."), "sky"
        self.app.sound("confirm")

    def _poll_hint(self) -> None:
        self.hint_wait -= 1
        if self.hint_wait > 0:
            return
        s = self.session
        answer = s.hint_for(s.viewer, fits=board.hint_fits) if self.my_turn else None
        if answer is not None:
            self.table.show_hint(*answer)

    # -- input ------------------------------------------------------------------------------
    def handle(self, action: Action) -> None:
        name = action.name
        s, t = self.session, self.table
        if name == "menu" and t.menu is not None:
            t.menu.open()
            return
        if name == "menu":
            from game.table.screens.handoff_scene import TableMenu

            self.app.stack.push(TableMenu(self.app, s, t.animator.log))
            return
        if name == "page_right":
            s.fast = not s.fast
            self.app.sound("confirm")
            return
        if name == "auto_pass":  # at any moment: it must be possible to take it back while it passes
            self.toggle_auto_pass()
            return
        if name == "confirm" and s.all_out and not t.hand_done and not s.skipping:
            s.skipping = True  # the bots play the rest of the hand at once
            self.app.sound("confirm")
            return
        if not self.my_turn:
            if name in KEPT and t.turn_coming:
                self.kept = action  # taken once the table shows the turn (``update``), never lost
            return
        cards = t.hand_cards()
        if name in ("left", "right") and cards:
            t.cursor = (t.cursor + (1 if name == "right" else -1)) % len(cards)
            self.app.sound("move")
        elif name == "up" and cards:
            self.toggle(cards[min(t.cursor, len(cards) - 1)])
        elif name in ("down", "cancel"):
            t.selected.clear()
            t.explain()
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
                t.cursor = idx
                if name == "click":
                    self.toggle(cards[idx])

    def _card_at(self, pos: tuple[int, int], cards: list[int]) -> int | None:
        sel = {i for i, c in enumerate(cards) if c in self.table.selected}
        return layout.hand_hit(layout.hand_rects(len(cards), sel), pos)

    def undo(self) -> None:
        t = self.table
        if self.session.undo():  # the table hears it (TableView.restored) and shows the position
            self.app.sound("cancel")
            # TRANSLATORS: box=table status
            t.message, t.message_color = _("Undone: back to before your last move"), "sky"
        else:
            self.app.sound("error")
            # TRANSLATORS: box=table status
            t.message = (_("No undo at campaign tables: every move counts") if self.session.campaign is not None
                         # TRANSLATORS: box=table status
                         else _("Nothing to undo (only within this hand, with one human)"))
            t.message_color = "pink"

    def toggle_auto_pass(self) -> None:
        """Pass for the viewer until the table clears (the session ends it there), or take it back."""
        s, t = self.session, self.table
        if (s.shared_screen and not s.confirmed) or not s.sits_here(s.viewer):
            return  # nobody has confirmed holding the device, or the seat is a friend's: not this screen's switch
        on = s.viewer not in s.auto_pass
        s.set_auto_pass(s.viewer, on)
        self.app.sound("confirm")
        t.auto_said = on
        # TRANSLATORS: box=table status; "Pass this trick" is the V key's switch (the table menu's too)
        t.message = (_("Pass this trick ON: you pass until the table clears") if on
                     # TRANSLATORS: box=table status
                     else _("Pass this trick OFF"))
        t.message_color = "sky"

    # -- ticking ---------------------------------------------------------------------------
    def update(self) -> None:
        s, t = self.session, self.table
        t.update()
        if not t.animator.idle:
            return
        if t.hand_done:
            if not self.leaving:  # the wipe runs a few ticks: start it once
                self.leaving = True
                flow.hand_over(self.app, t)
            return
        if self.tax is not None and s.match.hand.pending is not Owed.RETURN:
            self._tax_done()
            return
        if s.needs_handoff():
            flow.handoff(self.app, s)
            return
        if self.my_turn:
            if self.kept is not None:
                action, self.kept = self.kept, None
                self.handle(action)
            if t.hinting:
                self._poll_hint()
            if not t.message:
                t.explain()
        else:
            self.kept = None  # the turn went by (a switch passed for the player): the key was for it
        s.tick()

    def _tax_done(self) -> None:
        """No return is owed any more and the exchange has been animated: play goes on, panel gone."""
        assert self.tax is not None
        self.table.panels.remove(self.tax)
        self.table.phase = ""
        self.tax = None

    def prompts(self) -> list[tuple[str, str]]:
        """The prompt bar: the turn's choices on the player's turn, else speed, menu and the skips."""
        s = self.session
        if not self.my_turn:
            out = [("page_right", pgettext("speed", "Fast") if not s.fast else _("Normal")), self._menu_prompt()]
            if s.viewer in s.auto_pass:
                # TRANSLATORS: box=prompt; stops "Pass this trick"
                out.insert(0, ("auto_pass", _("Stop passing")))
            if s.all_out and not self.table.hand_done and not s.skipping:
                out.insert(0, ("confirm", _("Skip to results")))
            return out
        kind = s.decision()
        out = [("up", _("Pick")), ("confirm", words.confirm_label(kind, bool(self.table.selected)))]
        if s.can_pass():  # not while leading, nor for a decision owed: passing is refused there
            out.append(("pass", _("Pass")))
        elif selection.none_move(s) is not None:
            out.append(("pass", words.none_label(kind)))
        out += [("hint", _("Hint"))]
        if s.can_undo:
            out.append(("undo", _("Undo")))
        if s.decision() is MoveKind.PLAY:  # auto-pass passes plays; it has nothing to do for a return
            # TRANSLATORS: box=prompt; passes for the player until the table clears ("Pass this trick")
            out.append(("auto_pass", _("Pass trick")))
        out.append(self._menu_prompt())
        return out

    def _menu_prompt(self) -> tuple[str, str]:
        menu = self.table.menu
        return "menu", menu.label if menu is not None else _("Menu")

    def draw(self, surface) -> None:
        self.table.draw(surface)


registry.register("table.play", PlayScene, entry=False)
