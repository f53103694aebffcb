"""Owns a seat at another computer's table while its match is on this screen, and how it ends.

``Joined`` is an app service, as ``Hosting`` is for a hosted table: each frame
it takes in what the link brought (``ClientSession.pump``, so the host's
goodbye is heard on any screen of the match, the results too), and it ends the
seat when the host quits, the seat is taken up elsewhere, the connection is
gone for good or the host sent what cannot be read: back to the menu with a
message saying which. Once no scene of the match is on the stack (the player
left, mid-match or at the final results rather than staying for the host's
rematch) it says bye to the host; the link winds down on its own thread. When
the game itself closes, it says bye before the window goes (``App.at_quit``),
waiting a second or two at most. The seat's note for rejoining
(``seat_record``) is dropped when the table is gone for good or the player
leaves a finished match, kept while the seat can still be taken back.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.app import registry
from game.app.common import MESSAGE_TITLE, MessageOverlay, dim, draw_panel
from game.app.input import Action
from game.app.scene import Scene
from game.gfx import fit
from game.gfx.font import FONT
from game.gfx.palette import COLORS
from game.i18n import _
from game.net.join import seat_record
from game.net.join.client_session import ClientSession
from game.net.join.link import FAILED, UNREACHABLE, Note
from game.table.screens import flow

if TYPE_CHECKING:
    from game.app.app import App

# Why the host sent the seat away, for good: the note to rejoin is of no more use.
GONE_FOR_GOOD = ("host quit", "closed", "rejoined elsewhere")


class Joined:
    """Keeps a joined seat's link heard while its match is on screen (see the module docstring)."""

    def __init__(self, app: "App", session: ClientSession) -> None:
        self.app = app
        self.session = session
        app.services.append(self)
        app.at_quit.append(self.quit)

    def tick(self) -> None:
        self.session.pump()
        if self.session.gone is not None:
            self._ended(self.session.gone)
        elif not self.app.stack.busy and not self.on_screen():
            self.leave()
        elif self.session.lost and not self.app.stack.busy and not isinstance(self.app.stack.top, Reconnecting):
            self.app.stack.push(Reconnecting(self.app, self.session))

    def on_screen(self) -> bool:
        return self.app.stack.showing(session=self.session)

    def leave(self) -> None:
        """The player left the table: bye to the host, off the frame's thread. During a match the seat's
        note is kept: leaving on purpose hands the seat to the CPU at once, and the player may still
        take it back with Rejoin; leaving a finished match (the final results' Menu, not staying for the
        host's rematch) drops it, as does a table gone for good (``_ended``)."""
        if self in self.app.services:
            if self.session.match.is_over:
                seat_record.forget()
            self.app.services.remove(self)
            self.app.at_quit.remove(self.quit)
            self.session.link.close()

    def quit(self) -> None:
        """The game is closing with the seat on screen: the bye goes out before the window does, so the
        host hands the seat to the CPU at once rather than after its grace period (the link's short
        deadlines bound the wait)."""
        if self in self.app.services:
            self.leave()
            self.session.link.quit()

    def _ended(self, note: Note) -> None:
        self.leave()
        if note.why in GONE_FOR_GOOD:
            seat_record.forget()
        title, text = ended_words(note)

        def to_menu() -> None:
            self.app.stack.reset(registry.make("menu", self.app))
            self.app.stack.push(MessageOverlay(self.app, title, text))

        self.app.stack.go(to_menu)


class Reconnecting(Scene):
    """Over the table while the link tries to take the seat back: the table stands still until it is."""

    transparent = True

    def __init__(self, app: "App", session: ClientSession) -> None:
        super().__init__(app)
        self.session = session

    def update(self) -> None:
        if not self.session.lost:
            self.app.stack.pop()

    def handle(self, action: Action) -> None:
        if action.name in ("cancel", "menu"):
            flow.leave(self.app)  # the seat stays the player's to rejoin, its note kept

    def prompts(self) -> list[tuple[str, str]]:
        return [("cancel", _("Menu"))]

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface)
        rect = pygame.Rect(0, 0, 300, 30)
        rect.center = (240, 128)
        draw_panel(surface, rect)
        # TRANSLATORS: box=message title
        FONT.draw(surface, fit.into(_("Connection lost: trying again"), MESSAGE_TITLE), (rect.centerx, rect.y + 11),
                  COLORS["gold"], "center")


def ended_words(note: Note) -> tuple[str, str]:
    """The title and the message for a seat whose table is gone."""
    if note.why == "rejoined elsewhere":
        # TRANSLATORS: box=message title
        title = _("Seat taken back")
        # TRANSLATORS: box=message text
        return title, _("Your seat was taken up again on another device.")
    # TRANSLATORS: box=message title
    closed = _("Table closed")
    if note.why == UNREACHABLE:
        # TRANSLATORS: box=message title
        title = _("Connection lost")
        # TRANSLATORS: box=message text
        return title, _("The host stopped answering. While it keeps your seat, Join a Table offers to rejoin it.")
    if note.why == FAILED:
        # TRANSLATORS: box=message title
        title = _("Connection lost")
        # TRANSLATORS: box=message text; {detail} is what the system said, in English
        return title, _("The connection to the host failed ({detail}).").format(detail=note.detail)
    if note.why == "error":
        # TRANSLATORS: box=message text
        return closed, _("The host sent what this game cannot read ({detail}).").format(detail=note.detail)
    if note.why == "host saved":
        # TRANSLATORS: box=message text
        return closed, _("The host saved the table. When they continue it, Join a Table offers to rejoin your seat.")
    # TRANSLATORS: box=message text
    return closed, _("The host closed the table.")
