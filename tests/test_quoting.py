"""A value read from a file is quoted in a message as the file spells it, escaped and short, whatever it is."""
import re
import sys

import pytest

from game.quoting import field_name, quote


@pytest.mark.parametrize("value, quoted", [
    (False, "false"),
    (None, "null"),
    (["a", 1.5], '["a", 1.5]'),
    ({"b": 1, "a": 2}, '{"a": 2, "b": 1}'),
    ("A\u202eB\x1b", '"A\\u202eB\\u001b"'),  # a right-to-left override turns no message round
    ("\ud800", '"\\ud800"'),  # a lone surrogate breaks no drawing
    (10 ** 400, "100000000000... (401 digits)"),  # a long number said as one, never cut into a smaller one
    (-(10 ** 38), "-1" + "0" * 38),  # one that fits is whole
    ({1, 2}, "{1, 2}"),  # not a JSON value: as Python spells it
])
def test_a_value_is_quoted_as_the_file_spells_it(value, quoted):
    assert quote(value) == quoted


def test_a_long_value_is_cut_at_the_limit_and_never_inside_an_escape():
    assert quote([10 ** 400] * 2) == "[" + "1" + "0" * 35 + "..."
    assert len(quote("x" * 5000, limit=80)) == 80
    for head in range(30, 40):  # the escape falls across the cut at one of these
        text = quote("x" * head + "\u202e" * 20)
        assert text.endswith("...") and len(text) <= 40 and not re.search(r"\\u[0-9a-f]{0,3}$", text[:-3])


def test_a_value_too_deep_or_too_long_to_spell_is_still_named():
    deep: list = []
    for _ in range(sys.getrecursionlimit() * 2):
        deep = [deep]
    assert quote(deep) == "<list>"
    assert quote(10 ** 5000) == "a number of about 5,000 digits"  # past Python's limit of digits to spell


@pytest.mark.parametrize("key, named", [
    ("suit_lok", "suit_lok"),
    ("fr", "fr"),
    ("x" * 41, '"' + "x" * 36 + "..."),
    ("a b", '"a b"'),
    ("\x1b[2J", '"\\u001b[2J"'),
])
def test_a_key_names_its_field_as_is_when_plain_else_quoted(key, named):
    assert field_name(key) == named
