"""The progress line: rewritten in place on a terminal and cleared at the end; a line a minute in a log."""
from __future__ import annotations

import io

from game.progress import Progress, line


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_line_says_done_rate_and_time_left():
    assert line(100, 400, 10.0) == "100/400 hands  10.0 hands/s  30 s left"
    assert line(400, 400, 10.0, "matches") == "400/400 matches  40.0 matches/s"
    assert line(0, 400, 0.0) == "0/400 hands  0.0 hands/s"


def test_progress_rewrites_one_line_on_a_terminal_and_clears_it():
    out = Terminal()
    p = Progress(8, stream=out, every=0.0)
    p.update(4)
    p.update(8)
    p.finish()
    text = out.getvalue()
    assert text.count("\r") >= 3 and "4/8 hands" in text and "8/8 hands" in text
    assert text.endswith("\r") and "\n" not in text


def test_progress_writes_nothing_when_piped_for_a_short_run():
    out = io.StringIO()
    p = Progress(8, stream=out, every=0.0)
    p.update(8)
    p.finish()
    assert out.getvalue() == ""


def test_progress_adds_a_whole_line_a_minute_to_a_log():
    now = [100.0]
    out = io.StringIO()
    p = Progress(400, stream=out, clock=lambda: now[0])
    for done, t in ((40, 130.0), (80, 160.0), (120, 170.0), (160, 230.0), (400, 400.0)):
        now[0] = t
        p.update(done)
    p.finish()
    assert out.getvalue().splitlines() == ["80/400 hands  1.3 hands/s  240 s left",
                                           "160/400 hands  1.2 hands/s  195 s left"]
    assert "\r" not in out.getvalue()
