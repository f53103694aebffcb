"""Owns the player's language and the message catalogs every on-screen string goes through.

The catalogs are gettext's: the English text in the code is the message id
(so English needs no catalog), and ``assets/locale/ja/LC_MESSAGES/daifugo.po``
holds the Japanese. The game reads only the compiled ``daifugo.mo`` beside it,
with the standard library's ``gettext``; ``tools/catalogs.py`` (Babel, a
developer dependency) extracts the ids from the code, updates the ``.po`` and
compiles the ``.mo``, which is committed so a fresh checkout, an editable
install and the frozen build all run with no build step. A test fails when the
``.mo`` is stale or any id lacks its Japanese.

Use ``_("...")`` for a sentence, ``ngettext(one, many, n)`` where a count is in
it (Japanese has one plural form, English two, from each catalog's
Plural-Forms), ``pgettext(context, "...")`` where one English word needs two
translations, ``N_("...")`` to mark a string kept in a constant and translated
where it is drawn, and ``ordinal(n)`` for ranks. Placeholders are named
(``"{name} passes"``) because word order differs between the languages.
The language changes live: call these when drawing, not at import.
"""
from __future__ import annotations

import gettext
import locale
import logging
import os
import struct
from dataclasses import dataclass

from game import paths

log = logging.getLogger(__name__)

DOMAIN = "daifugo"
# Each language named in itself, as the Settings row and --lang show it.
LANGUAGES: dict[str, str] = {"en": "English", "ja": "日本語"}


@dataclass(frozen=True)
class _Active:
    code: str
    catalog: gettext.NullTranslations


_ENGLISH = _Active("en", gettext.NullTranslations())
_active = _ENGLISH


def locale_dir() -> str:
    return str(paths.asset("locale"))


def system_language() -> str:
    """"ja" when the system's locale is Japanese, else "en".

    Reads the variables gettext reads (LANGUAGE, LC_ALL, LC_MESSAGES, LANG),
    then the process locale, which is where Windows and macOS builds find it.
    """
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(name)
        if value:
            return _code_of(value.split(":")[0])
    try:
        current = locale.getlocale()[0]
    except ValueError:
        current = None
    return _code_of(current or "")


def _code_of(name: str) -> str:
    """The game's language for a locale name: "ja_JP.UTF-8", "ja" and Windows' "Japanese_Japan" are Japanese."""
    return "ja" if name.lower().startswith(("ja", "japanese")) else "en"


def set_language(code: str) -> None:
    """Make `code` ("en" or "ja") the language of every string drawn from now on.

    A missing or damaged catalog is logged and English is used: an unreadable
    translation must not stop the game.
    """
    global _active
    if code not in LANGUAGES:
        raise ValueError(f"unknown language {code!r}, expected one of {', '.join(LANGUAGES)}")
    if code == "en":
        _active = _ENGLISH
        return
    try:
        with open(os.path.join(locale_dir(), code, "LC_MESSAGES", f"{DOMAIN}.mo"), "rb") as fp:
            catalog = gettext.GNUTranslations(fp)
    except (OSError, ValueError, LookupError, struct.error) as exc:  # a bad .mo: OSError, short: struct.error
        log.warning("the %s catalog cannot be read, English is used: %s", LANGUAGES[code], exc)
        _active = _ENGLISH
        return
    _active = _Active(code, catalog)


def language() -> str:
    """The code of the language in force."""
    return _active.code


def _(message: str) -> str:
    """`message` in the language in force."""
    return _active.catalog.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of a counted message that `n` takes in the language in force (format `n` in yourself)."""
    return _active.catalog.ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """`message` as meant in `context` ("menu", "rank", ...), for words with two meanings."""
    return _active.catalog.pgettext(context, message)


def N_(message: str) -> str:
    """Mark `message` for the catalog without translating it (it is translated where it is drawn)."""
    return message


def ordinal(n: int) -> str:
    """A rank: "1st", "2nd", "3rd", "4th", "11th" in English; "1位" in Japanese."""
    if n % 100 in (11, 12, 13) or n % 10 not in (1, 2, 3):
        return _("{n}th").format(n=n)
    return {1: _("{n}st"), 2: _("{n}nd"), 3: _("{n}rd")}[n % 10].format(n=n)
