"""Owns the effect queue: engine events become tweens, each with its own look, sound and text.

``effects_for`` turns one event into effects (a fly, a slash, a banner...);
``Animator`` plays them one at a time, in event order, counting ticks scaled
by the animation-speed setting, plays each effect's sound as it starts and
keeps the table model (what the play area shows) in step with what has been
animated so far, not with the engine, which has already moved on.
Drawing of each effect kind lives in ``game.table.board`` (``board.effect``).
Each effect carries what its drawing needs from its event (a jack-back's order
in force, say), so drawing never asks the engine, which has moved on.
"""
from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field
from typing import Callable, Protocol

import pygame

from game.engine.cards import TEXT
from game.engine.events import (
    DecisionOwed, Discarded, EightCut, Event, FellFromGrace, Fouled, Gave, JackBack, LeadTo, Passed, Played,
    RevolutionCancelled, RevolutionLanded, RevolutionPending, SpadeThreeCounter, SuitLocked, TableCleared,
    TaxPaid, TaxReturned, WentOut,
)
from game.engine.moves import Move, reading_text
from game.gfx.cards import SUIT_CHAR
from game.table import layout
from game.table.words import card_name, card_names, count, is_you, obj, possessive, says, their

ORDINAL = {1: "1st", 2: "2nd", 3: "3rd"}


def ordinal(n: int) -> str:
    return ORDINAL.get(n, f"{n}th")


def move_cards(move: Move) -> list[tuple[str, int]]:
    """(art key, card id) for each card of a play; a joker shows as JK with id -1."""
    return [(TEXT[c], int(c)) for c in move.cards] + [("JK", -1) for _ in move.jokers]


def move_text(move: Move) -> str:
    """A play as players read it, cards as drawn (10♥), a joker's reading spelled out (JK=7♥)."""
    parts = [card_name(TEXT[c]) for c in move.cards]
    parts += [card_name(reading_text(r)) for r in move.jokers]
    return " ".join(parts) if parts else str(move)


class Table(Protocol):
    """What effects need to know about the table: names, boxes, who is looking."""

    viewer: int

    def name(self, seat: int) -> str: ...

    def box(self, seat: int) -> pygame.Rect: ...

    def title_of(self, seat: int, place: int) -> str: ...


@dataclass
class Shown:
    """The play area as animated so far: the play to beat, this trick's plays, pass markers."""

    table: list[tuple[str, int]] = field(default_factory=list)
    table_seat: int | None = None
    trick: list[tuple[int, str]] = field(default_factory=list)  # (seat, move text)
    passed: set[int] = field(default_factory=set)
    last_text: str = ""


@dataclass
class Effect:
    kind: str
    ticks: int
    text: str = ""
    sound: str | None = None
    cards: list[tuple[str, int]] = field(default_factory=list)
    src: tuple[int, int] = (0, 0)
    dst: tuple[int, int] = (0, 0)
    face_up: bool = True
    owner: int | None = None  # the seat whose hand the cards come from (render log)
    seat: int | None = None
    color: str = "gold"
    reversed: bool | None = None  # the order in force after the event (jack-back), for its arrow
    start: Callable[[Shown], None] | None = None
    finish: Callable[[Shown], None] | None = None
    t: int = 0

    @property
    def progress(self) -> float:
        return min(1.0, self.t / max(1, self.ticks))


def _suits(suits: tuple[str, ...]) -> str:
    return " ".join(SUIT_CHAR[s] for s in suits)


