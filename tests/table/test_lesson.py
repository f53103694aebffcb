"""The guided first hand (issue 37 item 10): played through by key presses, each step's explanation
shown when its event happens; an off-script move is said, not sent; Esc skips it."""
from game.app import testing as T
from game.engine.cards import parse_cards
from game.table.match.lesson import Lesson
from game.table.screens.deal_scene import DealScene
from game.table.screens.lesson_scene import begin
from game.table.screens.play_scene import PlayScene
from game.table.screens.results_scene import ResultsScene


def _lesson_app():
    app = T.headless_app(begin)
    T.settle(app)
    return app, app.stack.top.session.find(Lesson)


def _my_turn(app) -> PlayScene:
    def ready():
        top = app.stack.top
        if isinstance(top, DealScene):
            T.Keyboard(app).press("confirm")  # skip the deal's animation
        return isinstance(app.stack.top, PlayScene) and app.stack.top.my_turn
    T.step_until(app, ready, 4000, "the player's turn")
    return app.stack.top


def _pick(app, cards: str) -> None:
    """Pick ``cards`` with the arrows and the pick key, as a player does."""
    keys = T.Keyboard(app)
    for card in parse_cards(cards):
        scene = app.stack.top
        hand = scene.table.hand_cards()
        while hand[scene.table.cursor] != card:
            keys.press("right")
        keys.press("up")


def _play(app, cards: str) -> None:
    _pick(app, cards)
    T.Keyboard(app).press("confirm")


def test_the_lesson_played_by_keys_shows_each_step_as_its_event_happens(drawn):
    app, lesson = _lesson_app()
    keys = T.Keyboard(app)
    keys.press("confirm")  # skips the deal's animation
    T.step_until(app, lambda: isinstance(app.stack.top, PlayScene), 600, "the table")
    app.step(60)  # the welcome is read before Chie leads
    assert lesson.step.key == "welcome" and any("A guided first hand" in text for text, _ in drawn)
    scene = _my_turn(app)
    assert lesson.step.key == "beat"  # Chie's 7 is on the table
    assert any("Chie led one 7" in text for text, _ in drawn)
    assert ("menu", "Skip lesson") in scene.prompts()
    _play(app, "9C")
    _my_turn(app)
    assert lesson.step.key == "pass"  # Aki's K
    keys.press("pass")
    _my_turn(app)
    assert lesson.step.key == "eight"  # the table cleared, Aki led a 4
    _play(app, "8H")
    _my_turn(app)
    assert lesson.step.key == "pair"  # the eight cut: the player leads
    _play(app, "5S 5H")
    _my_turn(app)
    assert lesson.step.key == "four"
    _play(app, "6C 6D 6H 6S")
    assert lesson.step.key == "revolution"
    _my_turn(app)
    assert lesson.step.key == "flipped" and app.stack.top.session.match.hand.reversed
    _play(app, "TS")
    _my_turn(app)
    assert lesson.step.key == "lower"
    _play(app, "3D")
    assert lesson.step.key == "out"
    T.step_until(app, lambda: isinstance(app.stack.top, ResultsScene), 6000, "the first hand's results")
    T.settle(app)
    assert app.stack.top.session.match.results[-1].titles[0] == "Millionaire"
    assert app.stack.top.board.code is None  # a deal code would deal another first hand
    keys.choose("Next hand")
    scene = _my_turn(app)
    assert lesson.step.key == "tax" and scene.tax is not None  # the Beggar paid: the player returns one
    keys.press("up")  # picks the card under the cursor
    keys.press("confirm")  # and returns it
    T.step_until(app, lambda: lesson.over, 600, "the return")
    assert lesson.step.key == "done"
    assert ("menu", "Leave") in app.stack.top.prompts()
    drawn.clear()
    app.step(2)
    assert any("That is the guided hand" in text for text, _ in drawn)


def test_an_off_script_move_is_said_and_not_sent():
    app, lesson = _lesson_app()
    scene = _my_turn(app)
    _play(app, "TS")  # legal (10 beats 7), but the lesson teaches the 9
    assert scene.session.match.hand.hands[0].count(parse_cards("TS")[0]) == 1
    assert scene.table.message == "For this lesson, beat the 7 with your 9."
    assert lesson.step.key == "beat" and scene.my_turn
    T.Keyboard(app).press("pass")
    assert scene.table.message == "For this lesson, beat the 7 with your 9."


