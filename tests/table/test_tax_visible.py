"""The tax you can see: the flights take time to follow, the cards that came in are marked while the
return is chosen, and a summary of what went where stays until the first play."""
from game.app.app import App
from game.engine import Owed, Rules
from game.engine.events import TaxPaid, TaxReturned
from game.table.match.seating import SeatConfig
from game.table.match.session import Session
from game.table.view.animations import TAX_FLIGHT, effects_for
from game.table.view.table_view import TableView
from game.table.wording.words import card_names


def second_hand(want_receiver: bool):
    """A 4-seat classic match dealt its second hand, with seat 0 (You) receiving the tax (or paying it)."""
    for seed in range(60):
        rules = Rules.preset("classic").replace(seats=4, rounds=3, target_points=0)
        seats = [SeatConfig("human", "You", "You")] + [SeatConfig("beginner", n, n) for n in ("Aki", "Ben", "Chie")]
        s = Session(rules, seats, seed=seed)
        while not s.match.between_hands:
            s.apply(s.match.legal_moves()[0])
        events = s.deal_next()
        paid = [e for e in events if isinstance(e, TaxPaid)]
        if any((e.receiver if want_receiver else e.giver) == 0 for e in paid):
            return s, events
    raise AssertionError("no seed put You on that side of the tax")


def test_the_tax_flights_take_time_to_follow():
    s, events = second_hand(want_receiver=False)
    table = TableView(App(headless=True), s)
    paid = next(e for e in events if isinstance(e, TaxPaid))
    (fx,) = effects_for(paid, table, table.private_ok)
    assert fx.ticks == TAX_FLIGHT >= 50 and card_names(paid.cards) in fx.text


def test_the_received_cards_are_marked_while_the_return_is_chosen_then_the_summary_stays_to_the_first_play():
    s, events = second_hand(want_receiver=True)
    table = TableView(App(headless=True), s)
    table.feed(events)
    got = [c for e in events if isinstance(e, TaxPaid) and e.receiver == 0 for c in e.cards]
    assert s.match.hand.pending is Owed.RETURN and s.to_act == 0
    assert table.exchange.marked(table.hand_cards()) == {int(c) for c in got}
    returned = []
    while s.match.hand.pending is Owed.RETURN:
        returned += [e for e in s.apply(s.match.legal_moves()[0]) if isinstance(e, TaxReturned) and e.giver == 0]
    summary = table.exchange.summary(s.name)
    (back,) = returned
    assert summary.startswith(f"You gave {card_names(back.cards)} to {s.name(back.receiver)}")
    assert summary.endswith(f"; you got {card_names(got)}"), summary
    s.apply(next(m for m in s.match.legal_moves() if not m.is_pass))  # the hand's first play
    assert table.exchange.summary(s.name) == "" and table.exchange.marked(table.hand_cards()) == set()


def test_the_beggar_is_told_what_went_and_what_came_back():
    s, events = second_hand(want_receiver=False)
    table = TableView(App(headless=True), s)
    table.feed(events)
    while s.match.hand.pending is Owed.RETURN:
        s.apply(s.match.legal_moves()[0])
    paid = next(e for e in events if isinstance(e, TaxPaid) and e.giver == 0)
    summary = table.exchange.summary(s.name)
    assert summary.startswith(f"You gave {card_names(paid.cards)} to {s.name(paid.receiver)}")
    assert "; you got " in summary  # the return came to You


def test_the_seat_counts_change_as_the_tax_cards_land(drawn):
    """Each seat box counts the cards shown held: a payer's count drops as their cards take off, a
    receiver's rises as they land, never at the deal's end before the flights are seen."""
    from game.app import testing as T
    from game.table.screens.deal_scene import DealScene
    from game.table.wording.words import cards

    s, events = second_hand(want_receiver=False)
    app = T.headless_app()
    table = TableView(app, s)
    app.stack.reset(DealScene(app, table, events))
    labels = {cards(n): n for n in range(20)}

    def counts():
        """The count each seat box shows this frame (the last drawn in it: a box is drawn again over a flight)."""
        drawn.clear()
        app.draw()
        boxes = table.boxes()
        return {seat: next(labels[t] for t, r in reversed(drawn) if t in labels and box.contains(r))
                for seat, box in boxes.items()}

    T.step_until(app, lambda: table.animator.current is not None and table.animator.current.kind == "tax",
                 why="the first tax flight")
    paid = [e for e in events if isinstance(e, (TaxPaid, TaxReturned))]
    dealt = list(s.view().counts)
    for e in paid:  # the engine has moved every exchange: before them each seat held its deal
        dealt[e.giver] += len(e.cards)
        dealt[e.receiver] -= len(e.cards)
    first, e = table.animator.current, paid[0]  # the first flight is the first payment's
    before = counts()
    assert before[e.receiver] == dealt[e.receiver]  # it has not landed
    assert before[e.giver] == dealt[e.giver] - len(e.cards)  # it has left its payer
    assert all(before[seat] == dealt[seat] for seat in before if seat not in (e.giver, e.receiver))
    T.step_until(app, lambda: table.animator.current is not first, why="the first flight's landing")
    assert counts()[e.receiver] == dealt[e.receiver] + len(e.cards)

    for _ in range(3000):  # to the tax's end, your fan holding what your box counts on every frame
        assert len(table.hand_shown(s.view())) == counts()[0]
        if table.animator.idle:
            break
        app.step(1)
    assert counts() == dict(enumerate(s.view().counts))
    assert table.hand_shown(s.view()) == table.hand_cards()
