"""Owns the Records screen: one player's numbers for the career or one mode or preset, a bar chart
of finishing places, their rating over time (or their points over the last 20 matches), and a row
per rival.

Page left/right (or a click on a tab) changes the player, left/right (or a
click on the arrows) the scope, confirm (or a click on the chart) turns the
chart between the rating and the points; cancel goes back. It only draws what
``game.records.stats`` counted.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.app import registry
from game.app.common import BACK, draw_heading, draw_panel, felt
from game.app.input import Action
from game.app.scene import Scene
from game.app.widgets import Tabs
from game.gfx import fit
from game.gfx.font import FONT
from game.gfx.palette import COLORS
from game.i18n import N_, _, ngettext, ordinal
from game.records import store
from game.records.stats import Player, Tally
from game.records_screens import rating_chart
from game.records_screens.names import campaign_rivals, shown
from game.table.wording.rules_text import preset_text

if TYPE_CHECKING:
    from game.app.app import App

SCOPE_LABELS = {"career": N_("Career"), "mode:quick": N_("Quick Match"), "mode:pass": N_("Pass & Play"),
                "mode:campaign": N_("Campaign"), "mode:friends": N_("Friends' Table")}
LEFT, RIGHT = pygame.Rect(150, 40, 20, 12), pygame.Rect(310, 40, 20, 12)
CHART = pygame.Rect(244, 56, 228, 96)  # the rating, or the points per match
EMPTY = fit.box("records empty", 300 - 8)  # the panel that says there is nothing yet
PANEL_LINE = fit.box("records panel line", 228 - 8)  # a line across one of the four 228-px panels
# The rivals' panel holds six rows: a longer list shows five and, on the sixth line, which of how many.
RIVAL_ROWS = 5
RIVALS_MORE = fit.box("records rivals more", 200)


def scope_label(scope: str) -> str:
    if scope in SCOPE_LABELS:
        return _(SCOPE_LABELS[scope])
    return _("Rules: {preset}").format(preset=preset_text(scope.removeprefix("preset:")))


def clock(seconds: int) -> str:
    hours, rest = divmod(seconds, 3600)
    if hours:
        return _("{hours}h {minutes}m").format(hours=hours, minutes=f"{rest // 60:02d}")
    return _("{minutes}m {seconds}s").format(minutes=rest // 60, seconds=f"{rest % 60:02d}")


class RecordsScene(Scene):
    def __init__(self, app: "App") -> None:
        super().__init__(app)
        records = store.load_records()
        self.players = sorted(records.players.items(), key=lambda kv: -kv[1].tally("career").hands)
        self.rivals = campaign_rivals()
        self.tabs = Tabs([shown(name, self.rivals) for name, _p in self.players][:6] or ["-"], 24, sound=app.sound)
        self.scope_i = 0
        self.rival_top = 0  # the first rival row shown: up and down scroll a list longer than the panel
        self.show_points = False  # the chart: the rating (a player's one, over every mode) or the points

    # -- what is shown ---------------------------------------------------------------------------
    @property
    def player(self) -> Player | None:
        return self.players[self.tabs.index][1] if self.players else None

    def scopes(self) -> list[str]:
        p = self.player
        if p is None:
            return ["career"]
        order = ["career"] + [s for s in SCOPE_LABELS if s in p.scopes and s != "career"]
        return order + sorted(s for s in p.scopes if s.startswith("preset:"))

    @property
    def scope(self) -> str:
        scopes = self.scopes()
        return scopes[self.scope_i % len(scopes)]

    # -- input ------------------------------------------------------------------------------------
    def handle(self, action: Action) -> None:
        if action.name in BACK:
            self.app.sound("cancel")
            self.app.stack.pop()
        elif self.tabs.handle(action):
            self.scope_i = self.rival_top = 0
        elif action.name in ("up", "down"):
            most = max(0, len(self._rival_rows()) - RIVAL_ROWS)
            step = RIVAL_ROWS if action.name == "down" else -RIVAL_ROWS
            # Down past the last rows starts the list again, so one key shows them all in turn.
            self.rival_top = 0 if step > 0 and self.rival_top == most else max(0, min(most, self.rival_top + step))
        elif action.name in ("left", "right"):
            self._turn(-1 if action.name == "left" else 1)
        elif action.name == "confirm":
            self._flip()
        elif action.name == "click" and action.pos is not None:
            for rect, step in ((LEFT, -1), (RIGHT, 1)):
                if rect.collidepoint(action.pos):
                    self._turn(step)
            if CHART.collidepoint(action.pos):
                self._flip()

    def _flip(self) -> None:
        self.show_points = not self.show_points
        self.app.sound("move")

    def _turn(self, step: int) -> None:
        self.scope_i = (self.scope_i + step) % len(self.scopes())
        self.app.sound("move")

    def prompts(self) -> list[tuple[str, str]]:
        # TRANSLATORS: box=prompt; pages the Records' rival list when it is longer than its panel
        more = [("down", _("More rivals"))] if len(self._rival_rows()) > RIVAL_ROWS + 1 else []
        # TRANSLATORS: box=prompt; turns the Records chart to the rating (from the points per match)
        to_rating = _("Rating")
        chart = _("Points") if not self.show_points else to_rating
        return [("page_left", _("Prev player")), ("page_right", _("Next player")), ("left", _("Mode")),
                ("confirm", chart), *more, ("cancel", _("Back"))]

    # -- drawing ------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(felt(480, 270), (0, 0))
        draw_heading(surface, _("RECORDS"), 4)
        p = self.player
        if p is None:
            draw_panel(surface, pygame.Rect(90, 100, 300, 40))
            # TRANSLATORS: box=records empty
            FONT.draw(surface, fit.into(_("No records yet: every hand you finish counts here."), EMPTY), (240, 116),
                      COLORS["white"], "center")
            return
        self.tabs.draw(surface)
        FONT.draw(surface, "<", (LEFT.centerx, 42), COLORS["gold"], "center")
        FONT.draw(surface, scope_label(self.scope), (240, 42), COLORS["white"], "center", shadow=COLORS["ink"])
        FONT.draw(surface, ">", (RIGHT.centerx, 42), COLORS["gold"], "center")
        t = p.scopes.get(self.scope, Tally())
        self._numbers(surface, pygame.Rect(8, 56, 228, 96), t)
        self._places(surface, pygame.Rect(8, 158, 228, 86), t)
        if self.show_points:
            self._recent(surface, CHART, p.recent)
        else:
            rating_chart.draw(surface, CHART, p.rating)
        self._rivals(surface, pygame.Rect(244, 158, 228, 86), p)

    def _numbers(self, surface: pygame.Surface, rect: pygame.Rect, t: Tally) -> None:
        draw_panel(surface, rect)
        rate = f" ({100 * t.wins // t.matches}%)" if t.matches else ""
        # TRANSLATORS: the Records screen's counts: each label has 70 px beside its number.
        items = [(N_("Matches"), str(t.matches)), (N_("Wins"), f"{t.wins}{rate}"), (N_("Hands"), str(t.hands)),
                 (N_("Points"), f"{t.points:+d}"), (N_("Best streak"), str(t.best_streak)),
                 (N_("Time"), clock(t.seconds)), (N_("Revolutions"), str(t.revolutions)),
                 (N_("Eight-cuts"), str(t.eight_cuts)), (N_("Spade-3"), str(t.spade3)), (N_("Fouls"), str(t.fouls)),
                 (N_("Falls"), str(t.falls)), (N_("Millionaire"), str(t.titles.get("Millionaire", 0)))]
        for i, (label, value) in enumerate(items):
            x, y = rect.x + 6 + (i % 2) * 112, rect.y + 6 + (i // 2) * 14
            FONT.draw(surface, _(label), (x, y), COLORS["grey_light"])
            FONT.draw(surface, value, (x + 104, y), COLORS["gold"], "right")

    def _places(self, surface: pygame.Surface, rect: pygame.Rect, t: Tally) -> None:
        """A bar per finishing place: how many hands ended there."""
        draw_panel(surface, rect)
        FONT.draw(surface, _("HANDS BY PLACE"), (rect.centerx, rect.y + 4), COLORS["grey_light"], "center")
        shown = max([4] + [i + 1 for i, n in enumerate(t.places) if n])
        top = max(1, max(t.places))
        w = (rect.width - 16) // shown
        colors = ("gold", "sky", "green", "orange", "pink", "purple")
        for i in range(shown):
            h = (rect.height - 40) * t.places[i] // top
            x = rect.x + 8 + i * w
            bar = pygame.Rect(x + 4, rect.bottom - 14 - h, w - 8, h)
            surface.fill(COLORS[colors[i]], bar)
            FONT.draw(surface, str(t.places[i]), (bar.centerx, bar.y - 9), COLORS["white"], "center")
            FONT.draw(surface, ordinal(i + 1), (bar.centerx, rect.bottom - 11), COLORS["grey_light"], "center")

    def _recent(self, surface: pygame.Surface, rect: pygame.Rect, recent: list[int]) -> None:
        """The match totals of the last 20 matches, oldest on the left, around a zero line."""
        draw_panel(surface, rect)
        # TRANSLATORS: box=records panel line
        head = (ngettext("POINTS, LAST MATCH", "POINTS, LAST {n} MATCHES", len(recent)).format(n=len(recent))
                if recent
                # TRANSLATORS: box=records panel line
                else _("POINTS PER MATCH"))
        FONT.draw(surface, fit.into(head, PANEL_LINE), (rect.centerx, rect.y + 4), COLORS["grey_light"], "center")
        if not recent:
            # TRANSLATORS: box=records panel line
            FONT.draw(surface, fit.into(_("Finish a match to start the chart."), PANEL_LINE),
                      (rect.centerx, rect.centery), COLORS["white"], "center")
            return
        hi, lo = max(0, max(recent)), min(0, min(recent))
        plot = pygame.Rect(rect.x + 8, rect.y + 16, rect.width - 16, rect.height - 24)
        span = max(1, hi - lo)
        zero = plot.y + plot.height * hi // span
        surface.fill(COLORS["panel_edge"], (plot.x, zero, plot.width, 1))
        w = plot.width // 20
        for i, v in enumerate(recent):
            h = max(1, plot.height * abs(v) // span)
            bar = pygame.Rect(plot.x + i * w + 1, zero - h if v >= 0 else zero + 1, w - 2, h)
            surface.fill(COLORS["gold" if v >= 0 else "pink"], bar)

    def _rival_rows(self) -> list:
        """The player's rivals, most met first."""
        p = self.player
        if p is None:
            return []
        return sorted(((s[6:], t) for s, t in p.scopes.items() if s.startswith("rival:")),
                      key=lambda kv: (-kv[1].matches, -kv[1].hands, kv[0]))

    def _rivals(self, surface: pygame.Surface, rect: pygame.Rect, p: Player) -> None:
        """A row per rival: matches met and how often this player finished ahead, as a bar."""
        draw_panel(surface, rect)
        FONT.draw(surface, _("RIVALS: AHEAD OF THEM / MATCHES"), (rect.centerx, rect.y + 4), COLORS["grey_light"],
                  "center")
        rivals = self._rival_rows()
        shown_rows = rivals if len(rivals) <= RIVAL_ROWS + 1 else rivals[self.rival_top:self.rival_top + RIVAL_ROWS]
        if len(shown_rows) < len(rivals):  # the last line says there are more, and which are shown
            # TRANSLATORS: box=records rivals more; under the rival rows: "1-5 of 9"
            more = _("{first}-{last} of {n}").format(first=self.rival_top + 1, n=len(rivals),
                                                     last=self.rival_top + len(shown_rows))
            FONT.draw(surface, fit.into(more, RIVALS_MORE), (rect.right - 6, rect.y + 16 + RIVAL_ROWS * 11),
                      COLORS["grey_light"], "right")
        for i, (name, t) in enumerate(shown_rows):
            y = rect.y + 16 + i * 11
            FONT.draw(surface, shown(name, self.rivals)[:8], (rect.x + 6, y), COLORS["white"])
            bar = pygame.Rect(rect.x + 58, y, 120, 7)
            surface.fill(COLORS["ink"], bar)
            if t.matches:
                surface.fill(COLORS["green"], (bar.x, bar.y, bar.width * t.ahead // t.matches, bar.height))
            FONT.draw(surface, f"{t.ahead}/{t.matches}", (rect.right - 6, y), COLORS["gold"], "right")


registry.register("records", RecordsScene)
