"""In Japanese no English reaches the screen: each shot of the tour is drawn in Japanese and its text scanned.

`TRANSLATED` lists the screens whose strings go through the catalog. Every
other shot is expected to still show English (a strict xfail), so when the
sweep of a screen is done its shot starts passing and fails here until it is
added to `TRANSLATED`, which then keeps it translated.
"""
import pytest

from game import i18n, shots
from game.app import testing as T
from game.app.app import App
from tests.scenes.helpers import english_words

TRANSLATED = {
    "title", "settings-0-general", "settings-1-keys", "settings-2-pad", "settings-3-controllers",
    "settings-rebind", "table-title-continue", "name-entry", "deal-code-entry",
    "campaign-map", "campaign-cleared", "campaign-failed", "table-setup", "campaign-intro", "campaign-intro-final",
    "menu", "menu-quit", "pause", "confirm", "message", "message-cannot-save", "message-pages",
    "table-setup-help", "table-setup-preset-help",
    *(f"howto-{i:02d}" for i in range(17)),
    "table-auto-pass", "table-counter-revolution", "table-deal", "table-eight-cut", "table-fall-from-grace",
    "table-fast-forward", "table-foul", "table-handoff", "table-jack-back", "table-joker-reading",
    "table-match-over", "table-pass", "table-play", "table-play-fly", "table-results", "table-revolution",
    "table-revolution-over", "table-revolution-pending", "table-seven-give", "table-seven-give-to-you",
    "table-six-seats", "table-spade3", "table-suit-lock", "table-sweep", "table-tax", "table-tax-panel",
    "table-ten-discard", "table-went-out", "table-hint",
    "records", "replays", "replays-by-mode", "replay-viewer", "replay-viewer-face-up",
}
SHOTS = shots.every_shot()
# What a shot types into a box is the player's, not the game's words: a deal code is Latin in every language.
TYPED = {"deal-code-entry": "K7QM4XRT2"}


def _param(shot):
    if shot.name in TRANSLATED:
        return pytest.param(shot, id=shot.name)
    return pytest.param(shot, id=shot.name, marks=pytest.mark.xfail(strict=True, reason="not swept into the catalog yet"))


@pytest.mark.parametrize("shot", [_param(s) for s in SHOTS])
def test_a_japanese_screen_shows_no_english(shot, drawn):
    app = App(headless=True, opener=T.FakePads(), lang="ja")
    shot.setup(app)
    drawn.clear()  # only the shot's own frame counts
    app.draw()
    app.shutdown()
    assert i18n.language() == "ja"
    assert drawn, "the frame drew no text at all"
    typed = TYPED.get(shot.name)
    assert english_words(text.replace(typed, "") if typed else text for text, _rect in drawn) == []


def test_the_scan_finds_english_and_lets_key_caps_pass():
    assert english_words(["Press a key", "ENTER", "ESC / Z", "大富豪 7\u2665"]) == ["Press", "key"]
    # A damaged file's notice quotes the file's own names: settings.json, keys.up, 'nosuch0'.
    assert english_words(["settings.json.broken-1 の keys.up ('nosuch0') を直しました in"]) == ["in"]
