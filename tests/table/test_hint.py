"""The hint is searched off the main thread: "thinking..." shows at once, the highlighted move lands later."""
from game.app import testing as T
from game.table.match import selection


def test_hint_shows_thinking_then_highlights_a_legal_move(table):
    app, scene = table()
    s = scene.session
    T.step_until(app, lambda: scene.my_turn, why="the human's turn")
    T.press_key(app, "h")
    assert scene.table.hinting
    assert scene.table.status_line() == ("Hint: thinking...", "sky")  # the screen keeps drawing meanwhile
    T.step_until(app, lambda: not scene.table.hinting, why="the hint")
    assert scene.table.message.startswith("Hint: ") and " - " in scene.table.message  # the move and its one-line reason
    if scene.table.hinted:
        assert scene.table.selected == scene.table.hinted
        assert selection.matching(s, sorted(scene.table.hinted)), "the highlighted cards must make a legal play"
    else:
        assert s.can_pass() and "pass" in scene.table.message
    assert scene.my_turn  # the hint never plays for you


def test_a_hint_for_an_old_position_is_dropped(table):
    app, scene = table()
    T.step_until(app, lambda: scene.my_turn, why="the human's turn")
    T.press_key(app, "h")
    T.press_key(app, "c" if scene.session.can_pass() else "z")  # move on before the hint lands
    assert not scene.my_turn or scene.session.match.number > 1
    assert not scene.table.hinting and not scene.table.hinted


def test_a_foul_finish_is_named_not_praised():
    from game.bots.hint import reason
    from game.engine import Match, parse_move
    from game.table.tour.shots import leading_with

    s = leading_with("2H 2D", foul_finish=True)  # JDA: finishing on 2s is a foul
    data = s.match.to_dict()
    hands = [h.split() for h in data["hand"]["hands"]]
    extra = [c for c in hands[0] if c not in ("2H", "2D")]
    hands[1] += extra  # the viewer keeps only the pair of 2s
    hands[0] = ["2H", "2D"]
    data["hand"]["hands"] = [" ".join(h) for h in hands]
    s.match = Match.from_dict(data)
    view = s.view(0)
    text = reason(view, parse_move("2H 2D"))
    assert "foul finish" in text and "place last" in text


def test_a_hint_to_pass_is_taken_with_the_pass_key_and_confirm_keeps_its_one_rule(table):
    """Confirm sends what is picked, else the card under the cursor (issue 51): a hinted pass picks
    nothing, so the prompt bar offers the card under the cursor and the pass key passes."""
    from game.engine import PASS

    app, scene = table()
    s = scene.session
    for _ in range(200):
        T.step_until(app, lambda: scene.my_turn, why="the human's turn")
        if s.can_pass():
            break
        scene.submit(s.match.legal_moves()[0])
    t = scene.table
    t.show_hint(PASS, "nothing you hold is worth it")  # as a hint to pass lands
    assert t.hinted_move is None and dict(scene.prompts())["confirm"] == "Play this card"
    passes = sum(m.is_pass for seat, m in s.match.hand.history if seat == 0)
    T.press_key(app, "c")
    assert sum(m.is_pass for seat, m in s.match.hand.history if seat == 0) == passes + 1
