"""Write the synthesized sound effects and music loops to assets/sfx and assets/music as .wav,
and a 1x sprite-sheet preview of the art to assets/preview/gfx_sheet.png.

Usage: python tools/gen_assets.py
The output is deterministic: rerunning it rewrites identical files.
"""
from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from game.audio import synth  # noqa: E402


def main() -> int:
    written = []
    for folder, names, render in (("sfx", synth.SFX_NAMES, synth.sfx), ("music", synth.MUSIC_NAMES, synth.music)):
        out = ROOT / "assets" / folder
        out.mkdir(parents=True, exist_ok=True)
        for name in names:
            path = out / f"{name}.wav"
            path.write_bytes(render(name))
            written.append(path)
    import pygame

    from preview_gfx import build  # noqa: E402  (same folder)

    pygame.display.init()
    preview = ROOT / "assets" / "preview"
    preview.mkdir(parents=True, exist_ok=True)
    pygame.image.save(build(), str(preview / "gfx_sheet.png"))
    written.append(preview / "gfx_sheet.png")
    total = sum(p.stat().st_size for p in written)
    print(f"wrote {len(written)} files, {total / 1024:.0f} KiB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
