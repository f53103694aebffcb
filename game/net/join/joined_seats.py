"""Owns the seats of a joined table as this screen shows them: who each is called and whose face each has.

The host sends the seats' names as its own table shows them; a seat at it
shows the same table from another chair. So this player's seat is "You", as
at home, and the host's own seat, when the host kept the name You, is called
"Host" here, with one face for it in every language. ``ClientSession`` builds
its seats from these when a match opens and again when a latecomer takes a
bot's seat; they live apart from it because how the seats are named is not
how the host's messages are followed.
"""
from __future__ import annotations

from game.i18n import _
from game.table.match.seating import SeatConfig
from game.table.wording.words import YOU

HOST_FACE = "Host"  # the host who kept the name You: one face, whatever language this game is in


def seated(viewer: int, names: list[str]) -> list[SeatConfig]:
    """This seat is "You", as at home; the others as the host names them, each face drawn from its name."""
    return [SeatConfig("human", YOU, YOU) if i == viewer else SeatConfig("medium", _other(name), _face(name))
            for i, name in enumerate(names)]


def _face(name: str) -> str:
    """The name another seat's face is drawn from: the host's is the same in every language."""
    return HOST_FACE if name in (YOU, _(YOU)) else name


def _other(name: str) -> str:
    """Another seat's name as the host showed it; the host's own "You" is the host here."""
    # TRANSLATORS: box=lobby seat; the player hosting the table, when they kept the name You.
    return _("Host") if name in (YOU, _(YOU)) else name
