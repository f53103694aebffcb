"""Plugs the campaign (game.campaign) into the scene registry as ``campaign``: the map."""
from game import scenes
from game.campaign import shots  # noqa: F401  (the screenshot tour entries register on import)
from game.campaign.map_scene import MapScene

scenes.register("campaign", MapScene)
