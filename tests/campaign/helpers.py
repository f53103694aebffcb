"""Test helpers for the campaign tests: a small valid level file, written once, and the map opened."""
from game.campaign.map_scene import MapScene

# A three-seat level; name, intro and the first rival's name are TOML values to fill in
# (a "string" or a { en = ..., ja = ... } table).
LEVEL = """
name = {name}
intro = {intro}
seats = 3
[rules]
preset = "casual"
rounds = 2
[goal]
type = "win"
[[opponents]]
name = {rival}
strength = "beginner"
[[opponents]]
name = "B"
strength = "medium"
"""

GOOD = LEVEL.format(name='"Test"', intro='"Hello"', rival='"A"')


def open_map(app) -> MapScene:
    """The road's map as the one scene of ``app``, drawn once."""
    m = MapScene(app)
    app.stack.reset(m)
    app.step(1)
    return m
