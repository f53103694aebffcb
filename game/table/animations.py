"""Owns the effect queue: engine events become tweens, each with its own look, sound and text.

``EFFECTS`` is the one table from an event type to its effects: each builder
sets the effect's length, sound, status text and look (``parts``: a flight, a
banner, a padlock...), and ``game.table.board`` draws those parts and nothing
else, so what an event looks like is decided in one place. ``Animator`` plays
the effects one at a time, in event order, counting ticks scaled by the
animation-speed setting, starts each once (its sound, its status text) and
keeps the table model (what the play area shows) in step with what has been
animated so far. Each effect carries what its drawing needs from its event (a
jack-back's order in force, say), so drawing never asks the engine.
"""
from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field
from typing import Any, Callable, Protocol

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
from game.table.words import card_name, card_names, count, is_you, obj, possessive, says, strongest, their

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


# The parts of an effect's look. ``board`` draws the ones over the table in the order an effect
# lists them (``board.PARTS``); the last three act on the frame around them: the play area slides
# away (SWEEP), the table blinks into its revolution colours (FLASH), the screen shakes (SHAKE).
FLIGHT, BUBBLE, BLADE, BANNER, STRIKE, ARROW, STREAKS, PADLOCK = (
    "flight", "bubble", "blade", "banner", "strike", "arrow", "streaks", "padlock")
SWEEP, FLASH, SHAKE = "sweep", "flash", "shake"


@dataclass
class Effect:
    kind: str  # the effect's name (tests and logs): the look is ``parts``
    ticks: int
    text: str = ""  # the status line's text; "TITLE|detail" for a banner
    sound: str | None = None
    parts: tuple[str, ...] = ()
    cards: list[tuple[str, int]] = field(default_factory=list)
    src: tuple[int, int] = (0, 0)
    dst: tuple[int, int] = (0, 0)
    face_up: bool = True
    owner: int | None = None  # the seat whose hand the cards come from (render log)
    seat: int | None = None
    color: str = "gold"
    reversed: bool | None = None  # the order in force after the event (jack-back), for its arrow
    caption: str | None = None  # the banner's text when it says more than the status line
    banner_y: int = 98
    finish: Callable[[Shown], None] | None = None
    t: int = 0

    @property
    def progress(self) -> float:
        return min(1.0, self.t / max(1, self.ticks))

    @property
    def banner(self) -> str:
        return self.text if self.caption is None else self.caption


def _suits(suits: tuple[str, ...]) -> str:
    return " ".join(SUIT_CHAR[s] for s in suits)


def _at(table: Table, seat: int) -> tuple[int, int]:
    return layout.seat_anchor(table.box(seat))


def _cards(cards: tuple) -> list[tuple[str, int]]:
    return [(TEXT[c], int(c)) for c in cards]


# -- one builder per event type, each owning its effect's length, sound, text and look ----------------
Private = Callable[[int, int], bool]


def _played(e: Played, t: Table, _private: Private) -> list[Effect]:
    text = f"{says(t.name(e.seat), 'plays', 'play')} {move_text(e.move)}"

    def land(s: Shown) -> None:
        s.table, s.table_seat = move_cards(e.move), e.seat
        s.trick.append((e.seat, move_text(e.move)))
        s.passed.discard(e.seat)
        s.last_text = text

    return [Effect("fly", 12, text, "card", (FLIGHT,), move_cards(e.move), _at(t, e.seat), layout.TABLE_CENTER,
                   owner=e.seat, seat=e.seat, finish=land)]


def _passed(e: Passed, t: Table, _private: Private) -> list[Effect]:
    return [Effect("pass", 10, says(t.name(e.seat), "passes", "pass"), "pass", (BUBBLE,), seat=e.seat,
                   color="grey_light",
                   finish=lambda s: s.passed.add(e.seat))]


def _eight_cut(e: EightCut, _t: Table, _private: Private) -> list[Effect]:
    return [Effect("slash", 34, "EIGHT CUT!", "slash", (BLADE, BANNER), seat=e.seat, color="orange",
                   caption="EIGHT CUT!|the table is swept away", banner_y=140)]


CLEARED = {"passes": "All passed: the table clears", "eight_cut": "The eight sweeps the table",
           "spade3": "The 3 of spades sweeps the table",
           "hand_over": "The hand is over"}


