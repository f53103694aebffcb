"""Owns drawing the table: seats, the viewer's fanned hand, the play to beat, trick history,
the status line and
every part of an effect's look, as ``animations.EFFECTS`` lists them.
Pure drawing: nothing here changes state. Every face-up card goes through ``card``, so
a test that watches it sees every card a frame shows (the privacy tests do).
"""
from __future__ import annotations

import functools
import math
from collections.abc import Iterable

import pygame

from game.app.common import draw_panel, felt
from game.engine import Move, MoveKind, SeatView
from game.engine.legality import strength
from game.gfx import fit, portraits
from game.gfx.cards import CARD_H, CARD_W, OUTLINE, CardArt
from game.gfx.font import BIG, FONT
from game.gfx.palette import COLORS, invert_surface
from game.i18n import _
from game.table.view import layout
from game.table.view.animations import (
    ARROW, BANNER, BLADE, BUBBLE, CLEARED, FLIGHT, PADLOCK, STREAKS, STRIKE, SWEEP, Effect, Shown,
)
from game.table.view.feed import CPU, presence_of
from game.table.wording.words import cards, cards_in, move_words, presence_tag, title
from game.table.wording.words import shown as shown_name


@functools.lru_cache(maxsize=1)
def revolution_felt() -> pygame.Surface:
    """The felt in its revolution colours: the whole table reads 'upside down' while it lasts."""
    return invert_surface(felt(layout.WIDTH, layout.HEIGHT))


@functools.lru_cache(maxsize=2)
def card_art(four_color: bool) -> CardArt:
    """The card art for the deck setting; scenes ask for it each draw, so a change in Settings shows at once."""
    return CardArt(four_color)


STATUS_W, STATUS_LINES = 320, 3  # the message block between the side seats' cards and the hand
HINT_LINES = 2  # a hint's reason is cut to fit this many lines (``hint_fits``)
# The message block: the table's own lines, the engine's refusals in the player's words, why a table cleared.
STATUS = fit.box("table status", STATUS_W, lines=STATUS_LINES, holds=CLEARED.values(),
                 sources=("game/engine/refusal.py", "game/table/wording/refusals.py"))
# A hint's reason (game.bots.hint), alone in the lines the hint may take (it is shortened until the whole fits).
HINT_REASON = fit.box("hint reason", STATUS_W, lines=HINT_LINES, sources=("game/bots/hint.py", "game/naming.py"))
BANNER_TITLE = fit.box("banner title", 436, scale=2)  # an effect's big word: the banner is at most 460 px, less 24
BANNER_TEXT = fit.box("banner text", 436)  # the line of detail under it
HISTORY_X0, HISTORY_X1 = 106, 376  # the trick history row, clear of the side seats' boxes
# The jack-back's arrow across the middle, between the side seats.
PRESENCE_TAG = fit.box("presence tag", 24)  # over a portrait's brow: CPU, AWAY
ARROW_TEXT = fit.box("order arrow", HISTORY_X1 - HISTORY_X0, holds=["<<< 3 HIGH <<<", ">>> 2 HIGH >>>"])


def sorted_hand(view: SeatView, held: Iterable[int] | None = None) -> list[int]:
    """The viewer's cards (or ``held``), weakest to strongest in the order in force (jokers last)."""
    return sorted(view.cards if held is None else held, key=lambda c: (strength(c, view.reversed), c))


def card(surface: pygame.Surface, art: CardArt, key: str, cid: int, pos: tuple[int, int],
         owner: int | None, face_up: bool = True, small: bool = False) -> None:
    """One card, face up or down; ``cid`` and ``owner`` (the seat it comes from, None for the table)
    say whose card a face is."""
    if face_up:
        surface.blit(art.small_face(key) if small else art.face(key), pos)
    else:
        surface.blit(art.back(0), pos)


def background(surface: pygame.Surface, reversed_: bool) -> None:
    surface.blit(revolution_felt() if reversed_ else felt(layout.WIDTH, layout.HEIGHT), (0, 0))


