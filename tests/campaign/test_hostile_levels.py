"""Custom level files that are not plain files (a pipe, a folder, a device link) are broken tables on
the map, never a hang: they go through the same non-blocking reader as the saves."""
import os

import pytest

from game import userdata
from game.campaign.road import CUSTOM_DIR, Road


@pytest.mark.parametrize("kind", ["pipe", "folder", "device"])
def test_a_level_that_is_not_a_plain_file_is_a_broken_table(kind):
    if kind != "folder" and os.name != "posix":
        pytest.skip("FIFOs and /dev links are POSIX")
    custom = userdata.path_of(CUSTOM_DIR)
    custom.mkdir()
    path = custom / "odd.toml"
    {"pipe": os.mkfifo, "folder": os.mkdir, "device": lambda p: os.symlink("/dev/zero", p)}[kind](path)
    [entry] = [e for e in Road.load().entries if e.custom]
    assert entry.level is None and "odd.toml" in entry.error
    assert ("folder" if kind == "folder" else "not a plain file") in entry.error
