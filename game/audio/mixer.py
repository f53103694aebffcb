"""Plays the game's effects and music loops through pygame.mixer, or stays silent when it cannot.

Each sound is loaded on first use from `assets/sfx/<name>.wav` or
`assets/music/<name>.wav` (written by `tools/gen_assets.py`) and, when that file
is missing or unreadable, synthesized in memory instead. No audio device, a
failed mixer init or a broken file never raises: the Mixer just goes quiet.
"""
from __future__ import annotations

import io
import sys
from pathlib import Path

import pygame

from game.audio import synth

SFX_NAMES = synth.SFX_NAMES
MUSIC_NAMES = synth.MUSIC_NAMES


def default_assets_dir() -> Path:
    """`assets/` beside the source tree, or inside the PyInstaller bundle when frozen."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle) / "assets"
    return Path(__file__).resolve().parents[2] / "assets"


class Mixer:
    """Effects and one music loop at a time, with separate 0..1 volumes."""

    def __init__(self, assets_dir: Path | None = None) -> None:
        self.assets_dir = assets_dir or default_assets_dir()
        self.music_volume = 0.6
        self.effects_volume = 0.8
        self.current_music: str | None = None
        self._sounds: dict[str, pygame.mixer.Sound | None] = {}
        self._music_data: io.BytesIO | None = None  # pygame streams from it, so keep it alive
        self.enabled = self._init_mixer()

    @staticmethod
    def _init_mixer() -> bool:
        # Any failure here (no device, SDL error, missing mixer module) means "play silently";
        # sound is never worth crashing the game over, so the catch is deliberately broad.
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=synth.RATE, size=-16, channels=2, buffer=512)
            return bool(pygame.mixer.get_init())
        except Exception:  # noqa: BLE001
            return False

    def play(self, name: str) -> None:
        """Start the named effect (see `SFX_NAMES`); ValueError for an unknown name, even when silent."""
        if name not in synth.SFX:
            raise ValueError(f"unknown sound effect {name!r}; expected one of {SFX_NAMES}")
        if not self.enabled:
            return
        sound = self._sound(name)
        if sound is not None:
            try:
                sound.play()
            except pygame.error:
                pass  # out of channels or device gone: drop this one effect

    def play_music(self, name: str) -> None:
        """Loop the named tune (see `MUSIC_NAMES`); asking for the tune already playing changes nothing."""
        if name not in synth.MUSIC:
            raise ValueError(f"unknown music {name!r}; expected one of {MUSIC_NAMES}")
        if not self.enabled or name == self.current_music:
            return
        path = self.assets_dir / "music" / f"{name}.wav"
        try:
            if path.is_file():
                pygame.mixer.music.load(str(path))
            else:
                self._music_data = io.BytesIO(synth.music(name))
                pygame.mixer.music.load(self._music_data, "wav")
            pygame.mixer.music.set_volume(self.music_volume)
            pygame.mixer.music.play(loops=-1)
            self.current_music = name
        except (pygame.error, OSError):
            self.current_music = None

    def stop_music(self) -> None:
        self.current_music = None
        if self.enabled:
            try:
                pygame.mixer.music.stop()
            except pygame.error:
                pass

    def set_volumes(self, music: float, effects: float) -> None:
        """Set both volumes, each clamped to 0..1; applies to sounds already playing too."""
        self.music_volume = min(1.0, max(0.0, music))
        self.effects_volume = min(1.0, max(0.0, effects))
        if not self.enabled:
            return
        try:
            pygame.mixer.music.set_volume(self.music_volume)
        except pygame.error:
            pass
        for sound in self._sounds.values():
            if sound is not None:
                sound.set_volume(self.effects_volume)

    def _sound(self, name: str) -> pygame.mixer.Sound | None:
        if name not in self._sounds:
            path = self.assets_dir / "sfx" / f"{name}.wav"
            try:
                sound = pygame.mixer.Sound(path) if path.is_file() else None
            except (pygame.error, OSError):
                sound = None  # unreadable file: fall back to synthesis below
            try:
                if sound is None:
                    sound = pygame.mixer.Sound(file=io.BytesIO(synth.sfx(name)))
                sound.set_volume(self.effects_volume)
            except pygame.error:
                sound = None
            self._sounds[name] = sound
        return self._sounds[name]
