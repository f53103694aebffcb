"""Owns the network's one door into the table: a listener that tells each friend's device what its
seat may know, and answers the devices from the session's own thread.

``NetRoom`` subscribes to the session like the autosave and the records do.
Each friend seat has its feed (``game.table.view.feed.Feed``), the same story the
desktop's table is drawn from: on each change (``moved``, ``dealt``,
``restored``) the room sends every friend seat what its feed tells: the events
as that seat may see them and what each shows (the banners and flights, in
``moments``), the seat's view, who is away or played by the CPU, and the
decision it owes with its key; a finished hand brings the results. It builds
them on the session's thread, where the engine stands exactly as the messages
describe, and posts them to the room on the network's loop. ``serve`` (once a
tick, on the same thread) answers what the devices asked: a move goes through
its seat's feed (``Feed.submit``: the engine's check, then the session plays
it on its next tick), a refused one is told why; it seats a device that came
back, and hands the seat of a friend who lets their turn wait past the grace or
idle period to the CPU (``Session.set_standin``, timed by ``waits.TurnWaits``)
until the device comes back or, connected, says anything; a friend who says bye
(between hands, say) leaves their seat to the CPU at once, until they come
back. The other seats hear of a seat's comings and goings at most once per
``STATUS_TICKS`` (with each move's news anyway), so a device that reconnects
again and again costs the others nothing.

Refusals and words are the desktop's own: a check is answered with
``Session.matching`` or ``refusals.why_not``, a refused move with
``refusals.word``, the effects are the status strip's (``hud.states``), names,
titles and prompts come from ``game.table.wording.words``; all through ``game.i18n``.
"""
from __future__ import annotations

import queue
from dataclasses import replace
from typing import Any, Sequence

from game.engine import SeatView
from game.engine.cards import parse_cards
from game.engine.events import Event
from game.i18n import _
from game.net.host.remote_seat import Remote
from game.net.host.room import (
    KEEP, LOCAL, Asked, Came, Hinted, LobbySeat, Moved, Request, Room, Stirred, Switched, Went,
)
from game.net.host.waits import TurnWaits
from game.net.wire import protocol, views
from game.net.wire.seat_log import SeatLogs
from game.table.match import selection
from game.table.match.seating import SeatConfig
from game.table.match.session import TICKS_PER_SECOND, Listener, Session
from game.table.view import hud
from game.table.view.feed import Feed, standing
from game.table.wording import refusals, words
from game.table.wording.refusals import not_your_turn

Json = dict[str, Any]
STATUS_TICKS = 2 * TICKS_PER_SECOND  # the others are told of a seat's comings and goings at most this often


