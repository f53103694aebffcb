"""Owns a table hosted for friends: the one object a desktop screen or the dedicated server holds.

``HostedTable`` listens (``NetServer``, its own thread and loop) only while it
is hosting, opens a room whose code and address the host's screen shows, keeps
the lobby until ``start``, then builds the match through
``game.table.saving.tables.new_match`` with a ``Remote`` controller for each friend's
seat, so the session, its clock, the turn timer, the stand-ins, the records
and the replays are the desktop's own. Whoever ticks the session owns it: the
desktop's frame (calling ``serve`` once a frame beside its own clock) or, with
no window, ``tick``, which also deals each next hand at once. The devices are
answered on that same thread (``host.NetRoom``), never on the network's.

A desktop's table is ``saved``: its match keeps the room code and the friends'
secrets (``seating.FriendsLink``) in the friends' table's own save, and
``continued`` hosts such a save again under the same code, where each device
rejoins its seat with the secret it kept. A ``rematch`` keeps everyone seated.

Every match a table deals, its rematches too, is dealt from a seed drawn from
the operating system's randomness (``secrets``) unless the host chose the deals
(a deal code): the engine draws every hand from the seed, so a seed anyone could
work out (a room's place on the command line, the last match's) would tell them
every hand. The host alone holds it; the replay and the deal code, which name
it, are written only once the match is over (``game.table.saving.recorder``).
"""
from __future__ import annotations

import secrets
from dataclasses import replace
from typing import Mapping, Sequence

from game.engine import Rules
from game.engine.events import Event
from game.net.host.net_room import NetRoom
from game.net.host.room import BOT, FRIEND, LOCAL, LobbySeat
from game.net.host.server import NetServer
from game.quoting import quote
from game.records.dealcode import SEED_BITS
from game.table.match.seating import KINDS, FriendsLink, SeatConfig
from game.table.match.session import TICKS_PER_SECOND, Session
from game.table.saving.tables import again, new_match
from game.table.wording.rules_text import BOT_NAMES

GRACE_SECONDS = 30.0  # a friend away on their turn this long has the CPU play for them until they return
IDLE_SECONDS = 60.0  # likewise a friend connected but silent on their turn, when no turn timer moves for them
STAND_IN = "medium"  # the strength of a bot given a friend seat nobody took
PERSONALITY = "steady"


