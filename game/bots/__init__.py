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
from .base import PERSONALITIES, Bot, Personality, personality
from .beginner import BeginnerBot
from .medium import MediumBot

STRENGTHS = {"beginner": BeginnerBot, "medium": MediumBot, "advanced": AdvancedBot}


def make_bot(spec: str, seed: int = 0) -> Bot:
    """``strength[:personality][:key=value,...]`` -> a bot."""
    parts = [p.strip() for p in spec.split(":") if p.strip()]
    if not parts or parts[0] not in STRENGTHS:
        raise ValueError(f"unknown bot {spec!r}: start with one of {', '.join(STRENGTHS)}")
    persona = personality("steady")
    for part in parts[1:]:
        if "=" not in part:
            persona = personality(part)
            continue
        changes = {}
        for item in part.split(","):
            key, _, value = item.partition("=")
            changes[key.strip()] = _number(value.strip(), key.strip())
        persona = persona.with_changes(**changes)
    return STRENGTHS[parts[0]](persona, seed)


def _number(text: str, key: str) -> float | int:
    try:
        return int(text) if key == "budget" else float(text)
    except ValueError:
        raise ValueError(f"personality parameter {key}: expected a number, got {text!r}") from None


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
