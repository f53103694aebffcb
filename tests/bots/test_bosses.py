"""Every boss shows the signature its level intro promises, at the strength its level gives it."""
from __future__ import annotations

import pytest

from game import paths
from game.arena import run_arena
from game.campaign.balance import opponent_bot
from game.campaign.level import load_level
from game.engine import Hand

BUDGET = 60  # the signature acts around the search; a small budget keeps the test quick
CLAIMS = {  # level, boss -> (the habit the intro promises, the share it must reach)
    ("07_red_ren", "Red Ren"): ("revolution", 0.9),
    ("10_baron_hold", "Baron Hold"): ("kept", 0.9),
    ("12_kiri_cutter", "Kiri"): ("cut", 0.9),
    ("14_grand_final", "Baron Hold"): ("kept", 0.9),
    ("14_grand_final", "Kiri"): ("cut", 0.9),
}
SCENARIOS = {("14_grand_final", "Red Ren")}  # six seats deal few revolutions: checked on set positions


def spec(opponent) -> str:
    persona = opponent.personality_spec
    budget = f"budget={BUDGET}" if opponent.strength == "advanced" else ""
    if budget:
        persona += ("," if opponent.style else ":") + budget
    return f"{opponent.strength}:{persona}"


@pytest.mark.parametrize("level_id,boss", list(CLAIMS))
def test_boss_signature_matches_the_intro(level_id, boss):
    level = load_level(paths.levels_dir() / f"{level_id}.toml")
    opponent = next(o for o in level.opponents if o.name == boss)
    assert opponent.boss and boss in level.intro
    specs = ["medium"] + [spec(o) for o in level.opponents]
    stats = run_arena(level.rules, specs, hands=12 * len(specs), seed=5, workers=1, match_hands=2, style=True)
    habit, share = CLAIMS[(level_id, boss)]
    traits = next(s.traits for s in stats if s.spec == spec(opponent))
    chances = {"revolution": traits.revolution_turns, "cut": traits.cut_turns, "kept": traits.kept_hands}[habit]
    assert chances >= 5, f"{boss} had too few chances to show it ({chances})"
    assert traits.rates()[habit] >= share, (boss, habit, traits)


@pytest.mark.parametrize("level_id,boss", sorted(SCENARIOS))
@pytest.mark.parametrize("cards", ["5S 5H 5D 5C 9S KD 3C", "3H 4H 5H 6H 9S KD 3C"])
def test_red_ren_starts_every_revolution_in_reach(level_id, boss, cards):
    level = load_level(paths.levels_dir() / f"{level_id}.toml")
    opponent = next(o for o in level.opponents if o.name == boss)
    assert opponent.boss and boss in level.intro
    others = ["7S 8S", "9H TH", "JC QC", "KH AH", "2D 2C"][:level.seats - 1]
    hand = Hand.setup(level.rules, [cards] + others, leader=0)
    for seed in range(10):
        move = opponent_bot(opponent, seed, budget_cap=BUDGET).choose(hand.view(0))
        assert move.size == 4, f"{boss} played {move} holding a revolution"


def test_every_boss_is_checked():
    bosses = {(f.stem, o.name) for f in sorted(paths.levels_dir().glob("*.toml"))
              for o in load_level(f).opponents if o.boss}
    assert bosses == set(CLAIMS) | SCENARIOS
