"""Owns the running game: display, clock, scene stack, input, mixer and settings, and the frame loop.

The app knows no screen of the game: it starts with whatever scene ``start``
builds (``game.__main__`` gives it the title), or an empty stack for a test to
fill, and shows the user files' notices in the overlay ``notice`` builds;
``settings_error`` says why the settings file was reset, for that first scene
to show. ``App(headless=True)`` opens no window (SDL's dummy driver), so tests
and the screenshot tour drive it tick by tick: ``post`` an action or post real pygame
events, call ``step(n)``, then look at ``canvas`` or the scene stack. The same
``tick`` runs in the real loop, so what a test sees is what a player gets.
"""
from __future__ import annotations

import logging
import os
from collections import deque
from pathlib import Path
from typing import Callable, Protocol

import pygame

from game import i18n
from game import writer
from game.app import settings as settings_mod
from game.app.display import HEIGHT, WIDTH, Display
from game.app.input import Action, InputMapper, Opener, open_controller
from game.app.loop import IDLE_WAIT_MS, Clock, Pacer
from game.app.stack import SceneStack, Screen
from game.bots import worker
from game.gfx import fit, ui
from game.gfx.font import FONT
from game.gfx.palette import COLORS
from game.i18n import _

log = logging.getLogger(__name__)

PROMPT_BAR_H = 12  # the bottom strip of the canvas belongs to the button prompts
PAUSE_HINT = fit.box("pause hint", WIDTH - 40)  # the line under PAUSED when the window lost the focus
# Presses that end a pause for lost focus (and are not acted on): keys, mouse buttons, pad buttons.
RESUME_PRESSES = (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.CONTROLLERBUTTONDOWN, pygame.JOYBUTTONDOWN)


class Service(Protocol):
    """Per-frame work beside the scenes (``App.services``)."""

    def tick(self) -> None: ...