class NetRoom(Listener):
    """A hosted table's friend seats, as the session's listener (see the module docstring)."""

    def __init__(self, seats: Sequence[LobbySeat], grace_ticks: int, idle_ticks: int | None = None) -> None:
        """``grace_ticks``: how long a seat's turn waits for its device while it is away; ``idle_ticks``:
        while it is connected and silent (None: as long as it takes, as with a turn timer, which moves)."""
        # A seat the host's own player holds never comes from a device; any other may (a bot's, to a latecomer).
        self.remotes = {i: Remote() for i, s in enumerate(seats) if s.kind != LOCAL}
        self.room = Room(seats)
        self.feeds: dict[int, Feed] = {}  # each friend seat's story, kept across a rematch (its keys count on)
        self.waits = TurnWaits(grace_ticks, idle_ticks)
        self.ticks = 0  # ``serve``s so far: the clock of the status news
        self.restatus = False  # a seat came or went since the others were last told
        self.told_at = -STATUS_TICKS  # the tick the others were last told
        self.room.waits = {"grace": -(-grace_ticks // TICKS_PER_SECOND),
                           "idle": None if idle_ticks is None else -(-idle_ticks // TICKS_PER_SECOND)}
        self.session: Session | None = None
        self.friends: list[int] = []  # the seats played from devices, once the match began
        self.connected: set[int] = set()  # as this thread last heard from the room
        self.late: set[int] = set()  # bots' seats latecomers took, theirs from the next hand
        self.hints: dict[int, object] = {}  # seats waiting for a hint, and the decision it is for
        self.logs = SeatLogs()
        self.timer_moved: int | None = None  # the seat whose turn timer ran out: the next move is the timer's

    def attach(self, session: Session, friends: Sequence[int], opening: Sequence[Event] = ()) -> None:
        """Host ``session``, whose ``friends`` seats are played from devices: tell each the ``opening``
        events (a first deal) and the table as it stands."""
        if self.session is not None:
            self.session.unsubscribe(self)  # the last match of this table (a rematch follows it)
        self.session = session
        for feed in self.feeds.values():
            feed.session = session
        self.friends = list(friends)
        # The lobby's comings and goings are all in the lobby as it stands now (the room changes a
        # seat before it queues the news), so the news is dropped and the lobby read after it.
        while not self.room.requests.empty():
            request = self.room.requests.get_nowait()
            if isinstance(request, Came) and request.late:
                self.late.add(request.seat)  # a latecomer as the last match ended: seated in this one
        self._seat_latecomers()
        self.connected = {s for s, seat in enumerate(self.room.lobby()) if seat["connected"] and s in self.friends}
        session.away = set(self.friends) - self.connected
        session.subscribe(self)
        self._tell(opening)

    # -- the session's news ---------------------------------------------------------------------
    def moved(self, session: Session, events: list[Event]) -> None:
        self._tell(events)
        self.timer_moved = None
        self.restatus = False  # every seat was just told the table, statuses and all

    def timed_out(self, session: Session, seat: int) -> None:
        """The session is about to make the timer's move for ``seat``: its device is told with the events."""
        self.timer_moved = seat

    def dealt(self, session: Session, events: list[Event]) -> None:
        self._seat_latecomers()
        self._tell(events)

    def restored(self, session: Session) -> None:
        self._tell([])

    def hand_ended(self, session: Session) -> None:
        for seat in self.friends:
            self._post(seat, [protocol.encode("result", result=self.result())])

    # -- the devices' requests (the session's thread) ----------------------------------------------
    def serve(self) -> None:
        """Answer what the devices asked since the last tick, and watch for friends away on their turn."""
        if self.session is None:
            return  # the lobby: the room seats devices on its own
        while True:
            try:
                request = self.room.requests.get_nowait()
            except queue.Empty:
                break
            self._answer(request)
        self._hint_found()
        self._watch_the_absent()
        self.ticks += 1
        if self.restatus and self.ticks - self.told_at >= STATUS_TICKS:
            self._restatus()

    def _restatus(self) -> None:
        """Tell every seat the table as it stands now that a seat came or went."""
        self.restatus = False
        self.told_at = self.ticks
        if not self._session.match.is_over:
            self._tell([])

    def _answer(self, request: Request) -> None:
        session = self.session
        assert session is not None
        seat = request.seat
        if isinstance(request, Came) and request.late:
            self._came_late(seat)
            return
        if seat not in self.friends:
            return  # a seat left in the lobby and given to a bot at the start
        if isinstance(request, Moved):
            refused = self.feed(seat).submit(request.move, request.key)
            if refused is not None:
                self._post(seat, [protocol.encode("refusal", move=request.move, reason=words.cards_in(refused.reason),
                                                  code=refused.code)])
        elif isinstance(request, Asked):
            if not self._due(seat, request.key):
                self._post(seat, [protocol.encode("refusal", cards=list(request.cards), reason=not_your_turn(),
                                                  code="out_of_turn")])
            else:
                self._post(seat, [protocol.encode("check", check=self.check(seat, request.cards))])
        elif isinstance(request, Hinted):
            if not self._due(seat, request.key):
                self._post(seat, [protocol.encode("refusal", reason=not_your_turn(), code="out_of_turn")])
            else:  # searched on the bots' worker, off this thread; ``_hint_found`` sends it once it is in
                session.think_hint(seat)
                self.hints[seat] = request.key
        elif isinstance(request, Switched):
            session.set_auto_pass(seat, request.until_clear)
            session.set_pass_if_stuck(seat, request.when_stuck)
            self._tell([], [seat])
        elif isinstance(request, Came):
            self.logs.resend(seat)
            self.restatus |= seat not in self.connected or seat in session.standins  # the others see it soon
            self.connected.add(seat)
            session.away.discard(seat)
            self.waits.give_back(session, seat)
            # The device is new to the table (a reload, another phone): it is told the whole of it.
            self._tell([], [seat])
            if session.match.between_hands:
                self._post(seat, [protocol.encode("result", result=self.result())])
        elif isinstance(request, Stirred) and seat in session.standins and seat in self.connected:
            self.waits.give_back(session, seat)  # the silent device spoke
            self.restatus = True
        elif isinstance(request, Went) and seat in self.connected:
            self.connected.discard(seat)
            session.away.add(seat)
            if request.left:
                session.set_standin(seat, True)  # they said bye: the CPU plays on for them, no grace asked
            self.restatus = True

    def _came_late(self, seat: int) -> None:
        """A latecomer took a bot's seat: theirs from the next hand (at once between hands)."""
        if seat in self.friends:
            self.friends.remove(seat)  # its friend said bye: their seat goes to the latecomer
        self.connected.discard(seat)
        self._session.away.discard(seat)  # a bot plays the seat until the latecomer's first hand
        self.late.add(seat)
        if self._session.match.between_hands:
            self._seat_latecomers()
            self._tell([])
            self._post(seat, [protocol.encode("result", result=self.result())])

    def _seat_latecomers(self) -> None:
        """Seat the latecomers waiting (between hands): each plays their seat from its device from now."""
        session = self._session
        for seat in sorted(self.late):
            lobby = self.room.lobby()[seat]
            remote = self.remotes[seat]
            remote.auto_pass = remote.pass_if_stuck = False  # the switches of whoever sat there before
            session.reseat(seat, SeatConfig("human", str(lobby["name"]), "You"), remote)
            self.friends.append(seat)
            if lobby["connected"]:
                self.connected.add(seat)
            else:
                session.away.add(seat)
            self.room.welcome(seat)
        if self.late:
            self.late.clear()
            if session.friends is not None:  # the save keeps the latecomers' secrets from now on
                session.friends = replace(session.friends, secrets=self.room.kept())

    def _hint_found(self) -> None:
        """Send each hint whose search is done to its device, while its decision is still owed (the
        search runs on the bots' worker: this only collects it, never waits for it)."""
        session = self._session
        for seat, key in list(self.hints.items()):
            if not self._due(seat, key):
                del self.hints[seat]
                continue
            found = session.hint_for(seat)
            if found is not None:
                del self.hints[seat]
                move, why = found
                hint = {"move": str(move), "words": words.cards_in(words.move_words(move)),
                        "reason": words.cards_in(why), "key": key}
                self._post(seat, [protocol.encode("hint", hint=hint)])

    def _watch_the_absent(self) -> None:
        """A friend's turn waiting for them past the grace or idle period: the CPU plays their seat until
        they come back or, connected, speak (``waits.TurnWaits``)."""
        taken, given = self.waits.tick(self._session, self.friends, self.connected)
        self.restatus |= given
        if taken is not None:
            if taken in self.connected:
                self.room.doze(taken)  # its next message gives it the seat back (``Stirred``)
            self._tell([])

    def _due(self, seat: int, key: object) -> bool:
        """Is ``key`` the decision ``seat`` owes now (its own turn, in this very position)?"""
        owed = self.feed(seat).owed()
        return owed is not None and owed.key == key

    def feed(self, seat: int) -> Feed:
        """The seat's feed (made the first time it is asked for: a latecomer's seat too)."""
        found = self.feeds.get(seat)
        if found is None:
            found = self.feeds[seat] = Feed(self._session, seat)
        return found

    # -- telling the devices ------------------------------------------------------------------------
    def _post(self, seat: int, texts: list[str]) -> None:
        self._post_all([(seat, texts, KEEP)])

    def _post_all(self, batch: list[tuple[int, list[str], object]]) -> None:
        """Hand what each seat is to be told to the room in one go (one wake-up of the network's loop)."""
        for seat, texts, _owes in batch:
            if seat in self.connected:
                for text in texts:
                    self.room.hear(seat, text)
        self.room.post_all(batch)

    def _tell(self, found: Sequence[Event], seats: Sequence[int] | None = None) -> None:
        """Each friend seat (or each of ``seats``): what its feed tells of the ``found`` events, its view,
        and its decision if it owes one."""
        batch: list[tuple[int, list[str], object]] = []
        told = {seat: self.feed(seat).tell(found) for seat in self.friends} if found else {}
        for seat, seen in told.items():
            self.logs.heard(seat, seen)
        table: tuple[Json, Json] | None = None
        for seat in self.friends if seats is None else seats:
            seen = self._session.view(seat)
            table = table or self.table(seen)  # the same for every seat: written once
            texts = []
            if told.get(seat):
                own = {"timed_out": True} if seat == self.timer_moved else {}  # the timer moved for this seat
                texts.append(protocol.encode("event", events=[views.event_for(t.event, seat) for t in told[seat]],
                                             moments=views.moments(told[seat]), **own))
            texts.append(protocol.encode("view", view=self.view(seat, seen, table)))
            log = self.logs.news(seat)
            if log is not None:
                texts.append(protocol.encode("log", log=log))
            decision = self.decision(seat, seen)
            owes = None
            if decision is not None:
                owes = (decision["key"], decision["key"])
                texts.append(protocol.encode("decision", decision=decision))
            batch.append((seat, texts, owes))
        self._post_all(batch)

    @property
    def _session(self) -> Session:
        assert self.session is not None, "no match is hosted yet"
        return self.session

    def names(self) -> list[str]:
        return [words.shown(cfg.name) for cfg in self._session.seats]

    def view(self, seat: int, seen: SeatView | None = None, table: tuple[Json, Json] | None = None) -> Json:
        """The seat's view (``seen``, when the caller has it): its facts (``views.seat_fields``) and the
        words a device shows; ``table``: what every seat's view of this position shares (``table``)."""
        view = seen or self._session.view(seat)
        facts, said = table or self.table(view)
        out = views.seat_fields(view, facts)
        out.update(said)
        out["auto_pass"] = {"until_clear": seat in self._session.auto_pass,
                            "when_stuck": seat in self._session.pass_if_stuck}
        return out

    def table(self, view: SeatView) -> tuple[Json, Json]:
        """What every seat's view of ``view``'s position has alike, written once after a move for all the
        devices: the table's facts (``views.table_fields``) and the words about them."""
        said: Json = {"names": self.names()}
        # the names as set up, for a desktop that draws them in its own language: a bot's name in the
        # game's catalog (and the face drawn from it, as here), a friend's as typed
        said["seat_names"] = [cfg.name for cfg in self._session.seats]
        presence = self.feed(view.seat).presence()
        said["status"] = [words.presence(state) for state in presence]
        said["presence"] = presence  # the same, for a program: "" (its person plays), "away", "cpu"
        said["cpu"] = sorted(self._session.standins)  # the seats the CPU plays now (a host before presence)
        said["title_words"] = [words.title(t) if t else "" for t in view.titles]
        said["effects"] = [text for text, _colour in hud.states(view)]
        said["table_words"] = None if view.table is None else words.cards_in(str(view.table))
        said["trick_words"] = [[who, words.cards_in(words.move_words(move))] for who, move in view.trick]
        return views.table_fields(view), said

    def decision(self, seat: int, seen: SeatView | None = None) -> Json | None:
        """What ``seat`` owes now (``seen`` is its view, when the caller has it), with the prompt in words
        and its key, or None when it is not its decision to make."""
        session = self._session
        owed = self.feed(seat).owed(seen)
        if owed is None:
            return None
        seen = seen or session.view(seat)
        if self.remotes[seat].passes(seen):
            return None  # the seat's pass switches pass for it on the next tick: nothing to ask (nor buzz)
        out: Json = {"kind": owed.kind, "count": owed.count, "to": owed.to, "can_pass": owed.can_pass,
                     "key": owed.key}
        # What is left of the turn timer (all of it at the turn's start; less for a device that rejoins).
        out["seconds"] = -(-session.timer_left // TICKS_PER_SECOND) if session.timer_ticks else None
        if out["kind"] == "play":
            # TRANSLATORS: box=none (the phone page, drawn by the browser): the prompt on a player's turn.
            play_or_pass = _("Your turn: play or pass")
            # TRANSLATORS: box=none (the phone page): the prompt when the player leads (a leader cannot pass).
            out["prompt"] = play_or_pass if out["can_pass"] else _("Your turn: you lead")
        else:
            to = None if out["to"] is None else session.seats[out["to"]].name
            out["prompt"] = words.choose_prompt(out["kind"], out["count"], to)
        return out

    def result(self) -> Json | None:
        """The last finished hand's results (and the match's, once it is over), or None before any."""
        match = self._session.match
        if not match.results:
            return None
        over = match.results[-1]
        out = {"hand": over.number, "places": list(over.places), "titles": list(over.titles),
               "title_words": [words.title(t) for t in over.titles], "points": list(over.points),
               "scores": list(match.scores), "match_over": match.is_over, "winner": match.winner,
               "names": self.names(), "order": list(over.places), "tie_break": ""}
        if match.is_over:  # ranked as the desktop's final results rank them, the tie-break said when it decides
            out["order"] = standing(match.scores, over.places)
            if len(set(match.scores)) < len(match.scores):
                # TRANSLATORS: box=none (the phone page): under the final results when two totals are equal.
                out["tie_break"] = _("Equal totals are ranked by the last hand's places.")
        return out

    def check(self, seat: int, cards: Sequence[str]) -> Json:
        """Would these cards make a legal move for ``seat`` (whose decision it is): the moves they make
        (several when a joker can be read more ways) or the desktop's refusal in words."""
        selected = [int(c) for c in parse_cards(list(cards))]
        found = selection.matching(self._session, selected)
        if found:
            return {"cards": list(cards), "legal": True,
                    "moves": [{"move": str(m), "words": words.cards_in(words.move_words(m))} for m in found]}
        return {"cards": list(cards), "legal": False,
                "reason": words.cards_in(refusals.why_not(self._session, selected) or "")}
