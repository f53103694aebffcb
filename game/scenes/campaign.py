"""Plugs the campaign (game.campaign) into the scene registry: ``campaign`` (the map) and the steps the
campaign reaches by name: ``campaign.intro``, ``campaign.outcome`` and ``campaign.continue`` (a saved
campaign match taken back, which the table's Continue asks for without importing the campaign)."""
from game.app import registry
from game.campaign import shots  # noqa: F401  (the screenshot tour entries register on import)
from game.campaign.intro_scene import IntroScene
from game.campaign.map_scene import MapScene
from game.campaign.outcome_scene import OutcomeScene
from game.campaign.play import outcome_of, reopen

registry.register("campaign", MapScene)
registry.register("campaign.intro", IntroScene, entry=False)
registry.register("campaign.outcome", OutcomeScene, entry=False)
registry.register("campaign.continue", reopen, entry=False)
registry.register("campaign.outcome_of", outcome_of, entry=False)
