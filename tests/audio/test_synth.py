"""Synthesis: every effect and loop renders valid, deterministic 16-bit mono WAV of sensible length."""
import io
import wave

import pytest

from game.audio import MUSIC_NAMES, SFX_NAMES, synth

REQUIRED_SFX = {"deal", "card", "pass", "slash", "revolution", "out", "fanfare", "move", "confirm", "cancel",
                "error", "lock", "give", "discard", "tax", "counter", "foul", "fall"}


def _read(data: bytes) -> tuple[wave._wave_params, bytes]:
    with wave.open(io.BytesIO(data)) as w:
        return w.getparams(), w.readframes(w.getnframes())


def test_all_required_names_exist():
    assert REQUIRED_SFX <= set(SFX_NAMES)
    assert {"title", "table"} <= set(MUSIC_NAMES)


@pytest.mark.parametrize("name", SFX_NAMES)
def test_effect_is_short_nonempty_audible_wav(name):
    params, frames = _read(synth.sfx(name))
    assert (params.nchannels, params.sampwidth, params.framerate) == (1, 2, 22050)
    assert 0.02 <= params.nframes / params.framerate < 1.5
    assert any(frames)


def test_effects_are_deterministic_and_distinct():
    assert synth.sfx("slash") == synth.sfx("slash")
    assert len({synth.sfx(n) for n in SFX_NAMES}) == len(SFX_NAMES)


def test_music_loops_are_10_to_30_seconds_and_start_and_end_quiet():
    for name in MUSIC_NAMES:
        params, frames = _read(synth.music(name))
        assert 10 <= params.nframes / params.framerate <= 30
        # A seamless loop must not jump: the last and first samples are close.
        first = int.from_bytes(frames[:2], "little", signed=True)
        last = int.from_bytes(frames[-2:], "little", signed=True)
        assert abs(first - last) < 8000


def test_note_frequencies():
    assert synth.note_freq("A4") == pytest.approx(440.0)
    assert synth.note_freq("A5") == pytest.approx(880.0)
    assert synth.note_freq("C4") == pytest.approx(261.63, abs=0.01)


def test_samples_are_clipped_into_16_bit_range():
    _, frames = _read(synth.to_wav([2.0, -2.0, 0.0]))
    values = [int.from_bytes(frames[i:i + 2], "little", signed=True) for i in range(0, 6, 2)]
    assert values == [32767, -32767, 0]
