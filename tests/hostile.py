"""Fuzzing helpers for the player's files, written once: the values a hostile file may hold anywhere, and one
value of a real file's tree replaced by one of them (hypothesis draws where and what)."""
from __future__ import annotations

from typing import Any

from hypothesis import strategies as st

# Leaves a hostile disk may hold: the JSON kinds at their edges, numbers of hundreds of digits, text with a
# NUL, an escape, a right-to-left override or a lone surrogate, and values of a real file's own kinds.
ODD = [10 ** 400, -(10 ** 300), 2 ** 64, -1, 0, 1e308, -0.0, "", " ", "\u0000", "A\u202eB", "\x1b[2J", "\ud800",
       "ACDE", "x" * 5000]
LEAVES = (st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=80)
          | st.sampled_from(ODD))
VALUES = st.recursive(LEAVES, lambda inner: st.lists(inner, max_size=4)
                      | st.dictionaries(st.text(max_size=8), inner, max_size=4), max_leaves=12)


def replace_one(data: Any, draw, values: st.SearchStrategy = VALUES) -> list:
    """Replace one value somewhere in ``data`` (a parsed file, changed in place) with one drawn from ``values``;
    the path."""
    node, path = data, []
    while True:
        keys = list(node) if isinstance(node, dict) else list(range(len(node)))
        key = draw(st.sampled_from(keys))
        path.append(key)
        inner = node[key]
        if isinstance(inner, (dict, list)) and inner and draw(st.booleans()):
            node = inner
            continue
        node[key] = draw(values)
        return path


def _nested(depth: int) -> Any:
    value: Any = 10 ** 400
    for _ in range(depth):
        value = [value]
    return value


# Values too big to repeat in a message: long lists of 400-digit numbers, a number nested hundreds deep, long
# text of control and format characters (an escape, a right-to-left override, a lone surrogate), tables of them.
_TEXT = st.text(st.sampled_from(["\u0000", "\x1b", "\u202e", "\u200b", "\ud800", "\n", "x", "9", " "]),
                min_size=200, max_size=3000)
_HUGE_NUMBER = st.sampled_from([10 ** 400, -(10 ** 399), 10 ** 4299])
_NUMBERS = _HUGE_NUMBER | st.lists(_HUGE_NUMBER, min_size=2, max_size=60)
HUGE = st.recursive(_NUMBERS | _TEXT | st.integers(50, 400).map(_nested),
                    lambda inner: st.lists(inner, min_size=1, max_size=3)
                    | st.dictionaries(_TEXT, inner, min_size=1, max_size=2), max_leaves=4)
