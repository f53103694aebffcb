"""Owns ``daifugo --selftest``: proof that a build (source or frozen) works.

The self-test runs headless and silent on SDL's dummy drivers, in a throwaway
user data folder (so a player's settings are neither read nor changed), and
checks, in order: every sound file, every font glyph and piece of card and UI
art, the Japanese catalog and glyph sheet, every level file, a short match played by the bots through the engine, a
bot move searched in a process started with ``spawn`` (the bot worker),
every registered scene driven by input, a bot match through the table scenes
(deal, play, tax, results), and the screenshot tour (which covers
every registered shot, table effects included once they exist). Scenes,
shots and bots are discovered from their registries, so features that land
later are covered without changes here. Each check prints ``ok`` or ``FAIL``
with what failed; the exit status is 0 only when all pass.
"""
from __future__ import annotations

import importlib
import inspect
import os
import pkgutil
import random
import sys
import tempfile
import time
import tomllib
import wave
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from game.app.app import App
    from game.engine import Move, SeatView

MATCH_SEED = 2024
WORKER_WAIT = 60  # seconds for one bot move in the spawned process (it takes well under one)
MATCH_MOVE_LIMIT = 2000  # a one-hand match takes ~50 moves; more means the engine is stuck
TABLE_STEPS = 3000  # x5 ticks: a two-hand bot match at "fast" takes ~1,500 steps
SCENE_TICKS = 240  # ticks each registered scene is driven for
ACTION_EVERY = 6  # ticks between scripted actions
# Navigation and play actions only: "cancel" would leave the scene under test.
SCRIPT = ("down", "confirm", "right", "pass", "down", "confirm", "page_right", "left", "hint", "confirm")


class CheckFailed(Exception):
    """A check found problems; the message lists each one for the report."""


def _fail_if(problems: list[str]) -> None:
    if problems:
        raise CheckFailed("; ".join(problems))


# -- assets ----------------------------------------------------------------------------
def check_sounds(app: "App") -> str:
    """Every effect and music loop the game plays has its WAV in the bundle and it decodes."""
    from game import paths
    from game.audio import synth

    problems: list[str] = []
    wanted = [("sfx", n) for n in synth.SFX_NAMES] + [("music", n) for n in synth.MUSIC_NAMES]
    files = {paths.asset(folder, f"{name}.wav") for folder, name in wanted}
    for folder in ("sfx", "music"):
        files.update(paths.asset(folder).glob("*.wav"))  # files nothing names yet must load too
    for path in sorted(files):
        label = f"{path.parent.name}/{path.name}"
        if not path.is_file():
            problems.append(f"{label} is missing")
            continue
        try:
            with wave.open(str(path), "rb") as wav:
                if wav.getnframes() == 0:
                    problems.append(f"{label} holds no audio frames")
            if app.mixer.enabled:
                import pygame

                pygame.mixer.Sound(path)
        except Exception as exc:  # noqa: BLE001 - any decoder error is the finding to report
            problems.append(f"{label} does not load: {exc}")
    _fail_if(problems)
    return f"{len(files)} WAV files load (mixer {'on' if app.mixer.enabled else 'silent'})"


def check_graphics(app: "App") -> str:
    """Every font glyph, card face and back, portrait and UI piece renders to a non-empty surface."""
    from game.gfx import portraits, ui
    from game.gfx.cards import BACK_STYLES, RANKS, SUITS, CardArt
    from game.gfx.font import BIG, FONT
    from game.gfx.glyphs import GLYPHS

    made: list[tuple[str, Any]] = []
    text = "".join(GLYPHS)
    made += [("FONT", lambda: FONT.render(text, (255, 255, 255))), ("BIG", lambda: BIG.render(text, (255, 255, 255)))]
    cards = [r + s for r in RANKS for s in SUITS] + ["JK"]
    for four_color in (False, True):
        art = CardArt(four_color)
        made += [(f"card {c}", lambda art=art, c=c: art.face(c)) for c in cards]
        made += [(f"mini card {c}", lambda art=art, c=c: art.small_face(c)) for c in cards]
        made += [(f"card back {i}", lambda art=art, i=i: art.back(i)) for i in range(BACK_STYLES)]
    made += [(f"portrait {i}", lambda i=i: portraits.portrait(i)) for i in range(len(portraits.PRESETS))]
    made += [("portrait human", lambda: portraits.portrait("human")), ("felt", lambda: ui.felt(480, 270)),
             ("cursor", ui.cursor), ("panel", lambda: ui.panel(64, 32))]
    problems: list[str] = []
    for name, make in made:
        try:
            surface = make()
            if surface.get_width() == 0 or surface.get_bounding_rect().width == 0:
                problems.append(f"{name} renders empty")
        except Exception as exc:  # noqa: BLE001
            problems.append(f"{name} fails to render: {type(exc).__name__}: {exc}")
    _fail_if(problems)
    return f"{len(GLYPHS)} glyphs in 2 fonts, {len(made) - 2} card/portrait/UI images render"


