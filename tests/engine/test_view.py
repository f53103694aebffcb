"""A seat's view shows what that seat may know and nothing more (issue 2 §4)."""
from game.engine import Match, Rules
from game.engine.determinize import hand_for, unseen


def test_view_holds_own_cards_and_only_counts_of_others():
    match = Match(Rules.preset("classic"), seats=4, seed=3)
    view = match.view(1)
    assert list(view.cards) == match.hand.cards(1)
    assert view.counts == tuple(len(match.hand.cards(s)) for s in range(4))
    assert not hasattr(view, "hands")
    assert view.legal == (tuple(match.legal_moves()) if match.to_act == 1 else ())


def test_private_exchanges_are_seen_only_by_the_two_seats():
    rules = Rules.preset("classic").replace(seven_give=True)
    match = Match(rules, seats=4, seed=1)
    while not any(t for t in match.hand.transfers):
        if match.between_hands:
            match.deal_next()
            continue
        legal = match.legal_moves()
        sevens = [m for m in legal if m.kind.value == "play" and any(c.rank == 4 for c in m.cards)]
        match.apply(sevens[0] if sevens else legal[-1])
    giver, receiver, _ = match.hand.transfers[0]
    for seat in range(4):
        assert bool(match.view(seat).exchanges) == (seat in (giver, receiver))


def test_determinized_hand_keeps_every_card_once_and_the_same_view():
    match = Match(Rules.preset("jda"), seats=5, seed=8)
    for _ in range(25):
        match.apply(match.legal_moves()[0])
    seat = match.to_act
    view = match.view(seat)
    pool = unseen(view)
    hidden, i = {}, 0
    for s in range(5):
        if s != seat:
            hidden[s] = pool[i:i + view.counts[s]]
            i += view.counts[s]
    guess = hand_for(view, hidden)
    assert guess.view(seat).legal == view.legal
    every = [c for h in guess.hands for c in h] + guess.discard + guess.set_aside + guess.trick_cards
    assert sorted(every) == list(range(53))
