"""Owns the command line: ``daifugo`` / ``python -m game`` and its flags.

Flags: --version, --headless (no window), --shots DIR (the screenshot tour;
implies --headless), --scale N, --fullscreen, --windowed (log to a file in the
user data folder, for launches without a console where stderr may be missing),
--selftest (game.selftest: check the build headless, exit 0 or 1),
--first-frame (print the time to the first drawn frame and exit), --lang en|ja (this run's
language, overriding the saved setting and the system's locale), --deal CODE (open Quick
Match with a deal code's rules and seed: the same deals a friend played).

A path the game cannot use (``--shots`` naming a file, an unwritable place or
nothing; a ``DAIFUGO_DATA_DIR`` that is a file or cannot be created) or a deal
code that is not valid ends the run with one line on stderr and exit status 2,
before anything else happens.
"""
from __future__ import annotations

import argparse
import logging
import os
import sys
import tempfile
from pathlib import Path


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="daifugo", description="Daifugo Arcade")
    p.add_argument("--version", action="store_true", help="print the version and exit")
    p.add_argument("--headless", action="store_true", help="run without a window")
    p.add_argument("--shots", metavar="DIR", help="save the screenshot tour into DIR and exit")
    p.add_argument("--scale", type=int, choices=range(1, 5), metavar="N", help="window scale 1-4")
    p.add_argument("--fullscreen", action="store_true", default=None, help="start fullscreen")
    p.add_argument("--windowed", action="store_true", help="log to a file in the user data folder")
    p.add_argument("--selftest", action="store_true", help="check every asset, level and scene headless, then exit")
    p.add_argument("--lang", choices=("en", "ja"), help="language for this run: en (English) or ja (Japanese)")
    p.add_argument("--first-frame", action="store_true", help="print the time to the first drawn frame and exit")
    p.add_argument("--deal", metavar="CODE", help="open Quick Match with the rules and deals of a deal code")
    return p


def _shots_folder(text: str) -> tuple[Path | None, str | None]:
    """The folder ``--shots`` names, created and checked writable, or None and the line that says why not."""
    if not text.strip():
        return None, "--shots needs a folder name"
    from game import safefile

    folder = Path(text)
    try:
        safefile.make_folder(folder)  # a name too long, a dead or looping link, a file: said in plain words
        with tempfile.TemporaryFile(dir=folder):
            pass
    except OSError as exc:
        why = exc.reason if isinstance(exc, safefile.Unreadable) else exc.strerror or exc
        return None, f"--shots: cannot write into {safefile.short_path(folder)}: {why}"
    return folder, None


def _cut(text: str, most: int = 40) -> str:
    """A value from the command line as echoed in an error: a code of 100,000 characters is no readable line."""
    return text if len(text) <= most else text[:most] + "..."


def _fail(line: str) -> int:
    print(f"daifugo: {line}", file=sys.stderr)
    return 2


LOG_BYTES = 1024 * 1024  # the log file rolls over to daifugo.log.1 past this: a log must never fill a disk


def _setup_logging(to_file: bool) -> None:
    if to_file or sys.stderr is None:
        # force: a windowed launch must never keep a handler writing to a missing stderr.
        logging.basicConfig(handlers=[_log_file_handler()], level=logging.INFO,
                            format="%(asctime)s %(levelname)s %(name)s: %(message)s", force=True)
        # With no console, an uncaught error would vanish into the missing stderr: log it instead.
        sys.excepthook = lambda kind, exc, tb: logging.getLogger("daifugo").critical(
            "uncaught error", exc_info=(kind, exc, tb))
    else:
        logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")


def _log_file_handler() -> logging.Handler:
    """A size-capped handler on daifugo.log in the data folder; a null handler when that is no plain file.

    The non-blocking check comes first because a plain open of a pipe named
    daifugo.log would hang the launch (a frozen windowed build has no stderr,
    so every start goes this way); a read-only folder means no log, not no game.
    """
    from logging.handlers import RotatingFileHandler

    from game import safefile, userdata

    try:
        path = userdata.path_of("daifugo.log")
        safefile.check_appendable(path)
        return RotatingFileHandler(path, maxBytes=LOG_BYTES, backupCount=1, encoding="utf-8")
    except OSError:
        return logging.NullHandler()


def main(argv: list[str] | None = None) -> int:
    import multiprocessing

    # A frozen Windows build starts the bot search process by running this executable again:
    # that child must become the worker here, before any argument parsing.
    multiprocessing.freeze_support()
    from game import __version__

    args = _parser().parse_args(sys.argv[1:] if argv is None else argv)
    if args.version:
        print(f"Daifugo Arcade {__version__}")
        return 0
    deal = None
    if args.deal is not None:
        from game.records import dealcode

        try:
            deal = dealcode.decode(args.deal)
        except dealcode.BadCode as exc:
            return _fail(f"--deal {_cut(args.deal)}: {exc}")
    shots: Path | None = None
    if args.shots is not None:
        shots, why = _shots_folder(args.shots)
        if shots is None:
            return _fail(why or "--shots: unusable folder")
    elif not args.selftest:  # which runs in a throwaway data folder
        from game import userdata

        why = userdata.check_folder()
        if why is not None:
            return _fail(why)
    _setup_logging(args.windowed)
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    if args.selftest:
        from game import selftest

        return selftest.run()
    if args.first_frame:
        from game import first_frame

        return first_frame.run(args.scale)
    if shots is not None:
        from game.shots import tour

        files = tour(shots, lang=args.lang)
        print(f"wrote {len(files)} screenshots to {shots}")
        return 0
    from game.app.app import App
    from game.app.common import MessageOverlay
    from game.scenes.title import opening

    app = App(headless=args.headless, scale=args.scale, fullscreen=args.fullscreen, start=opening,
              notice=MessageOverlay, lang=args.lang)
    if deal is not None:
        from game.table.screens.setup_scene import RulesSetup

        app.stack.push(RulesSetup(app, "quick", deal))
    if args.headless:
        # Nothing to show: run a few seconds of ticks (a smoke run) and stop.
        app.step(300)
        return 0
    return app.run()


if __name__ == "__main__":
    raise SystemExit(main())