# -- levels ----------------------------------------------------------------------------
def _level_loader() -> tuple[str, Callable[[Path], object]]:
    """The campaign's own loader when the campaign exists (it validates keys), else plain TOML."""
    try:
        campaign = importlib.import_module("game.campaign")
    except ModuleNotFoundError:
        campaign = None
    load = getattr(campaign, "load_level", None)
    if callable(load):
        return "game.campaign.load_level", load

    def parse(path: Path) -> object:
        with path.open("rb") as fh:
            return tomllib.load(fh)

    return "tomllib", parse


def check_levels(app: "App") -> str:
    """Every ``levels/*.toml`` in the bundle loads; a campaign with no levels is itself a failure."""
    from game import paths

    how, load = _level_loader()
    files = sorted(paths.levels_dir().glob("*.toml"))
    if how != "tomllib" and not files:
        raise CheckFailed(f"the campaign exists but {paths.levels_dir()} holds no level files")
    problems = []
    for path in files:
        try:
            load(path)
        except Exception as exc:  # noqa: BLE001 - the loader's message names the key at fault
            problems.append(f"{path.name}: {exc}")
    _fail_if(problems)
    return f"{len(files)} level files load ({how})"


# -- play --------------------------------------------------------------------------------
def _bot_classes() -> list[type]:
    """Every bot class in ``game.bots`` (a class with ``name`` and ``choose``), found by import."""
    try:
        package = importlib.import_module("game.bots")
    except ModuleNotFoundError:
        return []
    found: dict[str, type] = {}
    for info in pkgutil.iter_modules(package.__path__):
        module = importlib.import_module(f"game.bots.{info.name}")
        for _, cls in inspect.getmembers(module, inspect.isclass):
            if cls.__module__ == module.__name__ and callable(getattr(cls, "choose", None)) \
                    and isinstance(getattr(cls, "name", None), str):
                found[cls.name] = cls
    return [found[name] for name in sorted(found)]


def _quick(cls: type, seed: int) -> Any:
    """A bot on the smallest think budget the game offers, so a searching bot stays fast."""
    from game.bots.base import personality

    try:
        return cls(personality("quick"), seed=seed)
    except (TypeError, ValueError):
        return cls(seed=seed)


def check_match(app: "App") -> str:
    """A one-hand, four-seat match played to its end by the bots (random legal moves without them)."""
    from game.engine import Match, Rules

    classes = _bot_classes()
    if classes:
        bots = [_quick(classes[seat % len(classes)], MATCH_SEED + seat) for seat in range(4)]
        names = ", ".join(sorted({b.name for b in bots}))
        choose: Callable[["SeatView"], "Move"] = lambda view: bots[view.seat].choose(view)  # noqa: E731
    else:
        rng = random.Random(MATCH_SEED)
        names = "random legal moves (no game.bots)"
        choose = lambda view: rng.choice(view.legal)  # noqa: E731
    match = Match(Rules.preset("classic").replace(rounds=1, target_points=0), seats=4, seed=MATCH_SEED)
    moves = 0
    while not match.is_over:
        if moves >= MATCH_MOVE_LIMIT:
            raise CheckFailed(f"the match did not end after {moves} moves")
        seat = match.to_act
        assert seat is not None
        view = match.view(seat)
        move = choose(view)
        if move not in view.legal:
            raise CheckFailed(f"seat {seat} chose {move}, which is not legal")
        match.apply(move)
        moves += 1
    return f"one hand, {moves} moves, winner seat {match.winner}; bots: {names}"


