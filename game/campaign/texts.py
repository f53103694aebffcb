"""Owns a level file's texts in each language: a name, an intro or a rival's name given once or per language.

A text field of a level file is either a plain string, shown in every
language, or a table of strings by language code (``game.i18n.LANGUAGES``)::

    name = { en = "Corner Cafe", ja = "街角カフェ" }
    intro.en = \"\"\"Welcome to the road! ...\"\"\"
    intro.ja = \"\"\"ようこそ！...\"\"\"

(TOML's inline table and its dotted keys are the same table.) The texts stay in
the level file, beside the rules they teach, so a custom level is one file to
copy and a translation cannot drift away from the table it describes. A text is
shown in the language in force, else in English, else in the first language
the file gives: a custom level written in one language only plays in that one.

The words the screens show about any level (its preset, a rival's strength)
are the game's own and go through the catalog (``PRESET_NAMES``,
``STRENGTH_WORDS``, translated where drawn).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from game import i18n
from game.i18n import N_, _
from game.quoting import field_name, quote

FALLBACK = "en"
ANY = ""  # the language of a plain string: it serves every language
PRESET_NAMES = {"classic": N_("Classic"), "jda": N_("JDA"), "president": N_("President"), "casual": N_("Casual"),
                "uecda": N_("UECda")}
STRENGTH_WORDS = {"beginner": N_("beginner"), "medium": N_("medium"), "advanced": N_("advanced")}


@dataclass(frozen=True)
class Text:
    """One text of a level in the languages its file gives, file order kept."""

    forms: tuple[tuple[str, str], ...]  # (language code, text); never empty

    def get(self, lang: str) -> str:
        """The text in ``lang``, else in English, else in the first language given."""
        given = dict(self.forms)
        return given.get(lang) or given.get(FALLBACK) or self.forms[0][1]

    def __str__(self) -> str:
        return self.get(i18n.language())

    @property
    def languages(self) -> tuple[str, ...]:
        """The codes given ("" for a plain string)."""
        return tuple(code for code, _text in self.forms)


def parse_text(value: Any, key: str, err: Callable[[str, str], Exception], limit: int) -> Text:
    """A level file's text field as a ``Text``; ``err(key, expected)`` names the field that is wrong."""
    if isinstance(value, str):
        return Text(((ANY, _one(value, key, err, limit)),))
    if not isinstance(value, dict) or not value:
        shown = _("nothing") if value is None else quote(value)
        raise err(key, _("text, or a table of texts by language ({languages}), got {value}").format(
            languages=", ".join(i18n.LANGUAGES), value=shown))
    forms = []
    for code, text in value.items():
        if code not in i18n.LANGUAGES:
            raise err(f"{key}.{field_name(code)}", _("a language code (one of {languages})").format(
                languages=", ".join(i18n.LANGUAGES)))
        if not isinstance(text, str):
            raise err(f"{key}.{code}", _("text, got {value}").format(value=quote(text)))
        forms.append((code, _one(text, f"{key}.{code}", err, limit)))
    return Text(tuple(forms))


def _one(text: str, key: str, err: Callable[[str, str], Exception], limit: int) -> str:
    if not text.strip():
        raise err(key, _("text, got {value}").format(value=quote(text)))
    if len(text) > limit:
        raise err(key, _("at most {limit} characters, got {count}").format(limit=limit, count=len(text)))
    return text.strip()
