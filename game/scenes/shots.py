"""Registers the menus' entries in the screenshot tour (``game.shots``): the title, the main menu,
every settings and how-to page, and the overlays and notices as they stand over a running game."""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from game.app import common
from game.i18n import _, later, nlater, sentences
from game.scenes import howto, menu, settings_scene, title
from game.shots import shot

if TYPE_CHECKING:
    from game.app.app import App


def _register() -> None:
    """Shots of the menus: title, menu, settings pages, how-to pages, overlays."""

    def scene_shot(name: str, order: int, make: Callable[["App"], object], steps: int = 1,
                   actions: tuple[str, ...] = ()) -> None:
        def setup(app: "App") -> None:
            app.stack.reset(make(app))  # type: ignore[arg-type]
            for action in actions:
                app.post(action)
                app.step(1)
            app.step(steps)

        shot(name, order)(setup)

    scene_shot("title", 10, title.Title, steps=160)
    scene_shot("menu", 20, menu.MainMenu)
    scene_shot("menu-quit", 21, menu.MainMenu, actions=("up", "confirm"))
    for i, page in enumerate(settings_scene.PAGES):
        scene_shot(f"settings-{i}-{page.lower()}", 30 + i, settings_scene.SettingsScene,
                   actions=("page_right",) * i)
    scene_shot("settings-rebind", 35, settings_scene.SettingsScene, actions=("page_right", "confirm"))
    for i in range(len(howto.PAGES)):
        scene_shot(f"howto-{i:02d}", 40 + i, howto.HowTo, steps=60 if howto.PAGES[i].after != "tax" else 130,
                   actions=("page_right",) * i)
    # The notices as the files' code words them (game.userdata), so they show in the tour's language.
    message = sentences(
        later("{file} {reason}.", file="settings.json", reason=later("is damaged ({reason})", reason=later(
            "it is not valid JSON at line {line}, column {column}", line=1, column=1))),
        later("It was moved to {file}.", file="settings.json.broken-20250101-120000"), later("Defaults are used."))
    cannot_save = sentences(
        later("{subject} cannot be saved: {reason}.", subject=later("Your progress"), reason=later("the disk is full")),
        later("The game goes on, your last saved files are kept, and it tries again at the next save."))
    quoted = [f"keys.{n} ('k{i}', 'nosuch{i}')" for i, n in enumerate(
        ("up", "down", "left", "right", "confirm", "cancel", "pass", "hint", "undo", "menu") * 2)]
    repairs = sentences(*(nlater("{fields} named only unknown keys; its defaults are used.",
                                 "{fields} named only unknown keys; their defaults are used.", 1, fields=field)
                          for field in quoted))
    overlays: dict[str, Callable[["App"], object]] = {
        "pause": common.PauseOverlay,
        "message": lambda a: common.MessageOverlay(a, str(later("{what} reset", what=later("Settings"))), str(message)),
        "confirm": lambda a: common.ConfirmDialog(a, _("Quit Daifugo Arcade?"), a.quit),
    }
    # Last in the tour, so the shots before them keep their tick counts (and their pictures).
    notices: dict[str, Callable[["App"], object]] = {
        "message-cannot-save": lambda a: common.MessageOverlay(a, _("Cannot save"), str(cannot_save)),
        "message-pages": lambda a: common.MessageOverlay(
            a, str(later("{what} repaired", what=later("Settings"))), str(repairs)),
    }
    for first, table in ((80, overlays), (990, notices)):
        for i, (name, make) in enumerate(table.items()):
            shot(name, first + i)(lambda app, make=make: _with_overlay(app, make))
    shot("focus-paused", 995)(_focus_lost)


def _on_attract_game(app: "App") -> None:
    """Two seconds into the title's attract game: a running table for overlays to stand on."""
    app.stack.reset(title.Title(app))
    app.step(120)


def _focus_lost(app: "App") -> None:
    """The attract game as it stands when the window loses the focus: the PAUSED panel over it."""
    import pygame

    _on_attract_game(app)
    pygame.event.post(pygame.event.Event(pygame.WINDOWFOCUSLOST))
    app.step(1)


def _with_overlay(app: "App", make: Callable[["App"], object]) -> None:
    """Stand the overlay on the title's attract game, as it would stand over a running game."""
    _on_attract_game(app)
    app.stack.push(make(app))  # type: ignore[arg-type]
    app.step(1)


@shot("table-title-continue", 230)
def _title_continue(app: "App") -> None:
    scene = title.Title(app)
    scene.can_continue = True  # as with a save on disk (the tour never touches the player's save)
    app.stack.reset(scene)
    app.step(2)


_register()
