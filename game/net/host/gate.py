"""Owns which HTTP requests the listener answers at all: the method, the ``Host`` and the ``Origin``.

A web page a player visits could make its own name resolve to the host's
address (DNS rebinding) and then read the phone page or open a socket as if it
came from the host: its requests would carry ``Host: evil.example`` and a
matching ``Origin``. So a request is answered only when its ``Host`` names the
table as the table announces itself: an address (any address literal: a
rebinding page's requests always carry its own name, never an address),
``localhost``, this machine's own name (``socket.gethostname``, and its
``.local`` form), or a name the server was told it is reached by
(``daifugo-server --public-host``, behind a reverse proxy). A browser's
``Origin`` must then be that same host (the page the socket is opened from).

A request the listener cannot read (two ``Host`` or two ``Origin`` headers, an
``Origin`` that is no URL) is answered ``400``; a method other than GET and
HEAD ``405``. Each refusal is one line in the log, never a traceback, so a
stream of them cannot fill it.
"""
from __future__ import annotations

import ipaddress
import logging
import socket
from dataclasses import dataclass
from typing import Iterable
from urllib.parse import urlsplit

from websockets.http11 import Request

from game.quoting import quote

log = logging.getLogger(__name__)

LOCAL_NAMES = frozenset({"localhost"})
METHODS = ("GET", "HEAD")


@dataclass(frozen=True)
class Refusal:
    """An HTTP answer that turns a request away: its status, its reason phrase and why (for the log)."""

    status: int
    phrase: str
    why: str


class Gate:
    """The host names a request may carry (see the module docstring), and the check of each request."""

    def __init__(self, names: Iterable[str] = ()) -> None:
        """``names``: the names besides the addresses, ``localhost`` and this machine's own."""
        own = socket.gethostname().lower().rstrip(".")
        known = {*names, own, own.partition(".")[0] + ".local"} if own else set(names)
        self.names = LOCAL_NAMES | {name.lower().rstrip(".") for name in known if name}

    def refusal(self, request: Request, peer: object = None) -> Refusal | None:
        """None when ``request`` may be answered, else the refusal (said in the log, one line)."""
        refused = self._check(request)
        if refused is not None:
            log.warning("refused %s %s from %s: %d %s", request.method, request.path[:80], peer, refused.status,
                        refused.why)
        return refused

    def _check(self, request: Request) -> Refusal | None:
        if request.method not in METHODS:
            return Refusal(405, "Method Not Allowed", f"method {quote(request.method, 16)}: expected GET or HEAD")
        hosts = request.headers.get_all("Host")
        origins = request.headers.get_all("Origin")
        if len(hosts) != 1:
            return Refusal(400, "Bad Request", f"Host: expected one header, got {len(hosts)}")
        if len(origins) > 1:
            return Refusal(400, "Bad Request", f"Origin: expected at most one header, got {len(origins)}")
        host = _name(hosts[0])
        if host is None:
            return Refusal(400, "Bad Request", f"Host: expected a name or an address, got {quote(hosts[0], 80)}")
        if not (host in self.names or _is_address(host)):
            return Refusal(403, "Forbidden", f"Host: {quote(host, 80)} is not a name this table is reached by")
        if origins:
            try:
                origin = urlsplit(origins[0])
                origin.port  # noqa: B018 - a port that is no number raises here
            except ValueError:
                return Refusal(400, "Bad Request", f"Origin: expected a URL, got {quote(origins[0], 80)}")
            if origin.scheme not in ("http", "https") or origin.netloc.lower() != hosts[0].lower():
                return Refusal(403, "Forbidden",
                               f"Origin: {quote(origins[0], 80)} is not the page of {quote(hosts[0], 80)}")
        return None


def _name(host: str) -> str | None:
    """The name or address a ``Host`` header gives (lower case, no port, no brackets), or None."""
    try:
        split = urlsplit("//" + host)
        split.port  # noqa: B018 - a port that is no number raises here
    except ValueError:
        return None
    if not split.hostname or split.username is not None or split.path or split.query or split.fragment:
        return None
    return split.hostname.rstrip(".")


def _is_address(host: str) -> bool:
    try:
        ipaddress.ip_address(host)
    except ValueError:
        return False
    return True
