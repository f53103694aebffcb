"""Computer opponents: three strengths, personalities, the hint, and a worker that
searches in a separate process so the window never waits on it.

Build a bot from a ``BotSpec``, or from its text form as the arena's command line writes it::

    make_bot(BotSpec(Strength.ADVANCED, personality("hoarder")), seed=3)
    make_bot("advanced")                 # strength, default personality
    make_bot("advanced:hoarder", seed=3)  # strength and a named personality
    make_bot("medium:cutter:noise=0.2")  # ... with parameters overridden

Every bot has ``choose(view) -> Move`` and sees only a ``SeatView``.
"""
from __future__ import annotations

from .advanced import AdvancedBot
from .base import PERSONALITIES, Bot, BotSpec, Personality, Strength, personality
from .beginner import BeginnerBot
from .medium import MediumBot

STRENGTHS = {Strength.BEGINNER: BeginnerBot, Strength.MEDIUM: MediumBot, Strength.ADVANCED: AdvancedBot}


def make_bot(spec: BotSpec | str, seed: int = 0) -> Bot:
    """The bot ``spec`` names (text is read with ``BotSpec.parse``: ValueError names what is wrong)."""
    if isinstance(spec, str):
        spec = BotSpec.parse(spec)
    return STRENGTHS[spec.strength](spec.personality, seed)


__all__ = [
    "PERSONALITIES",
    "STRENGTHS",
    "AdvancedBot",
    "BeginnerBot",
    "Bot",
    "BotSpec",
    "MediumBot",
    "Personality",
    "Strength",
    "make_bot",
    "personality",
]
