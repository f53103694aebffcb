"""Owns How to Play: the rules, one page per shape or special card, each with a looping demo,
then the controls, scoring and titles, and where the rules in force are shown.

Demos are data (cards on the table, cards played, an effect caption and what
happens after) animated purely from the page's tick count, so ``draw`` changes
nothing and every page loops the same way each time. A page without cards shows
its ``box`` lines in the demo panel instead. ``{action}`` in a page's words and
box names the key bound to that action now, so a rebound key reads right.
"""
from __future__ import annotations

from dataclasses import dataclass
import functools
from typing import TYPE_CHECKING

import pygame

from game.app import registry
from game.app.common import BACK, draw_heading, draw_panel, key_words
from game.app.input import Action
from game.app.scene import Scene
from game.engine import Rules
from game.gfx import fit
from game.gfx.cards import CARD_W, CardArt
from game.gfx.font import FONT
from game.gfx.palette import COLORS, invert_surface
from game.i18n import N_, _, ngettext
from game.table.wording import rules_words

if TYPE_CHECKING:
    from game.app.app import App


@functools.lru_cache(maxsize=2)
def _card_art(four_color: bool) -> CardArt:
    return CardArt(four_color)


@dataclass(frozen=True)
class Page:
    title: str
    text: str
    table: tuple[str, ...] = ()  # already on the table
    play: tuple[str, ...] = ()  # slides from the hand onto the table
    caption: str = ""  # flashes once the play lands
    after: str = ""  # "clear", "flip", "give", "discard", "tax" or "" (stay)
    extra: tuple[str, ...] = ()  # cards given / discarded / taxed after the play
    box: tuple[str, ...] = ()  # lines for the demo panel of a page without cards
    live: str = ""  # "tax" or "scoring": its numbers are drawn from the rules in force
    # (``game.table.wording.rules_words``);
    # "revolution": its words follow when the order flips in the rules in force (at once, or at the clear)
    # Every text is an English catalog id (N_), worded when drawn.


PAGES: tuple[Page, ...] = (
    Page(N_("The goal"), N_("Be the first to empty your hand. Cards rank 3 (weakest) up to A, then 2; "
         "the joker beats them all. The leader plays any shape; each player after must play the "
         "same shape and size, stronger, or pass."), ("5S",), ("9H",), N_("9 beats 5")),
    Page(N_("Single"), N_("One card. Beat it with one stronger card."), ("7D",), ("QS",), N_("Q beats 7")),
    Page(N_("Group"), N_("Two or more cards of one rank. Beat a pair with a stronger pair, "
         "three with a stronger three, and so on."), ("5C", "5H"), ("9S", "9D"), N_("pair of 9s beats 5s")),
    Page(N_("Run"), N_("Three or more cards in a row of one suit. Beat it with a run of the same "
         "length whose lowest card is stronger."), ("4H", "5H", "6H"), ("8S", "9S", "TS"), N_("8-9-10 beats 4-5-6")),
    Page(N_("Passing"), N_("When everyone else has passed, the table clears and whoever played last "
         "leads any shape they like."), ("KD",), ("2C",), N_("all pass: table clears"), "clear"),
    Page(N_("Eight-cut"), N_("A play holding an 8 clears the table at once, and the same player leads again."),
         ("5S",), ("8H",), N_("EIGHT CUT!"), "clear"),
    Page(N_("Revolution"), N_("Four of a kind flips the order: 3 becomes the strongest and 2 the weakest, "
         "until the next revolution."), (), ("6S", "6H", "6D", "6C"), N_("REVOLUTION!"), "flip",
         live="revolution"),
    Page(N_("Jack-back"), N_("A play holding a jack reverses the order until the table clears."),
         ("4D",), ("JC",), N_("JACK-BACK: 3 is high"), "flip"),
    Page(N_("Suit lock"), N_("Answer a play with the very same suits and those suits lock: "
         "until the table clears every play must use them."), ("5H",), ("9H",), N_("LOCKED: hearts only")),
    Page(N_("Spade-3"), N_("A lone 3 of spades beats a lone joker."), ("JK",), ("3S",), N_("3\u2660 beats the joker")),
    Page(N_("Seven-give"), N_("After a play holding sevens, give that many cards of your choice to the "
         "next player."), ("4S",), ("7C",), N_("give 1 card"), "give", ("KH",)),
    Page(N_("Ten-discard"), N_("After a play holding tens, throw away that many cards of your choice."),
         ("6C",), ("TD",), N_("discard 1 card"), "discard", ("4H",)),
    Page(N_("Joker"), N_("The joker is wild: it stands in for any card in a group or run, "
         "and alone it is the strongest single."), ("7S", "7D"), ("KH", "JK"), N_("joker plays as a K")),
    Page(N_("Titles and tax"), "", (), (), N_("Beggar pays the Millionaire"), "tax", ("JK", "2S", "AH"), live="tax"),
    Page(N_("Scoring"), N_("Each hand's finishing place gives a title for the next hand and points. With "
         "3 players: Millionaire, Commoner, Beggar; with 4: Millionaire, Rich, Poor, Beggar; with 5-6 "
         "Commoners sit in the middle. The match ends after its hands (or at its points target): the "
         "highest total wins."), live="scoring"),
    Page(N_("Rules in force"), N_("Every table can play different rules. The strip at the top of the table "
         "always shows the order in force (2 is high) and, below it, every switch that is on. Before a "
         "match, the setup's {hint} explains each switch with an example; at the table, {menu} opens "
         "this guide."),
         box=(N_("THE TOP OF THE TABLE:"), "", N_("2 is high, 3 is low"), N_("Rules: 8 cuts, suit lock,"), N_("revolution at the clear"),
              "", N_("SETUP: {hint} on a switch"), N_("explains it"))),
    Page(N_("Controls"), N_("{left} {right} move along your hand, {up} picks or drops a card. {confirm} plays "
         "the picked cards, else the card under the cursor; giving and returning cards work the same. "
         "{pass} passes. {hint} asks the advanced bot for a hint, {undo} takes back your last move "
         "(Quick Match). {auto_pass} passes this trick for you (until the table clears). {page_right} "
         "speeds the bots up. A mouse works too: click cards, then {confirm}."),
         box=(N_("{confirm}  play picked,"), N_("    else the card at the cursor"), N_("{pass}  pass"),
              N_("{hint}  hint"), N_("{undo}  undo"), N_("{auto_pass}  pass this trick"),
              N_("{page_right}  fast bots"), N_("{menu}  table menu"), "", N_("Keys change in Settings"))),
)

