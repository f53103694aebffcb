"""The join panel's QR code is drawn module for module from the encoder's matrix, with its quiet zone."""
import pygame

from game.gfx import qr
from game.gfx.palette import COLORS

URL = "http://192.168.1.23:8765/?room=KXPT"


def test_every_module_is_a_whole_square_of_its_colour():
    cells = qr.matrix(URL)
    module = 3
    art = qr.surface(URL, module)
    assert art.get_size() == ((len(cells) + 2 * qr.QUIET) * module,) * 2
    dark, light = pygame.Color(COLORS["ink"]), pygame.Color(COLORS["white"])
    for y, row in enumerate(cells):
        for x, on in enumerate(row):
            for dx in range(module):
                for dy in range(module):
                    px = art.get_at(((x + qr.QUIET) * module + dx, (y + qr.QUIET) * module + dy))
                    assert px == (dark if on else light), (x, y)
    edge = [art.get_at((i, 0)) for i in range(art.get_width())] + [art.get_at((0, i)) for i in range(art.get_height())]
    assert all(px == light for px in edge)  # the quiet zone


def test_the_matrix_has_the_finder_patterns_of_a_qr_code():
    cells = qr.matrix(URL)
    n = len(cells)
    assert n >= 21 and (n - 17) % 4 == 0  # versions 1-40 are 21 + 4k modules a side
    for x0, y0 in ((0, 0), (n - 7, 0), (0, n - 7)):
        ring = [cells[y0][x0 + i] for i in range(7)] + [cells[y0 + i][x0] for i in range(7)]
        assert all(ring) and cells[y0 + 3][x0 + 3] and not cells[y0 + 1][x0 + 1]