def test_esc_asks_and_skips_the_lesson_to_the_menu():
    app, _lesson = _lesson_app()
    _my_turn(app)
    keys = T.Keyboard(app)
    keys.press("menu")
    assert app.stack.top.question.startswith("Skip the lesson?")
    keys.choose("Yes")
    T.settle(app)
    assert type(app.stack.top).__name__ == "MainMenu"


def test_the_first_launch_offers_the_lesson_and_the_next_launch_does_not():
    from game.scenes.title import opening

    app = T.headless_app(opening, first_launch=True)
    keys = T.Keyboard(app)
    keys.press("confirm")  # Start
    assert app.stack.top.question == "New to Daifugo? Play a guided first hand?"
    keys.press("confirm")  # Yes is the offer's first choice
    T.settle(app)
    assert isinstance(app.stack.top, DealScene) and app.stack.top.session.find(Lesson) is not None
    app.shutdown()
    again = T.headless_app(opening, first_launch=True)  # reads the settings file the first launch wrote
    assert again.settings.lesson_seen
    T.Keyboard(again).press("confirm")
    assert type(again.stack.top).__name__ == "MainMenu"


def test_declining_the_offer_goes_to_the_menu_and_is_remembered():
    from game.app import settings
    from game.scenes.title import opening

    app = T.headless_app(opening, first_launch=True)
    keys = T.Keyboard(app)
    keys.press("confirm")
    keys.choose("No")
    assert type(app.stack.top).__name__ == "MainMenu"
    assert settings.load()[0].lesson_seen


def test_back_is_no_on_the_offer_the_no_key_and_esc_alike():
    from game.app import settings
    from game.scenes.title import opening

    for back in ("cancel", "menu"):  # X, "No" on the prompt bar; Esc (issue 51: back is No on every question)
        app = T.headless_app(opening, first_launch=True)
        keys = T.Keyboard(app)
        keys.press("confirm")
        assert ("cancel", "No") in app.stack.top.prompts()
        keys.press(back)
        T.settle(app)
        assert type(app.stack.top).__name__ == "MainMenu", back
        assert settings.load()[0].lesson_seen
        settings.save(settings.load()[0].__class__())  # the next key starts from a first launch again


def test_how_to_play_starts_the_guided_hand_again():
    from game.scenes.howto import HowTo

    app = T.headless_app(HowTo)
    assert ("pass", "Guided hand") in app.stack.top.prompts()
    T.Keyboard(app).press("pass")
    assert isinstance(app.stack.top, DealScene) and app.stack.top.session.find(Lesson) is not None


def test_how_to_play_at_a_table_does_not_offer_it():
    from game.engine import Rules
    from game.scenes.howto import HowTo

    app = T.headless_app(lambda a: HowTo(a, Rules()))
    assert all(action != "pass" for action, _label in app.stack.top.prompts())


def test_a_move_the_steering_never_saw_leaves_the_script_and_the_lesson_says_so(drawn):
    app, lesson = _lesson_app()
    scene = _my_turn(app)
    session = scene.session
    # Moves not sent through the table's keys (as auto-pass sends its passes): an eight instead of the 9,
    # then a pair, which Aki's scripted K cannot answer.
    session.apply("8H")
    session.apply("5S 5H")
    T.step_until(app, lambda: session.to_act != 1, 600, "Aki's answer")
    assert lesson.off_script and lesson.over
    drawn.clear()
    app.step(2)
    assert any("Off the lesson's path" in text for text, _ in drawn)
    assert ("menu", "Leave") in app.stack.top.prompts()


def test_the_lessons_match_end_continues_to_the_menu_not_a_rematch():
    from game.table.tour.lesson_shots import walk

    app, lesson = _lesson_app()
    scene = _my_turn(app)
    session = scene.session
    walk(scene.table, lesson, "done")
    session.set_standin(0, True)  # a bot plays hand 2 out for the player

    def final_results():
        top = app.stack.top
        if isinstance(top, DealScene):
            T.Keyboard(app).press("confirm")
        return isinstance(top, ResultsScene) and top.final is not None
    T.step_until(app, final_results, 20000, "the match end")
    T.settle(app)
    assert [row.label for row in app.stack.top.menu.rows] == ["Continue"]
    T.Keyboard(app).press("confirm")
    T.settle(app)
    assert type(app.stack.top).__name__ == "MainMenu"
