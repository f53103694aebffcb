"""The command line and the frames benchmark entry points."""
import logging

from game.__main__ import main
from game.bench import __main__ as bench


def test_version(capsys):
    assert main(["--version"]) == 0
    assert "Daifugo Arcade" in capsys.readouterr().out


def test_headless_smoke_run():
    assert main(["--headless", "--scale", "1"]) == 0


def test_windowed_logs_to_the_user_data_folder(_user_data_dir):
    try:
        assert main(["--headless", "--windowed"]) == 0
        logging.getLogger("game").warning("hello log")
        for handler in logging.getLogger().handlers:
            handler.flush()
        assert "hello log" in (_user_data_dir / "daifugo.log").read_text()
    finally:
        for handler in list(logging.getLogger().handlers):
            logging.getLogger().removeHandler(handler)
            handler.close()


def test_bench_dispatch_rejects_unknown_names(capsys):
    assert bench.main(["nope"]) == 2


def test_frames_benchmark_runs(capsys):
    bench.main(["frames", "--frames", "30", "--warmup", "5"])
    out = capsys.readouterr().out
    assert "p99" in out and "peak RSS" in out
