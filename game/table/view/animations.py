"""Engine events become effects (tweens), each with its own look, sound and text.

``EFFECTS`` is the one table from an event type to its effects: each builder
sets the effect's length, sound, status text and look (``parts``: a flight, a
banner, a padlock...), and ``game.table.view.board`` draws those parts and nothing
else, so what an event looks like is decided in one place. ``Animator``
(``game.table.view.animator``) plays them and keeps the table model, ``Shown``, in
step with what has been animated so far. Each effect carries what its drawing needs from its event (a
jack-back's order in force, say), so drawing never asks the engine.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Protocol

import pygame

from game.engine import ClearReason, Owed
from game.engine.cards import TEXT
from game.engine.events import (
    DecisionOwed, Discarded, EightCut, Event, FellFromGrace, Fouled, Gave, JackBack, LeadTo, Passed, Played,
    RevolutionCancelled, RevolutionLanded, RevolutionPending, SpadeThreeCounter, SuitLocked, TableCleared,
    TaxPaid, TaxReturned, WentOut,
)
from game.engine.moves import Move, reading_text
from game.gfx.cards import SUIT_CHAR
from game.i18n import N_, _, ngettext, ordinal, pgettext
from game.table.view import layout
from game.table.wording.words import about, card_name, card_names, is_you, shown, title


def move_cards(move: Move) -> list[tuple[str, int]]:
    """(art key, card id) for each card of a play; a joker shows as JK with id -1."""
    return [(TEXT[c], int(c)) for c in move.cards] + [("JK", -1) for _joker in move.jokers]


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
    to: int | None = None  # an exchange's receiver (a give, the tax): the seat its cards land with
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
    def line(self) -> str:
        """The text as one line, for the status strip and the log of the hand ("TITLE: detail")."""
        return self.text.replace("|", ": ")

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
# A banner's text is "TITLE|detail": the title in big letters, the detail under it.
Private = Callable[[int, int], bool]


def _played(e: Played, t: Table, _private: Private) -> list[Effect]:
    name = t.name(e.seat)
    text = about(name, _("You play {cards}"), _("{name} plays {cards}"), cards=move_text(e.move))

    def land(s: Shown) -> None:
        s.table, s.table_seat = move_cards(e.move), e.seat
        s.trick.append((e.seat, move_text(e.move)))
        s.passed.discard(e.seat)
        s.last_text = text

    return [Effect("fly", 12, text, "card", (FLIGHT,), move_cards(e.move), _at(t, e.seat), layout.TABLE_CENTER,
                   owner=e.seat, seat=e.seat, finish=land)]


def _passed(e: Passed, t: Table, _private: Private) -> list[Effect]:
    # TRANSLATORS: box=table status
    return [Effect("pass", 10, about(t.name(e.seat), _("You pass"), _("{name} passes")), "pass", (BUBBLE,),
                   seat=e.seat, color="grey_light", finish=lambda s: s.passed.add(e.seat))]


def _eight_cut(e: EightCut, _t: Table, _private: Private) -> list[Effect]:
    title, sub = _("EIGHT CUT!"), _("the table is swept away")
    return [Effect("slash", 34, title, "slash", (BLADE, BANNER), seat=e.seat, color="orange",
                   caption=f"{title}|{sub}", banner_y=140)]


# Why the table cleared (TableCleared.reason), as the status line says it.
CLEARED = {ClearReason.PASSES: N_("All passed: the table clears"),
           ClearReason.EIGHT_CUT: N_("The eight sweeps the table"),
           ClearReason.SPADE3: N_("The 3 of spades sweeps the table"),
           ClearReason.HAND_OVER: N_("The hand is over")}


def _cleared(e: TableCleared, _t: Table, _private: Private) -> list[Effect]:
    def clear(s: Shown) -> None:
        s.table, s.table_seat, s.trick, s.passed = [], None, [], set()

    return [Effect("sweep", 14, _(CLEARED[e.reason]), "discard" if e.reason is ClearReason.EIGHT_CUT else None, (SWEEP,),
                   finish=clear)]


def _revolution(e: RevolutionLanded, _t: Table, _private: Private) -> list[Effect]:
    text = _("REVOLUTION!") if e.revolution else _("REVOLUTION OVER")
    sub = _("3 is now high, 2 is low") if e.reversed else _("2 is high again, 3 is low")
    return [Effect("revolution", 60, f"{text}|{sub}", "revolution", (FLASH, BANNER, SHAKE), color="red")]


def _pending(e: RevolutionPending, t: Table, _private: Private) -> list[Effect]:
    title = _("REVOLUTION PENDING")
    sub = _("{name}: the order flips when the table clears").format(name=shown(t.name(e.seat)))
    return [Effect("pending", 40, f"{title}|{sub}", "revolution", (BANNER,), seat=e.seat,
                   color="purple")]


def _cancelled(e: RevolutionCancelled, t: Table, _private: Private) -> list[Effect]:
    title = _("COUNTER-REVOLUTION!")
    # TRANSLATORS: box=banner text
    sub = about(t.name(e.seat), _("You cancel the pending flip"), _("{name} cancels the pending flip"))
    return [Effect("cancel", 46, f"{title}|{sub}", "cancel", (BANNER, STRIKE), seat=e.seat,
                   color="sky")]


def _jack_back(e: JackBack, t: Table, _private: Private) -> list[Effect]:
    if e.active:
        title = _("JACK-BACK!")
        sub = _("the order reverses") if e.seat is None else about(
            # TRANSLATORS: box=banner text
            t.name(e.seat), _("Your jack reverses the order for this trick"),
            _("{name}'s jack reverses the order for this trick"))
    elif e.seat is None:
        # TRANSLATORS: box=banner title
        title = _("JACK-BACK OVER")
        # TRANSLATORS: box=banner text
        sub = _("the order is back")
    else:
        # TRANSLATORS: box=banner title
        title = _("JACK-BACK UNDONE")
        # TRANSLATORS: box=banner text
        sub = about(t.name(e.seat), _("Your jack restores the order"),
                    # TRANSLATORS: box=banner text
                    _("{name}'s jack restores the order"))
    return [Effect("jackback", 40, f"{title}|{sub}", "confirm", (BANNER, ARROW), seat=e.seat, color="blue",
                   reversed=e.reversed)]


def _locked(e: SuitLocked, _t: Table, _private: Private) -> list[Effect]:
    suits = _suits(e.suits)
    title, sub = _("SUIT LOCK {suits}").format(suits=suits), _("only {suits} until the table clears").format(suits=suits)
    return [Effect("lock", 40, f"{title}|{sub}", "lock", (PADLOCK, BANNER), color="gold", banner_y=104)]


def _counter(e: SpadeThreeCounter, t: Table, _private: Private) -> list[Effect]:
    title = _("3♠ COUNTER!")  # the 3 of spades beating a lone joker (a banner title)
    # TRANSLATORS: box=banner text
    sub = about(t.name(e.seat), _("Your 3 of spades beats the joker"), _("{name}'s 3 of spades beats the joker"))
    return [Effect("counter", 40, f"{title}|{sub}", "counter", (BANNER, STREAKS), seat=e.seat, color="sky")]


TAX_FLIGHT = 54  # ticks a tax payment or return takes to fly (0.9 s at 60 Hz, a quarter of it fast)


def _exchange(kind: str, giver: int, to: int, cards: tuple, text: str, t: Table, private: Private) -> list[Effect]:
    """Cards flying from one seat to another (a give, the tax); faces and their names only for a
    party of the exchange who holds the device."""
    face_up = private(giver, to)
    if face_up:
        # TRANSLATORS: what was exchanged, then the cards themselves: "Aki gives 2 cards to Ben: K♥ 4♣".
        text = _("{what}: {cards}").format(what=text, cards=card_names(cards))
    # The tax is the hand's first news and the Beggar's loss: its flights take long enough to follow.
    return [Effect(kind, TAX_FLIGHT if kind == "tax" else 30, text, "give" if kind == "give" else "tax", (FLIGHT,),
                   _cards(cards), _at(t, giver), _at(t, to), face_up=face_up, owner=giver, seat=giver, to=to,
                   color="green")]


def _to(t: Table, seat: int) -> str:
    """A receiver mid-sentence: "you" for the seat called You."""
    name = t.name(seat)
    # TRANSLATORS: the seat called You as the object of a sentence ("Aki gives 1 card to you").
    return pgettext("object", "you") if is_you(name) else shown(name)


def _gave(e: Gave, t: Table, private: Private) -> list[Effect]:
    n = len(e.cards)
    text = about(t.name(e.seat), ngettext("You give {n} card to {to}", "You give {n} cards to {to}", n),
                 ngettext("{name} gives {n} card to {to}", "{name} gives {n} cards to {to}", n), n=n, to=_to(t, e.to))
    return _exchange("give", e.seat, e.to, e.cards, text, t, private)


def _tax_paid(e: TaxPaid, t: Table, private: Private) -> list[Effect]:
    n = len(e.cards)
    text = about(t.name(e.giver),
                 ngettext("TAX: You pay {to} your strongest card", "TAX: You pay {to} your {n} strongest cards", n),
                 ngettext("TAX: {name} pays {to} their strongest card", "TAX: {name} pays {to} their {n} strongest cards",
                          n), n=n, to=_to(t, e.receiver))
    return _exchange("tax", e.giver, e.receiver, e.cards, text, t, private)


def _tax_returned(e: TaxReturned, t: Table, private: Private) -> list[Effect]:
    n = len(e.cards)
    text = about(t.name(e.giver), ngettext("You return {n} card to {to}", "You return {n} cards to {to}", n),
                 ngettext("{name} returns {n} card to {to}", "{name} returns {n} cards to {to}", n),
                 n=n, to=_to(t, e.receiver))
    return _exchange("tax", e.giver, e.receiver, e.cards, text, t, private)


def _discarded(e: Discarded, t: Table, _private: Private) -> list[Effect]:
    n = len(e.cards)
    # TRANSLATORS: box=table status
    text = about(t.name(e.seat), ngettext("TEN-DISCARD: You discard {n} card", "TEN-DISCARD: You discard {n} cards", n),
                 ngettext("TEN-DISCARD: {name} discards {n} card", "TEN-DISCARD: {name} discards {n} cards", n), n=n)
    if n:
        text = _("{what}: {cards}").format(what=text, cards=card_names(e.cards))
    return [Effect("discard", 28, text, "discard", (FLIGHT,), _cards(e.cards), _at(t, e.seat), layout.DISCARD_POS,
                   owner=e.seat, seat=e.seat, color="orange")]


def _went_out(e: WentOut, t: Table, _private: Private) -> list[Effect]:
    # TRANSLATORS: box=banner title
    out = about(t.name(e.seat), _("You ARE OUT!"), _("{name} IS OUT!")).upper()  # a banner shouts: "BEN IS OUT!"
    # TRANSLATORS: under "Aki IS OUT!": the finishing place and the title it earns ("1st place - Millionaire").
    sub = _("{place} place - {title}").format(place=ordinal(e.place), title=title(t.title_of(e.seat, e.place)))
    return [Effect("out", 50, f"{out}|{sub}", "out", (BANNER,), seat=e.seat, color="gold")]


def foul_tag(tag: str) -> str:
    """A foul-finish tag (Fouled.tags) as the banner words it; English shows the tag itself."""
    # TRANSLATORS: the last card of a foul finish, after "went out on a": the tags of the rules. box=banner text
    return {"joker": pgettext("foul", "joker"), "two": pgettext("foul", "two"),
            # TRANSLATORS: box=banner text
            "top_rank": pgettext("foul", "top_rank"), "eight": pgettext("foul", "eight"),
            "spade3": pgettext("foul", "spade3"), "seven": pgettext("foul", "seven"),
            "ten": pgettext("foul", "ten")}.get(tag, tag)


def _fouled(e: Fouled, t: Table, _private: Private) -> list[Effect]:
    tags = pgettext("list", ", ").join(foul_tag(tag) for tag in e.tags)
    title = _("FOUL FINISH!")
    sub = _("{name} went out on a {tags}: last place").format(name=shown(t.name(e.seat)), tags=tags)
    return [Effect("foul", 50, f"{title}|{sub}", "foul", (BANNER,), seat=e.seat, color="red")]


def _fell(e: FellFromGrace, t: Table, _private: Private) -> list[Effect]:
    title = _("FALL FROM GRACE!")
    # TRANSLATORS: box=banner text
    fell = about(t.name(e.seat), _("You, the Millionaire, are out of the hand"),
                 _("{name}, the Millionaire, is out of the hand"))
    return [Effect("fall", 56, f"{title}|{fell}", "fall", (FLIGHT, BANNER), _cards(e.cards),
                   _at(t, e.seat), layout.DISCARD_POS, owner=None, seat=e.seat, color="purple")]


def _lead(e: LeadTo, t: Table, _private: Private) -> list[Effect]:
    return [Effect("note", 8, about(t.name(e.seat), _("You lead"), _("{name} leads")), None, seat=e.seat)]


def _owed(e: DecisionOwed, t: Table, _private: Private) -> list[Effect]:
    n, name = e.count, t.name(e.seat)
    if e.decision is Owed.DISCARD:
        what = about(name, ngettext("You discard {n} card", "You discard {n} cards", n),
                     ngettext("{name} discards {n} card", "{name} discards {n} cards", n), n=n)
    elif e.to is None:
        what = about(name, *_owed_anyone(e.decision, n), n=n)
    else:
        what = about(name, *_owed_to(e.decision, n), n=n, to=_to(t, e.to))
    return [Effect("note", 16, what, None, seat=e.seat)]


def _owed_to(decision: Owed, n: int) -> tuple[str, str]:
    """The (You, anyone else) sentences of a give or return owed to a seat."""
    if decision is Owed.GIVE:
        return (ngettext("You give {n} card to {to}", "You give {n} cards to {to}", n),
                ngettext("{name} gives {n} card to {to}", "{name} gives {n} cards to {to}", n))
    return (ngettext("You return {n} card to {to}", "You return {n} cards to {to}", n),
            ngettext("{name} returns {n} card to {to}", "{name} returns {n} cards to {to}", n))


def _owed_anyone(decision: Owed, n: int) -> tuple[str, str]:
    """The same with nobody named (a decision owed to no seat in particular)."""
    if decision is Owed.GIVE:
        return (ngettext("You give {n} card", "You give {n} cards", n),
                ngettext("{name} gives {n} card", "{name} gives {n} cards", n))
    return (ngettext("You return {n} card", "You return {n} cards", n),
            ngettext("{name} returns {n} card", "{name} returns {n} cards", n))


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