class App:
    def __init__(
        self,
        headless: bool = False,
        *,
        scale: int | None = None,
        fullscreen: bool | None = None,
        opener: Opener = open_controller,
        start: Callable[["App"], Screen] | None = None,
        notice: Callable[["App", str, str], Screen] | None = None,
        lang: str | None = None,
        patient: bool | None = None,
    ) -> None:
        self.headless = headless
        # Patient: each tick first waits for the bots' searches under way, so what a tick shows never
        # depends on the machine's speed (tests, the screenshot tour, the self-test). A window never
        # waits: there a late search holds the match clock while the frames go on (game.table.match.session).
        self.patient = headless if patient is None else patient
        # Work the frame does for something that outlives a scene (a table hosted for friends answering
        # their devices): ticked after the scenes, each ``tick`` short and never waiting.
        self.services: list[Service] = []
        # What must be said before the game goes (a seat at a friend's table says bye to its host): each
        # called once as the window closes, each bounded by its own short deadline.
        self.at_quit: list[Callable[[], None]] = []
        if headless:
            # Headless means no window anywhere, even on a desktop session.
            os.environ["SDL_VIDEODRIVER"] = "dummy"
            os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
        pygame.display.init()
        self._init_controllers()
        self.settings, self.settings_error = settings_mod.load()
        if scale is not None:
            self.settings.scale = max(1, min(4, scale))
        if fullscreen is not None:
            self.settings.fullscreen = fullscreen
        # --lang beats the saved choice, which beats the system's locale.
        i18n.set_language(lang or self.settings.language or i18n.system_language())
        self.display = Display(headless, self.settings.scale, self.settings.fullscreen)
        self.input = InputMapper(self.settings.keys, self.settings.pad, self.display.to_canvas, opener)
        from game.audio.mixer import Mixer  # imported late: it may touch the audio device

        self.mixer = Mixer()
        self.mixer.set_volumes(self.settings.music_volume / 10, self.settings.effects_volume / 10)
        self.stack = SceneStack()
        self.stack.speed = self.settings.tick_scale()
        self.clock = Clock()
        self._frame_cap = pygame.time.Clock()
        self.ticks = 0
        self.running = True
        self.focus_paused = False
        self._posted: deque[Action] = deque()
        self._woken_by: list[pygame.event.Event] = []  # the event that ended an idle sleep, not yet handled
        self.notice = notice
        if start is not None:
            self.stack.push(start(self))

    @staticmethod
    def _init_controllers() -> None:
        try:
            from pygame._sdl2 import controller

            controller.init()
        except (pygame.error, ImportError) as exc:  # no controller support on this platform
            log.warning("controllers unavailable: %s", exc)

    # -- services for scenes -----------------------------------------------------------
    @property
    def canvas(self) -> pygame.Surface:
        return self.display.canvas

    def sound(self, name: str) -> None:
        self.mixer.play(name)

    def ticks_for(self, base: int) -> int:
        """An animation length in ticks, scaled by the animation-speed setting."""
        return max(1, round(base * self.settings.tick_scale()))

    def settings_changed(self) -> None:
        """Apply the settings live and persist them."""
        s = self.settings
        if (s.scale, s.fullscreen) != (self.display.requested, self.display.fullscreen):
            self.display.apply(s.scale, s.fullscreen)
            s.fullscreen = self.display.fullscreen  # the platform may have refused
        self.mixer.set_volumes(s.music_volume / 10, s.effects_volume / 10)
        self.input.set_bindings(s.keys, s.pad)
        self.stack.speed = s.tick_scale()
        settings_mod.save(s)  # never raises: a refusal comes back through _show_notices

    def quit(self) -> None:
        self.running = False

    def post(self, action: Action | str, **fields) -> None:
        """Queue an action for the next tick (tests, scripted tours)."""
        self._posted.append(Action(action, **fields) if isinstance(action, str) else action)

    # -- the tick -------------------------------------------------------------------------
    def tick(self) -> None:
        """One fixed step: input, then the top scene's update."""
        events, self._woken_by = self._woken_by + pygame.event.get(), []
        for event in events:
            self._event(event)
        while self._posted:
            self._dispatch(self._posted.popleft())
        if self.focus_paused:
            return
        for action in self.input.tick():
            self._dispatch(action)
        if self.patient:
            worker.settle_all()
        self.stack.update()
        for service in list(self.services):
            service.tick()
        self._show_notices()
        self.ticks += 1
        if not self.stack.scenes:
            self.running = False

    def _show_notices(self) -> None:
        """Put up what the user files have to tell (a save the disk refused), each once, in the
        overlay the game gave (``notice``; logged without one); held back while a transition runs,
        whose swap would replace the message instead of the scene."""
        if self.stack.busy:
            return
        from game import userdata
        from game.records import store

        for notice in userdata.take_notices() + store.take_notices():
            if self.notice is None:
                log.warning("%s: %s", notice.title, notice)
            else:
                self.stack.push(self.notice(self, notice.title, getattr(notice, "text", str(notice))))

    def step(self, n: int = 1) -> pygame.Surface:
        """Run ``n`` ticks then draw; returns the canvas (tests' main entry)."""
        for _ in range(n):
            self.tick()
        return self.draw()

    def _event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.running = False
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.settings.fullscreen = not self.settings.fullscreen
            self.settings_changed()
        elif event.type == pygame.WINDOWFOCUSLOST:
            self.input.release_all()
            if self.settings.pause_on_focus_loss:
                self.focus_paused = True
        elif event.type == pygame.WINDOWFOCUSGAINED:
            self._resume()
        elif self.focus_paused and event.type in RESUME_PRESSES:
            # A press reached the window, so it has the player's attention even where the system
            # never said the focus came back (some X11 setups): it resumes, and does nothing else.
            self._resume()
        elif event.type == pygame.WINDOWSIZECHANGED:
            self.display.handle_resize((event.x, event.y))
        elif event.type == pygame.VIDEORESIZE:
            self.display.handle_resize(event.size)
        elif event.type == pygame.WINDOWEXPOSED:
            self.display.invalidate()  # the system lost the picture: the next frame shows again
        elif event.type in (pygame.RENDER_TARGETS_RESET, pygame.RENDER_DEVICE_RESET):
            self.display.renew()
        else:
            for action in self.input.feed(event):
                self._dispatch(action)

    def _resume(self) -> None:
        self.focus_paused = False
        self.clock.restart()

    def _dispatch(self, action: Action) -> None:
        if self.focus_paused:
            return
        if action.name == "click" and action.pos is not None:
            hit = self._prompt_hit(action.pos)
            if hit is not None:  # the prompt bar is a row of buttons for mouse players
                action = Action(hit, "mouse")
        self.stack.handle(action)

    # -- drawing ---------------------------------------------------------------------------
    def draw(self) -> pygame.Surface:
        canvas = self.display.canvas
        canvas.fill(COLORS["black"])
        self.stack.draw(canvas)
        if not self.stack.busy:
            self._draw_prompts(canvas)
        if self.focus_paused:
            shade = pygame.Surface((WIDTH, HEIGHT))
            shade.set_alpha(150)
            canvas.blit(shade, (0, 0))
            # TRANSLATORS: box=pause hint
            hint = fit.into(_("Press any key to go on"), PAUSE_HINT)
            w = max(FONT.size(hint)[0], FONT.size(_("PAUSED"))[0]) + 20
            canvas.blit(ui.panel(w, 34), (WIDTH // 2 - w // 2, HEIGHT // 2 - 17))  # cards on the felt stay behind
            FONT.draw(canvas, _("PAUSED"), (WIDTH // 2, HEIGHT // 2 - 11), COLORS["white"], "center")
            FONT.draw(canvas, hint, (WIDTH // 2, HEIGHT // 2 + 3), COLORS["grey_light"], "center")
        return canvas

    def prompt_layout(self) -> list[tuple[str, pygame.Rect, pygame.Surface, str]]:
        """(action, rect, glyph, label) for the top scene's prompts, right-aligned on the bar.

        A prompt with no label shares the next one's ("Q E Page": both keys turn the
        page), so its key sits close to that one instead of a whole gap away.
        """
        top = self.stack.top
        if top is None:
            return []
        device = self.input.prompt_device
        items = []
        x = WIDTH - 4
        for i, (action, label) in enumerate(reversed(top.prompts())):
            if i:
                x -= 10 if label else 2
            glyph = ui.prompt_glyph(action, device, self.input.binding_label(action, device))
            w = glyph.get_width() + (3 + FONT.size(label)[0] if label else 0)
            x -= w
            rect = pygame.Rect(x, HEIGHT - PROMPT_BAR_H, w, PROMPT_BAR_H)
            items.append((action, rect, glyph, label))
        return list(reversed(items))

    def _prompt_hit(self, pos: tuple[int, int]) -> str | None:
        if pos[1] < HEIGHT - PROMPT_BAR_H:
            return None
        for action, rect, _glyph, _label in self.prompt_layout():
            if rect.collidepoint(pos):
                return action
        return None

    def _draw_prompts(self, canvas: pygame.Surface) -> None:
        items = self.prompt_layout()
        if not items:
            return
        bar = pygame.Rect(0, HEIGHT - PROMPT_BAR_H, WIDTH, PROMPT_BAR_H)
        canvas.fill(COLORS["ink"], bar)
        canvas.fill(COLORS["panel_edge"], (0, bar.y, WIDTH, 1))
        for _action, rect, glyph, label in items:
            gy = rect.y + (rect.height - glyph.get_height()) // 2 + 1
            canvas.blit(glyph, (rect.x, gy))
            FONT.draw(canvas, label, (rect.x + glyph.get_width() + 3, rect.y + 3), COLORS["grey_light"])

    # -- running --------------------------------------------------------------------------
    def run(self) -> int:
        """The real frame loop: fixed ticks from the clock, then a draw, presented only if it shows
        something new; idle (``loop.Pacer``), it sleeps until an event or the idle rate's next frame."""
        pacer = Pacer()
        while self.running:
            if self.focus_paused:
                # Nothing moves while paused: sleep instead of spinning the CPU.
                pygame.time.wait(50)
                for event in pygame.event.get():
                    self._event(event)
                self.draw()
                self.display.present(self.settings.scanlines)
                continue
            self.frame(pacer)
        self.shutdown()
        return 0

    def frame(self, pacer: Pacer) -> None:
        """One pass of the loop: the ticks due, a draw if any ran, then the wait for the next pass."""
        ticks = self.clock.frame()
        for _ in range(ticks):
            self.tick()
            if not self.running:
                return
        if ticks:  # no tick, no change: nothing to draw
            self.draw()
            pacer.shown(self.display.present(self.settings.scanlines))
        if not pacer.idle:
            # Ticks are fixed, so frames beyond 60/s would show nothing new: sleep instead.
            self._frame_cap.tick(60)
            return
        event = pygame.event.wait(IDLE_WAIT_MS)  # sleeps in SDL until an event or the timeout
        if event.type != pygame.NOEVENT:
            self._woken_by.append(event)  # the next tick handles it first, in order
            pacer.woken()

    def shutdown(self) -> None:
        for goodbye in list(self.at_quit):
            goodbye()
        while self.stack.scenes:
            self.stack.pop()
        self.mixer.stop_music()
        writer.settle()  # the last hand's records and replay are on disk before the window goes

    def screenshot(self, base: Path) -> tuple[Path, Path]:
        """Save the current canvas as ``base-1x.png`` and ``base-3x.png``."""
        base.parent.mkdir(parents=True, exist_ok=True)
        self.draw()
        one = base.with_name(base.name + "-1x.png")
        three = base.with_name(base.name + "-3x.png")
        pygame.image.save(self.display.canvas, str(one))
        pygame.image.save(self.display.scaled(3, self.settings.scanlines), str(three))
        return one, three
