"""A seed plus an input log replays the same frames: bot moves and hints land on a fixed tick,
however long their search (off the main thread) takes."""
import time

from game.app import testing as T


class Slow:
    """A bot whose search takes ``delay`` seconds of wall-clock time (same move)."""

    def __init__(self, bot, delay):
        self.bot, self.delay, self.name = bot, delay, bot.name

    def choose(self, view):
        time.sleep(self.delay)
        return self.bot.choose(view)


def run(table, delay, moves=10):
    """(tick, events) of the first ``moves`` moves; the human passes or leads by key and asks for hints."""
    app, scene = table(seed=11)
    s = scene.session
    for seat, bot in list(s.brains.bots.items()):
        s.brains.bots[seat] = Slow(bot, delay)
    log = []
    apply = s.apply

    def logged(move):
        events = apply(move)
        log.append((app.ticks, [repr(e) for e in events]))
        return events

    s.apply = logged
    asked = set()
    for _ in range(5000):
        if len(log) >= moves:
            return log
        if scene.my_turn and not scene.table.hinting:
            key = (s.match.number, len(s.match.hand.history))
            if key not in asked:  # a hint first, then the move
                asked.add(key)
                T.press_key(app, "h")
                log.append((app.ticks, ["hint asked"]))
                continue
            if scene.table.hinted or s.can_pass():
                log.append((app.ticks, [scene.table.message]))
            T.press_key(app, "c" if s.can_pass() else "z")
        else:
            app.step(1)  # no sleeping: a slow search must not change when anything lands
    raise AssertionError("the match stalled")


def test_same_seed_and_input_replay_the_same_ticks(table):
    quick = run(table, 0.0)
    slow = run(table, 0.15)
    assert slow == quick
