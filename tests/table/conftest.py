"""Table tests start from the table's own registrations, whatever other tests did to the registry;
fixtures build a headless play scene, step it until something happens, and log what each frame showed."""
from dataclasses import dataclass, field

import pytest

from game import scenes
from game.table import resume, setup_scene


@pytest.fixture(autouse=True)
def _table_registered():
    # A shell test swaps "quick_match" for a stand-in and removes it afterwards; the
    # modules are imported only once, so register again rather than rely on import order.
    scenes.register("quick_match", setup_scene.quick_match)
    scenes.register("pass_and_play", setup_scene.pass_and_play)
    scenes.register("continue", resume.continue_scene)


def _step_until(app, done, limit=3000, why="the condition"):
    """Step ticks until ``done()``; bot and hint searches run on threads, so yield to them between ticks."""
    import time

    for _ in range(limit):
        if done():
            return
        time.sleep(0.0005)
        app.step(1)
    raise AssertionError(f"{why} never happened in {limit} ticks")


@pytest.fixture
def table():
    """Builds a headless app sitting in the play scene of a fresh match (fast animations).

    ``table(humans=1, seats=4, **rules)`` -> (app, scene); bots are beginners so they answer at once.
    """
    from game.app.app import App
    from game.engine import Rules
    from game.table.play_scene import PlayScene
    from game.table.session import SeatConfig, Session

    def build(humans=1, seats=4, seed=7, **rules):
        app = App(headless=True)
        app.settings.animation_speed = "fast"
        app.stack.speed = app.settings.tick_scale()
        base = Rules.preset("classic").replace(seats=seats, rounds=2, target_points=0, **rules)
        names = ["Ann", "Bea", "Cal", "Dot", "Eve", "Fay"]
        cfg = [SeatConfig("human" if i < humans else "beginner", names[i], names[i]) for i in range(seats)]
        session = Session(base, cfg, seed=seed, mode="pass" if humans > 1 else "quick")
        scene = PlayScene(app, session, list(session.match.opening_events))
        app.stack.reset(scene)
        return app, scene

    return build


@pytest.fixture
def step_until():
    return _step_until


@dataclass
class Frame:
    """One drawn frame: the tick, who was to act and which hand was in play, and every face-up card."""

    tick: int
    to_act: int | None
    hand: int
    face_up: list[tuple[int, int | None]] = field(default_factory=list)  # (card id or -1, owner seat or None)


class RenderLog:
    """The privacy instrument: every face-up card each frame drew, with the seat it belongs to.

    Every face goes through ``board.card``, so watching it (and opening a frame at each
    ``app.draw``) sees all a player could; scenes' ``draw`` itself records nothing.
    """

    def __init__(self, monkeypatch) -> None:
        from game.table import board

        self.frames: list[Frame] = []
        self._monkeypatch = monkeypatch
        real = board.card

        def card(surface, art, key, cid, pos, owner, face_up=True, small=False):
            if face_up and self.frames:
                self.frames[-1].face_up.append((cid, owner))
            real(surface, art, key, cid, pos, owner, face_up, small)

        monkeypatch.setattr(board, "card", card)

    def watch(self, app, session) -> None:
        """Open a frame at each draw of ``app``, noting the state of ``session`` it shows."""
        real = app.draw

        def draw():
            self.frames.append(Frame(app.ticks, session.to_act, session.match.number))
            return real()

        self._monkeypatch.setattr(app, "draw", draw)


@pytest.fixture
def render_log(monkeypatch):
    return RenderLog(monkeypatch)
