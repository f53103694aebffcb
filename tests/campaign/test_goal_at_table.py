"""A campaign level's goal and the player's progress toward it are in sight while playing (issue 51):
at the table, on the results between hands and in the table menu, in the goal's own terms."""
from game.app import testing as T
from game.campaign.goals import Goal, MatchResult
from game.campaign.level import load_level
from game.campaign.play import session_for
from game.campaign.road import Road
from game.table.screens import flow
from game.table.screens.handoff_scene import TableMenu
from game.table.screens.play_scene import PlayScene
from game.table.screens.results_scene import ResultsScene


def test_each_goal_says_its_aim_and_where_the_player_stands():
    so_far = MatchResult(0, ((1, 0, 2), (0, 1, 2)), (3, 4, -1), -1)  # a match under way: no winner yet
    assert Goal("score", 6).at_table(so_far) == ("Goal: 6 points", "You have 3")
    assert Goal("first", 2).at_table(so_far) == ("Goal: 1st x2", "You have 1")
    assert Goal("win").at_table(so_far) == ("Goal: win", "You are 2nd")
    assert Goal("top", 1).at_table(so_far) == ("Goal: finish 1st", "You are 2nd")
    assert Goal("top", 2).at_table(so_far) == ("Goal: top 2", "You are 2nd")


def test_the_goal_shows_at_the_table_between_hands_and_in_the_table_menu(drawn):
    level = load_level(Road.load().shipped[0].path)
    app = T.headless_app()
    session, _attempt = session_for(level, seed=3)
    flow.start(app, session)
    head, now = level.goal.at_table(MatchResult(0, (), tuple(session.match.scores), -1))
    T.step_until(app, lambda: isinstance(app.stack.top, PlayScene), why="the table")
    drawn.clear()
    app.step(1)
    texts = [t for t, _ in drawn]
    assert head in texts and now in texts  # the corner under the player's box
    T.press_key(app, "escape")
    assert isinstance(app.stack.top, TableMenu)
    drawn.clear()
    app.step(1)
    assert head in [t for t, _ in drawn]
    T.press_key(app, "escape")
    s = session
    while not s.match.between_hands:
        s.apply(s.match.legal_moves()[0])
    T.step_until(app, lambda: isinstance(app.stack.top, ResultsScene), why="the hand's results")
    drawn.clear()
    app.step(1)
    texts = [t for t, _ in drawn]
    assert head in texts and level.goal.at_table(MatchResult(0, (), tuple(s.match.scores), -1))[1] in texts
