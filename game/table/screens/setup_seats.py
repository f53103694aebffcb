"""Owns the seats of the rules setup: who plays each seat (a human, a bot strength, a friend's device),
its name and face and a bot's personality, as rows of the setup's menu and the changes they make.

A seat's name is picked from a pool (by its English key, which is also its face)
or typed (``game.app.entry``); two seats never share a name or a face, since
the records would count them as one player. At least one seat is human; at the
friends' table exactly one seat is played on this screen and at least one is a
friend's device.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from game import i18n
from game.app.entry import TextEntry
from game.app.keyboard import NAME_KEYS, NAME_MAX, OnScreenKeyboard, TextField
from game.app.widgets import Choice, Row
from game.bots.base import PERSONALITIES
from game.i18n import _
from game.table.match.seating import KINDS, SeatConfig
from game.table.wording.rules_text import BOT_NAMES, HUMAN_NAMES, kind_text, personality_text, seat_name

if TYPE_CHECKING:
    from game.app.app import App

FRIEND = "friend"  # a seat a friend takes from their own device (the friends' table, game.net)


def default_seats(mode: str) -> list[SeatConfig]:
    """Six seats as a new setup offers them, named in the language in force (faces by the English names).
    At the friends' table you sit at the first and friends' devices take the others (their names come
    with them)."""
    humans = 2 if mode == "pass" else 1
    out = []
    for i in range(6):
        if mode == "friends" and i:
            out.append(SeatConfig(FRIEND, _("Friend {n}").format(n=i), HUMAN_NAMES[i % len(HUMAN_NAMES)]))
        elif i < humans:
            name = HUMAN_NAMES[i + 1] if mode == "pass" else HUMAN_NAMES[0]
            out.append(SeatConfig("human", seat_name(name), name))
        else:
            name = BOT_NAMES[i - humans]
            out.append(SeatConfig("medium", seat_name(name), name, list(PERSONALITIES)[i % len(PERSONALITIES)]))
    return out


class SeatRows:
    """The setup's seat rows and their changes (mixed into ``RulesSetup``, which owns the menu)."""

    app: "App"
    mode: str
    seats: list[SeatConfig]
    seat_count: int
    note: str
    _build: Callable[[], None]

    def _seat_rows(self, i: int) -> list[tuple[str, Row]]:
        seat = self.seats[i]
        pool = HUMAN_NAMES if seat.is_human else BOT_NAMES
        others = [s.name for j, s in enumerate(self.seats) if j != i]
        # A pooled name is picked by its English key (the face), shown in the language in force.
        names = [(n, seat_name(n)) for n in pool if seat_name(n) not in others]
        if seat.portrait not in [n for n, _shown in names]:
            names.insert(0, (seat.portrait, seat.name))
        rows: list[tuple[str, Row]] = [
            (f"seat:{i}", Choice(_("Seat {n}").format(n=i + 1),
                                 reason=_("Who plays this seat: a human or a bot strength."),
                                 options=[(k, kind_text(k)) for k in self.kinds], get=lambda: seat.kind,
                                 set=lambda v: self._set_kind(i, str(v)))),
            (f"name:{i}", _NameChoice("  " + _("name"),
                                      reason=_("The name and face at the table; confirm to type a name."),
                                      options=names, get=lambda: seat.portrait,
                                      set=lambda v: self._set_name(i, str(v)), on_type=lambda: self._type_name(i))),
        ]
        if seat.kind == FRIEND:
            return rows[:1]  # a friend brings their own name and face
        if seat.is_bot:
            rows.append((f"style:{i}", Choice("  " + _("style"),
                                              # TRANSLATORS: box=setup reason
                                              reason=_("The bot's personality: how it plays its cards."),
                                              options=[(p, personality_text(p)) for p in PERSONALITIES],
                                              get=lambda: seat.personality,
                                              set=lambda v: setattr(seat, "personality", str(v)))))
        return rows

    @property
    def kinds(self) -> tuple[str, ...]:
        """Who may play a seat here: at the friends' table a friend's device too."""
        return (KINDS[0], FRIEND) + KINDS[1:] if self.mode == "friends" else KINDS

    def _set_kind(self, i: int, kind: str) -> None:
        seat = self.seats[i]
        was_human = seat.is_human
        if self.mode == "friends":
            self._set_friends_kind(i, kind)
            return
        if kind != "human" and was_human and sum(s.is_human for s in self.seats[: self.seat_count]) == 1:
            # TRANSLATORS: box=setup reason
            self.note = _("At least one seat must be human.")
            self.app.sound("error")
            return
        seat.kind = kind if kind in KINDS else "medium"
        if seat.is_human != was_human:
            taken = {s.name for s in self.seats}
            pool = HUMAN_NAMES[1:] if seat.is_human else BOT_NAMES
            seat.portrait = next(n for n in pool if seat_name(n) not in taken)
            seat.name = seat_name(seat.portrait)
        self._build()

    def _set_friends_kind(self, i: int, kind: str) -> None:
        """At the friends' table: at most one seat is yours here, and at least one is a friend's device."""
        seats = self.seats[: self.seat_count]
        seat = seats[i]
        if kind == "human" and any(s.is_human for j, s in enumerate(seats) if j != i):
            # TRANSLATORS: box=setup reason
            self.note = _("Only one seat is played on this screen; friends join from their devices.")
        elif seat.kind == FRIEND and kind != FRIEND and sum(s.kind == FRIEND for s in seats) == 1:
            # TRANSLATORS: box=setup reason
            self.note = _("At least one seat must be a friend's device.")
        else:
            taken = {s.name for j, s in enumerate(self.seats) if j != i}
            seat.kind = kind
            if kind == FRIEND:
                seat.name = _("Friend {n}").format(n=i)
            else:
                pool = HUMAN_NAMES if kind == "human" else BOT_NAMES
                seat.portrait = next(n for n in pool if seat_name(n) not in taken)
                seat.name = seat_name(seat.portrait)
            self.note = ""
            self._build()
            return
        self.app.sound("error")

    def _set_name(self, i: int, key: str) -> None:
        """A name picked from the row by its key: a pooled one's English name (its face), shown translated."""
        seat = self.seats[i]
        if key != seat.portrait:  # the seat's own (typed) name stays as typed
            seat.name, seat.portrait = seat_name(key), key
        self._build()

    def _type_name(self, i: int) -> None:
        def done(text: str) -> str | None:
            name = " ".join(text.split())
            if not name:
                # TRANSLATORS: box=entry hint
                return _("A name needs at least one letter.")
            # the same name or the same face: records would count them as one (game.table.saving.recorder.counted_as)
            if any(name in (s.name, s.portrait) for j, s in enumerate(self.seats[: self.seat_count]) if j != i):
                # TRANSLATORS: box=entry hint
                return _("{name} is already at the table.").format(name=name)
            self.seats[i].name = self.seats[i].portrait = name
            self._build()
            return None

        field = TextField(self.seats[i].name[:NAME_MAX], NAME_MAX)
        keys = OnScreenKeyboard(NAME_KEYS, shift=True, space=True, kana=i18n.language() == "ja")
        self.app.stack.push(TextEntry(self.app, _("NAME FOR SEAT {n}").format(n=i + 1), field, keys, done))


class _NameChoice(Choice):
    """A seat's name: left/right pick from the list, confirm opens typing."""

    def __init__(self, *args: Any, on_type: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.on_type = on_type

    def activate(self) -> bool:
        self.on_type()
        return True