def check_worker(app: "App") -> str:
    """A bot move searched in a bot process started with ``spawn``, as on Windows and macOS (a
    frozen build starts it by running its own executable again): the same move as in this process."""
    import multiprocessing

    from game.bots import make_bot
    from game.bots.worker import BotPool, BotWorker
    from game.engine import Match, Rules

    match = Match(Rules.preset("classic").replace(rounds=1, target_points=0), seats=4, seed=MATCH_SEED)
    seat = match.to_act
    assert seat is not None
    view = match.view(seat)
    pool = BotPool(multiprocessing.get_context("spawn"))
    try:
        worker = BotWorker(pool)
        worker.submit(make_bot("advanced:quick", seed=MATCH_SEED), view)
        move = worker.wait(WORKER_WAIT)
        if not pool.in_process:
            raise CheckFailed(f"the bot process {pool.reason}")
    finally:
        pool.shutdown()
    expected = make_bot("advanced:quick", seed=MATCH_SEED).choose(view)
    if move != expected:
        raise CheckFailed(f"the bot process answered {move} in {WORKER_WAIT} s; this process chooses {expected}")
    return f"a spawned bot process chose {move} for seat {seat}, as this process does"


def check_scenes(app: "App") -> str:
    """Each registered scene, driven by scripted input for a few seconds, updates and draws."""
    from game.app import registry
    from game.app.input import Action

    problems = []
    seen: set[str] = set()
    for name in registry.names():
        make = registry.factory(name)
        assert make is not None
        app.running = True
        try:
            app.stack.reset(make(app))
            for tick in range(SCENE_TICKS):
                if tick % ACTION_EVERY == 0:
                    app.post(Action(SCRIPT[(tick // ACTION_EVERY) % len(SCRIPT)], "keys"))
                app.step(1)
                seen.update(type(s).__name__ for s in app.stack.scenes)
                if not app.running or not app.stack.scenes:
                    break  # the script quit the game from a menu: that scene still worked
        except Exception as exc:  # noqa: BLE001
            problems.append(f"scene {name!r}: {type(exc).__name__}: {exc}")
    _fail_if(problems)
    return f"{len(registry.names())} registered scenes driven ({', '.join(registry.names())}); reached {len(seen)} scene types"


def check_table(app: "App") -> str:
    """A two-hand match at the table, bots in every seat, through deal, play, tax and results."""
    try:
        from game.table.screens.deal_scene import DealScene
        from game.table.match.seating import SeatConfig
        from game.table.match.session import Session
        from game.table.view.table_view import TableView
    except ModuleNotFoundError:
        return "no table in this build"
    from game.app.input import Action
    from game.engine import Rules

    app.running = True
    app.settings.animation_speed = "fast"  # the shortest real animations: same code, fewer ticks
    app.stack.speed = app.settings.tick_scale()
    seats = [SeatConfig("human", "You", "You")] + [SeatConfig("beginner", f"Bot {i}", f"Bot {i}") for i in (1, 2, 3)]
    session = Session(Rules.preset("classic").replace(seats=4, rounds=2, target_points=0), seats, MATCH_SEED)
    session.set_standin(0, True)  # a bot plays for the human seat, as "let a bot finish" does
    app.stack.reset(DealScene(app, TableView(app, session), list(session.match.opening_events)))
    seen: list[str] = []
    for step in range(TABLE_STEPS):
        top = app.stack.top
        if top is None:
            raise CheckFailed(f"the scene stack emptied after {seen}")
        seen += [type(s).__name__ for s in app.stack.scenes if type(s).__name__ not in seen]
        if type(top).__name__ == "ResultsScene":
            if session.match.is_over:
                return f"{len(session.match.results)} hands through {', '.join(seen)}"
            if step % 4 == 0:
                app.post(Action("confirm", "keys"))  # the human's "next hand"
        app.step(5)  # draw every 5th tick: every scene still draws, in a third of the time
    raise CheckFailed(f"the match was not over after {TABLE_STEPS * 5} ticks; reached {', '.join(seen)}")


def check_tour(app: "App") -> str:
    """The screenshot tour: every registered shot sets up, draws and saves as PNG."""
    from game.shots import tour

    with tempfile.TemporaryDirectory(prefix="daifugo-selftest-") as out:
        files = tour(Path(out))
    if not files:
        raise CheckFailed("the screenshot tour wrote nothing")
    return f"{len(files) // 2} shots drawn and saved"


def check_japanese(app: "App") -> str:
    """The Japanese catalog and glyph sheet are in the build, and a translation draws with no '?'."""
    from game import i18n
    from game.gfx import jglyphs
    from game.gfx.glyphs import GLYPHS

    sheet = jglyphs.sheet()
    if sheet is None:
        raise CheckFailed("the Japanese glyph sheet (assets/fonts) does not load")
    previous = i18n.language()
    try:
        i18n.set_language("ja")
        heading = i18n._("SETTINGS")
    finally:
        i18n.set_language(previous)
    if heading == "SETTINGS":
        raise CheckFailed("the Japanese catalog (assets/locale) does not load")
    missing = [ch for ch in heading if ch not in GLYPHS and ch not in sheet]
    _fail_if([f"no glyph for {ch!r}" for ch in missing])
    return f"Japanese catalog loads, {heading!r} draws from the {len(sheet)}-glyph sheet"


CHECKS: tuple[tuple[str, Callable[["App"], str]], ...] = (
    ("sounds", check_sounds),
    ("graphics", check_graphics),
    ("japanese", check_japanese),
    ("levels", check_levels),
    ("match", check_match),
    ("worker", check_worker),
    ("scenes", check_scenes),
    ("table", check_table),
    ("tour", check_tour),
)


# -- running -----------------------------------------------------------------------------
def peak_rss_mb() -> float | None:
    """Peak resident memory of this process, or None where the platform does not say (Windows)."""
    try:
        import resource
    except ImportError:
        return None
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / (1024 * 1024) if sys.platform == "darwin" else peak / 1024  # macOS: bytes, Linux: KiB


def run(only: tuple[str, ...] = ()) -> int:
    """Run the checks (all, or those named in ``only``); print a report; 0 when every one passed."""
    # Before any SDL init: no window, no sound device, even on a desktop.
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    start = time.perf_counter()
    failed: list[str] = []
    from game import userdata

    with userdata.throwaway("daifugo-selftest-data-"):  # the player's own files stay untouched
        failed = _run_checks(only)
    rss = peak_rss_mb()
    rss_text = f", peak RSS {rss:.1f} MB" if rss is not None else ""
    print(f"self-test: {time.perf_counter() - start:.1f} s{rss_text}")
    if failed:
        print(f"self-test FAILED: {', '.join(failed)}", file=sys.stderr)
        return 1
    print("self-test passed")
    return 0


def _run_checks(only: tuple[str, ...]) -> list[str]:
    from game import __version__, paths

    print(f"Daifugo Arcade {__version__} self-test ({'frozen' if getattr(sys, 'frozen', False) else 'source'}, "
          f"files in {paths.root()})")
    try:
        from game.app.app import App

        app = App(headless=True)
        app.settings.lesson_seen = True  # past the first launch's offer of the guided hand, as a player who met it
    except Exception as exc:  # noqa: BLE001
        print(f"FAIL app: the game could not start: {type(exc).__name__}: {exc}")
        return ["app"]
    failed = []
    for name, check in CHECKS:
        if only and name not in only:
            continue
        try:
            print(f"ok   {name}: {check(app)}")
        except Exception as exc:  # noqa: BLE001 - report every failure, then carry on with the rest
            detail = str(exc) if isinstance(exc, CheckFailed) else f"{type(exc).__name__}: {exc}"
            print(f"FAIL {name}: {detail}")
            failed.append(name)
    app.shutdown()
    return failed