class HostedTable:
    """One hosted table from its lobby to its last hand (see the module docstring)."""

    def __init__(self, rules: Rules, kinds: Sequence[str], seed: int | None = None, *,
                 configs: Mapping[int, SeatConfig] | None = None, bind: str = "0.0.0.0", port: int = 0,
                 grace: float = GRACE_SECONDS, idle: float = IDLE_SECONDS, server: NetServer | None = None,
                 saved: bool = False) -> None:
        """``seed``: the deals the host chose (a deal code), else None: a secret one (``fresh_seed``).
        ``grace`` and ``idle``: how long a friend's turn waits for their device away, and connected but
        silent (not watched with a turn timer, which moves for them), before the CPU plays it.
        ``kinds``: per seat ``"friend"``, ``"local"`` (the desktop's player) or a bot strength;
        ``configs`` sets up bot and local seats (names, faces, personalities: a level's opponents).
        ``server``: a server already listening that hosts many tables (the dedicated server);
        without one the table listens on ``bind``:``port`` (0: any free port) until ``close``.
        ``saved``: the match is kept in the friends' table's save (a desktop's; a server's many are not)."""
        unknown = [k for k in kinds if k not in (FRIEND, LOCAL) and k not in KINDS[1:]]
        if unknown or FRIEND not in kinds or list(kinds).count(LOCAL) > 1:
            raise ValueError(f"kinds: expected per seat {FRIEND!r}, {LOCAL!r} (at most one) or a "
                             f"bot strength ({', '.join(KINDS[1:])}), with at least one {FRIEND!r}; got {quote(list(kinds))}")
        given = configs or {}
        seats = []
        for i, kind in enumerate(kinds):
            if kind == FRIEND:
                seats.append(LobbySeat(FRIEND, SeatConfig("human", "", "You")))
            elif kind == LOCAL:
                seats.append(LobbySeat(LOCAL, given.get(i, SeatConfig("human", "You", "You"))))
            else:
                seats.append(LobbySeat(BOT, given.get(i, _bot(i, kind))))
        self._host(rules, fresh_seed() if seed is None else seed, seats, (grace, idle), server, bind, port, saved)

    def _host(self, rules: Rules, seed: int, seats: list[LobbySeat], waits: tuple[float, float],
              server: NetServer | None, bind: str, port: int, saved: bool, code: str | None = None,
              started: bool = False) -> None:
        """Open the room of ``seats`` (under ``code`` when it is free; ``started``: its match is on),
        listening unless given a ``server``; ``waits``: the grace and idle periods, in seconds."""
        self.rules = rules
        self.seed = seed
        self.saved = saved
        grace, idle = waits
        self.net = NetRoom(seats, round(grace * TICKS_PER_SECOND),
                           None if rules.turn_timer else round(idle * TICKS_PER_SECOND))
        self.room = self.net.room
        self.room.started = started
        self.session: Session | None = None
        self._own_server = server is None
        self.server = server if server is not None else NetServer(bind, port)
        if self._own_server:
            self.server.start()
        self.server.open_room(self.room, code)

    @classmethod
    def continued(cls, session: Session, *, bind: str = "0.0.0.0", port: int | None = None,
                  grace: float = GRACE_SECONDS, idle: float = IDLE_SECONDS,
                  server: NetServer | None = None) -> "HostedTable":
        """The saved match ``session`` of a friends' table, hosted again under its room code (another
        when that one is taken) on its port (``port``: another; any free one when that is taken) with
        its friends' secrets: each device, whose page kept the address, rejoins its own seat with the
        secret it kept; until then the seat is away (the grace period, then the CPU), as any friend's."""
        link = session.friends
        assert link is not None, "a friends' table's save"
        seats = [LobbySeat(FRIEND, config, secret=secret) if secret
                 else LobbySeat(BOT, config, open=True) if secret == ""
                 else LobbySeat(LOCAL if config.is_human else BOT, config)
                 for config, secret in zip(session.seats, link.secrets, strict=True)]
        table = cls.__new__(cls)
        wanted = link.port if port is None else port
        try:
            table._host(session.rules, session.seed, seats, (grace, idle), server, bind, wanted, True, link.room,
                        started=True)
        except OSError:  # the port is another program's now: any free one (the join panel says which)
            table._host(session.rules, session.seed, seats, (grace, idle), server, bind, 0, True, link.room,
                        started=True)
        if table._own_server and table.port != link.port:
            session.friends = replace(link, port=table.port)  # the save keeps where the table listens now
        friends = [i for i, seat in enumerate(seats) if seat.kind == FRIEND]
        auto_pass, pass_if_stuck = session.auto_pass, session.pass_if_stuck  # the save's, on its persons
        for i in friends:  # the device's seat takes over its person's switches, as a Quick Match keeps them
            session.reseat(i, session.seats[i], table.net.remotes[i])
            session.set_auto_pass(i, i in auto_pass)
            session.set_pass_if_stuck(i, i in pass_if_stuck)
        table._attach(session, friends)
        return table

    # -- what the host's screen shows ----------------------------------------------------------------
    @property
    def address(self) -> str:
        assert self.server.address is not None
        return self.server.address[0]

    @property
    def port(self) -> int:
        assert self.server.address is not None
        return self.server.address[1]

    @property
    def code(self) -> str:
        return self.room.code

    @property
    def url(self) -> str:
        """The address a friend opens to join (for the join panel and its QR code)."""
        return self.server.page_url(self.code)

    def lobby(self) -> list[dict[str, object]]:
        """Per seat: ``kind`` (friend, bot, local), ``name``, ``portrait``, ``joined``, ``connected``."""
        return self.room.lobby()

    @property
    def full(self) -> bool:
        """Every friend seat has been joined: the match may begin with nobody left out."""
        return all(seat["joined"] for seat in self.lobby() if seat["kind"] == FRIEND)

    @property
    def can_start(self) -> bool:
        """Someone will play: a seat at this screen, or a friend who joined (a host at a TV with nobody
        joined yet would deal a table of bots only)."""
        return any(seat["kind"] == LOCAL or (seat["kind"] == FRIEND and seat["joined"]) for seat in self.lobby())

    def give_to_bot(self, seat: int, strength: str = STAND_IN) -> None:
        """An empty friend seat is played by a bot (before the start). Raises ``room.SeatTaken`` or
        ``room.TableStarted``."""
        self.room.give_to_bot(seat, _bot(seat, strength))

    # -- the match ----------------------------------------------------------------------------------
    def start(self) -> Session:
        """Deal: a friend seat nobody joined is given to a bot, as the lobby offered; returns the session
        (recorded, not saved: Continue could not seat the friends again). Raises ``room.TableStarted``
        when called twice, ValueError when nobody would play (``can_start``)."""
        if not self.can_start:
            raise ValueError("seats: nobody to play: no seat at this screen and no friend has joined")
        seats = self.room.begin(_bot)
        friends = [i for i, seat in enumerate(seats) if seat.kind == FRIEND]
        session = new_match(self.rules, [replace(seat.config) for seat in seats], self.seed,
                            controllers={i: self.net.remotes[i] for i in friends},
                            friends=FriendsLink(self.code, self.room.kept(), self.port) if self.saved else None)
        self._attach(session, friends, session.match.opening_events)
        return session

    def rematch(self) -> Session:
        """The same table again once the match is over, everyone kept in their seat: each device is
        told the new match's first deal; a friend who had left stays with the CPU until they return."""
        old = self.session
        assert old is not None and old.match.is_over, "a rematch follows a finished match"
        friends = list(self.net.friends)
        session = again(old, {i: self.net.remotes[i] for i in friends}, fresh_seed())
        for seat in old.standins & set(friends):
            session.set_standin(seat, True)
        self._attach(session, friends, session.match.opening_events)
        return session

    def _attach(self, session: Session, friends: list[int], opening: Sequence[Event] = ()) -> None:
        self.session = session
        self.net.attach(session, friends, opening)

    def serve(self) -> None:
        """Answer the devices (checks, comebacks, the grace period), on the thread that ticks the session:
        the desktop calls it once a frame beside its own clock."""
        self.net.serve()

    def tick(self) -> None:
        """One tick for an owner with no window: ``serve``, then the session's clock, dealing each next
        hand at once (the devices show the results until their players tap on)."""
        self.serve()
        session = self.session
        if session is None or session.match.is_over:
            return
        if session.match.between_hands:
            session.deal_next()
        else:
            session.tick()

    def close(self) -> None:
        """Tell every device the host quit, stop the bots' searches and, if this table listens on its
        own, stop listening. A saved match not over yet is closed as "host saved": Continue hosts it again
        under the same code and secrets, so a device keeps what it needs to rejoin."""
        kept = self.saved and self.session is not None and not self.session.match.is_over
        self.server.close_room(self.code, "host saved" if kept else "host quit")
        if self.session is not None:
            self.session.unsubscribe(self.net)
            self.session.brains.cancel_move()
        if self._own_server:
            self.server.stop()


def fresh_seed() -> int:
    """A match's seed from the operating system's randomness: nobody can work it out (see the module
    docstring), and a deal code can still hold it."""
    return secrets.randbelow(1 << SEED_BITS)


def _bot(seat: int, strength: str = STAND_IN) -> SeatConfig:
    """A bot taking friend seat ``seat``, named like the desktop's bot at that seat."""
    return SeatConfig(strength, BOT_NAMES[seat], BOT_NAMES[seat], PERSONALITY)
