"""A seat's feed: the one story every screen is drawn from (the view, the events as the seat may see
them, the decision owed with its key, who is away or played by the CPU, and a move checked by the engine)."""
from game.engine import Rules
from game.engine import events as ev
from game.engine.cards import parse_cards
from game.table.match.seating import SeatConfig
from game.table.match.session import Session
from game.table.view.feed import AWAY, CPU, HERE, UNSEEN, Feed, seen_by


def _session(seed=3):
    rules = Rules.preset("classic").replace(rounds=2, target_points=0)
    seats = [SeatConfig("human", "Ann", "Ann")] + [SeatConfig("beginner", f"B{i}", f"B{i}") for i in range(1, 4)]
    return Session(rules, seats, seed=seed)


def test_the_shared_screens_feed_holds_no_card_of_any_hand():
    session = _session()
    shared = Feed(session, None)
    view = shared.view()
    assert view.cards and all(c is UNSEEN for c in view.cards) and not view.legal and not view.exchanges
    deal = next(e for e in session.match.opening_events if isinstance(e, ev.HandStarted))
    [told] = [t.event for t in shared.tell([deal])]
    assert all(c is UNSEEN for hand in told.hands for c in hand)
    assert [len(h) for h in told.hands] == [len(h) for h in deal.hands]  # how many is public


def test_an_exchange_shows_its_cards_to_its_two_parties_only_and_its_words_say_them_there():
    tax = ev.TaxPaid(giver=3, receiver=0, cards=tuple(parse_cards("2S 2H")))
    session = _session()
    for seat in (None, 0, 1, 3):
        told = Feed(session, seat).tell([tax])[0]
        party = seat in (0, 3)
        assert (told.event.cards == tax.cards) == party
        assert ("\u2660" in told.effects[0].text) == party  # 2♠ is named to the two only


def test_an_event_nobody_cleared_is_told_to_no_seat():
    from dataclasses import dataclass

    @dataclass(frozen=True)
    class Peeked(ev.Event):
        cards: tuple

    assert seen_by(Peeked(tuple(parse_cards("AS"))), 0) is None


def test_a_decision_keeps_its_key_until_it_is_answered_and_the_next_gets_the_next():
    session = _session(seed=5)
    while session.to_act != 0:
        session.apply(session.brains.bots[session.to_act].choose(session.view(session.to_act)))
    feed = Feed(session, 0)
    owed = feed.owed()
    assert owed is not None and feed.owed() == owed  # asked again (a rejoin): the same decision, the same key
    assert Feed(session, 1).owed() is None  # not seat 1's turn
    assert feed.submit(session.view(0).legal[0], key=owed.key + 1).code == "out_of_turn"  # a later key: not this one
    refused = feed.submit("3S 3S 3S 3S 3S")
    assert refused is not None and refused.reason  # the engine's refusal, in words
    assert session.match.hand.history == session.match.hand.history and session.to_act == 0  # nothing changed
    move = session.view(0).legal[-1]
    assert feed.submit(move, key=owed.key) is None
    assert session.to_act == 0  # checked: played on the session's next tick, not before
    events = session.tick()
    assert any(getattr(e, "seat", None) == 0 for e in events)
    later = feed.owed()
    assert later is None or later.key == owed.key + 1


def test_a_move_submitted_is_dropped_when_the_seat_goes_to_the_cpu_before_it_lands():
    session = _session(seed=5)
    while session.to_act != 0:
        session.apply(session.brains.bots[session.to_act].choose(session.view(session.to_act)))
    feed = Feed(session, 0)
    assert feed.submit(session.view(0).legal[0]) is None
    session.set_standin(0, True)
    assert session.tick() == []  # the CPU thinks: the friend's move is not played for them
    assert feed.owed() is None and feed.submit(session.view(0).legal[0]).code == "out_of_turn"


def test_every_seats_presence_is_told_alike():
    session = _session()
    session.away.add(0)
    assert Feed(session, 1).presence() == [AWAY, HERE, HERE, HERE]
    session.set_standin(0, True)
    assert Feed(session, None).presence() == [CPU, HERE, HERE, HERE]


def test_the_desktop_says_a_friend_is_away_or_played_by_the_cpu_in_the_phones_words():
    from game.app import testing
    from game.net.host.remote_seat import Remote
    from game.table.view.table_view import TableView
    from game.table.wording.words import presence

    rules = Rules.preset("classic").replace(rounds=1, target_points=0)
    seats = [SeatConfig("human", "Ann", "Ann"), SeatConfig("human", "Bo", "You"),
             SeatConfig("beginner", "B2", "B2"), SeatConfig("beginner", "B3", "B3")]
    session = Session(rules, seats, seed=3, controllers={1: Remote()})
    while session.to_act != 1:
        session.apply(session.brains.bots[session.to_act].choose(session.view(session.to_act))
                      if session.to_act != 0 else session.view(0).legal[-1])
    table = TableView(testing.headless_app(), session)
    session.away.add(1)
    assert table.thinking_line()[0] == f"Waiting for Bo ({presence(AWAY)})"
    session.set_standin(1, True)
    assert table.thinking_line()[0] == f"Bo: {presence(CPU)}"
    table.close()
