"""RULES.md §10: the suit lock with jokers (lock_joker_suits, joker_ends_lock) and spade3_clears."""
import pytest

from game.engine import IllegalMove, Rules
from game.engine.moves import parse_move
from game.engine.events import LeadTo, SpadeThreeCounter, SuitLocked, TableCleared

from .helpers import hand, legal_set, line, moves


# -- lock_joker_suits -----------------------------------------------------------------------
def test_a_groups_joker_names_a_suit_the_naturals_lack():
    """§10.5: 'in a group of up to four cards, each joker names a suit that the natural cards lack'."""
    h = hand("jda", ["5H JK 3C", "9C", "KC"], lock_joker_suits=True)
    assert moves("5H JK=5S", "5H JK=5D", "5H JK=5C") <= legal_set(h)
    assert not moves("5H JK=5") <= legal_set(h)


def test_a_rank_only_reading_is_refused_and_a_bare_joker_resolved_when_one_reading_fits():
    """§10.5: 'a rank-only reading is refused while the switch is on (a bare `JK` is still resolved when
    exactly one reading is legal)'."""
    h = hand("jda", ["5H 5D 3C", "9H JK 4C", "KC"], lock_joker_suits=True)
    h.apply("5H 5D")
    for text in ("9H JK=9", "9H JK"):  # the notation reads both alike: the joker still needs its suit
        with pytest.raises(IllegalMove, match="more than one card here: write JK=9S 9H or 9H JK=9D"):
            h.apply(text)
    assert h.table == parse_move("5H 5D")


def test_a_joker_counts_as_its_named_suit_when_a_lock_starts_and_is_checked():
    """§10: 'a joker counts as the suit it stands for when a lock starts or is checked'."""
    h = hand("jda", ["5H 5D 3C", "9H JK 4C", "KH KS KD"], lock_joker_suits=True)
    events = line(h, "5H 5D", "9H JK=9D")
    assert SuitLocked(("H", "D")) in events
    assert moves("KH KD") <= legal_set(h) and not moves("KS KH") <= legal_set(h)
    off = hand("jda", ["5H 5D 3C", "9H JK 4C", "KH KS KD"])
    assert not any(isinstance(e, SuitLocked) for e in line(off, "5H 5D", "9H JK=9"))


def test_bare_joker_resolves_to_the_locked_suit():
    """§10.5: a bare JK is resolved when exactly one reading is legal (here, the locked suit)."""
    h = hand("jda", ["5H 5D 3C", "9H 9D 4C", "KH JK 7C"], lock_joker_suits=True)
    line(h, "5H 5D", "9H 9D")
    assert h.locked_suits == ("H", "D")
    h.apply("KH JK")
    assert str(h.table) == "KH JK=KD"


def test_large_groups_and_joker_groups_name_no_suit_and_start_no_lock():
    """§10.5: 'Groups of 5 or 6 and jokers-only groups name no suit and start no lock'."""
    rules = Rules.preset("jda").replace(lock_joker_suits=True, jokers=2)
    h = hand("jda", ["4S 4H 4D 4C JK 3C", "9S 9H 9D 9C JK 5C", "KC"], lock_joker_suits=True, jokers=2,
             revolution=False)
    assert rules.suited_lock
    events = line(h, "4S 4H 4D 4C JK=4", "9S 9H 9D 9C JK=9")
    assert not any(isinstance(e, SuitLocked) for e in events)


def test_two_plays_differing_only_in_the_jokers_suit_are_distinct():
    """§10.5: 'Two plays differing only in a joker's suit are distinct moves'."""
    h = hand("jda", ["5H JK 3C", "9C", "KC"], lock_joker_suits=True)
    moves = [m for m in h.legal_moves() if m.cards and str(m.cards[0]) == "5H" and m.jokers]
    assert len({m for m in moves if m.info.size == 2}) == 3


def test_two_jokers_name_different_suits():
    """§10.12: 'Two jokers in one group name different suits'."""
    h = hand("jda", ["5H JK JK 3C", "9C", "KC"], lock_joker_suits=True, jokers=2)
    assert moves("5H JK=5S JK=5D") <= legal_set(h)
    with pytest.raises(IllegalMove, match="same card"):
        h.apply("5H JK=5S JK=5S")


def test_without_the_lock_a_suit_reading_reads_the_rank_only():
    """§10.1: 'A §10 switch whose parent rule is off ... does nothing': groups read a rank only, and a suit
    written for the joker is dropped, as before the switch existed."""
    h = hand("classic", ["5H JK 3C", "9C", "KC"], lock_joker_suits=True)
    assert moves("5H JK=5") <= legal_set(h) and not moves("5H JK=5D") <= legal_set(h)
    h.apply("5H JK=5D")
    assert h.table == parse_move("5H JK=5")


# -- joker_ends_lock ---------------------------------------------------------------------------
def test_a_lone_joker_ends_the_lock_so_a_spade3_counter_may_follow():
    """§10: '`joker_ends_lock`: a lone joker ends the suit lock in force (so a spade-3 counter may follow it)'."""
    h = hand("jda", ["5H 3C", "9H 3S 7D", "JK 4C"], joker_ends_lock=True)
    line(h, "5H", "9H")
    assert h.locked_suits == ("H",)
    h.apply("JK")  # §10.6: played under the lock, then ends it
    assert h.locked_suits == ()
    h.apply("pass")
    assert moves("3S") <= legal_set(h)
    keep = hand("jda", ["5H 3C", "9H 3S 7D", "JK 4C"])
    line(keep, "5H", "9H", "JK", "pass")
    assert keep.locked_suits == ("H",) and not moves("3S") <= legal_set(keep)


# -- spade3_clears -------------------------------------------------------------------------
def test_spade3_counter_clears_and_its_player_leads():
    """§10: '`spade3_clears`: the spade-3 counter clears the table at once; the 3S player leads'."""
    h = hand(cards=["JK 4C", "3S 9D", "5C"], spade3_clears=True)
    h.apply("JK")
    events = h.apply("3S")
    assert SpadeThreeCounter(1) in events
    assert any(isinstance(e, TableCleared) and e.reason == "spade3" for e in events)
    assert events[-1] == LeadTo(1) and h.table is None


def test_spade3_that_empties_the_hand_passes_the_lead_on():
    """§10.4: 'if the 3S emptied the hand, the next seat still in leads'."""
    h = hand(cards=["JK 4C", "3S", "5C 6C"], spade3_clears=True)
    h.apply("JK")
    events = h.apply("3S")
    assert events[-1] == LeadTo(2)


def test_spade3_clears_without_spade3_does_nothing():
    """§10.1: '`spade3_clears` without `spade3` ... does nothing and is not refused'."""
    h = hand(cards=["JK 4C", "3S 9D", "5C"], spade3=False, spade3_clears=True)
    h.apply("JK")
    assert not moves("3S") <= legal_set(h)
