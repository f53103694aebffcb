"""Chiptune synthesis: square, triangle and noise voices with envelopes, rendered to 16-bit mono WAV.

Pure standard library (math, array, wave), so sounds can be generated at build
time by `tools/gen_assets.py` or in memory at run time, and always come out the
same: noise is a fixed-seed LFSR, never `random`. The effect recipes (`SFX`)
and the music loops (`MUSIC`) follow the voice primitives.
"""
from __future__ import annotations

import io
import math
import sys
import wave
from array import array
from typing import Callable, Literal

RATE = 22050
Wave = Literal["square", "triangle", "noise"]

_NOTE_INDEX = {"C": 0, "C#": 1, "D": 2, "D#": 3, "E": 4, "F": 5, "F#": 6, "G": 7, "G#": 8, "A": 9, "A#": 10, "B": 11}


def note_freq(note: str) -> float:
    """Frequency of a note name such as "A4", "C#5" (A4 = 440 Hz, equal temperament)."""
    name, octave = note[:-1], int(note[-1])
    semitones = _NOTE_INDEX[name] + 12 * (octave + 1) - 69
    return 440.0 * 2 ** (semitones / 12)


def _envelope(n: int, attack: float, release: float) -> list[float]:
    """Linear attack, then hold, then linear release to silence, so no voice ends with a click."""
    a = max(1, int(attack * RATE))
    r = max(1, int(release * RATE))
    return [min(1.0, i / a, (n - i) / r) for i in range(n)]


def _noise_bits(n: int, period: int) -> list[float]:
    """NES-style 15-bit LFSR noise; `period` samples per shift sets its pitch (1 = hiss, 40 = rumble)."""
    reg = 1
    out: list[float] = []
    level = 1.0
    for i in range(n):
        if i % period == 0:
            bit = (reg ^ (reg >> 1)) & 1
            reg = (reg >> 1) | (bit << 14)
            level = 1.0 if reg & 1 else -1.0
        out.append(level)
    return out


def tone(
    wave_kind: Wave,
    freq: float,
    dur: float,
    vol: float = 0.4,
    end_freq: float | None = None,
    duty: float = 0.5,
    attack: float = 0.004,
    release: float = 0.04,
    vibrato: float = 0.0,
) -> list[float]:
    """One voice for `dur` seconds, sliding exponentially from `freq` to `end_freq` if given.

    For noise, `freq` picks the LFSR clock (higher = brighter hiss).
    `vibrato` is a depth in semitones at 6 Hz.
    """
    n = max(1, int(dur * RATE))
    env = _envelope(n, attack, release)
    if wave_kind == "noise":
        period = max(1, int(RATE / max(freq, 1.0)))
        return [s * e * vol for s, e in zip(_noise_bits(n, period), env)]
    end = end_freq or freq
    ratio = math.log(end / freq)
    out: list[float] = []
    phase = 0.0
    for i in range(n):
        t = i / n
        f = freq * math.exp(ratio * t)
        if vibrato:
            f *= 2 ** (vibrato * math.sin(2 * math.pi * 6 * i / RATE) / 12)
        phase = (phase + f / RATE) % 1.0
        if wave_kind == "square":
            s = 1.0 if phase < duty else -1.0
        else:  # triangle: the NES bass voice, softer than square
            s = 4 * phase - 1 if phase < 0.5 else 3 - 4 * phase
        out.append(s * env[i] * vol)
    return out


def silence(dur: float) -> list[float]:
    return [0.0] * int(dur * RATE)


def concat(*parts: list[float]) -> list[float]:
    out: list[float] = []
    for p in parts:
        out.extend(p)
    return out


def mix(length: int, layers: list[tuple[float, list[float]]], wrap: bool = False) -> list[float]:
    """Sum (start_seconds, samples) layers into `length` samples.

    With `wrap`, anything past the end folds back to the start, which makes a
    music loop seamless (a note ringing over the bar line continues after the jump).
    """
    out = [0.0] * length
    for start, samples in layers:
        offset = int(start * RATE)
        for i, s in enumerate(samples):
            j = offset + i
            if j >= length:
                if not wrap:
                    break
                j %= length
            out[j] += s
    return out


