"""Owns what the play scene shows each frame: the felt, the seats, the play area, the hand (with
the scene's selection, cursor and hinted cards), the timer, the effect in flight, the status
strip, the HUD, and the prompt bar's choices.

Everything is drawn from the session's view, the animator's ``shown`` state
and the scene's choice state; the play scene decides and this only draws, so
the scene's file holds its turns and input and this one its picture.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import N_, _, pgettext
from game.table import board, hud, words

if TYPE_CHECKING:
    from game.table.play_scene import PlayScene

# The confirm prompt names the decision owed (Session.decision).
DECIDE = {"play": N_("Play"), "give": N_("Give"), "discard": N_("Discard"), "return": N_("Return")}


def draw(surface: pygame.Surface, scene: "PlayScene") -> None:
    s = scene.session
    view = s.view()
    board.background(surface, view.reversed)
    boxes = scene.boxes()
    fx = scene.animator.current
    shown = scene.animator.shown
    art = scene.art
    for seat, box in boxes.items():
        board.seat_box(surface, art, s, view, seat, box, seat in shown.passed)
        if seat != s.viewer:
            board.opponents_cards(surface, art, view, seat, box)
    board.sliding_play_area(surface, art, s, shown, board.sweep_offset(fx))
    show_hand = s.hand_visible()
    mine = scene.my_turn
    device = scene.app.input.prompt_device
    # A hidden hand shows its backs (how many cards is public), never an empty table edge.
    board.hand(surface, art, scene.hand_cards(), view.seat, scene.selected if show_hand else set(),
               scene.cursor if show_hand and mine and device != "mouse" else None,
               scene.hinted if show_hand else set(), show_hand,
               scene.selection_legal if scene.selected and mine else None)
    if mine and s.timer_ticks:
        board.timer_bar(surface, s.timer_left, s.timer_ticks)
    board.flash(surface, fx)
    if fx is not None:
        board.effect(surface, art, fx, boxes)
    if s.viewer in s.auto_pass:
        board.auto_pass_badge(surface, scene.app.input.binding_label("auto_pass", device) or "V")
    scene.draw_extra(surface, view)  # after the effects: cards in flight pass under the tax panel's text
    text, color = scene.status_line()
    board.status(surface, text, color)  # after the effects too: a discard's flight never hides its message
    phase = _(scene.phase) if scene.phase else ""
    fast = _("FAST >>") if scene.animator.fast else ""
    hud.draw(surface, view, f"{phase} {fast}", scene.app.ticks)
    board.shake(surface, fx, scene.app.settings.screen_shake)


def prompts(scene: "PlayScene") -> list[tuple[str, str]]:
    """The prompt bar: the turn's choices on the player's turn, else speed, menu and the skips."""
    if not scene.my_turn:
        out = [("page_right", pgettext("speed", "Fast") if not scene.fast else _("Normal")), ("menu", _("Menu"))]
        if scene.session.viewer in scene.session.auto_pass:
            out.insert(0, ("auto_pass", _("Stop auto-pass")))
        if scene.all_out and not scene.hand_done and not scene.skipping:
            out.insert(0, ("confirm", _("Skip to results")))
        return out
    out = [("up", _("Pick")), ("confirm", _(DECIDE[scene.session.decision()]))]
    if scene.session.decision() == "play":
        out.append(("pass", _("Pass")))
    out += [("hint", _("Hint"))]
    if scene.session.can_undo:
        out.append(("undo", _("Undo")))
    out += [("auto_pass", _("Auto-pass")), ("menu", _("Menu"))]
    return out


def status(scene: "PlayScene") -> tuple[str, str]:
    """The status strip: the effect's words while one plays, the player's prompt or verdict on their
    turn, else who is thinking (or who must take the device)."""
    s = scene.session
    fx = scene.animator.current
    if fx is not None and fx.kind in board.BANNER_KINDS:
        return "", "white"  # the banner says it: a copy beside a sliding banner reads as a stray word
    if not scene.animator.idle or scene.hand_done:
        return scene.animator.shown.last_text, "white"
    if scene.my_turn:
        return scene.message or scene.prompt_text(), scene.message_color
    seat = s.to_act
    if seat is None:
        return "", "white"
    if s.needs_handoff():
        # TRANSLATORS: box=table status
        return _("Pass the device to {name}").format(name=words.shown(s.name(seat))), "gold"
    # TRANSLATORS: box=table status
    return words.about(s.name(seat), _("You are thinking..."), _("{name} is thinking...")), "grey_light"
