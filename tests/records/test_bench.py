"""``python -m game.bench records`` runs end to end (tiny sizes) and prints its figures."""
from game.bench import __main__ as bench


def test_the_records_benchmark_prints_its_figures(capsys):
    assert bench.main(["records", "--matches", "6", "--played", "1", "--runs", "2"]) == 0
    out = capsys.readouterr().out
    assert "6 stored matches" in out and "open Records" in out and "open Replays" in out
    assert "worst legal files: replays.json" in out  # both files filled to the cap, and each still loads
    assert "open Records  from the worst legal file" in out and "open Replays  from the worst legal file" in out
