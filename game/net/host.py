"""Owns the network's one door into the table: every use of ``game.table`` by ``game.net`` is here.

A room asks this adapter for a seat's view and decision (as JSON values, with
the words already in the host's language), whether a selection is legal, and
to apply a move for a seat; it never touches the session or the engine
itself. So when the table changes (controllers per seat, listeners) only this
module is rewired. For now the adapter owns a ``game.table.session.Session``
with friend seats set up as "human" and the rest as bot strengths, and plays
the bot seats itself with ``game.bots`` on the seat's own view, searched in
the bot process as the desktop's bots are.

Refusals and words are the desktop's own: ``check`` answers with
``Session.refusal`` worded by ``game.table.refusals``, the effects are the
status strip's (``game.table.hud.states``), names, titles and prompts come
from ``game.table.words``; all through ``game.i18n``.
"""
from __future__ import annotations

from concurrent.futures import Future
from typing import Any, Sequence

from game.bots import Bot, make_bot
from game.bots.worker import BotPool, BotWorker
from game.engine import IllegalMove, Move, Rules
from game.engine.cards import parse_cards
from game.engine.events import Event
from game.i18n import _
from game.net import views
from game.table import hud, refusals, words
from game.table.rules_text import BOT_NAMES
from game.table.seating import KINDS, SeatConfig
from game.table.session import Session

FRIEND = "friend"  # a seat played from a device; any other kind is a bot strength
PERSONALITY = "steady"

Json = dict[str, Any]


class OutOfTurn(ValueError):
    """A seat asked to act (or check a move) while the decision is not its own."""


