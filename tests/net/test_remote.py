"""A friend's seat as a controller: never a move of its own (the friend's come through the seat's feed),
a pass when the friend's switches say so, and never a hand drawn at this device."""
from game.engine import PASS, Match, Rules
from game.net.host.remote_seat import Remote


def test_a_friends_seat_answers_only_with_their_pass_switches():
    match = Match(Rules.preset("classic"), 4, seed=3)
    seat = match.to_act
    view = match.view(seat)
    remote = Remote()
    assert remote.person and not remote.here and not remote.delayed and remote.timed
    assert remote.answer(seat, view) is None  # the friend decides on their device: the turn timer runs
    remote.auto_pass = True
    assert remote.switches is remote
    assert remote.answer(seat, view) == (PASS if PASS in view.legal else None)
