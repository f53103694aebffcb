"""The phone tells the table's story in a real browser (headless chromium, as ``test_browser``): each
moment the desktop shows as an effect is a banner on the phone, the tax a panel of what was given and
got, the felt turns with a revolution; fourteen cards, the answer line and Play/Pass/Hint fit without
scrolling at 360x640, 390x844 and 844x390 in English and Japanese; a reload takes the seat back by
itself; the host closing switches the controls off and says the table was saved.

The moments are made by the host's own code (the seat's ``Feed`` and ``views.moments``) from the
engine's events, and handed to the page as the ``event`` message would; screenshots of each are
kept in the test's folder.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from game.engine import events as ev
from game.engine.cards import parse_cards
from game.i18n import set_language
from game.net.host.page import strings
from game.net.host.room import FRIEND
from game.net.wire import views
from game.table.view.feed import Feed
from tests.net.clients import RULES, hosting

webdriver = pytest.importorskip("selenium.webdriver", reason="selenium is not installed (the test extra)")
from selenium.webdriver.common.by import By
from selenium.webdriver.support.wait import WebDriverWait

from tests.net.browsing import BOUND, browser, phone, started  # noqa: F401 (browser: the fixture)

SIZES = {"360x640": (360, 640), "390x844": (390, 844), "844x390": (844, 390)}
FOURTEEN = RULES.replace(rounds=1, jokers=2)  # seed 3 deals the page's seat fourteen cards
KINDS = (FRIEND, "beginner", "beginner", "beginner")


def moments_of(table, seat: int) -> dict[str, list[dict[str, Any]]]:
    """Each moment the desktop shows, as the seat's feed tells it and the host sends it."""
    cards = tuple(parse_cards("4C 5C"))
    made = {
        "eight-cut": ev.EightCut(1), "revolution": ev.RevolutionLanded(True, True), "lock": ev.SuitLocked(("H",)),
        "jack-back": ev.JackBack(2, True, True), "seven-give": ev.Gave(1, seat, cards),
        "ten-discard": ev.Discarded(3, tuple(parse_cards("9D"))), "tax": ev.TaxPaid(seat, 1, cards),
        "went-out": ev.WentOut(2, 1), "foul": ev.Fouled(3, ("two",)), "fall": ev.FellFromGrace(1, cards),
    }
    feed = Feed(table.session, seat)
    return {name: views.moments(feed.tell([event])) for name, event in made.items()}


# The hand, the answer line and the moves are there without scrolling; nothing spills sideways, and
# the table's parts and the hand's cards lie over nothing else.
_FITS = """
const ids = ["seats", "effects", "turn", "beat", "play", "trick", "prompt", "hand-box", "answer", "buttons"];
const boxes = ids.map((id) => [id, document.getElementById(id).getBoundingClientRect()])
  .filter(([, r]) => r.width > 0 && r.height > 0);
const over = [];
boxes.forEach(([a, r], i) => boxes.slice(i + 1).forEach(([b, s]) => {
  if (r.left < s.right - 1 && s.left < r.right - 1 && r.top < s.bottom - 1 && s.top < r.bottom - 1) over.push([a, b]);
}));
const below = boxes.filter(([id, r]) => ["hand-box", "answer", "buttons"].includes(id)
  && r.bottom > window.innerHeight + 1).map(([id]) => id);
return {wide: document.documentElement.scrollWidth > window.innerWidth, over, below,
        cards: document.querySelectorAll("#hand .card").length};
"""


def _banner(driver: Any) -> str:
    """The banner's words once it has slid in (its animation is a quarter of a second)."""
    WebDriverWait(driver, BOUND, poll_frequency=0.05).until(lambda d: d.execute_script(
        "return document.getElementById('banner').getAnimations().every((a) => a.playState === 'finished')"))
    return driver.execute_script("const b = document.getElementById('banner');"
                                 "return b.hidden ? '' : b.textContent;")


