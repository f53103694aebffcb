"""Owns where to join a hosted table, as the host's screen draws it: the address, the room code and
a QR code in the game's pixels. The lobby draws it beside its seats; during the match the table menu's
"Show how to join" opens it over the table (``JoinPanel``), for a latecomer who takes a bot's seat
between hands: it is shown only when asked for, so it never covers the cards during play.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.app.common import dim, draw_panel
from game.app.input import Action
from game.app.scene import Scene
from game.gfx import fit, qr
from game.gfx.font import BIG, FONT
from game.gfx.palette import COLORS
from game.i18n import _
from game.net.host.hosting import HostedTable

if TYPE_CHECKING:
    from game.app.app import App

MODULE = 2  # canvas pixels a QR module: a phone reads it from across a table at any window scale
# The address under the QR code (the join panel is 220 px wide).
ADDRESS = fit.box("join address", 188)
SIZE = (220, 200)  # the join panel


def code_of(hosted: HostedTable) -> pygame.Surface:
    """The QR code of the address a friend opens."""
    return qr.surface(hosted.url, MODULE)


def draw_join(surface: pygame.Surface, join: pygame.Rect, hosted: HostedTable, code: pygame.Surface) -> None:
    """The join panel in ``join``: how to join, the QR ``code``, the address and the room code."""
    draw_panel(surface, join)
    # TRANSLATORS: box=join address
    FONT.draw(surface, fit.into(_("Scan, or open on a phone:"), ADDRESS), (join.centerx, join.y + 6),
              COLORS["grey_light"], "center")
    surface.blit(code, (join.centerx - code.get_width() // 2, join.y + 18))
    y = join.y + 22 + code.get_height()
    FONT.draw(surface, fit.into(hosted.url, ADDRESS), (join.centerx, y), COLORS["white"], "center")
    # TRANSLATORS: box=join address
    FONT.draw(surface, fit.into(_("Room code"), ADDRESS), (join.centerx, y + 14), COLORS["grey_light"], "center")
    BIG.draw(surface, hosted.code, (join.centerx, y + 24), COLORS["gold"], "center", shadow=COLORS["ink"])


class JoinPanel(Scene):
    """The join panel over the table, from its menu: a latecomer scans it and takes a bot's seat
    between hands; any key closes it."""

    transparent = True

    def __init__(self, app: "App", hosted: HostedTable) -> None:
        super().__init__(app)
        self.hosted = hosted
        self.code = code_of(hosted)
        self.rect = pygame.Rect((0, 0), SIZE)
        self.rect.center = (240, 128)

    def handle(self, action: Action) -> None:
        if action.name in ("confirm", "cancel", "menu", "click"):
            self.app.sound("confirm")
            self.app.stack.pop()

    def prompts(self) -> list[tuple[str, str]]:
        # TRANSLATORS: box=prompt
        return [("confirm", _("OK"))]

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface)
        draw_join(surface, self.rect, self.hosted, self.code)
