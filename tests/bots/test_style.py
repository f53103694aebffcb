"""Personalities lean play the way their names say, at every strength, by a real margin.

Each test plays the same duplicate deals for a steady bot and the styled ones
(``arena.run_arena`` with the style report) and compares each signature habit
with the steady bot's: at least twice its rate or 0.25 above it (issue 38: the
steady bot now revolts from a weak hand, so a revolutionary's 90% is not always
twice its rate). At advanced a character's signature moves are weighed by its
search (``lean``): its rate depends on how the search rates them at its real
budget, measured by the arena (``levels/README.md``); ``test_lean`` checks the
weighing.
"""
from __future__ import annotations

import pytest

from game.arena import run_arena
from game.engine import Rules

CLASSIC = Rules.preset("classic")


def rates(strength: str, styles: list[str], hands: int, seed: int) -> dict[str, dict[str, float]]:
    specs = [f"{strength}{':' + s if s else ''}" for s in styles]
    stats = run_arena(CLASSIC, specs, hands=hands, seed=seed, workers=1, match_hands=2, style=True)
    return {s: st.traits.rates() for s, st in zip(dict.fromkeys(styles), stats)}  # equal specs pool


def clearly_above(styled: float, steady: float) -> bool:
    return styled >= 2 * steady or styled >= steady + 0.25


@pytest.mark.parametrize("strength,hands", [("beginner", 160), ("medium", 160)])
def test_revolutionary_cutter_and_hoarder_show_their_signature(strength, hands):
    r = rates(strength, ["", "revolutionary", "cutter", "hoarder"], hands, seed=3)
    steady = r[""]
    assert clearly_above(r["revolutionary"]["revolution"], steady["revolution"]), r
    assert clearly_above(r["cutter"]["cut"], steady["cut"]), r
    assert r["hoarder"]["kept"] >= steady["kept"] + 0.25, r
    assert r["hoarder"]["revolution"] <= steady["revolution"] + 0.05, r  # reluctant, never eager


def test_gambler_breaks_groups_to_take_tricks_and_passes_less():
    r = rates("medium", ["", "gambler", "", "gambler"], 96, seed=4)
    assert clearly_above(r["gambler"]["broken"], r[""]["broken"]), r
    assert r["gambler"]["passes"] < r[""]["passes"], r


def test_steady_medium_plays_exactly_the_medium_heuristic():
    from game.bots import make_bot
    from game.bots.medium import medium_move
    from game.engine import Match

    match = Match(CLASSIC, seats=4, seed=8)
    bots = [make_bot("medium", seed=s) for s in range(4)]
    while not match.is_over:
        if match.between_hands:
            match.deal_next()
            continue
        view = match.view(match.to_act)
        move = bots[match.to_act].choose(view)
        assert move == medium_move(view)
        match.apply(move)


@pytest.mark.parametrize("spec,words", [("medium:wizard", 'unknown personality "wizard"'),
                                        ("advanced:cutter:edge=1", 'unknown personality parameter "edge"'),
                                        ("beginner:hold=lots", "expected a number")])
def test_bad_spec_names_the_spec(spec, words):
    from game.bots import make_bot

    with pytest.raises(ValueError) as err:
        make_bot(spec)
    assert str(err.value).startswith(f'bot "{spec}": ') and words in str(err.value)


def test_hoarder_keeps_its_last_2_where_steady_spends_it_but_may_spend_a_spare_one():
    """Steady medium takes the trick with its 2; the hoarder keeps one control card back to the end."""
    from game.bots import make_bot
    from game.engine import Hand, parse_move

    lone = Hand.setup(CLASSIC, ["9S 3H", "2C 4C 4D 5S", "6C 7C 8D", "QD QC KH"], leader=0)
    lone.apply("9S")
    assert make_bot("medium").choose(lone.view(1)) == parse_move("2C")
    assert make_bot("medium:hoarder").choose(lone.view(1)) == parse_move("pass")
    spare = Hand.setup(CLASSIC, ["9S 3H", "2C 2D 4C 5S", "6C 7C 8D", "QD QC KH"], leader=0)
    spare.apply("9S")
    assert make_bot("medium:hoarder").choose(spare.view(1)).cards in (parse_move("2C").cards, parse_move("2D").cards)


def test_hoarder_keeps_its_last_joker_where_steady_plays_it_on_a_threat():
    from game.bots import make_bot
    from game.engine import Hand, parse_move

    hand = Hand.setup(CLASSIC, ["9S 3H", "JK 4C 4D 5S", "6C 7C 8D", "QD QC KH"], leader=0)
    hand.apply("9S")  # seat 0 is down to one card
    assert make_bot("medium").choose(hand.view(1)) == parse_move("JK")
    assert make_bot("medium:hoarder").choose(hand.view(1)) == parse_move("pass")
