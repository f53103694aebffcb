"""The phone page in a real browser: Debian's headless chromium, driven by Selenium, at a phone's size.

One seat is played by taps on the page (the cards, then Play or pass) while
the host's bots play the other three, through a whole hand to its results.
The page must show the seat's hand, whose turn it is, and the host's refusal
for an illegal selection. The page is also laid out in English and Japanese,
upright and on its side, and checked for nothing spilling off the screen or
lying over something else (the screenshots are kept in the test's folder).

The browser is the system's (``tests.net.browsing``). Every wait is bounded; none orders anything by
sleeping.
"""
from __future__ import annotations

import threading
from typing import Any

import pytest

from game.bots import make_bot
from game.i18n import set_language
from game.net.host.hosting import HostedTable
from game.net.host.page import strings
from game.net.host.room import FRIEND
from game.net.wire.views import view_from
from tests.net.clients import RULES, hosting

webdriver = pytest.importorskip("selenium.webdriver", reason="selenium is not installed (the test extra)")
from selenium.webdriver.common.by import By
from selenium.webdriver.support.wait import WebDriverWait

from tests.net.browsing import BOUND, NAME, PORTRAIT, browser, phone, started, tap  # noqa: F401 (browser: the fixture)

ONE_HAND = RULES.replace(rounds=1, jokers=0)  # no joker: each selection makes at most one move


def _state(driver: Any) -> dict[str, Any]:
    """What the page holds now: its last view and decision, its seat, and whether results are up."""
    return driver.execute_script(
        "return {view: view, decision: decision, seat: seat,"
        " results: !document.getElementById('results').hidden};")


def _key(view: dict[str, Any]) -> tuple[Any, ...]:
    return view["number"], len(view["history"]), view["pending"], tuple(view["counts"])


def _text(driver: Any, element: str) -> str:
    return driver.find_element(By.ID, element).text


def _my_decision(driver: Any, acted: tuple[Any, ...] | None) -> dict[str, Any]:
    """Wait for a decision this page has not answered yet, or for the results."""
    def ready(d: Any) -> dict[str, Any] | bool:
        state = _state(d)
        if state["results"]:
            return state
        view = state["view"]
        if state["decision"] and view and view["to_act"] == state["seat"] and _key(view) != acted:
            return state
        return False
    return WebDriverWait(driver, BOUND, poll_frequency=0.05).until(ready)


def _tap(driver: Any, card: str) -> None:
    tap(driver, f'#hand button[title="{card}"]')


def _answer(driver: Any) -> str:
    """The page's answer to the selection, once the host's check has come back."""
    return WebDriverWait(driver, BOUND, poll_frequency=0.05).until(lambda d: _text(d, "answer"))


def _hint(driver: Any) -> tuple[str, list[str]]:
    """The page's answer to a tap on Hint once the host's hint is in, and the cards it picked, read together.
    While the search runs the page says it is thinking, in words that begin as the hint's own do ("Hint:
    thinking..."): that is no hint yet. A hint with cards picks them and asks the host's check, whose
    verdict then stands in the hint's words."""
    def shown(d: Any) -> tuple[str, list[str]] | bool:
        answer, picked = d.execute_script(
            "return [document.getElementById('answer').textContent, selected.map((j) => view.cards[j])]")
        return (answer, picked) if answer not in ("", strings()["thinking"]) else False
    return WebDriverWait(driver, BOUND, poll_frequency=0.05).until(shown)


def _refused_pair(driver: Any, table: HostedTable, view: dict[str, Any]) -> str:
    """Select the weakest and strongest cards (two ranks: never a move in play), check the page
    says the host's own refusal and offers no Play, then put them back."""
    pair = [view["cards"][0], view["cards"][-1]]
    for card in pair:
        _tap(driver, card)
    WebDriverWait(driver, BOUND, poll_frequency=0.05).until(
        lambda d: d.execute_script("return JSON.stringify(selected.map((j) => view.cards[j]))")
        == f'["{pair[0]}","{pair[1]}"]')
    shown = _answer(driver)
    # The host waits on this seat, so its table holds still while it is asked the same question.
    expected = table.net.check(view["seat"], pair)
    assert not expected["legal"] and shown == expected["reason"]
    assert not driver.find_element(By.ID, "send").is_enabled()
    for card in pair:
        _tap(driver, card)
    return shown


