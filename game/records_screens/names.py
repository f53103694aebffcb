"""Owns how a records key (who a seat is counted as: ``game.table.saving.recorder.counted_as``) is worded now.

A seat's name is shown in the language in force ("You" is あなた in Japanese,
a pooled bot's name and a campaign rival's are translated), so records keyed by
the name counted one rival twice after a change of language (Kiri and キリ).
A seat is counted under its face instead (``SeatConfig.portrait``: the English
key the setup and the level files give it), unless it is a human whose name is
not its face's in any language (a match set up in one language may end in
another): the campaign's player, whose face is always "You" whatever name they
typed. A typed name is its own face, so it counts as typed.
"""
from __future__ import annotations

from collections.abc import Mapping

from game.table.wording.rules_text import BOT_NAMES, HUMAN_NAMES, seat_name


def shown(key: str, rivals: Mapping[str, str]) -> str:
    """A records key in the language in force: a campaign rival's name (``rivals``, by face), a pooled name
    translated (``seat_name``), a typed name as typed."""
    if key in HUMAN_NAMES or key in BOT_NAMES:
        return seat_name(key)  # a pooled face keeps its pooled name, whatever a custom level calls its own
    return rivals.get(key) or key


def campaign_rivals() -> dict[str, str]:
    """Every campaign rival's name in the language in force, by face (shipped and custom levels; a broken
    file adds none). Read again only when the language or a level file changed: the Records screen asks
    each time it opens."""
    from game.campaign.road import Road, custom_files, shipped_files  # read only for the Records screen
    from game.i18n import language

    try:
        stamp = (language(),) + tuple((str(p), p.stat().st_mtime_ns)
                                      for p in shipped_files() + custom_files())
    except OSError:  # a file gone while looked at: read them again next time
        stamp = ()
    if not stamp or _rivals[0] != stamp:
        names: dict[str, str] = {}
        for o in (o for e in Road.load().entries if e.level for o in e.level.opponents):
            names.setdefault(o.portrait, o.name)  # the shipped levels come first: a custom file never renames theirs
        _rivals[:] = [stamp, names]
    return dict(_rivals[1])


_rivals: list = [(), {}]  # what the names were read from (the language, each level file's time), the names
