"""A seat's view shows what that seat may know and nothing more (issue 2 §4)."""
import dataclasses

import pytest

from game.engine import Hand, Match, Rules
from game.engine.determinize import unseen
from game.engine.fields import FIELDS


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
    guess = Hand.from_view(view, hidden)
    assert guess.view(seat).legal == view.legal
    every = [c for h in guess.hands for c in h] + guess.discard + guess.set_aside + guess.trick_cards
    assert sorted(every) == list(range(53))


def positions(preset: str, seed: int, seats: int):
    """Every position of a match with the seven-give and ten-discard on (so decisions are owed mid-play)."""
    rules = Rules.preset(preset).replace(seven_give=True, ten_discard=True, rounds=2, target_points=0)
    match = Match(rules, seats=seats, seed=seed)
    while not match.is_over:
        if match.between_hands:
            match.deal_next()
            continue
        yield match.hand
        match.apply(match.legal_moves()[-1])


def test_a_hand_rebuilt_from_a_view_and_the_true_cards_is_the_hand():
    """What a view carries comes back unchanged, and the rebuilt hand shows the same view."""
    owed = 0
    for h in positions("jda", seed=4, seats=5):
        seat = h.to_act
        view = h.view(seat)
        truth = {s: cards for s, cards in enumerate(h.hands) if s != seat}
        rebuilt = Hand.from_view(view, truth)
        for name, _, shared in FIELDS:
            if shared:
                assert getattr(rebuilt, name) == getattr(h, name), name
        assert (rebuilt.owed, rebuilt.lock) == (h.owed, h.lock)
        assert [rebuilt.cards(s) for s in range(h.seats)] == [h.cards(s) for s in range(h.seats)]
        again = rebuilt.view(seat)
        assert dataclasses.replace(again, exchanges=view.exchanges) == view  # the others' exchanges are unknown
        owed += bool(h.owed)
    assert owed >= 5  # the walk met gives, discards or tax returns


def test_a_hand_is_restored_only_from_all_its_fields():
    h = Match(Rules.preset("classic"), seats=4, seed=3).hand
    fields = {name: getattr(h, name) for name, _, _ in FIELDS}
    assert Hand.restore(h.rules, fields).view(0) == h.view(0)
    del fields["owers"]
    with pytest.raises(ValueError, match="owers"):
        Hand.restore(h.rules, fields)
