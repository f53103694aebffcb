"""The command line and the frames benchmark entry points."""
import logging
import os

import pytest

from game.__main__ import _setup_logging, main
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


def test_the_idle_benchmark_is_one_of_the_benchmarks(capsys):
    """It needs a real window (run it under Xvfb), so here only its entry point is checked."""
    with pytest.raises(SystemExit) as done:
        bench.main(["idle", "--help"])
    assert done.value.code == 0 and "game.bench idle" in capsys.readouterr().out


def test_frames_benchmark_runs(capsys):
    bench.main(["frames", "--frames", "30", "--warmup", "5"])
    out = capsys.readouterr().out
    assert "p99" in out and "peak RSS" in out


def _one_line_and_status_2(argv, capsys):
    assert main(argv) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("daifugo: ") and "\n" not in err and "Traceback" not in err
    return err


@pytest.mark.parametrize("where, words", [
    ("", "needs a folder name"),
    ("   ", "needs a folder name"),
    ("a-file", "is a file, not a folder"),
    ("a-file/below", "cannot write into"),
])
def test_an_unusable_shots_folder_is_one_line_and_status_2(tmp_path, monkeypatch, capsys, where, words):
    (tmp_path / "a-file").write_text("x")
    monkeypatch.chdir(tmp_path)
    assert words in _one_line_and_status_2(["--shots", where], capsys)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a-file"]  # nothing written in the current folder


def test_a_shots_folder_that_refuses_writes_is_one_line_and_status_2(tmp_path, monkeypatch, capsys):
    import tempfile

    def refused(*args, **kwargs):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(tempfile, "TemporaryFile", refused)
    assert "Permission denied" in _one_line_and_status_2(["--shots", str(tmp_path / "out")], capsys)


@pytest.mark.parametrize("argv", [["--headless"], ["--headless", "--windowed"], ["--first-frame"]])
@pytest.mark.parametrize("folder, words", [("a-file", "is a file, not a folder"),
                                           ("a-file/below", "cannot be created")])
def test_an_unusable_data_folder_is_one_line_and_status_2(tmp_path, monkeypatch, capsys, argv, folder, words):
    (tmp_path / "a-file").write_text("x")
    monkeypatch.setenv("DAIFUGO_DATA_DIR", str(tmp_path / folder))
    assert words in _one_line_and_status_2(argv, capsys)


@pytest.fixture
def root_logging(monkeypatch):
    """Let a test set up logging; the root handlers and the excepthook are restored afterwards."""
    import sys

    root = logging.getLogger()
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    monkeypatch.setattr(root, "handlers", list(root.handlers))
    monkeypatch.setattr(root, "level", root.level)
    yield root
    for handler in root.handlers:
        handler.close()


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are POSIX")
def test_a_pipe_named_like_the_log_file_neither_hangs_nor_is_written(_user_data_dir, root_logging):
    _user_data_dir.mkdir()
    os.mkfifo(_user_data_dir / "daifugo.log")
    _setup_logging(True)  # a plain open would block here until pytest-timeout ends the test
    assert [type(h) for h in root_logging.handlers] == [logging.NullHandler]


def test_the_log_file_rolls_over_past_its_size_cap(_user_data_dir, root_logging, monkeypatch):
    from game import __main__ as cli

    monkeypatch.setattr(cli, "LOG_BYTES", 200)
    _user_data_dir.mkdir()
    (_user_data_dir / "daifugo.log").write_text("old line\n" * 30)
    _setup_logging(True)
    logging.getLogger("game").warning("fresh line")
    for handler in root_logging.handlers:
        handler.flush()
    assert (_user_data_dir / "daifugo.log").stat().st_size <= 200
    assert "fresh line" in (_user_data_dir / "daifugo.log").read_text()
    assert "old line" in (_user_data_dir / "daifugo.log.1").read_text()


def _unusable(tmp_path, kind):
    """A path the game cannot use as a folder, of the kind named, and the words that must name why."""
    if kind == "long-part":
        return str(tmp_path / ("d" * 300)), "name is too long"
    if kind == "long-path":
        return str(tmp_path / "/".join(["d" * 200] * 25)), "name is too long"
    if kind == "dangling":
        os.symlink(tmp_path / "gone", tmp_path / "link")
        return str(tmp_path / "link"), "a link to nothing"
    if kind == "loop":
        os.symlink(tmp_path / "loop", tmp_path / "loop")
        return str(tmp_path / "loop"), "a link that loops"
    if kind == "below-a-file":
        (tmp_path / "a-file").write_text("x")
        return str(tmp_path / "a-file" / "below"), "a file stands where one of its folders should be"
    raise AssertionError(kind)


KINDS = ["long-part", "long-path", "dangling", "loop", "below-a-file"]


@pytest.mark.skipif(os.name != "posix", reason="symbolic links and name limits as on POSIX")
@pytest.mark.parametrize("kind", KINDS)
def test_an_unusable_data_folder_of_any_kind_is_one_line_naming_why(tmp_path, monkeypatch, capsys, kind):
    folder, words = _unusable(tmp_path, kind)
    monkeypatch.setenv("DAIFUGO_DATA_DIR", folder)
    err = _one_line_and_status_2(["--headless"], capsys)
    assert words in err and "File exists" not in err
    assert folder[:30] in err and len(err) < 300


@pytest.mark.skipif(os.name != "posix", reason="symbolic links and name limits as on POSIX")
@pytest.mark.parametrize("kind", KINDS)
def test_an_unusable_shots_folder_of_any_kind_is_one_line_naming_why(tmp_path, capsys, kind):
    folder, words = _unusable(tmp_path, kind)
    err = _one_line_and_status_2(["--shots", folder], capsys)
    assert err.startswith("daifugo: --shots: ") and words in err and "File exists" not in err
    assert folder[:30] in err and len(err) < 300
