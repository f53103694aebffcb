"""Small helpers for engine scenario tests: set up a hand, play a line, find events, draw random rules."""
from __future__ import annotations

import random
from typing import Callable

from game.engine import Hand, Match, Move, Rules, parse_cards
from game.engine.moves import parse_move
from game.engine.rules import FOUL_TAGS


def hand(preset: str = "classic", cards: list[str] | None = None, leader: int = 0, reversed: bool = False,
         millionaire: int | None = None, **switches) -> Hand:
    rules = Rules.preset(preset).replace(**switches) if switches else Rules.preset(preset)
    return Hand.setup(rules, cards, leader=leader, reversed=reversed, millionaire=millionaire)


def line(h: Hand, *moves: str) -> list:
    """Apply moves in order; returns every event."""
    events = []
    for m in moves:
        events += h.apply(m)
    return events


def step(match: Match, choose: Callable[[Match], Move | str]) -> list:
    """One step of a match: deal the next hand when the last is finished, else apply ``choose(match)``."""
    return match.deal_next() if match.between_hands else match.apply(choose(match))


def of(events, cls) -> list:
    """The events of type ``cls``."""
    return [e for e in events if isinstance(e, cls)]


def foul_rules(**changes) -> Rules:
    """Classic with foul finish on and every foul tag, plus ``changes``."""
    return Rules.preset("classic").replace(**{"foul_finish": True, "foul_cards": frozenset(FOUL_TAGS), **changes})


def card_names(text: str) -> list[str]:
    """The cards of ``text``, as sorted names (compare with ``held``)."""
    return sorted(str(c) for c in parse_cards(text))


def held(h: Hand, seat: int) -> list[str]:
    """The cards ``seat`` holds, as sorted names."""
    return sorted(str(c) for c in h.cards(seat))


def ids(cards) -> list[int]:
    return sorted(int(c) for c in cards)


def first_legal(match: Match):
    return match.legal_moves()[0]


def finish_hand(match: Match, policy: Callable[[Match], Move] = first_legal) -> list:
    """Play the hand in play (dealing it first if the last one is finished); returns the events of the
    ``apply`` that ended it."""
    if match.between_hands:
        match.deal_next()
    done = len(match.results)
    while True:
        events = match.apply(policy(match))
        if len(match.results) > done:
            return events


def rules_of(preset: str, **changes) -> Rules:
    """``preset`` as a three-hand match with no points target, plus ``changes``."""
    return Rules.preset(preset).replace(**{"rounds": 3, "target_points": 0, **changes})


def second_hand(rules: Rules, seats: int, seed: int, policy: Callable[[Match], Move] = first_legal):
    """A match with hand 1 played out by ``policy`` and hand 2 dealt: (match, hand 1's places, the events
    of ``deal_next``)."""
    match = Match(rules, seats=seats, seed=seed)
    finish_hand(match, policy)
    assert match.between_hands and not match.is_over
    return match, match.results[-1].places, match.deal_next()


def kinds(events) -> list[str]:
    return [e.kind for e in events]


def legal_texts(h: Hand) -> set[str]:
    return {str(m) for m in h.legal_moves()}


def random_rules(rng: random.Random) -> Rules:
    """A rule set drawn from every switch of RULES.md (the engine's random play and the bots' tests)."""
    revolution = rng.random() < 0.8
    return Rules(
        seats=rng.randint(3, 6), jokers=rng.randint(0, 2), deal=rng.choice(["all", "equal"]),
        pass_locks_out=rng.random() < 0.5, effects_in_runs=rng.random() < 0.5, eight_cut=rng.random() < 0.7,
        revolution=revolution, revolution_timing=rng.choice(["immediate", "on_clear"]),
        revolution_runs=rng.choice([0, 3, 4, 5]) if revolution else 0,
        revolution_carries_over=rng.random() < 0.5, spade3=rng.random() < 0.6, suit_lock=rng.random() < 0.5,
        jack_back=rng.random() < 0.5, seven_give=rng.random() < 0.5, ten_discard=rng.random() < 0.5,
        give_discard_up_to=rng.random() < 0.5, foul_finish=rng.random() < 0.5,
        foul_cards=frozenset(t for t in FOUL_TAGS if rng.random() < 0.5), fall_from_grace=rng.random() < 0.5,
        tax_cards=rng.choice(["by_players", 0, 1, 2, 3]), tax_return=rng.choice(["choose", "weakest"]),
        first_leader=rng.choice(["random", "seat0", "3D"]),
        next_leader=rng.choice(["beggar", "millionaire", "random", "3D"]),
        seating=rng.choice(["keep", "shuffle"]),
        points=rng.choice(["titles", (2, 1), (3, 2, 1, 0), (5,)]),
        rounds=rng.randint(1, 3), target_points=0, turn_timer=rng.choice([0, 30]),
        # §10: the contest switches (three hands reach a fresh seating and a reset at 2)
        run_beats=rng.choice(["lowest", "above"]), jokers_fire=rng.random() < 0.5,
        spade3_clears=rng.random() < 0.5, lock_joker_suits=rng.random() < 0.5, joker_ends_lock=rng.random() < 0.5,
        deal_start=rng.choice(["random", "millionaire"]), joker_past_ends=rng.random() < 0.5,
        leader_may_pass=rng.random() < 0.3, seating_every=rng.choice([1, 2]), titles_reset_every=rng.choice([0, 1, 2]),
        last_player_answers=rng.random() < 0.5,
    )


def legal_set(h: Hand) -> set:
    """The legal moves as parsed values (§9.1: tests compare parsed moves, not strings)."""
    return set(h.legal_moves())


def moves(*texts: str) -> set:
    return {parse_move(t) for t in texts}
