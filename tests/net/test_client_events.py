"""The host's events read back as the engine's on a joining computer: every event this seat may see,
cards it was not shown as face-down stand-ins, and a message that does not read named by its field."""
import pytest

from game.engine import Match, Rules
from game.engine import events as ev
from game.net.wire import views
from game.net.wire.client_events import UNSEEN, HostError, event_of, events_of
from game.table.wording.rules_text import BOT_NAMES


def _played_match(seed):
    match = Match(Rules.preset("classic").replace(rounds=2, target_points=0), 4, seed)
    heard = list(match.opening_events)
    while not match.is_over:
        if match.between_hands:
            heard += match.deal_next()
        else:
            heard += match.apply(match.legal_moves()[0])
    return heard


@pytest.mark.parametrize("seed", [1, 2])
def test_every_event_a_seat_is_sent_reads_back_as_the_engines_own_or_with_what_it_was_not_shown_hidden(seed):
    seat = 1
    for event in _played_match(seed):
        sent = views.event_for(event, seat)
        if sent is None:
            continue
        back = event_of(sent, seat)
        if isinstance(event, ev.HandStarted):
            assert back.hands[seat] == tuple(sorted(event.hands[seat]))
            assert [len(h) for h in back.hands] == [len(h) for h in event.hands]
            assert all(c == UNSEEN for other, h in enumerate(back.hands) if other != seat for c in h)
        elif "cards" in sent or not hasattr(event, "cards"):
            assert views.event_for(back, seat) == sent  # the same event, as far as the seat may know it
        else:  # passed between two other seats: how many, never which
            assert back.cards == (UNSEEN,) * len(event.cards)


def test_an_unknown_kind_is_skipped_and_a_broken_event_names_its_field():
    assert events_of([{"kind": "SomethingNew", "x": 1}, {"kind": "LeadTo", "seat": 2}], 0) == [ev.LeadTo(2)]
    with pytest.raises(HostError, match=r"^event\.Played\.move: expected"):
        event_of({"kind": "Played", "seat": 1, "move": "9X", "cards_left": 3}, 0)
    with pytest.raises(HostError, match=r"^event\.Passed\.seat: expected a value: it is missing"):
        event_of({"kind": "Passed"}, 0)
    with pytest.raises(HostError, match=r"^event\.WentOut\.place: expected a whole number"):
        event_of({"kind": "WentOut", "seat": 1, "place": "first"}, 0)
    with pytest.raises(HostError, match=r"^events: expected a list"):
        events_of({"kind": "LeadTo"}, 0)


def test_a_view_that_does_not_read_ends_the_seat_saying_which_field():
    import queue

    from game.net.join.client_session import ClientSession

    class Link:
        inbox = queue.Queue()

        def send(self, kind, **fields):
            pass

    match = Match(Rules.preset("classic"), 4, 5)
    good = {"type": "view", "view": {**views.seat_fields(match.view(0)), "names": ["You", "Ben", "Aki", "Kai"]}}
    with pytest.raises(HostError, match=r"^view\.names: expected a name for each of the 4 seats"):
        ClientSession.opened(Link(), 0, [{"type": "view", "view": {**good["view"], "names": ["You"]}}])
    session, events = ClientSession.opened(Link(), 0, [good])
    assert events == [] and session.name(1) == "Ben" and session.name(0) == "You"
    Link.inbox.put({"type": "view", "view": {**good["view"], "cards": ["9X"]}})
    session.tick()
    assert session.gone is not None and session.gone.why == "error" and session.error.startswith("view: expected")


