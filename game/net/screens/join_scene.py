"""Owns "Join a Table": sitting at a table another computer hosts, from this computer's own screen.

The player types the host's address (``host:port`` as the host's join panel
shows it, or the whole address there, which names the room too) and the
room's 4-letter code, or picks a table found on the local network
(``discovery``; none is looked for in a headless App, so no test or tour
sends to the network), or rejoins the seat this computer last held while
its note is fresh (``seat_record``). Joining runs on the link's own thread
(``link.Link``) and is read here once a frame, so the screen never waits:
connecting, then seated and waiting for the host to deal, then the match is
played through the table's own scenes (``ClientSession``, ``Joined``). Every
way it can fail says so in words: an address that does not read, a host that
does not answer in time or refuses the connection, a wrong code, a full room.
"""
from __future__ import annotations

import queue
import threading
import time
from functools import partial
from typing import TYPE_CHECKING, Any, Protocol
from urllib.parse import parse_qs, urlsplit

import pygame

from game import i18n
from game.app import registry
from game.app.common import ListScene, MessageOverlay, draw_heading, draw_panel, felt
from game.app.entry import TextEntry
from game.app.keyboard import NAME_KEYS, NAME_MAX, OnScreenKeyboard, TextField
from game.app.widgets import Button, MenuList, Row
from game.engine.events import HandStarted
from game.gfx import fit
from game.gfx.font import FONT
from game.gfx.palette import COLORS
from game.i18n import _
from game.net.join import seat_record
from game.net.join.client_session import ClientSession
from game.net.join.joined import GONE_FOR_GOOD, Joined, ended_words
from game.net.join.link import ENDED, FAILED, REFUSED, UNREACHABLE, Link, Note
from game.net.join.seat_record import SeatRecord
from game.net.screens.lobby_scene import HOST_NAME
from game.net.wire.client_events import HostError
from game.net.wire.discovery import Discovery, TableAd
from game.net.wire.protocol import (
    ROOM_CODE, ROOM_CODE_CHARS, ROOM_LETTERS, DecisionSent, ErrorSent, EventSent, ResultSent, SeatSent,
    ViewSent, host_message,
)
from game.table.screens import flow
from game.table.view.table_view import TableView

if TYPE_CHECKING:
    from game.app.app import App

ADDRESS_CHARS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.:-[]/?=_"
ROW = fit.box("join row", 300 - 16)
STATUS = fit.box("join status", 460, lines=2)
MOST_FOUND = 4  # tables nearby listed at once


class Finder(Protocol):
    """What the screen asks of discovery (``Discovery``; the tests and the tour hand it tables of their own)."""

    def browse(self) -> None: ...
    def tables(self) -> list[TableAd]: ...
    def close(self) -> None: ...


class BadAddress(ValueError):
    """The address typed does not name a host and a port; the message says what was expected."""


def read_address(text: str) -> tuple[str, int, str | None]:
    """``host:port`` (or the join panel's whole address, ``http://host:port/?room=CODE``) as the host, its
    port and the room it names, if any. Raises ``BadAddress`` saying what is wrong."""
    text = text.strip()
    parts = urlsplit(text if "//" in text else "//" + text)
    try:
        host, port = parts.hostname, parts.port
    except ValueError:
        host, port = None, None
    if not host:
        # TRANSLATORS: box=join status
        raise BadAddress(_("Address: expected the host's address and port, as its join panel shows them "
                           "(192.168.1.5:8765)"))
    if port is None or port == 0:
        # TRANSLATORS: box=join status
        raise BadAddress(_("Address: expected a port after the host ({host}:8765)").format(host=host))
    room = parse_qs(parts.query).get("room", [None])[0]
    room = room.upper() if room is not None else None  # a code typed or pasted in small letters reads the same
    return host, port, room if room is not None and ROOM_CODE.fullmatch(room) else None


def _address(host: str, port: int) -> str:
    """``host:port`` as typed (an IPv6 address in brackets)."""
    return f"[{host}]:{port}" if ":" in host else f"{host}:{port}"


