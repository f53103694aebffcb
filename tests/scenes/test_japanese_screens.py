"""In Japanese no English reaches the screen: each shot of the tour is drawn in Japanese and its text scanned.

Every screen has been swept into the catalog, so every shot must pass,
including any shot added later: a new screen is written in both languages.
"""
import pytest

from game import i18n, shots
from game.app import testing as T
from game.app.app import App
from tests.scenes.helpers import english_words

SHOTS = shots.every_shot()
# What a shot types into a box is the player's, not the game's words: a deal code is Latin in every language,
# and so are room codes; a player's name is as they typed it.
TYPED = {"deal-code-entry": ("K7QM4XRT2",), "join": ("ACDE", "KMRT", "Ann", "Kai")}


@pytest.mark.parametrize("shot", SHOTS, ids=[s.name for s in SHOTS])
def test_a_japanese_screen_shows_no_english(shot, drawn):
    app = App(headless=True, opener=T.FakePads(), lang="ja")
    shot.setup(app)
    drawn.clear()  # only the shot's own frame counts
    app.draw()
    top = app.stack.top
    app.shutdown()
    assert i18n.language() == "ja"
    assert drawn, "the frame drew no text at all"
    texts = [text for text, _rect in drawn]
    code = getattr(getattr(top, "board", None), "code", None)  # a results deal code: Latin in every language
    for typed in (*TYPED.get(shot.name, ()), *([code] if isinstance(code, str) else [])):
        texts = [text.replace(typed, "") for text in texts]
    assert english_words(texts) == []


def test_the_scan_finds_english_and_lets_key_caps_pass():
    assert english_words(["Press a key", "ENTER", "ESC / Z", "大富豪 7\u2665"]) == ["Press", "key"]
    # A damaged file's notice quotes the file's own names: settings.json, keys.up, 'nosuch0'.
    assert english_words(["settings.json.broken-1 の keys.up ('nosuch0') を直しました in"]) == ["in"]
