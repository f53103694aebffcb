"""How to Play's tax and scoring pages quote the rules in force: the Classic preset's numbers (named
as such) from the menu, the table's own from the table menu; change the rules and the pages follow."""
from game.app.app import App
from game.engine import Rules
from game.scenes.howto import PAGES, HowTo


def page_words(rules, live, drawn, tick=0):
    app = App(headless=True)
    scene = HowTo(app, rules)
    scene.page = next(i for i, p in enumerate(PAGES) if p.live == live)
    app.stack.reset(scene)
    scene.t = tick  # how far the page's demo has run
    drawn.clear()
    app.step(1)
    return " ".join(text for text, _rect in drawn)


def test_the_scoring_page_quotes_the_rules_in_force(drawn):
    classic = page_words(None, "scoring", drawn)
    assert "1st Millionaire" in classic and "+2" in classic and "-1" not in classic and "classic rules, 4" in classic
    jda = page_words(Rules.preset("jda").replace(seats=5), "scoring", drawn)
    assert "5th Beggar" in jda and "-2" in jda and "tournament rules, 5" in jda
    custom = page_words(Rules.preset("classic").replace(points=(5, 3, 1, 0)), "scoring", drawn)
    assert "+5" in custom and "+3" in custom and "this table, 4" in custom


def test_the_tax_page_quotes_the_cards_the_tax_takes(drawn):
    four = page_words(None, "tax", drawn)
    assert "Beggar hands their best card" in four and "swap nothing" in four
    five = page_words(Rules.preset("classic").replace(seats=5), "tax", drawn)
    assert "their 2 best cards" in five and "swap 1 card" in five
    none = page_words(Rules.preset("classic").replace(tax_cards=0), "tax", drawn)
    assert "no tax" in none


def test_the_tax_demo_moves_as_many_cards_as_the_rules_take(drawn):
    from game.scenes.howto import AFTER

    one = page_words(None, "tax", drawn, AFTER[1] - 2)  # the return under way
    assert "gets one card back" in one and "two cards" not in one
    two = page_words(Rules.preset("classic").replace(seats=5), "tax", drawn, AFTER[1] - 2)
    assert "gets 2 cards back" in two


def test_the_revolution_page_says_when_the_order_flips_under_the_rules_in_force(drawn):
    classic = page_words(None, "revolution", drawn)  # Classic: "revolution at the clear" on the table
    assert "the order flips when the table clears" in classic
    at_once = page_words(Rules.preset("classic").replace(revolution_timing="immediate"), "revolution", drawn)
    assert "Four of a kind flips the order" in at_once and "when the table clears" not in at_once
