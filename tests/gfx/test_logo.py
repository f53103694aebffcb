"""The Japanese logo: 大富豪 hand-drawn at 2x, drawn on the title in Japanese only."""
import pygame

from game.app import testing as T
from game.app.app import App
from game.gfx import logo
from game.gfx.palette import COLORS
from game.scenes.title import Title


def test_each_kanji_is_a_full_11x12_grid_and_the_word_matches_the_english_logos_height_and_strokes():
    for ch in logo.WORD:
        rows = logo.GLYPHS[ch]
        assert len(rows) == 12 and {len(r) for r in rows} == {11} and set("".join(rows)) == {".", "#"}
    surface = pygame.Surface((120, 40), pygame.SRCALPHA)
    rect = logo.draw(surface, 60, 4)
    assert rect.size == (3 * 22 + 2 * logo.GAP * logo.SCALE + 1, 24 + 1)  # 2x: 2-px strokes, 24 px tall
    assert surface.get_at((rect.x + 10, rect.y)) == COLORS["gold"]  # the top of 大's vertical stroke


def test_the_title_draws_the_hand_drawn_logo_in_japanese_and_the_letters_in_english(monkeypatch, drawn):
    calls = []
    monkeypatch.setattr(logo, "draw", lambda surface, x, y: calls.append((x, y)))
    for lang in ("en", "ja"):
        app = App(headless=True, opener=T.FakePads(), lang=lang, start=Title)
        app.step(1)
        app.shutdown()
    assert calls == [(240, 60)]  # once: in Japanese
    assert "DAIFUGO" in [text for text, _rect in drawn] and "大富豪" not in [text for text, _rect in drawn]
