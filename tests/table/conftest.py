"""Table tests start from the table's own registrations, whatever other tests did to the registry."""
import pytest

from game import scenes
from game.table import resume, setup_scene


@pytest.fixture(autouse=True)
def _table_registered():
    # A shell test swaps "quick_match" for a stand-in and removes it afterwards; the
    # modules are imported only once, so register again rather than rely on import order.
    scenes.register("quick_match", setup_scene.quick_match)
    scenes.register("pass_and_play", setup_scene.pass_and_play)
    scenes.register("continue", resume.continue_scene)
