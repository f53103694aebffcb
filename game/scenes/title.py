"""Owns the title screen and its attract mode: a real game plays itself behind the logo.

The attract game is an engine ``Match`` played by real bots from ``game.bots``
(beginners and mediums with different personalities), one move every
``MOVE_EVERY`` ticks, so it looks like a real table: leads, answers, passes,
eight-cuts and revolutions where a player would make them. These bots choose
in a few hundredths of a millisecond, so they are asked on the main thread;
each is seeded from the game's seed, so the same seed always shows the same
game. The table and the logo only change when the attract game moves, so they
are drawn once per move (``Title.backdrop``) and each frame is that picture and
the blinking prompt: an idle title costs the loop a blit, not a table. Any
confirm, start or click goes on to the main menu. When a match is
saved, a Continue prompt (``CONTINUE_ACTION``, also clickable in the prompt
bar) resumes it straight away, with the main menu beneath to come back to.
"""
from __future__ import annotations

import functools
from typing import TYPE_CHECKING

import pygame

from game import __version__, i18n
from game.app import registry
from game.i18n import _
from game.app.input import Action
from game.app.scene import Scene
from game.bots import make_bot
from game.engine import Match, Rules
from game.gfx.cards import CARD_H, CARD_W, CardArt
from game.gfx import fit, logo
from game.gfx.font import BIG, FONT
from game.gfx.palette import COLORS
from game.app.common import ConfirmDialog, MessageOverlay, dim, draw_panel, felt

if TYPE_CHECKING:
    from game.app.app import App


@functools.lru_cache(maxsize=2)
def _card_art(four_color: bool) -> CardArt:
    return CardArt(four_color)

LOGO = fit.box("title logo", 232, scale=2)  # a translation other than 大富豪 (drawn by game.gfx.logo)
LOGO_LINE = fit.box("title line", 232)  # the lines under the logo, inside its 240-px panel

CONTINUE_ACTION = "page_right"  # resumes the saved match from the title
MOVE_EVERY = 20  # ticks between attract-mode moves
REST_TICKS = 120  # pause on a finished game before dealing the next one
# Where each seat's hand sits: (x, y) of the fan's centre; seat 0 is at the bottom.
SEAT_POS = ((240, 214), (40, 150), (240, 22), (440, 150))
# The attract table's players: quick bots (no search thread needed) with distinct styles.
BOTS = ("medium:steady", "beginner", "medium:cutter", "medium:revolutionary")


class AttractGame:
    """A self-playing match; all state changes happen in ``update``."""

    def __init__(self, seed: int) -> None:
        self._deal(seed)

    def _deal(self, seed: int) -> None:
        self.seed = seed
        self.moves = 0  # changes to what the table shows since the deal (keys the title's backdrop)
        self.match = Match(Rules.preset("classic"), seats=4, seed=seed)
        self.bots = [make_bot(spec, seed * 10 + i) for i, spec in enumerate(BOTS)]
        self.wait = MOVE_EVERY

    def update(self) -> None:
        self.wait -= 1
        if self.wait > 0:
            return
        if self.match.is_over:
            # A finished match makes way for a new one with the next seed.
            self._deal(self.seed + 1)
            return
        self.moves += 1
        seat = self.match.to_act
        assert seat is not None  # a hand in play always has a seat to act
        self.match.apply(self.bots[seat].choose(self.match.view(seat)))
        if self.match.between_hands and not self.match.is_over:
            self.match.deal_next()  # the backdrop rests only at the match end
        self.wait = REST_TICKS if self.match.is_over else MOVE_EVERY

    def hand_sizes(self) -> list[int]:
        return [len(self.match.hand.cards(seat)) for seat in range(4)]

    def table_cards(self) -> list[str]:
        table = self.match.hand.table
        if table is None or str(table) == "pass":
            return []
        return str(table).split()


