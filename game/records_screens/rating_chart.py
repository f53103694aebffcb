"""Owns the Records screen's rating panel: a player's rating after each rated match, as a line in the
game's pixel style, with the rating now and how sure it is in words.

It draws only what ``game.records.rating`` kept (the shown rating after each of
the last ``HISTORY`` matches), from 1500 when the first match is among them.
"""
from __future__ import annotations

import pygame

from game.app.common import draw_panel
from game.gfx import fit
from game.gfx.font import FONT
from game.gfx.palette import COLORS
from game.i18n import _, ngettext
from game.records import rating
from game.records.rating import Rating

LINE = fit.box("records rating line", 228 - 8)  # a line across the 228-px panel


def points(r: Rating) -> list[int]:
    """The ratings the line joins, oldest first: from the new player's 1500 when the whole history is kept."""
    start = [round(rating.MU)] if r.matches == len(r.history) else []
    return start + list(r.history)


def draw(surface: pygame.Surface, rect: pygame.Rect, r: Rating | None) -> None:
    draw_panel(surface, rect)
    if r is None or not r.history:
        # TRANSLATORS: box=records rating line
        FONT.draw(surface, fit.into(_("RATING"), LINE), (rect.centerx, rect.y + 4), COLORS["grey_light"], "center")
        # TRANSLATORS: box=records rating line
        FONT.draw(surface, fit.into(_("Finish a match to be rated."), LINE), (rect.centerx, rect.centery),
                  COLORS["white"], "center")
        return
    # TRANSLATORS: box=records rating line; the rating now, above its chart: "RATING 1534, LAST 12 MATCHES"
    head = ngettext("RATING {rating}, LAST MATCH", "RATING {rating}, LAST {n} MATCHES", len(r.history)).format(
        rating=r.shown, n=len(r.history))
    FONT.draw(surface, fit.into(head, LINE), (rect.centerx, rect.y + 4), COLORS["gold"], "center")
    FONT.draw(surface, fit.into(r.certainty(), LINE), (rect.centerx, rect.bottom - 11), COLORS["grey_light"], "center")
    values = points(r)
    hi, lo = max(values), min(values)
    pad = max(10, (hi - lo) // 8)  # a flat line sits in the middle, not on the frame
    hi, lo = hi + pad, lo - pad
    plot = pygame.Rect(rect.x + 30, rect.y + 16, rect.width - 38, rect.height - 30)
    pygame.draw.rect(surface, COLORS["panel_edge"], plot, 1)
    FONT.draw(surface, str(hi), (plot.x - 3, plot.y), COLORS["grey_light"], "right")
    FONT.draw(surface, str(lo), (plot.x - 3, plot.bottom - 7), COLORS["grey_light"], "right")
    base = round(rating.MU)
    if lo < base < hi:  # where a new player starts: above it, stronger than a newcomer
        y = plot.bottom - 2 - (plot.height - 4) * (base - lo) // (hi - lo)
        for x in range(plot.x + 2, plot.right - 2, 4):
            surface.fill(COLORS["panel_edge"], (x, y, 2, 1))
    step = (plot.width - 4) / max(1, len(values) - 1)
    pts = [(plot.x + 2 + round(i * step), plot.bottom - 2 - (plot.height - 4) * (v - lo) // (hi - lo))
           for i, v in enumerate(values)]
    if len(pts) > 1:
        pygame.draw.lines(surface, COLORS["sky"], False, pts, 1)
    for (x, y), before, v in zip(pts, [None] + values, values):
        color = "gold" if before is None or v >= before else "pink"
        surface.fill(COLORS[color], (x - 1, y - 1, 3, 3))
