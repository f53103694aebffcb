"""The phone page stands alone: nothing fetched from elsewhere, and every word it shows sent by the host."""
import re

import pytest

from game import paths
from game.net.host import page

FILES = sorted({name for name, _kind in page.FILES.values()})


@pytest.mark.parametrize("name", FILES)
def test_the_page_fetches_nothing_from_elsewhere(name):
    text = paths.web(name).read_text(encoding="utf-8")
    assert not re.search(r"(?i)//[a-z0-9-]+(?:\.[a-z0-9-]+)+", text), "a link out of the host"
    assert "@import" not in text and "<iframe" not in text


def test_every_word_the_page_looks_up_is_sent():
    script = "".join(paths.web(name).read_text(encoding="utf-8") for name in ("table.js", "app.js"))
    html = paths.web("index.html").read_text(encoding="utf-8")
    wanted = set(re.findall(r"\bS\.(\w+)", script)) | set(re.findall(r'data-s="(\w+)"', html))
    wanted |= {"play", "give", "discard", "return"}  # looked up by the decision's kind: S[decision.kind]
    assert wanted - set(page.strings()) == set()


def test_the_sprite_holds_every_card_the_page_draws():
    import io

    import pygame

    from game.gfx.cards import CARD_H, CARD_W

    sheet = pygame.image.load(io.BytesIO(page.sprite_png()), "cards.png")
    assert sheet.get_size() == (CARD_W * page.SPRITE_COLUMNS, CARD_H * page.SPRITE_ROWS)
