"""What a host sends a joined desktop is held to its table's shape, not only read by type: a per-seat
list of the wrong length, another seat's view, a seat number out of range, results that leave a seat
out or an overlong name end the seat with the field named, and nothing escapes the session's tick."""
import queue

import pytest

from game.engine import Match, Rules
from game.net.join.client_session import ClientSession
from game.net.wire import views

VIEWER = 0
NAMES = ["Ann", "Ben", "Aki", "Kai"]


class Link:
    """The link's side the session reads: its inbox, and sends that go nowhere."""

    def __init__(self):
        self.inbox = queue.Queue()

    def send(self, kind, **fields):
        pass


def _view(seat=VIEWER, **changed):
    match = Match(Rules.preset("classic"), 4, 5)
    return {**views.seat_fields(match.view(seat)), "seat_names": NAMES, **changed}


def _opened():
    session, _events = ClientSession.opened(Link(), VIEWER, [{"type": "view", "view": _view()}])
    return session


def _over(**changed):
    return {"number": 1, "places": [1, 2, 3, 0], "titles": ["beggar", "millionaire", "rich", "poor"],
            "points": [-2, 2, 1, -1], **changed}


def _result(**changed):
    return {"type": "result", "result": {"hand": 1, **_over(**changed), "scores": [0] * 4, "match_over": False,
                                         "winner": None, "names": NAMES, "title_words": [""] * 4}}


def _events(*events):
    return [{"type": "event", "events": list(events)}, {"type": "view", "view": _view()}]


@pytest.mark.parametrize("messages, field", [
    ([{"type": "view", "view": _view(counts=[11, 11, 11])}], "view.counts"),
    ([{"type": "view", "view": _view(counts=[13, 13, 13, 10**6])}], "view.counts"),
    ([{"type": "view", "view": _view(scores=[0, 0, 0, 0, 0])}], "view.scores"),
    ([{"type": "view", "view": _view(seat=1)}], "view.seat"),  # another seat's view
    ([{"type": "view", "view": _view(seats=5)}], "view.seats"),
    ([{"type": "view", "view": _view(to_act=7)}], "view.to_act"),
    ([{"type": "view", "view": _view(active=[0, 1, 1, 3])}], "view.active"),
    ([{"type": "view", "view": _view(seat_names=["Ann", "Ben", "Aki", "K" * 5000])}], "view.seat_names"),
    ([{"type": "view", "view": _view(seat_names=["Ann", "Ben", "Aki", ""])}], "view.seat_names"),
    (_events({"kind": "HandOver", **_over(places=[1, 2, 3])}), "event.HandOver.places"),  # the viewer left out
    (_events({"kind": "HandOver", **_over(places=[1, 1, 2, 3])}), "event.HandOver.places"),
    (_events({"kind": "HandOver", **_over(points=[1, 2])}), "event.HandOver.points"),
    (_events({"kind": "Played", "seat": 9, "move": "3C", "cards_left": 4}), "event.Played.seat"),
    (_events({"kind": "MatchOver", "winner": 4, "scores": [0] * 4}), "event.MatchOver.winner"),
    ([_result(places=[1, 2, 3])], "result.places"),
    ([_result(titles=["rich"])], "result.titles"),
])
def test_a_view_events_or_results_that_do_not_fit_the_table_end_the_seat_naming_the_field(messages, field):
    session = _opened()
    for message in messages:
        session.link.inbox.put(message)
    for _tick in range(len(messages) + 1):
        session.tick()  # raises nothing
    assert session.gone is not None and session.gone.why == "error", session.error
    assert session.error.startswith(f"{field}: expected"), session.error


def test_the_seats_are_rebuilt_only_when_the_names_change():
    session = _opened()
    seats = session.seats
    session.link.inbox.put({"type": "view", "view": _view()})
    session.tick()
    assert session.seats is seats  # the same names: the same seats (and faces)
    session.link.inbox.put({"type": "view", "view": _view(seat_names=["Ann", "Ben", "Bob", "Kai"])})
    session.tick()
    assert session.gone is None and session.seats is not seats and session.name(2) == "Bob"


def test_every_event_and_view_a_host_sends_fits_the_shape_checks():
    """Random matches under random rules (every switch of the rule book, 3 to 6 seats): each event as
    each seat is sent it, and each seat's view after every move, read back and held to the table's
    shape as a joined desktop does, pass (a field named like a seat list, such as JackBack's ``active``
    flag, is not taken for one)."""
    import random

    from game.net.wire import client_events
    from tests.engine.helpers import random_rules

    rng = random.Random("host-shapes")
    kinds = set()
    for _match in range(12):
        rules = random_rules(rng).replace(rounds=2, target_points=0)
        match = Match(rules, rules.seats, rng.getrandbits(32))
        told = list(match.opening_events)
        while not match.is_over:
            for event in told:
                kinds.add(event.kind)
                for seat in range(match.seats):
                    sent = views.event_for(event, seat)
                    read = None if sent is None else client_events.event_of(sent, seat)
                    if read is not None:
                        client_events.check_shape(read, match.seats, f"event.{read.kind}")
            for seat in range(match.seats):
                client_events.check_view(views.view_from(views.seat_fields(match.view(seat))), seat, match.seats)
            told = match.deal_next() if match.between_hands else match.apply(rng.choice(match.legal_moves()))
    assert {"JackBack", "HandOver", "TaxPaid", "Gave"} <= kinds


def test_a_deal_or_a_hidden_pass_of_more_cards_than_a_deck_ends_the_seat_before_it_is_made():
    from game.net.wire.client_events import HostError, event_of

    with pytest.raises(HostError, match=r"^event\.HandStarted\.counts: expected 0 to 54 cards"):
        event_of({"kind": "HandStarted", "number": 1, "order": [0, 1, 2, 3], "first_dealt": 0,
                  "counts": [13, 10**9, 13, 13], "cards": []}, 0)
    with pytest.raises(HostError, match=r"^event\.Gave\.cards: expected 0 to 54 cards"):
        event_of({"kind": "Gave", "seat": 1, "to": 2, "count": 10**9}, 0)