def test_a_view_with_no_events_shows_the_table_as_it_stands(app):
    """A seat taken back after a drop is sent the table as it is, with no events for what it missed."""
    import queue

    from game.net.join.client_session import ClientSession
    from game.table.view.table_view import TableView

    class Link:
        inbox = queue.Queue()

        def send(self, kind, **fields):
            pass

    match = Match(Rules.preset("classic"), 4, 5)
    names = ["You", "Ben", "Aki", "Kai"]
    session, _events = ClientSession.opened(Link(), 0, [{"type": "view", "view": {
        **views.seat_fields(match.view(0)), "names": names}}])
    table = TableView(app, session)
    while match.view(0).table is None or match.to_act == 0:
        match.apply(match.legal_moves()[-1])
    Link.inbox.put({"type": "view", "view": {**views.seat_fields(match.view(0)), "names": names}})
    session.tick()
    shown = table.animator.shown
    assert shown.table_seat == match.view(0).table_seat and shown.trick


def test_the_other_seats_are_named_as_set_up_in_this_players_language_and_a_latecomer_by_name():
    """The host sends each seat's name as shown there (``names``, the phone page's) and as set up
    (``seat_names``): a desktop in another language reads a bot's name in its own (and draws the same
    face as the host), and a latecomer's name replaces the bot's at the next view."""
    import queue

    from game.net.join.client_session import ClientSession

    class Link:
        inbox = queue.Queue()

        def send(self, kind, **fields):
            pass

    match = Match(Rules.preset("classic"), 4, 5)
    fields = {**views.seat_fields(match.view(3)), "names": ["ホスト", "ベン", "アキ", "Ann"]}
    good = {**fields, "seat_names": ["You", "Ben", "Aki", "Ann"]}
    with pytest.raises(HostError, match=r"^view\.seat_names: expected a name for each of the 4 seats"):
        ClientSession.opened(Link(), 3, [{"type": "view", "view": {**good, "seat_names": ["You", 2, "Aki", "Ann"]}}])
    older, _events = ClientSession.opened(Link(), 3, [{"type": "view", "view": fields}])  # a host before seat_names
    assert older.name(1) == "ベン"
    session, _events = ClientSession.opened(Link(), 3, [{"type": "view", "view": good}])
    assert [seat.name for seat in session.seats] == ["Host", "Ben", "Aki", "You"]
    assert session.name(2) == "Aki"
    Link.inbox.put({"type": "view", "view": {**good, "seat_names": ["You", "Ben", "Bob", "Ann"]}})
    session.tick()
    assert session.gone is None and session.name(2) == "Bob"


def test_the_host_sends_the_names_as_shown_and_as_set_up(monkeypatch):
    from game import i18n
    from game.net.host.room import LOCAL
    from tests.net.clients import hosting

    monkeypatch.setattr(i18n, "_active", i18n._active)  # restored after the test
    i18n.set_language("ja")
    with hosting(kinds=(LOCAL, "beginner", "beginner", "friend")) as (_server, table, _port):
        table.start()
        view = table.net.view(0)
    bots = view["seat_names"][1:3]
    assert all(name in BOT_NAMES for name in bots)
    assert view["names"][1:3] == [i18n._(name) for name in bots] != bots  # the phone page's, in Japanese


def test_the_host_who_kept_the_name_you_has_one_face_in_every_language(monkeypatch):
    import queue

    from game import i18n
    from game.net.join.client_session import ClientSession
    from game.net.join.joined_seats import HOST_FACE

    class Link:
        inbox = queue.Queue()

        def send(self, kind, **fields):
            pass

    monkeypatch.setattr(i18n, "_active", i18n._active)  # restored after the test
    match = Match(Rules.preset("classic"), 4, 5)
    view = {**views.seat_fields(match.view(3)), "names": ["You", "Ben", "Aki", "Ann"],
            "seat_names": ["You", "Ben", "Aki", "Ann"]}
    faces = []
    for language in ("en", "ja"):
        i18n.set_language(language)
        session, _events = ClientSession.opened(Link(), 3, [{"type": "view", "view": view}])
        faces.append(session.seats[0].portrait)
        assert session.name(0) == i18n._("Host")
    assert faces == [HOST_FACE, HOST_FACE]