def to_wav(samples: list[float]) -> bytes:
    """16-bit mono PCM WAV bytes, clipped to [-1, 1]."""
    pcm = array("h", (int(max(-1.0, min(1.0, s)) * 32767) for s in samples))
    if sys.byteorder == "big":  # WAV data is little-endian
        pcm.byteswap()
    buf = io.BytesIO()
    with wave.open(buf, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(pcm.tobytes())
    return buf.getvalue()


# ---- effects ---------------------------------------------------------------------------------

def _arp(notes: str, step: float, wave_kind: Wave = "square", vol: float = 0.3, duty: float = 0.5,
         hold: float = 1.0) -> list[float]:
    """Notes one after another, each `step` seconds apart and sounding `hold` x step."""
    return concat(*(concat(tone(wave_kind, note_freq(n), step * hold, vol, duty=duty),
                           silence(step * (1 - hold))) for n in notes.split()))


def _layers(*layers: tuple[float, list[float]]) -> list[float]:
    length = max(int(start * RATE) + len(samples) for start, samples in layers)
    return mix(length, list(layers))


SFX: dict[str, Callable[[], list[float]]] = {
    "deal": lambda: _layers((0, tone("noise", 9000, 0.07, 0.25, release=0.06)),
                            (0.02, tone("square", 1400, 0.03, 0.12, duty=0.25))),
    "card": lambda: _layers((0, tone("noise", 6000, 0.04, 0.3, release=0.03)),
                            (0, tone("square", 880, 0.05, 0.2, end_freq=660, duty=0.25))),
    "pass": lambda: _arp("G4 D4", 0.09, "triangle", 0.45),
    "slash": lambda: _layers((0, tone("noise", 12000, 0.25, 0.35, end_freq=2000, release=0.2)),
                             (0, tone("square", 1800, 0.22, 0.25, end_freq=180, duty=0.25))),
    "revolution": lambda: _layers((0, _arp("C4 E4 G4 C5 E5 G5 C6", 0.06, duty=0.25)),
                                  (0.42, tone("square", 1046, 0.7, 0.3, end_freq=65, duty=0.5, release=0.3)),
                                  (0.42, tone("noise", 400, 0.7, 0.2, release=0.5))),
    "out": lambda: _layers((0, _arp("C5 E5 G5 C6", 0.07, duty=0.25)),
                           (0.28, tone("square", note_freq("E6"), 0.25, 0.25, duty=0.25, release=0.2))),
    "fanfare": lambda: _layers((0, _arp("G4 G4 G4", 0.1, duty=0.25, hold=0.7)),
                               (0.3, tone("square", note_freq("C5"), 0.3, 0.3, duty=0.25)),
                               (0.6, _arp("E5 G5", 0.12, duty=0.25)),
                               (0.84, tone("square", note_freq("C6"), 0.5, 0.3, duty=0.25, vibrato=0.3,
                                           release=0.3)),
                               (0, _arp("C3 C3 C3 C3 G3 C3", 0.22, "triangle", 0.45, hold=0.8))),
    "move": lambda: tone("square", 660, 0.03, 0.18, duty=0.25, release=0.015),
    "confirm": lambda: _arp("A5 E6", 0.05, duty=0.25, vol=0.25),
    "cancel": lambda: _arp("E5 A4", 0.06, duty=0.25, vol=0.25),
    "error": lambda: _arp("C3 C3", 0.1, duty=0.5, vol=0.3, hold=0.7),
    "lock": lambda: _layers((0, tone("noise", 15000, 0.03, 0.3)),
                            (0.02, tone("square", 1200, 0.06, 0.2, duty=0.125)),
                            (0.06, tone("square", 1800, 0.08, 0.18, duty=0.125))),
    "give": lambda: tone("triangle", 400, 0.16, 0.5, end_freq=800),
    "discard": lambda: tone("noise", 8000, 0.16, 0.3, end_freq=1500, release=0.12),
    "tax": lambda: concat(tone("square", note_freq("B5"), 0.06, 0.25, duty=0.25, release=0.01),
                          tone("square", note_freq("E6"), 0.3, 0.25, duty=0.25, release=0.25)),
    "counter": lambda: _layers((0, tone("noise", 3000, 0.12, 0.35)),
                               (0, tone("square", 200, 0.3, 0.3, end_freq=2000, duty=0.25)),
                               (0.3, tone("square", note_freq("A6"), 0.3, 0.2, duty=0.125, release=0.25))),
    "foul": lambda: concat(*(tone("square", note_freq(n), d, 0.25, end_freq=note_freq(n) * 0.97, vibrato=v,
                                  release=0.05) for n, d, v in (("A4", 0.2, 0), ("G#4", 0.2, 0),
                                                                ("G4", 0.6, 0.4)))),
    "fall": lambda: _layers((0, tone("triangle", 880, 1.1, 0.45, end_freq=110, release=0.3)),
                            (0, tone("square", 440, 1.0, 0.12, end_freq=55, duty=0.125, release=0.3))),
}
SFX_NAMES = tuple(SFX)


def sfx(name: str) -> bytes:
    """WAV bytes for the named effect; KeyError if there is no such effect."""
    return to_wav(SFX[name]())


# ---- music -----------------------------------------------------------------------------------
# One token per eighth note: a note name starts it, "-" holds it, "." rests.
# Drums: k kick, s snare, h hat.

_TITLE = {
    "bpm": 132,
    "lead": "C5 E5 G5 C6 - G5 E5 G5 | A5 - G5 E5 C5 - E5 - | F5 A5 C6 A5 F5 - A5 C6 | B5 - D6 - B5 G5 - . |"
            "C6 - B5 C6 G5 - E5 G5 | A5 C6 - A5 E5 - C5 E5 | F5 - A5 F5 G5 - B5 D6 | C6 - G5 - C6 - . .",
    "bass": "C3 . C4 . C3 . G3 . | A2 . A3 . A2 . E3 . | F2 . F3 . F2 . C3 . | G2 . G3 . G2 . D3 . |"
            "C3 . C4 . C3 . G3 . | A2 . A3 . A2 . E3 . | F2 . F3 . G2 . G3 . | C3 . G2 . C3 . . .",
    "drums": "k h s h k h s h | " * 7 + "k h s h k k s s",
}

_TABLE = {
    "bpm": 100,
    "lead": "A4 - B4 D5 - B4 A4 - | G4 - A4 B4 - D5 B4 - | E5 - D5 B4 A4 - G4 - | A4 - - - E4 - G4 - |"
            "A4 - B4 D5 - E5 D5 - | G5 - E5 D5 - B4 D5 - | E5 - D5 B4 A4 G4 E4 - | D4 - - - . . . .",
    "bass": "D3 . A3 . D3 . A3 . | G2 . D3 . G2 . D3 . | E3 . B3 . E3 . B3 . | A2 . E3 . A2 . E3 . |"
            "D3 . A3 . D3 . A3 . | G2 . D3 . G2 . D3 . | E3 . B3 . E3 . B3 . | A2 . E3 . D3 . A2 .",
    "drums": "k . h . s . h h | " * 8,
}

MUSIC: dict[str, dict[str, object]] = {"title": _TITLE, "table": _TABLE}
MUSIC_NAMES = tuple(MUSIC)


def _tokens(line: str) -> list[str]:
    return line.replace("|", " ").split()


def _voice(line: str, step: float, wave_kind: Wave, vol: float, duty: float = 0.5) -> list[tuple[float, list[float]]]:
    """Turn a token line into (start, samples) notes; a note lasts until the next note or rest."""
    tokens = _tokens(line)
    layers = []
    for i, tok in enumerate(tokens):
        if tok in ("-", "."):
            continue
        steps = 1
        while i + steps < len(tokens) and tokens[i + steps] == "-":
            steps += 1
        layers.append((i * step, tone(wave_kind, note_freq(tok), steps * step * 0.92, vol, duty=duty,
                                      release=0.03)))
    return layers


_DRUMS: dict[str, tuple[float, float, float]] = {  # token -> (noise clock Hz, seconds, volume)
    "k": (300, 0.09, 0.35),
    "s": (4000, 0.1, 0.2),
    "h": (14000, 0.03, 0.08),
}


def music(name: str) -> bytes:
    """WAV bytes for one seamless loop of the named tune; KeyError if unknown."""
    song = MUSIC[name]
    step = 30.0 / float(song["bpm"])  # eighth note
    lead, bass, drums = (str(song[k]) for k in ("lead", "bass", "drums"))
    length = int(len(_tokens(lead)) * step * RATE)
    layers = _voice(lead, step, "square", 0.16, duty=0.25) + _voice(bass, step, "triangle", 0.3)
    for i, tok in enumerate(_tokens(drums)):
        if tok in _DRUMS:
            clock, dur, vol = _DRUMS[tok]
            layers.append((i * step, tone("noise", clock, dur, vol, release=dur * 0.8)))
    return to_wav(mix(length, layers, wrap=True))
