"""What one seat's device is told of the engine's events and view: no other seat's hidden cards."""
import json
from dataclasses import dataclass

import pytest

from game.engine import Match, Rules
from game.engine import events as ev
from game.engine.cards import parse_cards
from game.net.wire import views


def _cards(text):
    return tuple(parse_cards(text))


def test_a_deal_shows_each_seat_its_own_hand_and_the_others_counts():
    match = Match(Rules.preset("classic"), 4, seed=3)
    started = next(e for e in match.opening_events if isinstance(e, ev.HandStarted))
    for seat in range(4):
        shown = views.event_for(started, seat)
        assert "hands" not in shown
        assert shown["cards"] == views.codes(sorted(started.hands[seat]))
        assert shown["counts"] == [len(h) for h in started.hands]


@pytest.mark.parametrize("event, parties", [
    (ev.TaxPaid(giver=3, receiver=0, cards=_cards("2S JK")), (3, 0)),
    (ev.TaxReturned(giver=0, receiver=3, cards=_cards("3C 4D")), (0, 3)),
    (ev.Gave(seat=1, to=2, cards=_cards("9H")), (1, 2)),
])
def test_cards_passed_between_two_seats_are_shown_to_those_two_and_counted_for_the_rest(event, parties):
    for seat in range(4):
        shown = views.event_for(event, seat)
        if seat in parties:
            assert shown["cards"] == views.codes(event.cards)
        else:
            assert "cards" not in shown and shown["count"] == len(event.cards)


def test_cards_the_rules_put_face_up_are_public():
    swept = ev.TableCleared(reason="passes", cards=_cards("5H 5S"))
    assert all(views.event_for(swept, seat)["cards"] == ["5H", "5S"] for seat in range(4))


def test_an_event_no_one_cleared_for_sending_stays_on_the_host():
    @dataclass(frozen=True)
    class Peeked(ev.Event):
        cards: tuple

    assert views.event_for(Peeked(_cards("AS")), 0) is None


def test_the_view_sent_is_the_seats_own():
    match = Match(Rules.preset("classic"), 4, seed=3)
    for seat in range(4):
        fields = views.seat_fields(match.view(seat))
        assert fields["cards"] == views.codes(sorted(match.hand.hands[seat]))
        assert fields["counts"] == [len(h) for h in match.hand.hands]


def test_every_view_of_random_matches_reads_back_as_it_was_sent():
    import json
    import random
    from dataclasses import replace

    rng = random.Random(7)
    rules = Rules.preset("classic").replace(jokers=2, seven_give=True, ten_discard=True, rounds=3, target_points=0)
    for seed in range(3):
        match = Match(rules, 4, seed=seed)
        for _ in range(2000):
            for seat in range(4):
                view = match.view(seat)
                back = views.view_from(json.loads(json.dumps(views.seat_fields(view))))
                assert replace(back, exchanges=view.exchanges) == view  # an exchanged joker reads as the one JK
                assert views.seat_fields(back) == views.seat_fields(view)
            if match.is_over:
                break
            if match.between_hands:
                match.deal_next()
            else:
                match.apply(rng.choice(match.legal_moves()))
        assert match.is_over


def test_the_tables_half_of_a_view_is_every_seats_and_keeps_no_seats_own():
    """The host writes the table's fields once after a move for every device (``table_fields``): they must
    be alike for every seat of a position, the tax, gives and discards included, and a seat's view written
    with them must be the one written alone."""
    import random

    rng = random.Random(11)
    rules = Rules.preset("jda").replace(jokers=2, seven_give=True, ten_discard=True, rounds=3, target_points=0)
    for seed in range(3):
        match = Match(rules, 4, seed=seed)
        while not match.is_over:
            table = views.table_fields(match.view(0))
            for seat in range(4):
                view = match.view(seat)
                assert views.table_fields(view) == table
                assert json.dumps(views.seat_fields(view, table)) == json.dumps(views.seat_fields(view))
            if match.between_hands:
                match.deal_next()
            else:
                match.apply(rng.choice(match.legal_moves()))
