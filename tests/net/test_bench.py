"""``python -m game.bench net`` runs end to end (two rooms, a few seconds) and prints its lines.

Only that it runs and reports: a benchmark's figures are never asserted on."""
from game.bench import __main__ as bench


def test_the_network_benchmark_prints_its_figures(capsys):
    assert bench.main(["net", "--rooms", "2", "--seconds", "4", "--workers", "2"]) == 0
    out = capsys.readouterr().out
    assert "net bench: 2 rooms, 8 clients in 2 worker processes" in out
    assert out.count("load average at") == 2
    assert "moves per second:" in out and "p50" in out and "p99" in out
    assert "refusals: 0, errors: 0" in out


def test_the_frame_benchmark_hosts_four_clients_and_prints_its_figures(capsys, monkeypatch, tmp_path):
    for name in ("SDL_VIDEODRIVER", "SDL_AUDIODRIVER", "DAIFUGO_DATA_DIR"):
        monkeypatch.setenv(name, str(tmp_path) if name == "DAIFUGO_DATA_DIR" else "dummy")  # restored after
    bench.main(["frames", "--hosting", "--frames", "120", "--warmup", "10"])  # its targets are not the test's
    out = capsys.readouterr().out
    assert "4 friends' clients over loopback in another process" in out
    assert "p50" in out and "p99" in out and out.count("load average at") == 2
