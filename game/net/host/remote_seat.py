"""Owns the controller of a seat played from a friend's device: the network's own kind of player.

A friend decides on their phone (or a joined computer). Their moves come in
over the network and reach the session through their seat's feed
(``Feed.submit``, called by ``host.NetRoom`` on the session's thread), which
checks each with the engine before the session plays it on its next tick; so
this controller never has a move of its own to give. What it answers is what
happens without the friend's input: a pass while one of their pass switches
says so. A person decides, so the turn timer and the stand-in apply as at
the desktop; they are not at this device, so their cards are never drawn here.
"""
from __future__ import annotations

from game.table.match.controllers import Person


class Remote(Person):
    """A friend on another device (see the module docstring): a person, with the same pass switches as
    one at this device, who is not here."""

    here = False
