"""A friend's seat as a controller: the move that came over the network, only for the decision owed now."""
import threading

from game.engine import Match, Rules
from game.table.controllers import Remote, decision_key


class Umpire:
    """Allows what was sent for the decision owed now, and notes every ruling."""

    def __init__(self):
        self.rulings = []

    def allows(self, seat, move, due):
        self.rulings.append((move, due))
        return due


def test_the_move_sent_for_this_decision_is_taken_and_any_other_is_turned_down():
    match = Match(Rules.preset("classic"), 4, seed=3)
    seat = match.to_act
    view = match.view(seat)
    umpire = Umpire()
    remote = Remote(umpire)
    assert remote.person and not remote.delayed
    assert remote.answer(seat, view) is None  # nothing came yet: the turn timer runs
    first, last = str(view.legal[0]), str(view.legal[-1])
    sender = threading.Thread(target=lambda: [remote.put("an earlier decision", first),
                                              remote.put(decision_key(view), first),
                                              remote.put(decision_key(view), last)])
    sender.start()  # the network's thread puts, the session's tick takes
    sender.join()
    assert remote.answer(seat, view) == view.legal[0]
    assert umpire.rulings == [(first, False), (first, True), (last, False)]  # once taken, the rest are late
    assert remote.answer(seat, view) is None


def test_a_move_waiting_when_the_position_changes_is_dropped():
    match = Match(Rules.preset("classic"), 4, seed=3)
    seat = match.to_act
    view = match.view(seat)
    umpire = Umpire()
    remote = Remote(umpire)
    remote.put(decision_key(view), str(view.legal[0]))
    remote.drop()
    assert remote.answer(seat, view) is None and umpire.rulings == []
