"""The campaign's pixel art: the lock on a locked table reads as a padlock at 1x, not as a letter."""
import pygame

from game.campaign import art
from game.gfx.palette import COLORS


def columns(row, chars):
    return [x for x, ch in enumerate(row) if ch in chars]


def test_the_lock_is_a_padlock_shackle_over_a_wider_solid_body():
    rows = art.LOCK
    assert len({len(r) for r in rows}) == 1
    body = [i for i, r in enumerate(rows) if r.count(".") == 0]  # solid rows: the body
    shackle = rows[: body[0]]
    assert len(shackle) >= 2 and len(body) >= 3
    legs = columns(shackle[-1], "s")
    assert len(legs) == 2  # an open arch, not a filled block
    # The body sticks out past both legs of the shackle: a letter "A" has its legs at the edges.
    assert 0 < min(legs) and max(legs) < len(rows[0]) - 1
    assert len(columns(shackle[0], "s")) < len(rows[0])  # the arch is rounded at the top
    assert any("k" in rows[i] for i in body)  # a keyhole in a contrasting colour


def test_a_locked_tile_draws_the_padlock_centred():
    surface = pygame.Surface((40, 40))
    rect = pygame.Rect(5, 5, art.TILE, art.TILE)
    art.tile(surface, rect, "locked", "7", boss=False, focused=False)
    gold = [(x, y) for x in range(40) for y in range(40) if surface.get_at((x, y))[:3] == COLORS["gold"]]
    xs = [x for x, _ in gold]
    assert gold and abs((min(xs) + max(xs)) / 2 - rect.centerx) <= 1
    keyhole = surface.get_at((rect.centerx, rect.centery + 1))[:3]
    assert keyhole == COLORS["ink"]
