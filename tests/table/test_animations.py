"""The effect table: every event type the table animates has one entry, and the animator starts each
effect once (its length scaled, its sound played) and ends it once, also when flushed mid-way."""
import pygame

from game.engine import ClearReason
from game.engine import events as ev
from game.table.view import board
from game.table.view.animations import EFFECTS, Effect, effects_for
from game.table.view.animator import Animator


class Counts:
    def __init__(self):
        self.scaled, self.sounds, self.ended = [], [], []

    def effect(self, name):
        return Effect(name, 5, name, f"sound-{name}", finish=lambda _shown: self.ended.append(name))


def animator(counts):
    def scale(ticks):
        counts.scaled.append(ticks)  # called once, when an effect starts
        return ticks

    return Animator(scale)


def test_each_effect_starts_once_and_ends_once():
    counts = Counts()
    a = animator(counts)
    a.push([counts.effect(n) for n in ("a", "b", "c")])
    while not a.idle:
        a.update(counts.sounds.append)
    assert counts.sounds == ["sound-a", "sound-b", "sound-c"]
    assert len(counts.scaled) == 3 and counts.ended == ["a", "b", "c"]


def test_a_flush_ends_the_running_effect_without_starting_it_again():
    counts = Counts()
    a = animator(counts)
    a.push([counts.effect(n) for n in ("a", "b", "c")])
    a.update(counts.sounds.append)  # "a" starts and runs
    a.flush()
    assert a.idle
    assert counts.sounds == ["sound-a"] and len(counts.scaled) == 1  # nothing started twice, or silently
    assert counts.ended == ["a", "b", "c"]  # every effect still leaves the table as it ends
    a.flush()
    assert counts.ended == ["a", "b", "c"]


class Table:
    """The table protocol effects read: names, seat boxes, titles."""

    viewer = 0

    def name(self, seat):
        return f"P{seat}"

    def box(self, seat):
        return pygame.Rect(seat * 40, 0, 30, 30)

    def title_of(self, seat, place):
        return "Commoner"


def test_every_part_of_every_look_has_a_drawing():
    """Each effect's look names parts that board draws (or that act on the whole frame), and no
    event type is animated in two places: EFFECTS is the only dispatch."""
    frame_parts = {"sweep", "flash", "shake"}
    events = [ev.RevolutionLanded(True, True), ev.TableCleared(ClearReason.PASSES, ()), ev.EightCut(1),
              ev.SuitLocked(("S",)), ev.JackBack(1, True, True), ev.RevolutionCancelled(1), ev.Passed(1),
              ev.WentOut(1, 1), ev.Fouled(1, ("2",)), ev.RevolutionPending(1), ev.SpadeThreeCounter(1),
              ev.LeadTo(1)]
    assert {type(e) for e in events} <= set(EFFECTS)
    seen = set()
    for fx in (fx for e in events for fx in effects_for(e, Table(), lambda a, b: True)):
        seen.update(fx.parts)
        for part in fx.parts:
            assert part in board.PARTS or part in frame_parts, f"{fx.kind}: no drawing for {part!r}"
    assert frame_parts <= seen and set(board.PARTS) - {"flight"} <= seen
