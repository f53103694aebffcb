"""The catalogs: every message the code marks is translated in every language, and the committed .mo is current."""
import re
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))
import catalogs  # noqa: E402  (tools/catalogs.py: the same extraction the developers run)

from game.gfx import jglyphs  # noqa: E402
from game.gfx.glyphs import GLYPHS  # noqa: E402

PLACEHOLDER = re.compile(r"\{(\w*)[^{}]*\}")


@pytest.fixture(scope="module")
def template():
    return catalogs.extract()


@pytest.fixture(scope="module", params=catalogs.LANGUAGES)
def catalog(request):
    return catalogs.read(request.param)


def _strings(message):
    return list(message.string) if isinstance(message.string, tuple) else [message.string]


def _ids(message):
    return list(message.id) if isinstance(message.id, tuple) else [message.id]


def test_the_code_marks_messages(template):
    assert len([m for m in template if m.id]) >= 50


def test_every_message_of_the_code_is_translated(template, catalog):
    untranslated = [m.id for m in template if m.id and not all(_strings(catalog.get(m.id, m.context) or m))]
    assert untranslated == [], f"run tools/catalogs.py and translate these in {catalog.locale}: {untranslated}"


def test_no_translation_is_fuzzy_or_unused(template, catalog):
    used = {(m.id, m.context) for m in template if m.id}
    assert [m.id for m in catalog if m.id and m.fuzzy] == []
    assert [m.id for m in catalog if m.id and (m.id, m.context) not in used] == []


def test_the_committed_mo_is_compiled_from_the_po(catalog):
    mo = catalogs.po_path(str(catalog.locale)).with_suffix(".mo")
    assert mo.read_bytes() == catalogs.mo_bytes(catalog), "the .mo is stale: run tools/catalogs.py"


def test_translations_keep_every_placeholder(catalog):
    for m in catalog:
        if not m.id:
            continue
        wanted = {name for text in _ids(m) for name in PLACEHOLDER.findall(text)}
        for text in _strings(m):
            assert set(PLACEHOLDER.findall(text)) == wanted, m.id


def test_every_translated_character_has_a_glyph(catalog):
    sheet = jglyphs.sheet()
    text = "".join(s for m in catalog if m.id for s in _strings(m))
    # "\n" is no glyph: the wrapping starts a new line there (game.gfx.layout.wrap)
    missing = sorted({ch for ch in text if ch not in GLYPHS and ch not in sheet and ch != "\n"})
    assert missing == [], "run tools/gen_font.py to add these to the glyph sheet"
