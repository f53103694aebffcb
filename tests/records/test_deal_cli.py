"""``daifugo --deal CODE`` opens Quick Match with the code's rules and seed, or says why it cannot."""
from __future__ import annotations

from game.__main__ import main
from game.app.app import App
from game.engine import Rules
from game.records import dealcode
from game.table.match.seating import CampaignLink
from game.table.view.table_view import TableView


def test_a_good_code_opens_quick_match_with_it(monkeypatch):
    rules = Rules.preset("president").replace(seats=3, rounds=1, target_points=0)
    code = dealcode.encode(rules, 99)
    seen = []
    monkeypatch.setattr(App, "step", lambda self, n=1: seen.append(self.stack.top))
    assert main(["--headless", "--deal", code]) == 0
    setup = seen[0]
    assert setup.rules == rules and setup.deal_seed == 99 and setup.seat_count == 3


def test_a_bad_code_is_one_line_and_status_2(capsys):
    assert main(["--headless", "--deal", "K7QM4-XRT2O"]) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("daifugo: --deal K7QM4-XRT2O: 'O' is never in a deal code") and "\n" not in err


def test_the_results_show_the_code_of_a_quick_match_but_not_of_a_campaign_one():
    from game.table.screens.results_scene import ResultsScene

    from .helpers import play, session

    rules = Rules.preset("classic").replace(rounds=1, target_points=0)
    s = play(session(rules, seed=4321, record=False))
    app = App(headless=True)
    scene = ResultsScene(app, TableView(app, s))
    assert scene.board.code == dealcode.encode(s.rules, 4321)
    assert dealcode.decode(scene.board.code).rules == s.rules
    s.campaign = CampaignLink("x", "x.toml", False)
    assert ResultsScene(app, TableView(app, s)).board.code is None


def test_a_code_of_100000_characters_is_echoed_cut_short(capsys):
    assert main(["--headless", "--deal", "K" * 100_000]) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("daifugo: --deal " + "K" * 40 + "...: ") and "\n" not in err and len(err) < 200


def test_a_code_for_more_hands_than_the_table_keeps_is_refused():
    from game.bounds import MAX_HANDS

    code = dealcode.encode(Rules.preset("classic").replace(rounds=MAX_HANDS + 1, target_points=0), 7)
    try:
        dealcode.decode(code)
    except dealcode.BadCode as exc:
        assert f"at most {MAX_HANDS} hands" in str(exc)
    else:
        raise AssertionError("a code the table could not keep was taken")
