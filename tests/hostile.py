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


def replace_one(data: Any, draw) -> list:
    """Replace one value somewhere in ``data`` (a parsed file, changed in place) with a drawn one; the path."""
    node, path = data, []
    while True:
        keys = list(node) if isinstance(node, dict) else list(range(len(node)))
        key = draw(st.sampled_from(keys))
        path.append(key)
        inner = node[key]
        if isinstance(inner, (dict, list)) and inner and draw(st.booleans()):
            node = inner
            continue
        node[key] = draw(VALUES)
        return path