class TableHost:
    """One match seen as the network sees it: seats, per-seat views and moves. Built on any thread;
    once a room hosts it, only the server's loop touches it."""

    def __init__(self, rules: Rules, kinds: Sequence[str], seed: int = 0, pool: BotPool | None = None) -> None:
        unknown = [k for k in kinds if k != FRIEND and k not in KINDS[1:]]
        if unknown or FRIEND not in kinds:
            raise ValueError(f"kinds: expected {FRIEND!r} or a bot strength ({', '.join(KINDS[1:])}) per seat, "
                             f"with at least one {FRIEND!r}; got {list(kinds)!r}")
        configs = [SeatConfig(kind="human", name=f"Player {i + 1}", portrait="You") if kind == FRIEND else
                   SeatConfig(kind=kind, name=BOT_NAMES[i], portrait=BOT_NAMES[i], personality=PERSONALITY)
                   for i, kind in enumerate(kinds)]
        self.session = Session(rules, configs, seed)
        self.bots: dict[int, Bot] = {i: make_bot(f"{kind}:{PERSONALITY}", seed + i)
                                     for i, kind in enumerate(kinds) if kind != FRIEND}
        self._worker = BotWorker(pool)  # the game's bot process unless a pool is given

    # -- seats ----------------------------------------------------------------------------
    @property
    def seats(self) -> int:
        return len(self.session.seats)

    @property
    def friend_seats(self) -> list[int]:
        return [i for i in range(self.seats) if i not in self.bots]

    def sit(self, seat: int, name: str) -> None:
        """A friend took ``seat`` under ``name`` (as typed: only the game's own names are translated)."""
        self.session.seats[seat].name = name

    def names(self) -> list[str]:
        return [words.shown(cfg.name) for cfg in self.session.seats]

    # -- whose move -------------------------------------------------------------------------
    @property
    def to_act(self) -> int | None:
        return self.session.to_act

    @property
    def between_hands(self) -> bool:
        return self.session.match.between_hands

    @property
    def is_over(self) -> bool:
        return self.session.match.is_over

    @property
    def turn_seconds(self) -> int:
        """The rules' turn timer (0: none): a friend who lets it run out gets the engine's timeout move."""
        return self.session.rules.turn_timer

    def decision_key(self) -> tuple[object, ...]:
        """Names the decision owed now: it changes with every move, so a timer set for one decision
        can tell it is still the one owed when it fires."""
        view = self.session.view(self.to_act if self.to_act is not None else 0)
        return (view.number, len(view.history), view.to_act, view.pending, view.owed, view.counts)

    def time_out(self) -> list[Event]:
        """The turn timer ran out for the friend to act: the engine's timeout move (§9.20) is made."""
        return self.session.apply(self.session.match.timeout_move())

    def bot_move(self) -> tuple[int, Future[Move]] | None:
        """Start the bot to act choosing, and return its seat and the move to come; None when no bot
        is to act. The search runs in the bot process (``game.bots.worker``), like the desktop's bots,
        so neither the room's loop nor a frame of the game waits on it."""
        seat = self.to_act
        if seat is None or seat not in self.bots:
            return None
        return seat, self._worker.submit(self.bots[seat], self.session.view(seat))

    def close(self) -> None:
        """The table is no longer hosted: drop a bot's search still in flight."""
        self._worker.cancel()

    # -- what a seat is told ---------------------------------------------------------------------
    def view(self, seat: int) -> Json:
        """The seat's view: its facts (``views.seat_fields``) and the words a device shows."""
        view = self.session.view(seat)
        out = views.seat_fields(view)
        out["names"] = self.names()
        out["title_words"] = [words.title(t) if t else "" for t in view.titles]
        out["effects"] = [text for text, _colour in hud.states(view)]
        out["table_words"] = None if view.table is None else words.cards_in(str(view.table))
        out["trick_words"] = [[who, words.cards_in(words.move_words(move))] for who, move in view.trick]
        return out

    def decision(self, seat: int) -> Json | None:
        """What ``seat`` owes now, with the prompt in words, or None when it is not its decision."""
        if self.between_hands or self.to_act != seat:
            return None
        out = views.decision_fields(self.session.view(seat))
        if out is None:
            return None
        out["seconds"] = self.turn_seconds or None
        if out["kind"] == "play":
            # TRANSLATORS: box=none (the phone page, drawn by the browser): the prompt on a player's turn.
            play_or_pass = _("Your turn: play or pass")
            # TRANSLATORS: box=none (the phone page): the prompt when the player leads (a leader cannot pass).
            out["prompt"] = play_or_pass if out["can_pass"] else _("Your turn: you lead")
        else:
            to = None if out["to"] is None else self.session.seats[out["to"]].name
            out["prompt"] = words.choose_prompt(out["kind"], out["count"], to)
        return out

    def events(self, found: Sequence[Event], seat: int) -> list[Json]:
        """The events as ``seat`` may see them (``views.event_for``), in order."""
        return [e for e in (views.event_for(event, seat) for event in found) if e is not None]

    def result(self) -> Json | None:
        """The last finished hand's results (and the match's, once it is over), or None before any."""
        match = self.session.match
        if not match.results:
            return None
        over = match.results[-1]
        return {"hand": over.number, "places": list(over.places), "titles": list(over.titles),
                "title_words": [words.title(t) for t in over.titles], "points": list(over.points),
                "scores": list(match.scores), "match_over": match.is_over, "winner": match.winner,
                "names": self.names()}

    # -- acting ------------------------------------------------------------------------------
    def _own_decision(self, seat: int) -> None:
        if self.between_hands or self.to_act != seat:
            # TRANSLATORS: box=none (the phone page): a device checked or sent a move on another's turn.
            raise OutOfTurn(_("It is not your turn."))

    def check(self, seat: int, cards: Sequence[str]) -> Json:
        """Would these cards make a legal move for ``seat`` now: the moves they make (several when a
        joker can be read more ways) or the desktop's refusal in words. Raises ``OutOfTurn``."""
        self._own_decision(seat)
        selected = [int(c) for c in parse_cards(list(cards))]
        found = self.session.matching(selected)
        if found:
            return {"cards": list(cards), "legal": True,
                    "moves": [{"move": str(m), "words": words.cards_in(words.move_words(m))} for m in found]}
        return {"cards": list(cards), "legal": False,
                "reason": words.cards_in(refusals.why_not(self.session, selected) or "")}

    def play(self, seat: int, move: Move | str) -> list[Event]:
        """Apply ``seat``'s move: ``OutOfTurn`` when the decision is not its own, else the engine
        decides (``IllegalMove`` with its reason; word it with ``refusal_words``)."""
        self._own_decision(seat)
        return self.session.apply(move)

    @staticmethod
    def refusal_words(exc: IllegalMove) -> str:
        """The refusal as the desktop's status line says it: its words, the cards named as drawn."""
        return words.cards_in(refusals.word(exc))

    def deal_next(self) -> list[Event]:
        """Deal the next hand once a hand is over (the room does it when the results are sent)."""
        return self.session.deal_next()
