"""Continue on the title screen resumes the saved match (a bound action, also clickable in the prompt bar)."""
import pytest

from game.app import testing as T
from game.app.app import App
from game.scenes.menu import MainMenu
from game.scenes.title import Title
from game.table.saving.autosave import Autosave
from game.table.screens.play_scene import PlayScene
from game.table.tour.shots import session


def saved_session():
    s = session()
    s.subscribe(Autosave())
    for _ in range(5):
        s.apply(s.match.legal_moves()[0])
    return s


@pytest.mark.parametrize("how", ["key", "click"])
def test_continue_from_the_title_resumes_the_match(how):
    s = saved_session()
    app = App(headless=True)
    app.stack.reset(Title(app))
    app.step(1)
    assert ("page_right", "Continue") in app.stack.top.prompts()
    if how == "key":
        T.press_key(app, "e")
    else:
        (rect,) = [r for a, r, _g, _l in app.prompt_layout() if a == "page_right"]
        T.click(app, rect.center)
    T.settle(app)
    top = app.stack.top
    assert isinstance(top, PlayScene)
    assert top.session.match.to_dict() == s.match.to_dict()
    assert isinstance(app.stack.scenes[-2], MainMenu)  # leaving the match lands on the menu


def test_no_save_no_continue_on_the_title():
    app = App(headless=True)
    app.stack.reset(Title(app))
    T.press_key(app, "e")
    T.settle(app)
    assert isinstance(app.stack.top, Title)
    assert all(a != "page_right" for a, _l in app.stack.top.prompts())