def seat_box(surface: pygame.Surface, art: CardArt, session, view: SeatView, seat: int, box: pygame.Rect,
             passed: bool, acting: bool | None = None, count: int | None = None) -> None:
    """Portrait, name, cards left and score, then the whole title; gold frame on the seat to act
    (``acting``: the table's own say, None: the engine's seat to act); ``count``: the cards shown held
    (the deal's so far, or with a give or the tax not landed yet), None: the engine's.

    The title has a line of its own so the longest (Millionaire) fits whole.
    """
    to_act = view.to_act == seat if acting is None else acting
    draw_panel(surface, box)
    if to_act:
        pygame.draw.rect(surface, COLORS["gold"], box.inflate(4, 4), 2)
    cfg = session.seats[seat]
    surface.blit(portraits.portrait(cfg.portrait), layout.portrait_rect(box))
    x = box.x + 30
    name = shown_name(cfg.name)
    while not FONT.fits(name, box.right - 3 - x):  # a long custom name: never over the frame
        name = name[:-1]
    FONT.draw(surface, name, (x, box.y + 3), COLORS["gold"] if to_act else COLORS["white"])
    out = seat not in view.active
    place = view.places.index(seat) + 1 if seat in view.places else None
    if out:
        # TRANSLATORS: a seat that has gone out, with its finishing place: "OUT 1".
        status, color = (_("OUT {place}").format(place=place) if place else _("OUT")), COLORS["green"]
    else:
        status, color = cards(view.counts[seat] if count is None else count), COLORS["grey_light"]
    FONT.draw(surface, status, (x, box.y + 13), color)
    FONT.draw(surface, f"{view.scores[seat]:+d}", (box.right - 4, box.y + 13), COLORS["gold"], "right")
    FONT.draw(surface, title(view.titles[seat]) or "-", (x, box.y + 23), COLORS["grey_light"])
    # A bot stands in for a human, or a friend's device is away: tagged over the portrait's brow, in the
    # words every screen says it with (``words.presence``).
    state = presence_of(session, seat)
    if state:
        tag = pygame.Rect(box.x + 2, box.y + 2, PRESENCE_TAG.width + 2, 10)
        surface.fill(COLORS["purple"] if state == CPU else COLORS["grey_dark"], tag)
        FONT.draw(surface, presence_tag(state), (tag.centerx, tag.y + 2), COLORS["white"], "center")
    if passed and not out:
        tag = layout.pass_tag(box)
        surface.fill(COLORS["ink"], tag.inflate(2, 2))
        surface.fill(COLORS["grey_dark"], tag)
        FONT.draw(surface, pass_word(), (tag.centerx, tag.y + 2), COLORS["white"], "center")


def opponents_cards(surface: pygame.Surface, art: CardArt, view: SeatView, seat: int, box: pygame.Rect,
                    count: int | None = None) -> None:
    """A little stack of backs under each opponent box: you see how many (``count``: as ``seat_box``), never what."""
    n = min(view.counts[seat] if count is None else count, 10)
    for i in range(n):
        surface.blit(art.back(0), (box.x + 4 + i * 5, box.bottom + 3), (0, 0, CARD_W, 10))


