"""Table fixtures: a headless play scene of a fresh match to step until something happens, and a log
of what each frame showed."""
from dataclasses import dataclass, field

import pytest


@pytest.fixture
def table():
    """Builds a headless app sitting in the play scene of a fresh match (fast animations).

    ``table(humans=1, seats=4, **rules)`` -> (app, scene); bots are beginners so they answer at once.
    """
    from game.app import testing
    from game.engine import Rules
    from game.table.screens.play_scene import PlayScene
    from game.table.match.seating import SeatConfig
    from game.table.match.session import Session
    from game.table.view.table_view import TableView

    def build(humans=1, seats=4, seed=7, **rules):
        app = testing.headless_app()
        base = Rules.preset("classic").replace(seats=seats, rounds=2, target_points=0, **rules)
        names = ["Ann", "Bea", "Cal", "Dot", "Eve", "Fay"]
        cfg = [SeatConfig("human" if i < humans else "beginner", names[i], names[i]) for i in range(seats)]
        session = Session(base, cfg, seed=seed, mode="pass" if humans > 1 else "quick")
        scene = PlayScene(app, TableView(app, session), list(session.match.opening_events))
        app.stack.reset(scene)
        return app, scene

    return build


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
        from game.table.view import board

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
