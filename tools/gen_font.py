"""Write the Japanese glyph sheet of the pixel font from the 8x8 Misaki Gothic font.

Reads ``misaki_gothic.ttf`` (Debian/Ubuntu: ``apt-get install fonts-misaki``; or pass
its path) and rasterises, without antialiasing, every character of JIS X 0208
rows 1-8 (punctuation, symbols, full-width forms, kana, Greek, Cyrillic, box
drawing) and rows 16-47 (the 2,965 level-1 kanji), plus any character of the
Japanese catalog (``assets/locale/*/LC_MESSAGES/*.po``) outside those rows that
the font has. Writes into ``assets/fonts/``:

- ``misaki_gothic.png``: the glyphs as 8x8 cells, ``COLUMNS`` to a row, white ink
  on black (a two-colour palette PNG);
- ``misaki_gothic.txt``: the sheet's characters in the same order, one line per
  row of cells, so ``game.gfx.jglyphs`` knows which cell is which character;
- ``MISAKI-LICENSE.txt``: the font's licence, which allows redistribution.

Usage: python tools/gen_font.py [path/to/misaki_gothic.ttf]
The output is deterministic: rerunning it rewrites identical files. Rerun it
when a translation uses a character the sheet lacks (a test names it).
"""
from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402
import pygame.freetype  # noqa: E402

TTF = Path("/usr/share/fonts/truetype/misaki/misaki_gothic.ttf")
OUT = ROOT / "assets" / "fonts"
COLUMNS = 64
CELL = 8
ROWS = list(range(1, 9)) + list(range(16, 48))  # JIS X 0208 rows (ku): symbols and kana, level-1 kanji

LICENSE = """\
Misaki Gothic (美咲ゴシック), the 8x8 bitmap font whose glyphs make
assets/fonts/misaki_gothic.png, by Num Kadoma: https://littlelimit.net/misaki.htm
Copyright 2002-2021 Num Kadoma. Taken from the Debian package fonts-misaki
(20210505-1) and rasterised by tools/gen_font.py.

License (as given by the author):

 These fonts are free software.
 Unlimited permission is granted to use, copy, and distribute it, with or
 without modification, either commercially and noncommercially.
 THESE FONTS ARE PROVIDED "AS IS" WITHOUT WARRANTY.

 これらのフォントはフリー（自由な）ソフトウエアです。
 あらゆる改変の有無に関わらず、また商業的な利用であっても、自由にご利用、
 複製、再配布することができますが、全て無保証とさせていただきます。
"""


def jis_characters() -> list[str]:
    """The characters of the chosen JIS X 0208 rows, in JIS order (through the EUC-JP codec)."""
    chars = []
    for ku in ROWS:
        for ten in range(1, 95):
            try:
                chars.append(bytes([0xA0 + ku, 0xA0 + ten]).decode("euc_jp"))
            except UnicodeDecodeError:
                continue  # an unassigned cell of the row
    return chars


def catalog_characters() -> set[str]:
    """Every non-ASCII character the translations use."""
    found: set[str] = set()
    for po in sorted((ROOT / "assets" / "locale").glob("*/LC_MESSAGES/*.po")):
        found |= {ch for ch in po.read_text(encoding="utf-8") if ord(ch) > 0x7E}
    return found


def main(argv: list[str]) -> int:
    ttf = Path(argv[0]) if argv else TTF
    if not ttf.is_file():
        print(f"{ttf}: not found; install fonts-misaki or pass the path of misaki_gothic.ttf", file=sys.stderr)
        return 1
    pygame.freetype.init()
    font = pygame.freetype.Font(str(ttf), CELL)
    font.antialiased = False
    jis = jis_characters()
    extra = sorted(catalog_characters() - set(jis))
    chars = [ch for ch in jis + extra if font.get_metrics(ch)[0] is not None and not ch.isspace()]
    rows = (len(chars) + COLUMNS - 1) // COLUMNS
    sheet = pygame.Surface((COLUMNS * CELL, rows * CELL), depth=8)
    sheet.set_palette([(0, 0, 0), (255, 255, 255)] + [(0, 0, 0)] * 254)
    sheet.fill(0)
    cell = pygame.Surface((CELL, CELL), pygame.SRCALPHA)
    for i, ch in enumerate(chars):
        cell.fill((0, 0, 0, 0))
        font.render_to(cell, (0, 0), ch, (255, 255, 255))  # the 8x8 box: ascender 6, descender 2
        x0, y0 = (i % COLUMNS) * CELL, (i // COLUMNS) * CELL
        for y in range(CELL):
            for x in range(CELL):
                if cell.get_at((x, y)).a:
                    sheet.set_at((x0 + x, y0 + y), (255, 255, 255))
    OUT.mkdir(parents=True, exist_ok=True)
    pygame.image.save(sheet, str(OUT / "misaki_gothic.png"))
    lines = ["".join(chars[r * COLUMNS:(r + 1) * COLUMNS]) for r in range(rows)]
    (OUT / "misaki_gothic.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")
    (OUT / "MISAKI-LICENSE.txt").write_text(LICENSE, encoding="utf-8")
    missing = sorted(catalog_characters() - set(chars))
    size = sum((OUT / n).stat().st_size for n in ("misaki_gothic.png", "misaki_gothic.txt"))
    print(f"{len(chars)} glyphs ({len(extra)} beyond JIS rows 1-8 and 16-47), "
          f"sheet {sheet.get_width()}x{sheet.get_height()}, {size / 1024:.1f} KiB with its index")
    if missing:
        print(f"not in the font: {''.join(missing)}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
