"""Owns the numbers of the rules in words: how many cards the tax takes and what each title scores,
as the rules in force set them, for How to Play (at the table: the table's rules).

A help page that quotes a number of its own goes wrong the moment a preset or a
switch differs (the Classic preset scores nothing below Rich, and at four seats
its tax swaps one card), so these pages ask the engine's ``Rules`` instead, and
say which rules and how many players they describe.
"""
from __future__ import annotations

from game.engine import Rules
from game.engine.titles import titles_for
from game.i18n import _, ngettext, ordinal
from game.records.stats import preset_of
from game.table.wording.rules_text import preset_text
from game.table.wording.words import title


def _shown(rules: Rules | None) -> Rules:
    return rules if rules is not None else Rules.preset("classic")


def described(rules: Rules | None) -> str:
    """Which rules a page's numbers come from: "classic rules, 4 players" or "this table, 5 players"."""
    shown = _shown(rules)
    preset = preset_of(shown)  # seats, match length and timer aside, as the records count presets
    if rules is not None and preset == "custom":
        # TRANSLATORS: box=howto box line
        return _("this table, {n} players").format(n=shown.seats)
    # TRANSLATORS: box=howto box line; {preset} is a preset's short name (classic, jda...)
    return _("{preset} rules, {n} players").format(preset=preset_text(preset), n=shown.seats)


def tax_cards(rules: Rules | None) -> int:
    """How many cards the Beggar pays the Millionaire under these rules (the Classic preset's without)."""
    shown = _shown(rules)
    return shown.tax_count(shown.seats)


def tax_text(rules: Rules | None) -> str:
    """The tax as these rules take it: how many cards the Beggar (and the Poor) pay, and what comes back."""
    shown = _shown(rules)
    n = tax_cards(rules)
    # TRANSLATORS: box=howto text
    head = _("Finish first to be Millionaire, last to be Beggar.")
    if n == 0:
        # TRANSLATORS: box=howto text
        return _("{head} At this table there is no tax. ({rules})").format(head=head, rules=described(rules))
    if shown.tax_return == "choose":
        # TRANSLATORS: box=howto text
        tax = ngettext("Next hand the Beggar hands their best card to the Millionaire, who returns one of "
                       "their choice.", "Next hand the Beggar hands their {n} best cards to the Millionaire, "
                       "who returns as many of their choice.", n).format(n=n)
    else:
        # TRANSLATORS: box=howto text
        tax = ngettext("Next hand the Beggar hands their best card to the Millionaire, who returns their "
                       "worst.", "Next hand the Beggar hands their {n} best cards to the Millionaire, who "
                       "returns as many of their worst.", n).format(n=n)
    poor = ""
    if "Poor" in titles_for(shown.seats):
        # TRANSLATORS: box=howto text
        poor = (ngettext("The Poor and the Rich swap {n} card.", "The Poor and the Rich swap {n} cards.", n - 1)
                .format(n=n - 1) if n > 1 else _("The Poor and the Rich swap nothing."))
    return " ".join(part for part in (head, tax, poor, f"({described(rules)})") if part)


def scoring_box(rules: Rules | None) -> list[str]:
    """The scoring page's table: each finishing place's title and points, then which rules they are."""
    shown = _shown(rules)
    # TRANSLATORS: box=howto box row; the scoring table's heads, left|right
    lines = [_("TITLE|POINTS")]
    for place, name in enumerate(titles_for(shown.seats)):
        points = shown.points_for(place, name)
        lines.append(f"{ordinal(place + 1)} {title(name)}|{points:+d}" if points else f"{ordinal(place + 1)} {title(name)}|0")
    return lines + ["", described(rules)]
