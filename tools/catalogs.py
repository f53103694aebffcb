"""Extract the game's messages, update each language's .po and compile its .mo (gettext, with Babel).

Usage: python tools/catalogs.py          (needs Babel: pip install -e ".[test]")

1. Every ``_()``, ``ngettext()``, ``pgettext()``, ``N_()``, ``N_plural()``, ``later()`` and
   ``nlater()`` under ``game/`` is extracted, with the ``# TRANSLATORS:`` comment above it, into
   ``assets/locale/daifugo.pot``.
2. Each ``assets/locale/<lang>/LC_MESSAGES/daifugo.po`` is updated from it: new
   messages arrive untranslated, changed ones are marked fuzzy, unused ones go.
3. Each ``.po`` is compiled to the ``daifugo.mo`` beside it, which the game
   reads with the standard library's ``gettext`` and which is committed, so
   the game needs no build step (the test suite fails on a stale ``.mo``).

Then translate the empty or fuzzy entries in the ``.po`` (a text editor or
any PO editor) and run this again to compile them. Dates in the headers are
fixed and line numbers left out, so a rerun on unchanged code rewrites
identical files and edits elsewhere in a module do not touch the catalogs; entries are
sorted by file, so each module's messages stay together for translators and merges.
"""
from __future__ import annotations

import io
import sys
from datetime import datetime, timezone
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parents[1]
LOCALE = ROOT / "assets" / "locale"
DOMAIN = "daifugo"
LANGUAGES = ("ja",)  # English is the message ids themselves
# gettext's own names, game.i18n's messages worded when shown: later(id, ...), nlater(one, many, n, ...),
# and the engine's own no-op markers (it imports nothing of game.i18n): N_(id), N_plural(one, many).
KEYWORDS = {**DEFAULT_KEYWORDS, "later": None, "nlater": (1, 2), "N_plural": (1, 2)}
FIXED_DATE = datetime(2026, 1, 1, tzinfo=timezone.utc)
HEADER = dict(project="Daifugo Arcade", version="1", copyright_holder="Daifugo Arcade", charset="utf-8",
              creation_date=FIXED_DATE, revision_date=FIXED_DATE, fuzzy=False,
              msgid_bugs_address="the project's issue tracker", last_translator="Daifugo Arcade",
              language_team="Daifugo Arcade",
              header_comment="# The game's messages (made by tools/catalogs.py; translate the msgstr lines).\n#")


def extract() -> Catalog:
    """The template: every message the code under game/ marks, with its translator comments."""
    template = Catalog(**HEADER)
    for filename, lineno, message, comments, context in extract_from_dir(
        str(ROOT / "game"), method_map=[("**.py", "python")], keywords=KEYWORDS,
        comment_tags=("TRANSLATORS:",), strip_comment_tags=True,
    ):
        template.add(message, None, [(f"game/{filename}", None)], auto_comments=comments, context=context)
    return template


def po_path(lang: str) -> Path:
    return LOCALE / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


def read(lang: str) -> Catalog:
    """The language's catalog as it is on disk (a new, empty one if there is none yet)."""
    path = po_path(lang)
    if not path.exists():
        return Catalog(locale=lang, **HEADER)
    with path.open("rb") as fp:
        return read_po(fp, locale=lang)


def po_bytes(catalog: Catalog) -> bytes:
    catalog.creation_date = catalog.revision_date = FIXED_DATE
    catalog.fuzzy = False  # the header: a fuzzy one would keep the .mo from declaring its plural forms
    out = io.BytesIO()
    write_po(out, catalog, width=100, include_lineno=False, ignore_obsolete=True, sort_by_file=True)
    return out.getvalue()


def mo_bytes(catalog: Catalog) -> bytes:
    out = io.BytesIO()
    write_mo(out, catalog, use_fuzzy=False)
    return out.getvalue()


def main() -> int:
    template = extract()
    LOCALE.mkdir(parents=True, exist_ok=True)
    (LOCALE / f"{DOMAIN}.pot").write_bytes(po_bytes(template))
    for lang in LANGUAGES:
        catalog = read(lang)
        catalog.update(template, update_header_comment=False)
        po = po_path(lang)
        po.parent.mkdir(parents=True, exist_ok=True)
        po.write_bytes(po_bytes(catalog))
        po.with_suffix(".mo").write_bytes(mo_bytes(read(lang)))
        messages = [m for m in catalog if m.id]
        todo = [m for m in messages if m.fuzzy or not all(m.string if isinstance(m.string, tuple) else [m.string])]
        print(f"{lang}: {len(messages)} messages, {len(todo)} to translate")
    return 0


if __name__ == "__main__":
    sys.exit(main())
