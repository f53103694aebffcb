"""Helpers for scene tests: find English words in the text a frame drew (see the ``drawn`` fixture)."""
from __future__ import annotations

import re
from collections.abc import Iterable

from game.app.input import KEY_LABELS, PAD_LABELS
from game.app.settings import DEFAULT_KEYS, DEFAULT_PAD

# Key caps and pad buttons are printed on the hardware in Latin letters in Japan too, so they may show
# as they are: the prompt bar's caps, the rebinding lists' key names, the controller test's buttons.
HARDWARE_LABELS = frozenset(
    set(KEY_LABELS.values()) | set(PAD_LABELS.values())
    | {name.upper() for names in (*DEFAULT_KEYS.values(), *DEFAULT_PAD.values()) for name in names}
    | {"BK", "ST", "LB", "RB", "DN", "LF", "RT", "LEFTX", "LEFTY", "RIGHTX", "RIGHTY", "LEFTTR", "RIGHTT"}
)
# Names that stay in Latin letters in Japanese too: the Japan Daifugo Association and the UEC contest.
PROPER_NAMES = frozenset({"JDA", "UECda"})
WORD = re.compile(r"[A-Za-z][A-Za-z']+")
# A damaged file's notice names the file, the field and the value it held literally, as the file spells
# them ("settings.json", "keys.up", 'nosuch0', and its format, JSON): the file's words, not English to translate.
FILE_LITERAL = re.compile(r"\bJSON\b|\bUTF-8\b|'[^']*'|[\w.-]+\.(?:json|bak|log)[\w.-]*|\b(?:keys|pad)\.\w+")


def english_words(texts: Iterable[str], allowed: Iterable[str] = ()) -> list[str]:
    """Words of two or more Latin letters in `texts` that are neither hardware labels, nor a file's
    literal names (`FILE_LITERAL`), nor `allowed`."""
    ok = HARDWARE_LABELS | PROPER_NAMES | set(allowed)
    return sorted({word for text in texts for word in WORD.findall(FILE_LITERAL.sub(" ", text)) if word not in ok})
