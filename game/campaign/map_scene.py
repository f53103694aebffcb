"""Owns the campaign map: the road of tables (locked, open, cleared with stars, broken) and custom tables.

Left/right walk the road in order, up/down jump to the table above or below,
confirm opens the selected table's intro; a mouse hover selects and a click
opens. A locked table says what opens it, a broken one shows its file's
message. Progress and level files are read again whenever the map comes back
to the top, so a clear, a reset or a new custom file shows at once.

The name plate at the top is the player's campaign name: the pass button (or a
click on the plate) opens the name entry (``game.app.entry``), and the name
goes into the progress file, so every campaign match seats the player under it.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game import i18n
from game.app import registry
from game.app.input import Action
from game.app.keyboard import NAME_KEYS, NAME_MAX, OnScreenKeyboard, TextField
from game.app.scene import Scene
from game.gfx import fit, portraits
from game.records.rating import bot_rating
from game.i18n import N_, _
from game.gfx.font import BIG, FONT
from game.gfx.palette import COLORS
from game.app.common import BACK, MessageOverlay, draw_panel, felt
from game.app.entry import TextEntry

from . import art
from . import progress as progress_mod
from .play import player_name
from .road import Entry, Road
from .texts import PRESET_NAMES, STRENGTH_WORDS

if TYPE_CHECKING:
    from game.app.app import App

PER_ROW = 7
COL_X0, COL_W = 45, 65
ROW_Y0, ROW_H, VISIBLE_ROWS = 52, 52, 2
PANEL = pygame.Rect(8, 160, 464, 94)
RIVAL_RATING = fit.box("map rival rating", 60)  # beside a rival's face, under its name and strength
NAME_PLATE = pygame.Rect(196, 6, 200, 15)
STATE_COLORS = {"open": "green", "cleared": "gold", "locked": "grey", "broken": "red"}
STATE_WORDS = {"open": N_("OPEN"), "cleared": N_("CLEARED"), "locked": N_("LOCKED"), "broken": N_("BROKEN")}
# The panel under the road: a table's kind in the 80 px before its title, its state at the right end,
# then lines the panel's width less its margins: the facts, the goal, a notice, or why a file is broken.
KIND = fit.box("map table kind", 80 - 4)
STATE = fit.box("map table state", 80, holds=STATE_WORDS.values())
LINE = fit.box("map panel line", PANEL.width - 16)
BROKEN = fit.box("map broken reason", PANEL.width - 16, lines=6,
                 sources=("game/campaign/level.py", "game/campaign/texts.py", "game/campaign/road.py"))
MORE = fit.box("map scroll mark", 60)  # "^ more" / "v more" at the road's right edge
SECTION = fit.box("map section", 200)  # the heading over the custom tables' tiles


class MapScene(Scene):
    def __init__(self, app: "App", shown: progress_mod.Progress | None = None) -> None:
        """``shown`` displays that progress instead of the file's (the screenshot tour)."""
        super().__init__(app)
        self.road = Road.load()
        self.progress, self.load_error = (shown, None) if shown is not None else progress_mod.load()
        self.focus = self.road.next_to_play(self.progress)
        self.top_row = 0
        self.note = ""  # a one-line notice (a locked table) shown in the panel
        self._scroll_to_focus()

    # -- layout ----------------------------------------------------------------------------
    def _grid(self) -> list[tuple[int, int]]:
        """(row, col) per entry: the road snakes left-right-left; custom tables start a fresh row."""
        cells = []
        shipped = len(self.road.shipped)
        custom_row0 = (shipped + PER_ROW - 1) // PER_ROW
        for i, e in enumerate(self.road.entries):
            k = i if not e.custom else i - shipped
            row, col = divmod(k, PER_ROW)
            if not e.custom and row % 2:
                col = PER_ROW - 1 - col
            cells.append((row + (custom_row0 if e.custom else 0), col))
        return cells

    def tile_rect(self, i: int) -> pygame.Rect | None:
        """Where entry ``i`` is drawn, or None while it is scrolled out of view."""
        row, col = self._grid()[i]
        if not self.top_row <= row < self.top_row + VISIBLE_ROWS:
            return None
        rect = pygame.Rect(0, 0, art.TILE, art.TILE)
        rect.center = (COL_X0 + col * COL_W, ROW_Y0 + (row - self.top_row) * ROW_H)
        return rect

    def _rows(self) -> int:
        return max((r for r, _ in self._grid()), default=0) + 1

    def _scroll_to_focus(self) -> None:
        if not self.road.entries:
            return
        row = self._grid()[self.focus][0]
        if row < self.top_row:
            self.top_row = row
        elif row >= self.top_row + VISIBLE_ROWS:
            self.top_row = row - VISIBLE_ROWS + 1

    # -- lifecycle --------------------------------------------------------------------------
    def enter(self) -> None:
        if self.load_error:
            self.app.stack.push(MessageOverlay(self.app, getattr(self.load_error, "title", _("Campaign progress")),
                                               self.load_error))
            self.load_error = None

    def resume(self) -> None:
        current = self.road.entries[self.focus].id if self.road.entries else None
        self.road = Road.load()
        self.progress, error = progress_mod.load()
        self.focus = self.road.next_to_play(self.progress)
        self.show_table(current)
        if error:
            self.app.stack.push(MessageOverlay(self.app, getattr(error, "title", _("Campaign progress")), error))

    def show_table(self, level_id: str | None) -> None:
        """Put the cursor on the table ``level_id`` (scrolled into view), if the road still has it: the
        table opened above the map, the one just played when the player comes back (``play.show_on_map``)."""
        found = self.road.by_id(level_id) if level_id else None
        if found is not None:
            self.focus = self.road.entries.index(found)
        self._scroll_to_focus()

    # -- input ---------------------------------------------------------------------------------
    def handle(self, action: Action) -> None:
        name = action.name
        if name in BACK:
            self.app.sound("cancel")
            self.app.stack.go(self.app.stack.pop, "wipe")
        elif name == "pass" or (name == "click" and action.pos is not None and NAME_PLATE.collidepoint(action.pos)):
            self.rename()
        elif not self.road.entries:
            return
        elif name in ("left", "right"):
            self._move(self.focus + (1 if name == "right" else -1))
        elif name in ("up", "down"):
            self._move_row(-1 if name == "up" else 1)
        elif name == "confirm":
            self.open(self.focus)
        elif name in ("point", "click") and action.pos is not None:
            hit = self.entry_at(action.pos)
            if hit is None:
                return
            if name == "point":
                if hit != self.focus:
                    self._move(hit)
            else:
                self.focus = hit
                self.open(hit)

    def entry_at(self, pos: tuple[int, int]) -> int | None:
        for i in range(len(self.road.entries)):
            rect = self.tile_rect(i)
            if rect is not None and rect.inflate(8, 8).collidepoint(pos):
                return i
        return None

    def _move(self, i: int) -> None:
        i = max(0, min(len(self.road.entries) - 1, i))
        if i != self.focus:
            self.app.sound("move")
            self.focus = i
            self.note = ""
            self._scroll_to_focus()

    def _move_row(self, step: int) -> None:
        grid = self._grid()
        row, col = grid[self.focus]
        target = row + step
        choices = [i for i, (r, _c) in enumerate(grid) if r == target]
        if choices:
            self._move(min(choices, key=lambda i: abs(grid[i][1] - col)))

    # -- the campaign name ------------------------------------------------------------------------
    def rename(self) -> None:
        """Open the name entry; the name it takes is saved at once (the progress file keeps it)."""
        self.app.sound("confirm")
        rivals = {text.casefold() for e in self.road.entries if e.level
                  for o in e.level.opponents for _code, text in o.name_text.forms}

        def done(text: str) -> str | None:
            name = progress_mod.normal_name(text)
            if name is None:
                # TRANSLATORS: box=entry hint
                return _("A name needs at least one letter.")
            if name.casefold() in rivals:
                # TRANSLATORS: box=entry hint
                return _("{name} is a rival on the road: pick another name.").format(name=name)
            saved, _error = progress_mod.load()  # the file's own progress, not a shown one
            saved.name = self.progress.name = name
            progress_mod.save(saved)  # never raises; a refusal is told over the game
            return None

        field = TextField(player_name(self.progress)[:NAME_MAX], NAME_MAX)
        keys = OnScreenKeyboard(NAME_KEYS, shift=True, space=True, kana=i18n.language() == "ja")
        # TRANSLATORS: the title of the box where the player types the name they play the campaign under.
        # TRANSLATORS: box=entry title
        self.app.stack.push(TextEntry(self.app, _("YOUR CAMPAIGN NAME"), field, keys, done))

    def open(self, i: int) -> None:
        entry = self.road.entries[i]
        state = self.road.state(entry, self.progress)
        if state == "broken":
            self.app.sound("error")
            # TRANSLATORS: box=message title
            self.app.stack.push(MessageOverlay(self.app, _("This table is broken"), entry.error or ""))
        elif state == "locked":
            self.app.sound("error")
            self.note = self._locked_reason(i)
        else:
            assert entry.level is not None, f"{entry.path.name}: an open table must have loaded"
            self.app.sound("confirm")
            scene = registry.make("campaign.intro", self.app, entry.level, self.road.previous(entry),
                                self.progress.stars.get(entry.id, 0))
            self.app.stack.go(lambda: self.app.stack.push(scene), "wipe")

    def _locked_reason(self, i: int) -> str:
        entry = self.road.entries[i]
        openers = [e.title for e in self.road.entries if e.level and entry.id in e.level.unlocks]
        if openers:
            # TRANSLATORS: box=map panel line
            return _("Locked: clear {table} to open it.").format(table=openers[0])
        # TRANSLATORS: box=map panel line
        return _("Locked.")

    def prompts(self) -> list[tuple[str, str]]:
        # TRANSLATORS: a prompt-bar button: change the player's campaign name.
        return [("confirm", _("Open")), ("pass", _("Name")), ("cancel", _("Back"))]

    # -- drawing ---------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(felt(480, 270), (0, 0))
        BIG.draw(surface, _("CAMPAIGN ROAD"), (12, 6), COLORS["gold"], shadow=COLORS["ink"])
        self._draw_name(surface)
        earned = sum(self.progress.stars.get(e.id, 0) for e in self.road.shipped)
        tally = FONT.draw(surface, f"{earned}/{3 * len(self.road.shipped)}", (468, 9), COLORS["white"], "right",
                          shadow=COLORS["ink"])
        art.star(surface, (tally.x - 10, 9), True)
        if not self.road.entries:
            # TRANSLATORS: box=map panel line
            FONT.draw(surface, _("No level files found."), (240, 100), COLORS["white"], "center")
            return
        self._draw_road(surface)
        for i, entry in enumerate(self.road.entries):
            self._draw_entry(surface, i, entry)
        if self.top_row > 0:
            # TRANSLATORS: box=map scroll mark
            FONT.draw(surface, fit.into(_("^ more"), MORE), (468, 28), COLORS["gold"], "right", shadow=COLORS["ink"])
        if self.top_row + VISIBLE_ROWS < self._rows():
            FONT.draw(surface, _("v more"), (468, PANEL.y - 10), COLORS["gold"], "right", shadow=COLORS["ink"])
        self._draw_panel(surface, self.road.entries[self.focus])

    def _draw_name(self, surface: pygame.Surface) -> None:
        """The name plate: who the player is on this road (click it, or press pass, to change it)."""
        plate = NAME_PLATE
        surface.fill(COLORS["ink"], plate)
        pygame.draw.rect(surface, COLORS["panel_edge"], plate, 1)
        label = FONT.draw(surface, _("NAME"), (plate.x + 5, plate.y + 4), COLORS["grey_light"])
        FONT.draw(surface, player_name(self.progress), (label.right + 6, plate.y + 4), COLORS["white"])

    def _draw_road(self, surface: pygame.Surface) -> None:
        shipped = self.road.shipped
        for i in range(len(shipped) - 1):
            a, b = self.tile_rect(i), self.tile_rect(i + 1)
            if a is None or b is None:
                continue
            done = self.road.state(shipped[i], self.progress) == "cleared"
            pygame.draw.line(surface, COLORS["shadow"], a.center, b.center, 6)
            pygame.draw.line(surface, COLORS["gold" if done else "brown_light"], a.center, b.center, 4)

    def _draw_entry(self, surface: pygame.Surface, i: int, entry: Entry) -> None:
        rect = self.tile_rect(i)
        if rect is None:
            return
        state = self.road.state(entry, self.progress)
        custom_no = i - len(self.road.shipped) + 1
        label = f"C{custom_no}" if entry.custom else str(i + 1)
        boss = entry.level is not None and entry.level.boss is not None
        art.tile(surface, rect, state, label, boss, i == self.focus)
        if state == "cleared":
            art.stars(surface, (rect.centerx, rect.bottom + 8), self.progress.stars.get(entry.id, 0))
        if entry.custom and custom_no == 1:
            # TRANSLATORS: box=map section
            FONT.draw(surface, fit.into(_("CUSTOM TABLES"), SECTION), (rect.x - 8, rect.y - 13), COLORS["sky"],
                      shadow=COLORS["ink"])

    def _draw_panel(self, surface: pygame.Surface, entry: Entry) -> None:
        draw_panel(surface, PANEL)
        state = self.road.state(entry, self.progress)
        x, y = PANEL.x + 8, PANEL.y + 6
        # TRANSLATORS: box=map table kind
        kind = _("CUSTOM TABLE") if entry.custom else _("TABLE {n}").format(n=self.road.entries.index(entry) + 1)
        FONT.draw(surface, fit.into(kind, KIND), (x, y), COLORS["grey_light"])
        word = FONT.draw(surface, fit.into(_(STATE_WORDS[state]), STATE), (PANEL.right - 8, y),
                         COLORS[STATE_COLORS[state]], "right")
        FONT.draw(surface, art.fit(entry.title, word.x - 8 - (x + 80)), (x + 80, y), COLORS["gold"])
        if entry.level is None:
            for j, line in enumerate(FONT.wrap(fit.into(entry.error or "", BROKEN), PANEL.width - 16)[:6]):
                FONT.draw(surface, line, (x, y + 14 + j * FONT.line_height), COLORS["pink"])
            return
        lv = entry.level
        # TRANSLATORS: the map's summary of a table: "Classic rules, 4 players, 4 hands".
        facts = _("{preset} rules, {players} players, {length}").format(
            preset=_(PRESET_NAMES[lv.preset]), players=lv.seats, length=lv.length_text)
        if lv.boss:
            facts += "  " + _("Boss: {name}").format(name=lv.boss.name)
        FONT.draw(surface, art.fit(facts, PANEL.width - 16), (x, y + 13), COLORS["white"])
        FONT.draw(surface, art.fit(_("Goal: {goal}").format(goal=lv.goal.describe()), PANEL.width - 16), (x, y + 25),
                  COLORS["sky"])
        if self.note:
            FONT.draw(surface, art.fit(fit.into(self.note, LINE), PANEL.width - 16), (x, y + 37), COLORS["pink"])
        for j, opp in enumerate(lv.opponents):
            px = x + j * 90
            surface.blit(portraits.portrait(opp.portrait), (px, y + 52))
            FONT.draw(surface, art.fit(opp.name, 60), (px + 27, y + 52), COLORS["gold" if opp.boss else "white"])
            FONT.draw(surface, art.fit(_(STRENGTH_WORDS[opp.strength]), 60), (px + 27, y + 62), COLORS["grey_light"])
            # TRANSLATORS: box=map rival rating; a rival's fixed rating under their strength: "rating 1480"
            rated = fit.into(_("rating {n}").format(n=bot_rating(opp.strength, opp.personality)), RIVAL_RATING)
            FONT.draw(surface, rated, (px + 27, y + 72), COLORS["sky"])
