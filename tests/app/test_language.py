"""The language setting: saved choice, system default, --lang override, and the Settings row that switches it live."""
import dataclasses

from game import i18n
from game.app import settings
from game.__main__ import main
from game.app import testing as T
from game.app.app import App
from game.scenes.settings_scene import SettingsScene


def test_the_default_follows_the_system_locale(monkeypatch):
    monkeypatch.setenv("LANGUAGE", "ja_JP")
    App(headless=True)
    assert i18n.language() == "ja"


def test_a_saved_choice_beats_the_system_locale(monkeypatch):
    settings.save(dataclasses.replace(settings.Settings(), language="en"))
    monkeypatch.setenv("LANGUAGE", "ja_JP")
    App(headless=True)
    assert i18n.language() == "en"


def test_lang_beats_the_saved_choice_and_is_not_saved():
    settings.save(dataclasses.replace(settings.Settings(), language="en"))
    App(headless=True, lang="ja")
    assert i18n.language() == "ja"
    assert settings.load()[0].language == "en"


def test_the_command_line_takes_lang():
    assert main(["--headless", "--lang", "ja"]) == 0
    assert i18n.language() == "ja"


def test_an_unknown_saved_language_is_repaired_and_named_in_the_message():
    loaded, notes = settings.Settings.parse({**settings.Settings().to_json(), "language": "klingon"})
    assert loaded.language == ""
    assert any(note.startswith("language was") and "klingon" in note and "expected one of en, ja" in note
               for note in notes)


def test_the_settings_row_switches_the_language_live_and_saves_it():
    app = App(headless=True, opener=T.FakePads(), start=SettingsScene)
    scene = app.stack.top
    while scene.menu.rows[scene.menu.focus].label != "Language":
        T.press_key(app, "down")
    T.press_key(app, "right")
    assert i18n.language() == "ja"
    assert settings.load()[0].language == "ja"
    assert scene.menu.rows[scene.menu.focus].label == "言語"  # the screen is redrawn in Japanese at once
    assert scene.tabs.labels[0] == "全般"
    assert app.stack.top.prompts()[-1] == ("cancel", "戻る")


def test_a_damaged_settings_file_is_told_in_the_language_it_chose(_user_data_dir):
    """The notice is made while the settings that choose the language are read, and shown in that language."""
    from game.scenes.title import opening

    _user_data_dir.mkdir(parents=True, exist_ok=True)
    (_user_data_dir / settings.FILE_NAME).write_text('{"version": 1, "language": "ja", "scale": "huge"}')
    app = App(headless=True, start=opening)
    message = app.stack.top
    assert i18n.language() == "ja"
    assert message.title == "設定を修復しました"
    assert message.lines[0].startswith("settings.json：scale が \"huge\" でした。")  # file and field literally
    assert app.settings_error.startswith("settings.json: scale was \"huge\"")  # as it was made, for the log


def test_the_window_title_follows_a_language_switch(monkeypatch):
    """The window's title bar is the system's, so it is set again when the language changes."""

    app = App(headless=True, opener=T.FakePads(), start=SettingsScene)
    titles: list[str] = []

    class Window:  # a window's title, which the headless display lacks
        title = property(lambda self: titles[-1], lambda self, text: titles.append(text))

    monkeypatch.setattr(app.display, "_window", Window())
    scene = app.stack.top
    while scene.menu.rows[scene.menu.focus].label != "Language":
        T.press_key(app, "down")
    T.press_key(app, "right")
    assert titles == ["大富豪アーケード"]
