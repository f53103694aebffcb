"""Level texts in both languages: every shipped table speaks English and Japanese, a custom table may give
one language and plays in it, a malformed text names its file and field, and the texts fit their boxes."""
import pytest

from game import i18n, paths
from game.campaign import LevelError, load_level
from game.campaign.intro_scene import RIVALS_RECT, TEXT_RECT
from game.campaign.texts import ANY
from game.gfx import jglyphs
from game.gfx.font import BIG, FONT
from game.gfx.glyphs import GLYPHS

from .helpers import LEVEL

SHIPPED = sorted(paths.levels_dir().glob("*.toml"))
LEVELS = [load_level(p) for p in SHIPPED]
MAX_INTRO_LINES = 11  # the intro panel then still has room for its heading and a row of changes


def _texts(level):
    """Every text of a level with its field name."""
    yield "name", level.name_text
    yield "intro", level.intro_text
    for i, o in enumerate(level.opponents, 1):
        yield f"opponents[{i}].name", o.name_text


def _write(tmp_path, name='"Test"', intro='"Hello"', rival='"A"', file="mine.toml"):
    path = tmp_path / file
    path.write_text(LEVEL.format(name=name, intro=intro, rival=rival), encoding="utf-8")
    return path


@pytest.mark.parametrize("level", LEVELS, ids=lambda lv: lv.id)
def test_every_shipped_text_is_in_english_and_japanese(level):
    for key, text in _texts(level):
        assert set(text.languages) == {"en", "ja"}, f"{level.id}: {key}"
        assert not any("A" <= c <= "z" and c.isalpha() for c in text.get("ja").replace("J", "")), \
            f"{level.id}: {key}: Latin letters in the Japanese"


def test_every_japanese_character_of_the_levels_has_a_glyph():
    sheet = jglyphs.sheet()
    text = "".join(t.get("ja") for lv in LEVELS for _key, t in _texts(lv))
    assert sorted({c for c in text if c not in GLYPHS and c not in sheet and not c.isspace()}) == []


def test_the_language_in_force_picks_the_text():
    level = LEVELS[6]
    english = (level.name, level.intro, level.boss.name)
    assert english[0] == "Red Ren's Barricade" and english[2] == "Red Ren"
    i18n.set_language("ja")
    assert (level.name, level.boss.name) == ("赤のレンの砦", "赤のレン")
    assert level.intro.startswith("ボス：") and level.goal.describe() == "4点以上取る。"
    assert level.length_text == "4ゲーム"
    i18n.set_language("en")
    assert (level.name, level.intro, level.boss.name) == english


@pytest.mark.parametrize("lang, other", [("ja", "en"), ("en", "ja")])
def test_a_custom_level_in_one_language_plays_in_it_in_both(tmp_path, lang, other):
    words = {"ja": ("自作の卓", "ようこそ。", "ハル"), "en": ("My Table", "Welcome.", "Hal")}[lang]
    path = _write(tmp_path, *(f'{{ {lang} = "{w}" }}' for w in words))
    level = load_level(path, custom=True)
    for shown in (lang, other):
        i18n.set_language(shown)
        assert (level.name, level.intro, level.opponents[0].name) == words
    i18n.set_language("en")


def test_a_plain_string_serves_every_language_and_the_other_falls_back_to_english(tmp_path):
    level = load_level(_write(tmp_path, name='"Plain"', intro='{ en = "Hi.", ja = "やあ。" }',
                              rival='{ en = "Hal" }'), custom=True)
    assert level.name_text.languages == (ANY,)
    i18n.set_language("ja")
    assert (level.name, level.intro, level.opponents[0].name) == ("Plain", "やあ。", "Hal")
    i18n.set_language("en")
    assert level.intro == "Hi."


def test_a_dotted_key_table_is_the_same_text(tmp_path):
    path = tmp_path / "dotted.toml"
    path.write_text(LEVEL.format(name='"X"', intro='"X"', rival='"A"').replace(
        'name = "X"\nintro = "X"', 'name.en = "Dots"\nname.ja = "点"\nintro.en = """\nLong\n"""\nintro.ja = "長い"'),
        encoding="utf-8")
    level = load_level(path)
    assert level.name_text.get("ja") == "点" and level.intro_text.get("en") == "Long"


@pytest.mark.parametrize("field, key, expected", [
    ({"name": "3"}, "name", "text, or a table of texts by language (en, ja), got 3"),
    ({"name": "{}"}, "name", "a table of texts by language"),
    ({"intro": '{ fr = "Bonjour" }'}, "intro.fr", "a language code (one of en, ja)"),
    ({"intro": '{ ja = 5 }'}, "intro.ja", "text, got 5"),
    ({"intro": '{ en = "Hi", ja = "  " }'}, "intro.ja", 'text, got "  "'),
    ({"name": '{ ja = "' + "長" * 25 + '" }'}, "name.ja", "at most 24 characters, got 25"),
    ({"rival": '{ en = "A", ja = ["ア"] }'}, "opponents[1].name.ja", 'text, got ["ア"]'),
    ({"rival": '{ ja = "あいうえおかきくけこさしす" }'}, "opponents[1].name.ja", "at most 12 characters"),
])
def test_a_malformed_text_names_the_file_and_the_field(tmp_path, field, key, expected):
    with pytest.raises(LevelError) as info:
        load_level(_write(tmp_path, file="99_bad.toml", **field))
    assert info.value.key == key and expected in info.value.expected
    assert str(info.value).startswith(f"99_bad.toml: {key}: ")


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("level", LEVELS, ids=lambda lv: lv.id)
def test_every_level_text_fits_its_box_at_1x(level, lang):
    name, intro = level.name_text.get(lang), level.intro_text.get(lang)
    assert BIG.size(name.upper())[0] <= 464, "the intro's title"
    assert len(FONT.wrap(intro, TEXT_RECT.width - 16, lang)) <= MAX_INTRO_LINES
    step = min(80, (RIVALS_RECT.width - 12) // len(level.opponents))
    for o in level.opponents:
        assert FONT.size(o.name_text.get(lang))[0] <= step - 4, f"{o.name_text.get(lang)} is cut on the intro"


def test_a_broken_level_is_told_in_the_language_in_force(tmp_path):
    path = _write(tmp_path, file="99_bad.toml", name="3")
    i18n.set_language("ja")
    with pytest.raises(LevelError) as info:
        load_level(path)
    i18n.set_language("en")
    assert str(info.value) == "99_bad.toml: name: 文字列か、言語ごとの文字列の表（en, ja）のはずが、3"
