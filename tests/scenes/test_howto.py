"""How to Play covers more than the cards: the controls (with the keys bound now), scoring and
titles, and where the rules in force are shown; every page's words fit its column."""
from game.app import testing as T
from game.app.app import App
from game.scenes import howto
from game.app.settings import rebind


def open_page(title):
    app = App(headless=True)
    scene = howto.HowTo(app)
    app.stack.reset(scene)
    while howto.PAGES[scene.page].title != title:
        T.press_key(app, "right")
    return app, scene


def page_words(app, drawn):
    drawn.clear()
    app.step(1)
    return " ".join(t for t, _ in drawn)


def test_the_controls_page_names_the_keys_bound_now(drawn):
    app, scene = open_page("Controls")
    words = page_words(app, drawn)
    assert "Z plays the picked cards, else the card under the cursor" in words and "C passes" in words
    assert "V passes this trick for you" in words
    rebind(app.settings.keys, "auto_pass", "k")  # the settings file is the test's own (conftest)
    app.settings_changed()
    assert "K passes this trick for you" in page_words(app, drawn)


def test_scoring_says_what_rich_and_poor_are(drawn):
    app, _scene = open_page("Scoring")
    words = page_words(app, drawn)
    for title in ("Millionaire", "Rich", "Commoner", "Poor", "Beggar"):
        assert title in words
    assert "highest total wins" in words


def test_a_page_says_where_the_rules_in_force_are_shown(drawn):
    app, _scene = open_page("Rules in force")
    words = page_words(app, drawn)
    assert "strip at the top of the table" in words and "H explains each switch" in words


def test_every_pages_words_fit_its_column(drawn):
    app = App(headless=True)
    scene = howto.HowTo(app)
    app.stack.reset(scene)
    for _ in howto.PAGES:
        drawn.clear()
        app.step(1)
        for text, rect in drawn:
            if not 44 <= rect.top < 236:
                continue  # the heading and the prompt bar
            right = howto.BOX.x - 4 if rect.left < howto.BOX.x else howto.BOX.right - 4
            assert rect.right <= right and rect.bottom <= 238, (howto.PAGES[scene.page].title, text)
        T.press_key(app, "right")
