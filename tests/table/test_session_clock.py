"""The session runs a match on its own: controllers decide the seats, the clock waits a bot's delay and
holds for a late answer or a listener, listeners hear every change, and the autosave leaves the
caller's thread at once."""
import threading

from game import writer
from game.engine import Rules
from game.table.match.controllers import BotSeat, Person
from game.table.match.seating import SeatConfig
from game.table.match.session import BOT_DELAY, FAST_DELAY, Listener, Session
from game.table.saving import save
from game.table.saving.autosave import Autosave


def session(humans=1, seats=4, **rules):
    base = Rules.preset("classic").replace(seats=seats, rounds=2, target_points=0, **rules)
    cfg = [SeatConfig("human" if i < humans else "beginner", f"P{i}", f"P{i}") for i in range(seats)]
    return Session(base, cfg, seed=3)


class Gate:
    """A delayed controller whose answer is held back until ``open`` (a search running late)."""

    person = False
    here = False
    switches = None
    delayed = True
    timed = False

    def __init__(self):
        self.open = False
        self.asked = 0

    def prepare(self, seat, view):
        pass

    def answer(self, seat, view):
        self.asked += 1
        return view.legal[0] if self.open else None

    def drop(self):
        pass


class Log(Listener):
    def __init__(self):
        self.news = []

    def moved(self, s, events):
        self.news.append("moved")

    def dealt(self, s, events):
        self.news.append("dealt")

    def hand_ended(self, s):
        self.news.append("hand")

    def match_ended(self, s):
        self.news.append("match")


def test_a_whole_match_plays_headless_with_no_scene():
    s = session()
    s.set_standin(0, True)
    log = Log()
    s.subscribe(log)
    for _ in range(100_000):
        if s.match.is_over:
            break
        if s.match.between_hands:
            s.deal_next()
        elif not s.tick():
            s.brains.settle()  # a search under way: wait for it, as a headless run may
    assert s.match.is_over
    assert log.news.count("moved") == len(s.history.moves) - log.news.count("dealt")
    assert log.news.count("hand") == len(s.match.results) == 2 and log.news[-1] == "match"


def test_a_bot_move_lands_on_the_last_tick_of_its_delay_and_a_late_one_holds_the_clock():
    s = session(humans=1)
    gate = Gate()
    s = Session(s.rules, s.seats, seed=3, controllers={seat: gate for seat in (1, 2, 3)})
    s.set_standin(0, True)  # seat 0 plays through the stand-in: drive the test from a gated seat
    while s.to_act not in (1, 2, 3):
        s.brains.settle()
        s.tick()
    moves = len(s.history.moves)
    for _ in range(BOT_DELAY - 1):
        assert s.tick() == []
    assert gate.asked == 0  # not asked before its delay is over
    for _ in range(50):  # due, but the answer is late: the clock holds, nothing moves
        assert s.tick() == []
    assert gate.asked == 50 and len(s.history.moves) == moves
    gate.open = True
    assert s.tick() and len(s.history.moves) == moves + 1  # it lands on the first tick after it answers


def test_fast_forward_shortens_the_delay():
    s = session()
    gate = Gate()
    gate.open = True
    s = Session(s.rules, s.seats, seed=3, controllers={seat: gate for seat in (1, 2, 3)})
    s.set_standin(0, True)
    while s.to_act not in (1, 2, 3):
        s.brains.settle()
        s.tick()
    s.fast = True
    ticks = 1
    while not s.tick():
        ticks += 1
    assert ticks == FAST_DELAY


def test_a_listener_that_holds_stops_the_clock():
    class Busy(Listener):
        def holds(self, s):
            return True

    s = session()
    s.set_standin(0, True)
    s.subscribe(Busy())
    for _ in range(3 * BOT_DELAY):
        assert s.tick() == []
    assert s.history.moves == []


def test_the_turn_timer_moves_for_a_person_and_says_so():
    s = session(turn_timer=1)
    timed = []

    class Timer(Listener):
        def timed_out(self, session, seat):
            timed.append(seat)

    s.subscribe(Timer())
    for _ in range(100_000):
        if s.to_act == 0:
            break
        if not s.tick():
            s.brains.settle()
    events = []
    for _ in range(s.timer_ticks):
        events = s.tick()
    assert events and timed == [0]


def test_who_decides_is_the_controller_and_a_stand_in_replaces_it():
    s = session()
    assert isinstance(s.controller(0), Person) and isinstance(s.controller(1), BotSeat)
    s.set_standin(0, True)
    assert isinstance(s.controller(0), BotSeat) and not s.is_human(0)
    s.set_standin(0, False)
    assert isinstance(s.controller(0), Person) and s.is_human(0)


def test_auto_pass_is_the_persons_and_ends_at_the_clear():
    s = session()
    s.set_auto_pass(0, True)
    assert s.auto_pass == {0}
    s.set_auto_pass(1, True)  # a bot has no auto-pass
    assert s.auto_pass == {0}


def test_the_autosave_writes_on_the_background_writer(monkeypatch):
    threads = []
    real = save.write_data
    monkeypatch.setattr(save, "write_data", lambda *args: (threads.append(threading.current_thread()), real(*args)))
    s = session()
    s.subscribe(Autosave())
    s.set_standin(0, True)
    while len(s.history.moves) < 3:
        if not s.tick():
            s.brains.settle()
    writer.settle()
    assert threads and threading.current_thread() not in threads
    loaded, error = save.load()
    assert error is None and loaded.match.to_dict() == s.match.to_dict()
