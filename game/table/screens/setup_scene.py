"""Owns the rules setup: START, preset, players, match length and turn timer, the usual switches,
the seats (``setup_seats``: Human or a bot strength, name, portrait and personality), a deal code,
and "More rules", under which every other switch opens; each row has a one-line explanation and "?"
for more. Page-left jumps back to START from anywhere.

The rules are an engine ``Rules`` value: every change goes through
``Rules.replace``, so a combination the engine refuses is refused here with its
message. Starting builds the ``Session`` and deals; the rules are fixed from then on.
A deal code (typed here, or ``--deal CODE``) sets the rules and the seed; changing
a rule afterwards drops its seed (the code no longer stands for the match). A preset that names its
table size (``uecda``: the contest's five) sets the Players row; the others leave it.

Every word is drawn through the catalog (``game.i18n``), so each row also carries a
key ("preset", "seat:2", a switch) by which its "?" text, tests and shots find it in
any language.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.app import registry
from game.app.common import BACK, MESSAGE_TEXT, MessageOverlay, draw_heading, draw_panel, felt
from game.app.entry import HINT, TextEntry
from game.app.input import Action
from game.app.keyboard import OnScreenKeyboard, TextField
from game.app.scene import Scene
from game.app.widgets import Button, Choice, MenuList, Row, Toggle
from game.engine import Rules
from game.engine.rules import FOUL_TAGS, PRESETS
from game.gfx import fit, portraits
from game.gfx.font import FONT
from game.gfx.palette import COLORS
from game.i18n import N_, _
from game.records import dealcode
from game.table.match.seating import SeatConfig
from game.table.saving import tables
from game.table.screens import flow
from game.table.screens.setup_seats import SeatRows, default_seats
from game.table.wording.rules_text import (
    BOT_NAMES, FOUL_TAG_TEXT, LENGTHS, PRESET_EXAMPLE, SWITCHES, TIMERS, foul_tag_text, help_text, help_texts,
    kind_text, length_text, option_text, personality_text, preset_text, timer_text,
)
from game.table.wording.words import cards_in

if TYPE_CHECKING:
    from game.app.app import App

# The engine's refusals a setup row can meet, worded for the player through the catalog.
REFUSALS = (N_("revolution_runs needs revolution on (set it to 0 or turn revolution on)"),)
# The menu is 300 px from x 16 with a 110-px value column; a label has at least the room left of that column.
LABEL = fit.box("setup label", 300 - 4 - 110 - 6 - 6, holds=[label for label, *_rest in SWITCHES.values()])
VALUE = fit.box("setup value", 110, holds=[text for *_first, values in SWITCHES.values() for _v, text in values or ()
                                           if not all(c in "0123456789," for c in text)])
# The two lines under the menu: the focused row's one-line explanation, or why a change was refused.
REASON = fit.box("setup reason", 300, lines=2, holds=[*REFUSALS, *(line for _label, line, *_rest in SWITCHES.values()),
                                                      *FOUL_TAG_TEXT.values()])
# Beside the menu, a seat a line: "1. name" and who plays it, right of the portrait in the 140-px panel.
SEAT_LIST = fit.box("setup seat list", 140 - 6 - 28 - 4, holds=BOT_NAMES)
# Why a typed deal code does not read (game.records.dealcode), as the code entry's hint says it.
CODE_REASON = fit.box("deal code reason", HINT.width, HINT.lines, frame=N_("Not a valid code: {reason}."),
                      sources=("game/records/dealcode.py",))
# The switches players change most (RULES.md's house-rule table and what the presets differ on), listed
# first; "More rules" opens the others.
USUAL = ("jokers", "eight_cut", "revolution", "suit_lock", "tax_cards")
# A row's "?" text, shown in a message.
fit.box(MESSAGE_TEXT.name, MESSAGE_TEXT.width, MESSAGE_TEXT.lines, holds=[*help_texts().values(), PRESET_EXAMPLE])


class RulesSetup(SeatRows, Scene):
    def __init__(self, app: "App", mode: str = "quick", deal: dealcode.Deal | None = None) -> None:
        super().__init__(app)
        self.mode = mode
        self.rules = Rules.preset("classic").replace(rounds=3, target_points=0)
        self.seat_count = 4
        self.seats = default_seats(mode)
        self.note = ""
        self.deal_seed: int | None = None  # set by a deal code until a rule changes
        self.more = False  # the switches past the usual ones are shown
        # Fourteen rows: the panel ends at y 227, so the two lines of explanation below it never overlap it.
        self.menu = MenuList([], pygame.Rect(16, 40, 300, 13 * 14), sound=app.sound, value_w=110)
        # One key a row, whatever the language its label is drawn in: "preset", "seat:2", a switch,
        # "foul:two". The "?" text is found by it, and tests and shots focus rows by it.
        self.keys: list[str] = []
        if deal is not None:
            self.use_deal(deal)  # a code given on the command line: its rules, seats and seed
        else:
            self._build()

    # -- rows --------------------------------------------------------------------------
    def _build(self) -> None:
        """The rows, the usual ones first: START, the preset and table size, the match's length, the usual
        switches, the seats; then the deal code and "More rules", under which the other switches open."""
        focus = self.menu.focus
        rows: list[tuple[str, Row]] = [("start", Button(_("START MATCH"), reason=_(
            "Deal the first hand; the rules lock now."), on_press=self.start))]
        presets = [(p, preset_text(p)) for p in PRESETS]
        if self.preset == "custom":
            presets.append(("custom", preset_text("custom")))
        rows.append(("preset", Choice(_("Preset"), reason=_("A published rule set; change any switch below."),
                                      options=presets, get=lambda: self.preset, set=self._set_preset)))
        rows.append(("players", Choice(_("Players"), reason=_("3 to 6 seats around the table."),
                                       options=[(n, str(n)) for n in range(3, 7)], get=lambda: self.seat_count,
                                       set=self._set_count)))
        rows.append(("match_length", Choice(
            _("Match length"),
            # TRANSLATORS: box=setup reason
            reason=_("Hands to play, or points to reach."),
            options=[(v, length_text(v)) for v in LENGTHS], get=lambda: (self.rules.rounds, self.rules.target_points),
            set=lambda v: self._set(rounds=v[0], target_points=v[1]))))
        rows.append(("turn_timer", Choice(
            _("Turn timer"),
            # TRANSLATORS: box=setup reason
            reason=_("Seconds per human turn; when it runs out you pass."),
            options=[(t, timer_text(t)) for t in TIMERS], get=lambda: self.rules.turn_timer,
            set=lambda v: self._set(turn_timer=v))))
        rows += [(key, self._switch_row(key)) for key in USUAL]
        for i in range(self.seat_count):
            rows += self._seat_rows(i)
        rows.append(("deal_code", Button(_("Deal code"), reason=_("A friend's code: the same deals, the same rules."),
                                         value=self.code() or _("type one"), on_press=self._type_code)))
        rest = [key for key in SWITCHES if key not in USUAL]
        rows.append(("more", Button(
            _("More rules"), on_press=lambda: self.show_more(not self.more),
            # TRANSLATORS: box=setup value; {n} is how many switches "More rules" opens
            value=_("hide") if self.more else _("show {n}").format(n=len(rest)),
            # TRANSLATORS: box=setup reason
            reason=_("Hide the other switches again; they keep their settings.") if self.more else
            # TRANSLATORS: box=setup reason
            _("The other switches: 7s and 10s, fouls, leaders, seating, the contest's rules...")),
        ))
        if self.more:
            rows += self._more_rows(rest)
        self.keys = [key for key, _row in rows]
        self.menu.rows = [row for _key, row in rows]
        self.menu.set_focus(min(focus, len(rows) - 1), sound=False)

    def _more_rows(self, keys: list[str]) -> list[tuple[str, Row]]:
        """The switches "More rules" opens, each foul card under Foul finish while it is on."""
        rows: list[tuple[str, Row]] = []
        for key in keys:
            rows.append((key, self._switch_row(key)))
            if key != "foul_finish" or not self.rules.foul_finish:
                continue
            for tag in FOUL_TAGS:
                rows.append((f"foul:{tag}", Toggle(
                    # TRANSLATORS: a foul-finish row, indented under Foul finish: "Foul: two", "Foul: joker".
                    # box=setup label
                    "  " + _("Foul: {tag}").format(tag=foul_tag_text(tag)),
                    # TRANSLATORS: box=setup reason
                    reason=_("Going out on {what} is a foul.").format(what=_(FOUL_TAG_TEXT[tag])),
                    get=lambda tag=tag: tag in self.rules.foul_cards,
                    set=lambda on, tag=tag: self._set(
                        foul_cards=self.rules.foul_cards | {tag} if on else self.rules.foul_cards - {tag}))))
        return rows

    def show_more(self, on: bool = True) -> None:
        """Open (or close) the switches under "More rules"; opened from its row, the cursor steps onto the
        first of them so the list scrolls to show what opened."""
        self.more = on
        self._build()
        if on and self.keys[self.menu.focus] == "more":
            self.menu.set_focus(self.menu.focus + 1, sound=False)

    def _switch_row(self, key: str) -> Row:
        label, line, _more, values = SWITCHES[key]
        label, line = _(label), _(line)
        if values is None:
            return Toggle(label, reason=line, get=lambda: bool(getattr(self.rules, key)),
                          set=lambda on: self._set(**{key: on}))
        return Choice(label, reason=line, options=[(v, option_text(text)) for v, text in values],
                      get=lambda: getattr(self.rules, key), set=lambda v: self._set(**{key: v}))

    def reveal(self, key: str) -> int:
        """The index of the row with this key ("preset", "seat:0", "name:1", a switch, "foul:two"),
        opening "More rules" first when the key is a switch under them, as a player would to reach it."""
        if key not in self.keys and not self.more:
            self.show_more()
        return self.keys.index(key)

    def resume(self) -> None:
        self._build()  # in the language in force, should it have changed over this scene

    # -- changes --------------------------------------------------------------------------
    def _set(self, **changes: Any) -> None:
        try:
            self.rules = self.rules.replace(**changes)
            self.deal_seed = None
            self.note = ""
        except ValueError as exc:  # the engine refuses the combination: say why
            self.note = _(str(exc)) if str(exc) in REFUSALS else str(exc)
            self.app.sound("error")
        self._build()

    @property
    def preset(self) -> str:
        """The preset these rules are, apart from match length and timer; "custom" once a switch differs."""
        return next((p for p in PRESETS if Rules.preset(p).replace(**self._length()) == self.rules), "custom")

    def _length(self) -> dict[str, Any]:
        return {k: getattr(self.rules, k) for k in ("rounds", "target_points", "turn_timer")}

    def _set_preset(self, name: object) -> None:
        if name in PRESETS:
            self.rules = Rules.preset(str(name)).replace(**self._length())
            if "seats" in PRESETS[str(name)]:  # a preset that names its table size (uecda: 5) seats it
                self.seat_count = self.rules.seats
            self.deal_seed = None
        self._build()

    def _set_count(self, n: object) -> None:
        self.seat_count = int(n)  # type: ignore[arg-type]
        self.deal_seed = None
        self._build()

    # -- deal codes ---------------------------------------------------------------------
    def code(self) -> str | None:
        """The code of the match START would deal, when a code set its seed."""
        if self.deal_seed is None:
            return None
        try:
            return dealcode.encode(self.rules.replace(seats=self.seat_count), self.deal_seed)
        except dealcode.NoCode:
            return None

    def use_deal(self, deal: dealcode.Deal) -> None:
        """Take a code's rules, seat count and seed (the seats' players stay as they are)."""
        self.rules = deal.rules
        self.seat_count = deal.rules.seats
        self.deal_seed = deal.seed
        self.note = ""
        self._build()

    def _type_code(self) -> None:
        def done(text: str) -> str | None:
            try:
                self.use_deal(dealcode.decode(text))
            except dealcode.BadCode as exc:
                # TRANSLATORS: {reason} is the deal-code reader's own message (why the code does not read).
                return _("Not a valid code: {reason}.").format(reason=exc)
            return None

        field = TextField(dealcode.normalise(self.code() or ""), 40, lambda c: c in dealcode.ALPHABET, upper=True)
        keys = OnScreenKeyboard(dealcode.ALPHABET, columns=8)
        self.app.stack.push(TextEntry(self.app, _("DEAL CODE"), field, keys, done,
                                      _("A code has 10 characters (more for custom rules).")))

    # -- start --------------------------------------------------------------------------
    def start(self) -> None:
        seats = [SeatConfig(**s.to_dict()) for s in self.seats[: self.seat_count]]
        if self.mode == "friends":  # the table is hosted: friends join in the lobby, which deals
            seed = self.deal_seed  # None: the hosted table draws a secret one (game.net.host.hosting.fresh_seed)
            rules = self.rules.replace(seats=self.seat_count)
            flow.start_over(self.app, "friends", lambda: self.app.stack.push(friends_lobby(self.app, rules, seats, seed)))
            return
        humans = sum(s.is_human for s in seats)
        mode = "pass" if humans > 1 else "quick"
        seed = dealcode.new_seed() if self.deal_seed is None else self.deal_seed
        rules = self.rules.replace(seats=self.seat_count)
        flow.start_over(self.app, mode, lambda: flow.start(self.app, tables.new_match(rules, seats, seed, mode)))

    # -- input and drawing ------------------------------------------------------------
    def handle(self, action: Action) -> None:
        if action.name in BACK:
            self.app.sound("cancel")
            self.app.stack.pop()
        elif action.name == "hint":
            self.explain()
        elif action.name == "page_left":  # back to START from anywhere in the long list
            self.menu.set_focus(0)
        elif action.name == "click" and action.pos is not None and self._help_rect().collidepoint(action.pos):
            self.explain()
        else:
            self.menu.handle(action)

    def explain(self) -> None:
        row = self.menu.rows[self.menu.focus]
        key = self.keys[self.menu.focus]
        more = help_text(key if key.startswith("foul:") else key.split(":")[0])
        text = cards_in(more or row.reason)  # cards named as drawn: TH -> 10♥
        self.app.stack.push(MessageOverlay(self.app, row.label.strip(), text))

    def _help_rect(self) -> pygame.Rect:
        """The "?" button, beside the focused row's one-line reason it expands on (not over the seat list)."""
        return pygame.Rect(330, 238, 140, 13)

    def prompts(self) -> list[tuple[str, str]]:
        # TRANSLATORS: box=prompt; jumps to the START MATCH row at the top of the setup
        return [("confirm", _("Change")), ("hint", _("? More")), ("page_left", _("To start")), ("cancel", _("Back"))]

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(felt(480, 270), (0, 0))
        # TRANSLATORS: box=heading
        friends = _("FRIENDS' TABLE SETUP")
        draw_heading(surface, {"pass": _("PASS & PLAY SETUP"), "friends": friends}.get(self.mode, _("QUICK MATCH SETUP")),
                     8)
        panel = self.menu.rect.inflate(12, 10)
        draw_panel(surface, panel)
        self.menu.draw(surface)
        side = pygame.Rect(330, 36, 140, 196)
        draw_panel(surface, side)
        FONT.draw(surface, _("At the table"), (side.centerx, side.y + 6), COLORS["sky"], "center")
        help_rect = self._help_rect()
        surface.fill(COLORS["panel_edge"], help_rect)
        FONT.draw(surface, _("? More about this row"), (help_rect.centerx, help_rect.y + 3), COLORS["ink"], "center")
        for i, seat in enumerate(self.seats[: self.seat_count]):
            # One line each for the name, the strength and a bot's style, so a whole name ("Player 2"),
            # strength ("advanced") and character ("revolutionary") always fit beside the portrait.
            x, y = side.x + 6, side.y + 20 + i * 28
            surface.blit(portraits.portrait(seat.portrait), (x, y))
            FONT.draw(surface, f"{i + 1}. {seat.name}", (x + 28, y), COLORS["white"])
            FONT.draw(surface, kind_text(seat.kind, short=True), (x + 28, y + 9), COLORS["grey_light"])
            if seat.is_bot:
                FONT.draw(surface, personality_text(seat.personality), (x + 28, y + 18), COLORS["grey"])
        row = self.menu.rows[self.menu.focus]
        text = fit.into(self.note or row.reason, REASON)
        color = COLORS["pink"] if self.note else COLORS["white"]
        lines = FONT.wrap(text, 300)[:2]
        for i, line in enumerate(lines):  # under the menu's panel (bottom 227), above the prompt bar
            FONT.draw(surface, line, (16, (236 if len(lines) == 1 else 231) + i * 10), color, shadow=COLORS["ink"])


def quick_match(app: "App") -> RulesSetup:
    return RulesSetup(app, "quick")


def pass_and_play(app: "App") -> RulesSetup:
    return RulesSetup(app, "pass")


def friends_join(app: "App") -> RulesSetup:
    return RulesSetup(app, "friends")


def friends_lobby(app: "App", rules: Rules, seats: list[SeatConfig], seed: int | None) -> Scene:
    """The hosted table's lobby (``friends.lobby``, registered by the friends' table in game.net); ``seed``:
    the deals a deal code chose, else None (a secret seed)."""
    return registry.make("friends.lobby", app, rules, seats, seed)


registry.register("quick_match", quick_match)
registry.register("pass_and_play", pass_and_play)
registry.register("friends_join", friends_join)
