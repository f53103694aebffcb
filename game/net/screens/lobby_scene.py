"""Owns the friends' table on the host's screen: the join panel (the address, the room code and a QR
code in the game's pixels), the seats filling as friends join, giving an empty seat to a bot, and
dealing; and keeping the hosted table answering the devices while its match is on screen.
A finished match offers a rematch with everyone kept in their seat (``FriendsMatch``), and a
friends' table's save is hosted again when the player continues it (``continued``).

The lobby hosts the table (``HostedTable``) as it opens. ``Hosting`` is an app
service: each frame it lets the table answer the devices (``serve``, on the
frame's thread, which owns the session), and once neither the lobby nor any
scene of its match is on the stack any more (the host left to the menu, the
match ended) it closes the table, which tells every device the host quit and
stops listening.
"""
from __future__ import annotations

import logging
import threading
from concurrent.futures import ThreadPoolExecutor
from typing import TYPE_CHECKING
from urllib.parse import urlsplit

import pygame

from game.app import registry
from game.app.common import BACK, ConfirmDialog, MessageOverlay, draw_heading, draw_panel, felt
from game.app.input import Action
from game.app.scene import Scene
from game.app.widgets import Button, MenuList
from game.engine import Rules
from game.gfx import fit, portraits
from game.gfx.font import FONT
from game.gfx.palette import COLORS
from game.i18n import _
from game.net.host.hosting import HostedTable
from game.net.host.room import FRIEND, LOCAL, SeatTaken
from game.net.host.server import CLOSE_SECONDS, OPEN_SECONDS
from game.net.screens.join_panel import SIZE, JoinPanel, code_of, draw_join
from game.net.wire.discovery import NETWORK_ERRORS, Discovery, TableAd
from game.records import store
from game.records.rating import Rating
from game.table.match.seating import SeatConfig
from game.table.match.session import Listener, Session
from game.table.saving import tables
from game.table.screens import flow
from game.table.wording.words import is_you, shown

log = logging.getLogger(__name__)

if TYPE_CHECKING:
    from game.app.app import App

HOST_NAME = "Host"  # the name a table is advertised under when its host kept the name You
BIND = "0.0.0.0"  # every interface: the friends' phones are on the local network, not on this computer
# The seat lines (the seat list is 230 px wide).
SEAT_LINE = fit.box("lobby seat", 230 - 34 - 8)
ROW = fit.box("lobby row", 226 - 8)  # a row of the lobby's menu
# The longest a table's goodbye may take, by the server's own deadlines: the room's bye to its devices,
# then the server's stop. The window closing meanwhile waits no longer for it.
GOODBYE_SECONDS = OPEN_SECONDS + OPEN_SECONDS + CLOSE_SECONDS


