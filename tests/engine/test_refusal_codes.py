"""IllegalMove names its reason with a code and parameters (issue 14), beside the English message (RULES.md §2, §4)."""
import pickle

import pytest

from game.engine import IllegalMove, Owed, Refusal
from game.engine.refusal import ENGLISH, text_of

from .helpers import hand


def refusal(h, move) -> IllegalMove:
    with pytest.raises(IllegalMove) as info:
        h.apply(move)
    return info.value


def test_too_weak_names_the_table_and_the_order():
    """§2: 'An equal play never beats'; a weaker single is refused."""
    h = hand(cards=["9S 3C", "9H TD 8C", "4C"])
    h.apply("9S")
    exc = refusal(h, "8C")
    assert (exc.code, exc.params) == ("too_weak", {"table": "9S", "reversed": False})
    assert str(exc) == "a single must beat the 9S on the table"


def test_wrong_shape_names_what_would_answer():
    """§2: 'Everyone after must answer in the same shape and size'."""
    h = hand(cards=["9S 9H 3C", "KS KH KD", "4C"])
    h.apply("9S 9H")
    exc = refusal(h, "KS KH KD")
    assert (exc.code, exc.params) == ("wrong_shape", {"shape": "group", "size": 2, "table": "9S 9H"})
    assert "answer it with a pair" in str(exc)


def test_a_tie_names_both_plays():
    h = hand(cards=["5S 5H 3C", "5D JK 4H", "4C"])
    h.apply("5S 5H")
    exc = refusal(h, "5D JK=5")
    assert exc.code == "tie" and exc.params["table"] == "5S 5H"


def test_cards_not_held_are_listed_in_notation():
    exc = refusal(hand(cards=["5H 6H 7H", "4C", "5C"]), "9S")
    assert (exc.code, exc.params) == ("not_held", {"cards": "9S"})


def test_a_leader_cannot_pass():
    exc = refusal(hand(cards=["5H 6H 7H", "4C", "5C"]), "pass")
    assert (exc.code, exc.params) == ("leader_cannot_pass", {})


def test_unreadable_text_keeps_the_parser_message():
    exc = refusal(hand(cards=["5H 6H 7H", "4C", "5C"]), "5Z")
    assert exc.code == "unreadable" and exc.params == {"text": "5Z"}


def test_code_and_params_survive_a_process_boundary():
    exc = IllegalMove("a single must beat the 9S on the table", "too_weak", table="9S", reversed=False)
    back = pickle.loads(pickle.dumps(exc))
    assert (str(back), back.code, back.params) == (str(exc), exc.code, exc.params)


def test_without_a_code_the_reason_is_generic():
    assert IllegalMove("not legal now").code == "illegal"


def test_contest_rule_refusals_carry_codes():
    """§10: the contest switches' refusals name their reason too ('a run beats only a run lying
    wholly above it'; 'a run's joker may stand one place below the 3 or above the 2' only with the switch)."""
    above = hand(cards=["3S 4S 5S 9C", "5H 6H 7H 6D 7D 8D", "QC"], run_beats="above")
    above.apply("3S 4S 5S")
    exc = refusal(above, "5H 6H 7H")
    assert (exc.code, exc.params) == ("run_not_beyond", {"side": "above", "table": "3S 4S 5S"})
    exc = refusal(hand(cards=["3S 4S AH 2H JK", "5C", "6C"]), "JK=-S 3S 4S")
    assert (exc.code, exc.params) == ("joker_past_ends", {"move": "JK=-S 3S 4S"})


def test_cards_of_no_shape_name_why():
    """§1: 'a run is three or more cards of one suit in consecutive ranks'; anything else of mixed
    ranks is no play, and the refusal says which rule it breaks."""
    h = hand(cards=["3D 6S 5H 6H 9H", "4C", "5C"])
    exc = refusal(h, "3D 6S")
    assert (exc.code, exc.params) == ("no_shape", {"text": "3D 6S", "play": "3D 6S"})
    assert str(exc) == "3D 6S is no shape: a pair needs one rank, a run 3 or more cards"
    assert refusal(h, "5H 6H 9H").code == "run_gaps"
    assert refusal(h, "3D 5H 6H").code == "run_suits"


def test_the_english_of_a_refusal_comes_from_its_one_sentence(monkeypatch):
    """The engine words a refusal from ``refusal.ENGLISH``, the sentence the catalog translates too."""
    monkeypatch.setitem(ENGLISH, Refusal.LEADER_CANNOT_PASS, "the leader plays")
    exc = refusal(hand(cards=["5H 6H 7H", "4C", "5C"]), "pass")
    assert exc.code is Refusal.LEADER_CANNOT_PASS and str(exc) == "the leader plays"


def test_a_refusal_with_a_count_takes_the_singular_or_the_plural():
    """§4: 'a 7 gives that many cards to the next player'; the give is made before anything else."""
    one = hand(cards=["7S 3C 4C", "9D 5D", "6C 6D"], seven_give=True)
    one.apply("7S")
    exc = refusal(one, "pass")
    assert exc.code is Refusal.OWED_FIRST and exc.params == {"kind": Owed.GIVE, "n": 1}
    assert str(exc) == "first give 1 card to the next player"
    two = hand(cards=["7S 7H 3C 4C", "9D 5D", "6C 6D"], seven_give=True)
    two.apply("7S 7H")
    assert str(refusal(two, "give 3C")) == "give exactly 2 cards"
    assert text_of(Refusal.OWED_EXACTLY, {"kind": Owed.RETURN}) == ("return exactly {n} card",
                                                                     "return exactly {n} cards")