def _move(driver: Any, move: Any) -> None:
    """Make ``move`` by taps: its cards, then the send button once the host calls them legal."""
    if move.is_pass:
        tap(driver, "#pass")
        return
    for card in str(move).split():
        _tap(driver, card)
    WebDriverWait(driver, BOUND, poll_frequency=0.05).until(
        lambda d: d.find_element(By.ID, "send").is_enabled())
    tap(driver, "#send")


def test_a_whole_hand_played_by_taps(browser):
    with hosting(kinds=(FRIEND, "beginner", "beginner", "beginner"), rules=ONE_HAND, seed=3) as (_s, room, port), \
            started(browser, room, port):
        bot = make_bot("beginner:steady", seed=7)
        acted: tuple[Any, ...] | None = None
        refused = ""
        moves = 0
        while True:
            state = _my_decision(browser, acted)
            if state["results"]:
                break
            view, decision = state["view"], state["decision"]
            hand = [b.get_attribute("title") for b in browser.find_elements(By.CSS_SELECTOR, "#hand button.card")]
            assert hand == view["cards"]
            assert _text(browser, "turn") == strings()["turn_of"].format(name=NAME)
            assert _text(browser, "prompt") == decision["prompt"]
            assert "acting" in browser.find_element(By.CSS_SELECTOR, "#seats li.me").get_attribute("class")
            if not refused and decision["kind"] == "play" and len(view["cards"]) >= 2:
                refused = _refused_pair(browser, room, view)
            _move(browser, bot.choose(view_from(view)))
            acted = _key(view)
            moves += 1
        assert refused, "no play decision with two cards came up"
        assert moves > 0 and room.session.match.is_over
        assert len(browser.find_elements(By.CSS_SELECTOR, "#results-list li")) == 4
        assert _text(browser, "answer") == ""  # nothing left over from the last selection sent
        assert _text(browser, "results-title").startswith(strings()["final"].split("{")[0])
        tap(browser, "#results-ok")
        assert not browser.find_element(By.ID, "results").is_displayed()


# Which shown elements may not lie over one another (nor the hand's cards, a lifted one included), and
# none may reach past the screen's edges.
_LAYOUT = """
const ids = ["seats", "effects", "turn", "beat", "play", "trick", "prompt", "hand-box", "answer", "buttons", "switches",
             "more"];
const boxes = ids.map((id) => [id, document.getElementById(id).getBoundingClientRect()])
  .filter(([, r]) => r.width > 0 && r.height > 0);
const wide = document.documentElement.scrollWidth > window.innerWidth;
const over = [];
boxes.forEach(([a, r], i) => boxes.slice(i + 1).forEach(([b, s]) => {
  if (r.left < s.right - 1 && s.left < r.right - 1 && r.top < s.bottom - 1 && s.top < r.bottom - 1) over.push([a, b]);
}));
const off = boxes.filter(([, r]) => r.left < 0 || r.right > window.innerWidth + 1).map(([id]) => id);
// The hand, the moves and the log's toggles are there without scrolling (a landscape phone is short).
const below = boxes.filter(([id, r]) => ["hand-box", "buttons", "switches", "more"].includes(id)
  && r.bottom > window.innerHeight + 1).map(([id]) => id);
const cards = [...document.querySelectorAll("#hand .card")].map((c) => [c.title, c.getBoundingClientRect()]);
cards.forEach(([a, r], i) => cards.slice(i + 1).forEach(([b, s]) => {
  if (r.left < s.right && s.left < r.right && r.top < s.bottom && s.top < r.bottom) over.push([a, b]);
}));
return {wide, over, off, below};
"""


@pytest.mark.parametrize("language", ["en", "ja"])
def test_the_page_fits_a_phone_either_way_up(browser, language, tmp_path):
    set_language(language)  # the host's language: the page's words and the host's messages
    with hosting(kinds=(FRIEND, "beginner", "beginner", "beginner"), rules=ONE_HAND, seed=3) as (_s, room, port), \
            started(browser, room, port):
        view = _my_decision(browser, None)["view"]
        _refused_pair(browser, room, view)  # the longest line the page shows: a refusal
        _tap(browser, view["cards"][0])
        _tap(browser, view["cards"][-1])
        _answer(browser)
        for name, (width, height) in (("portrait", PORTRAIT), ("landscape", PORTRAIT[::-1])):
            phone(browser, width, height)
            browser.execute_script("window.scrollTo(0, 0)")
            browser.save_screenshot(str(tmp_path / f"phone-{language}-{name}.png"))
            layout = browser.execute_script(_LAYOUT)
            assert layout == {"wide": False, "over": [], "off": [], "below": []}, (language, name, layout)