class Hosting:
    """Keeps a hosted table answering while it is on screen, and closes it once it is not; meanwhile
    advertises it on the local network (``discovery``: none from a headless App), so another copy of
    the game lists it under Join a Table. zeroconf starts up, announces and probes on the network, which
    takes a while (seconds to start, about half a second an update): all of it runs on a worker of its
    own, never on the frame's thread, and only the lobby as it stands last is announced, so a peer
    changing the lobby every frame queues one announcement, not one a frame."""

    def __init__(self, app: "App", hosted: HostedTable) -> None:
        self.app = app
        self.hosted = hosted
        self.closing: threading.Thread | None = None
        self.discovery: Discovery | None = None  # opened by the first announcement, on the worker
        self._on_network = not app.headless  # a headless App opens no socket for discovery
        self._latest: TableAd | None = None  # the lobby to announce next: a newer one replaces it
        self._latest_lock = threading.Lock()
        self.adverts = ThreadPoolExecutor(max_workers=1, thread_name_prefix="daifugo-advertise")
        app.services.append(self)
        app.at_quit.append(self.quit)

    def advertise(self, lobby: list[dict[str, object]]) -> None:
        """Announce the table as the lobby stands: its host's name, its seats and how many are free."""
        local = next((str(seat["name"]) for seat in lobby if seat["kind"] == LOCAL), "")
        free = sum(1 for seat in lobby if seat["kind"] == FRIEND and not seat["joined"])
        address = urlsplit(self.hosted.url).hostname or self.hosted.address
        ad = TableAd(self.hosted.code, local if local and not is_you(local) else HOST_NAME, len(lobby), free,
                     address, self.hosted.port)
        with self._latest_lock:
            queued, self._latest = self._latest is not None, ad
        if not queued:  # else the announcement already queued takes this lobby when its turn comes
            self.adverts.submit(self._announce)

    def _announce(self) -> None:
        """On the worker: announce the lobby as it stands last (zeroconf is opened here, off the frame)."""
        with self._latest_lock:
            ad, self._latest = self._latest, None
        assert ad is not None, "advertise queues this only with a lobby to announce"
        try:
            if self.discovery is None:
                self.discovery = Discovery(enabled=self._on_network)
            self.discovery.advertise(ad)
        except NETWORK_ERRORS as exc:  # the table is still joined by its address: only "nearby" misses it
            log.warning("table %s is not announced on the local network: %s", ad.room, exc)

    def tick(self) -> None:
        self.hosted.serve()
        if not self.app.stack.busy and not self.on_screen():
            self.close()

    def on_screen(self) -> bool:
        """The lobby, or a scene of the hosted match (the table, its menu, its results), is on the stack."""
        session = self.hosted.session
        return self.app.stack.showing(hosted=self.hosted) or (session is not None
                                                               and self.app.stack.showing(session=session))

    def close(self) -> None:
        """Stop answering now; the table says goodbye and stops listening on a thread of its own, so no
        frame waits for the network to wind down."""
        if self._stop():
            self.closing = threading.Thread(target=self._close_in_time, name="daifugo-close-table", daemon=True)
            self.app.at_quit.append(self._wait_closed)
            self.closing.start()

    def _wait_closed(self) -> None:
        """The window closes while the table is still saying goodbye on its thread: the process waits for
        it (within ``GOODBYE_SECONDS``), else its end would cut off the devices' bye and zeroconf's
        withdrawal, and other computers would list a dead table until its record expired."""
        assert self.closing is not None
        self.closing.join(GOODBYE_SECONDS)

    def _close_in_time(self) -> None:
        """``_close`` on the closing thread; once it is done, the window closing has nothing to wait for
        (``App.shutdown`` runs over a copy of ``at_quit``, so this may leave it from here)."""
        try:
            self._close()
        finally:
            self.app.at_quit.remove(self._wait_closed)

    def quit(self) -> None:
        """The window closes with the table still open: say goodbye here and now, before the process
        ends (bounded by the server's own deadlines), so every device hears "host quit" or, for a saved
        match, "host saved" and keeps its seat's note, rather than waiting on a link that went dead."""
        if self._stop():
            self._close()

    def _stop(self) -> bool:
        """Stop answering and announcing, once: whether the table was still open. Announcements queued
        are dropped (a closing table has no new counts to tell), so closing never waits for them."""
        if self not in self.app.services:
            return False
        self.app.services.remove(self)
        self.app.at_quit.remove(self.quit)
        self.adverts.shutdown(wait=False, cancel_futures=True)
        return True

    def _close(self) -> None:
        self.hosted.close()
        self.adverts.shutdown(wait=True)  # the announcement under way is out before it is withdrawn
        if self.discovery is not None:
            self.discovery.close()


class FriendsMatch(Listener):
    """The hosted match's rematch is the hosted table's own: the same room, everyone kept in their
    seat, their devices told of the new deal (the final results' Menu closes the table instead)."""

    def __init__(self, hosted: HostedTable) -> None:
        self.hosted = hosted

    def rematch(self, session: Session) -> Session:
        made = self.hosted.rematch()
        made.subscribe(FriendsMatch(self.hosted))
        return made


