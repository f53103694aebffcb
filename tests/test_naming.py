"""Plays named in words: the hint's subject ("pair of Ks") and the table's object ("the pair of 9s") share
their ranks, suits and run ends, so both read alike."""
from game import naming
from game.engine import parse_move


def test_a_play_is_named_by_its_shape():
    assert naming.play_name(parse_move("KS")) == "KS"
    assert naming.play_name(parse_move("KS KH")) == "pair of Ks"
    assert naming.play_name(parse_move("9S 9H 9D")) == "three 9s"
    assert naming.play_name(parse_move("5H 6H 7H")) == "run 5 to 7 of hearts"
    assert naming.play_name(parse_move("JK")) == "joker"


def test_the_table_names_the_same_play_with_its_article():
    assert naming.describe(parse_move("KS KH")) == "the pair of Ks"
    assert naming.describe(parse_move("5C 6C 7C")) == "the run 5 to 7 of clubs"
    assert naming.describe(parse_move("7H")) == "the 7H"
    assert naming.shape_word(parse_move("5H 6H 7H 8H")) == "run of 4"
    assert naming.shape_word(parse_move("QS QH QD")) == "triple"


def test_a_run_end_past_the_2_is_the_joker():
    assert naming.run_end(12) == "2"
    assert naming.run_end(13) == "joker" and naming.run_end(-1) == "joker"