# Seed 1 deals the page's seat the first lead (the hint must pick cards); seed 3 makes it answer a play.
@pytest.mark.parametrize("language, seed, leads", [("en", 1, True), ("ja", 3, False)])
def test_the_hint_the_pass_switches_and_the_log_of_the_hand_by_taps(browser, language, seed, leads, tmp_path):
    set_language(language)
    with hosting(kinds=(FRIEND, "beginner", "beginner", "beginner"), rules=ONE_HAND, seed=seed) as (_s, room, port), \
            started(browser, room, port):
        view = _my_decision(browser, None)["view"]
        assert (view["table"] is None) == leads, view["table"]
        tap(browser, "#hint")
        # The hint's words, and its cards picked (the host's check then lets them be sent), as at the desktop.
        answer, picked = _hint(browser)
        passes = answer.startswith(f'{strings()["hint"]}: {strings()["pass"]} ')
        assert answer.startswith(strings()["hint"] + ":") or (picked and answer == strings()["legal"]), answer
        assert all(card in view["cards"] for card in picked) and bool(picked) != passes, (answer, picked)
        if leads:  # a lead is never a pass: the hinted cards are picked, and the host's check lets them go
            assert picked
            WebDriverWait(browser, BOUND, poll_frequency=0.05).until(
                lambda d: d.find_element(By.ID, "send").is_enabled())
        tap(browser, "#when-stuck")
        WebDriverWait(browser, BOUND, poll_frequency=0.05).until(
            lambda _d: view["seat"] in room.session.pass_if_stuck)
        tap(browser, "#log-open")
        # The host's log lines may still be on their way: the list is drawn again as they come (one read each).
        lines = WebDriverWait(browser, BOUND, poll_frequency=0.05).until(lambda d: d.execute_script(
            "return [...document.querySelectorAll('#log-lines li')].map((li) => li.textContent)"))
        assert lines and browser.find_element(By.ID, "log").is_displayed()
        browser.save_screenshot(str(tmp_path / f"phone-log-{language}.png"))
        tap(browser, "#log-close")
        assert not browser.find_element(By.ID, "log").is_displayed()


def test_the_turn_timer_s_move_is_said_in_place_of_a_stale_answer(browser, tmp_path):
    """The timer runs out while the page shows its answer to a selection: the page says the move was made
    for the player, drops the selection, and lets the line go with the next move, as the desktop does."""
    timed = ONE_HAND.replace(turn_timer=1)
    release = threading.Event()  # the test's word: let the seat's timer run out, this once
    paused = threading.Event()  # the clock stands still just after the timer's move, until the test goes on

    with hosting(kinds=(FRIEND, "beginner", "beginner", "beginner"), rules=timed, seed=3) as (_s, room, port):
        def step() -> None:
            # The clock holds at the page's turn until released, then stops once the turn has moved on.
            match = room.session.match if room.session else None
            mine = match is not None and not match.is_over and not match.between_hands and match.to_act == 0
            if not mine and release.is_set():
                release.clear()
                paused.set()
            if paused.is_set() or (mine and not release.is_set()):
                room.serve()
            else:
                room.tick()

        with started(browser, room, port, step):
            view = _my_decision(browser, None)["view"]
            for card in (view["cards"][0], view["cards"][-1]):
                _tap(browser, card)
            stale = _answer(browser)
            release.set()
            WebDriverWait(browser, BOUND, poll_frequency=0.05).until(
                lambda d: _text(d, "answer") == strings()["timed_out"])
            assert stale != strings()["timed_out"]
            assert browser.execute_script("return selected.length") == 0
            assert not browser.find_elements(By.CSS_SELECTOR, "#hand button.selected")
            assert not browser.find_element(By.ID, "send").is_enabled()
            browser.save_screenshot(str(tmp_path / "phone-timed-out.png"))
            paused.clear()
            # The next move (a bot's) takes the line away; the clock then holds at the page's next turn.
            WebDriverWait(browser, BOUND, poll_frequency=0.05).until(lambda d: _text(d, "answer") == "")