class Title(Scene):
    def __init__(self, app: "App", seed: int = 1) -> None:
        super().__init__(app)
        self.game = AttractGame(seed)
        self.t = 0
        self._backdrop: tuple[tuple[object, ...], pygame.Surface] | None = None  # (what it shows, picture)
        # Asked once, not every frame: a save appears or goes only while other scenes are on top.
        self.can_continue = registry.available("continue")

    @property
    def art(self) -> CardArt:
        """The card art for the deck setting in force: a change in Settings shows at once."""
        return _card_art(self.app.settings.four_color)

    def enter(self) -> None:
        self.app.mixer.play_music("title")

    def handle(self, action: Action) -> None:
        if action.name == CONTINUE_ACTION and self.can_continue:
            self.app.sound("confirm")
            self.app.stack.go(self._continue)
        elif action.name in ("confirm", "menu", "click") and not self.app.settings.lesson_seen:
            self.app.sound("confirm")
            # TRANSLATORS: box=question
            self.app.stack.push(ConfirmDialog(self.app, _("New to Daifugo? Play a guided first hand?"),
                                              self._lesson, self._menu_from_now_on, yes_first=True))
        elif action.name in ("confirm", "menu", "click"):
            self.app.sound("confirm")
            self._menu()
        elif action.name == "cancel":
            self.app.stack.push(ConfirmDialog(self.app, _("Quit Daifugo Arcade?"), self.app.quit))

    def _menu(self) -> None:
        self.app.stack.go(lambda: self.app.stack.replace(registry.make("menu", self.app)))

    def _menu_from_now_on(self) -> None:
        """The first launch's offer was declined: the title goes to the menu from now on (How to Play
        still offers the guided hand)."""
        self.app.settings.lesson_seen = True
        self.app.settings_changed()
        self._menu()

    def _lesson(self) -> None:
        """The guided first hand (starting it marks it seen; it ends at the main menu)."""
        self.app.stack.go(lambda: self.app.stack.replace(registry.make("lesson", self.app)))

    def _continue(self) -> None:
        """The menu goes beneath (where leaving the match returns to), the saved match on top."""
        menu, resume = registry.factory("menu"), registry.factory("continue")
        assert menu is not None and resume is not None
        self.app.stack.replace(menu(self.app))
        self.app.stack.push(resume(self.app))

    def update(self) -> None:
        self.t += 1
        self.game.update()

    def prompts(self) -> list[tuple[str, str]]:
        if self.can_continue:
            return [(CONTINUE_ACTION, _("Continue")), ("confirm", _("Start")), ("cancel", _("Quit"))]
        return [("confirm", _("Start")), ("cancel", _("Quit"))]

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.backdrop(), (0, 0))
        self._draw_prompt(surface)

    def backdrop(self) -> pygame.Surface:
        """The attract table under the logo, drawn again only when the game moved, the deck or the
        language changed (a memo: the scene's state is untouched)."""
        key = (self.game.seed, self.game.moves, self.app.settings.four_color, i18n.language())
        if self._backdrop is None or self._backdrop[0] != key:
            picture = pygame.Surface((480, 270))
            picture.blit(felt(480, 270), (0, 0))
            pygame.draw.ellipse(picture, COLORS["felt_light"], (80, 60, 320, 180), 1)
            self._draw_hands(picture)
            self._draw_table(picture)
            dim(picture, 90)
            self._draw_logo(picture)
            self._backdrop = (key, picture)
        return self._backdrop[1]

    def _draw_hands(self, surface: pygame.Surface) -> None:
        back = self.art.back(0)
        to_act = self.game.match.to_act if not self.game.match.is_over else -1
        for seat, count in enumerate(self.game.hand_sizes()):
            cx, cy = SEAT_POS[seat]
            shown = min(count, 8)
            vertical = seat in (1, 3)
            step = 6
            span = (shown - 1) * step if shown else 0
            for i in range(shown):
                if vertical:
                    pos = (cx - CARD_W // 2, cy - CARD_H // 2 - span // 2 + i * step)
                else:
                    pos = (cx - CARD_W // 2 - span // 2 + i * step, cy - CARD_H // 2)
                surface.blit(back, pos)
            color = COLORS["gold"] if seat == to_act else COLORS["white"]
            label_y = cy + (span // 2 if vertical else 0) + CARD_H // 2 + 2
            FONT.draw(surface, str(count), (cx, label_y), color, "center", shadow=COLORS["ink"])

    def _draw_table(self, surface: pygame.Surface) -> None:
        cards = self.game.table_cards()
        x = 240 - (len(cards) * (CARD_W + 2)) // 2
        for i, card in enumerate(cards):
            surface.blit(self.art.face(card), (x + i * (CARD_W + 2), 134))

    def _draw_logo(self, surface: pygame.Surface) -> None:
        panel = pygame.Rect(120, 56, 240, 64)
        draw_panel(surface, panel)
        # TRANSLATORS: box=title logo; the logo in the big font; 大富豪 in Japanese is drawn by game.gfx.logo.
        word = _("DAIFUGO")
        if word == logo.WORD:
            logo.draw(surface, 240, 60)
        else:
            BIG.draw(surface, fit.into(word, LOGO), (240, 64), COLORS["gold"], "center", shadow=COLORS["red_dark"])
        # TRANSLATORS: under the logo, between the suits; the letters are spaced out in English.
        arcade = _("A R C A D E")
        FONT.draw(surface, fit.into(f"\u2660 \u2665  {arcade}  \u2666 \u2663", LOGO_LINE), (240, 90), COLORS["white"],
                  "center")
        # TRANSLATORS: box=title line
        FONT.draw(surface, fit.into(_("the great millionaire card game"), LOGO_LINE), (240, 104), COLORS["grey_light"],
                  "center")
        FONT.draw(surface, f"v{__version__}", (476, 246), COLORS["grey_light"], "right", shadow=COLORS["ink"])

    def _draw_prompt(self, surface: pygame.Surface) -> None:
        if (self.t // 30) % 2 == 0:  # blink: on for half a second, off for half
            FONT.draw(surface, _("PRESS START"), (240, 178), COLORS["highlight"], "center", shadow=COLORS["ink"])
        if self.can_continue:  # steady, on a plate under the logo, clear of the attract table's cards
            # TRANSLATORS: box=title line
            text = fit.into(_("A saved match is waiting: Continue"), LOGO_LINE)
            w = FONT.size(text)[0]
            surface.fill(COLORS["ink"], (240 - w // 2 - 4, 123, w + 8, 11))
            FONT.draw(surface, text, (240, 125), COLORS["gold"], "center")


def opening(app: "App") -> Scene:
    """The game's first screen: the title, under a notice when the settings file had to be reset."""
    title = Title(app)
    if not app.settings_error:
        return title
    app.stack.push(title)
    error = app.settings_error  # made before the language was chosen: worded now, in the player's
    return MessageOverlay(app, getattr(error, "title", _("Settings")), getattr(error, "text", str(error)))


registry.register("title", Title)
