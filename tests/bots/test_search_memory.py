"""The search makes no reference cycles, so the bot processes may freeze their caches
(``worker.keep_caches``) without keeping garbage alive."""
from __future__ import annotations

import gc

from collections.abc import Callable

from game.bench.search import positions
from game.bots import make_bot
from game.bots.endgame import solvable, solve
from game.engine import Hand, Rules


def cyclic_garbage(work: Callable[[], None]) -> list[str]:
    """The types of the objects ``work`` left for the cyclic collector."""
    gc.collect()
    flags = gc.get_debug()
    gc.set_debug(gc.DEBUG_SAVEALL)
    try:
        work()
        gc.collect()
        return [type(o).__qualname__ for o in gc.garbage]
    finally:
        gc.set_debug(flags)
        gc.garbage.clear()


def test_searching_leaves_no_cyclic_garbage():
    views = positions("classic", 12, seed=5) + positions("uecda", 6, seed=3)
    bot = make_bot("advanced:budget=1500")
    assert cyclic_garbage(lambda: [bot.choose(view) for view in views]) == []


def test_an_exact_endgame_solve_leaves_no_cyclic_garbage():
    h = Hand.setup(Rules.preset("classic"), ["4H 9C 5D", "KD 6S 7S", "2S"], leader=2)
    h.apply("2S")  # seat 2 is out: two seats and six cards left
    assert solvable(h, 0)
    found = []
    assert cyclic_garbage(lambda: found.append(solve(h, 0, {}))) == []
    assert found[0][0] == 2  # the kings' seat goes out first whatever seat 0 plays


def test_the_game_process_never_freezes(monkeypatch):
    from game.bots import worker

    frozen = []
    monkeypatch.setattr(worker.gc, "freeze", lambda: frozen.append(True))
    worker.keep_caches()  # this test runs in the main process, like the game
    assert frozen == []