def effects_for(event: Event, table: Table, private_ok: Callable[[int, int], bool]) -> list[Effect]:
    """The effects for one event; ``private_ok(a, b)`` says whether an exchange a->b may show faces."""
    name = table.name
    center = layout.TABLE_CENTER

    def at(seat: int) -> tuple[int, int]:
        return layout.seat_anchor(table.box(seat))

    if isinstance(event, Played):
        text = f"{says(name(event.seat), 'plays', 'play')} {move_text(event.move)}"

        def land(s: Shown, e: Played = event, text: str = text) -> None:
            s.table, s.table_seat = move_cards(e.move), e.seat
            s.trick.append((e.seat, move_text(e.move)))
            s.passed.discard(e.seat)
            s.last_text = text

        return [Effect("fly", 12, text, "card", move_cards(event.move), at(event.seat), center,
                       owner=event.seat, seat=event.seat, finish=land)]
    if isinstance(event, Passed):
        return [Effect("pass", 10, says(name(event.seat), "passes", "pass"), "pass", seat=event.seat, color="grey_light",
                       finish=lambda s, seat=event.seat: s.passed.add(seat))]
    if isinstance(event, EightCut):
        return [Effect("slash", 34, "EIGHT CUT!", "slash", seat=event.seat, color="orange")]
    if isinstance(event, TableCleared):
        text = {"passes": "All passed: the table clears", "eight_cut": "The eight sweeps the table",
                "hand_over": "The hand is over"}[event.reason]

        def clear(s: Shown) -> None:
            s.table, s.table_seat, s.trick, s.passed = [], None, [], set()

        return [Effect("sweep", 14, text, "discard" if event.reason == "eight_cut" else None,
                       finish=clear)]
    if isinstance(event, RevolutionLanded):
        text = "REVOLUTION!" if event.revolution else "REVOLUTION OVER"
        sub = "3 is now high, 2 is low" if event.reversed else "2 is high again, 3 is low"
        return [Effect("revolution", 60, f"{text}|{sub}", "revolution", color="red")]
    if isinstance(event, RevolutionPending):
        return [Effect("pending", 40, f"REVOLUTION PENDING|{name(event.seat)}: the order flips when the table clears",
                       "revolution", seat=event.seat, color="purple")]
    if isinstance(event, RevolutionCancelled):
        return [Effect("cancel", 46, f"COUNTER-REVOLUTION!|{says(name(event.seat), 'cancels', 'cancel')} the pending flip",
                       "cancel", seat=event.seat, color="sky")]
    if isinstance(event, JackBack):
        if event.active:
            text = f"JACK-BACK!|{possessive(name(event.seat))} jack reverses the order for this trick" \
                if event.seat is not None else "JACK-BACK!|the order reverses"
        else:
            text = "JACK-BACK OVER|the order is back" if event.seat is None \
                else f"JACK-BACK UNDONE|{possessive(name(event.seat))} jack restores the order"
        return [Effect("jackback", 40, text, "confirm", seat=event.seat, color="blue", reversed=event.reversed)]
    if isinstance(event, SuitLocked):
        return [Effect("lock", 40, f"SUIT LOCK {_suits(event.suits)}|only {_suits(event.suits)} until the table clears",
                       "lock", color="gold")]
    if isinstance(event, SpadeThreeCounter):
        return [Effect("counter", 40, f"3{SUIT_CHAR['S']} COUNTER!|{possessive(name(event.seat))} 3 of spades beats the joker",
                       "counter", seat=event.seat, color="sky")]
    if isinstance(event, (Gave, TaxPaid, TaxReturned)):
        giver = event.seat if isinstance(event, Gave) else event.giver
        to = event.to if isinstance(event, Gave) else event.receiver
        n = len(event.cards)
        cards = [(TEXT[c], int(c)) for c in event.cards]
        show = private_ok(giver, to)
        what = f": {card_names(event.cards)}" if show else ""
        if isinstance(event, Gave):
            text, sound, kind = f"{says(name(giver), 'gives', 'give')} {count(n, 'card')} to {obj(name(to))}{what}", \
                "give", "give"
        elif isinstance(event, TaxPaid):
            text, sound, kind = (f"TAX: {says(name(giver), 'pays', 'pay')} {obj(name(to))} {their(name(giver))} "
                                 f"{n} strongest{what}", "tax", "tax")
        else:
            text, sound, kind = (f"{says(name(giver), 'returns', 'return')} {count(n, 'card')} to "
                                 f"{obj(name(to))}{what}", "tax", "tax")
        return [Effect(kind, 30, text, sound, cards, at(giver), at(to), face_up=show, owner=giver, seat=giver,
                       color="green")]
    if isinstance(event, Discarded):
        cards = [(TEXT[c], int(c)) for c in event.cards]
        n = len(cards)
        text = f"TEN-DISCARD: {says(name(event.seat), 'discards', 'discard')} {count(n, 'card')}" + (
            f": {card_names(event.cards)}" if cards else "")
        return [Effect("discard", 28, text, "discard", cards, at(event.seat), layout.DISCARD_POS,
                       owner=event.seat, seat=event.seat, color="orange")]
    if isinstance(event, WentOut):
        title = table.title_of(event.seat, event.place)
        out = says(name(event.seat), "IS OUT!", "ARE OUT!")
        return [Effect("out", 50, f"{out}|{ordinal(event.place)} place - {title}", "out", seat=event.seat,
                       color="gold")]
    if isinstance(event, Fouled):
        tags = ", ".join(event.tags)
        return [Effect("foul", 50, f"FOUL FINISH!|{name(event.seat)} went out on a {tags}: last place", "foul",
                       seat=event.seat, color="red")]
    if isinstance(event, FellFromGrace):
        fell = f"{name(event.seat)}, the Millionaire, {'are' if is_you(name(event.seat)) else 'is'} out of the hand"
        return [Effect("fall", 56, f"FALL FROM GRACE!|{fell}",
                       "fall", [(TEXT[c], int(c)) for c in event.cards], at(event.seat), layout.DISCARD_POS,
                       owner=None, seat=event.seat, color="purple")]
    if isinstance(event, LeadTo):
        return [Effect("note", 8, says(name(event.seat), "leads", "lead"), None, seat=event.seat)]
    if isinstance(event, DecisionOwed):
        n = event.count
        to = f" to {obj(name(event.to))}" if event.to is not None else ""
        verbs = {"give": ("gives", "give"), "discard": ("discards", "discard"), "return": ("returns", "return")}
        what = f"{says(name(event.seat), *verbs[event.decision])} {count(n, 'card')}"
        return [Effect("note", 16, what + ("" if event.decision == "discard" else to), None, seat=event.seat)]
    return []


