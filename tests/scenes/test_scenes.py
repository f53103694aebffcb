"""Title attract mode, How to Play pages, overlays, and that draw never changes a scene."""
import pickle

import pytest

from game.app import testing as T
from game.app import common
from game.scenes import howto, menu, settings_scene, title


def test_attract_mode_plays_a_real_game(app):
    scene = app.stack.top
    assert isinstance(scene, title.Title)
    before = scene.game.hand_sizes()
    app.step(title.MOVE_EVERY * 12)
    assert sum(scene.game.hand_sizes()) < sum(before)


def test_attract_mode_is_deterministic():
    a, b = title.AttractGame(7), title.AttractGame(7)
    for _ in range(title.MOVE_EVERY * 30):
        a.update()
        b.update()
    assert a.hand_sizes() == b.hand_sizes() and a.table_cards() == b.table_cards()


def test_attract_mode_deals_again_after_a_finished_match():
    game = title.AttractGame(3)
    for _ in range(200_000):
        game.update()
        if game.seed != 3:
            break
    assert game.seed == 4


def test_every_how_to_page_animates_without_error(app):
    app.stack.reset(howto.HowTo(app))
    for _ in range(len(howto.PAGES)):
        for _ in range(0, howto.LOOP, 10):
            app.step(10)
        T.press_key(app, "right")
    assert app.stack.top.page == 0


def test_pause_overlay_resumes_and_quits_to_title(app):
    app.stack.reset(menu.MainMenu(app))
    app.stack.push(common.PauseOverlay(app))
    T.press_key(app, "escape")
    assert isinstance(app.stack.top, menu.MainMenu)
    app.stack.push(common.PauseOverlay(app))
    for _ in range(3):
        T.press_key(app, "down")
    T.press_key(app, "z")
    assert isinstance(app.stack.top, common.ConfirmDialog)
    T.press_key(app, "up")
    T.press_key(app, "z")
    T.settle(app)
    assert isinstance(app.stack.top, title.Title) and len(app.stack) == 1


def state_of(scene):
    """Everything a scene holds except the app and cached art, as bytes."""
    skip = {"app", "art"}
    return pickle.dumps({k: v for k, v in vars(scene).items() if k not in skip and not callable(v)
                         and k not in ("menu", "tabs")}) + repr(getattr(scene, "menu", None)).encode()


@pytest.mark.parametrize("make", [title.Title, menu.MainMenu, settings_scene.SettingsScene, howto.HowTo,
                                  common.PauseOverlay])
def test_draw_changes_nothing(app, make):
    scene = make(app)
    app.stack.reset(scene)
    app.step(45)
    before = state_of(scene) if make is not title.Title else repr(scene.game.hand_sizes()) + str(scene.t)
    for _ in range(3):
        app.draw()
    after = state_of(scene) if make is not title.Title else repr(scene.game.hand_sizes()) + str(scene.t)
    assert before == after
