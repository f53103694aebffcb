"""The language in force: English by default, Japanese from its catalog, the system locale's choice, plurals and ranks."""
import logging

import pytest

from game import i18n
from game.i18n import _, ngettext


def test_english_is_the_message_ids_themselves():
    assert i18n.language() == "en"
    assert _("SETTINGS") == "SETTINGS"


def test_japanese_comes_from_the_compiled_catalog():
    i18n.set_language("ja")
    assert i18n.language() == "ja"
    assert _("SETTINGS") == "設定"
    assert _("a message nobody wrote") == "a message nobody wrote"  # untranslated text falls back to English


def test_switching_back_to_english_is_live():
    i18n.set_language("ja")
    i18n.set_language("en")
    assert _("SETTINGS") == "SETTINGS"


@pytest.mark.parametrize("lang, n, expected", [
    ("en", 1, "click to cancel (1 second left)"), ("en", 3, "click to cancel (3 seconds left)"),
    ("ja", 1, "クリックで中止（あと1秒）"), ("ja", 3, "クリックで中止（あと3秒）"),
])
def test_plurals_follow_each_language(lang, n, expected):
    i18n.set_language(lang)
    text = ngettext("click to cancel ({n} second left)", "click to cancel ({n} seconds left)", n)
    assert text.format(n=n) == expected


@pytest.mark.parametrize("n, en", [(1, "1st"), (2, "2nd"), (3, "3rd"), (4, "4th"), (11, "11th"), (12, "12th"),
                                   (13, "13th"), (21, "21st"), (102, "102nd"), (111, "111th")])
def test_ordinals(n, en):
    assert i18n.ordinal(n) == en
    i18n.set_language("ja")
    assert i18n.ordinal(n) == f"{n}位"
    i18n.set_language("en")


def test_an_unknown_language_is_refused_by_name():
    with pytest.raises(ValueError, match="unknown language 'fr', expected one of en, ja"):
        i18n.set_language("fr")


def test_a_damaged_catalog_is_logged_and_english_is_used(monkeypatch, tmp_path, caplog):
    mo = tmp_path / "ja" / "LC_MESSAGES" / "daifugo.mo"
    mo.parent.mkdir(parents=True)
    mo.write_bytes(b"not a catalog at all")
    monkeypatch.setattr(i18n, "locale_dir", lambda: str(tmp_path))
    with caplog.at_level(logging.WARNING):
        i18n.set_language("ja")
    assert i18n.language() == "en"
    assert "日本語 catalog cannot be read" in caplog.text


@pytest.mark.parametrize("env, expected", [
    ({"LANGUAGE": "ja_JP:en"}, "ja"), ({"LC_ALL": "ja_JP.UTF-8"}, "ja"), ({"LANG": "ja_JP.eucJP"}, "ja"),
    ({"LANG": "en_GB.UTF-8"}, "en"), ({"LC_ALL": "C"}, "en"), ({"LANGUAGE": "en", "LANG": "ja_JP.UTF-8"}, "en"),
])
def test_the_system_locale_picks_the_language(monkeypatch, env, expected):
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(name, raising=False)
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    assert i18n.system_language() == expected


def test_windows_locale_names_count_as_japanese(monkeypatch):
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setattr(i18n.locale, "getlocale", lambda: ("Japanese_Japan", "932"))
    assert i18n.system_language() == "ja"


def test_a_later_message_is_worded_in_the_language_in_force_when_shown():
    from game.i18n import later, sentences, series

    made = later("{file} is missing.", file="settings.json")
    assert made == "settings.json is missing."  # the string it was when made, for logs and joins
    i18n.set_language("ja")
    assert str(made) == "settings.json がありません。"
    assert str(sentences(made, later("Defaults are used."))) == "settings.json がありません。初期値を使います。"
    assert str(series(["keys.up", "keys.down", "pad.a"])) == "keys.up、keys.down、pad.a"
    i18n.set_language("en")
    assert str(sentences(made, None, "", later("Defaults are used."))) == "settings.json is missing. Defaults are used."
    assert str(series(["keys.up", "keys.down", "pad.a"])) == "keys.up, keys.down and pad.a"
