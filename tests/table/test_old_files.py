"""Files written by the game before the table was rebuilt from parts (38e1ec3: a campaign match saved
after hand 1 and five moves, and its replay) still load, resume and play back."""
import shutil
from pathlib import Path

from game import userdata
from game.records import store
from game.table.match.seating import CampaignLink
from game.table.saving import save

DATA = Path(__file__).parent / "data"


def test_a_save_and_a_replay_of_the_game_before_still_load():
    folder = userdata.data_dir()
    shutil.copy(DATA / "match-38e1ec3.json", folder / save.FILE_NAME)
    shutil.copy(DATA / "replays-38e1ec3.json", folder / store.REPLAYS)
    session, error = save.load()
    assert error is None and session.campaign == CampaignLink("classic-01", "01.toml", False)
    assert session.match.number == 2 and session.history.complete
    session.apply(session.match.legal_moves()[0])  # and it plays on
    replays = store.load_replays()
    assert len(replays) == 1 and replays[0].final().to_dict()["results"]
