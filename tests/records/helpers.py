"""Shared helpers for the records tests: a match played through a Session, every seat by a bot."""
from __future__ import annotations

from game import writer
from game.engine import Rules
from game.records_screens.shots import autoplay
from game.table.match.seating import SeatConfig
from game.table.match.session import Session
from game.table.saving.recorder import Recorder

NAMES = ("You", "Aki", "Ben", "Chie", "Dai", "Emi")


def session(rules: Rules | None = None, seed: int = 7, seats: int = 4, humans: int = 1, mode: str = "quick",
            record: bool = True) -> Session:
    rules = rules or Rules.preset("classic").replace(rounds=3, target_points=0)
    cfg = [SeatConfig("human" if i < humans else "beginner", NAMES[i], NAMES[i]) for i in range(seats)]
    s = Session(rules.replace(seats=seats), cfg, seed, mode)
    if record:
        s.subscribe(Recorder())
    return s


def play(s: Session, moves: int | None = None) -> Session:
    """Play on with beginner bots deciding for every seat (humans too), ``moves`` moves or to the end,
    and let the history writer finish (a test then reads or damages the files on disk)."""
    autoplay(s, moves)
    writer.settle()
    return s
