"""Owns building sessions: every table the game seats is made here, with the listeners it keeps.

A match played for real (Quick Match, Pass & Play, a campaign table, a
resumed save, a rematch) is autosaved after every change (``Autosave``) and
its finished hands recorded (``Recorder``); the caller adds its own listeners
(the campaign's result, a network room). A replay is watched: every seat plays
what was recorded and nothing is saved or counted. Nothing is copied from one
session to another by hand: a rematch is built from its table's seats,
rules, mode and listeners' kinds like the first match.
"""
from __future__ import annotations

import random
from typing import Iterable, Mapping, Sequence

from game.engine import Rules
from game.records.replay import Replay
from game.table.match.controllers import Controller, Replayed, Script
from game.table.match.seating import CampaignLink, FriendsLink, SeatConfig
from game.table.match.session import Listener, Session
from game.table.saving.autosave import Autosave
from game.table.saving.recorder import Recorder


def played(session: Session, listeners: Iterable[Listener] = (), saved: bool = True) -> Session:
    """``session`` kept as it is played: autosaved (when ``saved``), recorded, and told to ``listeners`` too."""
    if saved:
        session.subscribe(Autosave())
    session.subscribe(Recorder())
    for listener in listeners:
        session.subscribe(listener)
    return session


def new_match(rules: Rules, seats: Sequence[SeatConfig], seed: int, mode: str = "quick",
              campaign: CampaignLink | None = None, listeners: Iterable[Listener] = (),
              controllers: Mapping[int, Controller] | None = None, friends: FriendsLink | None = None) -> Session:
    """A fresh match, saved at once, so Continue works from its deal on. Seats decided elsewhere
    (``controllers``: friends on their own devices) make a table that is recorded but saved only with
    its ``friends`` link (the room and the seats' secrets), without which Continue could not seat them again."""
    saved = not controllers or friends is not None
    session = played(Session(rules, seats, seed, mode, campaign=campaign, controllers=dict(controllers or {}),
                             friends=friends), listeners, saved=saved)
    if saved:
        session.find(Autosave).write(session)
    return session


def rematch(session: Session) -> Session:
    """The same table again: made by a listener of the table that makes its own (a hosted table keeps
    its friends seated, ``Listener.rematch``), else ``again``."""
    made = session.listeners_rematch()
    return made if made is not None else again(session)


def again(session: Session, controllers: Mapping[int, Controller] | None = None,
          seed: int | None = None) -> Session:
    """The same seats, rules, mode and friends' link, decided by ``controllers`` (the seats' own when
    None), with ``seed`` (a hosted table's secret one), else a seed drawn from the last one."""
    if seed is None:
        seed = random.Random(session.seed).randrange(1 << 30)
    return new_match(session.rules, session.seats, seed, session.mode, controllers=controllers,
                     friends=session.friends)


def watched(replay: Replay) -> tuple[Session, Script]:
    """A table for watching ``replay``: every seat plays its recorded moves (read from the returned
    script), with its recorded name and face. The watched seat is the first human's; the other
    humans are shown as the bots a replay of theirs would be, so no "pass the device" screen hides
    a hand."""
    watcher = next((i for i, s in enumerate(replay.seats) if s.kind == "human"), 0)
    seats = [SeatConfig("human" if i == watcher else ("medium" if s.kind == "human" else s.kind),
                        s.name, s.face, s.style or "steady") for i, s in enumerate(replay.seats)]
    script = Script(replay.moves)
    recorded = Replayed(script)
    session = Session(replay.rules, seats, replay.seed, "pass" if replay.mode == "pass" else "quick",
                      controllers={i: recorded for i in range(len(seats))})
    return session, script
