"""The setup's Preset row follows the switches (and the contest preset seats five), its seat list shows
every name and strength whole, and the usual switches come first with the rest under "More rules"."""
import pytest

from game.app import testing as T
from game.app.app import App
from game.table.screens.setup_scene import USUAL, RulesSetup
from game.table.wording.rules_text import SWITCHES


def focus(app, setup, label):
    labels = [r.label.strip() for r in setup.menu.rows]
    if label not in labels:  # under "More rules": open it as a player would
        setup.menu.set_focus(setup.keys.index("more"), sound=False)
        T.press_key(app, "z")
        labels = [r.label.strip() for r in setup.menu.rows]
    setup.menu.set_focus(labels.index(label), sound=False)
    app.step(1)


def preset_shown(setup):
    row = next(r for r in setup.menu.rows if r.label == "Preset")
    return row.value_text()


def test_preset_reads_custom_after_a_switch_changes_and_back_when_it_is_undone():
    app = App(headless=True)
    setup = RulesSetup(app, "quick")
    app.stack.reset(setup)
    assert preset_shown(setup) == "< classic >"
    focus(app, setup, "Jack-back")
    T.press_key(app, "z")
    assert preset_shown(setup) == "< custom >"
    T.press_key(app, "z")  # the switch back as the preset has it
    assert preset_shown(setup) == "< classic >"


def test_match_length_keeps_the_preset_and_a_new_preset_replaces_custom():
    app = App(headless=True)
    setup = RulesSetup(app, "quick")
    app.stack.reset(setup)
    focus(app, setup, "Match length")
    T.press_key(app, "right")
    assert preset_shown(setup) == "< classic >"
    focus(app, setup, "Eight-cut")
    T.press_key(app, "z")
    focus(app, setup, "Preset")
    T.press_key(app, "right")  # from custom on to the first preset
    assert preset_shown(setup) == "< classic >" and setup.rules.eight_cut


def test_seat_list_shows_whole_names_and_strengths(drawn):
    app = App(headless=True)
    setup = RulesSetup(app, "pass")
    app.stack.reset(setup)
    setup.seats[2].kind = "advanced"
    setup._set_count(6)
    drawn.clear()
    setup.draw(app.display.canvas)
    texts = [t for t, _ in drawn]
    for i, seat in enumerate(setup.seats[:6]):
        assert f"{i + 1}. {seat.name}" in texts
    assert "bot: advanced" in texts
    side = [r for t, r in drawn if t.startswith(("1.", "2.", "3.", "4.", "5.", "6.", "bot:", "human"))]
    assert all(330 <= r.left and r.right <= 470 for r in side), side


def row_value(setup, key):
    return setup.menu.rows[setup.reveal(key)].value_text()


def press_until(app, setup, key, done, limit=12):
    """Press ``key`` (as a player would) until ``done()`` holds; fails after ``limit`` presses."""
    for _ in range(limit):
        if done():
            return
        T.press_key(app, key)
    assert done(), f"not reached after {limit} presses of {key}"


@pytest.mark.parametrize("mode", ["quick", "pass"])
def test_the_uecda_preset_seats_the_contest_table_of_five_and_starts_a_five_seat_match(mode):
    """RULES.md §10: the contest is played by five; choosing its preset sets Players to 5."""
    app = App(headless=True)
    setup = RulesSetup(app, mode)
    app.stack.reset(setup)
    press_until(app, setup, "down", lambda: setup.keys[setup.menu.focus] == "preset")
    press_until(app, setup, "right", lambda: setup.preset == "uecda")
    assert row_value(setup, "players") == "< 5 >"
    assert "seat:4" in setup.keys and "seat:5" not in setup.keys
    press_until(app, setup, "up", lambda: setup.keys[setup.menu.focus] == "start")
    T.press_key(app, "z")
    T.step_until(app, lambda: hasattr(app.stack.top, "session"), why="the first deal")
    assert app.stack.top.session.match.seats == 5
    assert app.stack.top.session.rules.points == (5, 4, 3, 2, 1)


@pytest.mark.parametrize("preset", ["classic", "jda", "president", "casual"])
def test_the_other_presets_keep_the_players_row_as_it_is(preset):
    app = App(headless=True)
    setup = RulesSetup(app, "quick")
    app.stack.reset(setup)
    for count in (3, 6):
        setup._set_count(count)
        setup.menu.set_focus(setup.reveal("preset"), sound=False)
        press_until(app, setup, "right", lambda: setup.preset == preset)
        assert setup.seat_count == count and row_value(setup, "players") == f"< {count} >"


