"""Owns the results: after each hand the finishing order, titles, points and the running table;
at the match end the winner, a fanfare and a points-per-hand chart; next hand, rematch or menu.

It reads the finished hand from the engine, which waits between hands until
"Next hand" deals the next one (``flow.next_hand``). The picture (``ResultsBoard``)
is the replay viewer's too. A quick match or pass-and-play match also shows its
deal code, for a friend to play the same deals.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.app import registry
from game.app.common import HEADING, draw_panel, felt
from game.app.input import Action
from game.app.scene import Scene
from game.app.widgets import Button, MenuList
from game.engine.events import HandOver, MatchOver
from game.gfx import fit, portraits
from game.gfx.font import BIG, FONT
from game.gfx.palette import COLORS
from game.i18n import _, ngettext, ordinal, pgettext
from game.records import dealcode, rating
from game.table.match.table_session import TableSession
from game.table.saving.recorder import counted_as
from game.table.screens import flow
from game.table.view import hud
from game.table.view.feed import standing
from game.table.view.table_view import TableView
from game.table.wording import words

if TYPE_CHECKING:
    from game.app.app import App

LINE_COLORS = ("gold", "sky", "pink", "green", "orange", "purple")
# The match-end table's last-hand column: from its head to the points column (right at 206, "-10" 14 px wide).
LAST_HAND = fit.box("results last hand", 206 - 14 - 4 - 112)
WAITING = fit.box("results waiting", 186 - 12, lines=2)  # left of the buttons, under the table
RATING_LINE = fit.box("results rating", 472 - 298)  # right of the buttons, under the chart
RATING_WORDS = fit.box("rating words", 472 - 298)


class ResultsBoard:
    """The results of the session's last finished hand (the match's, after the last): what they show."""

    def __init__(self, session: TableSession, code: bool = True) -> None:
        self.session = session
        m = session.match
        assert m.between_hands and m.results, "results show a finished hand"
        self.over: HandOver = m.results[-1]
        self.final = MatchOver(m.winner, tuple(m.scores)) if m.winner is not None else None
        self.code = _code(session) if code and session.campaign is None else None

    def draw(self, surface: pygame.Surface) -> None:
        s = self.session
        surface.blit(felt(480, 270), (0, 0))
        if self.final is not None:
            winner = s.name(self.final.winner)
            # TRANSLATORS: box=heading
            heading = _("YOU WIN!") if words.is_you(winner) else \
                _("{name} WINS!").format(name=words.shown(winner)[:10].upper())
            BIG.draw(surface, fit.into(heading, HEADING), (240, 6), COLORS["gold"], "center", shadow=COLORS["red_dark"])
        else:
            BIG.draw(surface, _("HAND {number} RESULTS").format(number=self.over.number), (240, 6), COLORS["gold"],
                     "center", shadow=COLORS["ink"])
        self._table(surface, pygame.Rect(8, 26, 250, 196))
        self._chart(surface, pygame.Rect(268, 26, 204, 196))
        goal = s.goal() if self.final is None else None  # a campaign level's, between hands (it has no code)
        if self.code is not None:
            FONT.draw(surface, _("DEAL CODE"), (12, 229), COLORS["grey_light"])
            FONT.draw(surface, self.code, (12, 240), COLORS["gold"], shadow=COLORS["ink"])
        elif goal is not None:
            FONT.draw(surface, fit.into(goal[0], hud.GOAL), (12, 229), COLORS["gold"], shadow=COLORS["ink"])
            FONT.draw(surface, fit.into(goal[1], hud.GOAL), (12, 240), COLORS["white"], shadow=COLORS["ink"])

    def order(self) -> list[int]:
        """Seats top to bottom: by this hand's places after a hand; by match total at the match end
        (ties by the last hand's places, as the engine picks the winner), where the totals decide."""
        places = self.over.places
        if self.final is None:
            return list(places)
        return standing(self.final.scores, places)

    def _table(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        s = self.session
        draw_panel(surface, rect)
        final = self.final is not None
        # TRANSLATORS: the results table's column heads; each column is about 50 px wide.
        heads = ((_("MATCH"), 6), (_("PLAYER"), 58), (_("LAST HAND"), 112)) if final else \
            ((_("PLACE"), 6), (_("PLAYER"), 58), (_("TITLE"), 112))
        for text, x in heads:
            FONT.draw(surface, text, (rect.x + x, rect.y + 5), COLORS["grey_light"])
        FONT.draw(surface, _("PTS"), (rect.x + 206, rect.y + 5), COLORS["grey_light"], "right")
        FONT.draw(surface, _("TOTAL"), (rect.x + 242, rect.y + 5), COLORS["grey_light"], "right")
        for i, seat in enumerate(self.order()):
            y = rect.y + 18 + i * 28
            surface.blit(portraits.portrait(s.seats[seat].portrait), (rect.x + 30, y))
            color = COLORS["gold"] if i == 0 else COLORS["white"]
            place = self.over.places.index(seat) + 1
            title = words.title(self.over.titles[seat])
            FONT.draw(surface, ordinal(i + 1), (rect.x + 6, y + 8), color)
            FONT.draw(surface, words.shown(s.name(seat)), (rect.x + 58, y + 8), color)
            # TRANSLATORS: the last hand's place and title in the match-end table: "2nd Rich". box=results last hand
            last = _("{place} {title}").format(place=ordinal(place), title=title)
            FONT.draw(surface, fit.into(last, LAST_HAND) if final else title, (rect.x + 112, y + 8),
                      COLORS["white"])
            FONT.draw(surface, f"{self.over.points[seat]:+d}", (rect.x + 206, y + 8), COLORS["white"], "right")
            FONT.draw(surface, str(s.match.scores[seat]), (rect.x + 242, y + 8), COLORS["gold"], "right")

    def _chart(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """Running total per seat after each hand, one coloured line per player."""
        s = self.session
        draw_panel(surface, rect)
        FONT.draw(surface, _("POINTS PER HAND"), (rect.centerx, rect.y + 5), COLORS["grey_light"], "center")
        results = s.match.results
        totals = [[0] * s.match.seats]
        for r in results:
            totals.append([a + b for a, b in zip(totals[-1], r.points)])
        lo = min(min(t) for t in totals)
        hi = max(max(t) for t in totals)
        plot = pygame.Rect(rect.x + 22, rect.y + 18, rect.width - 30, rect.height - 70)
        pygame.draw.rect(surface, COLORS["panel_edge"], plot, 1)
        span = max(1, hi - lo)

        # Each seat's line two pixels above the one before and clear of the frame, so players level on
        # points (all at 0 after a hand that scores nobody) show as parallel lines, none hidden under another.
        rise = plot.height - 3 - 2 * (s.match.seats - 1)

        def point(i: int, v: int, seat: int) -> tuple[int, int]:
            x = plot.x + (plot.width - 1) * i // max(1, len(totals) - 1)
            return x, plot.bottom - 2 - 2 * seat - rise * (v - lo) // span

        FONT.draw(surface, str(hi), (plot.x - 3, plot.y), COLORS["grey_light"], "right")
        FONT.draw(surface, str(lo), (plot.x - 3, plot.bottom - 7), COLORS["grey_light"], "right")
        for seat in range(s.match.seats):
            pts = [point(i, t[seat], seat) for i, t in enumerate(totals)]
            col = COLORS[LINE_COLORS[seat]]
            if len(pts) > 1:
                pygame.draw.lines(surface, col, False, pts, 1)
            for p in pts:
                surface.fill(col, (p[0] - 1, p[1] - 1, 3, 3))
        for seat in range(s.match.seats):
            x = rect.x + 8 + (seat % 3) * 66
            y = plot.bottom + 8 + (seat // 3) * 11
            surface.fill(COLORS[LINE_COLORS[seat]], (x, y + 1, 6, 6))
            FONT.draw(surface, words.shown(s.name(seat))[:8], (x + 9, y), COLORS["white"])
        n = len(results)
        FONT.draw(surface, ngettext("after {n} hand", "after {n} hands", n).format(n=n), (rect.centerx, rect.bottom - 12),
                  COLORS["grey_light"], "center")


class ResultsScene(Scene):
    def __init__(self, app: "App", table: TableView) -> None:
        super().__init__(app)
        self.table = table
        session = table.session
        self.board = ResultsBoard(session)
        self.t = 0
        self.waiting = False  # Next hand was chosen; the table's host has not dealt it yet
        self.host_decides = False  # a table played from here: its host has not dealt the next hand (or rematch) yet
        follow = session.after_match
        if self.board.final is not None and follow is not None:
            rows = [Button(pgettext("results", "Continue"), on_press=lambda: flow.after_match(app, table, follow))]
        elif self.board.final is not None:  # a table hosted elsewhere: its host deals the rematch, played here
            again = self._next if session.dealt_elsewhere else self._rematch
            rows = [Button(_("Rematch"), on_press=again), Button(_("Menu"), on_press=self._menu)]
        else:
            rows = [Button(_("Next hand"), on_press=self._next), Button(_("Menu"), on_press=self._menu)]
        self.menu = MenuList(rows, pygame.Rect(190, 226, 100, 26), sound=app.sound)

    @property
    def session(self) -> TableSession:
        return self.table.session

    @property
    def final(self) -> MatchOver | None:
        return self.board.final

    def enter(self) -> None:
        if self.board.final is not None:
            self.session.close()  # a finished match is not resumable: its save goes
            self.app.sound("fanfare")
        else:
            self.app.sound("out")

    def handle(self, action: Action) -> None:
        self.menu.handle(action)

    def update(self) -> None:
        self.t += 1
        self._deal_when_ready()
        # Said from the start, not only once Next hand is chosen: the host deals when its own results are done.
        self.host_decides = self.session.dealt_elsewhere and not self.session.deal_ready()

    def _next(self) -> None:
        """The next hand, at once, or as soon as the host of a table played from here has dealt it (after
        the match, the host's rematch)."""
        self.waiting = True
        self._deal_when_ready()

    def _deal_when_ready(self) -> None:
        if self.waiting and self.session.deal_ready():
            self.waiting = False
            flow.next_hand(self.app, self.table)

    def _rematch(self) -> None:
        flow.rematch(self.app, self.table)

    def _menu(self) -> None:
        self.table.close()
        flow.leave(self.app)

    def prompts(self) -> list[tuple[str, str]]:
        return [("confirm", _("Choose"))]

    def rating_lines(self) -> list[tuple[str, str]]:
        """At the match end, what it did to the rating of each person at this screen, once the history
        writer has rated it (``rating.outcome``: asked each frame, never waited on): one person's
        rating, change and certainty in words; several people's, one line each. (text, colour) pairs."""
        s = self.session
        log = getattr(s, "history", None)  # a table joined from here keeps none: its host rates the match
        if self.final is None or log is None:
            return []
        changes = [(seat, c) for seat, cfg in enumerate(s.seats) if cfg.is_human
                   and (c := rating.outcome(log.id, counted_as(cfg.name, cfg.portrait, True))) is not None]
        if len(changes) == 1:
            change = changes[0][1]
            # TRANSLATORS: box=results rating; the player's rating after the match and its change: "RATING 1534 (+14)"
            head = _("RATING {rating} ({change})").format(rating=change.after, change=rating.delta_text(change.delta))
            return [(fit.into(head, RATING_LINE), "gold"), (fit.into(change.rating.certainty(), RATING_WORDS), "grey_light")]
        # TRANSLATORS: box=results rating; one player's rating after the match: "Aki 1534 (+14)"
        line = _("{name} {rating} ({change})")
        return [(fit.into(line.format(name=words.shown(s.name(seat))[:8], rating=c.after,
                                      change=rating.delta_text(c.delta)), RATING_LINE), "gold") for seat, c in changes[:3]]

    def draw(self, surface: pygame.Surface) -> None:
        self.board.draw(surface)
        self.menu.draw(surface)
        for i, (text, color) in enumerate(self.rating_lines()):
            FONT.draw(surface, text, (298, 229 + i * 11), COLORS[color], shadow=COLORS["ink"])
        if self.waiting or self.host_decides:  # where a deal code would be: a table hosted elsewhere has none
            # TRANSLATORS: box=results waiting; the results of a table hosted on another computer.
            text = fit.into(_("Waiting for the host to deal..."), WAITING)
            for i, line in enumerate(FONT.wrap(text, WAITING.width)[:WAITING.lines]):
                FONT.draw(surface, line, (12, 229 + i * 11), COLORS["sky"], shadow=COLORS["ink"])


def _code(session: TableSession) -> str | None:
    """The deal code of this match, or None when its seed or rules have none, its deals are another
    computer's (a table joined from here), its first hand was stacked (the guided hand's: the code
    would deal another), or friends play it from their devices and it is not over (``seed_kept``)."""
    if session.seed is None or session.match.dealt_as_given or session.seed_kept:
        return None
    try:
        return dealcode.encode(session.rules, session.seed)
    except dealcode.NoCode:
        return None


registry.register("table.results", ResultsScene, entry=False)