# The Revolution page where the order flips only when the table clears (Classic's rule, shown on the table
# as "revolution at the clear").
AT_THE_CLEAR = N_("Four of a kind starts a revolution; the order flips when the table clears: 3 becomes the "
                  "strongest and 2 the weakest, until the next revolution.")
LOOP = 200  # ticks per demo loop
ARRIVE = (30, 50)  # the play slides in between these ticks
AFTER = (110, 140)  # the after-effect runs between these ticks
BOX = pygame.Rect(262, 44, 206, 190)
TABLE_Y = 90
HAND_Y = 190
ARROWS = (pygame.Rect(12, 236, 24, 14), pygame.Rect(444, 236, 24, 14))  # clickable < and >
# The page's words run from y 66 to the rank ladder's labels at y 186: 12 lines of 230 px.
TITLE = fit.box("howto title", 230, holds=[p.title for p in PAGES])
TEXT = fit.box("howto text", 230, lines=12, holds=[p.text for p in PAGES] + [AT_THE_CLEAR])
CAPTION = fit.box("howto caption", BOX.width - 8, holds=[p.caption for p in PAGES if p.caption])
_BOX_LINES = [line for p in PAGES for line in p.box if line]
BOX_LINE = fit.box("howto box line", BOX.width - 20, holds=[line for line in _BOX_LINES if "|" not in line])
# A "left|right" line: the right part ends 60 px inside the box, so both share 136 px.
BOX_ROW = fit.box("howto box row", BOX.width - 70, holds=[line for line in _BOX_LINES if "|" in line])
LADDER_END = fit.box("howto ladder end", 100)  # "weakest" and "strongest" above the ends of the rank ladder
LADDER_CHIP = fit.box("howto ladder chip", 48)  # the joker's chip: 13 ranks and it fill the 230-px column
DEMO_LABEL = fit.box("howto demo label", BOX.width // 2 - 14)  # "next player", "Beggar", ... on the demo felt


def _lerp(a: tuple[int, int], b: tuple[int, int], f: float) -> tuple[int, int]:
    f = max(0.0, min(1.0, f))
    return (round(a[0] + (b[0] - a[0]) * f), round(a[1] + (b[1] - a[1]) * f))


def _row(n: int, y: int, cx: int = BOX.centerx) -> list[tuple[int, int]]:
    left = cx - (n * (CARD_W + 2) - 2) // 2
    return [(left + i * (CARD_W + 2), y) for i in range(n)]


LESSON_ACTION = "pass"  # plays the guided first hand, when How to Play was opened from the menu


class HowTo(Scene):
    def __init__(self, app: "App", rules: Rules | None = None) -> None:
        """``rules``: the table's, when a match is on (the numbers of the tax and the scoring are its
        own); else the Classic preset's, which the pages name."""
        super().__init__(app)
        self.rules = rules
        self.page = 0
        self.t = 0

    @property
    def art(self) -> CardArt:
        """The card art for the deck setting in force: a change in Settings shows at once."""
        return _card_art(self.app.settings.four_color)

    def _turn(self, step: int) -> None:
        self.page = (self.page + step) % len(PAGES)
        self.t = 0
        self.app.sound("move")

    def handle(self, action: Action) -> None:
        name = action.name
        if name in BACK:
            self.app.sound("cancel")
            self.app.stack.go(self.app.stack.pop, "wipe")
        elif name == LESSON_ACTION and self.rules is None:
            self.app.sound("confirm")
            self.app.stack.go(lambda: self.app.stack.replace(registry.make("lesson", self.app)), "wipe")
        elif name in ("left", "page_left", "up"):
            self._turn(-1)
        elif name in ("right", "page_right", "down", "confirm"):
            self._turn(1)
        elif name == "click" and action.pos is not None:
            if ARROWS[0].collidepoint(action.pos):
                self._turn(-1)
            elif ARROWS[1].collidepoint(action.pos):
                self._turn(1)

    def update(self) -> None:
        self.t = (self.t + 1) % LOOP

    def prompts(self) -> list[tuple[str, str]]:
        # TRANSLATORS: box=prompt
        pages = [("left", ""), ("right", _("Page")), ("cancel", _("Back"))]
        # TRANSLATORS: box=prompt; starts the guided first hand (game.table.match.lesson) again.
        return pages if self.rules is not None else [(LESSON_ACTION, _("Guided hand")), *pages]

    def draw(self, surface: pygame.Surface) -> None:
        page = PAGES[self.page]
        surface.fill(COLORS["ink"])
        # TRANSLATORS: box=heading
        draw_heading(surface, _("HOW TO PLAY"), 8)
        FONT.draw(surface, fit.into(_(page.title), TITLE), (16, 48), COLORS["gold"])
        text = rules_words.tax_text(self.rules) if page.live == "tax" else _(page.text)
        if page.live == "revolution" and (self.rules or Rules.preset("classic")).revolution_timing == "on_clear":
            text = _(AT_THE_CLEAR)
        for i, line in enumerate(FONT.wrap(fit.into(key_words(self.app, text), TEXT), TEXT.width)):
            FONT.draw(surface, line, (16, 66 + i * FONT.line_height), COLORS["white"])
        if page.box or page.live == "scoring":
            self._draw_box(surface, page)
            self._draw_arrows(surface)
            return
        self._draw_ladder(surface, page)
        self._draw_demo(surface, page)
        self._draw_arrows(surface)

    def _draw_box(self, surface: pygame.Surface, page: Page) -> None:
        """The page's box lines; "left|right" puts the right part in a right-aligned column."""
        draw_panel(surface, BOX)
        lines = rules_words.scoring_box(self.rules) if page.live == "scoring" else [_(line) if line else ""
                                                                                 for line in page.box]
        for i, line in enumerate(lines):
            left, _bar, right = key_words(self.app, line).partition("|")
            fit.into(left + "  " + right if right else left, BOX_ROW if right else BOX_LINE)
            y = BOX.y + 10 + i * 12
            FONT.draw(surface, left, (BOX.x + 10, y), COLORS["white"])
            if right:
                FONT.draw(surface, right, (BOX.right - 60, y), COLORS["gold"], "right")

    def _draw_arrows(self, surface: pygame.Surface) -> None:
        FONT.draw(surface, "<", ARROWS[0].center, COLORS["gold"], "center")
        FONT.draw(surface, ">", ARROWS[1].center, COLORS["gold"], "center")
        FONT.draw(surface, f"{self.page + 1} / {len(PAGES)}", (240, 240), COLORS["grey_light"], "center")

    def _draw_ladder(self, surface: pygame.Surface, page: Page) -> None:
        """The rank order in force, weakest first: flipped on the revolution and jack-back pages."""
        ranks = ["3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "2"]
        if page.after == "flip":
            ranks.reverse()
        x = 16
        # TRANSLATORS: above the left end of the rank ladder
        FONT.draw(surface, fit.into(_("weakest"), LADDER_END), (x, 186), COLORS["grey_light"])
        # TRANSLATORS: box=howto ladder chip; the joker at the strong end of the rank ladder (ジョーカー)
        joker = _("JK")
        for rank in ranks + [joker]:
            w = FONT.size(fit.into(rank, LADDER_CHIP))[0] + 5
            surface.fill(COLORS["cream"] if rank != joker else COLORS["gold"], (x, 200, w, 13))
            FONT.draw(surface, rank, (x + 3, 203), COLORS["ink"] if rank != joker else COLORS["purple"])
            x += w + 2
        # TRANSLATORS: above the right end of the rank ladder
        FONT.draw(surface, fit.into(_("strongest"), LADDER_END), (x - 2, 186), COLORS["grey_light"], "right")

    def _draw_demo(self, surface: pygame.Surface, page: Page) -> None:
        draw_panel(surface, BOX)
        felt = BOX.inflate(-8, -8)
        surface.fill(COLORS["felt"], felt)
        t = self.t
        # Clip to the felt so cards sliding away vanish at its edge.
        old_clip = surface.get_clip()
        surface.set_clip(felt)
        arrive = (t - ARRIVE[0]) / (ARRIVE[1] - ARRIVE[0])
        after = (t - AFTER[0]) / (AFTER[1] - AFTER[0])
        gone = page.after in ("clear",) and after > 0
        if page.after == "tax":
            self._draw_tax(surface, page, after)
        else:
            table_to = _row(len(page.table), TABLE_Y - 6)
            for card, pos in zip(page.table, table_to):
                surface.blit(self.art.face(card), _lerp(pos, (pos[0], BOX.y - 40), after if gone else 0))
            start = _row(len(page.play) + len(page.extra), HAND_Y)
            # The play lands half over the table's cards, like a real pile.
            dest = [(x + 10, y) for x, y in _row(len(page.play), TABLE_Y + 8)]
            for i, card in enumerate(page.play):
                pos = _lerp(start[i], dest[i], arrive)
                if gone:
                    pos = _lerp(pos, (pos[0], BOX.y - 40), after)
                surface.blit(self.art.face(card), pos)
            self._draw_extra(surface, page, start[len(page.play):], after)
        if page.after == "flip" and ARRIVE[1] <= t:
            # The order has turned over: show it by swapping the felt's colours.
            surface.blit(invert_surface(surface.subsurface(felt)), felt)
        if page.caption and t >= ARRIVE[1] and (t < AFTER[0] or t % 16 < 12):
            FONT.draw(surface, fit.into(_(page.caption), CAPTION), (BOX.centerx, BOX.y + 12), COLORS["highlight"],
                      "center",
                      shadow=COLORS["ink"])
        surface.set_clip(old_clip)

    def _draw_extra(self, surface: pygame.Surface, page: Page, start: list[tuple[int, int]], f: float) -> None:
        if page.after == "give":
            # TRANSLATORS: box=howto demo label; where the seven-give's card goes
            target, label = (BOX.right - 10, HAND_Y - 40), _("next player")
        elif page.after == "discard":
            # TRANSLATORS: box=howto demo label; where the ten-discard's card goes
            target, label = (BOX.x + 10, HAND_Y - 40), _("discards")
        else:
            return
        FONT.draw(surface, fit.into(label, DEMO_LABEL), (target[0], target[1] - 12), COLORS["grey_light"],
                  "right" if page.after == "give" else "left")
        for card, pos in zip(page.extra, start):
            goal = (target[0] - CARD_W, target[1]) if page.after == "give" else target
            surface.blit(self.art.face(card) if f <= 0 else self.art.back(0), _lerp(pos, goal, f))

    def _draw_tax(self, surface: pygame.Surface, page: Page, f: float) -> None:
        n = rules_words.tax_cards(self.rules)  # the strongest cards, as many as these rules take
        left, right = (BOX.x + 14, 120), (BOX.right - 14 - n * (CARD_W + 2) + 2, 120)
        FONT.draw(surface, fit.into(_("Beggar"), DEMO_LABEL), (BOX.x + 14, 104), COLORS["grey_light"])
        FONT.draw(surface, fit.into(_("Millionaire"), DEMO_LABEL), (BOX.right - 14, 104), COLORS["gold"], "right")
        slide = (self.t - ARRIVE[0]) / (AFTER[1] - ARRIVE[0])
        for i, card in enumerate(page.extra[:n]):
            pos = _lerp((left[0] + i * (CARD_W + 2), left[1]), (right[0] + i * (CARD_W + 2), right[1]), slide)
            surface.blit(self.art.face(card), pos)
        if f > 0 and n:
            # TRANSLATORS: box=howto caption
            back = ngettext("...and gets one card back", "...and gets {n} cards back", n).format(n=n)
            FONT.draw(surface, fit.into(back, CAPTION), (BOX.centerx, 170), COLORS["white"], "center")


registry.register("howto", HowTo)
