"""Computer opponents: three strengths, personalities, the hint, and a worker that
searches in a separate process so the window never waits on it.

Build a bot from a spec string, as the arena and level files write it::

    make_bot("advanced")                 # strength, default personality
    make_bot("advanced:hoarder", seed=3)  # strength and a named personality
    make_bot("medium:cutter:noise=0.2")  # ... with parameters overridden

Every bot has ``choose(view) -> Move`` and sees only a ``SeatView``.
"""
from __future__ import annotations

from .advanced import AdvancedBot
from .base import PERSONALITIES, Bot, Personality, personality, personality_of
from .beginner import BeginnerBot
from .medium import MediumBot

STRENGTHS = {"beginner": BeginnerBot, "medium": MediumBot, "advanced": AdvancedBot}


def make_bot(spec: str, seed: int = 0) -> Bot:
    """``strength[:personality][:key=value,...]`` -> a bot."""
    parts = [p.strip() for p in spec.split(":") if p.strip()]
    if not parts or parts[0] not in STRENGTHS:
        raise ValueError(f"unknown bot {spec!r}: start with one of {', '.join(STRENGTHS)}")
    try:
        persona = personality_of(":".join(parts[1:]), checked=False)
    except ValueError as exc:
        raise ValueError(f"bot {spec!r}: {exc}") from None
    return STRENGTHS[parts[0]](persona, seed)


__all__ = [
    "PERSONALITIES",
    "STRENGTHS",
    "AdvancedBot",
    "BeginnerBot",
    "Bot",
    "MediumBot",
    "Personality",
    "make_bot",
    "personality",
]