class Animator:
    """Plays effects one at a time; ``shown`` follows what has been animated."""

    def __init__(self, scale: Callable[[int], int]) -> None:
        self.scale = scale  # app.ticks_for: the animation-speed setting
        self.queue: deque[Effect] = deque()
        self.current: Effect | None = None
        self.shown = Shown()
        self.fast = False

    @property
    def idle(self) -> bool:
        return self.current is None and not self.queue

    def push(self, effects: list[Effect]) -> None:
        self.queue.extend(effects)

    def update(self, sound: Callable[[str], None]) -> None:
        if self.current is None:
            if not self.queue:
                return
            self.current = self.queue.popleft()
            fx = self.current
            fx.ticks = max(1, self.scale(fx.ticks) // (4 if self.fast else 1))
            if fx.sound:
                sound(fx.sound)
            if fx.start:
                fx.start(self.shown)
            if fx.text:
                self.shown.last_text = fx.text.replace("|", ": ")
        fx = self.current
        fx.t += 1
        if fx.t >= fx.ticks:
            if fx.finish:
                fx.finish(self.shown)
            self.current = None

    def flush(self) -> None:
        """Finish every queued effect at once (undo, resume): the table shows the end state."""
        for fx in ([self.current] if self.current else []) + list(self.queue):
            if fx.start:
                fx.start(self.shown)
            if fx.finish:
                fx.finish(self.shown)
        self.current = None
        self.queue.clear()
