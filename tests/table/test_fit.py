"""The table's words fit their boxes at 1x in both languages: the tags over a portrait, a seat's lines,
the auto-pass badge, the results' column heads, the handoff panel and the effect banners."""
import pytest

from game import i18n
from game.engine import parse_move
from game.engine.cards import parse_cards
from game.engine.events import (
    EightCut, FellFromGrace, Fouled, JackBack, Played, RevolutionCancelled, RevolutionLanded, RevolutionPending,
    SpadeThreeCounter, SuitLocked, WentOut,
)
from game.gfx.font import BIG, FONT
from game.table.view import board, layout
from game.table.view.animations import effects_for
from game.table.view.feed import AWAY, CPU
from game.table.wording import words
from tests.table.helpers import Seats

TAG_W = 26  # the CPU or AWAY tag over a portrait (the PASS tag, on the box's corner: layout.PASS_TAG_W)
TEXT_W = layout.SEAT_W - 30 - 3  # a seat's text column, right of the portrait
BANNER_W = 460 - 24  # board.banner's widest plate less its margins


@pytest.fixture(params=["en", "ja"])
def lang(request):
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


def width(text, font=FONT):
    return font.size(text)[0]


def test_the_portrait_tags_fit(lang):
    assert width(board.pass_word()) <= layout.PASS_TAG_W - 2
    assert all(width(words.presence_tag(state)) <= TAG_W for state in (CPU, AWAY))


def test_a_seat_s_lines_fit_beside_its_score(lang):
    score = width("+10") + 4
    for place in range(1, 7):
        assert width(i18n._("OUT {place}").format(place=place)) + score <= TEXT_W
    assert width(words.cards(17)) + score <= TEXT_W
    for title in words.TITLES:
        assert width(words.title(title)) <= TEXT_W
    for name in ("You", "Player 6", "Goro", "Ito"):
        assert width(words.shown(name)) <= TEXT_W


def test_the_auto_pass_badge_fits(lang):
    for text in (i18n._("PASS THIS TRICK"), i18n._("{key}: stop").format(key="V")):
        assert width(text) <= layout.AUTO_PASS_BADGE.width - 4


def test_the_results_column_heads_fit_their_columns(lang):
    _ = i18n._
    for text, room in ((_("PLACE"), 50), (_("MATCH"), 50), (_("PLAYER"), 52), (_("TITLE"), 70),
                       (_("LAST HAND"), 70), (_("PTS"), 30), (_("TOTAL"), 30)):
        assert width(text) <= room, text
    room = 206 - 112 - width("+2") - 3  # the last hand's place and title, left of the right-aligned points
    assert width(i18n._("{place} {title}").format(place=i18n.ordinal(1), title=words.title("Millionaire"))) <= room


def test_the_handoff_panel_fits(lang):
    _ = i18n._
    for text in (_("PASS THE DEVICE TO"), _("It is your turn."), _("You owe cards to give."),
                 _("You owe a discard."), _("Return cards for the tax.")):
        assert width(text) <= 300 - 74 - 10, text
    assert width(_("Everyone else: look away!")) <= 300 - 28
    assert width(_("{name}: press confirm when ready").format(name=words.shown("Player 6"))) <= 300 - 12


@pytest.mark.parametrize("event", [
    EightCut(1), RevolutionLanded(True, True), RevolutionLanded(False, False), RevolutionPending(2),
    RevolutionCancelled(0), JackBack(1, True, True), JackBack(0, False, False), SuitLocked(("S", "H", "D")),
    SpadeThreeCounter(2), WentOut(3, 1), Fouled(1, ("top_rank", "spade3")), FellFromGrace(0, tuple(parse_cards("5C"))),
], ids=lambda e: type(e).__name__)
def test_every_banner_fits_its_plate(event, lang):
    (fx,) = effects_for(event, Seats(), lambda a, b: True)
    title, _bar, sub = fx.banner.partition("|")
    assert width(title, BIG) <= BANNER_W and width(sub) <= BANNER_W, fx.banner


def test_a_long_play_fits_the_status_lines(lang):
    (fx,) = effects_for(Played(3, parse_move("3H 4H 5H 6H 7H 8H JK=9H JK=TH"), 0), Seats(), lambda a, b: True)
    assert len(FONT.wrap(words.cards_in(fx.text), board.STATUS_W)) <= board.STATUS_LINES
