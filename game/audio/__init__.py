"""Everything the game plays: chiptune synthesis (`synth`) and playback (`mixer.Mixer`)."""
from game.audio.synth import MUSIC_NAMES, SFX_NAMES

__all__ = ["MUSIC_NAMES", "SFX_NAMES"]
