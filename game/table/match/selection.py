"""Owns reading a player's picked cards: which legal moves they make, and why not when none does.

A selection is physical cards (ids, jokers included); the engine lists moves.
Several moves can use the same cards (a joker read more ways), and a selection
that makes none gets the engine's own refusal (``Hand.resolve``, the check
every move passes before it is applied), so the table never words a rule of its own.
"""
from __future__ import annotations

from typing import Collection, Sequence

from game.engine import IllegalMove, Move, MoveKind
from game.engine.cards import TEXT
from game.i18n import _
from game.table.match.table_session import TableSession


def confirmed(picked: Collection[int], hand: Sequence[int], cursor: int) -> list[int]:
    """The cards confirm sends, the one rule of every screen that asks for cards (a play, the tax
    return, a seven-give, a ten-discard): what is picked, else the card under the cursor. The footer,
    the guided hand and How to Play all say it this way (``words.confirm_label``)."""
    if picked:
        return sorted(picked)
    return [hand[min(max(cursor, 0), len(hand) - 1)]] if hand else []


def none_move(session: TableSession) -> Move | None:
    """The give or discard of no card, where the rules let it be owed "up to" (the pass key makes it:
    confirm always sends a card), else None."""
    kind = session.decision()
    if kind is MoveKind.PLAY:
        return None
    return next((m for m in session.match.legal_moves() if m.kind is kind and not m.cards and not m.jokers), None)


def matching(session: TableSession, selected: Sequence[int]) -> list[Move]:
    """Legal moves using exactly these physical cards (several when a joker can be read more ways)."""
    naturals = sorted(c for c in selected if c < 52)
    jokers = sum(1 for c in selected if c >= 52)
    kind = session.decision()
    return [m for m in session.match.legal_moves()
            if m.kind is kind and sorted(int(c) for c in m.cards) == naturals and len(m.jokers) == jokers]


def text_of(session: TableSession, selected: Sequence[int]) -> str:
    """The selection as a move in the engine's notation, for the engine to refuse in its own words."""
    body = " ".join(TEXT[c] for c in sorted(selected))
    kind = session.decision()
    return body if kind is MoveKind.PLAY else f"{kind.value} {body}".strip()


def refusal(session: TableSession, selected: Sequence[int] | None = None,
            move: Move | str | None = None) -> IllegalMove | str | None:
    """Why this selection (or ``move``) is not a legal move now: the engine's refusal, the
    player-facing "select cards" line when nothing is selected for a play, or None if it is legal.
    The engine checks the move as it checks every move before applying it, so the reason is its own."""
    if move is None:
        selected = list(selected or ())
        if matching(session, selected):
            return None
        if not selected and session.decision() is MoveKind.PLAY:
            # TRANSLATORS: box=table status
            return _("select cards to play, or pass")
        move = text_of(session, selected)
    try:
        session.match.hand.resolve(move)
    except IllegalMove as exc:
        return exc
    return None