def play_area(surface: pygame.Surface, art: CardArt, session, shown: Shown) -> None:
    rects = layout.row_rects(len(shown.table), layout.TABLE_CENTER)
    if not shown.table:
        # The empty pile takes the felt's colours: inverted on the revolution's felt, as the felt is.
        slot = invert_surface(art.blank()) if session.view().reversed else art.blank()
        surface.blit(slot, (layout.TABLE_CENTER[0] - CARD_W // 2, layout.TABLE_CENTER[1] - CARD_H // 2))
    else:
        for (key, cid), r in zip(shown.table, rects):
            card(surface, art, key, cid, r.topleft, None)
        if shown.table_seat is not None:
            # TRANSLATORS: under the play to beat: who played it.
            FONT.draw(surface, _("to beat: {name}").format(name=shown_name(session.name(shown.table_seat))),
                      (layout.TABLE_CENTER[0], rects[0].bottom + 3), COLORS["white"], "center",
                      shadow=COLORS["ink"])
    history(surface, session, shown)


# The play to beat and the trick history, between the side seats' boxes: a sweep never slides over a name.
SWEEP_BAND = pygame.Rect(HISTORY_X0, 60, HISTORY_X1 - HISTORY_X0, 80)


def sliding_play_area(surface: pygame.Surface, art: CardArt, session, shown: Shown,
                      offset: int) -> None:
    """The play area, slid ``offset`` px right during a sweep: only its own layer moves, inside its
    band, so the seats, the felt and the status strip never shift."""
    if not offset:
        play_area(surface, art, session, shown)
        return
    layer = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    play_area(layer, art, session, shown)
    clip = surface.get_clip()
    surface.set_clip(SWEEP_BAND.clip(clip))
    surface.blit(layer, (offset, 0))
    surface.set_clip(clip)


def history(surface: pygame.Surface, session, shown: Shown) -> None:
    """The plays of this trick before the one to beat, small, oldest on the left: as many of the
    latest as fit whole between the side seats (a name is never cut)."""
    items = shown.trick[:-1] if shown.table else shown.trick
    labels: list[str] = []
    width = 0
    for seat, text in reversed(items[-4:]):
        label = _("{name}: {cards}").format(name=shown_name(session.name(seat)), cards=text)
        need = FONT.size(label)[0] + (10 if labels else 0)
        if width + need > HISTORY_X1 - HISTORY_X0:
            break
        labels.insert(0, label)
        width += need
    x = HISTORY_X0
    for label in labels:
        FONT.draw(surface, label, (x, layout.HISTORY_Y), COLORS["grey_light"], shadow=COLORS["ink"])
        x += FONT.size(label)[0] + 10


def hand(surface: pygame.Surface, art: CardArt, cards: list[int], owner: int,
         selected: set[int], cursor: int | None, hinted: set[int], face_up: bool, legal: bool | None,
         marked: set[int] | frozenset[int] = frozenset()) -> None:
    """The viewer's fanned hand; ``marked`` cards (just received in the tax) carry a gold tab above."""
    from game.engine.cards import TEXT

    idx = {i for i, c in enumerate(cards) if c in selected}
    rects = layout.hand_rects(len(cards), idx)
    # A fan tighter than the bottom-right index (15 cards and more) would leave a sliver of it, a Q's
    # lost tail reading as a G: that index goes, the top-left one says the card.
    clipped = layout.hand_step(len(cards)) < CARD_W - 2
    for i, (c, r) in enumerate(zip(cards, rects)):
        card(surface, art, TEXT[c], c, r.topleft, owner, face_up)
        if face_up and clipped and i + 1 < len(cards):
            left = 13 if c >= 52 else 7  # a joker's corner reads JK: both letters go
            surface.fill(COLORS["white"], (r.x + CARD_W - left, r.y + CARD_H - 9, left - 2, 7))
        if face_up and c in marked:
            tab = pygame.Rect(r.centerx - 3, r.y - 4, 7, 4)
            surface.fill(COLORS["ink"], tab.inflate(2, 2))
            surface.fill(COLORS["gold"], tab)
        if c in hinted:
            surface.blit(art.outline("sky"), (r.x - OUTLINE, r.y - OUTLINE))
        if c in selected:
            frame = art.outline("green" if legal else "red" if legal is not None else "gold")
            surface.blit(frame, (r.x - OUTLINE, r.y - OUTLINE))
    if cursor is not None and 0 <= cursor < len(rects):
        r = rects[cursor]
        pygame.draw.polygon(surface, COLORS["highlight"], [(r.centerx - 4, r.bottom + 2), (r.centerx + 4, r.bottom + 2),
                                                           (r.centerx, r.bottom - 2)])


def status(surface: pygame.Surface, text: str, color: str) -> None:
    if not text:
        return
    lines = FONT.wrap(fit.into(cards_in(text), STATUS), STATUS_W)[:STATUS_LINES]  # engine messages name cards in codes
    for i, line in enumerate(lines):
        FONT.draw(surface, line, (layout.HAND_X, layout.STATUS_Y + i * FONT.line_height), COLORS[color], "center",
                  shadow=COLORS["ink"])


def hint_text(move: Move, reason: str) -> str:
    """The status line's hint: the move (a play as "play" and its cards, a pass, give, discard or
    return in words) and why."""
    if move.kind is MoveKind.PLAY:
        # TRANSLATORS: box=table status
        return _("Hint: play {move} - {reason}").format(move=move_words(move), reason=reason)
    return _("Hint: {move} - {reason}").format(move=move_words(move), reason=reason)


def hint_fits(move: Move, reason: str) -> bool:
    """Whether the hint takes at most ``HINT_LINES`` lines of the status block, measured with its font."""
    return len(FONT.wrap(cards_in(hint_text(move, reason)), STATUS_W)) <= HINT_LINES


def timer_bar(surface: pygame.Surface, left: int, total: int) -> None:
    if total <= 0:
        return
    w = 120
    x = layout.HAND_X - w // 2
    y = layout.STATUS_Y + STATUS_LINES * FONT.line_height + 4  # under the last message line
    surface.fill(COLORS["ink"], (x - 1, y - 1, w + 2, 5))
    frac = max(0.0, left / total)
    surface.fill(COLORS["red" if frac < 0.25 else "gold"], (x, y, int(w * frac), 3))
    # TRANSLATORS: seconds left on the turn timer: "12s".
    FONT.draw(surface, _("{n}s").format(n=math.ceil(left / 60)), (x + w + 6, y - 2), COLORS["white"])


# Effects whose words show as a banner across the middle (the status line stays quiet meanwhile).
BANNER_KINDS = frozenset({"slash", "revolution", "pending", "cancel", "jackback", "counter", "out", "foul", "fall",
                          "lock"})


def banner(surface: pygame.Surface, text: str, color: str, progress: float, y: int = 98) -> None:
    """A big word and a line of detail across the middle; slides in, holds, then fades on the last tenth."""
    title, _, sub = text.partition("|")
    w = max(BIG.size(title)[0], FONT.size(sub)[0]) + 24
    w = min(w, 460)
    slide = min(1.0, progress * 6)
    rect = pygame.Rect(0, y, w, 38 if sub else 26)
    rect.centerx = int(-w + (240 + w) * slide) if slide < 1 else 240
    surface.fill(COLORS["ink"], rect.inflate(0, 4))
    surface.fill(COLORS[color], rect)
    pygame.draw.rect(surface, COLORS["white"], rect, 1)
    BIG.draw(surface, fit.into(title, BANNER_TITLE), (rect.centerx, rect.y + 5), COLORS["white"], "center",
             shadow=COLORS["ink"])
    if sub:
        FONT.draw(surface, fit.into(sub, BANNER_TEXT), (rect.centerx, rect.y + 26), COLORS["white"], "center",
                  shadow=COLORS["ink"])


def padlock(surface: pygame.Surface, center: tuple[int, int]) -> None:
    cx, cy = center
    pygame.draw.rect(surface, COLORS["gold"], (cx - 7, cy - 14, 14, 14), 2, border_radius=6)
    surface.fill(COLORS["gold_dark"], (cx - 10, cy - 6, 20, 15))
    surface.fill(COLORS["gold"], (cx - 9, cy - 5, 18, 13))
    surface.fill(COLORS["ink"], (cx - 1, cy - 1, 3, 6))


def flight_rects(fx: Effect) -> list[pygame.Rect]:
    """Where the effect's flying cards are this tick, on an arc from ``src`` to ``dst`` (none without a flight)."""
    if FLIGHT not in fx.parts:
        return []
    p = fx.progress
    x = fx.src[0] + (fx.dst[0] - fx.src[0]) * p
    y = fx.src[1] + (fx.dst[1] - fx.src[1]) * p - math.sin(p * math.pi) * 16
    span = (len(fx.cards) - 1) * (CARD_W + 2)
    return [pygame.Rect(int(x - span / 2 + i * (CARD_W + 2) - CARD_W / 2), int(y - CARD_H / 2), CARD_W, CARD_H)
            for i in range(len(fx.cards))]


def _flight(surface: pygame.Surface, art: CardArt, fx: Effect, boxes: dict[int, pygame.Rect]) -> None:
    """The effect's cards on their arc (``flight_rects``)."""
    for (key, cid), rect in zip(fx.cards, flight_rects(fx)):
        card(surface, art, key, cid, rect.topleft, fx.owner, fx.face_up)


def _bubble(surface: pygame.Surface, art: CardArt, fx: Effect, boxes: dict[int, pygame.Rect]) -> None:
    """A PASS bubble rising from the seat's box."""
    if fx.seat is None:
        return
    bubble = layout.pass_bubble(boxes[fx.seat], fx.progress)
    surface.fill(COLORS["white"], bubble)
    FONT.draw(surface, pass_word(), (bubble.centerx, bubble.y + 3), COLORS["ink"], "center")


def pass_word() -> str:
    # TRANSLATORS: the PASS tag and bubble on a seat's box (25 px wide: four letters or two kana).
    return _("PASS")


def _blade(surface: pygame.Surface, art: CardArt, fx: Effect, boxes: dict[int, pygame.Rect]) -> None:
    """A blade streak across the table (the eight cut)."""
    ax, ay, bx, by = 130, 130, 350, 50
    reach = min(1.0, fx.progress * 2.5)
    end = (int(ax + (bx - ax) * reach), int(ay + (by - ay) * reach))
    pygame.draw.line(surface, COLORS["highlight"], (ax, ay), end, 5)
    pygame.draw.line(surface, COLORS["orange"], (ax, ay + 4), (end[0], end[1] + 4), 2)


def _banner(surface: pygame.Surface, art: CardArt, fx: Effect, boxes: dict[int, pygame.Rect]) -> None:
    banner(surface, fx.banner, fx.color, fx.progress, y=fx.banner_y)


def _strike(surface: pygame.Surface, art: CardArt, fx: Effect, boxes: dict[int, pygame.Rect]) -> None:
    """The pending tag, struck out on its own plate so it stays legible under the strike."""
    y = 84
    text = _("REVOLUTION PENDING")
    w = FONT.size(text)[0]
    surface.fill(COLORS["ink"], (240 - w // 2 - 3, y - 2, w + 6, 11))
    FONT.draw(surface, text, (240, y), COLORS["pink"], "center")
    pygame.draw.line(surface, COLORS["red"], (240 - w // 2 - 5, y + 3), (240 + w // 2 + 5, y + 3), 1)


def _arrow(surface: pygame.Surface, art: CardArt, fx: Effect, boxes: dict[int, pygame.Rect]) -> None:
    """Which way the order runs after a jack-back (from the event, not the engine)."""
    arrow = _("<<< 3 HIGH <<<") if fx.reversed else _(">>> 2 HIGH >>>")
    FONT.draw(surface, fit.into(arrow, ARROW_TEXT), (240, 142), COLORS["sky"], "center", shadow=COLORS["ink"])


def _streaks(surface: pygame.Surface, art: CardArt, fx: Effect, boxes: dict[int, pygame.Rect]) -> None:
    for i in range(5):
        x0 = 200 + i * 20
        pygame.draw.line(surface, COLORS["sky"], (x0, 74), (x0 - 8, 96), 2)  # under the top seat's cards


def _padlock(surface: pygame.Surface, art: CardArt, fx: Effect, boxes: dict[int, pygame.Rect]) -> None:
    padlock(surface, (240, 84))


# How each part of an effect's look is drawn over the table (the parts acting on the whole frame,
# SWEEP, FLASH and SHAKE, are applied by ``sweep_offset`` and ``game.table.view.screen_fx``).
PARTS = {FLIGHT: _flight, BUBBLE: _bubble, BLADE: _blade, BANNER: _banner, STRIKE: _strike, ARROW: _arrow,
         STREAKS: _streaks, PADLOCK: _padlock}


def effect(surface: pygame.Surface, art: CardArt, fx: Effect, boxes: dict[int, pygame.Rect]) -> None:
    """Draw the effect in play over the table, part by part as its look lists them (``boxes``: the
    seat boxes as the table draws them)."""
    for part in fx.parts:
        draw = PARTS.get(part)
        if draw is not None:
            draw(surface, art, fx, boxes)


def sweep_offset(fx: Effect | None) -> int:
    """How far the play area has slid off towards the discard pile during a sweep."""
    if fx is None or SWEEP not in fx.parts:
        return 0
    return int(fx.progress * 260)
