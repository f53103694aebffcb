from game.__main__ import main


def test_version_prints(capsys):
    assert main(["--version"]) == 0
    assert "Daifugo Arcade" in capsys.readouterr().out
