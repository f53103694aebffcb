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

A message made before its language is known (a damaged file's notice is made
while the settings that choose the language are read) is a ``later(...)``
(or ``nlater(...)``): it holds the English id and its parameters and is worded
when ``str()`` is called on it, in the language in force then. Parameters may
be ``later`` messages themselves, and ``sentences(...)`` and ``series(...)`` join
parts the way each language joins sentences and lists ("a, b and c", "a、b、c").

Every catalog string must fit the box it is drawn in at 1x, in both languages:
see ``game.gfx.fit``. In short: draw text into a fixed space through
``fit.into(text, BOX)`` with a ``BOX = fit.box("name", width, lines)``, list the
``N_`` constants a box holds with ``fit.box(..., holds=[...])``, and tag a string
the screenshot tour does not reach with ``# TRANSLATORS: box=name`` on the line
above it; tests/gfx/test_fit.py fails on any string that overflows or that no
tag, no ``holds`` and no drawing in the tour accounts for.
"""
from __future__ import annotations

import functools
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
    catalog = _catalog(code)
    _active = _ENGLISH if catalog is None else _Active(code, catalog)


def _catalog(code: str) -> gettext.NullTranslations | None:
    """The compiled catalog of ``code``; None for English, or when it cannot be read (logged)."""
    if code == "en":
        return None
    try:
        with open(os.path.join(locale_dir(), code, "LC_MESSAGES", f"{DOMAIN}.mo"), "rb") as fp:
            return gettext.GNUTranslations(fp)
    except (OSError, ValueError, LookupError, struct.error) as exc:  # a bad .mo: OSError, short: struct.error
        log.warning("the %s catalog cannot be read, English is used: %s", LANGUAGES[code], exc)
        return None


@functools.lru_cache(maxsize=256)
def in_every_language(message: str) -> frozenset[str]:
    """``message`` as each language says it: a default name shown translated may have been set in any."""
    found = {message}
    for code in LANGUAGES:
        catalog = _catalog(code)
        if catalog is not None:
            found.add(catalog.gettext(message))
    return frozenset(found)


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


class Later(str):
    """A message worded when it is shown: ``str()`` translates and fills it in the language in force.

    It is also the string it was when made, so code that treats it as text
    (joins, ``startswith``, logs) keeps working, with the wording of that moment.
    """

    message: str
    plural: str | None
    n: int
    params: dict[str, object]

    def __new__(cls, message: str, plural: str | None = None, n: int = 1,
                params: dict[str, object] | None = None) -> "Later":
        made = cls._word(message, plural, n, params or {})
        self = super().__new__(cls, made)
        self.message, self.plural, self.n, self.params = message, plural, n, params or {}
        return self

    @staticmethod
    def _word(message: str, plural: str | None, n: int, params: dict[str, object]) -> str:
        text = _(message) if plural is None else ngettext(message, plural, n)
        return text.format(n=n, **{k: str(v) for k, v in params.items()})

    def __str__(self) -> str:
        return self._word(self.message, self.plural, self.n, self.params)

    def __repr__(self) -> str:
        return f"later({self.message!r}, {self.params!r})"


def later(message: str, /, **params: object) -> Later:
    """``message`` with its named ``params``, translated each time it is shown (see the module's docstring)."""
    return Later(message, params=params)


def nlater(singular: str, plural: str, n: int, /, **params: object) -> Later:
    """A counted ``later`` message: the form ``n`` takes when shown (``{n}`` is filled in)."""
    return Later(singular, plural, n, params)


class _Joined:
    def __init__(self, parts: tuple[object, ...], how: str) -> None:
        self.parts, self.how = parts, how

    def __str__(self) -> str:
        words = [text for text in (str(p).strip() for p in self.parts if p is not None) if text]
        if self.how == "sentences":
            return ("" if language() == "ja" else " ").join(words)
        if len(words) < 2:
            return "".join(words)
        # TRANSLATORS: the comma between the items of a list (、 in Japanese)
        head = pgettext("list", ", ").join(words[:-1])
        # TRANSLATORS: the last two items of a list: "keys.up, keys.down and keys.left"
        return _("{items} and {last}").format(items=head, last=words[-1])


def sentences(*parts: object) -> _Joined:
    """Sentences one after another (a space between them in English, none in Japanese); None and "" are left out."""
    return _Joined(parts, "sentences")


def series(items: list[object]) -> _Joined:
    """A list in words: "a, b and c" in English, "a、b、c" in Japanese."""
    return _Joined(tuple(items), "series")


def ordinal(n: int) -> str:
    """A rank: "1st", "2nd", "3rd", "4th", "11th" in English; "1位" in Japanese."""
    if n % 100 in (11, 12, 13) or n % 10 not in (1, 2, 3):
        return _("{n}th").format(n=n)
    return {1: _("{n}st"), 2: _("{n}nd"), 3: _("{n}rd")}[n % 10].format(n=n)
