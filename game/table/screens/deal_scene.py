"""Owns the deal: cards fly one by one from the deck to the seats, set-aside cards stay face down.

Built from the ``HandStarted`` event as this screen's feed tells it (a hand
it may not show is face-down stand-ins) and the events after it (the tax,
the first lead), it animates only the deal (``Dealing``, which the replay viewer
holds too), then hands the rest on (``flow.dealt``: to play, with the tax
panel when a tax was paid). Every card flies face down; the
viewer's hand turns face up once dealt (never on a shared screen, where the
next human has not taken the device yet, nor at a host whose seat shown is a friend's). The "N set aside" label sits below
the set-aside cards, low enough that no flight path to any seat crosses it.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

import pygame

from game.app import registry
from game.app.input import Action
from game.app.scene import Scene
from game.engine.events import Event, HandStarted
from game.gfx.cards import CARD_H, CARD_W
from game.gfx.font import FONT
from game.gfx.palette import COLORS
from game.i18n import _
from game.table.match.table_session import TableSession
from game.table.screens import flow
from game.table.view import board, layout
from game.table.view.table_view import TableView

if TYPE_CHECKING:
    from game.app.app import App

PER_CARD = 3  # ticks between cards leaving the deck
FLIGHT = 10  # ticks a card is in the air
# Under the set-aside cards, in the gap between the flights to the viewer's hand and to the
# left/right seats (a test sweeps every flight for 3-6 seats).
ASIDE_LABEL = (layout.DECK_POS[0] + 40, layout.DECK_POS[1] + CARD_H + 18)


class Dealing:
    """The deal's animation: which card flies to whom on which tick, and its picture on the table."""

    def __init__(self, table: TableView, events: list[Event], per_card: int, flight: int) -> None:
        self.table = table
        session = table.session
        # The deal as this screen's feed tells it: a hand this screen may not show is face-down stand-ins.
        started = next((e for e in table.story.seen(events) if isinstance(e, HandStarted)), None)
        self.rest = [e for e in events if not isinstance(e, HandStarted)]
        self.sizes = [len(h) for h in started.hands] if started else list(session.view().counts)
        self.set_aside = started.set_aside if started else 0
        mine = started.hands[session.viewer] if started else table.story.view().cards
        self.mine = sorted(mine, key=lambda c: (board.strength(c, session.view().reversed), c))
        order = started.order if started else session.match.hand.order
        first = started.first_dealt if started else order[0]
        # Round-robin from the first dealt seat, skipping seats whose share is done.
        self.targets: list[int] = []
        left = list(self.sizes)
        i = order.index(first)
        while any(left):
            seat = order[i % len(order)]
            if left[seat]:
                self.targets.append(seat)
                left[seat] -= 1
            i += 1
        self.per_card = per_card
        self.flight = flight
        self.t = 0

    @property
    def total_ticks(self) -> int:
        return len(self.targets) * self.per_card + self.flight

    @property
    def done(self) -> bool:
        return self.t >= self.total_ticks

    def tick(self, sound: Callable[[str], None]) -> None:
        """One tick of the deal, with the riffle of the cards leaving the deck."""
        if self.t % (self.per_card * 4) == 0 and self.t < self.total_ticks - self.flight:
            sound("deal")
        self.t += 1

    def dealt(self, seat: int) -> int:
        landed = max(0, (self.t - self.flight) // self.per_card + 1)
        return sum(1 for s in self.targets[:landed] if s == seat)

    @property
    def aside_text(self) -> str:
        # TRANSLATORS: cards dealt to nobody, face down beside the deck.
        return _("{n} set aside").format(n=self.set_aside)

    def flying(self, boxes: dict[int, pygame.Rect]) -> list[pygame.Rect]:
        """Where the cards in the air are this tick, each on a straight line from the deck."""
        dx, dy = layout.DECK_POS
        out = []
        for k, seat in enumerate(self.targets):
            start = k * self.per_card
            if start <= self.t < start + self.flight:
                p = (self.t - start) / self.flight
                tx, ty = boxes[seat].center if seat != self.table.session.viewer else (
                    layout.HAND_X, layout.HAND_Y + CARD_H // 2)
                x = dx + (tx - CARD_W // 2 - dx) * p
                y = dy + (ty - CARD_H // 2 - dy) * p
                out.append(pygame.Rect(int(x), int(y), CARD_W, CARD_H))
        return out

    def draw(self, surface: pygame.Surface) -> None:
        s = self.table.session
        art = self.table.art
        view = s.view()
        board.background(surface, view.reversed)
        boxes = layout.seat_boxes(s.match.seats, s.viewer, s.match.hand.order)
        deck_left = len(self.targets) - min(len(self.targets), self.t // self.per_card)
        dx, dy = layout.DECK_POS
        for i in range(min(6, (deck_left + 7) // 8)):
            surface.blit(art.back(0), (dx - i, dy - i))
        for i in range(self.set_aside):
            surface.blit(art.back(1), (dx + 40 + i * 6, dy))
        if self.set_aside:
            FONT.draw(surface, self.aside_text, ASIDE_LABEL, COLORS["white"], shadow=COLORS["ink"])
        for rect in self.flying(boxes):
            surface.blit(art.back(0), rect.topleft)
        for seat, box in boxes.items():  # over the cards in flight, which land in the boxes: no name covered;
            # the count is of the cards dealt so far (the tax comes after the deal, in view)
            board.seat_box(surface, art, s, view, seat, box, False, count=self.dealt(seat))
        mine = self.mine[: self.dealt(s.viewer)]
        # Face up only to the one person holding this screen: never on a shared screen, nor at a host whose
        # seat shown is a friend's on their own device (a host at a TV has no hand here).
        board.hand(surface, art, mine, s.viewer, set(), None, set(), s.sits_here(s.viewer) and not s.shared_screen,
                   None)
        for seat, box in boxes.items():
            if seat != s.viewer:
                n = min(self.dealt(seat), 10)
                for i in range(n):
                    surface.blit(art.back(0), (box.x + 4 + i * 5, box.bottom + 3), (0, 0, CARD_W, 10))
        board.status(surface, _("Hand {number}: dealing...").format(number=view.number), "white")


class DealScene(Scene):
    def __init__(self, app: "App", table: TableView, events: list[Event]) -> None:
        super().__init__(app)
        self.table = table
        self.dealing = Dealing(table, events, max(1, app.ticks_for(PER_CARD) - 1), app.ticks_for(FLIGHT))
        self.done = False

    @property
    def session(self) -> TableSession:
        return self.table.session

    def enter(self) -> None:
        self.app.mixer.play_music("table")

    def handle(self, action: Action) -> None:
        if action.name in ("confirm", "click", "page_right"):
            self.dealing.t = self.dealing.total_ticks  # skip the deal

    def update(self) -> None:
        d = self.dealing
        d.tick(self.app.sound)
        if d.done and not self.done:
            self.done = True
            self.app.sound("card")
            flow.dealt(self.app, self.table, d.rest)

    def prompts(self) -> list[tuple[str, str]]:
        return [("confirm", _("Skip"))]

    def draw(self, surface: pygame.Surface) -> None:
        self.dealing.draw(surface)


registry.register("table.deal", DealScene, entry=False)
