"""The setup's Preset row follows the switches, and its seat list shows every name and strength whole."""
from game.app import testing as T
from game.app.app import App
from game.table.setup_scene import RulesSetup


def focus(app, setup, label):
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