@pytest.mark.parametrize("language", ["en", "ja"])
def test_every_moment_and_the_tax_show_and_fourteen_cards_fit_at_three_sizes(browser, language, tmp_path: Path):
    set_language(language)
    with hosting(kinds=KINDS, rules=FOURTEEN, seed=3) as (_s, table, port), started(browser, table, port):
        WebDriverWait(browser, BOUND, poll_frequency=0.05).until(
            lambda d: d.execute_script("return view && view.cards.length") == 14)
        said = moments_of(table, 0)
        for size, (width, height) in SIZES.items():
            phone(browser, width, height)
            browser.execute_script("window.scrollTo(0, 0)")
            fits = browser.execute_script(_FITS)
            assert fits == {"wide": False, "over": [], "below": [], "cards": 14}, (language, size, fits)
            # Every moment's banner at the phone's usual size (its words are the same at any size); the
            # revolution's and the tax's at the others too, for their screenshots.
            for name, moments in said.items():
                if size != "390x844" and name not in ("revolution", "tax"):
                    continue
                assert moments and moments[0]["words"], name
                browser.execute_script("banners = []; clearTimeout(bannerTimer); bannerTimer = null;"
                                       "HANDLERS.event({moments: arguments[0]})", moments)
                shown = _banner(browser)
                assert moments[0]["words"] in shown and moments[0]["title"] in shown, (name, shown)
                browser.save_screenshot(str(tmp_path / f"moment-{language}-{size}-{name}.png"))
            # The tax as a panel, until the hand's first play: what this seat gave and what it got, with the cards.
            browser.execute_script("banners = []; clearTimeout(bannerTimer); nextBanner(); window.before = view;"
                                   "HANDLERS.view({view: {...view, history: [], table: null, trick: [], trick_words: [],"
                                   " exchanges: [[0, 1, ['2S', 'JK']], [1, 0, ['3C', '4D']]]}})")
            texts = browser.execute_script("return [document.getElementById('tax').hidden,"
                                           " document.getElementById('tax-gave').textContent,"
                                           " document.getElementById('tax-got').textContent,"
                                           " document.querySelectorAll('#tax .card').length]")
            names = table.net.names()
            assert texts == [False, strings()["you_gave"].format(name=names[1]),
                             strings()["you_got"].format(name=names[1]), 4], texts
            fits = browser.execute_script(_FITS)  # the panel above the table leaves the answer in reach
            assert fits == {"wide": False, "over": [], "below": [], "cards": 14}, (language, size, "tax", fits)
            browser.save_screenshot(str(tmp_path / f"tax-{language}-{size}.png"))
            # The felt turns with a revolution (the view says the order is reversed).
            browser.execute_script("HANDLERS.view({view: {...window.before, reversed: true}})")
            assert browser.execute_script("return document.documentElement.classList.contains('reversed')")
            WebDriverWait(browser, BOUND, poll_frequency=0.05).until(lambda d: d.execute_script(
                "return document.getAnimations().every((a) => a.playState === 'finished')"))  # the felt has turned
            browser.save_screenshot(str(tmp_path / f"felt-{language}-{size}.png"))
            browser.execute_script("HANDLERS.view({view: window.before})")
        # Between hands the page waits for the host's deal; the final results are ranked as the host sends them
        # (the desktop's order: by total, equal totals by the last hand's places) and say the tie-break.
        browser.execute_script("HANDLERS.view({view: {...view, is_over: true, to_act: null}})")
        assert browser.find_element(By.ID, "turn").text == strings()["waiting_deal"]
        result = {"hand": 1, "places": [2, 0, 1, 3], "order": [0, 2, 1, 3], "titles": ["", "", "", ""],
                  "title_words": ["", "", "", ""], "points": [1, 2, 0, -1], "scores": [4, 4, 1, -1],
                  "match_over": True, "winner": 0, "names": table.net.names(), "tie_break": "tie words"}
        browser.execute_script("HANDLERS.result(arguments[0])", {"result": result})
        rows = [li.text.split(" · ")[0] for li in browser.find_elements(By.CSS_SELECTOR, "#results-list li")]
        assert rows == [table.net.names()[i] for i in result["order"]]
        assert browser.find_element(By.ID, "results-tie").text == "tie words"
        browser.save_screenshot(str(tmp_path / f"results-{language}.png"))


def test_a_reload_takes_the_seat_back_and_the_host_closing_switches_the_controls_off(browser, tmp_path: Path):
    with hosting(kinds=KINDS, rules=FOURTEEN, seed=3, saved=True) as (_s, table, port):
        with started(browser, table, port):
            WebDriverWait(browser, BOUND, poll_frequency=0.05).until(lambda d: d.execute_script("return seat") == 0)
            browser.refresh()  # the page keeps the seat's secret: no join form, the seat again
            WebDriverWait(browser, BOUND, poll_frequency=0.05).until(
                lambda d: d.find_element(By.ID, "table").is_displayed())
            assert not browser.find_element(By.ID, "join").is_displayed()
            assert browser.execute_script("return seat") == 0
            WebDriverWait(browser, BOUND, poll_frequency=0.05).until(
                lambda d: d.execute_script("return decision !== null"))
            table.close()  # the host leaves a saved match: Continue hosts it again under the same secrets
            WebDriverWait(browser, BOUND, poll_frequency=0.05).until(
                lambda d: d.find_element(By.ID, "status").text == strings()["closed_saved"])
            for button in ("send", "pass", "hint", "until-clear", "when-stuck"):
                assert not browser.find_element(By.ID, button).is_enabled(), button
            assert browser.find_element(By.ID, "prompt").text == ""
            browser.save_screenshot(str(tmp_path / "closed-saved.png"))
