"""UI pieces: right sizes, every state and prompt drawable, no display mode needed."""
import pygame
import pytest

from game.gfx import palette, ui


def _pixels(surf: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surf, "RGBA")


@pytest.mark.parametrize("style", ["default", "dark", "gold"])
def test_panel_has_requested_size(style):
    assert ui.panel(50, 30, style=style).get_size() == (50, 30)


def test_panel_styles_differ():
    assert len({_pixels(ui.panel(40, 20, style=s)) for s in ("default", "dark", "gold")}) == 3


def test_button_states_differ_and_keep_size():
    states = ("normal", "hover", "pressed", "disabled")
    buttons = [ui.button(60, 16, "PLAY", state=s) for s in states]
    assert all(b.get_size() == (60, 16) for b in buttons)
    assert len({_pixels(b) for b in buttons}) == 4


def test_felt_is_on_palette_and_dithered():
    surf = ui.felt(64, 36)
    colours = {tuple(surf.get_at((x, y))) for y in range(36) for x in range(64)}
    assert len(colours) >= 2
    assert all(palette.is_on_palette(c) for c in colours)


def test_cursor_is_small_and_has_ink():
    surf = ui.cursor()
    assert surf.get_width() <= 16 and surf.get_height() <= 16
    assert surf.get_at(ui.CURSOR_HOTSPOT).a == 255  # the fingertip is drawn
    assert pygame.mask.from_surface(surf).count() > 20


@pytest.mark.parametrize("device", ["keyboard", "gamepad"])
def test_every_prompt_renders_and_prompts_are_distinct(device):
    glyphs = [ui.prompt_glyph(n, device) for n in ui.PROMPT_NAMES]
    assert all(6 <= g.get_height() <= 16 for g in glyphs)
    assert len({_pixels(g) for g in glyphs}) == len(ui.PROMPT_NAMES)


def test_prompt_label_override_widens_the_key():
    assert ui.prompt_glyph("confirm", "keyboard", label="ENTER").get_width() > ui.prompt_glyph(
        "confirm", "keyboard").get_width()
    assert ui.prompt_glyph("menu", "gamepad", label="OPTIONS").get_width() > 0


def test_unknown_prompt_or_device_is_rejected():
    with pytest.raises(ValueError):
        ui.prompt_glyph("jump", "keyboard")
    with pytest.raises(ValueError):
        ui.prompt_glyph("confirm", "mouse")


def test_invert_surface_swaps_partners_and_stays_on_palette():
    surf = ui.panel(20, 10)
    flipped = palette.invert_surface(surf)
    assert flipped.get_at((10, 5))[:3] == palette.invert(surf.get_at((10, 5)))
    assert _pixels(palette.invert_surface(flipped)) == _pixels(surf)
    assert all(palette.INVERT[palette.INVERT[n]] == n for n in palette.COLORS)
    assert 16 <= len(palette.COLORS) <= 32


def test_gamepad_label_override_follows_the_physical_button():
    def same(a, b):
        return _pixels(a) == _pixels(b)

    assert same(ui.prompt_glyph("pass", "gamepad", label="B"), ui.prompt_glyph("cancel", "gamepad"))
    assert same(ui.prompt_glyph("confirm", "gamepad", label="UP"), ui.prompt_glyph("up", "gamepad"))
    assert same(ui.prompt_glyph("hint", "gamepad", label="L"), ui.prompt_glyph("page_left", "gamepad"))
    assert same(ui.prompt_glyph("undo", "keyboard", label="LEFT"), ui.prompt_glyph("left", "keyboard"))
