"""Test helpers: the phone page in Debian's headless chromium, driven by Selenium, at a phone's size.

The browser and its driver are the system's (``apt-get install chromium
chromium-driver``): nothing is downloaded at run time, and without them the
tests skip saying what is missing. Every wait is bounded; none orders anything by sleeping.
"""
from __future__ import annotations

import os
import shutil
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

from game.net.host.hosting import HostedTable
from tests.net.clients import ticking_in_thread

webdriver = pytest.importorskip("selenium.webdriver", reason="selenium is not installed (the test extra)")
from selenium.common.exceptions import (ElementClickInterceptedException, StaleElementReferenceException,
                                        WebDriverException)
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.wait import WebDriverWait

CHROMIUM = "/usr/bin/chromium"
CHROMEDRIVER = "/usr/bin/chromedriver"
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking",
         "--disable-component-update", "--disable-sync"]
PORTRAIT = (390, 844)  # a phone's CSS pixels
BOUND = 30.0  # seconds any one wait may take before the test fails
NAME = "Ann"


def tap(driver: Any, css: str) -> None:
    """Tap the element ``css`` selects, as a finger would once the page holds still under it: a view
    that arrives between finding the element and the tap can re-lay the page out (a card played, a
    line of the answer), and then another element is where it was; the tap is tried again, within
    ``BOUND``."""
    def tapped(d: Any) -> bool:
        try:
            d.find_element(By.CSS_SELECTOR, css).click()
        except (ElementClickInterceptedException, StaleElementReferenceException):  # re-drawn under the finger
            return False
        return True

    WebDriverWait(driver, BOUND, poll_frequency=0.05).until(tapped)


def _missing() -> str | None:
    for path, package in ((CHROMIUM, "chromium"), (CHROMEDRIVER, "chromium-driver")):
        if not os.access(path, os.X_OK):
            return f"{path} is missing: apt-get install {package}"
    return None


@pytest.fixture
def browser(tmp_path: Path) -> Iterator[Any]:
    missing = _missing()
    if missing:
        pytest.skip(missing)
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for flag in FLAGS + [f"--user-data-dir={tmp_path / 'profile'}"]:
        options.add_argument(flag)
    try:
        driver = webdriver.Chrome(service=Service(executable_path=CHROMEDRIVER), options=options)
    except WebDriverException as exc:
        pytest.skip(f"chromium would not start under chromedriver: {exc.msg}")
    try:
        phone(driver, *PORTRAIT)
        yield driver
    finally:
        driver.quit()
        shutil.rmtree(tmp_path / "profile", ignore_errors=True)


def phone(driver: Any, width: int, height: int) -> None:
    """Lay the page out as a phone of ``width`` x ``height`` CSS pixels would (touch, twice the pixels)."""
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": width, "height": height, "deviceScaleFactor": 2, "mobile": True})


def join_page(driver: Any, port: int, code: str) -> None:
    driver.get(f"http://127.0.0.1:{port}/?room={code}")
    WebDriverWait(driver, BOUND).until(lambda d: d.find_element(By.ID, "room").get_attribute("value") == code)
    assert not driver.find_element(By.ID, "table").is_displayed()  # only the join form until seated
    driver.find_element(By.ID, "name").send_keys(NAME)
    tap(driver, "#join button[type=submit]")


@contextmanager
def started(driver: Any, table: HostedTable, port: int,
             step: Callable[[], None] | None = None) -> Iterator[None]:
    """The page joins the table; once the seat is taken the host deals and its clock runs (``step``:
    each tick, as ``ticking_in_thread`` takes it)."""
    join_page(driver, port, table.code)
    WebDriverWait(driver, BOUND, poll_frequency=0.05).until(lambda _d: table.full)
    table.start()
    with ticking_in_thread(table, step):
        WebDriverWait(driver, BOUND).until(lambda d: d.find_element(By.ID, "table").is_displayed())
        tap(driver, "#cover")  # the hand is covered until its player taps
        yield
