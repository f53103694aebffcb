"""Owns the phone page the host serves: its fixed list of files, the card sprite and its words.

The page is plain HTML, CSS and JavaScript from ``game/net/web/`` with no
build step and nothing fetched from elsewhere, so it works on a LAN with no
internet. Only the names in ``FILES`` are ever served (read once, at start-up,
into memory): a request for anything else is a 404 whatever its path, so no
path can reach outside the folder and there is no listing. The card sprite
is drawn at start-up by ``game.gfx.cards``, the same art as the desktop. The
page's words are sent by the host in its own language (``strings``), so the
catalog stays their one source.
"""
from __future__ import annotations

import io
import json

import pygame

from game import paths
from game.gfx.cards import CARD_H, CARD_W, RANKS, SUITS, CardArt
from game.i18n import _, language, pgettext

# Served path -> (file in game/net/web/, content type).
FILES: dict[str, tuple[str, str]] = {
    "/": ("index.html", "text/html; charset=utf-8"),
    "/index.html": ("index.html", "text/html; charset=utf-8"),
    "/table.js": ("table.js", "text/javascript; charset=utf-8"),
    "/app.js": ("app.js", "text/javascript; charset=utf-8"),
    "/style.css": ("style.css", "text/css; charset=utf-8"),
}
SPRITE = "/cards.png"
STRINGS = "/strings.json"  # the page's words, made at each request: the host's language may change
# The sprite's layout, which table.js repeats: a column per rank (3 ... 2), a row per suit (S H D C),
# then a last row with the joker and a card back.
SPRITE_COLUMNS = len(RANKS)
SPRITE_ROWS = len(SUITS) + 1


def sprite_png(art: CardArt | None = None) -> bytes:
    """Every card face, the joker and a back on one sheet, as PNG bytes."""
    art = art or CardArt()
    sheet = pygame.Surface((CARD_W * SPRITE_COLUMNS, CARD_H * SPRITE_ROWS), pygame.SRCALPHA)
    for row, suit in enumerate(SUITS):
        for col, rank in enumerate(RANKS):
            sheet.blit(art.face(rank + suit), (col * CARD_W, row * CARD_H))
    sheet.blit(art.face("JK"), (0, len(SUITS) * CARD_H))
    sheet.blit(art.back(), (CARD_W, len(SUITS) * CARD_H))
    out = io.BytesIO()
    pygame.image.save(sheet, out, "cards.png")
    return out.getvalue()


class Page:
    """The page's files held in memory, looked up by the request's path."""

    def __init__(self) -> None:
        self._files: dict[str, tuple[bytes, str]] = {
            path: (paths.web(name).read_bytes(), kind) for path, (name, kind) in FILES.items()}
        self._files[SPRITE] = (sprite_png(), "image/png")

    def get(self, path: str) -> tuple[bytes, str] | None:
        """(body, content type) for a served path (a query string is ignored), else None."""
        path = path.partition("?")[0]
        if path == STRINGS:
            return json.dumps(strings(), ensure_ascii=False).encode(), "application/json; charset=utf-8"
        return self._files.get(path)


def strings() -> dict[str, str]:
    """The page's words in the host's language, keyed as the page's scripts look them up."""
    return {
        "lang": language(),  # the page's own language tag, so the browser picks fonts and line breaks
        # TRANSLATORS: box=none (the phone page, drawn by the browser): the join form's title.
        "join_title": _("Join the table"),
        # TRANSLATORS: box=none (the phone page): the room code field.
        "room": _("Room code"),
        # TRANSLATORS: box=none (the phone page): the player's name field.
        "name": _("Your name"),
        # TRANSLATORS: box=none (the phone page): the join button.
        "join": _("Join"),
        # TRANSLATORS: box=none (the phone page): the cover over the hand, so neighbours do not see it.
        "cover": _("Tap to show your cards"),
        # TRANSLATORS: box=none (the phone page): the button that covers the hand again.
        "hide": _("Hide"),
        # The button that sends the selected cards, per decision: the desktop's own words (boxed there).
        "play": _("Play"), "give": _("Give"), "discard": _("Discard"), "return": _("Return"),
        "pass": pgettext("move", "pass"),
        # TRANSLATORS: box=none (the phone page): whose turn it is; {name} is a seat's name.
        "turn_of": _("{name}'s turn"),
        # TRANSLATORS: box=none (the phone page): the play to beat and who made it.
        "to_beat": _("To beat: {play} by {name}"),
        # TRANSLATORS: box=none (the phone page): nothing on the table.
        "empty": _("The table is empty"),
        # TRANSLATORS: box=none (the phone page): the selected cards make a legal move.
        "legal": _("Legal"),
        # TRANSLATORS: box=none (the phone page): the joker could stand for several cards: pick one.
        "readings": _("Which card does the joker stand for?"),
        # TRANSLATORS: box=none (the phone page): the results after a hand; {n} is the hand's number.
        "results": _("Results of hand {n}"),
        # TRANSLATORS: box=none (the phone page): the final results.
        "final": _("Final results: {name} wins"),
        "ok": _("OK"),
        # TRANSLATORS: box=none (the phone page): a join the host turned away (no such room, or no free seat).
        "no_seat": _("No table with a free seat has that code."),
        # TRANSLATORS: box=none (the phone page): seated at the table, before the host deals.
        "waiting": _("Seated: the match begins when the host starts it"),
        # TRANSLATORS: box=none (the phone page): a latecomer seated in a bot's seat while a hand is played.
        "next_hand": _("Seated: you play from the next hand"),
        # TRANSLATORS: box=none (the phone page): the connection dropped; the page tries again.
        "lost": _("Connection lost: trying again"),
        # TRANSLATORS: box=none (the phone page): the host closed the table.
        "closed": _("The table has closed"),
        # TRANSLATORS: box=none (the phone page): the host closed the table and kept the match to continue.
        "closed_saved": _("The host closed the table and saved the match. When they continue it, open this "
                          "page again: you take your seat back."),
        # TRANSLATORS: box=none (the phone page): the host closed the table for good.
        "closed_over": _("The host closed the table: this match is over."),
        # TRANSLATORS: box=none (the phone page): the same seat was taken up on another device or tab.
        "elsewhere": _("Your seat is open on another device now."),
        # TRANSLATORS: box=none (the phone page): a reload takes the seat back with the secret the page kept.
        "rejoining": _("Taking your seat back..."),
        # TRANSLATORS: box=none (the phone page): between hands, until the host deals the next one.
        "waiting_deal": _("Waiting for the host to deal"),
        # TRANSLATORS: box=none (the phone page): the tax (or a seven-give) this seat paid; the cards follow.
        "you_gave": _("You gave {name}:"),
        # TRANSLATORS: box=none (the phone page): the cards this seat received in the tax (or a seven-give).
        "you_got": _("{name} gave you:"),
        # The desktop table's hint, pass switches and log of the hand, in its own words.
        "hint": _("Hint"), "thinking": _("Hint: thinking..."), "auto_pass": _("Pass this trick"),
        "when_stuck": _("Pass when I can't play"), "log": _("Log of this hand"),
        "log_empty": _("Nothing has happened yet this hand."), "close": _("Close"),
        "timed_out": _("Time is up: the move was made for you"),
    }
