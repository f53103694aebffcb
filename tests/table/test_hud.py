"""The status strip says what is active in words, and its rules row always fits the canvas."""
import dataclasses

from game.engine import Rules
from game.gfx.font import FONT
from game.table.tour.shots import session
from game.table.view import hud, layout


def test_states_name_the_order_and_each_active_state_in_words():
    view = session().view()
    assert hud.states(view) == [("2 is high, 3 is low", "white")]
    rev = dataclasses.replace(view, revolution=True, reversed=True, pending_revolution=True, locked_suits=("S", "H"))
    texts = [t for t, _ in hud.states(rev)]
    assert texts[0] == "REVOLUTION: 3 is high" and "REVOLUTION PENDING" in texts
    assert any(t.startswith("LOCK: ") and t.endswith(" only") for t in texts)
    jack = dataclasses.replace(view, jack_back=True, reversed=True)
    assert hud.states(jack)[0][0] == "JACK-BACK: 3 is high this trick"


def test_every_rule_on_is_named_and_each_page_fits():
    everything = Rules.preset("jda").replace(seven_give=True, ten_discard=True, jack_back=True, pass_locks_out=True)
    pages = hud.rules_pages(everything, layout.WIDTH - 6)
    assert len(pages) > 1 and all(FONT.size(p)[0] <= layout.WIDTH - 6 for p in pages)
    text = " ".join(pages)
    for words in ("revolution", "8 cuts", "jack-back", "suit lock", "7 gives", "10 discards", "beats joker",
                  "passing sits you out", "foul finish", "fall from grace"):
        assert words in text
    assert hud.rules_pages(Rules.preset("jda"), layout.WIDTH - 6)[0].startswith("Rules: revolution")