def _cleared(e: TableCleared, _t: Table, _private: Private) -> list[Effect]:
    def clear(s: Shown) -> None:
        s.table, s.table_seat, s.trick, s.passed = [], None, [], set()

    return [Effect("sweep", 14, CLEARED[e.reason], "discard" if e.reason == "eight_cut" else None, (SWEEP,),
                   finish=clear)]


def _revolution(e: RevolutionLanded, _t: Table, _private: Private) -> list[Effect]:
    text = "REVOLUTION!" if e.revolution else "REVOLUTION OVER"
    sub = "3 is now high, 2 is low" if e.reversed else "2 is high again, 3 is low"
    return [Effect("revolution", 60, f"{text}|{sub}", "revolution", (FLASH, BANNER, SHAKE), color="red")]


def _pending(e: RevolutionPending, t: Table, _private: Private) -> list[Effect]:
    return [Effect("pending", 40, f"REVOLUTION PENDING|{t.name(e.seat)}: the order flips when the table clears",
                   "revolution", (BANNER,), seat=e.seat, color="purple")]


def _cancelled(e: RevolutionCancelled, t: Table, _private: Private) -> list[Effect]:
    return [Effect("cancel", 46, f"COUNTER-REVOLUTION!|{says(t.name(e.seat), 'cancels', 'cancel')} the pending flip",
                   "cancel", (BANNER, STRIKE), seat=e.seat, color="sky")]


def _jack_back(e: JackBack, t: Table, _private: Private) -> list[Effect]:
    if e.active:
        text = f"JACK-BACK!|{possessive(t.name(e.seat))} jack reverses the order for this trick" \
            if e.seat is not None else "JACK-BACK!|the order reverses"
    else:
        text = "JACK-BACK OVER|the order is back" if e.seat is None \
            else f"JACK-BACK UNDONE|{possessive(t.name(e.seat))} jack restores the order"
    return [Effect("jackback", 40, text, "confirm", (BANNER, ARROW), seat=e.seat, color="blue", reversed=e.reversed)]


def _locked(e: SuitLocked, _t: Table, _private: Private) -> list[Effect]:
    return [Effect("lock", 40, f"SUIT LOCK {_suits(e.suits)}|only {_suits(e.suits)} until the table clears",
                   "lock", (PADLOCK, BANNER), color="gold", banner_y=104)]


def _counter(e: SpadeThreeCounter, t: Table, _private: Private) -> list[Effect]:
    whose = possessive(t.name(e.seat))
    return [Effect("counter", 40, f"3{SUIT_CHAR['S']} COUNTER!|{whose} 3 of spades beats the joker",
                   "counter", (BANNER, STREAKS), seat=e.seat, color="sky")]


def _exchange(kind: str, giver: int, to: int, cards: tuple, text: str, t: Table, private: Private) -> list[Effect]:
    """Cards flying from one seat to another (a give, the tax); faces and their names only for a
    party of the exchange who holds the device."""
    face_up = private(giver, to)
    what = f": {card_names(cards)}" if face_up else ""
    return [Effect(kind, 30, text + what, "give" if kind == "give" else "tax", (FLIGHT,), _cards(cards),
                   _at(t, giver), _at(t, to), face_up=face_up, owner=giver, seat=giver, color="green")]


def _gave(e: Gave, t: Table, private: Private) -> list[Effect]:
    text = f"{says(t.name(e.seat), 'gives', 'give')} {count(len(e.cards), 'card')} to {obj(t.name(e.to))}"
    return _exchange("give", e.seat, e.to, e.cards, text, t, private)


def _tax_paid(e: TaxPaid, t: Table, private: Private) -> list[Effect]:
    giver = t.name(e.giver)
    text = f"TAX: {says(giver, 'pays', 'pay')} {obj(t.name(e.receiver))} {their(giver)} {strongest(len(e.cards))}"
    return _exchange("tax", e.giver, e.receiver, e.cards, text, t, private)


def _tax_returned(e: TaxReturned, t: Table, private: Private) -> list[Effect]:
    text = f"{says(t.name(e.giver), 'returns', 'return')} {count(len(e.cards), 'card')} to {obj(t.name(e.receiver))}"
    return _exchange("tax", e.giver, e.receiver, e.cards, text, t, private)


