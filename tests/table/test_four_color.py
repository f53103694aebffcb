"""The 4-colour deck setting applies live: every scene that draws cards follows it at once."""
import pytest

from game.app.app import App
from game.scenes.howto import HowTo
from game.scenes.title import Title
from game.table.deal_scene import DealScene
from game.table.play_scene import PlayScene
from game.table.shots import session


@pytest.mark.parametrize("make", [
    lambda app: PlayScene(app, session()),
    lambda app: DealScene(app, session(), list(session().match.opening_events)),
    lambda app: Title(app),
    lambda app: HowTo(app),
], ids=["play", "deal", "title", "howto"])
def test_card_art_follows_the_setting(make):
    app = App(headless=True)
    app.settings.four_color = False
    scene = make(app)
    app.stack.reset(scene)
    app.step(1)
    assert scene.art.four_color is False
    app.settings.four_color = True  # as the settings screen does, with the scene beneath it
    app.step(1)
    assert scene.art.four_color is True