def test_after_uecda_another_preset_keeps_its_five_seats():
    app = App(headless=True)
    setup = RulesSetup(app, "quick")
    app.stack.reset(setup)
    setup.menu.set_focus(setup.reveal("preset"), sound=False)
    press_until(app, setup, "right", lambda: setup.preset == "uecda")
    press_until(app, setup, "right", lambda: setup.preset == "classic")
    assert setup.seat_count == 5


def test_page_left_jumps_back_to_start_from_deep_in_the_rules():
    app = App(headless=True)
    setup = RulesSetup(app, "quick")
    app.stack.reset(setup)
    setup.menu.set_focus(len(setup.menu.rows) - 1, sound=False)
    assert ("page_left", "To start") in setup.prompts()
    app.post("page_left")
    app.step(1)
    assert setup.menu.focus == 0 and setup.keys[0] == "start"


def test_the_usual_switches_come_first_and_the_rest_wait_under_more_rules():
    app = App(headless=True)
    setup = RulesSetup(app, "quick")
    app.stack.reset(setup)
    keys = setup.keys
    assert keys[:5] == ["start", "preset", "players", "match_length", "turn_timer"]
    assert keys[5:10] == list(USUAL) and keys[10] == "seat:0"
    assert keys[-1] == "more" and len(keys) < 25
    assert not set(SWITCHES) - set(USUAL) & set(keys)  # the others are not shown yet
    assert setup.menu.rows[-1].value_text() == f"show {len(SWITCHES) - len(USUAL)}"
    press_until(app, setup, "up", lambda: setup.keys[setup.menu.focus] == "more", limit=2)  # the list wraps
    T.press_key(app, "z")
    assert set(SWITCHES) <= set(setup.keys)
    assert setup.keys[setup.menu.focus - 1] == "more"  # the cursor steps onto the first switch opened
    T.press_key(app, "up")
    T.press_key(app, "z")  # and closes again
    assert setup.keys == keys


def test_every_switch_is_set_by_keys_from_start():
    """Down to each switch (opening "More rules" on the way) and left/right or confirm changes it."""
    app = App(headless=True)
    setup = RulesSetup(app, "quick")
    app.stack.reset(setup)
    setup.show_more(False)
    for key in SWITCHES:
        press_until(app, setup, "q", lambda: setup.menu.focus == 0, limit=1)  # page_left
        if key not in setup.keys:
            press_until(app, setup, "down", lambda: setup.keys[setup.menu.focus] == "more", limit=40)
            T.press_key(app, "z")
        press_until(app, setup, "down", lambda: setup.keys[setup.menu.focus] == key, limit=60)
        before = getattr(setup.rules, key)
        for press in ("z", "right", "left"):
            T.press_key(app, press)
            if getattr(setup.rules, key) != before or setup.note:
                break
        assert getattr(setup.rules, key) != before or setup.note, key  # changed, or refused with a reason


def test_start_is_one_press_away_from_every_row():
    app = App(headless=True)
    setup = RulesSetup(app, "pass")
    app.stack.reset(setup)
    setup.show_more()
    for i in range(len(setup.keys)):
        setup.menu.set_focus(i, sound=False)
        T.press_key(app, "q")  # page_left
        assert setup.menu.focus == 0, setup.keys[i]


def test_the_question_mark_sits_by_the_focused_rows_reason_not_over_the_seat_list(drawn):
    """Issue 37 item 8: "? full explanation" sat on top of the seat list like its title."""
    from game.app.common import MessageOverlay

    app = App(headless=True)
    setup = RulesSetup(app, "quick")
    app.stack.reset(setup)
    drawn.clear()
    setup.draw(app.display.canvas)
    button = next(r for t, r in drawn if t.startswith("?"))
    seats = [r for t, r in drawn if t[:2] in ("1.", "2.", "3.", "4.")]
    assert button.top > max(r.bottom for r in seats)  # below the seats, not their heading
    reason = next(r for t, r in drawn if t == setup.menu.rows[0].reason)
    assert button.bottom >= reason.top and button.top <= reason.bottom  # on the reason's line
    setup.menu.set_focus(setup.reveal("revolution"), sound=False)
    T.click(app, button.center)
    assert isinstance(app.stack.top, MessageOverlay) and app.stack.top.title == "Revolution"
