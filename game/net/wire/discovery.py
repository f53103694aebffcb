"""Owns finding tables on the local network: advertising a hosted table and browsing for others.

Built on ``zeroconf`` (multicast DNS service discovery, what phones and
printers already use on a LAN): a hosted table is a ``_daifugo._tcp.local.``
service whose TXT record carries the room code, the host's name and the
seats, so another copy of the game can list the tables near it without anyone
typing an address. Nothing here is needed to play: the room code and the
page's address still work, and with ``enabled=False`` (the player's switch,
or a network where multicast is unwelcome) no socket is opened at all.

Records come from anyone on the network, so ``table_from`` reads them as
strictly as ``protocol.parse`` reads a device's message: a record that is not
a well-formed table of ours is ignored, never half-used. zeroconf calls back
on its own threads; the found tables are kept under a lock and the game reads
``tables()`` (a copy) from its frame, or is told through its listeners.
"""
from __future__ import annotations

import ipaddress
import threading
from dataclasses import dataclass
from collections.abc import Callable, Mapping

from zeroconf import Error as ZeroconfError
from zeroconf import IPVersion, ServiceBrowser, ServiceInfo, ServiceStateChange, Zeroconf

from game.net.wire.protocol import NAME_CHARS, ROOM_CODE_CHARS, ROOM_LETTERS

SERVICE = "_daifugo._tcp.local."
VERSION = "1"  # the TXT record's own version: a record of another version is not read
MOST_SEATS = 8  # more than the engine seats (2 to 8): anything larger is not a table of ours
LOOKUP_MS = 3000  # how long a browse waits for a found service's address and TXT record

Listener = Callable[[list["TableAd"]], None]


# What opening zeroconf or announcing on a network without multicast may raise (the game plays on without).
NETWORK_ERRORS = (OSError, ZeroconfError)


@dataclass(frozen=True)
class TableAd:
    """A table as it is advertised: enough to list it and to open its page."""

    room: str
    host: str  # the hosting player's name, as typed
    seats: int
    free: int  # seats still open to a newcomer
    address: str
    port: int

    @property
    def url(self) -> str:
        return f"http://{self.address}:{self.port}/?room={self.room}"


def instance_name(room: str) -> str:
    """The service's name on the network: one per room code (the host's name may be shared)."""
    return f"Daifugo {room}.{SERVICE}"


def service_info(ad: TableAd) -> ServiceInfo:
    """The advertisement of ``ad``: its address and port, and its TXT record."""
    properties = {"v": VERSION, "room": ad.room, "host": ad.host, "seats": str(ad.seats), "free": str(ad.free)}
    return ServiceInfo(SERVICE, instance_name(ad.room), port=ad.port, properties=properties,
                       parsed_addresses=[ad.address], server=f"daifugo-{ad.room.lower()}.local.")


def _texts(properties: Mapping[bytes, bytes | None]) -> dict[str, str] | None:
    try:
        return {key.decode(): value.decode() for key, value in properties.items() if value is not None}
    except UnicodeDecodeError:
        return None


def _count(text: str, low: int, high: int) -> int | None:
    return int(text) if text.isdigit() and low <= int(text) <= high else None


def table_from(info: ServiceInfo) -> TableAd | None:
    """The table a found record advertises, or None when it is not a well-formed table of ours."""
    texts = _texts(info.properties)
    addresses = info.parsed_addresses(IPVersion.V4Only)
    if texts is None or texts.get("v") != VERSION or not addresses or not info.port:
        return None
    room, host = texts.get("room", ""), texts.get("host", "")
    seats = _count(texts.get("seats", ""), 2, MOST_SEATS)
    free = _count(texts.get("free", ""), 0, seats or 0)
    if (len(room) != ROOM_CODE_CHARS or any(c not in ROOM_LETTERS for c in room) or seats is None or free is None
            or not host.strip() or len(host) > NAME_CHARS or not host.isprintable()
            or info.name != instance_name(room)):
        return None
    return TableAd(room, host, seats, free, str(ipaddress.IPv4Address(addresses[0])), info.port)


class Discovery:
    """This machine's part in discovery: the tables it advertises and the tables it has found.

    ``interfaces``: the addresses to use (zeroconf's choice of all, by default);
    the tests name a private network's loopback."""

    def __init__(self, enabled: bool = True, interfaces: list[str] | None = None) -> None:
        self.enabled = enabled
        self.listeners: list[Listener] = []  # told the found tables after every change, on zeroconf's thread
        self._zeroconf: Zeroconf | None = None
        if enabled:
            self._zeroconf = Zeroconf(interfaces=interfaces) if interfaces else Zeroconf()
        self._browser: ServiceBrowser | None = None
        self._advertised: dict[str, ServiceInfo] = {}
        self._found: dict[str, TableAd] = {}
        self._lock = threading.Lock()

    # -- hosting -----------------------------------------------------------------------------------
    def advertise(self, ad: TableAd) -> None:
        """Announce ``ad`` (again, with its new counts, when the room code is already advertised)."""
        if self._zeroconf is None:
            return
        info = service_info(ad)
        if ad.room in self._advertised:
            self._zeroconf.update_service(info)
        else:
            # The room code is the instance name, and a room code is the host's own: no renaming.
            self._zeroconf.register_service(info, allow_name_change=False)
        self._advertised[ad.room] = info

    def withdraw(self, room: str) -> None:
        """Stop advertising ``room`` (the table closed)."""
        info = self._advertised.pop(room, None)
        if info is not None and self._zeroconf is not None:
            self._zeroconf.unregister_service(info)

    # -- looking -----------------------------------------------------------------------------------
    def browse(self) -> None:
        """Start looking for tables; ``tables()`` and the listeners follow what is found."""
        if self._zeroconf is not None and self._browser is None:
            self._browser = ServiceBrowser(self._zeroconf, SERVICE, handlers=[self.changed])

    def tables(self) -> list[TableAd]:
        """The tables found so far, in room-code order (a copy: safe to read on any thread)."""
        with self._lock:
            return sorted(self._found.values(), key=lambda t: t.room)

    def changed(self, zeroconf: Zeroconf, service_type: str, name: str, state_change: ServiceStateChange) -> None:
        """zeroconf's callback for a service that came, changed or went: look its record up and keep it
        if it is a table of ours, then tell the listeners."""
        table = None
        if state_change is not ServiceStateChange.Removed:
            info = zeroconf.get_service_info(service_type, name, timeout=LOOKUP_MS)
            table = table_from(info) if info is not None else None
        with self._lock:
            if table is None:
                self._found.pop(name, None)
            else:
                self._found[name] = table
        found = self.tables()
        for listener in self.listeners:
            listener(found)

    def close(self) -> None:
        """Withdraw every advertisement and stop looking (the game is leaving the network)."""
        if self._zeroconf is None:
            return
        if self._browser is not None:
            self._browser.cancel()
        for room in list(self._advertised):
            self.withdraw(room)
        self._zeroconf.close()
        self._zeroconf = None
