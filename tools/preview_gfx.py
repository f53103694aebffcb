"""Contact sheet of the generated art (cards, fonts, portraits, UI) at 1x and 3x, saved as PNG.

Usage: python tools/preview_gfx.py [out.png]   (default /tmp/gfx_sheet.png)
"""
from __future__ import annotations

import os
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import pygame  # noqa: E402

from game.gfx import palette  # noqa: E402
from game.gfx.cards import CARD_H, CARD_W, RANKS, SUITS, CardArt  # noqa: E402
from game.gfx.font import BIG, FONT  # noqa: E402


def _optional_sections(sheet: pygame.Surface, y: int) -> int:
    """Portraits and UI pieces, once those modules exist."""
    try:
        from game.gfx import ui
        from game.gfx.portraits import portrait
    except ImportError:
        return y
    for i in range(16):
        sheet.blit(portrait(i), (4 + i * 28, y))
    sheet.blit(portrait("human"), (4 + 16 * 28, y))
    y += 30
    sheet.blit(ui.felt(90, 40), (4, y))
    sheet.blit(ui.panel(60, 40), (100, y))
    sheet.blit(ui.panel(60, 40, style="dark"), (164, y))
    sheet.blit(ui.panel(60, 40, style="gold"), (228, y))
    for i, state in enumerate(("normal", "hover", "pressed", "disabled")):
        sheet.blit(ui.button(56, 16, state.upper(), state=state), (292 + (i % 2) * 60, y + (i // 2) * 20))
    sheet.blit(ui.cursor(), (420, y))
    y += 44
    x = 4
    for device in ("keyboard", "gamepad"):
        for name in ui.PROMPT_NAMES:
            g = ui.prompt_glyph(name, device)
            if x + g.get_width() > sheet.get_width() - 4:
                x, y = 4, y + 16
            sheet.blit(g, (x, y))
            x += g.get_width() + 3
        x, y = 4, y + 16
    return y


def build() -> pygame.Surface:
    sheet = pygame.Surface((480, 330))
    sheet.fill(palette.COLORS["felt"])
    two, four = CardArt(), CardArt(four_color=True)
    y = 4
    for row, suit in enumerate(SUITS):
        for i, rank in enumerate(RANKS):
            sheet.blit(two.face(rank + suit), (4 + i * (CARD_W + 2), y + row * (CARD_H + 2)))
    sheet.blit(two.face("JK"), (4 + 13 * (CARD_W + 2), y))
    for s in range(4):
        sheet.blit(two.back(s), (4 + 13 * (CARD_W + 2), y + (CARD_H + 2) * (s + 1) - 0) if s < 3 else (4 + 14 * (CARD_W + 2), y))
    sheet.blit(two.blank(), (4 + 14 * (CARD_W + 2), y + CARD_H + 2))
    sheet.blit(two.outline("gold"), (4 + 14 * (CARD_W + 2), y + CARD_H + 2))
    y += 4 * (CARD_H + 2) + 2
    # A fanned hand at 10 px per card, as a player sees it, in both colour modes.
    hand = ["3S", "5H", "7D", "9C", "TS", "TH", "JD", "QC", "KS", "AH", "2D", "2C", "JK"]
    for i, c in enumerate(hand):
        sheet.blit(two.face(c), (4 + i * 10, y))
        sheet.blit(four.face(c), (160 + i * 10, y))
    for i, c in enumerate(hand):
        sheet.blit(four.small_face(c), (316 + i * 12, y))
    y += CARD_H + 4
    FONT.draw(sheet, "The quick brown fox jumps over the lazy dog. 0123456789 \u2660\u2665\u2666\u2663",
              (4, y), palette.COLORS["white"], shadow=palette.COLORS["shadow"])
    y += FONT.line_height
    FONT.draw(sheet, "".join(chr(c) for c in range(32, 127)), (4, y), palette.COLORS["gold"])
    y += FONT.line_height
    BIG.draw(sheet, "DAIFUGO ARCADE  Revolution!", (4, y), palette.COLORS["gold"], shadow=palette.COLORS["black"])
    y += BIG.line_height
    _optional_sections(sheet, y)
    return sheet


def main() -> None:
    out = sys.argv[1] if len(sys.argv) > 1 else "/tmp/gfx_sheet.png"
    pygame.display.init()
    sheet = build()
    pygame.image.save(sheet, out)
    big = pygame.transform.scale_by(sheet, 3)
    pygame.image.save(big, out.replace(".png", "_3x.png"))
    print(out)


if __name__ == "__main__":
    main()
