"""The 4-colour deck setting applies live: every scene that draws cards follows it at once."""
import pytest

from game.app.app import App
from game.scenes.howto import HowTo
from game.scenes.title import Title
from game.table.screens.deal_scene import DealScene
from game.table.screens.play_scene import PlayScene
from game.table.tour.shots import session
from game.table.view.table_view import TableView


@pytest.mark.parametrize("make", [
    lambda app: PlayScene(app, TableView(app, session())),
    lambda app: DealScene(app, TableView(app, session()), list(session().match.opening_events)),
    lambda app: Title(app),
    lambda app: HowTo(app),
], ids=["play", "deal", "title", "howto"])
def test_card_art_follows_the_setting(make):
    app = App(headless=True)
    app.settings.four_color = False
    scene = make(app)
    app.stack.reset(scene)
    app.step(1)
    drawer = getattr(scene, "table", scene)  # a table scene's art is its table view's
    assert drawer.art.four_color is False
    app.settings.four_color = True  # as the settings screen does, with the scene beneath it
    app.step(1)
    assert drawer.art.four_color is True
