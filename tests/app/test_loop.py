"""The fixed-timestep stepping function: ticks per frame, clamping and the step cap."""
from game.app.loop import MAX_FRAME, MAX_STEPS, TICK, LoopState, advance


def run(frames):
    state, steps = LoopState(), []
    for dt in frames:
        state, n = advance(state, dt)
        steps.append(n)
    return state, steps


def test_sixty_hz_frames_give_one_tick_each():
    state, steps = run([TICK] * 120)
    assert steps == [1] * 120
    assert state.ticks == 120


def test_fast_frames_accumulate_into_ticks():
    _, steps = run([TICK / 4] * 8)
    assert steps == [0, 0, 0, 1, 0, 0, 0, 1]


def test_slow_frames_run_several_ticks():
    _, steps = run([TICK * 3, TICK * 2.5, TICK * 0.5])
    assert steps == [3, 2, 1]


def test_a_stall_is_clamped_and_capped():
    state, steps = run([5.0])
    assert steps == [min(MAX_STEPS, int(MAX_FRAME / TICK))]
    assert state.accumulator == 0.0  # the debt is dropped, not carried


def test_no_spiral_after_a_stall():
    _, steps = run([5.0, TICK, TICK])
    assert steps[1:] == [1, 1]


def test_negative_frame_time_is_ignored():
    state, steps = run([-1.0, TICK])
    assert steps == [0, 1]
    assert state.ticks == 1


def test_the_pacer_idles_after_still_frames_and_wakes_on_change_or_input():
    from game.app.loop import Pacer

    pacer = Pacer(idle_after=3)
    for changed in (True, False, False):
        pacer.shown(changed)
        assert not pacer.idle
    pacer.shown(False)
    assert pacer.idle
    pacer.shown(True)
    assert not pacer.idle
    for _ in range(3):
        pacer.shown(False)
    pacer.woken()
    assert not pacer.idle