class JoinScene(ListScene):
    def __init__(self, app: "App", discovery: Finder | None = None) -> None:
        super().__init__(app, MenuList([], pygame.Rect(90, 40, 300, 13 * 9), sound=app.sound, value_w=0))
        self.record, self.notice = seat_record.read()  # a note that does not read is said on the first frame
        last = self.record
        self.address = TextField(_address(last.host, last.port) if last else "", 60, lambda c: c in ADDRESS_CHARS)
        self.code = TextField(last.room if last else "", ROOM_CODE_CHARS, lambda c: c in ROOM_LETTERS, upper=True)
        self.name = TextField(last.name[:NAME_MAX] if last else "", NAME_MAX)  # as a name plate holds
        self.discovery: Finder = discovery if discovery is not None else Discovery(enabled=False)
        self._looking = threading.Lock()  # the discovery in use is set, or closed, by one thread at a time
        self._left = False
        if discovery is None and not app.headless:
            # zeroconf opens its sockets and threads as it starts: on a thread of its own, never the frame's
            threading.Thread(target=self._look_around, name="join-discovery", daemon=True).start()
        else:
            self.discovery.browse()
        self.found: list[TableAd] = []
        self.link: Link | None = None
        self.seat = -1
        self.heard: list[dict[str, Any]] = []  # the host's messages since the seat was given
        self.status, self.status_color = "", "white"
        self._build()

    # -- the rows ------------------------------------------------------------------------------------
    def _build(self) -> None:
        focus = self.menu.focus
        # TRANSLATORS: box=join row
        address = _("Host address: {text}").format(text=self.address.text or "-")
        # TRANSLATORS: box=join row
        code = _("Room code: {text}").format(text=self.code.text or "-")
        # TRANSLATORS: box=join row
        name = _("Your name: {text}").format(text=self.name.text or "-")
        # TRANSLATORS: box=entry title
        titles = (_("HOST ADDRESS"),  # TRANSLATORS: box=entry title
                  _("ROOM CODE"),  # TRANSLATORS: box=entry title
                  _("YOUR NAME"))
        rows: list[Row] = [Button(address, on_press=lambda: self._type(titles[0], self.address, ADDRESS_CHARS)),
                Button(code, on_press=lambda: self._type(titles[1], self.code, ROOM_LETTERS)),
                Button(name, on_press=lambda: self._type(titles[2], self.name, NAME_KEYS)),
                # TRANSLATORS: box=join row
                Button(_("Join"), on_press=self.join)]
        if self.record is not None:
            record = self.record
            # TRANSLATORS: box=join row; rejoin the seat this computer held (room code, the name it joined as)
            rows.append(Button(_("Rejoin {room} as {name}").format(room=record.room, name=record.name),
                               on_press=lambda: self.rejoin(record)))
        for ad in self.found[:MOST_FOUND]:
            # TRANSLATORS: box=lobby seat
            host = _("Host") if ad.host == HOST_NAME else ad.host
            # TRANSLATORS: box=join row; a table found on the local network: its code, host and free seats
            rows.append(Button(_("{room}: {host}'s table, {free} free").format(room=ad.room, host=host, free=ad.free),
                               on_press=partial(self.pick, ad)))
        # TRANSLATORS: box=join row
        rows.append(Button(_("Back"), on_press=self.back))
        self.menu.rows = rows
        self.menu.rect.height = 13 * len(rows)
        self.menu.set_focus(min(focus, len(rows) - 1), sound=False)

    def _type(self, title: str, field: TextField, keys: str) -> None:
        before = field.text

        def done(text: str) -> str | None:
            field.text = text
            self._build()
            return None

        if keys == NAME_KEYS:  # a name as the setup types one: lower case, spaces, kana
            board = OnScreenKeyboard(keys, shift=True, space=True, kana=i18n.language() == "ja")
        else:
            board = OnScreenKeyboard(keys, columns=12 if len(keys) > 40 else 10)
        entry = TextEntry(self.app, title, TextField(before, field.limit, field.allowed, field.upper), board, done)
        self.app.stack.push(entry)

    # -- joining -------------------------------------------------------------------------------------
    def join(self) -> None:
        """Connect to the address typed, with the code typed (or the one the address names)."""
        try:
            host, port, room = read_address(self.address.text)
        except BadAddress as exc:
            self._say(str(exc), "pink")
            return
        room = room or self.code.text
        if not ROOM_CODE.fullmatch(room):
            # TRANSLATORS: box=join status
            self._say(_("Room code: expected {n} letters from {letters}, as the host's join panel shows it").format(
                n=ROOM_CODE_CHARS, letters=ROOM_LETTERS), "pink")
            return
        self.code.text = room
        self._connect(host, port, room, None)

    def rejoin(self, record: SeatRecord) -> None:
        self.address.text, self.code.text, self.name.text = _address(record.host, record.port), record.room, record.name
        self._connect(record.host, record.port, record.room, record.secret)

    def pick(self, ad: TableAd) -> None:
        """A table found nearby: its address and code, and join."""
        self.address.text, self.code.text = _address(ad.address, ad.port), ad.room
        self._connect(ad.address, ad.port, ad.room, None)

    def _connect(self, host: str, port: int, room: str, secret: str | None) -> None:
        if self.link is not None:
            return
        # TRANSLATORS: box=lobby seat; the name a player joins with when they typed none
        name = self.name.text.strip() or _("Guest")
        self.name.text = name
        self.link = Link(host, port, room, name, secret).start()
        self.app.at_quit.append(self._quit)
        self.seat, self.heard = -1, []
        self._build()
        # TRANSLATORS: box=join status
        self._say(_("Connecting to {host}:{port}...").format(host=host, port=port), "sky")

    def _say(self, text: str, color: str) -> None:
        self.status, self.status_color = text, color

    # -- each frame ----------------------------------------------------------------------------------
    def update(self) -> None:
        if self.notice is not None:
            notice, self.notice = self.notice, None
            self.app.stack.push(MessageOverlay(self.app, notice.title, notice.text))
            return
        found = self.discovery.tables()
        if found != self.found:
            self.found = found
            self._build()
        link = self.link
        while link is not None:
            try:
                item = link.inbox.get_nowait()
            except queue.Empty:
                return
            if isinstance(item, Note):
                if item.what == ENDED:
                    self._failed(item)
                    return
            else:
                self._heard(link, item)
                if self.link is None:
                    return

    def _heard(self, link: Link, message: dict[str, Any]) -> None:
        sent = host_message(message)
        if isinstance(sent, ErrorSent):
            self._refused(message)
        elif isinstance(sent, SeatSent) and self.seat < 0:
            self.seat = message.get("seat", -1) if isinstance(message.get("seat"), int) else -1
            seat_record.keep(SeatRecord(link.host, link.port, link.room, link.name, link.secret or "", time.time()))
            # TRANSLATORS: box=join status
            self._say(_("Seated as {name}. Waiting for the host to deal...").format(name=link.name), "green")
        elif isinstance(sent, (EventSent, ViewSent, DecisionSent, ResultSent)) and self.seat >= 0:
            self.heard.append(message)
            if isinstance(sent, ViewSent):
                self._play(link)

    def _play(self, link: Link) -> None:
        """The host dealt (or the seat was taken back mid-match): the match, on this screen."""
        try:
            session, events = ClientSession.opened(link, self.seat, self.heard)
        except HostError as exc:
            self._failed(Note(ENDED, "error", str(exc)))
            return
        self.link = None
        self.app.at_quit.remove(self._quit)  # the seat's goodbye is Joined's from here
        self._stop_looking()
        Joined(self.app, session)
        # Only a hand's start is dealt: a seat taken back mid-hand may hear a move made between its join
        # and the host telling it the table again, and opens on the hand as it stands.
        if any(isinstance(event, HandStarted) for event in events):
            flow.deal(self.app, TableView(self.app, session), events)
        else:
            self.app.stack.go(lambda: self.app.stack.replace(flow.scene_for(self.app, session)), flow.WIPE)

    def _refused(self, message: dict[str, Any]) -> None:
        field, expected = str(message.get("field", "")), str(message.get("expected", ""))
        if field == "room":  # an unknown code and a full table are answered alike (docs/protocol.md)
            # TRANSLATORS: box=join status
            self._say(_("No table with a free seat under the code {code} at this address: check the code on "
                        "the host's screen.").format(code=self.code.text), "pink")
        elif field == "secret":
            # TRANSLATORS: box=join status
            self._say(_("The host does not know this seat any more."), "pink")
            seat_record.forget()
            self.record = None
        else:
            # TRANSLATORS: box=join status
            self._say(_("The host refused: {field}: expected {expected}").format(field=field, expected=expected),
                      "pink")
        self._stop()

    def _failed(self, note: Note) -> None:
        if note.why in (UNREACHABLE, REFUSED) and self.status_color != "pink":
            # TRANSLATORS: box=join status
            text = (_("No answer from {address}: is the address right, and the host's table open?")
                    if note.why == UNREACHABLE
                    # TRANSLATORS: box=join status
                    else _("{address} refused the connection: is the host's table still open?"))
            self._say(text.format(address=self.address.text), "pink")
        elif note.why == FAILED:
            # TRANSLATORS: box=join status; {detail} is what the system said, in English
            self._say(_("Cannot connect to {address}: {detail}").format(address=self.address.text,
                                                                         detail=note.detail), "pink")
        elif note.why not in (UNREACHABLE, REFUSED):
            self._say(ended_words(note)[1], "pink")
        if note.why in GONE_FOR_GOOD:  # the seat is gone with the table (or went to another computer):
            # its note would offer a Rejoin the host can only refuse. A "host saved" table comes back
            # under the same secrets, and a refused connection may be a host starting again: kept then.
            seat_record.forget()
            self.record = None
        self._stop()

    def _stop(self) -> None:
        if self.link is not None:
            self.link.close()
            self.app.at_quit.remove(self._quit)
        self.link = None
        self._build()

    def _quit(self) -> None:
        """The game closes while joining or waiting for the deal: bye first, so the host frees the seat."""
        if self.link is not None:
            self.link.quit()

    # -- leaving and drawing -------------------------------------------------------------------------
    def back(self) -> None:
        """Back to the menu; a connection under way is dropped, looking around stops."""
        self._stop()
        self._stop_looking()
        super().back()

    def _look_around(self) -> None:
        found = Discovery()
        found.browse()
        with self._looking:
            if not self._left:
                self.discovery, found = found, self.discovery
        found.close()  # the screen was left meanwhile, or the stand-in that had nothing open

    def _stop_looking(self) -> None:
        """zeroconf says goodbye on the network as it closes: never on the frame's thread."""
        with self._looking:
            self._left = True
        threading.Thread(target=self.discovery.close, name="join-discovery-close", daemon=True).start()

    def prompts(self) -> list[tuple[str, str]]:
        return [("confirm", _("Choose")), ("cancel", _("Back"))]

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(felt(480, 270), (0, 0))
        # TRANSLATORS: box=heading
        draw_heading(surface, _("JOIN A TABLE"), 8)
        panel = self.menu.rect.inflate(16, 12)
        draw_panel(surface, panel)
        self.menu.draw(surface)
        y = panel.bottom + 8
        if self.found == [] and not self.app.headless:
            # TRANSLATORS: box=join status
            FONT.draw(surface, _("Looking for tables nearby..."), (240, y), COLORS["grey_light"], "center")
        lines = FONT.wrap(fit.into(self.status, STATUS), STATUS.width)[:STATUS.lines]
        for i, line in enumerate(lines):
            FONT.draw(surface, line, (240, y + 14 + i * 10), COLORS[self.status_color], "center",
                      shadow=COLORS["ink"])


registry.register("join_table", JoinScene)