class LobbyScene(Scene):
    def __init__(self, app: "App", rules: Rules, seats: list[SeatConfig], seed: int | None) -> None:
        super().__init__(app)
        kinds = [FRIEND if s.kind == FRIEND else LOCAL if s.is_human else s.kind for s in seats]
        self.hosted = HostedTable(rules, kinds, seed, configs={i: s for i, s in enumerate(seats) if s.kind != FRIEND},
                                  bind=BIND, saved=True)
        self.hosting = Hosting(app, self.hosted)
        self.code = code_of(self.hosted)
        self.seen: list[dict[str, object]] = []
        # The friends' ratings by the names they join with (``game.table.saving.recorder.rated``): as they stand
        # now, since no match ends while the lobby is open.
        self.ratings = {name: p.rating for name, p in store.load_records().players.items() if p.rating is not None}
        self.menu = MenuList([], pygame.Rect(244, 196, 226, 13 * 3), sound=app.sound)
        self._roles: list[str] = []  # what each row does ("deal", "bot", "close"), the focus kept by it
        self._build()

    def _build(self) -> None:
        """The rows as the lobby stands: deal, a bot for each friend seat still empty, close the table."""
        self.seen = self.hosted.lobby()
        # The focus stays on the row doing the same thing; once the last empty seat is filled (a bot, or a
        # friend joining), it goes to Deal, not to whatever row slid under it (Close the table).
        focused = self._roles[self.menu.focus] if self.menu.focus < len(self._roles) else "deal"
        # TRANSLATORS: box=lobby row
        rows = [Button(_("Deal: start the match"), on_press=self.start) if self.hosted.can_start
                # TRANSLATORS: box=lobby row; a host at a TV has no seat here: a friend must join first
                else Button(_("Deal once a friend has joined"), on_press=lambda: self.app.sound("error"))]
        empty = [i for i, seat in enumerate(self.seen) if seat["kind"] == FRIEND and not seat["joined"]]
        if empty:
            # TRANSLATORS: box=lobby row
            rows.append(Button(_("A bot takes seat {n}").format(n=empty[0] + 1),
                               on_press=lambda: self._to_bot(empty[0])))
        # TRANSLATORS: box=lobby row
        rows.append(Button(_("Close the table"), on_press=self.back))
        self._roles = ["deal"] + (["bot"] if empty else []) + ["close"]
        self.menu.rows = rows
        self.menu.set_focus(self._roles.index(focused) if focused in self._roles else 0, sound=False)
        self.hosting.advertise(self.seen)

    def _to_bot(self, seat: int) -> None:
        """A friend may have taken the seat on the network's thread since the rows were built (input is
        handled before ``update`` sees the change): then the rows are rebuilt as the lobby stands."""
        try:
            self.hosted.give_to_bot(seat)
        except SeatTaken:
            self.app.sound("error")
        self._build()

    def start(self) -> None:
        """Deal: a friend seat nobody took goes to a bot; the match is played at this screen's table.
        With no seat here, the only friend who joined may have left since the rows were built: then
        nobody would play, and the rows are rebuilt to wait for a friend again."""
        try:
            session: Session = self.hosted.start()
        except ValueError:
            self.app.sound("error")
            self._build()
            return
        session.subscribe(FriendsMatch(self.hosted))
        flow.start(self.app, session)

    def back(self) -> None:
        # TRANSLATORS: box=question
        self.app.stack.push(ConfirmDialog(self.app, _("Close the table? Friends who joined are told."),
                                          self._close))

    def _close(self) -> None:
        self.hosting.close()
        self.app.stack.pop()

    def handle(self, action: Action) -> None:
        if action.name in BACK:
            self.app.sound("cancel")
            self.back()
        else:
            self.menu.handle(action)

    def update(self) -> None:
        if self.hosted.lobby() != self.seen:  # someone joined, left or came back
            self.app.sound("confirm")
            self._build()

    def prompts(self) -> list[tuple[str, str]]:
        return [("confirm", _("Choose")), ("cancel", _("Close"))]

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(felt(480, 270), (0, 0))
        # TRANSLATORS: box=heading
        draw_heading(surface, _("FRIENDS' TABLE"), 8)
        draw_join(surface, pygame.Rect((10, 34), SIZE), self.hosted, self.code)
        seats = pygame.Rect(240, 34, 230, 154)
        draw_panel(surface, seats)
        for i, seat in enumerate(self.seen):
            self._seat(surface, seats.x + 6, seats.y + 6 + i * 24, i, seat)
        self.menu.draw(surface)

    def _seat(self, surface: pygame.Surface, x: int, y: int, i: int, seat: dict[str, object]) -> None:
        """One seat's line: its face, name, and who plays it (a friend joined or awaited, a bot, you)."""
        joined = bool(seat["joined"])
        if seat["kind"] != FRIEND or joined:
            surface.blit(portraits.portrait(str(seat["portrait"])), (x, y))
        else:  # an empty chair until a friend sits in it (not the host's own face)
            chair = pygame.Rect(x, y, portraits.SIZE, portraits.SIZE)
            surface.fill(COLORS["ink"], chair)
            pygame.draw.rect(surface, COLORS["grey_light"], chair, 1)
            FONT.draw(surface, "?", (chair.centerx, chair.centery - FONT.line_height // 2), COLORS["grey_light"], "center")
        if seat["kind"] == FRIEND:
            # TRANSLATORS: box=lobby seat
            name = shown(str(seat["name"])) if joined else _("Waiting for a friend...")
            # TRANSLATORS: box=lobby seat
            joined_here = _("joined")
            # TRANSLATORS: box=lobby seat
            away = _("joined, away")
            status = (joined_here if seat["connected"] else away) if joined else ""
            if joined:
                status = with_rating(status, self.ratings.get(str(seat["name"])))
        else:
            name = shown(str(seat["name"]))
            # TRANSLATORS: box=lobby seat
            status = _("you, on this screen") if seat["kind"] == LOCAL else _("bot")
        color = COLORS["white"] if joined or seat["kind"] != FRIEND else COLORS["grey_light"]
        FONT.draw(surface, fit.into(f"{i + 1}. {name}", SEAT_LINE), (x + 28, y + 2), color)
        FONT.draw(surface, fit.into(status, SEAT_LINE), (x + 28, y + 12), COLORS["green"] if joined else
                  COLORS["grey_light"])


def with_rating(status: str, rated: Rating | None) -> str:
    """A joined friend's status with their rating at this table, kept by the name they joined with."""
    # TRANSLATORS: box=lobby seat; a friend's rating here, after "joined": "rating 1534"
    return status + "  " + (_("rating {n}").format(n=rated.shown) if rated is not None
                            # TRANSLATORS: box=lobby seat; a friend who has finished no match at this table
                            else _("not rated yet"))


def continued(app: "App", session: Session) -> Scene:
    """A friends' table's save (``resume``): hosted again under its room code and port, so each friend's
    device rejoins its seat with the secret it kept, and opened at the step its state calls for, under a
    note of where the friends rejoin (a phone whose page is closed, or a port taken since, needs it)."""
    before = session.friends.port if session.friends is not None else None
    hosted = HostedTable.continued(session, bind=BIND)
    Hosting(app, hosted)
    tables.played(session, [FriendsMatch(hosted)])
    app.stack.push(flow.scene_for(app, session))  # the menu pushes what this returns: the note goes over it
    # TRANSLATORS: box=message text
    note = _("The table is hosted again. Friends rejoin their seats by opening {url} (room {code}) on the "
             "same phone as before.").format(url=hosted.url, code=hosted.code)
    if before != hosted.port:
        # TRANSLATORS: box=message text
        note += " " + _("Port {old} is taken now, so the table listens on port {new}: a phone that kept the old "
                        "address opens this one.").format(old=before, new=hosted.port)
    # TRANSLATORS: box=message title
    return MessageOverlay(app, _("Friends' Table"), note)


def join_panel(app: "App", session: Session) -> Scene:
    """The join panel of the table hosting ``session`` (the table menu's "Show how to join")."""
    hosting = next(s for s in app.services if isinstance(s, Hosting) and s.hosted.session is session)
    return JoinPanel(app, hosting.hosted)


registry.register("friends.lobby", LobbyScene, entry=False)
registry.register("friends.join", join_panel, entry=False)
registry.register("friends.continue", continued, entry=False)