def _discarded(e: Discarded, t: Table, _private: Private) -> list[Effect]:
    n = len(e.cards)
    text = f"TEN-DISCARD: {says(t.name(e.seat), 'discards', 'discard')} {count(n, 'card')}" + (
        f": {card_names(e.cards)}" if n else "")
    return [Effect("discard", 28, text, "discard", (FLIGHT,), _cards(e.cards), _at(t, e.seat), layout.DISCARD_POS,
                   owner=e.seat, seat=e.seat, color="orange")]


def _went_out(e: WentOut, t: Table, _private: Private) -> list[Effect]:
    title = t.title_of(e.seat, e.place)
    out = says(t.name(e.seat), "IS OUT!", "ARE OUT!")
    return [Effect("out", 50, f"{out}|{ordinal(e.place)} place - {title}", "out", (BANNER,), seat=e.seat,
                   color="gold")]


def _fouled(e: Fouled, t: Table, _private: Private) -> list[Effect]:
    return [Effect("foul", 50, f"FOUL FINISH!|{t.name(e.seat)} went out on a {', '.join(e.tags)}: last place",
                   "foul", (BANNER,), seat=e.seat, color="red")]


def _fell(e: FellFromGrace, t: Table, _private: Private) -> list[Effect]:
    name = t.name(e.seat)
    fell = f"{name}, the Millionaire, {'are' if is_you(name) else 'is'} out of the hand"
    return [Effect("fall", 56, f"FALL FROM GRACE!|{fell}", "fall", (FLIGHT, BANNER), _cards(e.cards), _at(t, e.seat),
                   layout.DISCARD_POS, owner=None, seat=e.seat, color="purple")]


def _lead(e: LeadTo, t: Table, _private: Private) -> list[Effect]:
    return [Effect("note", 8, says(t.name(e.seat), "leads", "lead"), None, seat=e.seat)]


VERBS = {"give": ("gives", "give"), "discard": ("discards", "discard"), "return": ("returns", "return")}


def _owed(e: DecisionOwed, t: Table, _private: Private) -> list[Effect]:
    to = f" to {obj(t.name(e.to))}" if e.to is not None and e.decision != "discard" else ""
    what = f"{says(t.name(e.seat), *VERBS[e.decision])} {count(e.count, 'card')}"
    return [Effect("note", 16, what + to, None, seat=e.seat)]


# The one table from event type to its effects; an event not listed (HandStarted, HandOver...) shows none.
EFFECTS: dict[type, Callable[[Any, Table, Private], list[Effect]]] = {
    Played: _played, Passed: _passed, EightCut: _eight_cut, TableCleared: _cleared,
    RevolutionLanded: _revolution, RevolutionPending: _pending, RevolutionCancelled: _cancelled,
    JackBack: _jack_back, SuitLocked: _locked, SpadeThreeCounter: _counter, Gave: _gave, TaxPaid: _tax_paid,
    TaxReturned: _tax_returned, Discarded: _discarded, WentOut: _went_out, Fouled: _fouled,
    FellFromGrace: _fell, LeadTo: _lead, DecisionOwed: _owed,
}


def effects_for(event: Event, table: Table, private_ok: Private) -> list[Effect]:
    """The effects for one event; ``private_ok(a, b)`` says whether an exchange a->b may show faces."""
    build = EFFECTS.get(type(event))
    return build(event, table, private_ok) if build is not None else []


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
            self.current = self._begin(self.queue.popleft())
            if self.current.sound:
                sound(self.current.sound)
        fx = self.current
        fx.t += 1
        if fx.t >= fx.ticks:
            self._end(fx)

    def _begin(self, fx: Effect) -> Effect:
        """An effect starts: its length is scaled and the status line takes its text (once per effect)."""
        fx.ticks = max(1, self.scale(fx.ticks) // (4 if self.fast else 1))
        if fx.text:
            self.shown.last_text = fx.text.replace("|", ": ")
        return fx

    def _end(self, fx: Effect) -> None:
        if fx.finish:
            fx.finish(self.shown)
        self.current = None

    def flush(self) -> None:
        """Finish every queued effect at once (undo, skipping): the table shows the end state. The one
        running has started already and only ends; the queued ones end without ever starting."""
        if self.current is not None:
            self._end(self.current)
        while self.queue:
            self._end(self.queue.popleft())
