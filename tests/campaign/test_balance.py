"""The balance estimate: a medium stand-in plays a level's table and the goal judges each match."""
from game import arena, paths
from game.campaign import balance
from game.campaign.level import load_level

FIRST = sorted(paths.levels_dir().glob("*.toml"))[0]


def test_estimate_plays_and_judges_matches():
    e = balance.estimate(load_level(FIRST), matches=3)
    assert e.matches == 3 and 0 <= e.clears <= 3 and e.clears <= e.stars <= 3 * e.clears


def test_arena_level_flag_delegates_to_the_campaign(capsys):
    assert arena.main(["--level", str(FIRST), "--matches", "2"]) == 0
    out = capsys.readouterr().out
    assert "stand-in: medium" in out and FIRST.stem in out


def test_estimate_on_workers_counts_the_same_matches():
    level = load_level(FIRST)
    alone = balance.estimate(level, matches=4, first_seed=7)
    pooled = balance.estimate(level, matches=4, first_seed=7, workers=2)
    assert (pooled.clears, pooled.stars) == (alone.clears, alone.stars)
